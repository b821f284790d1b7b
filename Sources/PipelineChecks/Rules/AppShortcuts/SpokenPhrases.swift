import PipelineCore
import PipelineFormats
import PipelineProject

/// What the App Shortcut checks read: each phrase as each language speaks it.
extension AppShortcutIndex {
    /// A phrase as one language says it: the development phrase in code, or
    /// one text of a locale's table (a translation, or the development table's).
    public struct SpokenPhrase {
        /// `de: the translation of App Shortcut phrase "…" of StartWorkoutIntent ("…")`.
        public var subject: String
        public var key: String
        public var locale: String
        public var text: String
        public var location: SourceLocation
    }

    /// Every phrase as spoken in every language: code's phrases, then each
    /// `AppShortcuts` table's non-blank texts (each text of a catalog's
    /// string set), less an untranslated copy of a phrase code declares
    /// (what is wrong with it is said once, at the code).
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
        for set in phraseSets(in: context.project) {
            guard let first = set.keys.first else { continue }
            // Looked up, not scanned for each text: a string set of 64,000
            // phrases took 27 s (issue 50). A table entry has one key.
            let keys = set.isSet ? Set(set.keys) : []
            // The same for each text of the set: made once.
            let subject = "\(set.locale): \(index.subject(of: set, isBase: context.isBase(set.locale)))"
            for (text, location) in set.values where !EmptyTranslation.isBlank(text) {
                if codePhrases.contains(text) && (set.isSet ? keys.contains(text) : set.keys.contains(text)) { continue }
                result.append(SpokenPhrase(subject: "\(subject) (\"\(text.escapedForMessage)\")",
                                           key: first, locale: set.locale, text: text, location: location))
            }
        }
        return result
    }

    /// `the translation of App Shortcut phrase "…" of I`, or for a string set `a translation of the phrases of "…" of I`.
    package func subject(of set: PhraseSet, isBase: Bool) -> String {
        guard let first = set.keys.first else { return "App Shortcut phrase" }
        if set.isSet {
            let phrases = "the App Shortcut phrases of \"\(first.escapedForMessage)\"" + (intent(ofPhrase: first).map { " (\($0))" } ?? "")
            return isBase ? "one of \(phrases)" : "a translation of \(phrases)"
        }
        return isBase ? described(first) : "the translation of \(described(first))"
    }
}
