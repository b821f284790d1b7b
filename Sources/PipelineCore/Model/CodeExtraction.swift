/// Which bundle a localized string is looked up in, as the code names it.
public enum CodeBundle: Sendable, Equatable, Hashable, Codable {
    /// `Bundle.main`, `.main`, `[NSBundle mainBundle]`, or no bundle argument.
    case main
    /// `Bundle.module`, `.module`, `SWIFTPM_MODULE_BUNDLE`: a Swift package's resources.
    case module
    /// Any other expression, as written: `Bundle(for: Foo.self)`, `.localization`, `BundleToken.bundle`.
    case other(String)

    /// `main`, `module`, or the expression: the form `extract --format json` prints.
    public var description: String {
        switch self {
        case .main: "main"
        case .module: "module"
        case .other(let expression): expression
        }
    }

    public init(description: String) {
        switch description {
        case "main": self = .main
        case "module": self = .module
        default: self = .other(description)
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(description: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A localized string used in source code (`NSLocalizedString`, `String(localized:)`, ...).
public struct LocalizedStringUse: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case nsLocalizedString = "nslocalizedstring"
        case stringLocalized = "string-localized"
        case localizedStringResource = "localized-string-resource"
        case swiftUIText = "swiftui-text"
        /// Other SwiftUI views and modifiers that take a `LocalizedStringKey`
        /// (`Button("Save")`, `.navigationTitle("…")`), and `LocalizedStringKey` literals.
        case swiftUI = "swiftui"
        /// A SwiftGen accessor: `L10n.tr("Localizable", "key", fallback: "…")`.
        case swiftGen = "swiftgen"
        /// A function or macro named under `functions:` in l10n.yml.
        case custom = "custom"
        /// A function, method or initializer of the app's own that looks its
        /// parameter up, found without settings (`LocalizationWrapper`).
        case wrapper = "wrapper"
        /// `Bundle.main.localizedString(forKey: "key", value:, table:)`, the call
        /// under every other one.
        case bundleLocalizedString = "bundle-localized-string"
        case objc = "objc"
        case objcFromTable = "objc-from-table"
        case objcWithDefaultValue = "objc-with-default-value"
        case shortcutTitle = "shortcut-title"
        case shortcutSubtitle = "shortcut-subtitle"
        /// A phrase of an App Shortcut (`AppShortcut(phrases:)`), a key of the `AppShortcuts` table.
        case appShortcutPhrase = "app-shortcut-phrase"
        /// A title of a Settings bundle's pane (`Root.plist`), a key of the pane's table.
        case settingsBundle = "settings-bundle"
        /// An identifier of a text in an `.intentdefinition`, a key of its `Intents.strings`.
        case intentDefinition = "intent-definition"

        /// SwiftUI looks the literal up: the key is the development text.
        public var isSwiftUI: Bool { self == .swiftUIText || self == .swiftUI }
    }

    public var key: String
    /// Table name without extension; `Localizable` when none is given.
    public var table: String
    /// The default (development-language) value, if the call gives one.
    public var value: String?
    public var comment: String?
    public var kind: Kind
    /// The bundle the call names; `.main` when it names none.
    public var bundle: CodeBundle
    /// The view, modifier, wrapper or macro that made the lookup when the
    /// kind alone does not say (`Button`, `navigationTitle`, `L10n.tr`, `WMFLocalizedString`).
    public var function: String?
    public var file: String
    public var line: Int
    public var column: Int
    /// True for text nobody reads: a SwiftUI literal in a view drawn
    /// `.redacted(reason: .placeholder)` (a loading skeleton), the title and
    /// parameters of an App Intent the system never lists (`isDiscoverable =
    /// false`); and text shown as written on purpose: a settings picker's
    /// choices (`Arial`, `-12 dB`) beside a label that is a key. Still a use
    /// of its key; never reported as untranslated or missing.
    public var hidden: Bool?
    /// The file whose module's bundle the lookup reads, when it is not
    /// `file`: a wrapper's, which looks the key up in its own module
    /// (`Bundle(for: Marker.self)` in a framework), whoever calls it. Empty
    /// when the wrapper's module could not be told: any bundle's table counts.
    public var lookupFile: String?
    /// Made through a wrapper that shows its own text when the key is in no
    /// table (`LocalizationWrapper.fallsBack`): such a key is not reported.
    public var fallsBack: Bool?

    public init(key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
                kind: Kind, bundle: CodeBundle = .main, function: String? = nil, file: String, line: Int, column: Int) {
        self.key = key
        self.table = table
        self.value = value
        self.comment = comment
        self.kind = kind
        self.bundle = bundle
        self.function = function
        self.file = file
        self.line = line
        self.column = column
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The file whose module decides the bundle the lookup reads.
    public var bundleFile: String { lookupFile ?? file }

    private enum CodingKeys: String, CodingKey {
        case key, table, value, comment, kind, bundle, function, file, line, column, hidden
        case lookupFile = "lookup_file"
        case fallsBack = "falls_back"
    }

    /// Older encodings have no `bundle` (main) or `function`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        key = try container.decode(String.self, forKey: .key)
        table = try container.decode(String.self, forKey: .table)
        value = try container.decodeIfPresent(String.self, forKey: .value)
        comment = try container.decodeIfPresent(String.self, forKey: .comment)
        kind = try container.decode(Kind.self, forKey: .kind)
        bundle = try container.decodeIfPresent(CodeBundle.self, forKey: .bundle) ?? .main
        function = try container.decodeIfPresent(String.self, forKey: .function)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        lookupFile = try container.decodeIfPresent(String.self, forKey: .lookupFile)
        fallsBack = try container.decodeIfPresent(Bool.self, forKey: .fallsBack)
    }
}

/// Where a dynamic quick action's title or subtitle comes from.
public enum CodeShortcutText: Sendable, Equatable {
    /// A plain string literal: never translated.
    case literal(String, SourceLocation)
    /// A localized string: the key is linked to the item.
    case localized(LocalizedStringUse)
    /// Set at run time, or made in a way the extractor cannot follow; never
    /// reported as an error. The location is the expression as written.
    case unknown(SourceLocation)
}

/// The Type of a dynamic quick action, as far as it can be resolved.
public enum CodeShortcutType: Sendable, Equatable {
    case literal(String)
    /// `bundleIdentifier + ".Suffix"` or `"\(bundleIdentifier).Suffix"`: written `<bundle-id>.Suffix`.
    case bundlePrefixed(suffix: String)
    /// Set at run time, or built in a way the extractor cannot follow
    /// (`CodeShortcutItem.typeLocation` says where).
    case unknown
}

/// A quick action made in code: `UIApplicationShortcutItem(type:localizedTitle:...)`,
/// `UIMutableApplicationShortcutItem`, or Objective-C `initWithType:localizedTitle:...`.
public struct CodeShortcutItem: Sendable, Equatable {
    public var type: CodeShortcutType
    /// Where the Type expression is (the last assignment of a mutable item's `type`).
    public var typeLocation: SourceLocation?
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

    public init(type: CodeShortcutType, typeLocation: SourceLocation? = nil, title: CodeShortcutText? = nil, subtitle: CodeShortcutText? = nil,
                iconType: String? = nil, iconSystemImageName: String? = nil, iconTemplateImageName: String? = nil,
                hasUserInfo: Bool = false, mutable: Bool = false, location: SourceLocation) {
        self.type = type
        self.typeLocation = typeLocation
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
    /// A key built from one literal with parts filled at run time, when it is one.
    public var shape: KeyShape?

    public init(expression: String, location: SourceLocation) {
        self.expression = expression
        self.location = location
    }
}

/// A key built from a literal with parts filled at run time
/// (`"Scrubbing \(speed)"`, `[NSString stringWithFormat:@"Scrubbing %@", speed]`):
/// the literal's text around the parts (one piece more than there are
/// parts), each part's type when it is known (an enum's cases are its
/// values), and the lookup's table.
public struct KeyShape: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        /// The part's type, as written where it is declared (`PlaybackSpeed`).
        public var type: String?
        /// `\(speed.rawValue)`: the raw value, not the case's name.
        public var rawValue: Bool

        public init(type: String?, rawValue: Bool = false) {
            self.type = type
            self.rawValue = rawValue
        }
    }

    public var texts: [String]
    public var parts: [Part]
    public var table: String

    public init(texts: [String], parts: [Part], table: String) {
        self.texts = texts
        self.parts = parts
        self.table = table
    }
}

/// What one source file (or a whole app) holds for localization.
public struct CodeExtraction: Sendable, Equatable {
    public var strings: [LocalizedStringUse] = []
    public var shortcuts: [CodeShortcutItem] = []
    public var nonLiteralKeys: [NonLiteralKey] = []
    /// Files that did not parse cleanly; they were still scanned.
    public var parseWarnings: [InputError] = []
    /// The constants and enums the file declares, so that a quick action in
    /// another file can follow its title or Type to them (`CodeSymbols`).
    public var symbols = CodeSymbols()
    /// Quick-action fields that name something the file does not declare;
    /// `CodeScanner` resolves them with the symbols of the whole app.
    public var pending: [PendingShortcutField] = []
    /// App Shortcuts (`AppShortcut(intent:phrases:...)`) and the App Intents declared.
    public var appShortcuts: [AppShortcutDeclaration] = []
    public var appIntents: [AppIntentDeclaration] = []
    /// Phrases declared as constants (`static let start: AppShortcutPhrase<I> = "…"`), by qualified name.
    public var phraseConstants: [String: [AppShortcutPhrase]] = [:]
    /// Generated `LocalizedStringResource` symbols the code names; each
    /// becomes a use once matched against the tables (`resolveResourceSymbols`).
    public var resourceSymbols: [ResourceSymbolUse] = []
    /// Objective-C macros that expand to a localization call
    /// (`#define LOC(key) NSLocalizedString(key, nil)`): `CodeScanner` reads
    /// the app's calls of them as it reads `functions:`.
    public var localizationMacros: [LocalizationFunction] = []
    /// The app's functions and initializers with a key parameter, by name
    /// (a type's name for its initializers), and the literal arguments of
    /// calls that may be theirs, by callee name (`resolveKeyParameters`).
    public var keyParameters: [String: [KeyParameterList]] = [:]
    public var literalArguments: [String: [LiteralArgumentCall]] = [:]
    /// `String` members that look `self` up, by name, and the uses of
    /// `"literal".name` that may be theirs (`resolveLiteralLocalizers`).
    public var literalLocalizers: [String: LiteralLocalizer] = [:]
    public var literalMembers: [String: [LocalizedStringUse]] = [:]
    /// Members that give back literal keys, by name, and the lookups whose
    /// key names a member, by the member's name (`resolveKeyMembers`).
    public var keyMembers: [String: [KeyMember]] = [:]
    public var keyMemberLookups: [String: [KeyMemberLookup]] = [:]
    /// The app's own wrappers of a lookup (`LocalizationWrapper`), in file
    /// order, and the uses through one whose module waits for the bundles.
    public var wrappers: [LocalizationWrapper] = []
    public var unboundWrapperUses: [UnboundWrapperUse] = []
    /// The modules each Swift file imports, to tell which of several wrappers of one name a call reaches.
    public var imports: [String: Set<String>] = [:]
    /// Tables looked up with keys the code computes (`bundle.localizedString(forKey:
    /// key, value: nil, table: "Root")`): their keys written as literals
    /// anywhere in the code are used (`runTimeLiterals`).
    public var runTimeTables: Set<String> = []
    /// Names of calls whose first argument is not a literal: a wrapper with
    /// a table of its own called so reads that table with run-time keys.
    public var runTimeCallees: Set<String> = []
    /// Every string literal of the code (with a letter): a key written so is
    /// used, wherever the literal goes (`ProjectResolution.codeKeys`).
    public var literalTexts: Set<String> = []
    /// `Type.member_name` references whose member is written as a generated
    /// key accessor is (`GeneratedAccessorReference`), each pair at its first place.
    public var accessorReferences: [GeneratedAccessorReference] = []

