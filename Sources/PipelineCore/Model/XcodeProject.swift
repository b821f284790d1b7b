import Foundation

/// What an Xcode project (`.xcodeproj/project.pbxproj`, or XcodeGen's
/// `project.yml`) says ships: its targets, the files each one builds or
/// copies, and its regions. Paths are absolute and standardized.
public struct XcodeProject: Sendable, Equatable {
    /// The keys Xcode writes into every Info.plist it generates
    /// (`GENERATE_INFOPLIST_FILE = YES`), whatever the target sets.
    public static let alwaysGeneratedInfoPlistKeys: Set<String> = [
        "CFBundleDevelopmentRegion", "CFBundleExecutable", "CFBundleIdentifier", "CFBundleInfoDictionaryVersion",
        "CFBundleName", "CFBundlePackageType", "CFBundleShortVersionString", "CFBundleVersion",
    ]

    public struct Target: Sendable, Equatable {
        public var name: String
        /// `com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`, …
        public var productType: String
        /// Files and folders the target's build phases name (a variant group's
        /// every localization, a folder reference, a `Settings.bundle`): all
        /// below a folder ship with it.
        public var members: Set<String> = []
        /// Folders Xcode 16 keeps in sync with the disk: every file below is a
        /// member but the exceptions.
        public var folders: Set<String> = []
        public var exceptions: Set<String> = []
        /// XcodeGen's `excludes:` of a source folder, by folder.
        public var folderExcludes: [String: PathFilter] = [:]
        /// `INFOPLIST_FILE` of its configurations, resolved where it can be.
        public var infoPlists: Set<String> = []
        /// Some configuration's `INFOPLIST_FILE` names a setting this reader
        /// does not know: which Info.plist it uses cannot be told.
        public var unresolvedInfoPlist = false
        /// `PRODUCT_BUNDLE_IDENTIFIER` of its configurations, where every setting it names resolves.
        public var bundleIdentifiers: Set<String> = []
        /// `GENERATE_INFOPLIST_FILE = YES`: Xcode writes (or adds to) its
        /// Info.plist from `INFOPLIST_KEY_*` settings, whose keys are these.
        public var generatesInfoPlist = false
        public var generatedInfoPlistKeys: Set<String> = []

        /// Shown by iOS to users: an app's or an extension's Info.plist, not a
        /// framework's, a library's or a test bundle's.
        public var showsInfoPlist: Bool {
            kind == "application" || kind.hasPrefix("app-extension") || kind.hasSuffix("extension") || kind.hasPrefix("application.")
        }
        /// `STRING_CATALOG_GENERATE_SYMBOLS`: true when a configuration sets
        /// it, false when every one turns it off, nil when none says.
        public var generatesStringSymbols: Bool?
        /// The keys of its Info.plist (its files' top-level keys and the
        /// generated ones), filled in when the project is loaded; nil when
        /// they cannot all be told (an Info.plist named through an unknown
        /// setting, or one that cannot be read).
        public var infoPlistKeys: Set<String>?

        /// Targets this one builds in and embeds: its target dependencies and
        /// the products its build phases copy or link, by name.
        public var dependencies: Set<String> = []
        /// Whether an app of the project embeds it (set by `markShipped`).
        public var isEmbedded = true
        /// Each configuration's build settings, layered as Xcode layers them
        /// (its `.xcconfig` files, the project's, its own).
        public var settings: [BuildSettingLayers] = []
        /// The configurations' names, in the order of `settings`.
        public var configurations: [String] = []

        /// Tests are built, never shipped: their tables are no app's.
        public var isTest: Bool {
            productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")
        }

        /// An app (iOS, watchOS, an App Clip, a Messages app): what ships on its own.
        public var isApplication: Bool {
            productType.hasPrefix("com.apple.product-type.application")
        }

        /// An app extension (widget, intents, share, ExtensionKit): a bundle
        /// of its own, with its own name, inside the app that embeds it.
        public var isExtension: Bool {
            productType.contains("app-extension") || productType.contains("extensionkit-extension")
        }

        /// The product type without Apple's prefix: `application`,
        /// `app-extension`, `framework`, `bundle.unit-test`.
        public var kind: String {
            let prefix = "com.apple.product-type."
            return productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : productType
        }

