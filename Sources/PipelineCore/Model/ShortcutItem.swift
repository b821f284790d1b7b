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

/// Where a quick action made in code gets its title or subtitle.
public enum ShortcutTextSource: Sendable, Equatable {
    /// A localized string: `key` in `table`, shown as `defaultValue` (or the
    /// key) in the development locale when the table lacks it.
    case localized(table: String, key: String, defaultValue: String?, location: SourceLocation)
    /// A string literal: the same text in every locale.
    case literal(String, SourceLocation)
    /// Something the extractor could not follow.
    case unknown
}

/// One Home Screen quick action, as declared in Info.plist or made in code.
public struct ShortcutItem: Sendable, Equatable {
    public enum Origin: String, Sendable, Equatable {
        case infoPlist = "info-plist"
        case code
    }

    public var origin: Origin = .infoPlist
    /// For items made in code: where the title and subtitle come from. For
    /// Info.plist items these are nil: the value is a key into InfoPlist.strings.
    public var titleSource: ShortcutTextSource?
    public var subtitleSource: ShortcutTextSource?
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

    /// The type, or a stand-in naming the item for messages.
    public var displayKey: String {
        if let type, !type.isEmpty { return type }
        return origin == .code ? "the item made at \(location.file.lastComponent):\(location.line ?? 0)" : "item \(index + 1)"
    }

    /// Whether the item shows a subtitle (which leaves its title one line).
    public var hasSubtitle: Bool {
        subtitleSource != nil || !(subtitle ?? "").isEmpty
    }

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
    /// Every key of the plist's dictionaries (top level and nested), for telling
    /// Info.plist keys in InfoPlist.strings from stale ones.
    public var topLevelKeys: Set<String>

    public init(path: String, developmentRegion: String?, items: [ShortcutItem], topLevelKeys: Set<String> = []) {
        self.path = path
        self.developmentRegion = developmentRegion
        self.items = items
        self.topLevelKeys = topLevelKeys
    }
}

extension ShortcutItem {
    /// The 29 system icon types (`UIApplicationShortcutIconTypeSearch`, ...):
    /// what `unknown-icon-type` accepts and the report draws as a glyph.
    public static let systemIconTypes: Set<String> = Set([
        "Compose", "Play", "Pause", "Add", "Location", "Search", "Share", "Prohibit", "Contact", "Home",
        "MarkLocation", "Favorite", "Love", "Cloud", "Invitation", "Confirmation", "Mail", "Message", "Date",
        "Time", "CapturePhoto", "CaptureVideo", "Task", "TaskCompleted", "Alarm", "Bookmark", "Shuffle",
        "Audio", "Update",
    ].map { "UIApplicationShortcutIconType" + $0 })
}
