import Foundation

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

    public init(base: String? = nil, bundleID: String? = nil, layout: LayoutRules? = nil, scanCode: Bool = true,
                reportUnusedKeys: Bool? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                progress: ProgressHandler? = nil) {
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
        let configPath = explicitConfig ?? {
            let candidate = URL(fileURLWithPath: root).appendingPathComponent(ToolConfig.fileName).path
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }()
        let config = try configPath.map { path throws(InputError) in try ConfigReader.read(path: path) } ?? ToolConfig()

        var specPaths = config.specs
        var localeFolders = config.localeFolders
        let explicitLocales = !localeFolders.isEmpty
        var bundleFolders: [String] = []
        if specPaths.isEmpty || localeFolders.isEmpty {
            let found = try ProjectDiscovery.scan(root)
            if specPaths.isEmpty { specPaths = found.specs }
            if localeFolders.isEmpty { localeFolders = found.localeFolders }
            bundleFolders = found.bundleFolders
        }
        if specPaths.isEmpty && localeFolders.isEmpty {
            throw InputError("found no Info.plist with \(ShortcutKey.items), no <locale>.lproj folder and no .xcstrings file", file: root)
        }

        let bundleID = options.bundleID ?? config.bundleID
        var specs: [ShortcutSpec] = []
        for specPath in specPaths {
            specs.append(try InfoPlistReader.read(path: specPath, bundleID: bundleID))
        }
        let base = normalizedBase(options.base ?? config.base ?? specs.lazy.compactMap(\.developmentRegion).first { !BuildSettings.hasReference($0) } ?? "en")

        var roots: [LocalizationRoot] = []
        for folder in localeFolders {
            roots.append(try LocalizationRootReader.read(folder: folder, baseLocale: base, jobs: options.jobs, progress: options.progress))
        }
        let specRoots = specs.map { spec in
            explicitLocales ? Array(roots.indices) : rootsOf(spec: spec.path, roots: roots, bundles: bundleFolders + specs.map { DynamicItems.folder(of: $0.path) })
        }
        var code: CodeExtraction?
        if options.scanCode {
            let files = CodeScanner.sourceFiles(in: config.sources.isEmpty ? [root] : config.sources)
            if !files.isEmpty {
                code = await CodeScanner.scan(files: files, jobs: options.jobs, options: config.code, progress: options.progress)
            }
        }
        let dynamicItems = code.map { DynamicItems.make(from: $0, bundleID: bundleID, specs: specs, roots: roots) } ?? []
        var project = Project(root: root, baseLocale: base, specs: specs, roots: roots, specRoots: specRoots,
                              layout: options.layout ?? config.layout, code: code, dynamicItems: dynamicItems,
                              reportUnusedKeys: options.reportUnusedKeys ?? config.unusedKeys ?? true)
        project.lock = try LockFile.read(path: lockPath(root: root, config: configPath))
        return project
    }

    /// `l10n.lock` sits next to `l10n.yml`, or in the checked folder without one.
    static func lockPath(root: String, config: String?) -> String {
        let folder = config.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path } ?? root
        return URL(fileURLWithPath: folder).appendingPathComponent(TranslationLock.fileName).path
    }

    /// Legacy Xcode projects name the development region in English.
    static func normalizedBase(_ region: String) -> String {
        switch region {
        case "English": return "en"
        case "German": return "de"
        case "French": return "fr"
        case "Japanese": return "ja"
        case "Spanish": return "es"
        case "Italian": return "it"
        case "Dutch": return "nl"
        default: return region
        }
    }

    /// A root localizes the bundle (Info.plist folder) that is its deepest
    /// ancestor: an app's tables are not its extensions'. A spec with no root
    /// below its folder gets the roots that are below no bundle's folder.
    static func rootsOf(spec: String, roots: [LocalizationRoot], bundles: [String]) -> [Int] {
        let bundleFolders = Set(bundles.map { $0.hasSuffix("/") ? $0 : $0 + "/" })
        func owner(_ root: LocalizationRoot) -> String? {
            bundleFolders.filter { (root.folder + "/").hasPrefix($0) }.max { $0.count < $1.count }
        }
        let mine = DynamicItems.folder(of: spec) + "/"
        let owned = roots.indices.filter { owner(roots[$0]) == mine }
        return owned.isEmpty ? roots.indices.filter { owner(roots[$0]) == nil } : owned
    }
}
