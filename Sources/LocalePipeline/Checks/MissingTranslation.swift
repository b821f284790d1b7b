/// A key the development table has and a locale lacks: that locale shows the
/// key or the development text instead.
public struct MissingTranslation: Check {
    public static let code = "missing-translation"
    public static let summary = "A key of the development locale's table, or a quick action's title or subtitle, has no translation in a locale."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";\n\"bye\" = \"Goodbye\";"],
            "de": [TableName.localizable: "\"greeting\" = \"Hallo\";"],
        ])),
        // The Info.plist value is shown in the base locale, but German needs a translation.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.localizable: "\"x\" = \"x\";"],
        ])),
        // pt-BR falls back to pt, as iOS does.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";\n\"bye\" = \"Goodbye\";"],
            "pt": [TableName.localizable: "\"greeting\" = \"Olá\";\n\"bye\" = \"Tchau\";"],
            "pt-BR": [TableName.localizable: "\"greeting\" = \"Oi\";"],
        ])),
        // A key used in code and absent from a translation.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";\n\"Play\" = \"Play\";"], "de": [TableName.localizable: "\"Play\" = \"Abspielen\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Pause\", comment: \"\")"])),
        // A development locale with a region (en-GB) shows en's key, but German still lacks it.
        .triggers(ExampleProject(
            base: "en-GB",
            tables: ["en-GB": [TableName.localizable: "\"x\" = \"x\";"], "en": [TableName.localizable: "\"x\" = \"x\";\n\"Play\" = \"Play\";"],
                     "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        // A plural key of the development .stringsdict.
        .triggers(ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(key: "files", forms: [.one: "%d file", .other: "%d files"])],
            "de": [TableName.localizable: ExampleProject.stringsdict(key: "other", forms: [.one: "%d Datei", .other: "%d Dateien"])],
        ])),
        // A catalog key a language lacks, and one whose units are all `new`.
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Search", localizations: [
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Rechercher"))])),
            ]),
            CatalogExamples.entry("Share", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Share", state: CatalogState.new))])),
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Partager"))])),
            ]),
        ])])),
        // A language may vary by plural where the source does not (and the other way round).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"%d files\" = \"%d files\";"]],
            stringsdicts: ["ru": [TableName.localizable: ExampleProject.stringsdict(
                key: "%d files", forms: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])]])),
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.plural(
            sourceForms: [.one: "%lld file", .other: "%lld files"], locale: "ja", forms: [.other: "%lld 個のファイル"])])),
        // In the base locale an InfoPlist.strings entry is optional.
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";", TableName.localizable: "\"x\" = \"x\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        tableFindings(context) + pluralFindings(context) + shortcutFindings(context) + codeFindings(context)
    }

    /// Keys used in code that a locale's table lacks, when the development
    /// table lacks them too (else the table comparison reports them) or in the
    /// development locale itself.
    private func codeFindings(_ context: CheckContext) -> [Diagnostic] {
        guard let code = context.project.code else { return [] }
        let roots = context.project.roots
        let folders = roots.map(\.folder)
        // Per root, computed once rather than once per use in code.
        let locales = roots.map { [context.baseLocale] + context.translatedLocales($0).map(\.locale) }
        var lookups: [RootTable: [TranslationLookups]] = [:]
        var reported = Set<ReportedKey>()
        var result: [Diagnostic] = []
        // Uses come file by file: find a file's roots once.
        var ownersFile: String?
        var owners: [Int] = []
        for use in code.strings {
            if use.file != ownersFile {
                ownersFile = use.file
                owners = DynamicItems.owners(of: use.file, among: folders)
            }
            for rootIndex in owners {
                let place = RootTable(root: rootIndex, table: use.table)
                if lookups[place] == nil {
                    // Only tables the app has: a table nobody wrote is not ours to demand.
                    let hasTable = roots[rootIndex].locales.values.contains { $0.tables[use.table] != nil || $0.plurals[use.table] != nil }
                    lookups[place] = hasTable ? locales[rootIndex].map { context.translationLookups(table: use.table, locale: $0, in: [roots[rootIndex]]) } : []
                }
                guard let perLocale = lookups[place], !perLocale.isEmpty else { continue }
                // When the development table itself has the key, the table comparison
                // reports the other locales; only the development locale counts here.
                let base = context.baseTables(roots[rootIndex])
                let baseHasKey = base?.tables[use.table]?.lookup.contains(use.key) == true || base?.plurals[use.table]?.lookup.contains(use.key) == true
                for (index, locale) in locales[rootIndex].enumerated() {
                    if index > 0 && baseHasKey { break }
                    guard !perLocale[index].contains(use.key),
                          reported.insert(ReportedKey(place: place, locale: index, key: use.key)).inserted else { continue }
                    result.append(finding("\(locale): \"\(use.key)\" is used in code but missing from \(locale).lproj/\(use.table).strings",
                                          locale: locale, key: use.key, table: use.table, at: use.location))
                }
            }
        }
        return result
    }

    private struct RootTable: Hashable {
        var root: Int
        var table: String
    }

    private struct ReportedKey: Hashable {
        var place: RootTable
        var locale: Int
        var key: String
    }

    /// Keys of each development table that a locale's table of the same name lacks.
    private func tableFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            // Each development table's keys that count, in file order, found once for all locales.
            let baseTables = base.tables.keys.sorted().compactMap { name in
                base.tables[name].map { (name: name, file: $0, positions: $0.lookup.winnerPositions) }
            }
            return context.translatedLocales(root).flatMap { tables -> [Diagnostic] in
                baseTables.flatMap { name, baseFile, positions -> [Diagnostic] in
                    let expected = CheckContext.fileName(table: name, locale: tables.locale, basePath: baseFile.path)
                    // The locale and its regional fallback, aligned with the development table.
                    let alignments = context.fallbackLocales(tables.locale).compactMap { context.alignment(root: rootIndex, locale: $0, table: name) }
                    let plurals = context.translationLookups(table: name, locale: tables.locale, in: [root]).plurals
                    return positions.compactMap { position in
                        guard !alignments.contains(where: { $0.translated[position] }),
                              !plurals.contains(where: { $0.contains(baseFile.entries[position].key) }) else { return nil }
                        let entry = baseFile.entries[position]
                        return finding("\(tables.locale): missing translation of \"\(entry.key)\" in \(expected)",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// Plural keys (`.stringsdict`, catalog plurals) of each development table
    /// that a locale has in neither file of the table.
    private func pluralFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            guard let base = context.baseTables(root) else { return [] }
            return context.translatedLocales(root).flatMap { tables -> [Diagnostic] in
                base.plurals.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let baseFile = base.plurals[name] else { return [] }
                    let expected = CheckContext.fileName(table: name, locale: tables.locale, basePath: baseFile.path, pluralExtension: true)
                    let baseStrings = base.tables[name]?.lookup
                    let translations = context.translationLookups(table: name, locale: tables.locale, in: [root])
                    return baseFile.lookup.winners.compactMap { entry in
                        // A key the development .strings also has is reported once, above.
                        guard baseStrings?.contains(entry.key) != true, !translations.contains(entry.key) else { return nil }
                        return finding("\(tables.locale): missing translation of plural \"\(entry.key)\" in \(expected)",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// Titles and subtitles that a locale's InfoPlist.strings lacks, when the
    /// development table does not list them either (else the above reports them).
    private func shortcutFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.specs.indices.flatMap { specIndex -> [Diagnostic] in
            let spec = context.project.specs[specIndex]
            let roots = context.roots(ofSpec: specIndex)
            let baseKeys = Set(roots.flatMap { context.baseTables($0)?.tables[TableName.infoPlist]?.lookup.keys.map { $0 } ?? [] })
            return context.locales(ofSpec: specIndex).filter { !context.isBase($0) }.flatMap { locale in
                spec.items.flatMap { item -> [Diagnostic] in
                    [(ShortcutKey.title, item.title, "title"), (ShortcutKey.subtitle, item.subtitle, "subtitle")].compactMap { field, key, name in
                        guard let key, !key.isEmpty, !baseKeys.contains(key),
                              context.resolve(key, table: TableName.infoPlist, locale: locale, in: roots) == nil else { return nil }
                        return finding("\(locale): quick action \(name) \"\(key)\" has no translation in \(locale).lproj/InfoPlist.strings; the Info.plist value is shown",
                                       locale: locale, key: key, table: TableName.infoPlist, at: item.location(of: field))
                    }
                }
            }
        }
    }
}
