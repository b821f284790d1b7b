/// What a Swift package's `Package.swift` says about its localized
/// resources: the development language of its tables, and where each target's
/// files are (paths absolute and standardized).
public struct PackageManifest: Sendable, Equatable {
    /// `Package.swift`, or a version-specific `Package@swift-5.9.swift`.
    public static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift"))
    }

    public struct Target: Sendable, Equatable {
        public var name: String
        /// Test targets are built, never shipped.
        public var isTest: Bool
        public var folder: String
        /// `exclude:` paths: never part of the target.
        public var excluded: [String]

        public init(name: String, isTest: Bool, folder: String, excluded: [String] = []) {
            self.name = name
            self.isTest = isTest
            self.folder = folder
            self.excluded = excluded
        }
    }

    /// `defaultLocalization:` (what `Bundle.module` falls back to).
    public var defaultLocalization: String?
    public var targets: [Target] = []
    /// Whether every target was declared with literals (else some folders are unknown).
    public var complete: Bool

    public init(defaultLocalization: String?, targets: [Target] = [], complete: Bool) {
        self.defaultLocalization = defaultLocalization
        self.targets = targets
        self.complete = complete
    }
}
