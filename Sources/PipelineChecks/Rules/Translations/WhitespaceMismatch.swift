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
///
/// Not reported, because nobody sees a difference (issue 48, read on real
/// apps): a stray trailing space of the source that the translation drops,
/// where code only ever draws the text alone (a SwiftUI control's title, a
/// settings title: nothing follows it to be joined to,
/// `Button("Delete all config? ")`); one a translation adds is its own slip
/// and still reported; a space after a Tibetan shad,
/// which the script writes there; line breaks a translator adds to a text of
/// several sentences (an alert's message, laid out by its translator) or to
/// one the source already wraps by hand.
public struct WhitespaceMismatch: TranslationCheck {
    public static let code = "whitespace-mismatch"
    public static let summary = "Leading or trailing white space or the paragraphs differ from the source, the translation adds line breaks, or a quick action's title holds a line break."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // A source's trailing space dropped where no code draws the key: nobody sees it go.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"a\" = \"Send reboot\";\n\"b\" = \"Delete all config? \";"],
            "de": [TableName.localizable: "\"a\" = \"Neustart senden\";\n\"b\" = \"Alle Einstellungen löschen?\";"],
        ], code: ["Menu.swift": "let a = NSLocalizedString(\"a\", comment: \"\")"])),
        // ...but where code puts text after it, the words run together.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"a\" = \"Send reboot\";\n\"b\" = \"Delete all config? \";"],
            "de": [TableName.localizable: "\"a\" = \"Neustart senden\";\n↓\"b\" = \"Alle Einstellungen löschen?\";"],
        ], code: ["Menu.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\nlet b = NSLocalizedString(\"b\", comment: \"\") + name"])),
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
        // A stray space of the source that the translation drops, in a title drawn alone (a SwiftUI button's).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Delete all config? \" = \"Delete all config? \";"],
                     "de": [TableName.localizable: "\"Delete all config? \" = \"Alle Konfigurationen löschen?\";"]],
            code: ["DeviceConfig.swift": "var body: some View { Button(\"Delete all config? \", role: .destructive) { reset() } }"])),
        // A space the translation adds to such a title is its own slip.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Screen on for\" = \"Screen on for\";"],
                     "da": [TableName.localizable: "↓\"Screen on for\" = \"Skærm tændt i \";"]],
            code: ["Display.swift": "var body: some View { Picker(\"Screen on for\", selection: $time) { EmptyView() } }"])),
        // Joined to the text after it (`Text("IAQ ") + Text(value)`): the space the translation drops is missed.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"IAQ \" = \"IAQ \";"],
                     "fr": [TableName.localizable: "↓\"IAQ \" = \"Qualité de l'air\";"]],
            code: ["AirQuality.swift": "var body: some View { Text(\"IAQ \") + Text(\"\\(iaq)\") }"])),
        // Tibetan writes a space after the shad that closes a clause.
        .passes(base: "Upgrade", translation: "ཡར་ཐོན། ", locale: "bo"),
        .triggers(base: "Upgrade", translation: " ཡར་ཐོན།", locale: "bo"),
        // A translator's line break between two sentences of a message.
        .passes(base: "Could not decrypt database. If the app is not working properly, you may need to reinstall it.",
                translation: "Veritabanının şifresi çözülemedi. \nUygulama düzgün çalışmıyorsa yeniden yüklemeniz gerekebilir.", locale: "tr"),
        .passes(base: "You will be logged out on other devices. You will have 30 days to recover your account.",
                translation: "您將在其他裝置上登出。\n您將有 30 天的時間可以復原帳戶。", locale: "zh-Hant"),
        // One sentence with a link: a break added before the link is a line of its own.
        .triggers(base: "Please try again or report it on the forum (http://community.example.io/report-bug).",
                  translation: "Lütfen tekrar deneyin veya forumda bildirin\n(http://community.example.io/report-bug).", locale: "tr"),
        // A text the source wraps by hand, re-wrapped for the translation's longer words.
        .passes(base: "You can’t view this profile\nuntil they unblock you.",
                translation: "Вы не можете просматривать\nпрофиль этого пользователя\nпока он не разблокирует вас.", locale: "ru"),
        // ...but a wrapped one-sentence text that loses its paragraph still runs together.
        .triggers(base: "One paragraph\nwrapped.\n\nAnother.", translation: "Ein Absatz umbrochen. Noch einer.", locale: "de"),
    ]

    public init() {}

    /// Translations whose only difference is the stray white space of the
    /// source's end they drop, kept for `finish`, which knows how code draws them.
    private var trailingOnly: [Diagnostic] = []

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    /// The source's white space at each end and its breaks; nil when it is blank.
    package func source(of entry: StringsEntry) -> (edges: (start: Bool, end: Bool), breaks: Breaks)? {
        EmptyTranslation.isBlank(entry.value) ? nil : (TextScan.edges(entry.value), Self.lineBreaks(entry.value))
    }

    @inline(__always) package mutating func visit(_ pair: TranslationPair, in slot: TranslationSlot,
                                                  source: (edges: (start: Bool, end: Bool), breaks: Breaks)?) -> Diagnostic? {
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
        var endReason = false
        if ours.end != theirs.end && !(spaceless && theirs.end) && !(ours.end && Self.endsInShadAndSpace(value)) {
            reasons.append(theirs.end ? "does not end with white space as its source does" : "ends with white space its source does not")
            endReason = true
        }
        if breaks.paragraphs < sourceBreaks.paragraphs
            || breaks.paragraphs > sourceBreaks.paragraphs && !(sourceBreaks.single > 0) {
            reasons.append("has \(breaks.paragraphs) paragraph break\(breaks.paragraphs == 1 ? "" : "s") (blank lines) where its source has \(sourceBreaks.paragraphs)")
        } else if breaks.lines > sourceBreaks.lines && sourceBreaks.single == 0 && !Self.hasSeveralSentences(pair.sourceValue) {
            reasons.append("has \(breaks.lines) line break\(breaks.lines == 1 ? "" : "s") where its source has \(sourceBreaks.lines)")
        }
        guard !reasons.isEmpty else { return nil }
        let diagnostic = finding("\(slot.locale): translation of \"\(pair.key.escapedForMessage)\" \(reasons.joined(separator: ", and ")): \"\(value.escapedForMessage)\"",
                                 locale: slot.locale, key: pair.key, table: slot.table, at: pair.location)
        // A stray space of the source that the translation drops (one it adds is its own slip).
        if endReason && reasons.count == 1 && theirs.end {
            // Nothing draws a key no code uses (unused-key says so once): with several
            // apps, one that does not use the key leaves it to the one that does.
            if slot.unusedKeys.contains(pair.key) { return nil }
            trailingOnly.append(diagnostic)
            return nil
        }
        return diagnostic
    }

    /// Quick action titles, from the Info.plist or its translations; and the
    /// translations that drop the source's trailing space where the text is not drawn alone.
    package func finish(in context: CheckContext) -> [Diagnostic] {
        let alone = trailingOnly.isEmpty ? [:] : Self.drawnAlone(context.project.code)
        let kept = trailingOnly.filter { diagnostic in
            guard let table = diagnostic.table, let key = diagnostic.key else { return true }
            return alone[TableKey(table: table, key: key)] != true
        }
        return kept + context.shortcutTexts.filter { $0.field == .title && Self.lineBreaks($0.text).lines > 0 }.map { text in
            finding("\(text.locale): the title of \(text.item.displayKey) holds a line break; the Home Screen breaks a title's lines itself: \"\(text.text.escapedForMessage)\"",
                    locale: text.locale, key: text.key, table: text.table, at: text.location)
        }
    }

    private struct TableKey: Hashable {
        var table: String
        var key: String
    }

    /// Per table and key, whether every use code makes of it draws the text
    /// alone: the title of a SwiftUI control (which has no way to join it to
    /// other text, as `Text` has `+`), a settings pane's title, a quick
    /// action's. A key used any other way (`Text`, `NSLocalizedString`,
    /// whose result may be joined or formatted) may be joined.
    private static func drawnAlone(_ code: CodeExtraction?) -> [TableKey: Bool] {
        var alone: [TableKey: Bool] = [:]
        for use in code?.strings ?? [] {
            let place = TableKey(table: use.table, key: use.key)
            let drawnAlone: Bool
            switch use.kind {
            case .settingsBundle, .shortcutTitle, .shortcutSubtitle: drawnAlone = true
            case .swiftUI: drawnAlone = use.function.map(aloneTitles.contains) ?? false
            default: drawnAlone = false
            }
            alone[place] = (alone[place] ?? true) && drawnAlone
        }
        return alone
    }

    /// SwiftUI's controls and modifiers that draw a title of their own (the
    /// framework's list of such initializers: the honest model of which
    /// titles stand alone).
    private static let aloneTitles: Set<String> = [
        "Button", "Toggle", "Picker", "Label", "Link", "NavigationLink", "Menu", "Stepper", "DatePicker", "ColorPicker",
        "TextField", "SecureField", "Section", "Tab", "ShareLink", "ProgressView", "Gauge", "Slider",
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "alert", "confirmationDialog", "help", "badge",
    ]

    /// Whether the text ends in a Tibetan shad (U+0F0D to U+0F12) or gter
    /// tsheg (U+0F14) and then white space: the Unicode Standard (13.4,
    /// Tibetan) notes the space that follows a shad ending a clause.
    package static func endsInShadAndSpace(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.reversed().first(where: { !TextScan.isSpace($0) }) else { return false }
        return (0x0F0D...0x0F12).contains(last.value) || last.value == 0x0F14
    }

    /// Whether a text holds two sentences or more: a sentence terminal
    /// (Unicode's Sentence_Terminal, `.`, `!`, `?`, `。`, `।`, ...) followed,
    /// past closing quotes and white space, by a letter; after an ASCII
    /// terminal, white space must come first (`example.com`, `1.5` are no
    /// sentence ends), where `。` needs none. Such a text is a message its
    /// label wraps, whose lines are its translator's to lay out.
    package static func hasSeveralSentences(_ text: String) -> Bool {
        var afterTerminal = false, needsSpace = false, spaced = false
        for scalar in text.unicodeScalars {
            if afterTerminal {
                if scalar.properties.isAlphabetic && (spaced || !needsSpace) { return true }
                if TextScan.isSpace(scalar) {
                    spaced = true
                    continue
                }
                if PunctuationMismatch.Tail.isCloser(scalar) || scalar.properties.isSentenceTerminal { continue }
                afterTerminal = false
            }
            if scalar.properties.isSentenceTerminal {
                afterTerminal = true
                needsSpace = scalar.isASCII
                spaced = false
            }
        }
        return false
    }

    /// A text's line breaks (`lines`), its paragraph breaks (runs of two or
    /// more breaks, only white space between: `paragraphs`), and its single
    /// breaks (a line wrapped by hand: `single`).
    package struct Breaks {
        package var lines = 0
        package var paragraphs = 0
        package var single = 0
    }

    /// Line breaks (line feeds, CR LF, line and paragraph separators), and
    /// paragraph breaks: runs of two or more, with only white space between.
    /// Read from the UTF-8 bytes: spaces and tabs keep a run of breaks going.
    package static func lineBreaks(_ text: String) -> Breaks {
        TextScan.withBytes(text, lineBreaks)
    }

    package static func lineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> Breaks {
        // Most texts hold no break at all: one pass over the bytes settles it.
        guard TextScan.holdsLineBreak(bytes) else { return Breaks() }
        var breaks = Breaks()
        var run = 0
        var previous: UInt8 = 0, previous2: UInt8 = 0
        for byte in bytes {
            var isBreak = false
            switch byte {
            case 0x0A: isBreak = previous != 0x0D          // CR LF is one break
            case 0x0D: isBreak = true
            case 0xA8, 0xA9: isBreak = previous2 == 0xE2 && previous == 0x80   // U+2028, U+2029
            case 0x20, 0x09, 0xE2, 0x80: break
            default:
                if run == 1 { breaks.single += 1 }
                run = 0
            }
            if isBreak {
                breaks.lines += 1
                run += 1
                if run == 2 { breaks.paragraphs += 1 }
            }
            (previous2, previous) = (previous, byte)
        }
        return breaks
    }
}
