import PipelineCore
import PipelineFormats
import PipelineProject

/// White space at either end of a string is there for a reason (text joined
/// to other text) or by accident, and the translation should agree with its
/// source. So should its paragraphs: a blank line lost runs two paragraphs
/// together. A translation may drop a single line break the source placed for
/// English's line length, but one it adds is a layout of its own.
/// A quick action's title has no use for a line break at all: the Home
/// Screen breaks its lines itself.
public struct WhitespaceMismatch: TranslationCheck {
    public static let code = "whitespace-mismatch"
    public static let summary = "Leading or trailing white space or the paragraphs differ from the source, the translation adds line breaks, or a quick action's title holds a line break."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(base: "Name: ", translation: "Nom :", locale: "fr"),
        .triggers(base: "Search", translation: " Suchen", locale: "de"),
        .triggers(base: "First.\n\nSecond.", translation: "Erstens.Zweitens.", locale: "de"),
        .triggers(base: "Line one, line two", translation: "Zeile eins,\nZeile zwei", locale: "de"),
        // A break placed for English's line length may go.
        .passes(base: "Your feedback helps\nimprove the app.", translation: "Dein Feedback hilft, die App zu verbessern.", locale: "de"),
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "↓Book\na table")])),
        .passes(base: "Name: ", translation: "Nom : ", locale: "fr"),
        .passes(base: "Post was sent. ", translation: "帖子发送成功。", locale: "zh-Hans"),
        .passes(base: "Line one\nLine two", translation: "Zeile eins\nZeile zwei", locale: "de"),
        // An empty translation is empty-translation's.
        .passes(base: "Search", translation: " ", locale: "de"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    /// The source's white space at each end and its breaks; nil when it is blank.
    package func source(of entry: StringsEntry) -> (edges: (start: Bool, end: Bool), breaks: (lines: Int, paragraphs: Int))? {
        EmptyTranslation.isBlank(entry.value) ? nil : (TextScan.edges(entry.value), Self.lineBreaks(entry.value))
    }

    @inline(__always) package func visit(_ pair: TranslationPair, in slot: TranslationSlot,
               source: (edges: (start: Bool, end: Bool), breaks: (lines: Int, paragraphs: Int))?) -> Diagnostic? {
        guard let (theirs, sourceBreaks) = source else { return nil }
        let value = pair.value
        guard !TextScan.sameBytes(value, pair.sourceValue) else { return nil }
        // Ends and breaks from one look at the bytes: each look at a string costs.
        let (ours, breaks) = TextScan.withBytes(value) { (TextScan.edges($0), Self.lineBreaks($0)) }
        // Blank only if it starts with white space (an empty one is empty-translation's).
        guard !value.isEmpty, !ours.start || !EmptyTranslation.isBlank(value) else { return nil }
        var reasons: [String] = []
        let spaceless = slot.writesWithoutSpaces
        if ours.start != theirs.start && !(spaceless && theirs.start) {
            reasons.append(theirs.start ? "does not start with white space as its source does" : "starts with white space its source does not")
        }
        if ours.end != theirs.end && !(spaceless && theirs.end) {
            reasons.append(theirs.end ? "does not end with white space as its source does" : "ends with white space its source does not")
        }
        if breaks.paragraphs != sourceBreaks.paragraphs {
            reasons.append("has \(breaks.paragraphs) paragraph break\(breaks.paragraphs == 1 ? "" : "s") (blank lines) where its source has \(sourceBreaks.paragraphs)")
        } else if breaks.lines > sourceBreaks.lines {
            reasons.append("has \(breaks.lines) line break\(breaks.lines == 1 ? "" : "s") where its source has \(sourceBreaks.lines)")
        }
        guard !reasons.isEmpty else { return nil }
        return finding("\(slot.locale): translation of \"\(pair.key.escapedForMessage)\" \(reasons.joined(separator: ", and ")): \"\(value.escapedForMessage)\"",
                       locale: slot.locale, key: pair.key, table: slot.table, at: pair.location)
    }

    /// Quick action titles, from the Info.plist or its translations.
    package func finish(in context: CheckContext) -> [Diagnostic] {
        context.shortcutTexts.filter { $0.field == .title && Self.lineBreaks($0.text).lines > 0 }.map { text in
            finding("\(text.locale): the title of \(text.item.displayKey) holds a line break; the Home Screen breaks a title's lines itself: \"\(text.text.escapedForMessage)\"",
                    locale: text.locale, key: text.key, table: text.table, at: text.location)
        }
    }

    /// Line breaks (line feeds, CR LF, line and paragraph separators), and
    /// paragraph breaks: runs of two or more, with only white space between.
    /// Read from the UTF-8 bytes: spaces and tabs keep a run of breaks going.
    package static func lineBreaks(_ text: String) -> (lines: Int, paragraphs: Int) {
        TextScan.withBytes(text, lineBreaks)
    }

    package static func lineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> (lines: Int, paragraphs: Int) {
        // Most texts hold no break at all: one pass over the bytes settles it.
        guard TextScan.holdsLineBreak(bytes) else { return (0, 0) }
        var lines = 0, paragraphs = 0, run = 0
        var previous: UInt8 = 0, previous2: UInt8 = 0
        for byte in bytes {
            var isBreak = false
            switch byte {
            case 0x0A: isBreak = previous != 0x0D          // CR LF is one break
            case 0x0D: isBreak = true
            case 0xA8, 0xA9: isBreak = previous2 == 0xE2 && previous == 0x80   // U+2028, U+2029
            case 0x20, 0x09, 0xE2, 0x80: break
            default: run = 0
            }
            if isBreak {
                lines += 1
                run += 1
                if run == 2 { paragraphs += 1 }
            }
            (previous2, previous) = (previous, byte)
        }
        return (lines, paragraphs)
    }
}
