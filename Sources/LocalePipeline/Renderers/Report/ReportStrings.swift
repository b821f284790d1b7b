/// Where a table key is used as a quick action's title or subtitle: it then
/// gets that field's box, and its row shows how it fills it.
struct ShortcutUsage: Sendable {
    var field: ShortcutText.Field
    var item: ShortcutItem
    /// What the Home Screen shows when a locale lacks the key: the Info.plist
    /// value for static items, the code's default value (or the key) for dynamic ones.
    var fallback: String
    var written: SourceLocation

    /// Usages per localization root, table and key; the first use of a key wins.
    static func collect(_ project: Project) -> [UsageKey: ShortcutUsage] {
        var usages: [UsageKey: ShortcutUsage] = [:]
        func add(_ usage: ShortcutUsage, table: String, key: String, roots: [Int]) {
            for root in roots where usages[UsageKey(root: root, table: table, key: key)] == nil {
                usages[UsageKey(root: root, table: table, key: key)] = usage
            }
        }
        for (specIndex, spec) in project.specs.enumerated() {
            let roots = project.specRoots.indices.contains(specIndex) ? project.specRoots[specIndex] : []
            for item in spec.items {
                for (field, key, plistKey) in [(ShortcutText.Field.title, item.title, ShortcutKey.title), (.subtitle, item.subtitle, ShortcutKey.subtitle)] {
                    guard let key, !key.isEmpty else { continue }
                    add(ShortcutUsage(field: field, item: item, fallback: key, written: item.location(of: plistKey)),
                        table: TableName.infoPlist, key: key, roots: roots)
                }
            }
        }
        for dynamic in project.dynamicItems {
            for field in [ShortcutText.Field.title, .subtitle] {
                guard case let .localized(table, key, defaultValue, location)? = field == .title ? dynamic.item.titleSource : dynamic.item.subtitleSource else { continue }
                add(ShortcutUsage(field: field, item: dynamic.item, fallback: defaultValue ?? key, written: location),
                    table: table, key: key, roots: dynamic.roots)
            }
        }
        return usages
    }
}

struct UsageTable: Hashable, Sendable {
    var root: Int
    var table: String
}

struct UsageKey: Hashable, Sendable {
    var root: Int
    var table: String
    var key: String
}

/// A locale's rows and, beside them, the places each may be found by.
struct LocaleRows: Sendable {
    var strings: [ReportString] = []
    var locations: [[SourceLocation]] = []

    mutating func append(_ built: BuiltRow) {
        strings.append(built.row)
        locations.append(built.locations)
    }
}

/// A row with what the report needs to attach findings to it.
struct BuiltRow: Sendable {
    var row: ReportString
    /// Places a finding about this string may point at: the translation, the
    /// development entry, where the quick action writes the key (a few, so a
    /// list: a set per row cost a hash of every path).
    var locations: [SourceLocation]
}

/// The rows of one locale: every key of every development table (in file
/// order, plural-only keys after), the quick action texts and code keys the
/// development tables lack (`ProjectResolution.expected`), then keys only
/// the locale has (obsolete). A row is missing exactly when `check` reports
/// the string missing in the locale, so the completion figures and `check`'s
/// counts agree. Each row's anchor is a candidate, made unique by
/// `TranslatorReport.build`.
struct ReportRows: Sendable {
    let context: ProjectResolution
    let relativePath: @Sendable (String) -> String
    /// Widths of strings that are not quick action texts (which have no box
    /// to be measured against): the JSON, CSV and Markdown show them, the
    /// HTML does not, and they are a tenth of the report's time.
    let plainWidths: Bool
    /// `usages` by table, so a row looks up its key alone.
    private let usagesByTable: [UsageTable: [String: ShortcutUsage]]

    init(context: ProjectResolution, usages: [UsageKey: ShortcutUsage], relativePath: @escaping @Sendable (String) -> String, plainWidths: Bool) {
        self.context = context
        self.relativePath = relativePath
        self.plainWidths = plainWidths
        var byTable: [UsageTable: [String: ShortcutUsage]] = [:]
        for (place, usage) in usages { byTable[UsageTable(root: place.root, table: place.table), default: [:]][place.key] = usage }
        usagesByTable = byTable
    }

