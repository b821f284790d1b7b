import Foundation

/// How a text file's bytes were encoded, so a writer can keep it that way.
public enum TextEncoding: String, Sendable, Codable, Equatable {
    case utf8
    case utf8BOM = "utf8-bom"
    case utf16LE = "utf16le"
    case utf16LEBOM = "utf16le-bom"
    case utf16BE = "utf16be"
    case utf16BEBOM = "utf16be-bom"
}

/// How a `.strings` file is written. Xcode and Foundation read all three:
/// the text format (`"key" = "value";`) most apps use, and property lists
/// (a dictionary of strings) that some translation platforms write, and that
/// Xcode itself compiles tables into. Writers keep the format they read.
public enum StringsFormat: String, Sendable, Codable, Equatable {
    case text
    case xml
    case binary
}

/// One `"key" = "value";` of a `.strings` file, with where it was written.
public struct StringsEntry: KeyedEntry, Equatable {
    public var key: String
    public var value: String
    /// The comment right before the entry (without `/* */` or `//`), trimmed.
    public var comment: String?
    /// Where the key starts.
    public var location: SourceLocation
    /// Where the entry's parts lie in the decoded text, for writers that edit
    /// a file in place; nil for entries not read from a file.
    public var ranges: SourceRanges?

    public init(key: String, value: String, comment: String? = nil, location: SourceLocation, ranges: SourceRanges? = nil) {
        self.key = key
        self.value = value
        self.comment = comment
        self.location = location
        self.ranges = ranges
    }

    /// UTF-8 offsets into the decoded text (after any BOM, before re-encoding).
    public struct SourceRanges: Sendable, Hashable {
        // Kept as 32-bit offsets: one of these rides with every entry read.
        private let entryBounds: (UInt32, UInt32)
        private let keyBounds: (UInt32, UInt32)
        private let valueBounds: (UInt32, UInt32)

        /// From the entry's translator comment (or its key, without one) to just after its `;`.
        public var entry: Range<Int> { Self.range(entryBounds) }
        /// The key as written, quotes included.
        public var key: Range<Int> { Self.range(keyBounds) }
        /// The value as written, quotes included; empty, right after the key, for `key;`.
        public var value: Range<Int> { Self.range(valueBounds) }

        /// Nil when an offset does not fit in 32 bits (a table of over 4 GB).
        public init?(entry: Range<Int>, key: Range<Int>, value: Range<Int>) {
            guard let entry = Self.bounds(entry), let key = Self.bounds(key), let value = Self.bounds(value) else { return nil }
            self.entryBounds = entry
            self.keyBounds = key
            self.valueBounds = value
        }

        private static func bounds(_ range: Range<Int>) -> (UInt32, UInt32)? {
            guard let lower = UInt32(exactly: range.lowerBound), let upper = UInt32(exactly: range.upperBound) else { return nil }
            return (lower, upper)
        }

        private static func range(_ bounds: (UInt32, UInt32)) -> Range<Int> {
            Int(bounds.0)..<Int(bounds.1)
        }

        public static func == (a: SourceRanges, b: SourceRanges) -> Bool {
            a.entry == b.entry && a.key == b.key && a.value == b.value
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(entry)
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// Entries are equal when they say the same thing at the same place:
    /// `location` already pins the place, and the byte ranges are writers'
    /// bookkeeping (entries built by hand have none).
    public static func == (a: StringsEntry, b: StringsEntry) -> Bool {
        a.key == b.key && a.value == b.value && a.comment == b.comment && a.location == b.location
    }
}

/// A parsed `.strings` file: every entry in file order, duplicates included.
public struct StringsFile: TableFile, Equatable {
    public var path: String
    public var encoding: TextEncoding
    /// Text unless the file is a property list.
    public var format: StringsFormat
    public private(set) var entries: [StringsEntry]
    /// Key to entry, the last one winning as in Foundation. Kept with the
    /// entries because every check looks keys up, table after table.
    public private(set) var lookup: EntryLookup<StringsEntry>
    /// A hash of the bytes a text table was parsed from (nil once merged with
    /// another file): an editor of the same file reuses these entries, not a
    /// second parse, when the file still holds those bytes.
    public var sourceHash: String?

    public init(path: String, encoding: TextEncoding, format: StringsFormat = .text, entries: [StringsEntry]) {
        self.path = path
        self.encoding = encoding
        self.format = format
        self.entries = entries
        self.lookup = EntryLookup(entries)
    }

    /// Adds another file's entries of the same table (`Base.lproj` beside
    /// `en.lproj`); with `overriding: false` the existing entries win.
    public mutating func merge(_ other: [StringsEntry], overriding: Bool) {
        entries = overriding ? entries + other : other + entries
        lookup = EntryLookup(entries)
        sourceHash = nil
    }

    /// The same table: what was read, not how it was hashed.
    public static func == (a: StringsFile, b: StringsFile) -> Bool {
        a.path == b.path && a.encoding == b.encoding && a.format == b.format && a.entries == b.entries
    }

}
