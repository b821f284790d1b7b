/// What the App Shortcut checks read: each phrase as each language speaks it.
extension AppShortcutIndex {
    /// A phrase as one language says it: the development phrase in code, or
    /// a locale's table entry (a translation, or the development table's).
    public struct SpokenPhrase {
        /// `de: the translation of App Shortcut phrase "…" of StartWorkoutIntent ("…")`.
        public var subject: String
        public var key: String
        public var locale: String
        public var text: String
        public var location: SourceLocation
    }

    /// Every phrase as spoken in every language: code's phrases, then each
    /// `AppShortcuts` table's non-blank entries, less an untranslated copy
    /// of a phrase code declares (what is wrong with it is said once, at the code).
    public static func spokenPhrases(in context: CheckContext) -> [SpokenPhrase] {
        let index = AppShortcutIndex(code: context.project.code)
        var result: [SpokenPhrase] = []
        for shortcut in index.shortcuts {
            for phrase in shortcut.phrases {
                result.append(SpokenPhrase(subject: "\(context.baseLocale): \(index.described(phrase.key))", key: phrase.key,
                                           locale: context.baseLocale, text: phrase.key, location: phrase.location))
            }
        }
        let codePhrases = index.phraseKeys
        for table in tables(in: context.project) {
            for entry in table.file.lookup.winners where !EmptyTranslation.isBlank(entry.value) {
                if entry.value == entry.key && codePhrases.contains(entry.key) { continue }
                let what = context.isBase(table.locale) ? index.described(entry.key) : "the translation of \(index.described(entry.key))"
                result.append(SpokenPhrase(subject: "\(table.locale): \(what) (\"\(entry.value.escapedForMessage)\")", key: entry.key,
                                           locale: table.locale, text: entry.value, location: entry.location))
            }
        }
        return result
    }
}
