import Foundation

extension TranslatorReport {
    /// Builds the report of a check run: its project, as resolved for the run, and its findings.
    public static func build(_ results: CheckResults, locales requested: [String]? = nil) throws(InputError) -> TranslatorReport {
        try build(results.resolution, diagnostics: results.diagnostics, locales: requested)
    }

    /// Builds the report of a resolved project from the findings a check run made on it.
    ///
    /// - Parameter locales: the locales to show (all when nil or empty); a
    ///   locale the project does not have is an `InputError`.
    /// - Paths in the report are relative to the project's root, so the same
    ///   project gives the same report wherever it is checked out.
    public static func build(_ context: ProjectResolution, diagnostics: [Diagnostic], locales requested: [String]? = nil) throws(InputError) -> TranslatorReport {
        let project = context.project
        let relativePath = relativizer(root: project.root)
        let known = RunSummary(project: project, diagnostics: diagnostics).orderedLocales
        let shown = try select(requested ?? [], from: known)

        let usages = ShortcutUsage.collect(project)
        let rowsBuilder = ReportRows(context: context, usages: usages, relativePath: relativePath)
        let menusBuilder = ReportMenus(context: context, usages: usages, relativePath: relativePath)
        var anchors = ReportAnchors()
        // Section ids first, so a row can never take one.
        let sectionAnchors = shown.map { anchors.locale($0) }

        // Rows are most of the work (a width or layout per string): built in
        // parallel, then their anchors are made unique in report order.
        let rowsPerLocale = ConcurrentMap.map(shown) { rowsBuilder.rows(locale: $0) }

        var pages: [LocaleReport] = []
        for ((locale, sectionAnchor), candidates) in zip(zip(shown, sectionAnchors), rowsPerLocale) {
            var built = candidates
            for index in built.indices { built[index].row.anchor = anchors.claim(built[index].row.anchor) }
            let findings = attach(diagnostics.filter { $0.locale == locale }, to: &built, relativePath: relativePath)
            let rows = built.map(\.row)
            let menus = menusBuilder.menus(locale: locale, reportLocales: known) { table, key in
                rows.first { $0.table == table && $0.key == key }?.anchor
            }
            pages.append(LocaleReport(
                locale: locale, languageTag: languageTag(locale), name: englishName(locale), isBase: context.isBase(locale),
                direction: WritingDirection(locale: locale), anchor: sectionAnchor, completion: completion(rows),
                menus: menus, strings: rows, findings: findings))
        }
        let general = diagnostics.filter { $0.locale == nil }.map { finding($0, row: nil, relativePath: relativePath) }
        return TranslatorReport(baseLocale: project.baseLocale, layout: project.layout, locales: pages, general: general)
    }

    /// Counts over the strings a locale should have (rows with a development
    /// text that are neither obsolete nor unused): the same strings, and so
    /// the same missing count, as `check`'s missing-translation findings.
    static func completion(_ rows: [ReportString]) -> Completion {
        let expected = rows.filter { $0.status != .obsolete && $0.status != .unused && $0.base != nil }
        return Completion(total: expected.count,
                          translated: expected.filter { $0.status == .translated }.count,
                          tooLong: expected.filter { $0.layout?.fits == false }.count)
    }

    /// Gives each finding to the row it is about: same table and key, else
    /// the same place (a truncation finding names the item's Type but points
    /// at the translation). Returns the locale's findings, each linked to its row.
    static func attach(_ diagnostics: [Diagnostic], to rows: inout [BuiltRow], relativePath: (String) -> String) -> [ReportFinding] {
        var byKey: [String: Int] = [:]
        var byPlace: [SourceLocation: Int] = [:]
        for (index, built) in rows.enumerated() {
            let id = "\(built.row.table)\u{0}\(built.row.key)"
            if byKey[id] == nil { byKey[id] = index }
            for place in built.locations where byPlace[place] == nil { byPlace[place] = index }
        }
        return diagnostics.map { diagnostic in
            var index: Int?
            if let table = diagnostic.table, let key = diagnostic.key { index = byKey["\(table)\u{0}\(key)"] }
            if index == nil, let place = diagnostic.location, let candidate = byPlace[place],
               diagnostic.table == nil || diagnostic.table == rows[candidate].row.table {
                index = candidate
            }
            let linked = finding(diagnostic, row: index.map { rows[$0].row.anchor }, relativePath: relativePath)
            if let index { rows[index].row.findings.append(linked) }
            return linked
        }
    }

    static func finding(_ diagnostic: Diagnostic, row: String?, relativePath: (String) -> String) -> ReportFinding {
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
    static func relativizer(root: String) -> @Sendable (String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return { path in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
    }

    /// `pt_BR` (an lproj name) as the BCP 47 tag `pt-BR`.
    static func languageTag(_ locale: String) -> String {
        locale.replacingOccurrences(of: "_", with: "-")
    }

    /// "German" for `de`, from the platform's ICU data; nil when unknown.
    static func englishName(_ locale: String) -> String? {
        guard !locale.isEmpty, locale != TableName.base else { return nil }
        return Locale(identifier: "en").localizedString(forIdentifier: locale)
    }
}