        /// The value every configuration gives `name`, its references
        /// resolved; nil when they differ (`.debug` bundle ids), when one
        /// keeps a setting not followed, or when none sets it.
        public func setting(_ name: String) -> String? {
            var found: String?
            for configuration in settings {
                guard let value = configuration.value(name), !BuildSettings.hasReference(value) else { return nil }
                if let found, found != value { return nil }
                found = value
            }
            return found
        }

        /// The name Xcode writes into a generated Info.plist
        /// (`INFOPLIST_KEY_CFBundleDisplayName`), when it generates one.
        public var generatedDisplayName: String? {
            guard generatesInfoPlist else { return nil }
            return setting("INFOPLIST_KEY_CFBundleDisplayName").flatMap { $0.isEmpty ? nil : $0 }
        }

        public init(name: String, productType: String) {
            self.name = name
            self.productType = productType
        }

        /// Whether the file at `path` is built or copied by this target: it or
        /// a folder above it is a member. Looks up each ancestor, so the cost is
        /// the path's depth, not the target's size.
        public func contains(_ path: String) -> Bool {
            if exceptions.contains(path) { return false }
            var current = Substring(path)
            while true {
                let candidate = String(current)
                if members.contains(candidate) { return true }
                if folders.contains(candidate), folderExcludes[candidate]?.excludes(path) != true { return true }
                guard let slash = current.lastIndex(of: "/"), slash > current.startIndex else { return false }
                current = current[..<slash]
            }
        }
    }

    /// A localization file a target's build phases name that is not where
    /// the project resolves it: the build fails, or (a variant group's
    /// localization) ships without it.
    public struct MissingFile: Sendable, Equatable {
        /// Where the project resolves it (absolute).
        public var path: String
        /// The line of its file reference in `project.pbxproj`, when found.
        public var line: Int?
        /// The targets that name it, by name.
        public var targets: [String]

        public init(path: String, line: Int?, targets: [String]) {
            self.path = path
            self.line = line
            self.targets = targets
        }
    }

    /// A file or group whose place is not in the repository: the SDK's,
    /// Xcode's, a build product, or a custom path of Xcode's preferences
    /// (Locations > Custom Paths) that each developer sets on their Mac.
    /// Nothing below it is read; it is said, never dropped in silence.
    public struct UnplacedReference: Sendable, Equatable {
        /// Its `path` (or `name`) as the project writes it.
        public var path: String
        public var sourceTree: String
        public var isGroup: Bool
        /// The localization files it is or holds (tables, catalogs, intent
        /// definitions, `.lproj` folders, Info.plists), by their paths below it.
        public var localizations: [String]
        /// The targets whose build phases name it or a file below it.
        public var targets: [String]

        public init(path: String, sourceTree: String, isGroup: Bool, localizations: [String] = [], targets: [String] = []) {
            self.path = path
            self.sourceTree = sourceTree
            self.isGroup = isGroup
            self.localizations = localizations
            self.targets = targets
        }

        /// A place of the SDK, of Xcode or of the build: never the app's own files.
        public var isOutsideRepository: Bool {
            ["SDKROOT", "DEVELOPER_DIR", "PLATFORM_DIR", "BUILT_PRODUCTS_DIR"].contains(sourceTree)
        }

        /// Why it is not read.
        public var reason: String {
            switch sourceTree {
            case "SDKROOT": return "in the SDK (SDKROOT), not in the repository"
            case "DEVELOPER_DIR", "PLATFORM_DIR": return "in Xcode (\(sourceTree)), not in the repository"
            case "BUILT_PRODUCTS_DIR": return "made by the build (BUILT_PRODUCTS_DIR), not in the repository"
            default: return "relative to \(sourceTree), a custom path of Xcode's preferences (Locations > Custom Paths) "
                + "that each developer sets on their Mac, not in the project: where it lies cannot be told"
            }
        }

        /// Whether it should be said where findings are: it holds text a user
        /// sees, or it is a group of the app's own files whose place is unknown.
        public var matters: Bool {
            !localizations.isEmpty || (!isOutsideRepository && (isGroup || !targets.isEmpty))
        }
    }

