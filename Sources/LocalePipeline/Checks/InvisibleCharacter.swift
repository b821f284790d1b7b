/// A character that draws nothing still changes what is drawn: a zero-width
/// space splits a word, a right-to-left override makes a title read
/// backwards (or spoof another), an isolate left open swallows the text
/// after it, a stray byte order mark hides in the middle of a word.
///
/// Left alone, because translators use them on purpose: the direction marks
/// (U+200E, U+200F, U+061C) in right-to-left text; isolates and embeddings
/// closed by their pair; zero-width joiners and non-joiners beside a letter
/// of a script that joins or forms conjuncts (Arabic, Persian, Syriac, the
/// Indic scripts, Burmese, Khmer, Mongolian), where they shape the letters
/// or are harmless, and inside an emoji sequence; variation
/// selectors after a character; the soft hyphen and word joiner; a
/// zero-width space in Thai, Lao, Khmer and Burmese, which write no spaces
/// between words. Whatever the source has too is not reported.
public struct InvisibleCharacter: Check {
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
        .passes(base: "Search", translation: "ค้นหา\u{200B}ร้านอาหาร", locale: "th"),
        .passes(base: "A\u{200B}B", translation: "A\u{200B}B", locale: "de"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.findingsForEachTranslation { pair in
            guard let (scalar, before) = Self.firstInvisible(in: pair.entry.value, locale: pair.locale),
                  !pair.source.value.unicodeScalars.contains(scalar) else { return nil }
            let place = before.isEmpty ? "at its start" : "after \"\(before.escapedForMessage)\""
            return finding("\(pair.locale): translation of \"\(pair.entry.key.escapedForMessage)\" holds \(CharacterNames.describe(scalar)) \(place), which its source does not",
                           locale: pair.locale, key: pair.entry.key, table: pair.table, at: pair.entry.location)
        }
    }

    /// The first character of `text` that draws nothing and is not one of
    /// the accepted uses above, with up to eight characters before it.
    static func firstInvisible(in text: String, locale: String) -> (Unicode.Scalar, String)? {
        // Every character below is outside ASCII.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return nil }
        let scalars = Array(text.unicodeScalars)
        let noSpaces = ["th", "lo", "km", "my"].contains(Untranslated.language(locale))
        var openIsolates: [Int] = [], openEmbeddings: [Int] = []
        var found: Int?
        func letterLike(_ index: Int) -> Bool {
            guard scalars.indices.contains(index) else { return false }
            let properties = scalars[index].properties
            return properties.isAlphabetic || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
                || properties.isEmoji || properties.isEmojiModifier
        }
        func joiningScript(_ index: Int) -> Bool {
            guard scalars.indices.contains(index) else { return false }
            switch scalars[index].value {
            case 0x0600...0x08FF, 0x0900...0x0DFF, 0x1000...0x109F, 0x1780...0x18AF, 0xA8E0...0xA8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
                return true
            default:
                return false
            }
        }
        for (index, scalar) in scalars.enumerated() where found == nil {
            switch scalar.value {
            case 0x200E, 0x200F, 0x061C, 0x00AD, 0x2060, 0x034F:
                continue
            case 0x202D, 0x202E:                       // overrides: always
                found = index
            case 0x202A, 0x202B:
                openEmbeddings.append(index)
            case 0x202C:
                if openEmbeddings.popLast() == nil { found = index }
            case 0x2066, 0x2067, 0x2068:
                openIsolates.append(index)
            case 0x2069:
                if openIsolates.popLast() == nil { found = index }
            case 0x200C, 0x200D:
                let emoji = index > 0 && scalars[index - 1].properties.isEmoji && letterLike(index + 1)
                if !emoji && !joiningScript(index - 1) && !joiningScript(index + 1) { found = index }
            case 0x200B:
                if !(noSpaces && letterLike(index - 1) && letterLike(index + 1)) { found = index }
            case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
                if index == 0 || scalars[index - 1].properties.isWhitespace { found = index }
            case 0xE0020...0xE007F:                    // tags: part of a flag sequence after a black flag
                if !scalars[..<index].contains(where: { $0.value == 0x1F3F4 }) { found = index }
            default:
                if scalar.properties.isDefaultIgnorableCodePoint { found = index }
            }
        }
        guard let index = found ?? openIsolates.first ?? openEmbeddings.first else { return nil }
        var before = String.UnicodeScalarView()
        before.append(contentsOf: scalars[max(0, index - 8)..<index])
        return (scalars[index], String(before))
    }
}
