/// One `<trans-unit>` of an XLIFF 1.2 file: a key, its development text and
/// (when translated) its translation.
public struct XLIFFUnit: Sendable, Equatable {
    /// The key (`id`); for `.stringsdict` entries a path such as
    /// `/key:dict/files:dict/one:dict/:string` (see `XLIFFPlurals`).
    public var id: String
    public var source: String
    public var target: String?
    /// The developer's comment.
    public var note: String?
    /// Where the `<trans-unit>` starts, when read from a file.
    public var location: SourceLocation?
    /// The `<target state="...">`: `translated`, `needs-review-translation`,
    /// `new`... (XLIFF 1.2); written for String Catalogs, whose units have one.
    public var state: String?
    /// What `xliff export` wrote as this unit's target (nil: no target), in
    /// a file that records it (`XLIFFFile.recordsBase`): the base of a
    /// three-way import (see `XLIFFThreeWay`).
    public var base: XLIFFBase?
    /// The room the text has on screen, handed to the translator's tool
    /// (`maxwidth`, `size-unit`, `font`, and a note in words); never read back.
    public var limit: XLIFFLimit?

    public init(id: String, source: String, target: String? = nil, note: String? = nil, location: SourceLocation? = nil,
                state: String? = nil, base: XLIFFBase? = nil, limit: XLIFFLimit? = nil) {
        self.id = id
        self.source = source
        self.target = target
        self.note = note
        self.location = location
        self.state = state
        self.base = base
        self.limit = limit
    }
}

/// How much room a unit's text has: XLIFF 1.2's `maxwidth` and `size-unit`
/// (`pixel` when the font engine measures, `char` for the column engine),
/// Weblate's `font` (`family;size`) and, for more than one line,
/// `weblate-flags="max-size:WIDTH:LINES"` (docs.weblate.org, formats/xliff:
/// "Weblate also understands maxwidth and font attributes from the XLIFF
/// specification"), with the same in words for any tool.
public struct XLIFFLimit: Sendable, Equatable {
    public var maxWidth: Int
    /// `pixel` or `char`.
    public var sizeUnit: String
    public var lines: Int
    /// `Inter;17` with the font engine; nil for columns.
    public var font: String?
    /// "Home Screen quick action title: one line of 190 pt in Inter 17 pt (the item has a subtitle)".
    public var words: String

    public init(maxWidth: Int, sizeUnit: String, lines: Int, font: String?, words: String) {
        self.maxWidth = maxWidth
        self.sizeUnit = sizeUnit
        self.lines = lines
        self.font = font
        self.words = words
    }
}

/// A unit's target and state as exported, carried in attributes of our own
/// namespace (`l10n:base`, `l10n:base-state`) so an import can tell what the
/// translator changed from what the tables changed since.
public struct XLIFFBase: Sendable, Equatable {
    public var text: String
    public var state: String?

    public init(text: String, state: String? = nil) {
        self.text = text
        self.state = state
    }

    /// `XLIFFWriter.baseAttribute`'s escapes undone: `\u{7}` for a character XML cannot hold, `\\` for a backslash.
    public static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var rest = Substring(value)
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            if after.hasPrefix("\\") {
                out += "\\"
                rest = after.dropFirst()
            } else if after.hasPrefix("u{"), let close = after.firstIndex(of: "}"),
                      let code = UInt32(after[after.index(after.startIndex, offsetBy: 2)..<close], radix: 16), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
                rest = after[after.index(after: close)...]
            } else {
                out += "\\"
                rest = after
            }
        }
        return out + rest
    }
}

/// One `<file>`: one table (`.strings` or `.stringsdict`) of the project.
public struct XLIFFFile: Sendable, Equatable {
    /// The development-language file, relative to the project folder, as Xcode
    /// writes it: `MyApp/en.lproj/Localizable.strings`.
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String?
    public var datatype: String
    public var units: [XLIFFUnit]
    public var location: SourceLocation?
    /// The units record what was exported (`l10n:exported="yes"`): a unit
    /// without `base` had no target then.
    public var recordsBase: Bool

    public init(original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
                units: [XLIFFUnit], location: SourceLocation? = nil, recordsBase: Bool = false) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.units = units
        self.location = location
        self.recordsBase = recordsBase
    }
}

/// An XLIFF 1.2 document in Xcode's flavour: one `<file>` per table.
public struct XLIFFDocument: Sendable, Equatable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }

    /// The same document recording each unit's target and state as its
    /// base: what an export hands out, so a later import of it is three-way.
    public func recordingBases() -> XLIFFDocument {
        var document = self
        for f in document.files.indices {
            document.files[f].recordsBase = true
            for u in document.files[f].units.indices {
                let unit = document.files[f].units[u]
                document.files[f].units[u].base = unit.target.map { XLIFFBase(text: $0, state: unit.state) }
            }
        }
        return document
    }
}

/// Our namespace for the attributes that record an export's base.
public enum XLIFFBaseNamespace {
    public static let uri = "urn:l10n-tool:xliff-base:1"
    public static let prefix = "l10n"
}
