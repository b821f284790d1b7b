/// A quick action's title or subtitle as one locale shows it.
public struct ShortcutText: Sendable {
    public enum Field: String, Sendable {
        case title, subtitle
    }

    public var item: ShortcutItem
    public var field: Field
    public var locale: String
    /// The table and key it is looked up under (InfoPlist and the Info.plist value for static items).
    public var table: String?
    public var key: String?
    /// The text shown: the translation, or in the development locale the
    /// Info.plist value or the code's default value.
    public var text: String
    /// The table entry the text came from, if any.
    public var entry: StringsEntry?
    /// Where the text is written when no table entry is.
    public var written: SourceLocation

    /// Where a fix belongs: the translation's entry, else where the text is written.
    public var location: SourceLocation { entry?.location ?? written }
}

/// The quick actions of one app: its Info.plist items and those its code makes.
public struct ShortcutGroup: Sendable {
    public var spec: ShortcutSpec?
    public var items: [ShortcutItem]
}

/// What every check needs to know about a project, computed once.
public struct CheckContext: Sendable {
    public let project: Project
    private let alignments: TableAlignments

    /// With `aligning`, every translated table is aligned with its
    /// development table up front (on up to `jobs` threads), for the checks
    /// to share; otherwise each alignment is made when asked for.
    public init(project: Project, aligning: Bool = false, jobs: Int? = nil) {
        self.project = project
        self.alignments = aligning ? TableAlignments(project: project, jobs: jobs) : TableAlignments()
    }

    /// How `locale`'s `table` of root `rootIndex` lines up with the
    /// development table; nil when either table is missing.
    public func alignment(root rootIndex: Int, locale: String, table: String) -> TableAlignment? {
        if let known = alignments[TableAlignments.Key(root: rootIndex, locale: locale, table: table)] { return known }
        let root = project.roots[rootIndex]
        guard !isBase(locale), let base = root.locales[baseLocale]?.tables[table], let translation = root.locales[locale]?.tables[table] else { return nil }
        return TableAlignment(base: base, translation: translation)
    }

    public var baseLocale: String { project.baseLocale }

    /// The development locale's tables in a root.
    public func baseTables(_ root: LocalizationRoot) -> LocaleTables? {
        root.locales[baseLocale]
    }

