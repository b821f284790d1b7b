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

/// Every sequence of emoji-test.txt (Emoji 15.0) through MeasuredText, in a
/// locale where ambiguous width is narrow ("en").
///
/// What we decided for each status (README, "Conformance"):
/// - `fully-qualified` (3655): one cluster, 2 columns.
/// - `component` (9: the five skin-tone modifiers and four hair styles): one
///   cluster, 2 columns; each is Emoji_Presentation=Yes on its own.
/// - `minimally-qualified` (827): one cluster, 2 columns. Their first element
///   is qualified, so each holds U+FE0F or an Emoji_Presentation code point.
/// - `unqualified` (242): one cluster; 1 column when nothing in it asks for
///   emoji presentation (no U+FE0F, no Emoji_Presentation, no East Asian Wide
///   code point), as a terminal or a text font draws `☝` `❄` `2⃣` `⛹‍♂`: 223
///   of them. 2 columns otherwise: 13 that hold U+FE0F or an emoji-presentation
///   element later on (`❤‍🔥`, `🏳‍🌈`, `🕵‍♂️`), and 6 East Asian Wide symbols
///   (`〰` `〽` `㊗` `㊙` `🈂` `🈷`).
struct EmojiConformanceTests {
    struct Sequence {
        var line: Int
        var scalars: [UInt32]
        var status: String
        var text: String { String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))) }
    }

    static func sequences() throws -> [Sequence] {
        try UnicodeDataFiles.lines("emoji/emoji-test.txt").compactMap { line in
            let fields = line.data.split(separator: ";")
            guard fields.count == 2 else { return nil }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            return Sequence(line: line.number, scalars: scalars, status: fields[1].trimmingCharacters(in: .whitespaces))
        }
    }

    /// Code points with `property` in a UCD file of `range ; value` lines.
    static func codePoints(in file: String, where matches: (Substring) -> Bool) throws -> Set<UInt32> {
        var result = Set<UInt32>()
        for line in try UnicodeDataFiles.lines(file) {
            let fields = line.data.split(separator: ";")
            guard fields.count >= 2, matches(Substring(fields[1].trimmingCharacters(in: .whitespaces))),
                  let range = UnicodeDataFiles.codePoints(fields[0]) else { continue }
            result.formUnion(range)
        }
        return result
    }

    @Test(.enabled(if: UnicodeDataFiles.has("emoji/emoji-test.txt") && UnicodeDataFiles.has("emoji/emoji-data.txt")
                   && UnicodeDataFiles.has("EastAsianWidth.txt"), UnicodeDataFiles.missing))
    func everySequenceIsOneClusterOfTheDecidedWidth() throws {
        // From the data files, not from ICU: what asks for two columns.
        let emojiPresentation = try Self.codePoints(in: "emoji/emoji-data.txt") { $0 == "Emoji_Presentation" }
        let eastAsianWide = try Self.codePoints(in: "EastAsianWidth.txt") { $0 == "W" || $0 == "F" }

        let sequences = try Self.sequences()
        var counts: [String: Int] = [:]
        var unqualifiedWidths: [Int: Int] = [:]
        for sequence in sequences {
            counts[sequence.status, default: 0] += 1
            let measured = MeasuredText(sequence.text, locale: "en")
            let expected: Int
            switch sequence.status {
            case "fully-qualified", "component", "minimally-qualified":
                expected = 2
            case "unqualified":
                let asksForTwo = sequence.scalars.contains(0xFE0F)
                    || sequence.scalars.contains(where: { emojiPresentation.contains($0) || eastAsianWide.contains($0) })
                expected = asksForTwo ? 2 : 1
                unqualifiedWidths[measured.width, default: 0] += 1
            default:
                Issue.record("emoji-test.txt:\(sequence.line): unknown status \(sequence.status)")
                continue
            }
            let where_ = "emoji-test.txt:\(sequence.line): \(sequence.status) \(hexList(sequence.scalars)) \(sequence.text)"
            #expect(measured.graphemes.count == 1, "\(where_) is \(measured.graphemes.count) clusters")
            #expect(measured.width == expected, "\(where_) is \(measured.width) columns, expected \(expected)")
        }
        #expect(counts == ["fully-qualified": 3655, "component": 9, "minimally-qualified": 827, "unqualified": 242])
        #expect(unqualifiedWidths == [1: 223, 2: 19])
        print("emoji-test.txt: \(counts["fully-qualified"] ?? 0) fully-qualified, \(counts["component"] ?? 0) components and \(counts["minimally-qualified"] ?? 0) minimally-qualified sequences are 1 cluster of 2 columns; unqualified: \(unqualifiedWidths[1] ?? 0) of 1 column, \(unqualifiedWidths[2] ?? 0) of 2")
    }
}

/// The report's width column (`TextWidth`) and the layout (`MeasuredText`)
/// count with one rule: equal sums on every sequence of Unicode's emoji and
/// grapheme break data, in a narrow and a wide locale.
struct TextWidthConformanceTests {
    @Test(.enabled(if: UnicodeDataFiles.has("emoji/emoji-test.txt") && UnicodeDataFiles.has("auxiliary/GraphemeBreakTest.txt"),
                   UnicodeDataFiles.missing))
    func textWidthEqualsMeasuredTextOnTheConformanceData() throws {
        var texts: [(String, String)] = []
        for line in try UnicodeDataFiles.lines("emoji/emoji-test.txt") {
            let fields = line.data.split(separator: ";")
            guard fields.count == 2 else { continue }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) })
            texts.append(("emoji-test.txt:\(line.number)", String(text)))
        }
        for testCase in try UnicodeDataFiles.breakCases("auxiliary/GraphemeBreakTest.txt") {
            texts.append(("GraphemeBreakTest.txt:\(testCase.line)", String(decoding: testCase.utf16, as: UTF16.self)))
        }
        #expect(texts.count > 5000)
        var differences: [String] = []
        for (place, text) in texts {
            for locale in ["en", "ja"] {
                let (sum, measured) = (TextWidth.columns(of: text, locale: locale), MeasuredText(text, locale: locale).width)
                if sum != measured { differences.append("\(place) (\(locale)): TextWidth \(sum), MeasuredText \(measured)") }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
        // The two cases the review found.
        #expect(TextWidth.columns(of: "\u{FE0F}", locale: "en") == MeasuredText("\u{FE0F}", locale: "en").width)
        #expect(TextWidth.columns(of: "Ab\n\u{FE0F}c", locale: "en") == MeasuredText("Ab\n\u{FE0F}c", locale: "en").width)
    }
}
