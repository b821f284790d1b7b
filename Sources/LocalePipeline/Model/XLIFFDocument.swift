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

    public init(id: String, source: String, target: String? = nil, note: String? = nil, location: SourceLocation? = nil,
                state: String? = nil) {
        self.id = id
        self.source = source
        self.target = target
        self.note = note
        self.location = location
        self.state = state
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

    public init(original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext",
                units: [XLIFFUnit], location: SourceLocation? = nil) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.datatype = datatype
        self.units = units
        self.location = location
    }
}

/// An XLIFF 1.2 document in Xcode's flavour: one `<file>` per table.
public struct XLIFFDocument: Sendable, Equatable {
    public var files: [XLIFFFile]

    public init(files: [XLIFFFile]) {
        self.files = files
    }
}
