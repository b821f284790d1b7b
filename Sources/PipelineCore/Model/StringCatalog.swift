/// A String Catalog (`.xcstrings`): Xcode's JSON file that holds one table's
/// strings in every language. Its strings also become ordinary per-locale
/// tables (see `CatalogTables`), so every table check runs on them; this
/// keeps what only a catalog knows, for the catalog checks and the writer.
public struct StringCatalog: Sendable, Equatable {
    public var path: String
    public var sourceLanguage: String
    public var version: String?
    /// Keys in file order (Xcode keeps them sorted).
    public var entries: [CatalogEntry]
    /// What the catalog was read from, for the writers: the file's text, or
    /// the document it was made from (`document` gives either as a document).
    public var source: CatalogSource
    /// A hash of the bytes it was read from (nil when made in code): a writer
    /// that finds the file still holds them edits this catalog rather than
    /// reading the file a second time (on a large catalog, hundreds of MB).
    public var sourceHash: String?

    public init(path: String, sourceLanguage: String, version: String?, entries: [CatalogEntry], source: CatalogSource) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.source = source
    }

    public init(path: String, sourceLanguage: String, version: String?, entries: [CatalogEntry], document: JSONDocument) {
        self.init(path: path, sourceLanguage: sourceLanguage, version: version, entries: entries, source: .document(document))
    }

    /// The encoding of the file it was read from (UTF-8 when made in code).
    public var encoding: TextEncoding {
        switch source {
        case .document(let document): return document.encoding
        case .text(let text): return text.encoding
        }
    }

    /// Key to its entry. A key written twice counts once, the last, as
    /// Foundation's JSON reader (and so Xcode) keeps it, and as every edit
    /// finds it: reading one copy and editing the other made an unchanged
    /// import report a change.
    public var entriesByKey: [String: CatalogEntry] {
        Dictionary(entries.map { ($0.key, $0) }) { _, last in last }
    }

    /// The table the catalog stands for: its file name without `.xcstrings`.
    public var tableName: String { TableName.of(path) }

    /// A catalog in `mul.lproj`: Interface Builder's strings of the storyboard
    /// or xib of the same name in `Base.lproj`, keyed by object id
    /// (`abc-12-xyz.text`). Without a table entry an object shows the text the
    /// storyboard itself holds, never its key.
    /// Whether translators are to translate `entry`, the one answer the
    /// tables and the catalog checks share: not when `shouldTranslate` is
    /// false, nor when the developer's comment asks them to leave it alone
    /// (Interface Builder's note `Placeholder - do not translate` on a label
    /// code fills in: Go Map!!'s storyboard catalogs, 765 units in
    /// `mul.lproj`, whose missing translations were errors no user sees), nor,
    /// in an Interface Builder catalog, a unit still holding the text
    /// Interface Builder gives a new object (`InterfaceBuilderDefaults`).
    public func translates(_ entry: CatalogEntry) -> Bool {
        entry.shouldTranslate && !DeveloperNotes.asksNotToTranslate(entry.comment)
            && !(isInterfaceBuilder && InterfaceBuilderDefaults.isDefaultText(comment: entry.comment))
    }

    public var isInterfaceBuilder: Bool {
        TableName.isInterfaceBuilderCatalog(path)
    }

    /// The source language and every language some key is localized in, sorted.
    public var locales: [String] {
        let others = Set(entries.flatMap { $0.localizations.keys }).subtracting([sourceLanguage])
        return [sourceLanguage] + others.sorted()
    }
}

/// One key of a catalog and its localizations.
public struct CatalogEntry: Sendable, Equatable {
    public var key: String
    public var comment: String?
    /// `manual`, `extracted_with_value`, `stale`, ...; nil when the file does not
    /// say (translation platforms often drop it), which is not stale.
    public var extractionState: String?
    /// `false` marks strings Xcode must not translate (brand names, debug text).
    public var shouldTranslate: Bool
    /// Where the key is written.
    public var location: SourceLocation
    /// Language to its localization.
    public var localizations: [String: CatalogLocalization]

    public init(key: String, comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool = true,
                location: SourceLocation, localizations: [String: CatalogLocalization] = [:]) {
        self.key = key
        self.comment = comment
        self.extractionState = extractionState
        self.shouldTranslate = shouldTranslate
        self.location = location
        self.localizations = localizations
    }

    /// Xcode no longer finds the key in the source code.
    public var isStale: Bool { extractionState == CatalogState.stale }



    /// When some language holds a string set (App Shortcut phrases): the
    /// source phrases it stands for, the source language's values (the key
    /// alone when it has none); nil for an entry of string units.
    public func stringSetPhrases(sourceLanguage: String) -> [String]? {
        guard localizations.values.contains(where: { $0.content.stringSet != nil }) else { return nil }
        let values = localizations[sourceLanguage]?.content.stringSet?.values ?? []
        return values.isEmpty ? [key] : values
    }
}

/// The known values of `state` and `extractionState`.
public enum CatalogState {
    public static let translated = "translated"
    public static let needsReview = "needs_review"
    public static let new = "new"
    public static let stale = "stale"
}

/// A key in one language: a string unit, variations (by plural or device),
/// or both, plus the substitutions its format refers to.
public struct CatalogLocalization: Sendable, Equatable {
    public var locale: String
    public var content: CatalogVariation
    public var substitutions: [CatalogSubstitution]
    /// Where the language's key (`"de" : {`) is written.
    public var location: SourceLocation

