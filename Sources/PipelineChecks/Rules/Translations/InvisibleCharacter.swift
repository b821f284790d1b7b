import PipelineCore
import PipelineFormats
import PipelineProject

/// A character that draws nothing still changes what is drawn: a zero-width
/// space splits a word, a right-to-left override makes a title read
/// backwards (or spoof another), an isolate left open swallows the text
/// after it, a stray byte order mark hides in the middle of a word.
///
/// Left alone, because translators use them on purpose: the direction marks
/// (U+200E, U+200F, U+061C) in right-to-left text; isolates and embeddings
/// closed by their pair; a left-to-right override or embedding around a
/// number alone (digits or a numeric placeholder), which Arabic translators
/// put before `%d`, or around left-to-right text alone (a Matrix ID in
/// Persian), and a right-to-left override another cancels at once; a non-joiner anywhere in text of a joining script (the
/// Persian and Sorani half space, typed beside a space or a colon too); zero-width joiners and non-joiners beside a letter
/// of a script that joins or forms conjuncts (Arabic, Persian, Syriac, the
/// Indic scripts, Burmese, Khmer, Mongolian), where they shape the letters
/// or are harmless, and inside an emoji sequence; variation
/// selectors after a character; the soft hyphen and word joiner; a
/// zero-width space anywhere in Thai, Lao, Khmer, Burmese or Tibetan text,
/// which write no spaces between words. Whatever the source has too is not reported.
public struct InvisibleCharacter: TranslationCheck {
    public static let code = "invisible-character"
    public static let summary = "A translation holds a zero-width, bidi control (unpaired or overriding), byte order mark or other invisible character its source does not."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(base: "Search", translation: "Su\u{200B}chen", locale: "de"),
        .triggers(base: "Call", translation: "\u{202E}llaC", locale: "he"),
        .triggers(base: "Open %@", translation: "פתח \u{2068}%@", locale: "he"),
        .triggers(base: "Search", translation: "\u{FEFF}Suchen", locale: "de"),
        .passes(base: "Back (%@)", translation: "رجوع (%@)\u{200F}", locale: "ar"),
        .passes(base: "Open %@", translation: "פתח \u{2068}%@\u{2069}", locale: "he"),
        .passes(base: "Messages", translation: "پیام\u{200C}ها", locale: "fa"),
        .passes(base: "Allow", translation: "اجازه می\u{200C} دهد", locale: "fa"),
        .passes(base: "Search", translation: "\u{200D}ಹುಡುಕು", locale: "kn"),
        .triggers(base: "Search", translation: "Such\u{200D}en", locale: "de"),
        .passes(base: "👨‍👩‍👧 Family", translation: "👨‍👩‍👧 Familie", locale: "de"),
        .passes(base: "Pride", translation: "🏳️\u{200D}🌈 فخر 👩\u{200D}❤️\u{200D}💋\u{200D}👨 👋🏽", locale: "ar"),
        // A joiner left dangling after an emoji joins nothing.
        .triggers(base: "Wave", translation: "Winken 👋🏽\u{200D}", locale: "de"),
        .passes(base: "Search", translation: "ค้นหา\u{200B}ร้านอาหาร", locale: "th"),
        // Khmer and Lao translators leave it at the end, doubled, or before a space.
        .passes(base: "Save", translation: "រក្សាទុក\u{200B}", locale: "km"),
        .passes(base: "Open settings", translation: "ເປີດ\u{200B}\u{200B}ການ ຕັ້ງຄ່າ\u{200B} ", locale: "lo"),
        .passes(base: "Share", translation: "བགོ་འགྲེམ\u{200B}", locale: "bo"),
        .passes(base: "A\u{200B}B", translation: "A\u{200B}B", locale: "de"),
        // Sorani's half space typed after a colon, as Persian's: it changes nothing.
        .passes(base: "Duration: %@", translation: "ماوە:\u{200C} %@", locale: "ckb"),
        .passes(base: "Messages", translation: "پیام\u{200C} ها", locale: "fa"),
        .triggers(base: "Duration: %@", translation: "Dauer:\u{200C} %@", locale: "de"),
        // Left to right around a number alone changes nothing; around any text (`%@`) it reverses Arabic letters.
        .passes(base: "Volume %g", translation: "مجلد \u{202D}%g", locale: "ar"),
        .passes(base: "Page %i", translation: "الصفحة \u{202A}%i\u{202C}", locale: "ar"),
        .triggers(base: "%@ ago", translation: "منذ \u{202D}%@", locale: "ar"),
        // Left to right around left-to-right text alone (a Matrix ID in Persian), and an override
        // cancelled at once by another, change nothing either.
        .passes(base: "Example: #room-name:matrix.org", translation: "نمونه: \u{202A}#room-name:matrix.org", locale: "fa"),
        .passes(base: "Volume %g", translation: "المجلد \u{202E}\u{202D}%g", locale: "ar"),
        .triggers(base: "Volume %g", translation: "المجلد \u{202E}%g", locale: "ar"),
        .triggers(base: "Page %i of %i", translation: "صفحة \u{202A}%i من %i", locale: "ar"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    package func source(of entry: StringsEntry) {}

    @inline(__always) package func visit(_ pair: TranslationPair, in slot: TranslationSlot, source: Void) -> Diagnostic? {
        guard Self.mayHoldInvisible(pair.value),
              let (scalar, before) = Self.firstInvisible(in: pair.value, language: slot.language),
              !pair.sourceValue.unicodeScalars.contains(scalar) else { return nil }
        let place = before.isEmpty ? "at its start" : "after \"\(before.escapedForMessage)\""
        return finding("\(slot.locale): translation of \"\(pair.key.escapedForMessage)\" holds \(CharacterNames.describe(scalar)) \(place), which its source does not",
                       locale: slot.locale, key: pair.key, table: slot.table, at: pair.location)
    }

    /// Whether the UTF-8 bytes hold the start of any default-ignorable code
    /// point but those always accepted (Unicode 15's list: U+00AD, U+034F,
    /// U+061C, U+115F-1160, U+17B4-17B5, U+180B-180F, U+200B-200F,
    /// U+202A-202E, U+2060-206F, U+3164, U+FE00-FE0F, U+FEFF, U+FFA0,
    /// U+FFF0-FFF8, U+1BCA0-1BCA3, U+1D173-1D17A, U+E0000-E0FFF; less the
    /// soft hyphen, CGJ, the three direction marks and the word joiner).
    /// Nearly every string has none and is done with here, without decoding.
    package static func mayHoldInvisible(_ text: String) -> Bool {
        TextScan.withBytes(text) { bytes in
            // Every such code point is written with a lead byte of 0xE1 or more:
            // Latin, Greek, Cyrillic, Arabic and Hebrew text has none.
            guard TextScan.hasByteAboveE0(bytes) else { return false }
            var index = 0
            let count = bytes.count
            while index < count {
                let lead = bytes[index]
                index += 1
                // One comparison settles ASCII and continuation bytes; a jump table the other leads.
                guard lead >= 0xE1 else { continue }
                switch lead {
                case 0xE1, 0xE2, 0xE3, 0xEF, 0xF0, 0xF3: break
                default: continue
                }
                let second: UInt8 = index < count ? bytes[index] : 0
                let third: UInt8 = index + 1 < count ? bytes[index + 1] : 0
                switch (lead, second, third) {
                case (0xE1, 0x85, 0x9F...0xA0), (0xE1, 0x9E, 0xB4...0xB5),
                     (0xE1, 0xA0, 0x8B...0x8F), (0xE2, 0x80, 0x8B...0x8D), (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA1...0xAF),
                     (0xE3, 0x85, 0xA4), (0xEF, 0xB8, 0x80...0x8F), (0xEF, 0xBB, 0xBF), (0xEF, 0xBE, 0xA0), (0xEF, 0xBF, 0xB0...0xB8),
                     (0xF0, 0x9B, 0xB2), (0xF0, 0x9D, 0x85), (0xF3, 0xA0, _):
                    return true
                default:
                    continue
                }
            }
            return false
        }
    }

    /// Thai, Lao, Tibetan, Myanmar (and its extensions) and Khmer (and its symbols).
    package static func isUnspacedScript(_ value: UInt32) -> Bool {
        switch value {
        case 0x0E00...0x0FFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: true
        default: false
        }
    }

    /// Whether a code point lies in a block that holds default-ignorable code
    /// points (the list above): a superset, to spare the property lookup.
    package static func nearIgnorable(_ value: UInt32) -> Bool {
        switch value {
        case 0x00AD, 0x034F, 0x061C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x2000...0x206F, 0x3164,
             0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// The first character of `text` that draws nothing and is not one of
    /// the accepted uses above, with up to eight characters before it.
    package static func firstInvisible(in text: String, language: String) -> (Unicode.Scalar, String)? {
        let scalars = Array(text.unicodeScalars)
        // Scripts written without spaces between words use U+200B to mark where
        // a line may break: anywhere in their text (at its end, doubled, before
        // a space, as translators of Khmer and Lao do), it is no stray.
        let noSpaces = ["th", "lo", "km", "my", "bo", "dz"].contains(language) || scalars.contains { Self.isUnspacedScript($0.value) }
        var openIsolates: [Int] = [], openEmbeddings: [Int] = []
        var found: Int?
        func joiningScript(_ index: Int) -> Bool {
            guard scalars.indices.contains(index) else { return false }
            switch scalars[index].value {
            case 0x0600...0x08FF, 0x0900...0x0DFF, 0x1000...0x109F, 0x1780...0x18AF, 0xA8E0...0xA8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
                return true
            default:
                return false
            }
        }
        // Persian and Sorani orthography writes U+200C between parts of a word
        // (the "half space"), and their keyboards type it: in such text one
        // beside a space or a colon is a typing habit that draws and changes
        // nothing (a non-joiner only stops two letters from joining).
        var joiningText: Bool?
        var skipTo = -1
        for (index, scalar) in scalars.enumerated() where found == nil && index > skipTo {
            switch scalar.value {
            case 0x200E, 0x200F, 0x061C, 0x00AD, 0x2060, 0x034F:
                continue
            case 0x202D, 0x202A:
                // Left to right around a number alone (`مجلد \u{202D}%g`): digits run
                // left to right anyway, so it changes nothing. Around a `%@` (any
                // text, maybe Arabic letters) it would reverse them.
                if let end = Self.numberAloneUntil(scalars, from: index + 1) ?? Self.leftToRightAloneUntil(scalars, from: index + 1) {
                    skipTo = end
                } else if scalar.value == 0x202D {
                    found = index
                } else {
                    openEmbeddings.append(index)
                }
            case 0x202E:
                // A right-to-left override: always, but one a left-to-right override or embedding
                // right after it cancels to the text's end (`المجلد \u{202E}\u{202D}%g`): that one is judged.
                let next = index + 1
                let cancelled = next < scalars.count && (scalars[next].value == 0x202D || scalars[next].value == 0x202A)
                    && !scalars[next...].contains { $0.value == 0x202C }
                if !cancelled { found = index }
            case 0x202B:
                openEmbeddings.append(index)
            case 0x202C:
                if openEmbeddings.popLast() == nil { found = index }
            case 0x2066, 0x2067, 0x2068:
                openIsolates.append(index)
            case 0x2069:
                if openIsolates.popLast() == nil { found = index }
            case 0x200C, 0x200D:
                // Inside an emoji sequence: 👩‍❤️‍💋‍👨, 🏳️‍🌈 (a presentation selector or skin tone may come before it).
                let emoji = index > 0 && index + 1 < scalars.count
                    && (scalars[index - 1].properties.isEmoji || scalars[index - 1].properties.isEmojiModifier || scalars[index - 1].value == 0xFE0F)
                    && scalars[index + 1].properties.isEmoji
                if !emoji && !joiningScript(index - 1) && !joiningScript(index + 1) {
                    if scalar.value == 0x200C {
                        let joining = joiningText ?? scalars.indices.contains(where: joiningScript)
                        joiningText = joining
                        if joining { continue }
                    }
                    found = index
                }
            case 0x200B:
                if !noSpaces { found = index }
            case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
                if index == 0 || scalars[index - 1].properties.isWhitespace { found = index }
            case 0xE0020...0xE007F:                    // tags: part of a flag sequence after a black flag
                if !scalars[..<index].contains(where: { $0.value == 0x1F3F4 }) { found = index }
            default:
                // The property lookup is slow; most scalars are nowhere near the ranges it covers.
                if Self.nearIgnorable(scalar.value), scalar.properties.isDefaultIgnorableCodePoint { found = index }
            }
        }
        guard let index = found ?? openIsolates.first ?? openEmbeddings.first else { return nil }
        return (scalars[index], Self.before(index, in: scalars))
    }

    /// Up to eight characters before `index`.
    private static func before(_ index: Int, in scalars: [Unicode.Scalar]) -> String {
        var before = String.UnicodeScalarView()
        before.append(contentsOf: scalars[max(0, index - 8)..<index])
        return String(before)
    }

    /// Where the scope of a left-to-right override or embedding that starts
    /// at `start` ends (its U+202C, or the text's end), when it holds
    /// left-to-right text and nothing of the other direction: no
    /// right-to-left letter and no placeholder of text (`%@`), which could be
    /// any. Persian and Arabic translators embed a Matrix ID or an address so
    /// (`نمونه: \u{202A}#room-name:matrix.org`, Element X): its `#` and `:`
    /// keep their place, which is what the embedding is for. Nil otherwise.
    package static func leftToRightAloneUntil(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start, sawLetter = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value == 0x202C { return sawLetter ? index : nil }
            if scalar.value == 0x25 { return nil }                              // a placeholder: any text
            // The blocks of the right-to-left scripts (Hebrew to NKo and Arabic's
            // extensions, their presentation forms, and the historic ones), and
            // the right-to-left controls.
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFE, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                 0x202B, 0x202E, 0x2067, 0x200F, 0x061C:
                return nil
            default:
                if scalar.properties.isAlphabetic { sawLetter = true }
            }
            index += 1
        }
        return sawLetter ? scalars.count - 1 : nil
    }

    /// Where the scope of a left-to-right override or embedding that starts
    /// at `start` ends (its U+202C, or the text's end), when all it holds is
    /// a number: digits of any script, their separators and signs, white
    /// space, direction marks, and numeric printf placeholders (`%d`, `%i`,
    /// `%g`, `%.1f`, `%lld`, positional `%1$d`: the format's grammar says
    /// they print numbers). Nil when it holds anything else.
    package static func numberAloneUntil(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start, sawNumber = false
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case 0x202C:
                return sawNumber ? index : nil
            case 0x25:                                  // %: a numeric placeholder, or nothing
                var next = index + 1
                while next < scalars.count, "0123456789$#-+ .'".unicodeScalars.contains(scalars[next]) { next += 1 }
                while next < scalars.count, "hlqLjzt".unicodeScalars.contains(scalars[next]) { next += 1 }
                guard next < scalars.count, "diuoxXfFeEgGaA".unicodeScalars.contains(scalars[next]) else { return nil }
                sawNumber = true
                index = next
            case 0x200E, 0x200F, 0x061C, 0x2B, 0x2D, 0x2212, 0x2C, 0x2E, 0x066B, 0x066C:
                break
            default:
                if scalar.properties.numericType == .decimal {
                    sawNumber = true
                } else if !TextScan.isSpace(scalar) {
                    return nil
                }
            }
            index += 1
        }
        return sawNumber ? scalars.count - 1 : nil
    }
}
