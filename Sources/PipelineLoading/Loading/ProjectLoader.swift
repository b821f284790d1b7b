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
    /// The app to load, by its target's name (`--app`): nil loads every app
    /// of the repository together (`load`), or each on its own (`loadEach`).
    public var app: String?
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
    /// whatever discovery finds below it. With `options.app`, that app only;
    /// without, every app of the repository together.
    public static func load(path: String, config explicitConfig: String? = nil, options: LoadOptions = LoadOptions()) async throws(InputError) -> Project {
        let site = try LoadSite.discover(path: path, config: explicitConfig, options: options)
        return try await load(site, app: try options.app.map { name throws(InputError) in try site.app(named: name) }, options: options)
    }

    /// Each app of the repository loaded on its own (its own Info.plist,
    /// name, bundle id, tables and code): what `check`, `report` and `export`
    /// run on. One project when there is one app or none (no Xcode project),
    /// or when `options.app` names one.
    public static func loadEach(path: String, config explicitConfig: String? = nil, options: LoadOptions = LoadOptions()) async throws(InputError) -> [Project] {
        let site = try LoadSite.discover(path: path, config: explicitConfig, options: options)
        if let name = options.app { return [try await load(site, app: try site.app(named: name), options: options)] }
        guard site.apps.count > 1 else { return [try await load(site, app: nil, options: options)] }
        var projects: [Project] = []
        var empty: [String] = []
        for app in site.apps {
            if let project = try await load(site, app: app, options: options, nothingIsAnError: false) {
                projects.append(project)
            } else {
                empty.append(app.name)
            }
        }
        guard !projects.isEmpty else { return [try await load(site, app: nil, options: options)] }
        if !empty.isEmpty {
            // Said once, with the first app: an app that ships no table and no quick action has nothing to check.
            projects[0].warnings.append(InputWarning("not checked: \(empty.joined(separator: ", ")) ship\(empty.count == 1 ? "s" : "") no Info.plist with quick actions, no table and no App Shortcuts",
                                                     file: site.projects.first?.path, label: "note"))
        }
        return projects
    }

    static let nothingToCheck = "found no Info.plist with \(ShortcutKey.items), no <locale>.lproj folder, no .xcstrings file and no App Shortcuts in code"

    /// The apps of the repository at `path` (none without an Xcode project).
    public static func applications(path: String, config explicitConfig: String? = nil, options: LoadOptions = LoadOptions()) throws(InputError) -> [String] {
        try LoadSite.discover(path: path, config: explicitConfig, options: options).apps.map(\.name)
    }

    /// The project of `site` as `app` ships (nil: every app together; the
    /// only app, when there is one, still names the project).
    package static func load(_ site: LoadSite, app chosen: LoadSite.App?, options: LoadOptions) async throws(InputError) -> Project {
        guard let project = try await load(site, app: chosen, options: options, nothingIsAnError: true) else {
            throw InputError(nothingToCheck, file: site.root)
        }
        return project
    }

    /// `load`, or nil when the app ships no Info.plist with quick actions and
    /// no table (unless `nothingIsAnError`): one app of several may have
    /// nothing to check (a helper app, a test host).
    package static func load(_ site: LoadSite, app chosen: LoadSite.App?, options: LoadOptions,
                             nothingIsAnError: Bool) async throws(InputError) -> Project? {
        let root = site.root
        let policy = site.policy
        let config = site.config
        var warnings = site.warnings
        var projects = site.projects
        if let chosen {
            // That app and what it embeds ship; another app's project ships nothing (its folder is still its own).
            for index in projects.indices { projects[index].markShipped(only: index == chosen.project ? chosen.target : "") }
        }
        let app = chosen ?? (site.apps.count == 1 ? site.apps.first : nil)
        var specPaths = config.specs
        var localeFolders = config.localeFolders
        let explicitLocales = !localeFolders.isEmpty
        var bundleFolders: [BundleFolder] = []
        var otherPlists: [String] = []
        var definitionFiles: [String] = []
        var projectFile: ProjectFileSummary?
        var membership: ProjectMembership?
        var leftOutPlists: [String] = []
        var packageTargets: [String] = []
        var packageLocalizations: [String] = []
        var leftOutFiles: [LeftOutFile] = []
        // What some other app ships (said as that app's, not as in no target).
        let everyApp = site.everyApp(for: chosen)
        var otherAppFolders: [String] = []
        func relative(_ path: String) -> String { ProjectFileSummary.relative(path, to: root) }
        if let found = site.found {
            // One membership for Info.plists and tables: what the projects say ships.
            let shipped = projects.isEmpty ? nil : ProjectMembership(projects: projects, packageTargets: found.packageTargets)
            var leftOut: [String] = []
            var otherApps: [String] = []
            if specPaths.isEmpty {
                specPaths = found.specs
                if let shipped {
                    leftOutPlists = specPaths.filter { !shipped.ships(infoPlist: $0) }
                    specPaths = specPaths.filter { shipped.ships(infoPlist: $0) }
                    if let everyApp {
                        otherApps += leftOutPlists.filter { everyApp.ships(infoPlist: $0) }
                        leftOutPlists.removeAll { everyApp.ships(infoPlist: $0) }
                    }
                }
            }
            if localeFolders.isEmpty {
                localeFolders = found.localeFolders
                // Tables of folders l10n.yml names are read as named; found ones as the project ships them.
                if let shipped {
                    membership = shipped
                    leftOut = localeFolders.filter { !shipped.ships(localeFolder: $0) }
                    localeFolders = localeFolders.filter { shipped.ships(localeFolder: $0) }
                    if let everyApp {
                        otherAppFolders = leftOut.filter { everyApp.ships(localeFolder: $0) }
                        otherApps += otherAppFolders
                        leftOut.removeAll { everyApp.ships(localeFolder: $0) }
                    }
                }
            }
            if !projects.isEmpty {
                projectFile = ProjectFileSummary(
                    files: projects.map { relative($0.path) },
                    targets: projects.reduce(0) { $0 + $1.shippedTargets.count },
                    locales: Set(projects.flatMap(\.knownRegions)).count,
                    leftOut: leftOut.map(relative),
                    leftOutInfoPlists: leftOutPlists.map(relative))
                projectFile?.otherApps = otherApps.sorted().map(relative)
                if let app, site.apps.count > 1 {
                    projectFile?.app = app.name
                    projectFile?.apps = site.apps.map(\.name)
                }
                projectFile?.unplaced = projects.flatMap(\.unplaced).filter(\.matters).map { "\($0.path) (\($0.sourceTree))" }
                let reason = app.map { "no target of app \($0.name) (the app and what it embeds) builds or copies it" } ?? "no target of the project that ships builds or copies it"
                leftOutFiles += leftOut.map { LeftOutFile(path: relative($0), reason: reason) }
                leftOutFiles += leftOutPlists.map { LeftOutFile(path: relative($0), reason: "an Info.plist with quick actions that no target that ships uses (INFOPLIST_FILE)") }
                leftOutFiles += otherApps.sorted().map { LeftOutFile(path: relative($0), reason: "another app's: read when that app is checked") }
                for project in projects {
                    for reference in project.unplaced where reference.matters || !reference.localizations.isEmpty {
                        leftOutFiles.append(LeftOutFile(path: reference.path, reason: "in \(relative(project.path)): \(reference.reason)"))
                    }
                }
            }
            projectFile?.packageExcluded = found.packageLeftOut.map { relative($0.path) }
            leftOutFiles += found.packageLeftOut.map { LeftOutFile(path: relative($0.path), reason: $0.reason) }
            leftOutFiles += found.skippedFolders.map { LeftOutFile(path: relative($0.path), reason: $0.reason) }
            bundleFolders = found.bundles
            packageTargets = found.packageTargets
            packageLocalizations = found.packageLocalizations
            otherPlists = found.infoPlists.filter { !found.specs.contains($0) }
            definitionFiles = found.definitionFiles
        }

        // The id the user gives (--bundle-id, bundle_id:) stands for the setting a type starts with;
        // otherwise each Info.plist's types are expanded with its own target's settings.
        let override = options.bundleID ?? config.bundleID
        let appTarget = app.flatMap { app in site.projects[app.project].targets.first { $0.name == app.target } }
        let applicationIDs = Set(projects.compactMap(\.applicationBundleIdentifier))
        let appID = appTarget.flatMap { $0.bundleIdentifiers.count == 1 ? $0.bundleIdentifiers.first : nil }
        let bundleID = override ?? appID ?? (applicationIDs.count == 1 ? applicationIDs.first : nil)
        var specs: [ShortcutSpec] = []
        for specPath in specPaths {
            let path = URL(fileURLWithPath: specPath).standardizedFileURL.path
            let owner = projects.first { project in project.targets.contains { $0.infoPlists.contains(path) } }
            let projectID = projects.lazy.compactMap { $0.bundleIdentifier(infoPlist: path) }.first
            var spec = try InfoPlistReader.read(path: specPath, bundleID: nil, scope: .app(policy))
            for index in spec.items.indices {
                guard let raw = spec.items[index].rawType else { continue }
                spec.items[index].type = BuildSettings.expandType(raw, bundleID: override) { name in
                    if let value = owner?.setting(name, infoPlist: path) { return value }
                    return name == BuildSettings.bundleIdentifier ? bundleID ?? projectID : nil
                }
            }
            specs.append(spec)
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
        projectFile?.leftOutTables = leftOutTables.map(relative)
        leftOutFiles += leftOutTables.map { LeftOutFile(path: relative($0), reason: "a table in a folder that ships that no target copies (a localization never added to the project)") }
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
                                                filter: site.filter, warnings: &warnings)
            // Found, not named: what the project compiles into what it ships.
            if config.sources.isEmpty, let membership {
                // Pods of the repository's own that the Podfile links into the app (LocalPods).
                let pods = LocalPods.find(root: root, candidates: files.filter { !membership.ships(source: $0) },
                                          scope: .app(policy), warnings: &warnings)
                if !pods.sources.isEmpty {
                    warnings.append(InputWarning("\(pods.sources.count) source file\(pods.sources.count == 1 ? "" : "s") of the Podfile's local pods (\(pods.pods.joined(separator: ", "))) read as the app's code",
                                                 file: root + "/Podfile", label: "note"))
                }
                let (compiled, dropped) = files.reduce(into: ([String](), [String]())) { split, file in
                    if membership.ships(source: file) || pods.sources.contains(file) { split.0.append(file) } else { split.1.append(file) }
                }
                files = compiled
                var sources = dropped.filter { !PackageManifest.isManifest($0) }
                // Another app's code is that app's, read when it is checked.
                if let everyApp {
                    let others = sources.filter { everyApp.ships(source: $0) }
                    sources.removeAll { everyApp.ships(source: $0) }
                    let known = projectFile?.otherApps ?? []
                    projectFile?.otherApps = (known + others.map(relative)).sorted()
                    leftOutFiles += others.map { LeftOutFile(path: relative($0), reason: "another app's source: read when that app is checked") }
                }
                projectFile?.leftOutSources = sources.map(relative)
                leftOutFiles += sources.map { LeftOutFile(path: relative($0), reason: "a source file no target that ships compiles") }
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
            // `Root.inApp.plist` is InAppSettingsKit's: drawn by the app only when its code uses the kit.
            let drawsInAppPanes = definitionFiles.contains { $0.hasSuffix(".inApp.plist") } && InAppSettings.isUsed(by: files)
            for path in definitionFiles where membership?.ships(table: path) != false {
                var uses = path.hasSuffix(".intentdefinition")
                    ? IntentDefinitionVariants.expand(IntentDefinitionReader.uses(path: path, scope: .app(policy), warnings: &warnings), roots: roots)
                    : SettingsBundleReader.uses(path: path, scope: .app(policy), warnings: &warnings)
                if path.hasSuffix(".inApp.plist") && !drawsInAppPanes {
                    // Still uses of their keys; what the app's own code draws of them it looks up itself.
                    for index in uses.indices { uses[index].hidden = true }
                }
                if !uses.isEmpty { code = (code ?? CodeExtraction()); code?.strings += uses }
            }
        }
        // Nothing of either surface and no table: nothing to check. App Shortcuts
        // in code are enough (an app not localized yet: their phrases are still
        // checked, AltStore), so this waits for the code.
        if specPaths.isEmpty && localeFolders.isEmpty && (code?.appShortcuts.isEmpty ?? true) {
            if !nothingIsAnError { return nil }
            throw InputError(nothingToCheck, file: root)
        }
        let layout = options.layout ?? config.layout
        var project = Project(root: root, baseLocale: base, specs: specs, roots: roots, specRoots: specRoots,
                              layout: options.layoutChanges.map { $0(layout) } ?? layout, code: code,
                              reportUnusedKeys: options.reportUnusedKeys ?? config.unusedKeys ?? true, bundles: bundles)
        project.dynamicItems = code.map { DynamicItems.make(from: $0, bundleID: bundleID, project: project) } ?? []
        project.rules = RuleSettings(severities: config.rules, only: options.only, disabled: options.disabled)
        project.requiredLocales = config.requiredLocales
        // The app's name: its own target's, never an extension's. Without a project, the first
        // Info.plist that is not an extension's.
        let plists = specPaths + otherPlists
        let names = plists.compactMap { InfoPlistReader.displayName(path: $0, scope: .app(policy)) }
        let appPlists = plists.filter { !InfoPlistReader.isExtension(path: $0, scope: .app(policy)) }
        project.projectFile = projectFile
        project.xcodeProjects = projects.map { loadInfoPlistKeys($0, scope: .app(policy)) }
        project.unshippedTables = leftOutTables
        project.displayName = appPlists.lazy.compactMap { InfoPlistReader.displayName(path: $0, scope: .app(policy)) }.first ?? names.first
        project.applicationNames = Set(names)
        if let app, let appTarget {
            project.application = application(app, target: appTarget, site: site, roots: roots, scope: .app(policy))
            // The app's own name or none: another Info.plist's (an extension's) never stands in for it.
            project.displayName = nil
            // The project's localizations are the other apps' too.
            project.application?.otherAppsLocales = Set(otherAppFolders.flatMap { folder in
                DirectoryEntries.list(folder).filter { $0.isDirectory && $0.name.hasSuffix(".lproj") }.map { String($0.name.dropLast(".lproj".count)) }
            }).subtracting([TableName.base]).sorted()
            if let name = project.application?.displayName {
                project.displayName = name
                project.applicationNames.insert(name)
            }
        }
        project.leftOutFiles = leftOutFiles
        // Accessors a script generates from the table at build time (Kiwix's `LocalString`): their keys are used.
        for found in GeneratedAccessors.apply(to: &project) {
            warnings.append(InputWarning("\(found.type).* is read as the keys of \(relative(found.path)) (\(found.members) of its members name its keys, as an accessor a script generates from the table does): each use counts as that key's",
                                         file: found.path, label: "note"))
        }
        // SwiftGen's accessors written at build time: their tables' keys are used where nothing here shows it.
        if let swiftGen = SwiftGenConfig.read(path: root + "/swiftgen.yml", scope: .app(policy)) {
            for entry in swiftGen.strings where !entry.outputs.contains(where: { FileManager.default.fileExists(atPath: $0) }) {
                project.unseenAccessorInputs += entry.inputs
                warnings.append(InputWarning("the tables of \(entry.inputs.map(relative).joined(separator: ", ")) are read through \(entry.outputs.map(relative).joined(separator: ", ")), which SwiftGen writes at build time and the repository lacks: unused-key does not judge them",
                                             file: root + "/swiftgen.yml", label: "note"))
            }
        }
        for plist in otherPlists {
            if let keys = InfoPlistReader.topLevelKeys(path: plist, scope: .app(policy)) { project.infoPlistKeys[DynamicItems.folder(of: plist), default: []].formUnion(keys) }
        }
        let lock = AppFolder.lockPath(root: root, config: site.configPath)
        try policy.checkNamed(lock)
        project.lock = try LockFile.read(path: lock, scope: .app(policy))
        project.paths = policy
        // Unplaced project references that hold text: said once, with why (issue 46).
        for xcodeProject in projects {
            let said = xcodeProject.unplaced.filter(\.matters)
            guard !said.isEmpty else { continue }
            let listed = said.prefix(5).map { reference in
                "\(reference.path)\(reference.targets.isEmpty ? "" : " (\(reference.targets.joined(separator: ", ")))"): \(reference.reason)"
            }.joined(separator: "; ") + (said.count > 5 ? "; …" : "")
            warnings.append(InputWarning("\(said.count) reference\(said.count == 1 ? "" : "s") of the project not read, as where \(said.count == 1 ? "it lies" : "they lie") is not in the repository: \(listed)",
                                         file: xcodeProject.path + (xcodeProject.path.hasSuffix(".xcodeproj") ? "/project.pbxproj" : ""), label: "note"))
        }
        // Discovery and the folder reader may both meet a linked .lproj.
        var said = Set<String>()
        project.warnings = warnings.filter { said.insert($0.description).inserted }
        if options.measures {
            try project.resolveMeasurer()
            for why in project.layoutNotes { project.warnings.append(InputWarning(why, label: "note")) }
        }
        return project
    }

    /// The app `app` as Xcode builds it: its Info.plist, id, name, and the
    /// roots its own target copies (where its name is localized).
    private static func application(_ app: LoadSite.App, target: XcodeProject.Target, site: LoadSite, roots: [LocalizationRoot],
                                    scope: ReadScope) -> ApplicationInfo {
        let name = BundleNames.displayName(of: target, scope: scope)
        let own = roots.indices.filter { index in
            let root = roots[index]
            let files = root.catalogs.map(\.path) + root.locales.values.flatMap { $0.tables.values.map(\.path) + $0.plurals.values.map(\.path) }
            return files.contains { target.contains($0) }
        }
        return ApplicationInfo(name: app.name, project: site.projects[app.project].path,
                               infoPlist: target.infoPlists.count == 1 ? target.infoPlists.first : nil,
                               bundleID: target.bundleIdentifiers.count == 1 ? target.bundleIdentifiers.first : nil,
                               displayName: name?.name, displayNameSource: name?.source, roots: own,
                               otherApps: site.apps.map(\.name).filter { $0 != app.name })
    }

    /// The project with each target's Info.plist keys: its files' top-level
    /// keys and the ones Xcode generates; unknown when a file cannot be read.
    package static func loadInfoPlistKeys(_ project: XcodeProject, scope: ReadScope) -> XcodeProject {
        var project = project
        for index in project.targets.indices {
            let target = project.targets[index]
            guard !target.unresolvedInfoPlist, !target.infoPlists.isEmpty || target.generatesInfoPlist else { continue }
            var keys = target.generatedInfoPlistKeys
            // What Xcode writes into every Info.plist it generates, set or not (CFBundleName is $(PRODUCT_NAME)).
            if target.generatesInfoPlist { keys.formUnion(XcodeProject.alwaysGeneratedInfoPlistKeys) }
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
