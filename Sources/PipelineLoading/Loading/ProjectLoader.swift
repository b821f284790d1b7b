import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject

/// What the command line may override on top of `l10n.yml`.
public struct LoadOptions: Sendable {
    public var base: String?
    public var bundleID: String?
    public var layout: LayoutRules?
    /// Whether Swift and Objective-C sources are scanned for strings and quick actions.
    public var scanCode: Bool
    /// Overrides `unused_keys` in l10n.yml.
    public var reportUnusedKeys: Bool?
    /// Files parsed at once (tables and sources).
    public var jobs: Int
    /// Hears how far parsing tables and scanning code have come (nil: nobody asks).
    public var progress: ProgressHandler?
    /// `--exclude` globs, added to `exclude:` of l10n.yml and the defaults.
    public var exclude: [String] = []
    /// `--only` and `--disable` check codes.
    public var only: Set<String>?
    public var disabled: Set<String> = []
    /// Whether a `.xcodeproj` found below the path says which tables ship (`--no-project`: not).
    public var readProject = true
    /// The check codes `rules:` of l10n.yml may name (the CLI gives `Checks.codes`); nil takes any.
    public var ruleCodes: [String]?
    /// Changes to the layout after `layout` or l10n.yml's (`--engine`, `--font`, ...).
    public var layoutChanges: (@Sendable (LayoutRules) -> LayoutRules)?
    /// Whether the layout's engine and font are resolved as the project loads
    /// (`Project.measurer`; an error when the engine is `font` and the font is
    /// missing). Commands that never measure say no.
    public var measures = true

    public init(base: String? = nil, bundleID: String? = nil, layout: LayoutRules? = nil, scanCode: Bool = true,
                reportUnusedKeys: Bool? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                progress: ProgressHandler? = nil, measures: Bool = true) {
        self.measures = measures
        self.base = base
        self.bundleID = bundleID
        self.layout = layout
        self.scanCode = scanCode
        self.reportUnusedKeys = reportUnusedKeys
        self.jobs = jobs
        self.progress = progress
    }
}

