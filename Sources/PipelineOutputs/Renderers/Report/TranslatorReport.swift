import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

extension TranslatorReport {
    /// Builds the report of a check run: its project, as resolved for the run, and its findings.
    public static func build(_ results: CheckResults, locales requested: [String]? = nil, plainWidths: Bool = true) throws(InputError) -> TranslatorReport {
        try build(results.resolution, diagnostics: results.diagnostics, locales: requested, plainWidths: plainWidths)
    }

    /// Builds the report of a resolved project from the findings a check run made on it.
    ///
    /// - Parameter locales: the locales to show (all when nil or empty); a
    ///   locale the project does not have is an `InputError`.
    /// - Paths in the report are relative to the project's root, so the same
    ///   project gives the same report wherever it is checked out.
    /// - Parameter plainWidths: measure strings that are not quick action
    ///   texts too (`width`); the HTML shows widths of quick action texts only.
    public static func build(_ context: ProjectResolution, diagnostics: [Diagnostic], locales requested: [String]? = nil,
                             plainWidths: Bool = true) throws(InputError) -> TranslatorReport {
        let project = context.project
        let relativePath = relativizer(root: project.root)
        let known = RunSummary(project: project, diagnostics: diagnostics).orderedLocales
        let shown = try select(requested ?? [], from: known)

        let usages = ShortcutUsage.collect(project)
        let rowsBuilder = ReportRows(context: context, usages: usages, relativePath: relativePath, plainWidths: plainWidths)
        let menusBuilder = ReportMenus(context: context, usages: usages, relativePath: relativePath)
        let shortcutsBuilder = ReportAppShortcuts(context: context)
        var anchors = ReportAnchors()
        // Section ids first, so a row can never take one.
        let sectionAnchors = shown.map { anchors.locale($0) }

        var grouped: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { if let locale = diagnostic.locale { grouped[locale, default: []].append(diagnostic) } }
        let findingsByLocale = grouped

        // Each locale's rows, findings, ids and menus, in parallel by family:
        // ids are unique across the report, and only the locales of one family
        // can make the same id (`ReportAnchors.families`); within a family,
        // ids are claimed in report order, so the report is the same as built
        // serially. Rows are changed in place, never copied (a copy of
        // thousands costs more than building them).
        let sections = anchors
        let families = ReportAnchors.families(of: shown)
        let built = ConcurrentMap.map(families) { family -> [(position: Int, page: LocaleReport)] in
            var anchors = sections
            return family.map { position in
                let locale = shown[position]
                let diagnostics = findingsByLocale[locale] ?? []
                var localeRows = rowsBuilder.rows(locale: locale, wantedLines: Set(diagnostics.compactMap { $0.location.map { $0.line ?? 0 } }))
                let attached = attach(diagnostics, to: &localeRows.strings, locations: localeRows.locations, relativePath: relativePath)
                var findings = attached.findings
                let findingRows = attached.rows
                var rows: [ReportString] = []
                swap(&rows, &localeRows.strings)
                anchors.reserve(rows.count)
                for index in rows.indices {
                    let anchor = anchors.claim(rows[index].anchor)
                    rows[index].anchor = anchor
                }
                // Rows come with their attention as if they had no findings (a
                // row read whole here was copied, all its strings retained); the
                // few with findings are looked at again, and their findings linked.
                for index in Set(findingRows.compactMap { $0 }) {
                    rows[index].attention = ReportAttention.of(rows[index])
                    for finding in rows[index].findings.indices { rows[index].findings[finding].row = rows[index].anchor }
                }
                for (finding, row) in findingRows.enumerated() { findings[finding].row = row.map { rows[$0].anchor } }
                let menus = menusBuilder.menus(locale: locale, reportLocales: known) { table, key in
                    rows.first { $0.table == table && $0.key == key }?.anchor
                }
                return (position, LocaleReport(
                    locale: locale, languageTag: languageTag(locale), name: englishName(locale), isBase: context.isBase(locale),
                    direction: WritingDirection(locale: locale), anchor: sectionAnchors[position], completion: completion(rows),
                    attention: AttentionCounts(rows), menus: menus, strings: rows, findings: findings,
                    appShortcuts: shortcutsBuilder.shortcuts(locale: locale)))
            }
        }
        var byPosition = [LocaleReport?](repeating: nil, count: shown.count)
        for family in built { for (position, page) in family { byPosition[position] = page } }
        let pages = byPosition.compactMap { $0 }
        let general = diagnostics.filter { $0.locale == nil }.map { finding($0, row: nil, relativePath: relativePath) }
        let fonts = project.measurer.fontsUsed
        return TranslatorReport(baseLocale: project.baseLocale, layout: project.layout, font: project.measurer.fontFile,
                                fonts: fonts.isEmpty ? nil : fonts, locales: pages, general: general)
    }

