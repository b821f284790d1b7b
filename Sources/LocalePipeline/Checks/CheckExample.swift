/// A tiny project that a check must (or must not) report on: the executable
/// documentation of a check. The test suite builds and checks every example.
public struct CheckExample: Sendable {
    public var triggers: Bool
    public var project: ExampleProject

    /// An example that must produce at least one finding of the check.
    public static func triggers(_ project: ExampleProject) -> CheckExample {
        CheckExample(triggers: true, project: project)
    }

    /// An example that must produce no finding of the check.
    public static func passes(_ project: ExampleProject) -> CheckExample {
        CheckExample(triggers: false, project: project)
    }

    /// A Localizable.strings entry `"key"` in the base locale and in `locale`.
    public static func triggers(base: String, translation: String, locale: String) -> CheckExample {
        .triggers(.translation(base: base, translation: translation, locale: locale))
    }

    public static func passes(base: String, translation: String, locale: String) -> CheckExample {
        .passes(.translation(base: base, translation: translation, locale: locale))
    }
}

/// A quick action written as in Info.plist.
public struct ExampleItem: Sendable {
    public var type: String?
    public var title: String?
    public var subtitle: String?
    public var iconType: String?

    public init(type: String? = nil, title: String? = nil, subtitle: String? = nil, iconType: String? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.iconType = iconType
    }
}

/// An app in miniature: quick actions, and `.strings`, `.stringsdict` and
/// `.xcstrings` sources per locale and table.
public struct ExampleProject: Sendable {
    public var base: String
    public var items: [ExampleItem]
    /// Locale to table name to the `.strings` file's text.
    public var tables: [String: [String: String]]
    /// Table files written under another letter case: locale to file name to text.
    public var misnamedTables: [String: [String: String]]
    /// Locale to table name to the `.stringsdict` file's text (an XML plist).
    public var stringsdicts: [String: [String: String]]
    /// Table name to a String Catalog's text (`Example/<name>.xcstrings`).
    public var catalogs: [String: String]
    public var layout: LayoutRules
    /// `l10n.lock` records: locale to table to key to the development value
    /// the translation was made from (hashed when the project is made).
    public var lock: [String: [String: [String: String]]] = [:]
    /// Source files of the app: file name (`.swift`, `.m`) to its text.
    public var code: [String: String]

    public init(base: String = "en", items: [ExampleItem] = [], tables: [String: [String: String]] = [:],
                misnamedTables: [String: [String: String]] = [:], stringsdicts: [String: [String: String]] = [:],
                catalogs: [String: String] = [:], layout: LayoutRules = LayoutRules(), code: [String: String] = [:]) {
        self.base = base
        self.items = items
        self.tables = tables
        self.misnamedTables = misnamedTables
        self.stringsdicts = stringsdicts
        self.catalogs = catalogs
        self.layout = layout
        self.code = code
    }

    /// The same project with `l10n.lock` records (see `lock`).
    public func locked(_ lock: [String: [String: [String: String]]]) -> ExampleProject {
        var copy = self
        copy.lock = lock
        return copy
    }

    /// One plural key in Localizable.stringsdict, in the base locale and one translation.
    public static func plural(base: [PluralCategory: String], translation: [PluralCategory: String], locale: String,
                              valueType: String = "d") -> ExampleProject {
        ExampleProject(stringsdicts: [
            "en": [TableName.localizable: stringsdict(forms: base, valueType: valueType)],
            locale: [TableName.localizable: stringsdict(forms: translation, valueType: valueType)],
        ])
    }

