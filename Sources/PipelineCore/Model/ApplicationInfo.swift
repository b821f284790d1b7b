/// The app a project was loaded for, when the repository's Xcode project
/// (or XcodeGen spec) says which application target it is: each app of a
/// repository with several (a white-label app sharing frameworks) is
/// checked on its own, with its own Info.plist, name, id and tables.
public struct ApplicationInfo: Sendable, Equatable {
    /// Its target's name, as `--app` takes it (`Project/Target` when two
    /// projects have a target of that name).
    public var name: String
    /// The `.xcodeproj` or `project.yml` that declares it.
    public var project: String
    /// Its Info.plist file, when it names one (`INFOPLIST_FILE`).
    public var infoPlist: String?
    /// `PRODUCT_BUNDLE_IDENTIFIER`, when its configurations agree on one.
    public var bundleID: String?
    /// The name the Home Screen shows and Siri says for `${applicationName}`
    /// in the development language, as Xcode builds it: the generated
    /// `INFOPLIST_KEY_CFBundleDisplayName` over the file's
    /// `CFBundleDisplayName`, else `CFBundleName`, else `PRODUCT_NAME`.
    public var displayName: String?
    /// Where `displayName` came from (`Info.plist CFBundleDisplayName`, `PRODUCT_NAME`, ...).
    public var displayNameSource: String?
    /// Indices into `Project.roots` of the tables the app's own target
    /// copies: where its `InfoPlist.strings` localizes its name (an
    /// extension's table names the extension, never the app).
    public var roots: [Int]
    /// The repository's other apps, by name (checked apart).
    public var otherApps: [String]
    /// The locales of the `.lproj` folders the other apps ship: the
    /// project's localizations are theirs too.
    public var otherAppsLocales: [String] = []

    public init(name: String, project: String, infoPlist: String? = nil, bundleID: String? = nil, displayName: String? = nil,
                displayNameSource: String? = nil, roots: [Int] = [], otherApps: [String] = []) {
        self.name = name
        self.project = project
        self.infoPlist = infoPlist
        self.bundleID = bundleID
        self.displayName = displayName
        self.displayNameSource = displayNameSource
        self.roots = roots
        self.otherApps = otherApps
    }
}

/// A file or folder the model leaves out, and why: said, never dropped in silence.
public struct LeftOutFile: Sendable, Equatable, Codable, Hashable {
    /// Relative to the checked folder when inside it.
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
