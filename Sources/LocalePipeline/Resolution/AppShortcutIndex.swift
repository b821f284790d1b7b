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

    /// Phrase count over every shortcut.
    public var phraseCount: Int { shortcuts.reduce(0) { $0 + $1.phrases.count } }

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

    /// How a phrase is named in a message: `"Start ${applicationName}" of StartWorkoutIntent`.
    public func described(_ key: String) -> String {
        "App Shortcut phrase \"\(key.escapedForMessage)\"" + (intent(ofPhrase: key).map { " of \($0)" } ?? "")
    }
}