    /// A `.stringsdict` text with one entry, `key`, whose format is `%#@count@`.
    public static func stringsdict(key: String = "key", format: String = "%#@count@", variable: String = "count",
                                   forms: [PluralCategory: String], valueType: String = "d") -> String {
        func xml(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<plist version="1.0">"#,
            "<dict>",
            "\t<key>\(xml(key))</key>",
            "\t<dict>",
            "\t\t<key>NSStringLocalizedFormatKey</key>",
            "\t\t<string>\(xml(format))</string>",
            "\t\t<key>\(xml(variable))</key>",
            "\t\t<dict>",
            "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
            "\t\t\t<string>NSStringPluralRuleType</string>",
            "\t\t\t<key>NSStringFormatValueTypeKey</key>",
            "\t\t\t<string>\(xml(valueType))</string>",
        ]
        for category in PluralCategory.allCases {
            guard let form = forms[category] else { continue }
            lines += ["\t\t\t<key>\(category.rawValue)</key>", "\t\t\t<string>\(xml(form))</string>"]
        }
        lines += ["\t\t</dict>", "\t</dict>", "</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }

    /// One key in Localizable.strings, in the base locale and one translation.
    public static func translation(base: String, translation: String, locale: String) -> ExampleProject {
        ExampleProject(tables: [
            "en": [TableName.localizable: "\"key\" = \"\(escape(base))\";"],
            locale: [TableName.localizable: "\"key\" = \"\(escape(translation))\";"],
        ])
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The project this example describes, with made-up paths (`Example/...`).
    public func makeProject() throws(InputError) -> Project {
        var spec = ShortcutSpec(path: "Example/Info.plist", developmentRegion: base, items: [])
        for (index, example) in items.enumerated() {
            var item = ShortcutItem(index: index, location: SourceLocation(file: spec.path, line: 10 + index * 10, column: 3))
            item.type = example.type
            item.rawType = example.type
            item.title = example.title
            item.subtitle = example.subtitle
            item.iconType = example.iconType
            spec.items.append(item)
        }
        var locales: [String: LocaleTables] = [:]
        var files: [StringsFile] = []
        for locale in Set(tables.keys).union(misnamedTables.keys).union(stringsdicts.keys).sorted() {
            var localeTables = LocaleTables(locale: locale)
            for (name, text) in (stringsdicts[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                localeTables.plurals[name] = try StringsDictReader.read(text: text, path: "Example/\(locale).lproj/\(name).stringsdict")
            }
            for (name, text) in (tables[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let file = try StringsParser.parse(text: text, path: "Example/\(locale).lproj/\(name).strings")
                localeTables.tables[name] = file
                files.append(file)
            }
            for (fileName, text) in (misnamedTables[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let path = "Example/\(locale).lproj/\(fileName)"
                let file = try StringsParser.parse(text: text, path: path)
                let written = String(fileName.dropLast(".strings".count))
                let name = [TableName.infoPlist, TableName.localizable].first { $0.lowercased() == written.lowercased() } ?? written
                // Never loaded on a device: noted, not placed (as LocalizationRootReader does).
                localeTables.misnamed.append(MisnamedFile(path: path, expectedName: name + ".strings"))
                files.append(file)
            }
            locales[locale] = localeTables
        }
        // Base.lproj is the development language's, where its own folder lacks the table.
        if let baseFolder = locales.removeValue(forKey: TableName.base) {
            var development = locales[base] ?? LocaleTables(locale: base)
            for (name, file) in baseFolder.tables {
                if development.tables[name] == nil { development.tables[name] = file } else { development.shadowedBase[name] = file }
            }
            for (name, file) in baseFolder.plurals {
                if development.plurals[name] == nil { development.plurals[name] = file } else { development.shadowedBasePlurals[name] = file }
            }
            development.misnamed += baseFolder.misnamed
            locales[base] = development
        }
        var catalogList: [StringCatalog] = []
        for (name, text) in catalogs.sorted(by: { $0.key < $1.key }) {
            let catalog = try StringCatalogReader.read(text: text, path: "Example/\(name).xcstrings")
            CatalogTables.merge(catalog, into: &locales)
            catalogList.append(catalog)
        }
        let root = LocalizationRoot(folder: "Example", locales: locales, files: files, catalogs: catalogList)
        let specs = items.isEmpty ? [] : [spec]
        var extraction: CodeExtraction?
        for (name, source) in code.sorted(by: { $0.key < $1.key }) {
            let path = "Example/Sources/\(name)"
            let found = name.hasSuffix(".swift") ? SwiftExtractor.extract(source: source, path: path)
                : ObjCExtractor.extract(source: source, path: path)
            extraction = (extraction ?? CodeExtraction())
            extraction?.append(found)
        }
        var project = Project(root: "Example", baseLocale: base, specs: specs, roots: [root], layout: layout, code: extraction)
        project.dynamicItems = extraction.map { DynamicItems.make(from: $0, bundleID: nil, project: project) } ?? []
        project.lock = TranslationLock(path: "Example/\(TranslationLock.fileName)")
        for (locale, tables) in lock {
            for (table, keys) in tables {
                for (key, value) in keys { project.lock.record(value, locale: locale, table: table, key: key) }
            }
        }
        return project
    }
}
