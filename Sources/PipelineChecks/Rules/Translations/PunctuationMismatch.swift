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
public struct PunctuationMismatch: TranslationCheck {
    public static let code = "punctuation-mismatch"
    public static let summary = "A source that asks a question (ends in a question mark) has a translation that does not, allowing each locale's own marks; or a translation ends in U+037E outside Greek."
    public static let severity = Severity.note
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
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    /// Whether the source asks a question.
    package func source(of entry: StringsEntry) -> Bool {
        Tail(entry.value).isQuestion(language: "")
    }

    @inline(__always) package func visit(_ pair: TranslationPair, in slot: TranslationSlot, source asks: Bool) -> Diagnostic? {
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
        ["hy", "th", "lo", "km", "my", "ja"].contains(language)
    }
}
