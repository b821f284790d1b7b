/// Xcode marks a key `stale` when it no longer finds it in the source code:
/// translators keep paying for it, and the app never shows it.
///
/// Reported once per key, with no locale: the fix (delete the key, or mark it
/// manual if code builds it at run time) is one edit whatever the number of
/// languages. Stale keys are left out of the locale tables, so no other check
/// reports them.
public struct StaleTranslation: Check {
    public static let code = "stale-translation"
    public static let summary = "A String Catalog key has the extraction state stale: Xcode no longer finds it in the code (once per key)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Old", CatalogState.translated), "de": ("Alt", CatalogState.translated),
        ], extractionState: CatalogState.stale)])),
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "de": ("Suchen", CatalogState.translated),
        ], extractionState: "manual")])),
        // Translation platforms often drop extractionState: that is not stale.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "de": ("Suchen", CatalogState.translated),
        ])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.catalogs.flatMap { catalog in
                catalog.entries.filter { $0.isStale && $0.shouldTranslate }.map { entry in
                    finding("\"\(entry.key)\" in \(catalog.path.lastComponent) is stale: Xcode no longer finds it in the code; delete it, or mark it manual if code builds the key",
                            key: entry.key, table: catalog.tableName, at: entry.location)
                }
            }
        }
    }
}
