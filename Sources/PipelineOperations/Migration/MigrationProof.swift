import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The proof of a migration: the catalog, read back as every check reads it
/// (`CatalogTables`), must give each language exactly the keys, values,
/// plural forms and comments its old tables gave. Used on the catalog a
/// migration writes and, by `migrate --verify`, on one Xcode wrote.
///
/// Allowed, because iOS shows the same: in the source language, a key only
/// translations have reads back as the key itself (what iOS shows for a
/// missing key); a plural of the whole string has no format of its own.
/// Comments: the source language's must be kept; a translation's that
/// differs is counted, not kept (one comment a key).
public enum MigrationProof {
    package struct Outcome {
        package var differences: [InputError] = []
        package var droppedComments = 0
    }

    /// Verifies a catalog already written against the tables it replaces.
    public static func verify(_ source: MigrationSource, catalog: StringCatalog)
        -> (differences: [InputError], droppedComments: Int, hidden: [InputWarning]) {
        let tables = MigrationTables(source, sourceLanguage: catalog.sourceLanguage)
        guard tables.losses.isEmpty else { return (tables.losses, 0, tables.hidden) }
        let outcome = compare(tables, catalog: catalog, sourceLanguage: catalog.sourceLanguage)
        return (outcome.differences, outcome.droppedComments, tables.hidden)
    }

    /// The old tables' keys: in the source language, and in any language.
    package struct Keys {
        package var source: Set<String>
        package var all: Set<String>

        package init(_ tables: MigrationTables, sourceLanguage: String) {
            source = Set(tables.strings[sourceLanguage]?.lookup.keys.map { $0 } ?? [])
                .union(tables.plurals[sourceLanguage]?.lookup.keys.map { $0 } ?? [])
            all = Set(tables.locales.flatMap { locale in
                (tables.strings[locale]?.lookup.keys.map { $0 } ?? []) + (tables.plurals[locale]?.lookup.keys.map { $0 } ?? [])
            })
        }
    }

    /// Compares `catalog` with the old tables. With `only`, the catalog holds
    /// just those keys (a migration proves a big catalog a piece at a time, so
    /// no whole second model of it is ever held) and only they are compared.
    package static func compare(_ tables: MigrationTables, catalog: StringCatalog, sourceLanguage: String,
                                keys known: Keys? = nil, only piece: [String]? = nil) -> Outcome {
        var outcome = Outcome()
        let migrated = CatalogTables.tables(of: catalog)
        let catalogLocation = SourceLocation(file: catalog.path, line: 1, column: 1)
        let entries = catalog.entriesByKey
        let keys = known ?? Keys(tables, sourceLanguage: sourceLanguage)
        let sourceKeys = keys.source, allKeys = keys.all
        /// The old entries to compare: every one that counts, in file order, or the piece's.
        func old<Entry>(_ lookup: EntryLookup<Entry>?) -> [Entry] {
            guard let lookup else { return [] }
            return piece.map { $0.compactMap { lookup[$0] } } ?? lookup.winners
        }
        for locale in Set(tables.locales).union(migrated.keys).sorted() {
            let new = migrated[locale]
            func missing(_ key: String, at location: SourceLocation) {
                outcome.differences.append(InputError("\"\(key)\" (\(locale)) is not in the catalog \(catalog.path)", at: location))
            }
            // Strings.
            for entry in old(tables.strings[locale]?.lookup) {
                guard let read = new?.strings.lookup[entry.key] else { missing(entry.key, at: entry.location); continue }
                if read.value != entry.value {
                    outcome.differences.append(InputError("\"\(entry.key)\" (\(locale)) reads back from the catalog as \"\(read.value)\", "
                                                          + "not \"\(entry.value)\"", at: entry.location))
                }
                compareComment(entry.comment, entries[entry.key]?.comment, key: entry.key, locale: locale, sourceLanguage: sourceLanguage,
                               at: entry.location, into: &outcome)
            }
            // Plurals.
            for entry in old(tables.plurals[locale]?.lookup) {
                guard let read = new?.plurals.lookup[entry.key] else { missing(entry.key, at: entry.location); continue }
                if let difference = pluralDifference(entry, read) {
                    outcome.differences.append(InputError("\"\(entry.key)\" (\(locale)) reads back from the catalog \(difference)", at: entry.location))
                }
                compareComment(entry.comment, entries[entry.key]?.comment, key: entry.key, locale: locale, sourceLanguage: sourceLanguage,
                               at: entry.location, into: &outcome)
            }
            // Nothing the old tables did not say.
            let had = { (key: String) in tables.strings[locale]?.lookup.contains(key) == true || tables.plurals[locale]?.lookup.contains(key) == true }
            for entry in new?.strings.lookup.winners ?? [] where !had(entry.key) {
                let standsForMissing = locale == sourceLanguage && !sourceKeys.contains(entry.key) && allKeys.contains(entry.key) && entry.value == entry.key
                if !standsForMissing {
                    outcome.differences.append(InputError("the catalog gives \(locale) \"\(entry.key)\" = \"\(entry.value)\", which its old tables "
                                                          + "do not have", at: entry.location.line == nil ? catalogLocation : entry.location))
                }
            }
            for entry in new?.plurals.lookup.winners ?? [] where !had(entry.key) {
                outcome.differences.append(InputError("the catalog gives \(locale) the plural \"\(entry.key)\", which its old tables do not have",
                                                      at: entry.location.line == nil ? catalogLocation : entry.location))
            }
        }
        return outcome
    }

