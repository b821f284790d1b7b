import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// What every locale's rows of a development table share (`ReportRows`),
/// found once per table rather than once per locale: a report of 40 locales
/// of 5,000 keys would otherwise look up, slug and copy each key 40 times.
extension ReportRows {
    /// A development table's keys, each once in file order (plural-only keys after).
    package struct DevelopmentTable: Sendable {
        package var rows: [DevelopmentRow] = []
        package var keys: Set<String> = []

        package init(table: String, tables: LocaleTables, usages: [String: ShortcutUsage]?, layout: LayoutRules, dead: Set<String>) {
            let strings = tables.tables[table]?.lookup
            let plurals = tables.plurals[table]?.lookup
            let ordered = (tables.tables[table]?.entries.map(\.key) ?? []) + (tables.plurals[table]?.entries.map(\.key) ?? [])
            keys.reserveCapacity(ordered.count)
            let tableID = ReportAnchors.plain(table)
            for key in ordered where keys.insert(key).inserted {
                rows.append(DevelopmentRow(key: key, entry: strings?[key], plural: plurals?[key], usage: usages?[key], layout: layout,
                                           unused: dead.contains(key), anchorTail: tableID + "-" + ReportAnchors.slug(key)))
            }
        }
    }

    /// What a row takes from the development locale, the same in every
    /// locale: shared (a class), so 40 locales' rows do not copy it 40 times.
    package final class DevelopmentRow: Sendable {
        package let key: String
        /// The development text: the entry's value, the plural's forms, else
        /// the expected string's text or the key, else the quick action's fallback.
        package let text: String?
        package let comment: String?
        /// The development entry's place, then the plural's.
        package let location: SourceLocation?
        package let pluralLocation: SourceLocation?
        /// Only a plural in the development locale.
        package let isPlural: Bool
        /// The quick action field the key fills, its box and where the quick
        /// action names the key (not the whole usage: copying its item per
        /// row retained every string of it).
        package let field: ShortcutText.Field?
        package let box: LayoutBox?
        package let written: SourceLocation?
        package let unused: Bool
        /// A quick action's text that is a plural in development: measured form by form.
        package let quickActionPlural: PluralEntry?
        /// The row id after `<locale>-`.
        package let anchorTail: String

        package init(key: String, entry: StringsEntry?, plural: PluralEntry?, usage: ShortcutUsage?, layout: LayoutRules, unused: Bool, anchorTail: String,
             expected: ExpectedString? = nil) {
            self.key = key
            text = entry?.value ?? plural.map(ReportRows.summary) ?? expected.map { $0.developmentText ?? key } ?? usage?.fallback
            comment = entry?.comment ?? plural?.comment
            location = entry?.location
            pluralLocation = plural?.location
            isPlural = entry == nil && plural != nil
            field = usage?.field
            box = usage.map { layout.box(for: $0.field, of: $0.item) }
            written = usage?.written
            quickActionPlural = usage != nil && entry == nil ? plural : nil
            self.unused = unused
            self.anchorTail = anchorTail
        }
    }
}