    public init(strings: [LocalizedStringUse] = [], shortcuts: [CodeShortcutItem] = [], nonLiteralKeys: [NonLiteralKey] = [], parseWarnings: [InputError] = []) {
        self.strings = strings
        self.shortcuts = shortcuts
        self.nonLiteralKeys = nonLiteralKeys
        self.parseWarnings = parseWarnings
    }

    /// `String` enums seen (enum → case → raw value), by their simple names.
    public var stringEnums: [String: [String: String]] { symbols.stringEnums }

    public mutating func append(_ other: CodeExtraction) {
        let offset = shortcuts.count
        strings += other.strings
        shortcuts += other.shortcuts
        nonLiteralKeys += other.nonLiteralKeys
        parseWarnings += other.parseWarnings
        symbols.merge(other.symbols)
        appShortcuts += other.appShortcuts
        appIntents += other.appIntents
        phraseConstants.merge(other.phraseConstants) { $0 + $1 }
        resourceSymbols += other.resourceSymbols
        localizationMacros += other.localizationMacros
        keyParameters.merge(other.keyParameters) { $0 + $1 }
        literalArguments.merge(other.literalArguments) { $0 + $1 }
        literalLocalizers.merge(other.literalLocalizers) { first, _ in first }
        literalMembers.merge(other.literalMembers) { $0 + $1 }
        keyMembers.merge(other.keyMembers) { $0 + $1 }
        keyMemberLookups.merge(other.keyMemberLookups) { $0 + $1 }
        wrappers += other.wrappers
        if !other.imports.isEmpty { imports.merge(other.imports) { $0.union($1) } }
        runTimeTables.formUnion(other.runTimeTables)
        runTimeCallees.formUnion(other.runTimeCallees)
        literalTexts.formUnion(other.literalTexts)
        accessorReferences += other.accessorReferences
        pending += other.pending.map { field in
            var moved = field
            moved.item += offset
            return moved
        }
    }
}

extension CodeExtraction {
    /// What can be told only with every file read: phrases named by constant,
    /// literals passed to the app's own key parameters.
    public mutating func resolveAcrossFiles() {
        resolveAppShortcutPhrases()
        resolveWrappers()
        resolveKeyParameters()
        resolveLiteralLocalizers()
        resolveKeyMembers()
    }