/// Builds a `Project` from a config or by discovery, reading every file.
public enum ProjectLoader {
    /// Loads the project at `path`: its `l10n.yml` when there is one, or else
    /// whatever discovery finds below it.
    public static func load(path: String, config explicitConfig: String? = nil, options: LoadOptions = LoadOptions()) async throws(InputError) -> Project {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var policy = PathPolicy(root: root)
        let configPath = AppFolder.configPath(root: root, explicit: explicitConfig)
        // A --config FILE was named on the command line; PATH/l10n.yml was found by name.
        if explicitConfig == nil, let configPath { try policy.checkNamed(configPath) }
        let configScope: ReadScope = explicitConfig == nil ? .app(policy) : .named
        let config = try configPath.map { path throws(InputError) in try ConfigReader.read(path: path, ruleCodes: options.ruleCodes, scope: configScope) } ?? ToolConfig()
        if let configPath { policy.allow(URL(fileURLWithPath: configPath).standardizedFileURL.deletingLastPathComponent().path) }
        for named in config.specs + config.localeFolders + config.sources { try policy.checkNamed(named) }
        // A font file l10n.yml names is read by FreeType, not by InputFile: judged here.
        if FontEngine.isPath(config.layout.font) { try policy.checkNamed(config.layout.font) }
        // What l10n.yml names may be read where it is (outside the app only in so many words: checkNamed).
        for named in config.specs + config.localeFolders + config.sources { policy.allow(named) }
        var warnings: [InputWarning] = []

        var specPaths = config.specs
        var localeFolders = config.localeFolders
        let explicitLocales = !localeFolders.isEmpty
        // Globs are relative to l10n.yml's folder, else to the checked folder.
        let filterRoot = configPath.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path } ?? root
        let filter = PathFilter(root: filterRoot, patterns: config.exclude + options.exclude)
        var bundleFolders: [BundleFolder] = []
        var otherPlists: [String] = []
        var definitionFiles: [String] = []
        var projectFile: ProjectFileSummary?
        var projects: [XcodeProject] = []
        var membership: ProjectMembership?
        var leftOutPlists: [String] = []
        var packageTargets: [String] = []
        var packageLocalizations: [String] = []
        if specPaths.isEmpty || localeFolders.isEmpty {
            let found = try ProjectDiscovery.scan(root, policy: policy, filter: filter)
            if options.readProject {
                // A project.pbxproj that is a link out of the app is skipped like any such link.
                let readable = found.xcodeProjects.filter { policy.admits($0 + "/project.pbxproj", warnings: &warnings) }
                projects = try readable.map { path throws(InputError) in try XcodeProjectReader.read(path: path, within: root) }
                // XcodeGen's spec where no generated project is committed beside it.
                let generated = Set(found.xcodeProjects.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
                for spec in found.xcodeGenSpecs where !generated.contains(URL(fileURLWithPath: spec).deletingLastPathComponent().path) {
                    if let project = try XcodeGenReader.read(path: spec, within: root) {
                        projects.append(project)
                    } else {
                        // Found but not used: said, never dropped in silence (issue 46; a real app's
                        // `templates:` target made the tool check locales its spec excludes).
                        warnings.append(InputWarning("not used: a target is built from XcodeGen templates: or has no sources:, or an include: "
                                                     + "cannot be read, so which tables ship cannot be told from it; every table found is read",
                                                     file: spec, label: "note"))
                    }
                }
            }
            // One membership for Info.plists and tables: what the projects say ships.
            let shipped = projects.isEmpty ? nil : ProjectMembership(projects: projects, packageTargets: found.packageTargets)
            var leftOut: [String] = []
            if specPaths.isEmpty {
                specPaths = found.specs
                if let shipped {
                    leftOutPlists = specPaths.filter { !shipped.ships(infoPlist: $0) }
                    specPaths = specPaths.filter { shipped.ships(infoPlist: $0) }
                }
            }
            if localeFolders.isEmpty {
                localeFolders = found.localeFolders
                // Tables of folders l10n.yml names are read as named; found ones as the project ships them.
                if let shipped {
                    membership = shipped
                    leftOut = localeFolders.filter { !shipped.ships(localeFolder: $0) }
                    localeFolders = localeFolders.filter { shipped.ships(localeFolder: $0) }
                }
            }
            if !projects.isEmpty {
                projectFile = ProjectFileSummary(
                    files: projects.map { ProjectFileSummary.relative($0.path, to: root) },
                    targets: projects.reduce(0) { $0 + $1.shippedTargets.count },
                    locales: Set(projects.flatMap(\.knownRegions)).count,
                    leftOut: leftOut.map { ProjectFileSummary.relative($0, to: root) },
                    leftOutInfoPlists: leftOutPlists.map { ProjectFileSummary.relative($0, to: root) })
            }
            bundleFolders = found.bundles
            packageTargets = found.packageTargets
            packageLocalizations = found.packageLocalizations
            otherPlists = found.infoPlists.filter { !found.specs.contains($0) }
            definitionFiles = found.definitionFiles
            warnings += found.warnings
        }
        if specPaths.isEmpty && localeFolders.isEmpty {
            throw InputError("found no Info.plist with \(ShortcutKey.items), no <locale>.lproj folder and no .xcstrings file", file: root)
        }

        let applicationIDs = Set(projects.compactMap(\.applicationBundleIdentifier))
        let bundleID = options.bundleID ?? config.bundleID ?? (applicationIDs.count == 1 ? applicationIDs.first : nil)
        var specs: [ShortcutSpec] = []
        for specPath in specPaths {
            let projectID = projects.lazy.compactMap { $0.bundleIdentifier(infoPlist: URL(fileURLWithPath: specPath).standardizedFileURL.path) }.first
            specs.append(try InfoPlistReader.read(path: specPath, bundleID: bundleID ?? projectID, scope: .app(policy)))
        }
        // The Info.plist's CFBundleDevelopmentRegion, else the project's developmentRegion
        // (what $(DEVELOPMENT_LANGUAGE) stands for), else a package's, else English.
        let infoPlistRegion = specs.lazy.compactMap(\.developmentRegion).first { !BuildSettings.hasReference($0) }
        let projectRegion = projects.lazy.compactMap(\.developmentRegion).first { !$0.isEmpty && !BuildSettings.hasReference($0) }
        // A package alone: its manifests' defaultLocalization, when they agree.
        let packageRegion = Set(packageLocalizations).count == 1 ? packageLocalizations.first : nil
        let base = AppFolder.normalizedBase(options.base ?? config.base ?? infoPlistRegion ?? projectRegion ?? packageRegion ?? "en")

        var roots: [LocalizationRoot] = []
        var leftOutTables: [String] = []
        for folder in localeFolders {
            roots.append(try LocalizationRootReader.read(folder: folder, baseLocale: base, jobs: options.jobs, progress: options.progress,
                                                         policy: policy, warnings: &warnings,
                                                         ships: membership.map { shipped in { shipped.ships(table: $0) } }, leftOut: &leftOutTables))
        }
        projectFile?.leftOutTables = leftOutTables.map { ProjectFileSummary.relative($0, to: root) }
        // XcodeGen lists no regions: the locales of the tables that ship.
        if projectFile?.locales == 0 { projectFile?.locales = Set(roots.flatMap(\.locales.keys)).subtracting([TableName.base]).count }
        let targetFolders = bundleFolders.map(\.path) + specs.map { DynamicItems.folder(of: $0.path) }
        let specRoots = specs.map { spec in
            explicitLocales ? Array(roots.indices) : rootsOf(spec: spec.path, roots: roots, bundles: targetFolders)
        }
        for spec in specs where !bundleFolders.contains(where: { $0.path == DynamicItems.folder(of: spec.path) }) {
            bundleFolders.append(BundleFolder(path: DynamicItems.folder(of: spec.path), kind: .target))
        }
        let bundles = BundleLayout.make(roots: roots, bundleFolders: bundleFolders, projectRoot: root)
        var code: CodeExtraction?
        if options.scanCode {
            var files = CodeScanner.sourceFiles(in: config.sources.isEmpty ? [root] : config.sources, policy: policy,
                                                filter: filter, warnings: &warnings)
            // Found, not named: what the project compiles into what it ships.
            if config.sources.isEmpty, let membership {
                let (compiled, dropped) = files.reduce(into: ([String](), [String]())) { split, file in
                    if membership.ships(source: file) { split.0.append(file) } else { split.1.append(file) }
                }
                files = compiled
                projectFile?.leftOutSources = dropped.filter { !PackageManifest.isManifest($0) }.map { ProjectFileSummary.relative($0, to: root) }
            }
            if !files.isEmpty {
                code = await CodeScanner.scan(files: files, scope: .app(policy), jobs: options.jobs, options: config.code, progress: options.progress)
                // A call of a wrapper several modules declare reaches its own module's or the one it imports.
                for note in code?.bindWrapperModules(bundleFolders: bundles.map(\.folder)) ?? [] {
                    warnings.append(InputWarning(note, label: "note"))
                }
                // Symbols are generated unless every target says not (packages always generate them).
                if projects.allSatisfy(\.mayGenerateStringSymbols) || !packageTargets.isEmpty {
                    code?.resolveResourceSymbols(roots: roots, baseLocale: base)
                }
            }
            // Settings panes and intent definitions name keys as code does.
            for path in definitionFiles {
                let uses = path.hasSuffix(".intentdefinition")
                    ? IntentDefinitionVariants.expand(IntentDefinitionReader.uses(path: path, scope: .app(policy), warnings: &warnings), roots: roots)
                    : SettingsBundleReader.uses(path: path, scope: .app(policy), warnings: &warnings)
                if !uses.isEmpty { code = (code ?? CodeExtraction()); code?.strings += uses }
            }
        }
        let layout = options.layout ?? config.layout
        var project = Project(root: root, baseLocale: base, specs: specs, roots: roots, specRoots: specRoots,
                              layout: options.layoutChanges.map { $0(layout) } ?? layout, code: code,
                              reportUnusedKeys: options.reportUnusedKeys ?? config.unusedKeys ?? true, bundles: bundles)
        project.dynamicItems = code.map { DynamicItems.make(from: $0, bundleID: bundleID, project: project) } ?? []
        project.rules = RuleSettings(severities: config.rules, only: options.only, disabled: options.disabled)
        project.requiredLocales = config.requiredLocales
        let names = (specPaths + otherPlists).compactMap { InfoPlistReader.displayName(path: $0, scope: .app(policy)) }
        project.projectFile = projectFile
        project.xcodeProjects = projects.map { loadInfoPlistKeys($0, scope: .app(policy)) }
        project.unshippedTables = leftOutTables
        project.displayName = names.first
        project.applicationNames = Set(names)
        for plist in otherPlists {
            if let keys = InfoPlistReader.topLevelKeys(path: plist, scope: .app(policy)) { project.infoPlistKeys[DynamicItems.folder(of: plist), default: []].formUnion(keys) }
        }
        let lock = AppFolder.lockPath(root: root, config: configPath)
        try policy.checkNamed(lock)
        project.lock = try LockFile.read(path: lock, scope: .app(policy))
        project.paths = policy
        // Discovery and the folder reader may both meet a linked .lproj.
        var said = Set<String>()
        project.warnings = warnings.filter { said.insert($0.description).inserted }
        if options.measures {
            try project.resolveMeasurer()
            for why in project.layoutNotes { project.warnings.append(InputWarning(why, label: "note")) }
        }
        return project
    }

