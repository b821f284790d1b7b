/// What an Xcode project (`.xcodeproj/project.pbxproj`, or XcodeGen's
/// `project.yml`) says ships: its targets, the files each one builds or
/// copies, and its regions. Paths are absolute and standardized.
public struct XcodeProject: Sendable, Equatable {
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

        /// Tests are built, never shipped: their tables are no app's.
        public var isTest: Bool {
            productType.hasSuffix(".unit-test") || productType.hasSuffix(".ui-testing")
        }

        /// An app (iOS, watchOS, an App Clip, a Messages app): what ships on its own.
        public var isApplication: Bool {
            productType.hasPrefix("com.apple.product-type.application")
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

    /// The `.xcodeproj` folder, or XcodeGen's `project.yml`.
    public var path: String
    /// Localization files the targets name that are not on disk (`project-file-missing`).
    public var missingFiles: [MissingFile] = []
    public var developmentRegion: String?
    /// `knownRegions`, without `Base`.
    public var knownRegions: [String] = []
    public var targets: [Target] = []

    public init(path: String) {
        self.path = path
    }

    /// Targets that ship in a product (apps, and the extensions and
    /// frameworks they embed), not tests.
    public var shippedTargets: [Target] { targets.filter { !$0.isTest && $0.isEmbedded } }

    /// An app ships with what it embeds: the targets it depends on, and
    /// theirs. A target no app reaches (a command-line tool, a leftover
    /// extension) ships nothing; a project without an app (a framework's, an
    /// SDK's) ships every target.
    public mutating func markShipped() {
        let apps = targets.filter { $0.isApplication && !$0.isTest }.map(\.name)
        guard !apps.isEmpty else { return }
        let dependencies = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0.union($1) })
        var reached = Set(apps)
        var stack = apps
        while let name = stack.popLast() {
            for dependency in dependencies[name] ?? [] where reached.insert(dependency).inserted { stack.append(dependency) }
        }
        for index in targets.indices { targets[index].isEmbedded = reached.contains(targets[index].name) }
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
        let ids = Set(targets.filter { $0.productType == "com.apple.product-type.application" }.flatMap(\.bundleIdentifiers))
        return ids.count == 1 ? ids.first : nil
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
        return line
    }
}
