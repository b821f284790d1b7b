import PipelineCore
import PipelineFormats
import PipelineProject

/// Xcode marks a translation `needs_review` when its source changed after it
/// was translated, or an import flagged it: it may say something else now.
public struct NeedsReview: Check {
    public static let code = "needs-review"
    public static let summary = "A String Catalog translation has the state needs_review (once per key and language)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "↓de": ("Suchen", CatalogState.needsReview),
        ])])),
        // Any unit counts, plural forms included.
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.plural(
            sourceForms: [.one: "%lld file", .other: "%lld files"], locale: "↓de",
            forms: [.one: "%lld Datei", .other: "%lld Dateien"], state: CatalogState.needsReview)])),
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "de": ("Suchen", CatalogState.translated),
        ])])),
        // A stale key is reported as stale only.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Old", CatalogState.translated), "de": ("Alt", CatalogState.needsReview),
        ], extractionState: CatalogState.stale)])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.catalogs.flatMap { catalog in
                catalog.entries.filter { catalog.translates($0) && !$0.isStale }.flatMap { entry -> [Diagnostic] in
                    entry.localizations.values.sorted { $0.locale < $1.locale }.compactMap { localization in
                        let units = localization.stringUnits
                        let flagged = units.filter { $0.state == CatalogState.needsReview }
                        guard !flagged.isEmpty else { return nil }
                        let which = units.count > 1 ? " (\(flagged.count) of \(units.count) forms)" : ""
                        return finding("\(localization.locale): the translation of \"\(entry.key)\" in \(catalog.path.lastComponent) needs review\(which)",
                                       locale: localization.locale, key: entry.key, table: catalog.tableName, at: localization.location)
                    }
                }
            }
        }
    }
}
