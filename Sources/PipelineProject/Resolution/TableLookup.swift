import PipelineCore
import PipelineFormats

/// How a locale finds a key, the way CoreFoundation does: one file per table
/// name, from the most specific localization that has that file (`pt-BR`,
/// else `pt`; for a regional variant of the development language, that
/// language last), never the development language's per key (a translation
/// lacking a key does not show its text: the key). There is no per-key fallback:
/// `CFBundle_Strings.c` (swift-corelibs-foundation) loads the `.strings` and
/// the `.stringsdict` of a table from the localization the bundle chose, so a
/// key that `pt-BR.lproj/Localizable.strings` lacks shows as the key even
/// when `pt.lproj` has it; only a table that `pt-BR` has no file for at all
/// comes from `pt` (the file lookup falls back, as `CFBundle_Resources.c` does).
public struct TableLookup: Sendable {
    public let baseLocale: String

    public init(baseLocale: String) {
        self.baseLocale = baseLocale
    }

    /// Whether a locale is the development language (`en` when the base is
    /// `en`; an `en-GB` beside an `en` base is a translation of its own).
    public func isBase(_ locale: String) -> Bool {
        locale == baseLocale
    }

    /// The locale and the less specific ones iOS falls back to: `pt-BR`, `pt`.
    public static func fallbackChain(_ locale: String) -> [String] {
        var chain = [locale]
        var current = locale
        while let cut = current.lastIndex(where: { $0 == "-" || $0 == "_" }) {
            current = String(current[..<cut])
            chain.append(current)
        }
        return chain
    }

    /// The locales whose tables `locale` shows, most specific first: the
    /// regional fallback of `fallbackChain`, without the development language,
    /// except for the development language's own regional variants (`en-US`
    /// beside an `en` base), whose chain ends in it: CoreFoundation appends the
    /// development region to every bundle's search list "as a fallback for
    /// individual resources that are not present"
    /// (`_CFBundleCopyLanguageSearchListInBundle`, CFBundle_Locale.c), so an
    /// `en-US.lproj` without `InfoPlist.strings` shows `en.lproj`'s, the right
    /// text for its users. For any other language such a table shows
    /// development text too, which is still untranslated: it is not followed there.
    public func fallbackLocales(_ locale: String) -> [String] {
        let chain = TableLookup.fallbackChain(locale)
        if isBase(locale) { return chain }
        // `en-US` beside an `en-GB` base: `en-US`, `en`, then `en-GB`.
        if isDevelopmentVariant(locale) { return chain.contains(baseLocale) ? chain : chain + [baseLocale] }
        return Array(chain.prefix { !isBase($0) })
    }

    /// The one locale whose file of `table` `locale` reads: the first of its
    /// fallback chain that has the file in any of `roots` (the `.strings`, or
    /// with `plural` the `.stringsdict`/catalog plurals); none when no locale has it.
    public func tableLocales(_ locale: String, table: String, plural: Bool = false, in roots: [LocalizationRoot]) -> [String] {
        let found = fallbackLocales(locale).first { candidate in
            roots.contains { root in
                guard let tables = root.locales[candidate] else { return false }
                return plural ? tables.plurals[table] != nil : tables.tables[table] != nil
            }
        }
        return found.map { [$0] } ?? []
    }

    /// The entry for `key` in `table` that `locale` shows (see `tableLocales`).
    public func resolve(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> StringsEntry? {
        for candidate in tableLocales(locale, table: table, in: roots) {
            for root in roots {
                if let entry = root.locales[candidate]?.tables[table]?.lookup[key] { return entry }
            }
        }
        return nil
    }

    /// The plural entry (`.stringsdict` or catalog plural) for `key` in
    /// `table` that `locale` shows, with the same fallback as `resolve`.
    public func resolvePlural(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> PluralEntry? {
        for candidate in tableLocales(locale, table: table, plural: true, in: roots) {
            for root in roots {
                if let entry = root.locales[candidate]?.plurals[table]?.lookup[key] { return entry }
            }
        }
        return nil
    }

    /// The lookups of `table` that `locale` shows keys from (`.strings` and
    /// plural files alike, each from `tableLocales`): a caller that asks
    /// about many keys gets them once.
    public func translationLookups(table: String, locale: String, in roots: [LocalizationRoot]) -> TranslationLookups {
        var lookups = TranslationLookups()
        for candidate in tableLocales(locale, table: table, in: roots) {
            for root in roots { if let file = root.locales[candidate]?.tables[table] { lookups.strings.append(file.lookup) } }
        }
        for candidate in tableLocales(locale, table: table, plural: true, in: roots) {
            for root in roots { if let file = root.locales[candidate]?.plurals[table] { lookups.plurals.append(file.lookup) } }
        }
        return lookups
    }

    /// Whether `locale` is a regional variant of the development language
    /// (`en-AU` beside `en`): a key it lacks whose text is the development
    /// value looks the same to its users.
    public func isDevelopmentVariant(_ locale: String) -> Bool {
        !isBase(locale) && TableLookup.fallbackChain(locale).last == TableLookup.fallbackChain(baseLocale).last
    }

    /// Locales of the roots other than the development one, sorted.
    public func translatedLocales(of roots: [LocalizationRoot]) -> [String] {
        Set(roots.flatMap { $0.locales.keys }).filter { !isBase($0) }.sorted()
    }
}

/// Where one locale finds the keys of one table (see `TableLookup.translationLookups`).
public struct TranslationLookups: Sendable {
    package var strings: [EntryLookup<StringsEntry>] = []
    package var plurals: [EntryLookup<PluralEntry>] = []

    /// Whether the key is translated: Foundation looks in a table's
    /// `.stringsdict` and `.strings` alike, and a catalog language may vary a
    /// string by plural where the source does not, or the other way round.
    public func contains(_ key: String) -> Bool {
        strings.contains { $0.contains(key) } || plurals.contains { $0.contains(key) }
    }

    /// The entry the locale shows for `key`, as `TableLookup.resolve` finds it.
    package func entry(_ key: String) -> StringsEntry? {
        for lookup in strings { if let entry = lookup[key] { return entry } }
        return nil
    }

    /// `entry(key)` for keys asked in the development table's order: the
    /// first table is searched with `EntryLookup.position(of:cursor:)`.
    package func entry(_ key: String, cursor: inout Int) -> StringsEntry? {
        guard let first = strings.first else { return nil }
        if let position = first.position(of: key, cursor: &cursor) { return first.entry(at: position) }
        for lookup in strings.dropFirst() { if let entry = lookup[key] { return entry } }
        return nil
    }

    /// The plural entry the locale shows for `key`, as `TableLookup.resolvePlural` finds it.
    package func plural(_ key: String) -> PluralEntry? {
        for lookup in plurals { if let entry = lookup[key] { return entry } }
        return nil
    }

    /// The tables' keys by their lower case, the first in code-point order
    /// where several fold alike: for "did you mean" when a key is missing.
    public func keysByLowercase() -> [String: String] {
        var index: [String: String] = [:]
        for lookup in strings {
            for key in lookup.keys {
                let folded = key.lowercased()
                if let existing = index[folded], existing <= key { continue }
                index[folded] = key
            }
        }
        return index
    }
}