    private static func compareComment(_ old: String?, _ new: String?, key: String, locale: String, sourceLanguage: String,
                                       at location: SourceLocation, into outcome: inout Outcome) {
        let old = old?.isEmpty == false ? old : nil
        guard old != new else { return }
        if locale == sourceLanguage {
            outcome.differences.append(InputError("the comment of \"\(key)\" reads back from the catalog as "
                                                  + (new.map { "\"\($0)\"" } ?? "none") + ", not " + (old.map { "\"\($0)\"" } ?? "none"),
                                                  at: location))
        } else if old != nil {
            outcome.droppedComments += 1
        }
    }

    /// What differs between a plural entry and the one read back, in words; nil when nothing.
    package static func pluralDifference(_ old: PluralEntry, _ new: PluralEntry) -> String? {
        // A plural of the whole string reads back as `%#@count@`; its forms are what counts.
        if CatalogMigration.isLoneReference(old.format), old.variables.count == 1, new.variables.count == 1,
           let oldVariable = old.variables.first, let newVariable = new.variables.first, new.format != old.format {
            return formsDifference(oldVariable, newVariable, comparingType: false)
        }
        if new.format != old.format { return "with the format \"\(new.format)\", not \"\(old.format)\"" }
        for variable in old.variables {
            guard let read = new.variables.first(where: { $0.name == variable.name }) else { return "without the variable \"\(variable.name)\"" }
            if let difference = formsDifference(variable, read, comparingType: true) { return difference }
        }
        if let extra = new.variables.first(where: { variable in !old.variables.contains { $0.name == variable.name } }) {
            return "with a variable \"\(extra.name)\" the old entry does not have"
        }
        return nil
    }

    private static func formsDifference(_ old: PluralVariable, _ new: PluralVariable, comparingType: Bool) -> String? {
        for category in PluralCategory.allCases where old.forms[category] != new.forms[category] {
            let shown = { (text: String?) in text.map { "\"\($0)\"" } ?? "no form" }
            return "with \(shown(new.forms[category])) as the \(category.rawValue) form of \"\(old.name)\", not \(shown(old.forms[category]))"
        }
        if comparingType, let type = old.valueType, new.valueType != type {
            return "with \"\(old.name)\" typed \(new.valueType ?? "nothing"), not \(type)"
        }
        return nil
    }
}