    public init(locale: String, content: CatalogVariation, substitutions: [CatalogSubstitution] = [], location: SourceLocation) {
        self.locale = locale
        self.content = content
        self.substitutions = substitutions
        self.location = location
    }

    /// The state of the top-level string unit; nil when there are only variations.
    public var state: String? { content.stringUnit?.state }

    /// Every string unit, variations and substitutions included.
    public var stringUnits: [CatalogStringUnit] {
        content.allStringUnits + substitutions.flatMap { $0.content.allStringUnits }
    }
}

/// `{"state": ..., "value": ...}`.
public struct CatalogStringUnit: Sendable, Equatable {
    public var state: String?
    public var value: String
    /// Where the `"stringUnit"` key is written.
    public var location: SourceLocation

    public init(state: String?, value: String, location: SourceLocation) {
        self.state = state
        self.value = value
        self.location = location
    }

    /// No translation: a `new` unit without a value. A unit with a value is
    /// a translation whatever its state (docs/formats.md: Xcode writes the
    /// development language's units as `new`, and catalogs from translation
    /// platforms carry every translation as `new`); the state is information.
    public var isUntranslated: Bool { state == CatalogState.new && value.isEmpty }
}

/// A string unit and/or variations: what a localization, a plural case, a
/// device case or a substitution holds.
public struct CatalogVariation: Sendable, Equatable {
    public var stringUnit: CatalogStringUnit?
    /// A set of strings standing for one key: how Xcode keeps an App
    /// Shortcut's phrases in `AppShortcuts.xcstrings` (the key is the first
    /// phrase; each language has its own phrases, as many as it likes).
    public var stringSet: CatalogStringSet?
    /// `variations.plural`: category name (`one`, `other`) to its content.
    public var plural: [CatalogCase]
    /// `variations.device`: `iphone`, `ipad`, `mac`, `other`, ... to its content.
    public var device: [CatalogCase]

    public init(stringUnit: CatalogStringUnit? = nil, plural: [CatalogCase] = [], device: [CatalogCase] = []) {
        self.stringUnit = stringUnit
        self.plural = plural
        self.device = device
    }

    public var allStringUnits: [CatalogStringUnit] {
        (stringUnit.map { [$0] } ?? []) + plural.flatMap { $0.content.allStringUnits } + device.flatMap { $0.content.allStringUnits }
    }

    public var isEmpty: Bool { stringUnit == nil && stringSet == nil && plural.isEmpty && device.isEmpty }
}

/// One case of a variation: its name and what it holds.
public struct CatalogCase: Sendable, Equatable {
    public var name: String
    public var content: CatalogVariation
    public var location: SourceLocation

    public init(name: String, content: CatalogVariation, location: SourceLocation) {
        self.name = name
        self.content = content
        self.location = location
    }
}

/// A `%#@name@` of a format, with its own plural variations (`%arg` in them
/// stands for the argument).
public struct CatalogSubstitution: Sendable, Equatable {
    public var name: String
    public var argNum: Int?
    /// `lld`, `d`, `@`, ...
    public var formatSpecifier: String?
    public var content: CatalogVariation
    public var location: SourceLocation

    public init(name: String, argNum: Int? = nil, formatSpecifier: String? = nil, content: CatalogVariation, location: SourceLocation) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.content = content
        self.location = location
    }
}

/// `"stringSet" : { "state" : "translated", "values" : [ "…", "…" ] }`.
public struct CatalogStringSet: Sendable, Equatable {
    public var state: String?
    public var values: [String]
    /// Where the `"stringSet"` key is written.
    public var location: SourceLocation

    public init(state: String?, values: [String], location: SourceLocation) {
        self.state = state
        self.values = values
        self.location = location
    }

    /// No phrase written, whatever the state (as for a string unit).
    public var isUntranslated: Bool { values.allSatisfy(\.isEmpty) }
}

/// Where a catalog's writer starts from. A catalog read from a file keeps the
/// file's text and where each key is in it, not its JSON tree: the tree of a
/// large catalog is several times the file's size, and an editor splices the
/// keys it changed into the text (`StringCatalogEditor`).
public enum CatalogSource: Sendable, Equatable {
    /// Made in code (a migration, a test): the document itself.
    case document(JSONDocument)
    case text(CatalogText)
}

/// A catalog file's text (as UTF-8, whatever its encoding) with the byte
/// ranges of its `strings` object and of each member in it.
public struct CatalogText: Sendable, Equatable {
    public let bytes: [UInt8]
    public let encoding: TextEncoding
    /// The `strings` object, `{` to `}`.
    public let strings: Range<Int>
    /// Its members in file order: each key (a key written twice is here twice)
    /// and the range from the key's opening quote to the end of its value.
    public let members: [Member]

    public struct Member: Sendable, Equatable {
        public let key: String
        public let range: Range<Int>

        package init(key: String, range: Range<Int>) {
            self.key = key
            self.range = range
        }
    }

    /// Only the catalog reader makes one: its ranges are where its text has them.
    package init(bytes: [UInt8], encoding: TextEncoding, strings: Range<Int>, members: [Member]) {
        self.bytes = bytes
        self.encoding = encoding
        self.strings = strings
        self.members = members
    }
}