    /// Locales of a root other than the development one, sorted.
    public func translatedLocales(_ root: LocalizationRoot) -> [LocaleTables] {
        root.locales.keys.sorted().filter { !isBase($0) }.compactMap { root.locales[$0] }
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
    /// regional fallback of `fallbackChain`, without the development language.
    public func fallbackLocales(_ locale: String) -> [String] {
        let chain = CheckContext.fallbackChain(locale)
        if isBase(locale) { return chain }
        return Array(chain.prefix { !isBase($0) })
    }

    /// The entry for `key` in `table` that `locale` shows, following the
    /// regional fallback (never falling back to the development language).
    public func resolve(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> StringsEntry? {
        for candidate in fallbackLocales(locale) {
            for root in roots {
                if let entry = root.locales[candidate]?.tables[table]?.lookup[key] { return entry }
            }
        }
        return nil
    }

    /// The plural entry (`.stringsdict` or catalog plural) for `key` in
    /// `table` that `locale` shows, with the same fallback as `resolve`.
    public func resolvePlural(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> PluralEntry? {
        for candidate in fallbackLocales(locale) {
            for root in roots {
                if let entry = root.locales[candidate]?.plurals[table]?.lookup[key] { return entry }
            }
        }
        return nil
    }

    /// The lookups of `table` that `locale` shows keys from, most specific
    /// first (`.strings` and plural files alike), with the fallback of
    /// `resolve`: a check that asks about many keys gets them once.
    public func translationLookups(table: String, locale: String, in roots: [LocalizationRoot]) -> TranslationLookups {
        var lookups = TranslationLookups()
        for candidate in fallbackLocales(locale) {
            for root in roots {
                guard let tables = root.locales[candidate] else { continue }
                if let file = tables.tables[table] { lookups.strings.append(file.lookup) }
                if let file = tables.plurals[table] { lookups.plurals.append(file.lookup) }
            }
        }
        return lookups
    }

    /// How a message names the file a locale's translation of a table
    /// belongs in: `de.lproj/Localizable.strings`, or for a String Catalog
    /// `Localizable.xcstrings (de)`.
    public static func fileName(table: String, locale: String, basePath: String, pluralExtension: Bool = false) -> String {
        if basePath.hasSuffix(".xcstrings") { return "\(basePath.lastComponent) (\(locale))" }
        return "\(locale).lproj/\(table).\(pluralExtension ? "stringsdict" : "strings")"
    }

    /// The roots that localize spec `index`.
    public func roots(ofSpec index: Int) -> [LocalizationRoot] {
        project.specRoots.indices.contains(index) ? project.specRoots[index].map { project.roots[$0] } : []
    }

    /// Locales that localize spec `index`, the development locale first.
    public func locales(ofSpec index: Int) -> [String] {
        let others = Set(roots(ofSpec: index).flatMap { $0.locales.keys }).filter { !isBase($0) }
        return [baseLocale] + others.sorted()
    }

    /// Static items per spec, with the dynamic items of that app after them;
    /// dynamic items of no known app form a group of their own.
    public var shortcutGroups: [ShortcutGroup] {
        var groups = project.specs.map { ShortcutGroup(spec: $0, items: $0.items) }
        var orphans: [ShortcutItem] = []
        for dynamic in project.dynamicItems {
            if let spec = dynamic.spec, groups.indices.contains(spec) {
                groups[spec].items.append(dynamic.item)
            } else {
                orphans.append(dynamic.item)
            }
        }
        if !orphans.isEmpty { groups.append(ShortcutGroup(spec: nil, items: orphans)) }
        return groups
    }

    /// Every title and subtitle as each locale shows it. A locale without a
    /// translation is left out (missing-translation reports it); a literal
    /// title is measured in the development locale only.
    public var shortcutTexts: [ShortcutText] {
        var texts: [ShortcutText] = []
        for (specIndex, spec) in project.specs.enumerated() {
            let roots = roots(ofSpec: specIndex)
            for locale in locales(ofSpec: specIndex) {
                for item in spec.items {
                    for field in [ShortcutText.Field.title, .subtitle] {
                        guard let key = field == .title ? item.title : item.subtitle, !key.isEmpty else { continue }
                        let entry = resolve(key, table: TableName.infoPlist, locale: locale, in: roots)
                        if entry == nil && !isBase(locale) { continue }
                        let written = item.location(of: field == .title ? ShortcutKey.title : ShortcutKey.subtitle)
                        texts.append(ShortcutText(item: item, field: field, locale: locale, table: TableName.infoPlist, key: key,
                                                  text: entry?.value ?? key, entry: entry, written: written))
                    }
                }
            }
        }
        for dynamic in project.dynamicItems {
            let roots = dynamic.roots.map { project.roots[$0] }
            let locales = [baseLocale] + Set(roots.flatMap { $0.locales.keys }).filter { !isBase($0) }.sorted()
            for field in [ShortcutText.Field.title, .subtitle] {
                switch field == .title ? dynamic.item.titleSource : dynamic.item.subtitleSource {
                case let .localized(table, key, defaultValue, location)?:
                    for locale in locales {
                        let entry = resolve(key, table: table, locale: locale, in: roots)
                        if entry == nil && !isBase(locale) { continue }
                        texts.append(ShortcutText(item: dynamic.item, field: field, locale: locale, table: table, key: key,
                                                  text: entry?.value ?? defaultValue ?? key, entry: entry, written: location))
                    }
                case let .literal(text, location)?:
                    texts.append(ShortcutText(item: dynamic.item, field: field, locale: baseLocale, table: nil, key: nil,
                                              text: text, entry: nil, written: location))
                case .unknown?, nil:
                    continue
                }
            }
        }
        return texts
    }
}

/// Where one locale finds the keys of one table (see `CheckContext.translationLookups`).
public struct TranslationLookups: Sendable {
    var strings: [EntryLookup<StringsEntry>] = []
    var plurals: [EntryLookup<PluralEntry>] = []

    /// Whether the key is translated: Foundation looks in a table's
    /// `.stringsdict` and `.strings` alike, and a catalog language may vary a
    /// string by plural where the source does not, or the other way round.
    public func contains(_ key: String) -> Bool {
        strings.contains { $0.contains(key) } || plurals.contains { $0.contains(key) }
    }
}
