/// A value of a plist, kept for UserInfo dictionaries (which are copied, not checked).
public indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Double)
    case data([UInt8])
    case array([PlistValue])
    case dictionary([String: PlistValue])
}

/// One Home Screen quick action, as declared.
public struct ShortcutItem: Sendable, Equatable {
    /// `UIApplicationShortcutItemType`, build variables expanded where known.
    public var type: String?
    /// The type as written, e.g. `$(PRODUCT_BUNDLE_IDENTIFIER).Search`.
    public var rawType: String?
    /// Title and subtitle as written: English text or a key into InfoPlist.strings.
    public var title: String?
    public var subtitle: String?
    public var iconType: String?
    public var iconFile: String?
    public var iconSymbolName: String?
    public var userInfo: [String: PlistValue]?
    /// Position in the declaring array (0-based).
    public var index: Int
    /// Where the item starts; `fields` has where each key's value is written.
    public var location: SourceLocation
    public var fieldLocations: [String: SourceLocation]

    public init(index: Int, location: SourceLocation) {
        self.index = index
        self.location = location
        self.fieldLocations = [:]
    }

    /// The type, or a stand-in naming the item by position for messages.
    public var displayKey: String { type ?? "item \(index + 1)" }

    public func location(of field: String) -> SourceLocation {
        fieldLocations[field] ?? location
    }
}

/// The Info.plist keys of a shortcut item.
public enum ShortcutKey {
    public static let items = "UIApplicationShortcutItems"
    public static let type = "UIApplicationShortcutItemType"
    public static let title = "UIApplicationShortcutItemTitle"
    public static let subtitle = "UIApplicationShortcutItemSubtitle"
    public static let iconType = "UIApplicationShortcutItemIconType"
    public static let iconFile = "UIApplicationShortcutItemIconFile"
    public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
    public static let userInfo = "UIApplicationShortcutItemUserInfo"
}

/// A spec that declares quick actions: an Info.plist.
public struct ShortcutSpec: Sendable, Equatable {
    public var path: String
    /// `CFBundleDevelopmentRegion`, if the plist sets it.
    public var developmentRegion: String?
    public var items: [ShortcutItem]
    /// Every top-level key, for telling Info.plist keys in InfoPlist.strings from stale ones.
    public var topLevelKeys: Set<String>

    public init(path: String, developmentRegion: String?, items: [ShortcutItem], topLevelKeys: Set<String> = []) {
        self.path = path
        self.developmentRegion = developmentRegion
        self.items = items
        self.topLevelKeys = topLevelKeys
    }
}