    /// Counts over the strings a locale should have (rows with a development
    /// text that are neither obsolete nor unused): the same strings, and so
    /// the same missing count, as `check`'s missing-translation findings.
    package static func completion(_ rows: [ReportString]) -> Completion {
        var total = 0, translated = 0, tooLong = 0
        // By index: iterating copies each row, retaining all its strings.
        for index in rows.indices {
            let status = rows[index].status
            guard status != .obsolete && status != .unused && rows[index].base != nil else { continue }
            total += 1
            if status == .translated { translated += 1 }
            if rows[index].layout?.fits == false { tooLong += 1 }
        }
        return Completion(total: total, translated: translated, tooLong: tooLong)
    }

    /// Gives each finding to the row it is about: same table and key, else
    /// the same place (a truncation finding names the item's Type but points
    /// at the translation). Returns the locale's findings, each linked to its row.
    ///
    /// A locale has thousands of rows and a few findings: the rows are scanned
    /// once for what the findings name, rather than indexed whole.
    package static func attach(_ diagnostics: [Diagnostic], to rows: inout [ReportString], locations: [[SourceLocation]],
                       relativePath: (String) -> String) -> (findings: [ReportFinding], rows: [Int?]) {
        guard !diagnostics.isEmpty else { return ([], []) }
        struct TableKey: Hashable { var table: String; var key: String }
        var wantedKeys = Set<TableKey>()
        var wantedPlaces = Set<SourceLocation>()
        for diagnostic in diagnostics {
            if let table = diagnostic.table, let key = diagnostic.key { wantedKeys.insert(TableKey(table: table, key: key)) }
            if let place = diagnostic.location { wantedPlaces.insert(place) }
        }
        var byKey: [TableKey: Int] = [:]
        var byPlace: [SourceLocation: Int] = [:]
        let wantedKeyNames = Set(wantedKeys.map(\.key))
        let wantedLines = Set(wantedPlaces.map { $0.line ?? 0 })
        for index in rows.indices {
            if wantedKeyNames.contains(rows[index].key) {
                let id = TableKey(table: rows[index].table, key: rows[index].key)
                if wantedKeys.contains(id) && byKey[id] == nil { byKey[id] = index }
            }
            // By line first: an Int, where a place's hash reads its whole path.
            for place in locations[index] where wantedLines.contains(place.line ?? 0) && wantedPlaces.contains(place) && byPlace[place] == nil {
                byPlace[place] = index
            }
        }
        var linkedRows: [Int?] = []
        let findings = diagnostics.map { diagnostic in
            var index: Int?
            if let table = diagnostic.table, let key = diagnostic.key { index = byKey[TableKey(table: table, key: key)] }
            if index == nil, let place = diagnostic.location, let candidate = byPlace[place],
               diagnostic.table == nil || diagnostic.table == rows[candidate].table {
                index = candidate
            }
            let linked = finding(diagnostic, row: index.map { rows[$0].anchor }, relativePath: relativePath)
            if let index { rows[index].findings.append(linked) }
            linkedRows.append(index)
            return linked
        }
        return (findings, linkedRows)
    }

    package static func finding(_ diagnostic: Diagnostic, row: String?, relativePath: (String) -> String) -> ReportFinding {
        ReportFinding(code: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message, key: diagnostic.key,
                      table: diagnostic.table, file: diagnostic.file.map(relativePath), line: diagnostic.line,
                      column: diagnostic.column, row: row)
    }

    /// The requested locales in the report's order, or all of them.
    private static func select(_ requested: [String], from known: [String]) throws(InputError) -> [String] {
        guard !requested.isEmpty else { return known }
        for locale in requested where !known.contains(locale) {
            throw InputError("no locale \"\(locale)\" in the project; it has \(known.joined(separator: ", "))")
        }
        return known.filter { requested.contains($0) }
    }

    /// Paths below the root print relative to it (`Locales/de.lproj/InfoPlist.strings`).
    package static func relativizer(root: String) -> @Sendable (String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let prefixBytes = prefix.utf8.count
        return { path in
            guard path.utf8.count > prefixBytes, path.hasPrefix(prefix) else { return path }
            return String(Substring(path.utf8.dropFirst(prefixBytes)))
        }
    }

    /// `pt_BR` (an lproj name) as the BCP 47 tag `pt-BR`.
    package static func languageTag(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-")
    }

    /// "German" for `de`, from the platform's ICU data; nil when unknown.
    package static func englishName(_ locale: String) -> String? {
        guard !locale.isEmpty, locale != TableName.base else { return nil }
        return Locale(identifier: "en").localizedString(forIdentifier: locale)
    }
}
