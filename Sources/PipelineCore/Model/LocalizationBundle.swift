/// A bundle of the app: the app itself, an extension (widget, intents,
/// share), a framework, or a Swift package target with `Bundle.module`
/// resources. Each has its own tables; code finds strings in its own bundle.
public struct LocalizationBundle: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// An Xcode target: an Info.plist's folder, or a folder of tables
        /// with no Info.plist above it (Xcode 13+ generates Info.plists).
        case target
        /// A Swift package target (`Sources/<Target>` beside a `Package.swift`):
        /// `bundle: .module` looks here; `.main` means the app that links it.
        case package
    }

    /// Sources below this folder belong to the bundle.
    public var folder: String
    public var kind: Kind
    /// Indices into `Project.roots` of the tables it ships.
    public var roots: [Int]

    public init(folder: String, kind: Kind, roots: [Int]) {
        self.folder = folder
        self.kind = kind
        self.roots = roots
    }
}

/// A folder discovery knows to be a bundle: an Info.plist's folder or a
/// Swift package target.
public struct BundleFolder: Sendable, Equatable, Hashable {
    public var path: String
    public var kind: LocalizationBundle.Kind

    public init(path: String, kind: LocalizationBundle.Kind) {
        self.path = path
        self.kind = kind
    }
}
