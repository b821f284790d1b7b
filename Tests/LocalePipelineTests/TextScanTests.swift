import Testing
@testable import LocalePipeline

/// The byte scans the text checks rely on agree with the Unicode properties they stand for.
struct TextScanTests {
    @Test func theInvisibleByteScanMissesNoDefaultIgnorableCodePoint() {
        var missed: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            // Always accepted, so not looked for: soft hyphen, CGJ, the direction marks, word joiner.
            guard let scalar = Unicode.Scalar(value), scalar.properties.isDefaultIgnorableCodePoint,
                  ![0xAD, 0x34F, 0x61C, 0x200E, 0x200F, 0x2060].contains(value) else { continue }
            if !InvisibleCharacter.mayHoldInvisible("a\(Character(scalar))b") { missed.append(CharacterNames.describe(scalar)) }
        }
        #expect(missed.isEmpty, "\(missed.prefix(20))")
        // Common text passes without decoding: quotes, dashes, CJK, emoji.
        for text in ["„Suchen“ — jetzt", "すべてのメモを検索", "검색", "🍣 寿司", "Ça va?", "رجوع\u{200F}", "Trenn\u{AD}strich"] {
            #expect(!InvisibleCharacter.mayHoldInvisible(text), "\(text)")
        }
    }

    @Test func bytesContainAndCompare() {
        #expect(TextScan.contains("see https://x.org", "://"))
        #expect(TextScan.contains("a ${b}", "${"))
        #expect(!TextScan.contains("a $ {b}", "${"))
        #expect(!TextScan.contains("", "x"))
        #expect(TextScan.contains("ééé www.", "www."))
        #expect(TextScan.sameBytes("Café", "Café") && !TextScan.sameBytes("Caf\u{E9}", "Cafe\u{301}"))
    }

    @Test func lineBreaksAndParagraphs() {
        #expect(WhitespaceMismatch.lineBreaks("a\r\nb") == (1, 0))
        #expect(WhitespaceMismatch.lineBreaks("a\n \nb\u{2028}c") == (3, 1))
        #expect(WhitespaceMismatch.lineBreaks("“a” — b") == (0, 0))
    }
}

struct WhiteSpaceListTests {
    @Test func isSpaceIsUnicodesWhiteSpace() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextScan.isSpace(scalar) != scalar.properties.isWhitespace { Issue.record("\(CharacterNames.describe(scalar))") }
        }
    }
}
