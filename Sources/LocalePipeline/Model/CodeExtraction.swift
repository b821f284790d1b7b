/// A localized string used in source code (`NSLocalizedString`, `String(localized:)`, ...).
public struct LocalizedStringUse: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case nsLocalizedString = "nslocalizedstring"
        case stringLocalized = "string-localized"
        case localizedStringResource = "localized-string-resource"
        case swiftUIText = "swiftui-text"
        case objc = "objc"
        case objcFromTable = "objc-from-table"
        case objcWithDefaultValue = "objc-with-default-value"
        case shortcutTitle = "shortcut-title"
        case shortcutSubtitle = "shortcut-subtitle"
    }

    public var key: String
    /// Table name without extension; `Localizable` when none is given.
    public var table: String
    /// The default (development-language) value, if the call gives one.
    public var value: String?
    public var comment: String?
    public var kind: Kind
    public var file: String
    public var line: Int
    public var column: Int

    public init(key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
                kind: Kind, file: String, line: Int, column: Int) {
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// Where a dynamic quick action's title or subtitle comes from.
public enum CodeShortcutText: Sendable, Equatable {
    /// A plain string literal: never translated.
    case literal(String, SourceLocation)
    /// A localized string: the key is linked to the item.
    case localized(LocalizedStringUse)
    /// Anything the extractor cannot follow; never reported as an error.
    case unknown(SourceLocation)
}

/// The Type of a dynamic quick action, as far as it can be resolved.
public enum CodeShortcutType: Sendable, Equatable {
    case literal(String)
    /// `bundleIdentifier + ".Suffix"` or `"\(bundleIdentifier).Suffix"`: written `<bundle-id>.Suffix`.
    case bundlePrefixed(suffix: String)
    case unknown
}

/// A quick action made in code: `UIApplicationShortcutItem(type:localizedTitle:...)`,
/// `UIMutableApplicationShortcutItem`, or Objective-C `initWithType:localizedTitle:...`.
public struct CodeShortcutItem: Sendable, Equatable {
    public var type: CodeShortcutType
    public var title: CodeShortcutText?
    public var subtitle: CodeShortcutText?
    /// `UIApplicationShortcutIconType...` name from `UIApplicationShortcutIcon(type: .add)`.
    public var iconType: String?
    public var iconSystemImageName: String?
    public var iconTemplateImageName: String?
    public var hasUserInfo: Bool
    public var mutable: Bool
    /// Where the initializer call starts.
    public var location: SourceLocation

    public init(type: CodeShortcutType, title: CodeShortcutText? = nil, subtitle: CodeShortcutText? = nil,
                iconType: String? = nil, iconSystemImageName: String? = nil, iconTemplateImageName: String? = nil,
                hasUserInfo: Bool = false, mutable: Bool = false, location: SourceLocation) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.iconType = iconType
        self.iconSystemImageName = iconSystemImageName
        self.iconTemplateImageName = iconTemplateImageName
        self.hasUserInfo = hasUserInfo
        self.mutable = mutable
        self.location = location
    }
}

/// A localization call whose key is not a literal (SwiftLint's `nslocalizedstring_key`).
public struct NonLiteralKey: Sendable, Equatable {
    /// Bytes of an expression worth showing in a message; readers cut longer ones.
    public static let maximumLength = 200

    /// The key expression as written (cut at `maximumLength` bytes, with `…`).
    public var expression: String
    public var location: SourceLocation

    public init(expression: String, location: SourceLocation) {
        self.expression = expression
        self.location = location
    }
}

/// What one source file (or a whole app) holds for localization.
public struct CodeExtraction: Sendable, Equatable {
    public var strings: [LocalizedStringUse] = []
    public var shortcuts: [CodeShortcutItem] = []
    public var nonLiteralKeys: [NonLiteralKey] = []
    /// Files that did not parse cleanly; they were still scanned.
    public var parseWarnings: [InputError] = []
    /// Swift `enum X: String` declarations seen (enum → case → raw value), so
    /// a quick action's Type built from an enum in another file can resolve.
    public var stringEnums: [String: [String: String]] = [:]

    public init(strings: [LocalizedStringUse] = [], shortcuts: [CodeShortcutItem] = [], nonLiteralKeys: [NonLiteralKey] = [], parseWarnings: [InputError] = []) {
        self.strings = strings
        self.shortcuts = shortcuts
        self.nonLiteralKeys = nonLiteralKeys
        self.parseWarnings = parseWarnings
    }

    public mutating func append(_ other: CodeExtraction) {
        strings += other.strings
        shortcuts += other.shortcuts
        nonLiteralKeys += other.nonLiteralKeys
        parseWarnings += other.parseWarnings
        stringEnums.merge(other.stringEnums) { mine, theirs in mine.merging(theirs) { first, _ in first } }
    }
}
