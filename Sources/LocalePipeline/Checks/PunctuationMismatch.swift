/// A source that ends in an ellipsis (more to come: a dialog opens), a colon
/// (a value follows) or a question mark says something its translation
/// should say too, in the locale's own forms:
///
/// | ending | accepted |
/// |---|---|
/// | ellipsis | `…`, `...`, `⋯`, `……` (Chinese) |
/// | colon | `:`, fullwidth `：` (Chinese, Japanese), with or without a (no-break) space before it (French), Ethiopic `፦` and `፡-` (Amharic); in Armenian `:` is how the full stop `։` is typed, and Burmese has no colon: not judged |
/// | question | `?`, fullwidth `？`, Arabic `؟` (Arabic, Persian, Urdu), Greek `;` and `;` (U+037E), Ethiopic `፧`; Armenian marks the question on a word (`՞`), and Thai, Lao, Khmer and Burmese often ask without a mark: not judged |
///
/// An ellipsis may move to the start where word order puts the missing
/// part first (`…ਨਾਲ ਸਫ਼ਾ ਸਾਂਝਾ ਕਰੋ`, "Share page with…" in Punjabi).
/// Three dots where the source has `…` are reported too: `…` is one
/// character, which keeps together when a line breaks.
public struct PunctuationMismatch: TranslationCheck {
    public static let code = "punctuation-mismatch"
    public static let summary = "The translation's ending punctuation (ellipsis, colon, question mark) differs from its source's, allowing each locale's own forms."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(base: "Share…", translation: "Teilen", locale: "de"),
        // App Shortcut phrases are spoken, not read.
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Is my car charging in ${applicationName}\" = \"Is my car charging in ${applicationName}\";"],
            "da": [AppShortcutTokens.table: "\"Is my car charging in ${applicationName}\" = \"Oplader min bil i ${applicationName}?\";"],
        ])),
        .triggers(base: "Delete this note?", translation: "Diese Notiz löschen.", locale: "de"),
        .triggers(base: "Name", translation: "Nom :", locale: "fr"),
        .triggers(base: "Export…", translation: "Exportieren...", locale: "de"),
        .passes(base: "Name:", translation: "Nom\u{202F}:", locale: "fr"),
        .passes(base: "Delete this note?", translation: "¿Eliminar esta nota?", locale: "es"),
        .passes(base: "Delete this note?", translation: "このメモを削除しますか？", locale: "ja"),
        .passes(base: "Delete this note?", translation: "حذف این یادداشت؟", locale: "fa"),
        .passes(base: "Delete this note?", translation: "Διαγραφή σημείωσης;", locale: "el"),
        .passes(base: "Delete this note?", translation: "ลบโน้ตนี้ไหม", locale: "th"),
        .passes(base: "Loading...", translation: "Wird geladen …", locale: "de"),
        .passes(base: "Name:", translation: "名前：", locale: "zh-Hans"),
        .passes(base: "Use it as a private browser:", translation: "እንደ የግል አሳሽ ይጠቀሙበት፡-", locale: "am"),
        .passes(base: "The URL was added.", translation: "Նոր URL է ավելացվել:", locale: "hy"),
        .passes(base: "Share page with…", translation: "…ਨਾਲ ਸਫ਼ਾ ਸਾਂਝਾ ਕਰੋ", locale: "pa"),
        .passes(base: "Just checking in at ", translation: "チェックイン中：", locale: "ja"),
        .passes(base: "Which site is broken?", translation: "„Welche Website funktioniert nicht?“", locale: "de"),
        // A Greek question mark outside Greek is a semicolon's double.
        .triggers(base: "• whether features are on", translation: "• dacă funcțiile sunt active\u{037E}", locale: "ro"),
    ]

    enum Ending: String {
        case ellipsis = "an ellipsis", colon = "a colon", question = "a question mark"
    }

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    /// The source's ending, and whether it ends in a space.
    func source(of entry: StringsEntry) -> (Tail, Bool) {
        (Tail(entry.value), entry.value.unicodeScalars.last.map(TextScan.isSpace) == true)
    }

    @inline(__always) func visit(_ pair: TranslationPair, in slot: TranslationSlot, source: (Tail, Bool)) -> Diagnostic? {
        let value = pair.value
        // App Shortcut phrases are spoken: their punctuation is nobody's to see (and a string set's pairs are by position only).
        guard slot.table != AppShortcutTokens.table, !TextScan.sameBytes(value, pair.sourceValue), !EmptyTranslation.isBlank(value) else { return nil }
        let language = slot.language
        let theirTail = source.0
        let theirs = theirTail.ending(language: language)
        // Most translations end in a letter or digit, as most sources end in no
        // mark: nothing to compare, and no need to read the translation's end.
        if theirs == nil, let last = value.utf8.last, Self.isASCIIAlphanumeric(last) { return nil }
        let ourTail = Tail(value)
        let ours = ourTail.ending(language: language)
        let message: String
        if language != "el", ourTail.last == "\u{037E}" {
            message = "ends with U+037E GREEK QUESTION MARK, which looks like a semicolon"
        } else if theirs == ours {
            guard theirs == .ellipsis, theirTail.last == "…", ourTail.isThreeDots else { return nil }
            message = "ends with three dots where its source has … (one character, kept together when a line breaks)"
        } else if theirs == .question && Self.asksWithoutMark(language) || (theirs ?? ours) == .colon && Self.hasNoColon(language) {
            return nil
        } else if theirs == .ellipsis, value.unicodeScalars.first == "…" || value.utf8.starts(with: "...".utf8) {
            return nil
        } else if let theirs {
            message = "does not end with \(theirs.rawValue) as its source does"
        } else if let ours, !source.1 {
            // A source ending in a space is a fragment text is joined to
            // ("Checking in at "): a translation may end it its own way.
            message = "ends with \(ours.rawValue) its source does not have"
        } else {
            return nil
        }
        return finding("\(slot.locale): translation of \"\(pair.key.escapedForMessage)\" \(message): \"\(value.escapedForMessage)\"",
                       locale: slot.locale, key: pair.key, table: slot.table, at: pair.location)
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The last three code points of a text once white space and closing
    /// quotes or brackets are set aside: all an ending needs, read backwards
    /// from the end without walking the text.
    struct Tail {
        var last: Unicode.Scalar?
        var second: Unicode.Scalar?
        var third: Unicode.Scalar?

        static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "\"", "'", "”", "’", "“", "‘", "»", "«", "›", "‹", ")", "]", "」", "』": return true
            default: return false
            }
        }

        init(_ text: String) {
            let scalars = text.unicodeScalars
            var index = scalars.endIndex
            while index > scalars.startIndex {
                index = scalars.index(before: index)
                let scalar = scalars[index]
                if last == nil {
                    if TextScan.isSpace(scalar) || Self.isCloser(scalar) { continue }
                    last = scalar
                } else if second == nil {
                    second = scalar
                } else {
                    third = scalar
                    break
                }
            }
        }

        var isThreeDots: Bool { last == "." && second == "." && third == "." }

        func ending(language: String) -> Ending? {
            switch last {
            case "…", "⋯": return .ellipsis
            case ".": return isThreeDots ? .ellipsis : nil
            case ":", "：", "﹕", "፦": return .colon
            case "-": return second == "፡" ? .colon : nil
            case "?", "？", "؟", "፧", "\u{037E}": return .question
            case ";": return language == "el" ? .question : nil
            default: return nil
            }
        }
    }

    /// Languages whose colon is not judged: Armenian types its full stop `։` as `:`; Burmese has none.
    static func hasNoColon(_ language: String) -> Bool {
        ["hy", "my"].contains(language)
    }

    /// Languages that mark a question on a word or with a particle, not at the end.
    static func asksWithoutMark(_ language: String) -> Bool {
        ["hy", "th", "lo", "km", "my"].contains(language)
    }
}
