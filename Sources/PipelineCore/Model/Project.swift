import Foundation

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
    /// In the development locale: `Base.lproj` tables that the locale's own
    /// `.lproj` also has. iOS reads the first folder that has a table (the
    /// locale's own before Base) and never merges the two, so these are never
    /// shown in the development language.
    public var shadowedBase: [String: StringsFile]
    public var shadowedBasePlurals: [String: PluralFile]

    public init(locale: String, tables: [String: StringsFile] = [:], misnamed: [MisnamedFile] = [],
                plurals: [String: PluralFile] = [:], shadowedBase: [String: StringsFile] = [:],
                shadowedBasePlurals: [String: PluralFile] = [:]) {
        self.locale = locale
        self.tables = tables
        self.misnamed = misnamed
        self.plurals = plurals
        self.shadowedBase = shadowedBase
        self.shadowedBasePlurals = shadowedBasePlurals
    }
}

extension LocaleTables {
    /// Whether either file of `table` (`.strings` or plural) has `key`.
    public func has(_ key: String, table: String) -> Bool {
        tables[table]?.lookup.contains(key) == true || plurals[table]?.lookup.contains(key) == true
    }
}

/// A table file whose name matches a table only when letter case is
/// ignored (`infoPlist.strings`): a device's case-sensitive file system never
/// finds it, so its locale is read as lacking that table.
public struct MisnamedFile: Sendable, Equatable {
    public var path: String
    public var expectedName: String

    package init(path: String, expectedName: String) {
        self.path = path
        self.expectedName = expectedName
    }
}

/// A folder holding `<locale>.lproj` folders and/or String Catalogs
/// (`*.xcstrings`), checked as one set of tables.
public struct LocalizationRoot: Sendable, Equatable {
    public var folder: String
    /// Locale code (folder name without `.lproj`, or a catalog's language) to
    /// its tables. `Base.lproj` is the development locale's, where that
    /// locale's own folder lacks the table (see `LocaleTables.shadowedBase`).
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
    /// `l10n.lock`: what each translation was made from (empty when there is none).
    public var lock = TranslationLock()
    public var baseLocale: String
    public var specs: [ShortcutSpec]
    /// Localization folders; `specRoots[i]` lists the roots that localize `specs[i]`.
    public var roots: [LocalizationRoot]
    public var specRoots: [[Int]]
    public var layout: LayoutRules
    /// The engine `layout` names, resolved (`resolveMeasurer`): columns until then.
    public var measurer = TextMeasurer.columns
    /// What the app's Swift and Objective-C sources hold; nil when no code was scanned.
    public var code: CodeExtraction?
    /// Quick actions made in code, with the roots that localize each and the
    /// spec (index into `specs`) whose app makes it, if known.
    public var dynamicItems: [DynamicItem]
    /// Whether keys that no code uses are reported (`unused-key`).
    public var reportUnusedKeys: Bool
    /// `required_locales:` of l10n.yml: nil when every locale must be complete.
    public var requiredLocales: [String]?
    /// The app's bundles (app, extensions, package targets), each with the
    /// roots it ships; code looks its keys up in its own bundle.
    public var bundles: [LocalizationBundle]
    /// Folder to the top-level keys of its Info.plist, for Info.plists that
    /// declare no quick actions (extensions, frameworks): what their
    /// `InfoPlist.strings` may translate.
    public var infoPlistKeys: [String: Set<String>] = [:]
    /// Which checks run and at what severity (`rules:`, `--only`, `--disable`).
    public var rules = RuleSettings()
    /// Which symbolic links may be read and where writes may go (see `PathPolicy`).
    public var paths: PathPolicy
    /// What loading skipped and why (links out of the project), for stderr.
    public var warnings: [InputWarning] = []
    /// The app's name as its (first) Info.plist gives it (`CFBundleDisplayName`,
    /// else `CFBundleName`): what Siri says for `${applicationName}`.
    public var displayName: String?
    /// Every name the project's Info.plists give their app or extension: text
    /// that is the same in every language.
    public var applicationNames: Set<String> = []
    /// The Xcode projects read, when discovery found one (`--no-project` not given).
    public var projectFile: ProjectFileSummary?
    /// Those projects: their targets, what each copies, their Info.plist keys.
    public var xcodeProjects: [XcodeProject] = []
    /// Tables beside the app's that no target of the project copies: not
    /// read, reported by `table-not-in-target`.
    public var unshippedTables: [String] = []
    /// The app this project is, when the Xcode project says (one of a
    /// repository's apps, or its only one): its target, name, id, own tables.
    public var application: ApplicationInfo?
    /// Every file and folder loading left out, with why (`l10n-tool project`).
    public var leftOutFiles: [LeftOutFile] = []
    /// Table folders and files (absolute) that code reads through accessors
    /// generated at build time and not in the repository (SwiftGen's output,
    /// `SwiftGenConfig`): which of their keys code uses cannot be told, so
    /// `unused-key` does not judge them.
    public var unseenAccessorInputs: [String] = []

