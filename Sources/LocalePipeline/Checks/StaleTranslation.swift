/// A translation whose development text has changed since it was made: it
/// may no longer say the same thing.
///
/// Today the evidence is `l10n.lock` (the fingerprint of the development value
/// each translation was made from). String Catalogs carry their own evidence
/// (`extractionState: stale`); that source belongs in this type too, as one
/// more function added to `findings(in:)`.
public struct StaleTranslation: Check {
    public static let code = "stale-translation"
    public static let summary = "A translation was made from an older development value than the current one (per l10n.lock)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // Translated when the English said "Search"; it now says more.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"search\" = \"Search restaurants\";"],
            "de": [TableName.localizable: "\"search\" = \"Suchen\";"],
        ]).locked(["de": [TableName.localizable: ["search": "Search"]]])),
        // A quick action title keyed by its English text: the Info.plist value is the development value.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";"],
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
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        lockFindings(context)
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
                    let entries = file.lookup.values.sorted { ($0.location.line ?? 0, $0.key) < ($1.location.line ?? 0, $1.key) }
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