    func rows(locale: String) -> LocaleRows {
        let project = context.project
        let isBase = context.isBase(locale)
        let dead = context.deadKeys
        // Strings no development table lists, under the root they belong in.
        var extras: [Int: [String: [ExpectedString]]] = [:]
        for expected in context.expected {
            // A string of an app with no tables at all belongs under no root: no row to show it in.
            guard !expected.roots.isEmpty else { continue }
            let roots = expected.roots.map { project.roots[$0] }
            guard isBase || (expected.expectedInTranslations && context.lookup.translatedLocales(of: roots).contains(locale)) else { continue }
            extras[expected.roots[0], default: [:]][expected.table, default: []].append(expected)
        }
        var rows = LocaleRows()
        for (rootIndex, root) in project.roots.enumerated() where isBase || root.locales[locale] != nil || extras[rootIndex] != nil {
            let base = context.baseTables(root)
            let own = root.locales[locale]
            var tables = Set(base.map { Array($0.tables.keys) + Array($0.plurals.keys) } ?? [])
            tables.formUnion(extras[rootIndex]?.keys.map { $0 } ?? [])
            if !isBase, let own { tables.formUnion(own.tables.keys); tables.formUnion(own.plurals.keys) }

            for table in tables.sorted() {
                var seen = Set<String>()
                let developmentKeys = (base?.tables[table]?.entries.map(\.key) ?? []) + (base?.plurals[table]?.entries.map(\.key) ?? [])
                if isBase || (own != nil && !context.isDevelopmentOnly(root: rootIndex, table: table)) {
                    // The table's lookups once, not per key: a locale has thousands.
                    let lookups = Lookups(context: context, table: table, locale: locale, roots: [root], development: base)
                    let tableUsages = usagesByTable[UsageTable(root: rootIndex, table: table)]
                    let deadKeys = dead.keys(root: rootIndex, table: table)
                    for key in developmentKeys where seen.insert(key).inserted {
                        rows.append(row(key: key, table: table, locale: locale, lookups: lookups,
                                        usage: tableUsages?[key], unused: deadKeys.contains(key)))
                    }
                }
                for expected in extras[rootIndex]?[table] ?? [] where seen.insert(expected.key).inserted {
                    rows.append(row(expected, locale: locale))
                }
                guard !isBase, let own else { continue }
                let extra = (own.tables[table]?.entries.map(\.key) ?? []) + (own.plurals[table]?.entries.map(\.key) ?? [])
                for key in extra where seen.insert(key).inserted {
                    rows.append(localOnlyRow(key: key, table: table, locale: locale, tables: own))
                }
            }
        }
        // Paths relative to the project, made once per run of rows from the same file.
        var last: (path: String, relative: String)?
        for index in rows.strings.indices {
            guard let path = rows.strings[index].file else { continue }
            if let last, last.path == path {
                rows.strings[index].file = last.relative
            } else {
                let relative = relativePath(path)
                last = (path, relative)
                rows.strings[index].file = relative
            }
        }
        return rows
    }

    /// A string no development table lists, read from all its roots.
    private func row(_ expected: ExpectedString, locale: String) -> BuiltRow {
        let roots = expected.roots.map { context.project.roots[$0] }
        var usage = usagesByTable[UsageTable(root: expected.roots[0], table: expected.table)]?[expected.key]
        if case let .quickAction(item, field) = expected.origin {
            usage = ShortcutUsage(field: field, item: item, fallback: expected.key, written: expected.location)
        }
        let lookups = Lookups(context: context, table: expected.table, locale: locale, roots: roots, development: nil)
        return row(key: expected.key, table: expected.table, locale: locale, lookups: lookups, usage: usage,
                   unused: false, expected: expected)
    }

    /// Where a row finds its development entry and the locale's translation.
    struct Lookups {
        var baseStrings: EntryLookup<StringsEntry>?
        var basePlurals: EntryLookup<PluralEntry>?
        /// The locale's, with its fallback (nil in the development locale).
        var translations: TranslationLookups?

        init(context: ProjectResolution, table: String, locale: String, roots: [LocalizationRoot], development: LocaleTables?) {
            baseStrings = development?.tables[table]?.lookup
            basePlurals = development?.plurals[table]?.lookup
            translations = context.isBase(locale) ? nil : context.lookup.translationLookups(table: table, locale: locale, in: roots)
        }
    }

