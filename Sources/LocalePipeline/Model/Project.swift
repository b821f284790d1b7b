/// The tables of one locale in one localization folder (`de.lproj`).
public struct LocaleTables: Sendable, Equatable {
    public var locale: String
    /// Table name (`InfoPlist`, `Localizable`) to the file read for it.
    public var tables: [String: StringsFile]
    /// Files whose name matched a table only when letter case is ignored.
    public var misnamed: [MisnamedFile]
    /// Table name to its plural strings: a `.stringsdict`, or the plural
    /// keys of a String Catalog. Foundation looks a key up in both files of a
    /// table, the plural one first.
    public var plurals: [String: PluralFile]

    public init(locale: String, tables: [String: StringsFile] = [:], misnamed: [MisnamedFile] = [],
                plurals: [String: PluralFile] = [:]) {
        self.locale = locale
        self.tables = tables
        self.misnamed = misnamed
        self.plurals = plurals
    }
}

public struct MisnamedFile: Sendable, Equatable {
    public var path: String
    public var expectedName: String
}

/// A folder holding `<locale>.lproj` folders and/or String Catalogs
/// (`*.xcstrings`), checked as one set of tables.
public struct LocalizationRoot: Sendable, Equatable {
    public var folder: String
    /// Locale code (folder name without `.lproj`, or a catalog's language) to
    /// its tables. `Base.lproj` is merged into the development locale.
    public var locales: [String: LocaleTables]
    /// Every `.strings` file read, for per-file checks such as duplicates.
    public var files: [StringsFile]
    /// The String Catalogs of the folder; their strings are also in `locales`,
    /// this keeps what only catalogs have (states, extraction state).
    public var catalogs: [StringCatalog]

    public init(folder: String, locales: [String: LocaleTables], files: [StringsFile], catalogs: [StringCatalog] = []) {
        self.folder = folder
        self.locales = locales
        self.files = files
        self.catalogs = catalogs
    }
}

/// Everything one run checks: the specs, their tables, and the rules.
public struct Project: Sendable, Equatable {
    public var root: String
    public var baseLocale: String
    public var specs: [ShortcutSpec]
    /// Localization folders; `specRoots[i]` lists the roots that localize `specs[i]`.
    public var roots: [LocalizationRoot]
    public var specRoots: [[Int]]
    public var layout: LayoutRules

    public init(root: String, baseLocale: String, specs: [ShortcutSpec], roots: [LocalizationRoot], specRoots: [[Int]]? = nil, layout: LayoutRules = LayoutRules()) {
        self.root = root
        self.baseLocale = baseLocale
        self.specs = specs
        self.roots = roots
        self.specRoots = specRoots ?? specs.map { _ in Array(roots.indices) }
        self.layout = layout
    }
}

/// The table names iOS looks up for quick actions and for code.
public enum TableName {
    public static let infoPlist = "InfoPlist"
    public static let localizable = "Localizable"
    public static let base = "Base"
}