    /// Phrases an App Shortcut names by constant (`Phrases.start`, `.start`
    /// in the provider's own type), looked up in the whole app's
    /// `phraseConstants` by the longest matching qualified name; each found
    /// becomes a use of its key, at the constant's literal.
    public mutating func resolveAppShortcutPhrases() {
        guard appShortcuts.contains(where: { !$0.pendingPhrases.isEmpty }) else { return }
        for index in appShortcuts.indices {
            let shortcut = appShortcuts[index]
            for pending in shortcut.pendingPhrases {
                let name = pending.name.filter { !$0.isEmpty && $0 != "self" && $0 != "Self" }
                let candidates = [name.joined(separator: ".")]
                    + (name.count == 1 ? [(shortcut.provider.split(separator: ".").map(String.init) + name).joined(separator: ".")] : [])
                    + [phraseConstants.keys.first { $0.hasSuffix("." + name.joined(separator: ".")) }].compactMap { $0 }
                let constants = phraseConstants
                guard let phrases = candidates.lazy.compactMap({ constants[$0] }).first else { continue }
                appShortcuts[index].phrases += phrases
                for phrase in phrases where !strings.contains(where: { $0.kind == .appShortcutPhrase && $0.key == phrase.key && $0.location == phrase.location }) {
                    strings.append(phrase.use)
                }
            }
            appShortcuts[index].pendingPhrases = []
        }
    }
}