    /// The project with each target's Info.plist keys: its files' top-level
    /// keys and the ones Xcode generates; unknown when a file cannot be read.
    package static func loadInfoPlistKeys(_ project: XcodeProject, scope: ReadScope) -> XcodeProject {
        var project = project
        for index in project.targets.indices {
            let target = project.targets[index]
            guard !target.unresolvedInfoPlist, !target.infoPlists.isEmpty || target.generatesInfoPlist else { continue }
            var keys = target.generatedInfoPlistKeys
            for path in target.infoPlists.sorted() {
                guard let found = InfoPlistReader.topLevelKeys(path: path, scope: scope) else { keys = []; break }
                keys.formUnion(found)
            }
            if keys.isEmpty && !target.infoPlists.isEmpty { continue }
            project.targets[index].infoPlistKeys = keys
        }
        return project
    }





    /// A root localizes the bundle (Info.plist folder) that is its deepest
    /// ancestor: an app's tables are not its extensions'. A spec with no root
    /// below its folder gets the roots that are below no bundle's folder.
    package static func rootsOf(spec: String, roots: [LocalizationRoot], bundles: [String]) -> [Int] {
        let bundleFolders = Set(bundles.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
        func owner(_ root: LocalizationRoot) -> String? {
            bundleFolders.filter { (root.folder + "/").hasPrefix($0) }.max { $0.count < $1.count }
        }
        let mine = DynamicItems.folder(of: spec) + "/"
        // A resource bundle's tables (`Settings.bundle/de.lproj`) are that bundle's, never the app's Info.plist's.
        // (Below the folders the two share, so a checkout kept in `Foo.bundle/` loses nothing.)
        let specParts = mine.split(separator: "/")
        let candidates = roots.indices.filter { index in
            let parts = roots[index].folder.split(separator: "/")
            let shared = zip(parts, specParts).prefix { $0 == $1 }.count
            return !parts.dropFirst(shared).contains { $0.hasSuffix(".bundle") }
        }
        let owned = candidates.filter { owner(roots[$0]) == mine }
        let found = owned.isEmpty ? candidates.filter { owner(roots[$0]) == nil } : owned
        // Of several folders of tables, those that have an InfoPlist table:
        // a storyboard's or a settings pane's folder is not where quick
        // action titles are translated (mastodon-ios: titles suggested into
        // a Settings.bundle, phantom InfoPlist.strings in the export).
        let localizing = found.filter { index in roots[index].locales.values.contains { $0.tables[TableName.infoPlist] != nil } }
        return localizing.isEmpty ? found : localizing
    }
}
