import PipelineCore
import PipelineFormats

/// The app's App Shortcuts as the checks see them: the declarations code
/// makes, the intents they run, and every `AppShortcuts` table of the project.
public struct AppShortcutIndex: Sendable {
    public let shortcuts: [AppShortcutDeclaration]
    /// Intent type name to its declaration (the first, if declared twice).
    public let intents: [String: AppIntentDeclaration]
    /// Phrase key to the shortcuts that have it, in declaration order.
    public let shortcutsByPhrase: [String: [Int]]

    public init(code: CodeExtraction?) {
        shortcuts = code?.appShortcuts ?? []
        intents = Dictionary((code?.appIntents ?? []).map { ($0.name, $0) }) { first, _ in first }
        var byPhrase: [String: [Int]] = [:]
        for (index, shortcut) in shortcuts.enumerated() {
            for phrase in shortcut.phrases where byPhrase[phrase.key]?.last != index { byPhrase[phrase.key, default: []].append(index) }
        }
        shortcutsByPhrase = byPhrase
    }

    /// Every phrase code declares, once per key.
    public var phraseKeys: Set<String> { Set(shortcutsByPhrase.keys) }

    /// `StartWorkoutIntent` for a phrase of that shortcut, for messages.
    public func intent(ofPhrase key: String) -> String? {
        shortcutsByPhrase[key]?.first.flatMap { shortcuts[$0].intent }
    }

    /// One `AppShortcuts` table of one locale (a `.strings` file or a String Catalog's language).
    public struct Table {
        public var root: Int
        public var locale: String
        public var file: StringsFile
    }

    /// Every locale's `AppShortcuts` table, by root then locale.
    public static func tables(in project: Project) -> [Table] {
        project.roots.indices.flatMap { rootIndex in
            project.roots[rootIndex].locales.keys.sorted().compactMap { locale in
                project.roots[rootIndex].locales[locale]?.tables[AppShortcutTokens.table].map { Table(root: rootIndex, locale: locale, file: $0) }
            }
        }
    }

    /// One language's phrases for one or more source phrases: a `.strings`
    /// entry or a catalog string unit (one phrase, one text), or a catalog
    /// string set (a shortcut's phrases, as many texts as the language has).
    public struct PhraseSet {
        public var root: Int
        public var locale: String
        /// The source phrases it stands for (the first is the catalog key).
        public var keys: [String]
        public var values: [(text: String, location: SourceLocation)]
        public var isSet: Bool
    }

    /// Every locale's phrases, table entry by entry, with a catalog's string
    /// sets read whole (the tables hold them only position by position).
    public static func phraseSets(in project: Project) -> [PhraseSet] {
        var result: [PhraseSet] = []
        var fromSets = Set<String>()
        for (rootIndex, root) in project.roots.enumerated() {
            for catalog in root.catalogs where catalog.tableName == AppShortcutTokens.table {
                for entry in catalog.entries where entry.shouldTranslate && !entry.isStale {
                    guard let keys = entry.stringSetPhrases(sourceLanguage: catalog.sourceLanguage) else { continue }
                    for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) {
                        guard let set = localization.content.stringSet, !set.isUntranslated || locale == catalog.sourceLanguage else { continue }
                        for key in keys { fromSets.insert("\(rootIndex)\u{0}\(locale)\u{0}\(key)") }
                        result.append(PhraseSet(root: rootIndex, locale: locale, keys: keys, values: set.values.map { ($0, set.location) }, isSet: true))
                    }
                }
            }
        }
        for table in tables(in: project) {
            for entry in table.file.lookup.winners where !fromSets.contains("\(table.root)\u{0}\(table.locale)\u{0}\(entry.key)") {
                result.append(PhraseSet(root: table.root, locale: table.locale, keys: [entry.key], values: [(entry.value, entry.location)], isSet: false))
            }
        }
        return result
    }

    /// How a phrase is named in a message: `"Start ${applicationName}" of StartWorkoutIntent`.
    public func described(_ key: String) -> String {
        "App Shortcut phrase \"\(key.escapedForMessage)\"" + (intent(ofPhrase: key).map { " of \($0)" } ?? "")
    }
}
