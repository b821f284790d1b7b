import PipelineCore
import PipelineFormats
import PipelineProject

/// A plural form the locale never selects is dead text a translator paid
/// for, and often a sign the forms were copied from another language.
public struct PluralCategoryUnused: Check {
    public static let code = "plural-category-unused"
    public static let summary = "A plural variable has a form its locale's CLDR rules never select (zero is allowed: Apple uses it for an explicit 0)."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "↓%d ファイル", .other: "%d ファイル"], locale: "ja")),
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "%d Datei", .few: "↓%d Dateien", .other: "%d Dateien"], locale: "de")),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.zero: "Keine Dateien", .one: "%d Datei", .other: "%d Dateien"], locale: "de")),
        // Legacy folder names (`English.lproj`) are read as the language they name.
        .passes(ExampleProject(stringsdicts: [
            "English": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])],
        ])),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.zero: "لا ملفات", .one: "ملف واحد", .two: "ملفان", .few: "%d ملفات", .many: "%d ملفًا", .other: "%d ملف"], locale: "ar")),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        PluralCategories.variables(in: context).flatMap { item -> [Diagnostic] in
            let selected = PluralCategories.selected(by: item.locale)
            return item.variable.forms.keys.sorted().filter { $0 != .zero && !selected.contains($0) }.map { category in
                finding("\(item.locale): plural variable \"\(item.variable.name)\" of \"\(item.entry.key)\" has a \(category.rawValue) form, which \(item.locale) never selects (\(item.locale) selects \(PluralCategories.list(selected)))",
                        locale: item.locale, key: item.entry.key, table: item.table, at: item.variable.location(of: category))
            }
        }
    }
}
