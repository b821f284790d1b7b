/// How much of one table a locale that is not required translates
/// (`required_locales:` in l10n.yml): a translator's metric, where listing
/// every missing key would bury the required locales' findings (one app had
/// 65,447 missing translations in partly translated locales).
public struct LocaleCoverage: Sendable, Equatable, Codable {
    public var locale: String
    public var table: String
    /// Keys of the development table(s) of that name.
    public var total: Int
    /// The keys the locale lacks, in the order they were found.
    public var missing: [String]

    /// Translated share, 0...100.
    public var percent: Int {
        total == 0 ? 100 : max(0, min(100, (total - missing.count) * 100 / total))
    }

    /// "ku-TR: Localizable 309 of 1,204 keys missing (74% translated)".
    public var description: String {
        "\(locale): \(table) \(missing.count) of \(total) key\(total == 1 ? "" : "s") missing (\(percent)% translated)"
    }

    /// Keeps every finding but the missing translations of locales that are
    /// not required, which become coverage, per locale and table. Without
    /// `required_locales:` everything is kept.
    public static func split(_ diagnostics: [Diagnostic], project: Project) -> (kept: [Diagnostic], coverage: [LocaleCoverage]) {
        guard let required = project.requiredLocales else { return (diagnostics, []) }
        let wanted = Set(required + [project.baseLocale])
        var kept: [Diagnostic] = []
        var byTable: [String: [String: [String]]] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.code == SharedFinding.missingTranslation, let locale = diagnostic.locale, !wanted.contains(locale) else {
                kept.append(diagnostic)
                continue
            }
            byTable[locale, default: [:]][diagnostic.table ?? "", default: []].append(diagnostic.key ?? "")
        }
        var totals: [String: Int] = [:]
        for root in project.roots {
            guard let base = root.locales[project.baseLocale] else { continue }
            for (name, file) in base.tables { totals[name, default: 0] += file.lookup.count }
            for (name, file) in base.plurals where base.tables[name] == nil { totals[name, default: 0] += file.lookup.count }
        }
        var coverage: [LocaleCoverage] = []
        for locale in byTable.keys.sorted() {
            for (table, keys) in (byTable[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                coverage.append(LocaleCoverage(locale: locale, table: table, total: max(totals[table] ?? 0, keys.count), missing: keys))
            }
        }
        return (kept, coverage)
    }
}
