import PipelineCore
import PipelineFormats
import PipelineProject

/// A plural form the locale never selects is dead text a translator paid
/// for, and often a sign the forms were copied from another language. Not
/// judged (issue 48: 157 notes on one app, none useful): a form that is the
/// `other` form again (nothing was paid for it), and the tables Xcode
/// generates from an intent definition (`Intents.stringsdict`, all six forms
/// in every language by design).
public struct PluralCategoryUnused: Check {
    public static let code = "plural-category-unused"
    public static let summary = "A plural variable has a form its locale's CLDR rules never select (zero is allowed: Apple uses it for an explicit 0; a copy of other is not judged)."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "↓ファイル 1 件", .other: "%d ファイル"], locale: "ja")),
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "%d Datei", .few: "↓ein paar Dateien", .other: "%d Dateien"], locale: "de")),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.zero: "Keine Dateien", .one: "%d Datei", .other: "%d Dateien"], locale: "de")),
        // A form that repeats `other` costs nothing and shows nothing wrong.
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.one: "%d ファイル", .other: "%d ファイル"], locale: "ja")),
        // Xcode's generated intent table writes every form in every language.
        .passes(ExampleProject(stringsdicts: [
            "en": ["Intents": ExampleProject.stringsdict(forms: [.zero: "%d", .one: "%d", .two: "%d", .few: "%d", .many: "%d", .other: "%d"])],
            "ja": ["Intents": ExampleProject.stringsdict(forms: [.zero: "%d件", .one: "%d件", .two: "%d件", .few: "%d件", .many: "%d件", .other: "%d件"])],
        ], code: ["Intents.intentdefinition": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentTitle</key><string>Order Coffee</string><key>INIntentTitleID</key><string>a1b2c3</string>
            </dict></array></dict></plist>
            """])),
        // Legacy folder names (`English.lproj`) are read as the language they name.
        .passes(ExampleProject(stringsdicts: [
            "English": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])],
        ])),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.zero: "لا ملفات", .one: "ملف واحد", .two: "ملفان", .few: "%d ملفات", .many: "%d ملفًا", .other: "%d ملف"], locale: "ar")),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let intentTables = Set((context.project.code?.strings ?? []).filter { $0.kind == .intentDefinition }.map(\.table))
        return PluralCategories.variables(in: context).flatMap { item -> [Diagnostic] in
            guard !intentTables.contains(item.table) else { return [] }
            let selected = PluralCategories.selected(by: item.locale)
            let other = item.variable.forms[.other]
            return item.variable.forms.keys.sorted().filter { category in
                category != .zero && !selected.contains(category) && item.variable.forms[category] != other
            }.map { category in
                finding("\(item.locale): plural variable \"\(item.variable.name)\" of \"\(item.entry.key)\" has a \(category.rawValue) form, which \(item.locale) never selects (\(item.locale) selects \(PluralCategories.list(selected)))",
                        locale: item.locale, key: item.entry.key, table: item.table, at: item.variable.location(of: category))
            }
        }
    }
}