    /// The `.xcodeproj` folder, or XcodeGen's `project.yml`.
    public var path: String
    /// The folder whose files it says ship: the `.xcodeproj`'s or spec's
    /// folder, or the checked folder for a spec whose paths are relative to
    /// it (a subfolder spec a script copies to the root before generating).
    public var folder: String
    /// Files and groups whose place is not in the repository (`UnplacedReference`).
    public var unplaced: [UnplacedReference] = []
    /// Set when another app of the repository is checked (`--app`): none of
    /// its targets ships in this run, yet it still says what ships in its
    /// folder (nothing), so its tables are not read as if no project covered them.
    public var checksAnotherApp = false
    /// Localization files the targets name that are not on disk (`project-file-missing`).
    public var missingFiles: [MissingFile] = []
    public var developmentRegion: String?
    /// `knownRegions`, without `Base`.
    public var knownRegions: [String] = []
    public var targets: [Target] = []

    public init(path: String, folder: String? = nil) {
        self.path = path
        self.folder = folder ?? (path as NSString).deletingLastPathComponent
    }

    /// Targets that ship in a product (apps, and the extensions and
    /// frameworks they embed), not tests.
    public var shippedTargets: [Target] { targets.filter { !$0.isTest && $0.isEmbedded } }

    /// An app ships with what it embeds: the targets it depends on, and
    /// theirs. A target no app reaches (a command-line tool, a leftover
    /// extension) ships nothing; a project without an app (a framework's, an
    /// SDK's) ships every target.
    ///
    /// With `only`, the one app checked (`--app`): that app and what it
    /// embeds ship; a project that has apps but not this one ships nothing
    /// (`checksAnotherApp`).
    public mutating func markShipped(only chosen: String? = nil) {
        let all = targets.filter { $0.isApplication && !$0.isTest }.map(\.name)
        guard !all.isEmpty else { return }
        let apps = chosen.map { name in all.filter { $0 == name } } ?? all
        checksAnotherApp = apps.isEmpty
        let reached = closure(of: apps)
        for index in targets.indices { targets[index].isEmbedded = reached.contains(targets[index].name) }
    }

    /// `names` and every target they build in and embed, and theirs.
    public func closure(of names: [String]) -> Set<String> {
        let dependencies = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0.union($1) })
        var reached = Set(names)
        var stack = names
        while let name = stack.popLast() {
            for dependency in dependencies[name] ?? [] where reached.insert(dependency).inserted { stack.append(dependency) }
        }
        return reached
    }

    /// The apps of the project, each checked on its own: application targets
    /// (not tests) that no other application target embeds (a watch app or
    /// an App Clip ships inside its iOS app), in the project's order.
    public var applications: [Target] {
        let apps = targets.filter { $0.isApplication && !$0.isTest }
        let embedded = Set(apps.flatMap { app in closure(of: [app.name]).subtracting([app.name]) })
        return apps.filter { !embedded.contains($0.name) }
    }

    /// The bundle id of the target whose Info.plist is `path`, when its
    /// configurations agree on one written out (`$(PRODUCT_BUNDLE_IDENTIFIER)`
    /// in quick action types is expanded with it).
    public func bundleIdentifier(infoPlist path: String) -> String? {
        let ids = Set(targets.filter { $0.infoPlists.contains(path) }.flatMap(\.bundleIdentifiers))
        return ids.count == 1 ? ids.first : nil
    }

    /// The bundle id of the project's app, when it has one app target whose
    /// configurations agree on one written out: what `bundleIdentifier` in
    /// code-made quick action types stands for.
    public var applicationBundleIdentifier: String? {
        let ids = Set(shippedTargets.filter { $0.productType == "com.apple.product-type.application" }.flatMap(\.bundleIdentifiers))
        return ids.count == 1 ? ids.first : nil
    }

    /// The setting `name` of the targets that use the Info.plist at `path`,
    /// when they agree on it (`BuildSettings.expandType` fills quick action
    /// types with it: `$(CUSTOM_BUNDLE_IDENTIFIER).play` set in an `.xcconfig`).
    public func setting(_ name: String, infoPlist path: String) -> String? {
        let values = Set(targets.filter { $0.infoPlists.contains(path) }.map { $0.setting(name) })
        guard values.count == 1, let value = values.first else { return nil }
        return value
    }

    /// Whether a target that ships uses the Info.plist at `path` (or might:
    /// one names its Info.plist through a setting not followed).
    public func usesInfoPlist(_ path: String) -> Bool {
        shippedTargets.contains { $0.infoPlists.contains(path) || $0.unresolvedInfoPlist }
    }

    /// Whether String Catalog symbols (`LocalizedStringResource.someKey`) may
    /// be generated: false only when every shipped target turns them off.
    public var mayGenerateStringSymbols: Bool {
        shippedTargets.isEmpty || shippedTargets.contains { $0.generatesStringSymbols != false }
    }

    /// Whether a target that ships builds or copies the file at `path`.
    public func ships(_ path: String) -> Bool {
        shippedTargets.contains { $0.contains(path) }
    }
}

