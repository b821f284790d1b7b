/// What a developer's comment tells translators, as far as a rule can read it.
public enum DeveloperNotes {
    /// Whether the developer's comment asks translators to leave the text
    /// alone (`Not to be translated`, `Brand name, do not translate.`): then
    /// it is shown as written by design. Comments are free English prose, so
    /// this is a list of its phrasings (the honest model: no grammar tells
    /// intent), each taken only as a whole clause: `Do not translate what's
    /// inside []` asks for a translation and is not one of them.
    public static func asksNotToTranslate(_ comment: String?) -> Bool {
        guard let comment, !comment.isEmpty else { return false }
        let text = comment.lowercased().replacingOccurrences(of: "’", with: "'")
        let phrases = ["not to be translated", "should not be translated", "must not be translated", "shouldn't be translated",
                       "do not translate", "don't translate", "not be localized", "do not localize", "don't localize",
                       "untranslatable", "non-translatable", "no translation needed", "not for translation"]
        for phrase in phrases {
            var searchFrom = text.startIndex
            while let range = text.range(of: phrase, range: searchFrom..<text.endIndex) {
                // The clause ends with the phrase, or goes on to say it is this text (`this`, `it`).
                let rest = text[range.upperBound...].drop { $0 == " " }
                let word = rest.prefix { $0.isLetter }
                if rest.isEmpty || rest.first.map({ ".,;:!)(-–—\"'\n".contains($0) }) == true || word == "this" || word == "it" { return true }
                searchFrom = range.upperBound
            }
        }
        return false
    }
}