    /// A key the locale should have. The development text is the development
    /// table's, else the expected string's (the Info.plist value, the code's
    /// default value); without either the development locale shows the key,
    /// and is missing too.
    private func row(key: String, table: String, locale: String, lookups: Lookups,
                     usage: ShortcutUsage?, unused: Bool, expected: ExpectedString? = nil) -> BuiltRow {
        let baseEntry = lookups.baseStrings?[key]
        let basePlural = lookups.basePlurals?[key]
        let baseText = baseEntry?.value ?? basePlural.map(ReportRows.summary) ?? expected.map { $0.developmentText ?? key } ?? usage?.fallback

        let entry: StringsEntry?
        let plural: PluralEntry?
        let translation: String?
        if let translations = lookups.translations {
            entry = translations.entry(key)
            plural = translations.plural(key)
            translation = entry?.value ?? plural.map(ReportRows.summary)
        } else {
            entry = baseEntry
            plural = basePlural
            translation = expected.map { $0.developmentText } ?? baseText
        }

        let kind: ReportString.Kind
        switch usage?.field {
        case .title?: kind = .quickActionTitle
        case .subtitle?: kind = .quickActionSubtitle
        case nil: kind = (entry == nil && plural != nil) || (baseEntry == nil && basePlural != nil) ? .plural : .string
        }
        var layout: ReportLayout?
        var width: Int?
        if let usage, let translation {
            let box = context.project.layout.box(for: usage.field, of: usage.item)
            let fit = Fit(translation, locale: locale, lineWidth: box.width, maxLines: box.lines)
            layout = ReportLayout(fit)
            width = fit.width
        } else {
            // A plural shown as its forms has no single width.
            width = plainWidths ? (entry?.value ?? (plural == nil ? translation : nil)).map { TextWidth.columns(of: $0, locale: locale) } : nil
        }
        let place = entry?.location ?? plural?.location ?? baseEntry?.location ?? basePlural?.location ?? usage?.written ?? expected?.location
        let locations: [SourceLocation?] = [entry?.location, plural?.location, baseEntry?.location, basePlural?.location, usage?.written, expected?.location]
        let status: ReportString.Status = unused ? .unused : (translation == nil ? .missing : .translated)

        let row = ReportString(
            anchor: ReportAnchors.candidate(locale: locale, table: table, key: key), key: key, table: table, kind: kind,
            status: status, base: baseText, translation: translation,
            comment: baseEntry?.comment ?? basePlural?.comment ?? entry?.comment ?? plural?.comment ?? expected?.comment,
            width: width, layout: layout, file: place?.file, line: place?.line, findings: [])
        return BuiltRow(row: row, locations: locations.compactMap { $0 })
    }

    /// A key only the locale's own table has: obsolete, unless it is one of
    /// the Info.plist's own keys (`NSCameraUsageDescription`), which needs no
    /// development entry; either way it is not counted toward completion.
    private func localOnlyRow(key: String, table: String, locale: String, tables: LocaleTables) -> BuiltRow {
        let entry = tables.tables[table]?.lookup[key]
        let plural = tables.plurals[table]?.lookup[key]
        let isPlistKey = table == TableName.infoPlist && context.project.specs.contains { $0.topLevelKeys.contains(key) }
        let place = entry?.location ?? plural?.location
        let row = ReportString(
            anchor: ReportAnchors.candidate(locale: locale, table: table, key: key), key: key, table: table,
            kind: entry == nil && plural != nil ? .plural : .string, status: isPlistKey ? .translated : .obsolete,
            base: nil, translation: entry?.value ?? plural.map(ReportRows.summary), comment: entry?.comment ?? plural?.comment,
            width: plainWidths ? entry.map { TextWidth.columns(of: $0.value, locale: locale) } : nil, layout: nil,
            file: place?.file, line: place?.line, findings: [])
        return BuiltRow(row: row, locations: [entry?.location, plural?.location].compactMap { $0 })
    }

    /// A plural entry as one line of text: `one: %d file; other: %d files`,
    /// with the format and variable names when there is more than one variable.
    static func summary(_ entry: PluralEntry) -> String {
        let single = entry.variables.count == 1 && entry.format == "%#@\(entry.variables[0].name)@"
        let variables = entry.variables.map { variable -> String in
            let forms = variable.forms.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }.joined(separator: "; ")
            return single ? forms : "\(variable.name) = \(forms)"
        }
        return single ? variables.joined() : ([entry.format] + variables).joined(separator: " | ")
    }
}