/// What `check` says it took from the Xcode projects (JSON `summary.project`):
/// "project: Trails.xcodeproj, 4 targets, 12 locales".
public struct ProjectFileSummary: Sendable, Equatable, Codable {
    /// The `.xcodeproj` folders, relative to the checked folder.
    public var files: [String]
    /// Targets that ship (apps, extensions, frameworks); tests are not counted.
    public var targets: Int
    /// `knownRegions` of them all, without `Base`.
    public var locales: Int
    /// Folders of tables that no shipped target builds or copies: not read.
    public var leftOut: [String]
    /// Tables in folders that ship that no target copies (a locale never
    /// added to the variant groups): not read either.
    public var leftOutTables: [String]
    /// Info.plists declaring quick actions that no shipped target uses: not read.
    public var leftOutInfoPlists: [String]
    /// Source files (not package manifests) that no shipped target compiles: not read.
    public var leftOutSources: [String] = []
    /// The app checked, when the repository has several (`apps`), each checked on its own.
    public var app: String?
    public var apps: [String]?
    /// Folders of tables and Info.plists another app ships: read when that app is checked.
    public var otherApps: [String] = []
    /// References of the project whose place is not in the repository, with why.
    public var unplaced: [String] = []
    /// Folders of tables a `Package.swift` leaves out of its targets (`exclude:`, test targets).
    public var packageExcluded: [String] = []

    public init(files: [String], targets: Int, locales: Int, leftOut: [String], leftOutTables: [String] = [], leftOutInfoPlists: [String] = []) {
        self.files = files
        self.targets = targets
        self.locales = locales
        self.leftOut = leftOut
        self.leftOutTables = leftOutTables
        self.leftOutInfoPlists = leftOutInfoPlists
    }

    public var description: String {
        var line = "project: \(files.joined(separator: ", ")), \(targets) target\(targets == 1 ? "" : "s"), \(locales) locale\(locales == 1 ? "" : "s")"
        if let app, let apps { line += "; app \(app) (\((apps.firstIndex(of: app) ?? 0) + 1) of \(apps.count): \(apps.joined(separator: ", ")))" }
        if !otherApps.isEmpty {
            let shown = otherApps.prefix(3).joined(separator: ", ") + (otherApps.count > 3 ? ", …" : "")
            line += "; \(otherApps.count) file\(otherApps.count == 1 ? "" : "s") and folder\(otherApps.count == 1 ? "" : "s") of other apps not read here (each read with its app): \(shown)"
        }
        if !leftOut.isEmpty {
            line += "; \(leftOut.count) folder\(leftOut.count == 1 ? "" : "s") of tables in no target not read: \(leftOut.joined(separator: ", "))"
        }
        if !leftOutTables.isEmpty {
            let shown = leftOutTables.prefix(3).joined(separator: ", ") + (leftOutTables.count > 3 ? ", …" : "")
            line += "; \(leftOutTables.count) table\(leftOutTables.count == 1 ? "" : "s") in no target not read: \(shown)"
        }
        if !leftOutInfoPlists.isEmpty {
            line += "; Info.plist with quick actions no target uses not read: \(leftOutInfoPlists.joined(separator: ", "))"
        }
        if !leftOutSources.isEmpty {
            let shown = leftOutSources.prefix(3).joined(separator: ", ") + (leftOutSources.count > 3 ? ", …" : "")
            line += "; \(leftOutSources.count) source file\(leftOutSources.count == 1 ? "" : "s") no target compiles not read: \(shown)"
        }
        if !packageExcluded.isEmpty {
            let shown = packageExcluded.prefix(3).joined(separator: ", ") + (packageExcluded.count > 3 ? ", …" : "")
            line += "; \(packageExcluded.count) folder\(packageExcluded.count == 1 ? "" : "s") a Package.swift leaves out of its targets not read: \(shown)"
        }
        if !unplaced.isEmpty {
            line += "; \(unplaced.count) reference\(unplaced.count == 1 ? "" : "s") not in the repository not read: \(unplaced.prefix(3).joined(separator: ", "))\(unplaced.count > 3 ? ", …" : "")"
        }
        return line
    }
}
