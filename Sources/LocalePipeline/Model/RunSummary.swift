/// Counts per locale, for the table after the findings and the JSON summary.
public struct RunSummary: Sendable, Equatable, Codable {
    public struct Counts: Sendable, Equatable, Codable {
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        public var missing = 0
        public var truncated = 0

        mutating func add(_ diagnostic: Diagnostic) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            if diagnostic.code == MissingTranslation.code { missing += 1 }
            if diagnostic.code == TitleTruncated.code || diagnostic.code == SubtitleTruncated.code { truncated += 1 }
        }
    }

    public var baseLocale: String
    public var total = Counts()
    /// Every checked locale, findings or not.
    public var locales: [String: Counts] = [:]
    /// Findings that concern the app as a whole (item fields, item count).
    public var general = Counts()
    public var items: Int

    public init(project: Project, diagnostics: [Diagnostic]) {
        baseLocale = project.baseLocale
        items = project.specs.reduce(0) { $0 + $1.items.count }
        locales[project.baseLocale] = Counts()
        for root in project.roots {
            for locale in root.locales.keys { locales[locale] = Counts() }
        }
        for diagnostic in diagnostics {
            total.add(diagnostic)
            if let locale = diagnostic.locale {
                locales[locale, default: Counts()].add(diagnostic)
            } else {
                general.add(diagnostic)
            }
        }
    }

    /// The development locale first, then the others alphabetically.
    public var orderedLocales: [String] {
        [baseLocale] + locales.keys.filter { $0 != baseLocale }.sorted()
    }
}
