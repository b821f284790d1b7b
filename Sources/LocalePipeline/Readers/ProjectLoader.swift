import Foundation

/// What the command line may override on top of `l10n.yml`.
public struct LoadOptions: Sendable {
    public var base: String?
    public var bundleID: String?
    public var layout: LayoutRules?
    /// Threads for reading tables (nil: one per core).
    public var jobs: Int?

    public init(base: String? = nil, bundleID: String? = nil, layout: LayoutRules? = nil, jobs: Int? = nil) {
        self.base = base
        self.bundleID = bundleID
        self.layout = layout
        self.jobs = jobs
    }
}

/// Builds a `Project` from a config or by discovery, reading every file.
public enum ProjectLoader {
    /// Loads the project at `path`: its `l10n.yml` when there is one, or else
    /// whatever discovery finds below it.
    public static func load(path: String, config explicitConfig: String? = nil, options: LoadOptions = LoadOptions()) throws(InputError) -> Project {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        let configPath = explicitConfig ?? {
            let candidate = URL(fileURLWithPath: root).appendingPathComponent(ToolConfig.fileName).path
            return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
        }()
        let config = try configPath.map { path throws(InputError) in try ConfigReader.read(path: path) } ?? ToolConfig()

        var specPaths = config.specs
        var localeFolders = config.localeFolders
        let explicitLocales = !localeFolders.isEmpty
        if specPaths.isEmpty || localeFolders.isEmpty {
            let found = try ProjectDiscovery.scan(root)
            if specPaths.isEmpty { specPaths = found.specs }
            if localeFolders.isEmpty { localeFolders = found.localeFolders }
        }
        if specPaths.isEmpty && localeFolders.isEmpty {
            throw InputError("found no Info.plist with \(ShortcutKey.items) and no <locale>.lproj folder", file: root)
        }

        let bundleID = options.bundleID ?? config.bundleID
        var specs: [ShortcutSpec] = []
        for specPath in specPaths {
            specs.append(try InfoPlistReader.read(path: specPath, bundleID: bundleID))
        }
        let base = normalizedBase(options.base ?? config.base ?? specs.lazy.compactMap(\.developmentRegion).first { !BuildSettings.hasReference($0) } ?? "en")

        var roots: [LocalizationRoot] = []
        for folder in localeFolders {
            roots.append(try LocalizationRootReader.read(folder: folder, baseLocale: base, jobs: options.jobs))
        }
        let specRoots = specs.map { spec in
            explicitLocales ? Array(roots.indices) : rootsOf(spec: spec.path, roots: roots, specs: specs)
        }
        return Project(root: root, baseLocale: base, specs: specs, roots: roots, specRoots: specRoots, layout: options.layout ?? config.layout)
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

    /// A root localizes the spec whose folder is its deepest ancestor: an app's
    /// tables are not its extensions'. A spec with no root below its folder
    /// gets the roots that are below no spec's folder.
    static func rootsOf(spec: String, roots: [LocalizationRoot], specs: [ShortcutSpec]) -> [Int] {
        func folder(_ path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path + "/" }
        let specFolders = specs.map { folder($0.path) }
        func owner(_ root: LocalizationRoot) -> String? {
            specFolders.filter { (root.folder + "/").hasPrefix($0) }.max { $0.count < $1.count }
        }
        let mine = folder(spec)
        let owned = roots.indices.filter { owner(roots[$0]) == mine }
        return owned.isEmpty ? roots.indices.filter { owner(roots[$0]) == nil } : owned
    }
}