    public init(root: String, baseLocale: String, specs: [ShortcutSpec], roots: [LocalizationRoot], specRoots: [[Int]]? = nil,
                layout: LayoutRules = LayoutRules(), code: CodeExtraction? = nil, dynamicItems: [DynamicItem] = [],
                reportUnusedKeys: Bool = true, bundles: [LocalizationBundle]? = nil) {
        self.root = root
        self.baseLocale = baseLocale
        self.specs = specs
        self.roots = roots
        self.specRoots = specRoots ?? specs.map { _ in Array(roots.indices) }
        self.layout = layout
        self.code = code
        self.dynamicItems = dynamicItems
        self.reportUnusedKeys = reportUnusedKeys
        self.bundles = bundles ?? BundleLayout.make(roots: roots, bundleFolders: [], projectRoot: root)
        self.paths = PathPolicy(root: root)
    }
}

/// A quick action made in code, placed in the project.
public struct DynamicItem: Sendable, Equatable {
    public var item: ShortcutItem
    /// Indices into `Project.roots` of the tables that localize it.
    public var roots: [Int]
    /// Index into `Project.specs` of the app that makes it, if known.
    public var spec: Int?

    public init(item: ShortcutItem, roots: [Int], spec: Int?) {
        self.item = item
        self.roots = roots
        self.spec = spec
    }
}

/// The table names iOS looks up for quick actions and for code.
public enum TableName {
    public static let infoPlist = "InfoPlist"
    public static let localizable = "Localizable"
    public static let base = "Base"
    /// Xcode's "multiple languages" folder (ISO 639 `mul`): the one `.lproj`
    /// a String Catalog may sit in, the catalog of an Interface Builder file
    /// in `Base.lproj` (swift-build's `XCStringsCompiler.swift`; Xcode 16.3's
    /// release notes). Not a locale: the catalog holds every language.
    public static let multilingual = "mul"

    /// A table's name: its file name without the extension (`Localizable`
    /// for `en.lproj/Localizable.strings` and `Localizable.xcstrings`).
    package static func of(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Whether the file is a String Catalog in `mul.lproj`: an Interface
    /// Builder file's, keyed by object id (`abc-12-xyz.text`).
    public static func isInterfaceBuilderCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings") && (path as NSString).deletingLastPathComponent.hasSuffix("/" + multilingual + ".lproj")
    }
}

extension Project {
    /// Resolves `layout`'s engine and font (after options changed it): an
    /// error when the engine is `font` and the font is not installed.
    public mutating func resolveMeasurer() throws(InputError) {
        measurer = try TextMeasurer(rules: layout)
    }

    /// What measures the layout, for a run's summary.
    public var layoutDescription: String {
        measurer.summary(layout) + (fontFallback == nil ? "" : ": font '\(layout.font)' is not installed (engine auto)")
    }

    /// What the load says once about the layout: that columns measure for
    /// want of the font, or because a width was given without an engine.
    public var layoutNotes: [String] {
        [fontFallback, widthsInColumns].compactMap { $0 }
    }

    /// Why a width given without an engine is read in columns, and how to
    /// give it in points; nil when no such width decided the engine.
    public var widthsInColumns: String? {
        guard let source = layout.columnsBecause, layout.engine == .columns else { return nil }
        return "\(source) is given without an engine, so it is in columns and the column engine measures, as before the font engine "
            + "became the default (title \(layout.titleWidth), subtitle \(layout.subtitleWidth) columns); name the engine to say which: "
            + "engine auto (or font) reads the width in points, engine columns keeps columns without this note (docs/layout.md)"
    }

    /// Why the column engine measures though the font engine is the default
    /// (`engine: auto` and its font missing), and how to change that; nil when
    /// it does not. Said once as a note by the load.
    public var fontFallback: String? {
        guard layout.engine == .auto, measurer.fontFile == nil else { return nil }
        return "layout measured with columns, not the font engine: font '\(layout.font)' is not installed. Columns agree with drawn text "
            + "on 69-88% of strings (docs/layout.md); install the fonts (apt-get install fonts-inter fonts-noto-core fonts-noto-cjk), "
            + "name a font file in l10n.yml (layout: font: Fonts/Inter.otf), or choose engine: columns"
    }
}
