import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// A key the development table has and a locale lacks: that locale shows the
/// key or the development text instead.
public struct MissingTranslation: Check {
    public static let code = SharedFinding.missingTranslation
    public static let summary = "A key of the development locale's table, or a quick action's title or subtitle, has no translation in a locale."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";\n↓\"bye\" = \"Goodbye\";"],
            "de": [TableName.localizable: "\"greeting\" = \"Hallo\";"],
        ])),
        // The Info.plist value is shown in the base locale, but German needs a translation.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "↓Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.localizable: "\"x\" = \"x\";"],
        ])),
        // pt-BR has a table of its own, which iOS reads alone: pt's "bye" is not shown (CFBundle_Strings.c).
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";\n↓\"bye\" = \"Goodbye\";"],
            "pt": [TableName.localizable: "\"greeting\" = \"Olá\";\n\"bye\" = \"Tchau\";"],
            "pt-BR": [TableName.localizable: "\"greeting\" = \"Oi\";"],
        ])),
        // pt-BR without a Localizable.strings reads pt's file.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";", TableName.infoPlist: "\"CFBundleDisplayName\" = \"Hi\";"],
            "pt": [TableName.localizable: "\"greeting\" = \"Olá\";", TableName.infoPlist: "\"CFBundleDisplayName\" = \"Oi\";"],
            "pt-BR": [TableName.infoPlist: "\"CFBundleDisplayName\" = \"Oi\";"],
        ])),
        // An address has no word to translate: a reverse-DNS identifier, a URL, an e-mail address.
        .passes(ExampleProject(tables: [
            "en": [TableName.infoPlist: "\"NSHumanReadableCopyright\" = \"com.example.kettle\";\n\"Help\" = \"https://example.com/help\";\n\"Mail\" = \"support@example.com\";"],
            "de": [TableName.infoPlist: "\"CFBundleDisplayName\" = \"Kessel\";"],
        ])),
        // A dotted text that is no address (a sentence with a period) still is missing.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";\n↓\"version\" = \"Version 2.1.0\";"],
            "de": [TableName.localizable: "\"x\" = \"x\";"],
        ])),
        // en-AU lacking a key whose text is its English value shows the same text.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"Done\" = \"Done\";\n\"colour.title\" = \"Color\";"],
            "en-AU": [TableName.localizable: "\"colour.title\" = \"Colour\";"],
        ])),
        // A key used in code, given to translators (German has it), absent from French.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";\n\"player.pause\" = \"Pause\";"],
                     "fr": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Player.swift": "let t = ↓NSLocalizedString(\"player.pause\", value: \"Pause\", comment: \"\")"])),
        // A key used in code that no table has: every locale shows the bare key (reported once, in en).
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Player.swift": "let t = ↓NSLocalizedString(\"player.pause\", comment: \"\")"])),
        // A table no bundle has (`table: "Feed"`, Kurozora's 18): the lookup finds nothing, so every locale shows the key.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Feed.swift": "let t = ↓NSLocalizedString(\"feed.empty\", tableName: \"Feed\", comment: \"\")"])),
        // A key that reads as text shows that text (`BazQux`, a brand; `mins`): key-in-no-table's note, whatever the call.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Account.swift": "let a = NSLocalizedString(\"BazQux\", comment: \"Account name\")\nlet b = Text(\"Sending...\")",
                   "Cell.m": "NSString *m = NSLocalizedString(@\"mins\", @\"\");"])),
        // A SwiftUI literal written as a code shows the code, as NSLocalizedString's does.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Home.swift": "var body: some View { ↓Text(\"home.empty.title\") }"])),
        // A key that reads as text, in another letter case than the table's: it shows "off" (key-in-no-table's note, with a hint).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Off\" = \"Off\";"], "de": [TableName.localizable: "\"Off\" = \"Aus\";"]],
            code: ["Display.swift": "let t = NSLocalizedString(\"off\", comment: \"\")"])),
        // A settings title that is a key, absent from the development Root.strings: English users see it raw.
        .triggers(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_ABOUT\" = \"About\";"],
                     "de": ["Root": "\"SETTINGS_ABOUT\" = \"Info\";\n\"SETTINGS_GENERAL\" = \"Allgemein\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.group(title: "SETTINGS_ABOUT"), SettingsExamples.group(title: "↓SETTINGS_GENERAL"),
            ])])),
        // ...and one no table has: once, in the development locale.
        .triggers(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_ABOUT\" = \"About\";"], "de": ["Root": "\"SETTINGS_ABOUT\" = \"Info\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.group(title: "SETTINGS_ABOUT", footer: "↓SETTINGS_ABOUT_FOOTER"),
            ])])),
        // A settings title that reads as text shows that text where no table has it: one key-in-no-table note.
        .passes(ExampleProject(
            tables: ["en": ["Root": "\"Name\" = \"Name\";"], "de": ["Root": "\"Name\" = \"Name\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.group(title: "Name"), SettingsExamples.toggle(title: "Licenses"),
            ])])),
        // The app's name where only Japanese renames the app: the other locales show the Info.plist's.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";", TableName.infoPlist: "\"CFBundleDisplayName\" = \"Aidoku\";"],
            "ja": [TableName.localizable: "\"x\" = \"x\";", TableName.infoPlist: "\"CFBundleDisplayName\" = \"愛読\";"],
            "de": [TableName.localizable: "\"x\" = \"x\";"],
        ])),
        // A development locale with a region (en-GB) shows en's key, but German still lacks it.
        .triggers(ExampleProject(
            base: "en-GB",
            tables: ["en-GB": [TableName.localizable: "\"x\" = \"x\";"], "en": [TableName.localizable: "\"x\" = \"x\";\n\"Play\" = \"Play\";"],
                     "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Player.swift": "let t = ↓NSLocalizedString(\"Play\", comment: \"\")"])),
        // A plural key of the development .stringsdict.
        .triggers(ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(key: "↓files", forms: [.one: "%d file", .other: "%d files"])],
            "de": [TableName.localizable: ExampleProject.stringsdict(key: "other", forms: [.one: "%d Datei", .other: "%d Dateien"])],
        ])),
        // A catalog key a language lacks, and one whose units are `new` without a value.
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("↓Search", localizations: [
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Rechercher"))])),
            ]),
            CatalogExamples.entry("↓Share", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("", state: CatalogState.new))])),
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Partager"))])),
            ]),
        ])])),
        // A unit the developer's note says not to translate (Interface Builder's note on a label code
        // fills in), like one with `shouldTranslate: false`, is no locale's to translate (Go Map!!).
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Search", localizations: [
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Rechercher"))])),
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Suchen"))])),
            ]),
            CatalogExamples.entry("Details Label", localizations: [
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Details Label"))])),
            ], comment: "Class = \"UILabel\"; text = \"Details Label\"; ObjectID = \"g2G-5j-Y4q\"; Note = \"Placeholder - do not translate\";"),
        ])])),
        // A value in the state `new` is a translation (a platform's export, issue 46): not missing.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Share", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Teilen", state: CatalogState.new))])),
            ]),
        ])])),
        // Text without a letter, used in code (`Text("  ·  ")`, `Text("\(n)")`): nothing to translate.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";\n\"  ·  \" = \"  ·  \";\n\"%@\" = \"%@\";"],
                     "de": [TableName.localizable: "\"x\" = \"y\";"]],
            code: ["Row.swift": "let a = Text(\"x\") + Text(\"  ·  \") + Text(\"\\(name)\")"])),
        // A language may vary by plural where the source does not (and the other way round).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"%d files\" = \"%d files\";"]],
            stringsdicts: ["ru": [TableName.localizable: ExampleProject.stringsdict(
                key: "%d files", forms: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])]])),
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.plural(
            sourceForms: [.one: "%lld file", .other: "%lld files"], locale: "ja", forms: [.other: "%lld 個のファイル"])])),
        // In the base locale an InfoPlist.strings entry is optional.
        // A table no translation has at all is kept in the development language on purpose.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";", "Untranslated": "\"debug.menu\" = \"Debug menu\";"],
            "de": [TableName.localizable: "\"greeting\" = \"Hallo\";"],
        ])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";", TableName.localizable: "\"x\" = \"x\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        tableFindings(context) + pluralFindings(context) + expectedFindings(context)
    }

    /// Quick action titles and keys used in code that no development table
    /// lists: each locale of the roots they are read from must have them; the
    /// development locale too when it would show the bare key. Reported once
    /// per locale at the first use, naming the table by its path.
    private func expectedFindings(_ context: CheckContext) -> [Diagnostic] {
        let project = context.project
        var lookups: [LookupKey: TranslationLookups] = [:]
        // A locale's keys by lower case, built once per table the first time one is missing there.
        var byCase: [LookupKey: [String: String]] = [:]
        var developmentCase = DevelopmentKeysByCase()
        var result: [Diagnostic] = []
        for expected in context.resolution.expected where !expected.isHidden {
            let roots = expected.roots.map { project.roots[$0] }
            // The development language shows the bare key (a code): every locale
            // shows it so; once, in the development locale, naming the table's
            // key in another letter case if there is one (`map.Title`, `map.title`).
            if expected.developmentText == nil {
                var diagnostic = finding(expected, locale: context.baseLocale, roots: roots, context)
                if let similar = developmentCase.similar(to: expected, in: context) { diagnostic.message += Self.caseHint(similar) }
                result.append(diagnostic)
            }
            // Never offered to translators: not each locale's to miss (see `ExpectedString.offeredForTranslation`).
            guard expected.expectedInTranslations else { continue }
            // A Settings pane's locales are its bundle's own: a locale with no file of
            // its table at all is settings-locale-missing's, once for the bundle.
            let ownLocalesOnly = expected.isSettingsTitle
            for locale in context.lookup.translatedLocales(of: roots) {
                if ownLocalesOnly && context.lookup.tableLocales(locale, table: expected.table, in: roots).isEmpty { continue }
                let key = LookupKey(roots: expected.roots, table: expected.table, locale: locale)
                let translations = lookups[key] ?? {
                    let found = context.translationLookups(table: expected.table, locale: locale, in: roots)
                    lookups[key] = found
                    return found
                }()
                guard !translations.contains(expected.key) else { continue }
                // What the locale shows anyway (AbsentEntry, the report's rule too).
                if let text = expected.developmentText,
                   AbsentEntry.showsAsWritten(key: expected.key, developmentText: text, table: expected.table,
                                              sameLanguage: context.lookup.isDevelopmentVariant(locale),
                                              showsDevelopmentText: expected.showsDevelopmentTextWhenAbsent) { continue }
                var diagnostic = finding(expected, locale: locale, roots: roots, context)
                let index = byCase[key] ?? translations.keysByLowercase()
                byCase[key] = index
                if let similar = index[expected.key.lowercased()] {
                    diagnostic.message += Self.caseHint(similar)
                }
                result.append(diagnostic)
            }
        }
        return result
    }

    private func finding(_ expected: ExpectedString, locale: String, roots: [LocalizationRoot], _ context: CheckContext) -> Diagnostic {
        // The folder whose table of that name the locale has (Settings.bundle's Root.strings, not the app's folder).
        let root = roots.first { $0.locales[locale]?.tables[expected.table] != nil || $0.locales[locale]?.plurals[expected.table] != nil }
            ?? roots.first { $0.locales[locale] != nil } ?? roots[0]
        let catalog = root.catalogs.first { $0.tableName == expected.table }?.path
        var file = context.fileName(table: expected.table, locale: locale, root: root, basePath: catalog)
        // A table no locale has goes where the folder keeps its catalogs, if it does (as key-in-no-table says).
        let inNoBundle = expected.tableInNoBundle(context.project)
        if inNoBundle, catalog == nil, let first = root.catalogs.first {
            file = context.resolution.relativePath((first.path as NSString).deletingLastPathComponent + "/" + expected.table + ".xcstrings")
        }
        let key = expected.key.escapedForMessage
        let message: String
        switch expected.origin {
        case .quickAction(_, let field):
            message = "\(locale): quick action \(field.rawValue) \"\(key)\" has no translation in \(file); the Info.plist value is shown"
        case .code(let use) where use.kind == .appShortcutPhrase:
            let phrase = AppShortcutIndex(code: context.project.code).described(expected.key)
            message = "\(locale): \(phrase) is missing from \(file), so Siri does not recognize it in \(locale)"
        case .code(let use) where use.kind == .settingsBundle:
            // `Root.inApp.plist` is InAppSettingsKit's pane, drawn by the app itself; the Settings app never reads it.
            let shownBy = use.file.hasSuffix(".inApp.plist") ? "the app's own settings screen shows" : "Settings shows"
            // A title that is a key shows raw where the table lacks it, in the development language too.
            let shown = expected.developmentText == nil ? "the key itself" : "it untranslated"
            message = "\(locale): Settings title \"\(key)\" of \(use.function ?? "the settings pane") is missing from \(file); \(shownBy) \(shown)"
        case .code(let use) where use.kind == .intentDefinition:
            message = "\(locale): \"\(key)\" (\"\((use.value ?? "").escapedForMessage)\" in \(use.function ?? "the intent definition")) is missing from \(file); Siri and Shortcuts show it untranslated"
        case .code where !expected.offeredForTranslation && inNoBundle:
            message = "\(locale): \"\(key)\" is used in code from table \(expected.table), which no bundle has, so every locale shows the key itself: add it to \(file)"
        case .code where !expected.offeredForTranslation:
            message = "\(locale): \"\(key)\" is used in code but no table has it, so every locale shows the key itself: add it to \(file)"
        case .code:
            message = "\(locale): \"\(key)\" is used in code but missing from \(file)"
        }
        return self.finding(message + (expected.hint.map { "; " + $0 } ?? ""), locale: locale, key: expected.key, table: expected.table, at: expected.location)
    }

    private struct LookupKey: Hashable {
        var roots: [Int]
        var table: String
        var locale: String
    }

    /// Keys of each development table that a locale's table of the same name lacks.
    private func tableFindings(_ context: CheckContext) -> [Diagnostic] {
        let phrases = AppShortcutIndex(code: context.project.code)
        return context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            // Each development table's keys that count, in file order, found once for all locales;
            // not a table kept in the development language only.
            let baseTables = base.tables.keys.sorted().filter { !context.resolution.isDevelopmentOnly(root: rootIndex, table: $0) }.compactMap { name in
                base.tables[name].map { (name: name, file: $0, positions: $0.lookup.winnerPositions) }
            }
            return context.translatedLocales(root).flatMap { tables -> [Diagnostic] in
                baseTables.flatMap { name, baseFile, positions -> [Diagnostic] in
                    // A variant of the development language without a file of the table shows the development one (`TableLookup.fallbackLocales`).
                    if context.lookup.tableLocales(tables.locale, table: name, in: [root]) == [context.resolution.baseLocale] { return [] }
                    let expected = context.fileName(table: name, locale: tables.locale, root: root, basePath: baseFile.path)
                    // The locale and its regional fallback, aligned with the development table.
                    let alignments = context.lookup.tableLocales(tables.locale, table: name, in: [root])
                        .compactMap { context.alignment(root: rootIndex, locale: $0, table: name) }
                    // A variant of the development language shows a key whose text is its value unchanged.
                    let sameLanguage = context.lookup.isDevelopmentVariant(tables.locale)
                    let translations = context.translationLookups(table: name, locale: tables.locale, in: [root])
                    // A key nothing uses is reported once where it is, not missing everywhere.
                    let dead = context.resolution.deadKeys.keys(root: rootIndex, table: name)
                    // Keys of the locale's table that the development table lacks, by lower case:
                    // where a key in another letter case would be. Found once something is missing.
                    var byCase: [String: String]?
                    // An Interface Builder object's key (`abc-12-xyz.text`) says nothing: its text does.
                    let interfaceBuilder = TableName.isInterfaceBuilderCatalog(baseFile.path)
                    func shownAs(_ entry: StringsEntry) -> String {
                        interfaceBuilder ? " (shown as \"\(entry.value.escapedForMessage)\")" : ""
                    }
                    return positions.compactMap { position in
                        guard !alignments.contains(where: { $0.translated[position] }), dead.isEmpty || !dead.contains(baseFile.entries[position].key),
                              !translations.plurals.contains(where: { $0.contains(baseFile.entries[position].key) }) else { return nil }
                        let entry = baseFile.entries[position]
                        if AbsentEntry.showsAsWritten(key: entry.key, developmentText: entry.value, table: name, sameLanguage: sameLanguage,
                                                      showsDevelopmentText: context.resolution.intentTables.contains(name)) { return nil }
                        let index = byCase ?? Self.extraKeysByLowercase(context, root: rootIndex, locale: tables.locale, table: name)
                        byCase = index
                        var message = name == AppShortcutTokens.table
                            ? "\(tables.locale): missing translation of \(phrases.described(entry.key)) in \(expected), so Siri does not recognize it in \(tables.locale)"
                            : "\(tables.locale): missing translation of \"\(entry.key)\"\(shownAs(entry)) in \(expected)"
                        if let similar = index[entry.key.lowercased()] {
                            message += Self.caseHint(similar)
                        }
                        return finding(message, locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    private static func caseHint(_ similar: String) -> String {
        "; the table has \"\(similar.escapedForMessage)\", which differs only in letter case: did you mean it?"
    }

    /// The keys of a locale's table that are not in the development table,
    /// by their lower case (the first in code-point order when several fold
    /// alike). Few in any table, and found from the alignment without hashing
    /// every key.
    private static func extraKeysByLowercase(_ context: CheckContext, root: Int, locale: String, table: String) -> [String: String] {
        guard let file = context.project.roots[root].locales[locale]?.tables[table],
              let alignment = context.alignment(root: root, locale: locale, table: table) else { return [:] }
        var found: [String: String] = [:]
        for (index, position) in alignment.basePositions.enumerated() where position < 0 {
            let key = file.entries[index].key
            let folded = key.lowercased()
            if let existing = found[folded], existing <= key { continue }
            found[folded] = key
        }
        return found
    }

    /// Plural keys (`.stringsdict`, catalog plurals) of each development table
    /// that a locale has in neither file of the table.
    private func pluralFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            let names = base.plurals.keys.sorted().filter { !context.resolution.isDevelopmentOnly(root: rootIndex, table: $0) }
            return context.translatedLocales(root).flatMap { tables -> [Diagnostic] in
                names.flatMap { name -> [Diagnostic] in
                    guard let baseFile = base.plurals[name] else { return [] }
                    let expected = context.fileName(table: name, locale: tables.locale, root: root, basePath: baseFile.path, pluralExtension: true)
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
}

extension ExpectedString {
    /// Whether no folder it is read from has its table in any locale: the
    /// call names a table no bundle has (`table: "Feed"`), so the lookup
    /// finds nothing anywhere.
    func tableInNoBundle(_ project: Project) -> Bool {
        roots.allSatisfy { project.roots.indices.contains($0) && RequiredKeys.isInvented(table, root: project.roots[$0]) }
    }

    /// A title of a Settings bundle's pane.
    var isSettingsTitle: Bool {
        if case .code(let use) = origin { return use.kind == .settingsBundle }
        return false
    }
}
