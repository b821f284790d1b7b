import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Where an exported text came from.
public enum ExportTextSource: Sendable, Equatable {
    /// The locale's own table.
    case own
    /// A less specific locale iOS falls back to (`pt` for `pt-BR`).
    case language(String)
    /// The development locale: its table, else the Info.plist value or the code's default.
    case development
}

/// A text resolved for one locale, as iOS would show it.
package struct ExportText {
    package var value: String
    package var source: ExportTextSource
    /// The table entry it came from, if any.
    package var entry: StringsEntry?
}

/// Looks texts up the way iOS does for an app: the locale's table, then the
/// less specific locales of its fallback chain (`pt-BR`, `pt`), then the
/// development locale's table, then the value written in Info.plist or code.
package struct ExportLookup {
    package let context: ProjectResolution
    package let roots: [LocalizationRoot]

    package func text(_ key: String, table: String, locale: String, default fallback: String) -> ExportText {
        for candidate in context.fallbackLocales(locale) {
            if let entry = entry(key, table: table, locale: candidate) {
                return ExportText(value: entry.value, source: candidate == locale ? .own : .language(candidate), entry: entry)
            }
        }
        if let entry = entry(key, table: table, locale: context.baseLocale) {
            return ExportText(value: entry.value, source: context.isBase(locale) ? .own : .development, entry: entry)
        }
        return ExportText(value: fallback, source: context.isBase(locale) ? .own : .development, entry: nil)
    }

    /// The first root's entry, as `ProjectResolution.resolve` takes it.
    package func entry(_ key: String, table: String, locale: String) -> StringsEntry? {
        for root in roots {
            if let entry = root.locales[locale]?.tables[table]?.lookup[key] { return entry }
        }
        return nil
    }

    /// The entries of `locale`'s table that count (the last of each key), in
    /// file order, root after root.
    package func entries(table: String, locale: String) -> [StringsEntry] {
        roots.flatMap { root in root.locales[locale]?.tables[table].map(\.lookup.winners) ?? [] }
    }
}
