import PipelineCore
import PipelineFormats
import PipelineProject

/// A translation that no longer matches its source. Two kinds of evidence:
///
/// - `l10n.lock` records the fingerprint of the development value each
///   translation was made from; a different current value means the
///   translation was made from older text. Plural strings are recorded per
///   format and form (see `StaleTranslation+Plurals`).
/// - A String Catalog marks a key `stale` when Xcode no longer finds it in the
///   code: translators keep paying for it, and the app never shows it. That is
///   reported once per key, with no locale, since the fix (delete the key, or
///   mark it manual) is one edit whatever the number of languages. Stale keys
///   are left out of the locale tables, so no other check reports them.
public struct StaleTranslation: Check {
    public static let code = "stale-translation"
    public static let summary = "A translation was made from an older development value (per l10n.lock), or a String Catalog key is stale (Xcode no longer finds it in the code)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // Translated when the English said "Search"; it now says more.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"search\" = \"Search restaurants\";"],
            "de": [TableName.localizable: "↓\"search\" = \"Suchen\";"],
        ]).locked(["de": [TableName.localizable: ["search": "Search"]]])),
        // A quick action title keyed by its English text: the Info.plist value is the development value.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "↓\"Search\" = \"Suchen\";"],
        ]).locked(["de": [TableName.infoPlist: ["Search": "Find"]]])),
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"search\" = \"Search restaurants\";"],
            "de": [TableName.localizable: "\"search\" = \"Restaurants suchen\";"],
        ]).locked(["de": [TableName.localizable: ["search": "Search restaurants"]]])),
        // No record, no opinion: the lock only speaks for what it recorded.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"search\" = \"Search restaurants\";"],
            "de": [TableName.localizable: "\"search\" = \"Suchen\";"],
        ])),
        // The German plural was made when English said "file"; each changed form is reported.
        .triggers(ExampleProject.plural(base: [.one: "%d document", .other: "%d documents"],
                                        translation: [.one: "↓%d Datei", .other: "↓%d Dateien"], locale: "de")
            .locked(["de": [TableName.localizable: [
                XLIFFPlurals.formID("key", variable: "count", category: .one): "%d file",
                XLIFFPlurals.formID("key", variable: "count", category: .other): "%d files",
            ]]])),
        // English has no `few`: Russian's was made from English's `other`, which has not changed.
        .passes(ExampleProject.plural(base: [.one: "%d file", .other: "%d files"],
                                      translation: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"], locale: "ru")
            .locked(["ru": [TableName.localizable: [
                XLIFFPlurals.formatID("key"): "%#@count@",
                XLIFFPlurals.formID("key", variable: "count", category: .one): "%d file",
                XLIFFPlurals.formID("key", variable: "count", category: .few): "%d files",
            ]]])),
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(key: "↓key", localizations: [
            "en": ("Old", CatalogState.translated), "de": ("Alt", CatalogState.translated),
        ], extractionState: CatalogState.stale)])),
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "de": ("Suchen", CatalogState.translated),
        ], extractionState: "manual")])),
        // Xcode's mark is older than the code: the key is used.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(key: "account.name", localizations: [
            "en": ("On My iPhone", CatalogState.translated), "de": ("Auf meinem iPhone", CatalogState.translated),
        ], extractionState: CatalogState.stale)], code: ["Account.swift": "let n = String(localized: \"account.name\")"])),
        // Translation platforms often drop extractionState: that is not stale.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.strings(localizations: [
            "en": ("Search", CatalogState.translated), "de": ("Suchen", CatalogState.translated),
        ])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        lockFindings(context) + pluralLockFindings(context) + catalogFindings(context)
    }

    /// Catalog keys whose extraction state is `stale`, unless the code the
    /// tool read uses them (Xcode's mark is older than the code).
    private func catalogFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.catalogs.flatMap { catalog in
                let used = context.resolution.codeKeys[catalog.tableName] ?? []
                return catalog.entries.filter { $0.isStale && catalog.translates($0) && !used.contains($0.key) }.map { entry in
                    finding("\"\(entry.key)\" in \(catalog.path.lastComponent) is stale: Xcode no longer finds it in the code; delete it, or mark it manual if code builds the key",
                            key: entry.key, table: catalog.tableName, at: entry.location)
                }
            }
        }
    }

    /// Translations whose recorded fingerprint differs from the current development value's.
    private func lockFindings(_ context: CheckContext) -> [Diagnostic] {
        let lock = context.project.lock
        guard !lock.isEmpty else { return [] }
        return context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            let base = context.baseTables(root)
            let plistTexts = shortcutTexts(context, rootIndex: rootIndex)
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let file = tables.tables[name], let recorded = lock.locales[tables.locale]?[lock.tableID(rootFolder: root.folder, table: name)] else { return [] }
                    let entries = file.lookup.winners
                    return entries.compactMap { entry in
                        guard let fingerprint = recorded[entry.key] else { return nil }
                        let baseEntry = base?.tables[name]?.lookup[entry.key]
                        // A quick action title needs no base entry: its Info.plist value is the text.
                        guard let current = baseEntry?.value ?? (name == TableName.infoPlist && plistTexts.contains(entry.key) ? entry.key : nil),
                              TranslationLock.fingerprint(current) != fingerprint else { return nil }
                        return finding("\(tables.locale): translation of \"\(entry.key)\" was made from an older base value; the development text is now \"\(current)\"",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// Titles and subtitles of the quick actions this root localizes.
    private func shortcutTexts(_ context: CheckContext, rootIndex: Int) -> Set<String> {
        var texts = Set<String>()
        for (specIndex, spec) in context.project.specs.enumerated() where context.project.specRoots[specIndex].contains(rootIndex) {
            for item in spec.items {
                if let title = item.title { texts.insert(title) }
                if let subtitle = item.subtitle { texts.insert(subtitle) }
            }
        }
        return texts
    }
}
