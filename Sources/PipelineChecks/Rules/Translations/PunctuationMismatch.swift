import PipelineCore
import PipelineFormats
import PipelineProject

/// A question turned into a statement: a source that ends in a question mark
/// asks something its translation should ask too, in the locale's own forms
/// (`?`, fullwidth `？`, Arabic `؟` for Arabic, Persian and Urdu, Greek `;`
/// and `;` (U+037E), Ethiopic `፧`, Spanish `¿…?`). Armenian marks the
/// question on a word (`՞`), and Thai, Lao, Khmer and Burmese often ask
/// with a particle and no mark: not judged. And U+037E GREEK QUESTION MARK
/// outside Greek, which looks like a semicolon (a keyboard slip).
///
/// Ellipses, colons and full stops are not judged: on real apps nearly every
/// difference there was a translator's choice of the language's own style
/// (issue 27: 95 % of such findings were false).
///
/// Nor, read on real apps (issue 48), a heading an English source phrases as
/// a question with a question word ("What's new?", "How it works?") that the
/// translation titles as a phrase with no closing punctuation ("Újdonságok",
/// "最新内容"): a translation that ends in a full stop still answers instead of
/// asking; a question that follows another sentence of its source ("DeepL
/// couldn't be reached! Is the API key correct?"), which translators phrase
/// as a request; Tibetan and Dzongkha, which ask with a particle and close
/// with the shad.
public struct PunctuationMismatch: TranslationCheck {
    public static let code = "punctuation-mismatch"
    public static let summary = "A source that asks a question (ends in a question mark) has a translation that does not, allowing each locale's own marks; or a translation ends in U+037E outside Greek."
    public static let severity = Severity.note
    /// Opt-in (issue 48): on 27 real apps, 14 of its 54 findings were a
    /// translator's deliberate rendering of a question as a label, command or
    /// request ("Transfer ownership?" as "转让所有权"), which no rule tells
    /// from a question left unasked ("Reboot node?" as "重啟節點") without
    /// knowing the language: docs/checks.md has the counts.
    public static let isOptIn = true
    public static let examples: [CheckExample] = [
        .triggers(base: "Delete this note?", translation: "Diese Notiz löschen.", locale: "de"),
        // App Shortcut phrases are spoken, not read.
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Is my car charging in ${applicationName}?\" = \"Is my car charging in ${applicationName}?\";"],
            "da": [AppShortcutTokens.table: "\"Is my car charging in ${applicationName}?\" = \"Oplader min bil i ${applicationName}\";"],
        ])),
        .passes(base: "Delete this note?", translation: "¿Eliminar esta nota?", locale: "es"),
        .passes(base: "Delete this note?", translation: "このメモを削除しますか？", locale: "ja"),
        .passes(base: "Delete this note?", translation: "حذف این یادداشت؟", locale: "fa"),
        .passes(base: "Delete this note?", translation: "Διαγραφή σημείωσης;", locale: "el"),
        .passes(base: "Delete this note?", translation: "ลบโน้ตนี้ไหม", locale: "th"),
        .passes(base: "Which site is broken?", translation: "„Welche Website funktioniert nicht?“", locale: "de"),
        // The question moved to the front, or asked with a particle.
        .passes(base: "This deletes the files, are you sure?", translation: "¿Estás seguro? Esto eliminará los archivos", locale: "es"),
        .passes(base: "Delete this note?", translation: "このメモを削除しますか。", locale: "ja"),
        // A translator's own style of ellipsis, colon or full stop is theirs.
        .passes(base: "Share…", translation: "Teilen", locale: "de"),
        .passes(base: "Name", translation: "Nom :", locale: "fr"),
        .passes(base: "Export…", translation: "Exportieren...", locale: "de"),
        .passes(base: "Loading", translation: "Wird geladen …", locale: "de"),
        // A Greek question mark outside Greek is a semicolon's double.
        .triggers(base: "• whether features are on", translation: "• dacă funcțiile sunt active\u{037E}", locale: "ro"),
        // A heading asked with a question word, titled as a phrase.
        .passes(base: "What's new?", translation: "Újdonságok", locale: "hu"),
        .passes(base: "How it works?", translation: "작동 방식", locale: "ko"),
        .passes(base: "Which tag identifier?", translation: "Identifiant de la balise", locale: "fr"),
        // ...but an answer instead of the question still is one; and a yes-or-no question is asked.
        .triggers(base: "What does this do?", translation: "这个工具用于发现设备。", locale: "zh-Hans"),
        .triggers(base: "Reboot node?", translation: "重啟節點", locale: "zh-Hant"),
        // A question after another sentence, rephrased as a request.
        .passes(base: "DeepL couldn't be reached!\nIs the API Key correct?", translation: "DeepL에 접속하지 못했습니다. API 키를 정확하게 입력했는지 확인해주세요.", locale: "ko"),
        // Tibetan asks with a particle and closes with the shad.
        .passes(base: "Delete Account?", translation: "ཐོ་བྱང་གསུབ་ཀྱི་ཡིན་ནམ།", locale: "bo"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    /// What the source asks, if anything.
    package enum Question {
        case none
        /// Any question: its translation must ask too.
        case asked
        /// A question word's heading ("What's new?"): a titled phrase will do.
        case heading
        /// A question after another sentence: not judged.
        case followUp
    }

    /// Whether the source asks a question, and what kind.
    package func source(of entry: StringsEntry) -> Question {
        guard Tail(entry.value).isQuestion(language: "") else { return .none }
        if WhitespaceMismatch.hasSeveralSentences(entry.value) { return .followUp }
        return Self.startsWithQuestionWord(entry.value) ? .heading : .asked
    }

    /// English's question words (a closed class of the language, so a list):
    /// a question that starts with one may title a section.
    package static func startsWithQuestionWord(_ text: String) -> Bool {
        let word = text.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()
        return ["what", "which", "who", "whom", "whose", "why", "where", "when", "how"].contains(word)
    }

    @inline(__always) package func visit(_ pair: TranslationPair, in slot: TranslationSlot, source question: Question) -> Diagnostic? {
        let asks: Bool
        switch question {
        case .none, .followUp: asks = false
        case .asked: asks = true
        // A phrase with no closing mark is a heading; a full stop answers.
        case .heading: asks = !(Tail(pair.value).last.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false)
        }
        let value = pair.value
        // App Shortcut phrases are spoken: their punctuation is nobody's to see (and a string set's pairs are by position only).
        guard slot.table != AppShortcutTokens.table, !TextScan.sameBytes(value, pair.sourceValue), !EmptyTranslation.isBlank(value) else { return nil }
        // Most translations end in a letter or digit, and most sources ask nothing: no need to read the end.
        if !asks, let last = value.utf8.last, last < 0x80 { return nil }
        let language = slot.language
        let ours = Tail(value)
        let message: String
        if language != "el", ours.last == "\u{037E}" {
            message = "ends with U+037E GREEK QUESTION MARK, which looks like a semicolon"
        } else if asks, !ours.isQuestion(language: language), !Self.asksWithoutMark(language), !Self.asksElsewhere(value, language: language) {
            message = "does not end with a question mark as its source does"
        } else {
            return nil
        }
        return finding("\(slot.locale): translation of \"\(pair.key.escapedForMessage)\" \(message): \"\(value.escapedForMessage)\"",
                       locale: slot.locale, key: pair.key, table: slot.table, at: pair.location)
    }

    /// The last code point of a text once white space and closing quotes or
    /// brackets are set aside, read backwards from the end.
    package struct Tail {
        package var last: Unicode.Scalar?

        package static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "\"", "'", "”", "’", "“", "‘", "»", "«", "›", "‹", ")", "]", "」", "』": return true
            default: return false
            }
        }

        package init(_ text: String) {
            last = text.unicodeScalars.reversed().first { !TextScan.isSpace($0) && !Self.isCloser($0) }
        }

        /// `?`, `？`, `؟`, `፧`, U+037E, and in Greek `;`.
        package func isQuestion(language: String) -> Bool {
            switch last {
            case "?", "？", "؟", "፧", "\u{037E}": return true
            case ";": return language == "el"
            default: return false
            }
        }
    }

    /// A question mark anywhere: word order may put the question first
    /// (`¿Estás seguro? Esto eliminará…`, `Le saviez-vous ? …`).
    package static func asksElsewhere(_ value: String, language: String) -> Bool {
        value.unicodeScalars.contains { ["?", "？", "؟", "፧", "\u{037E}"].contains($0) || (language == "el" && $0 == ";") }
    }

    /// Languages that mark a question on a word or with a particle, not at the
    /// end: Japanese asks with か and may close it with 。.
    package static func asksWithoutMark(_ language: String) -> Bool {
        ["hy", "th", "lo", "km", "my", "ja", "bo", "dz"].contains(language)
    }
}
