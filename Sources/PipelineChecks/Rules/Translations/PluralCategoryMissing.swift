import PipelineCore
import PipelineFormats
import PipelineProject

/// A plural form the locale's rules select but the translator did not write:
/// Foundation then shows the `other` form ("1 файлов" in Russian), or, without
/// `other`, the format itself.
public struct PluralCategoryMissing: Check {
    public static let code = "plural-category-missing"
    public static let summary = "A plural variable lacks a form its locale's CLDR rules select (ru: one, few, many, other; ar: zero to other; ja: other; other is always needed; not French many, which only millions select, nor a form only fractions select for an integer)."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "%d файл", .other: "%d файлов"], locale: "ru", variable: "↓count")),
        // Arabic selects all six categories.
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "ملف واحد", .two: "ملفان", .few: "%d ملفات", .other: "%d ملف"], locale: "ar", variable: "↓count")),
        // `other` is required everywhere, even where `one` is written.
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"], translation: [.one: "%d Datei"], locale: "de", variable: "↓count")),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"], locale: "ru")),
        .passes(.plural(base: [.one: "%d file", .other: "%d files"], translation: [.other: "%d個のファイル"], locale: "ja")),
        // French many is for exact millions ("1 million de fichiers"): other shows them well enough.
        .passes(.plural(base: [.one: "%d file", .other: "%d files"], translation: [.one: "%d fichier", .other: "%d fichiers"], locale: "fr")),
        // Czech many is for fractions only: an integer count never selects it.
        .passes(.plural(base: [.one: "%d file", .other: "%d files"], translation: [.one: "%d soubor", .few: "%d soubory", .other: "%d souborů"], locale: "cs")),
        // A catalog plural variation counts the same way.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.plural(
            sourceForms: [.one: "%lld file", .other: "%lld files"],
            locale: "pl", forms: [.one: "%lld plik", .few: "%lld pliki", .many: "%lld plików", .other: "%lld pliku"])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        var requiredByLocale: [String: [PluralCategory]] = [:]
        return PluralCategories.variables(in: context).compactMap { item in
            let fractional = PluralCategories.isFractional(item.variable.valueType)
            let cacheKey = item.locale + (fractional ? "|f" : "")
            let required = requiredByLocale[cacheKey] ?? {
                let found = PluralRules.categoriesForCounts(locale: AppFolder.normalizedBase(item.locale), fractional: fractional)
                requiredByLocale[cacheKey] = found
                return found
            }()
            let missing = required.filter { item.variable.forms[$0] == nil }
            guard !missing.isEmpty else { return nil }
            let names = missing.map(\.rawValue).joined(separator: ", ")
            let fallback = missing.contains(.other) ? "the format is shown as it is" : "Foundation shows the other form instead"
            return finding("\(item.locale): plural variable \"\(item.variable.name)\" of \"\(item.entry.key)\" lacks \(names) (\(item.locale) selects \(PluralCategories.list(required))); \(fallback)",
                           locale: item.locale, key: item.entry.key, table: item.table, at: item.variable.location)
        }
    }
}

/// Shared by the two plural-category checks: every plural variable of every
/// locale, the development locale included.
package enum PluralCategories {
    package struct Item {
        package var locale: String
        package var table: String
        package var entry: PluralEntry
        package var variable: PluralVariable
    }

    package static func variables(in context: CheckContext) -> [Item] {
        context.project.roots.flatMap { root in
            root.locales.keys.sorted().flatMap { locale -> [Item] in
                guard let tables = root.locales[locale] else { return [] }
                return tables.plurals.keys.sorted().flatMap { table -> [Item] in
                    (tables.plurals[table]?.entries ?? []).flatMap { entry in
                        entry.variables.map { Item(locale: locale, table: table, entry: entry, variable: $0) }
                    }
                }
            }
        }
    }

    /// The categories a locale's rules select; legacy folder names
    /// (`English.lproj`) are read as the language they name.
    package static func selected(by locale: String) -> [PluralCategory] {
        PluralRules.categories(for: AppFolder.normalizedBase(locale))
    }

    /// Whether a value type (`NSStringFormatValueTypeKey`: d, ld, lld, f, g...) takes fractions.
    package static func isFractional(_ valueType: String?) -> Bool {
        guard let last = valueType?.last else { return false }
        return "fFeEgGaA".contains(last)
    }

    package static func list(_ categories: [PluralCategory]) -> String {
        categories == [.other] ? "other only" : categories.map(\.rawValue).joined(separator: ", ")
    }
}
