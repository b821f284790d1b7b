/// One plural variable of a `.stringsdict` entry (or a String Catalog plural variation).
public struct PluralVariable: Sendable, Equatable {
    public var name: String
    /// `NSStringFormatValueTypeKey`, e.g. `d` or `ld`.
    public var valueType: String?
    public var forms: [PluralCategory: String]
    public var location: SourceLocation
    /// Where each form is written, when the reader knows (XML plists, catalogs):
    /// a finding about one form points there rather than at the variable.
    public var formLocations: [PluralCategory: SourceLocation]
    /// For a String Catalog substitution: the argument it stands for (its
    /// `argNum`, else its place in the format). Each language names its
    /// substitutions as it likes; the argument is what ties them together.
    public var argument: Int?

    public init(name: String, valueType: String? = nil, forms: [PluralCategory: String], location: SourceLocation,
                formLocations: [PluralCategory: SourceLocation] = [:]) {
        self.name = name
        self.valueType = valueType
        self.forms = forms
        self.location = location
        self.formLocations = formLocations
    }

    /// Where the form of `category` is written, else the variable.
    public func location(of category: PluralCategory) -> SourceLocation {
        formLocations[category] ?? location
    }
}

/// A pluralized string: a format (`NSStringLocalizedFormatKey`, e.g.
/// `%#@files@ in %#@folders@`) and its variables.
public struct PluralEntry: KeyedEntry, Equatable {
    public var key: String
    public var format: String
    public var variables: [PluralVariable]
    public var comment: String?
    public var location: SourceLocation

    public init(key: String, format: String, variables: [PluralVariable], comment: String? = nil, location: SourceLocation) {
        self.key = key
        self.format = format
        self.variables = variables
        self.comment = comment
        self.location = location
    }
}

/// A `.stringsdict` file, or the plural part of a catalog for one locale.
public struct PluralFile: TableFile, Equatable {
    public var path: String
    public private(set) var entries: [PluralEntry]
    public private(set) var lookup: EntryLookup<PluralEntry>

    public init(path: String, entries: [PluralEntry]) {
        self.path = path
        self.entries = entries
        self.lookup = EntryLookup(entries)
    }

    /// Adds another file's entries of the same table (`Base.lproj` beside
    /// `en.lproj`); with `overriding: false` the existing entries win.
    public mutating func merge(_ other: [PluralEntry], overriding: Bool) {
        entries = overriding ? entries + other : other + entries
        lookup = EntryLookup(entries)
    }

}
