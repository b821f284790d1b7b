import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

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

    @Test func theNearIgnorableRangesHoldEveryDefaultIgnorableCodePoint() {
        let missed = (UInt32(0)...0x10FFFF).filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return scalar.properties.isDefaultIgnorableCodePoint && !InvisibleCharacter.nearIgnorable(value)
        }
        #expect(missed.isEmpty, "\(missed.prefix(20).map { String($0, radix: 16) })")
    }

    @Test func bytesAboveE0AreFoundWhereverTheyAre() {
        for position in 0..<20 {
            for byte in UInt8(0)...255 {
                var bytes = [UInt8](repeating: 0x61, count: 20)
                bytes[position] = byte
                let found = bytes.withUnsafeBufferPointer(TextScan.hasByteAboveE0)
                #expect(found == (byte > 0xE0), "0x\(String(byte, radix: 16)) at \(position)")
            }
        }
        // Neighbours that carry into each other: 0xE0 beside 0x1F, 0xFF, 0x80.
        for pair: [UInt8] in [[0xE0, 0x1F], [0x1F, 0xE0], [0xE0, 0xFF, 0xE0], [0xC0, 0xE0, 0x80, 0xE0, 0xDF, 0xE0, 0x20, 0xE0]] {
            let found = pair.withUnsafeBufferPointer(TextScan.hasByteAboveE0)
            #expect(found == pair.contains { $0 > 0xE0 }, "\(pair)")
        }
    }

    @Test func theEndsAreDecodedFromTheBytesAsSwiftDecodesThem() {
        for value in stride(from: UInt32(0), through: 0x10FFFF, by: 7) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "ab\(scalar)", "\(scalar)cd", "é\(scalar)😀"] {
                let (first, last) = TextScan.withBytes(text) { (TextScan.firstScalar($0), TextScan.lastScalar($0)) }
                #expect(first == text.unicodeScalars.first && last == text.unicodeScalars.last, "U+\(String(value, radix: 16)) in \(text.debugDescription)")
            }
        }
        #expect(TextScan.withBytes("") { TextScan.firstScalar($0) } == nil)
        #expect(TextScan.edges("\u{3000}検索 ") == (true, true))
        #expect(TextScan.edges("検索") == (false, false))
    }

    @Test func lineBreaksAreFoundWhereverTheyAre() {
        func holds(_ text: String) -> Bool { TextScan.withBytes(text, TextScan.holdsLineBreak) }
        for filler in ["", "a", String(repeating: "x", count: 15), String(repeating: "—", count: 7), String(repeating: "…", count: 20)] {
            for separator in ["\n", "\r", "\u{2028}", "\u{2029}"] {
                #expect(holds(filler + separator + filler), "\(filler.count) + \(separator.debugDescription)")
                #expect(holds(filler + separator), "\(filler.count) + \(separator.debugDescription) at the end")
            }
            #expect(!holds(filler + "„Quote“ – dash … \u{2027}\u{202A}" + filler))
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
        func counts(_ text: String) -> [Int] {
            let breaks = WhitespaceMismatch.lineBreaks(text)
            return [breaks.lines, breaks.paragraphs, breaks.single]
        }
        #expect(counts("a\r\nb") == [1, 0, 1])
        #expect(counts("a\n \nb\u{2028}c") == [3, 1, 1])
        #expect(counts("“a” — b") == [0, 0, 0])
        // A break at the end wraps nothing.
        #expect(counts("a\n\nb\n") == [3, 1, 0])
    }

    @Test func sentencesOfAText() {
        #expect(WhitespaceMismatch.hasSeveralSentences("Could not decrypt it. Reinstall the app."))
        #expect(WhitespaceMismatch.hasSeveralSentences("DeepL couldn't be reached!\nIs the API key correct?"))
        #expect(WhitespaceMismatch.hasSeveralSentences("您將在其他裝置上登出。您將有 30 天的時間。"))
        #expect(WhitespaceMismatch.hasSeveralSentences("“Done.” Then go on."))
        // A link's dots, a decimal and a closing mark are no sentence ends.
        #expect(!WhitespaceMismatch.hasSeveralSentences("Report it on the forum (http://community.example.io/report-bug)."))
        #expect(!WhitespaceMismatch.hasSeveralSentences("Version 1.5 is out!"))
        #expect(!WhitespaceMismatch.hasSeveralSentences("What's new?"))
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
