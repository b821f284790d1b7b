import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Where a table key is used as a quick action's title or subtitle: it then
/// gets that field's box, and its row shows how it fills it.
package struct ShortcutUsage: Sendable {
    package var field: ShortcutText.Field
    package var item: ShortcutItem
    /// What the Home Screen shows when a locale lacks the key: the Info.plist
    /// value for static items, the code's default value (or the key) for dynamic ones.
    package var fallback: String
    package var written: SourceLocation

    /// Usages per localization root, table and key; the first use of a key wins.
    package static func collect(_ project: Project) -> [UsageKey: ShortcutUsage] {
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

package struct UsageTable: Hashable, Sendable {
    package var root: Int
    package var table: String
}

package struct UsageKey: Hashable, Sendable {
    package var root: Int
    package var table: String
    package var key: String
}

/// A locale's rows and, beside them, the places each may be found by.
package struct LocaleRows: Sendable {
    package var strings: [ReportString] = []
    /// Per row, places a finding about it may point at (the translation, the
    /// development entry, where the quick action writes the key), of those on
    /// a line some finding of the locale points at: kept for every place, they
    /// were an array per row of 200,000.
    package var locations: [[SourceLocation]] = []
}

/// The rows of one locale: every key of every development table (in file
/// order, plural-only keys after), the quick action texts and code keys the
/// development tables lack (`ProjectResolution.expected`), then keys only
/// the locale has (obsolete). A row is missing exactly when `check` reports
/// the string missing in the locale, so the completion figures and `check`'s
/// counts agree. Each row's anchor is a candidate, made unique by
/// `TranslatorReport.build`.
package struct ReportRows: Sendable {
    package let context: ProjectResolution
    package let relativePath: @Sendable (String) -> String
    /// Widths of strings that are not quick action texts (which have no box
    /// to be measured against): the JSON, CSV and Markdown show them, the
    /// HTML does not, and they are a tenth of the report's time.
    package let plainWidths: Bool
    /// `usages` by table, so a row looks up its key alone.
    private let usagesByTable: [UsageTable: [String: ShortcutUsage]]
    /// What every locale's rows of a development table share, found once
    /// rather than once per locale (a report has 40 locales of 5,000 keys).
    private let developmentTables: [UsageTable: DevelopmentTable]

    package init(context: ProjectResolution, usages: [UsageKey: ShortcutUsage], relativePath: @escaping @Sendable (String) -> String, plainWidths: Bool) {
        self.context = context
        self.relativePath = relativePath
        self.plainWidths = plainWidths
        var byTable: [UsageTable: [String: ShortcutUsage]] = [:]
        for (place, usage) in usages { byTable[UsageTable(root: place.root, table: place.table), default: [:]][place.key] = usage }
        usagesByTable = byTable
        var development: [UsageTable: DevelopmentTable] = [:]
        for (rootIndex, root) in context.project.roots.enumerated() {
            guard let base = context.baseTables(root) else { continue }
            for table in Set(Array(base.tables.keys) + Array(base.plurals.keys)) {
                let place = UsageTable(root: rootIndex, table: table)
                development[place] = DevelopmentTable(table: table, tables: base, usages: byTable[place], layout: context.project.layout,
                                                      dead: context.deadKeys.keys(root: rootIndex, table: table))
            }
        }
        developmentTables = development
    }

    /// `wantedLines`: lines some finding of the locale points at; a row keeps
    /// the places on them, for `TranslatorReport.attach`.
    package func rows(locale: String, wantedLines: Set<Int> = []) -> LocaleRows {
        let project = context.project
        let isBase = context.isBase(locale)
        // Strings no development table lists, under the root they belong in.
        var extras: [Int: [String: [ExpectedString]]] = [:]
        for expected in context.expected {
            // A string of an app with no tables at all belongs under no root: no row to show it in.
            guard !expected.roots.isEmpty else { continue }
            let roots = expected.roots.map { project.roots[$0] }
            guard isBase || (expected.expectedInTranslations && context.lookup.translatedLocales(of: roots).contains(locale)) else { continue }
            extras[expected.roots[0], default: [:]][expected.table, default: []].append(expected)
        }
        let localePart = ReportAnchors.plain(locale) + "-"
        var rows = LocaleRows()
        for (rootIndex, root) in project.roots.enumerated() where isBase || root.locales[locale] != nil || extras[rootIndex] != nil {
            let base = context.baseTables(root)
            let own = root.locales[locale]
            var tables = Set(base.map { Array($0.tables.keys) + Array($0.plurals.keys) } ?? [])
            tables.formUnion(extras[rootIndex]?.keys.map { $0 } ?? [])
            if !isBase, let own { tables.formUnion(own.tables.keys); tables.formUnion(own.plurals.keys) }

            for table in tables.sorted() {
                let development = developmentTables[UsageTable(root: rootIndex, table: table)]
                // Keys shown besides the development ones (a handful): each once.
                var seen = Set<String>()
                func isNew(_ key: String) -> Bool { development?.keys.contains(key) != true && seen.insert(key).inserted }
                if let development, isBase || (own != nil && !context.isDevelopmentOnly(root: rootIndex, table: table)) {
                    // The table's lookups once, not per key: a locale has thousands.
                    let translations = isBase ? nil : context.lookup.translationLookups(table: table, locale: locale, in: [root])
                    rows.strings.reserveCapacity(rows.strings.count + development.rows.count)
                    rows.locations.reserveCapacity(rows.strings.count + development.rows.count)
                    var cursor = 0
                    for shared in development.rows {
                        row(shared, table: table, locale: locale, translations: translations, cursor: &cursor,
                            anchor: localePart + shared.anchorTail, wantedLines: wantedLines, into: &rows)
                    }
                }
                for expected in extras[rootIndex]?[table] ?? [] where isNew(expected.key) {
                    row(expected, locale: locale, wantedLines: wantedLines, into: &rows)
                }
                guard !isBase, let own else { continue }
                for entries in [own.tables[table]?.entries.map(\.key), own.plurals[table]?.entries.map(\.key)] {
                    for key in entries ?? [] where isNew(key) {
                        localOnlyRow(key: key, table: table, locale: locale, tables: own, wantedLines: wantedLines, into: &rows)
                    }
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
    private func row(_ expected: ExpectedString, locale: String, wantedLines: Set<Int>, into rows: inout LocaleRows) {
        let roots = expected.roots.map { context.project.roots[$0] }
        var usage = usagesByTable[UsageTable(root: expected.roots[0], table: expected.table)]?[expected.key]
        if case let .quickAction(item, field) = expected.origin {
            usage = ShortcutUsage(field: field, item: item, fallback: expected.key, written: expected.location)
        }
        let shared = DevelopmentRow(key: expected.key, entry: nil, plural: nil, usage: usage, layout: context.project.layout, unused: false,
                                    anchorTail: ReportAnchors.plain(expected.table) + "-" + ReportAnchors.slug(expected.key), expected: expected)
        let translations = context.isBase(locale) ? nil : context.lookup.translationLookups(table: expected.table, locale: locale, in: roots)
        var cursor = 0
        row(shared, table: expected.table, locale: locale, translations: translations, cursor: &cursor,
            anchor: ReportAnchors.plain(locale) + "-" + shared.anchorTail, wantedLines: wantedLines, expected: expected, into: &rows)
    }

    /// A key the locale should have. The development text is the development
    /// table's, else the expected string's (the Info.plist value, the code's
    /// default value); without either the development locale shows the key,
    /// and is missing too. `translations` is nil in the development locale.
    private func row(_ shared: DevelopmentRow, table: String, locale: String, translations: TranslationLookups?, cursor: inout Int,
                     anchor: String, wantedLines: Set<Int>, expected: ExpectedString? = nil, into rows: inout LocaleRows) {
        let key = shared.key
        var translation: String?
        var isPlural = shared.isPlural
        // Only what the locale shows: a translated entry of a key that is a plural in development still has a width.
        var shownAsPlural = shared.isPlural
        var comment = shared.comment
        var place = shared.location ?? shared.pluralLocation
        var locations: [SourceLocation] = []
        func keep(_ location: SourceLocation?) {
            if let location, !wantedLines.isEmpty, wantedLines.contains(location.line ?? 0) { locations.append(location) }
        }
        // The plural a quick action shows: measured form by form, as `check` does.
        var measuredPlural = shared.quickActionPlural
        if let translations {
            let entry = translations.entry(key, cursor: &cursor)
            let plural = translations.plural(key)
            translation = entry?.value ?? plural.map(ReportRows.summary)
            shownAsPlural = entry == nil && plural != nil
            measuredPlural = shownAsPlural ? plural : nil
            isPlural = isPlural || shownAsPlural
            if comment == nil { comment = entry?.comment ?? plural?.comment }
            place = entry?.location ?? plural?.location ?? place
            keep(entry?.location)
            keep(plural?.location)
            // What the locale shows anyway (the development text) is not
            // missing, by `check`'s own rule: their counts agree.
            if translation == nil, let text = (expected.map { $0.developmentText } ?? shared.text),
               AbsentEntry.showsAsWritten(key: key, developmentText: text, table: table,
                                                 sameLanguage: context.lookup.isDevelopmentVariant(locale),
                                                 showsDevelopmentText: expected?.showsDevelopmentTextWhenAbsent ?? context.intentTables.contains(table)) {
                translation = text
            }
        } else {
            translation = expected.map { $0.developmentText } ?? shared.text
        }
        keep(shared.location)
        keep(shared.pluralLocation)
        keep(shared.written)
        keep(expected?.location)
        place = place ?? shared.written ?? expected?.location
        comment = comment ?? expected?.comment

        let kind: ReportString.Kind
        switch shared.field {
        case .title?: kind = .quickActionTitle
        case .subtitle?: kind = .quickActionSubtitle
        case nil: kind = isPlural ? .plural : .string
        }
        var layout: ReportLayout?
        var width: Int?
        var fits: Bool?
        if let box = shared.box, let translation {
            let measurer = context.project.measurer
            // A plural: the first form that is cut, else the widest (what `check` reports).
            let forms = measuredPlural.map { PluralForms.forms(of: $0, locale: locale).map(\.text) } ?? []
            let formFits = forms.map { measurer.fit($0, locale: locale, box: box) }
            let fit = formFits.first { !$0.fits } ?? formFits.max { $0.width < $1.width } ?? measurer.fit(translation, locale: locale, box: box)
            layout = ReportLayout(fit)
            // The row's width stays in columns; the layout has the points.
            width = fit.engine == "font" ? TextWidth.columns(of: translation, locale: locale) : Int(fit.width)
            fits = layout?.fits
        } else if plainWidths {
            // A plural shown as its forms has no single width.
            width = (shownAsPlural ? nil : translation).map { TextWidth.columns(of: $0, locale: locale) }
        }
        let status: ReportString.Status = shared.unused ? .unused : (translation == nil ? .missing : .translated)
        // Appended where built: a row moved through a return value was copied, all its strings retained.
        rows.strings.append(ReportString(
            anchor: anchor, key: key, table: table, kind: kind, status: status, base: shared.text, translation: translation,
            comment: comment, width: width, layout: layout, file: place?.file, line: place?.line, findings: [],
            attention: ReportAttention.of(status: status, fits: fits, findings: [])))
        rows.locations.append(locations)
    }

    /// A key only the locale's own table has: obsolete, unless it is one of
    /// the Info.plist's own keys (`NSCameraUsageDescription`), which needs no
    /// development entry; either way it is not counted toward completion.
    private func localOnlyRow(key: String, table: String, locale: String, tables: LocaleTables, wantedLines: Set<Int>, into rows: inout LocaleRows) {
        let entry = tables.tables[table]?.lookup[key]
        let plural = tables.plurals[table]?.lookup[key]
        let isPlistKey = table == TableName.infoPlist && context.project.specs.contains { $0.topLevelKeys.contains(key) }
        let place = entry?.location ?? plural?.location
        rows.strings.append(ReportString(
            anchor: ReportAnchors.candidate(locale: locale, table: table, key: key), key: key, table: table,
            kind: entry == nil && plural != nil ? .plural : .string, status: isPlistKey ? .translated : .obsolete,
            base: nil, translation: entry?.value ?? plural.map(ReportRows.summary), comment: entry?.comment ?? plural?.comment,
            width: plainWidths ? entry.map { TextWidth.columns(of: $0.value, locale: locale) } : nil, layout: nil,
            file: place?.file, line: place?.line, findings: [], attention: ReportAttention.of(status: isPlistKey ? .translated : .obsolete, fits: nil, findings: [])))
        rows.locations.append([entry?.location, plural?.location].compactMap { $0 }.filter { wantedLines.contains($0.line ?? 0) })
    }

    /// A plural entry as one line of text: `one: %d file; other: %d files`,
    /// with the format and variable names when there is more than one variable.
    package static func summary(_ entry: PluralEntry) -> String {
        let single = entry.variables.count == 1 && entry.format == "%#@\(entry.variables[0].name)@"
        let variables = entry.variables.map { variable -> String in
            let forms = variable.forms.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \($0.value)" }.joined(separator: "; ")
            return single ? forms : "\(variable.name) = \(forms)"
        }
        return single ? variables.joined() : ([entry.format] + variables).joined(separator: " | ")
    }
}
