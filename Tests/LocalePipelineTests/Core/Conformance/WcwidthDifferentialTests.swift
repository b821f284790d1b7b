import CICU
import Foundation
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

/// Python's `wcwidth` (the pinned version below, Unicode 15.0 tables) as a
/// second opinion on our widths. We are not a terminal, so we differ on
/// purpose in a few well-understood ways; those are listed as data, and any
/// other disagreement fails.
struct WcwidthDifferentialTests {
    static let pinnedVersion = "0.2.13"

    /// A python3 that imports wcwidth at the pinned version: `L10N_PYTHON`,
    /// else the venv `.ci/run` makes in `.build/venv`, else the one `bench/run.sh`
    /// makes, else `python3` from PATH.
    static let python: String? = {
        let root = PackageRoot.path
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["L10N_PYTHON"] { candidates.append(explicit) }
        candidates += [root + "/.build/venv/bin/python3", root + "/bench/.venv/bin/python3", "python3"]
        for candidate in candidates {
            guard candidate == "python3" || FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            let version = try? run(candidate, script: "import wcwidth; print(wcwidth.__version__)", input: "")
            if version?.trimmingCharacters(in: .whitespacesAndNewlines) == pinnedVersion { return candidate }
        }
        return nil
    }()

    static let missing: Comment = "needs python3 with wcwidth==0.2.13 (.ci/run installs it into .build/venv; or set L10N_PYTHON)"

    /// Runs `python -c script` with `input` on stdin and returns stdout.
    static func run(_ python: String, script: String, input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", script]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write from another thread so a full stdout pipe cannot deadlock us.
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OracleFailed(status: process.terminationStatus) }
        return String(decoding: output, as: UTF8.self)
    }

    struct OracleFailed: Error { var status: Int32 }

    /// One line of hex code points in, one `wcswidth` out.
    static let script = """
        import sys, wcwidth
        out = []
        for line in sys.stdin:
            s = ''.join(chr(int(h, 16)) for h in line.split())
            out.append(str(wcwidth.wcswidth(s, unicode_version='15.0.0')))
        print('\\n'.join(out))
        """

    // MARK: The sample

    /// Blocks whose every assigned code point is compared on its own.
    static let blocks: [(name: String, range: ClosedRange<UInt32>)] = [
        ("Basic Latin", 0x0000...0x007F),
        ("Latin-1 Supplement", 0x0080...0x00FF),
        ("Combining Diacritical Marks", 0x0300...0x036F),
        ("Cyrillic", 0x0400...0x04FF),
        ("Arabic", 0x0600...0x06FF),
        ("Devanagari", 0x0900...0x097F),
        ("Thai", 0x0E00...0x0E7F),
        ("Hangul Jamo", 0x1100...0x11FF),
        ("General Punctuation", 0x2000...0x206F),
        ("Miscellaneous Symbols", 0x2600...0x26FF),
        ("Dingbats", 0x2700...0x27BF),
        ("CJK Symbols and Punctuation", 0x3000...0x303F),
        ("Hiragana", 0x3040...0x309F),
        ("Variation Selectors", 0xFE00...0xFE0F),
        ("Halfwidth and Fullwidth Forms", 0xFF00...0xFFEF),
        ("Miscellaneous Symbols and Pictographs", 0x1F300...0x1F5FF),
        ("Emoticons", 0x1F600...0x1F64F),
        ("Supplemental Symbols and Pictographs", 0x1F900...0x1F9FF),
    ]

    static func isAssigned(_ codePoint: UInt32) -> Bool {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4) { buffer in
            cicu_general_category_of(Int32(codePoint), buffer.baseAddress, 4) == 2 && !(buffer[0] == 0x43 && buffer[1] == 0x6E)
        }
    }

    /// Emoji and grapheme-cluster sequences, built the same way every run.
    static let sequences: [[UInt32]] = {
        var result: [[UInt32]] = []
        let zwj: UInt32 = 0x200D, vs16: UInt32 = 0xFE0F, vs15: UInt32 = 0xFE0E
        // Flags: two regional indicators.
        for code in ["FR", "JP", "TH", "SA", "RU", "US", "DE", "CN", "KR", "UA"] {
            result.append(code.unicodeScalars.map { 0x1F1E6 + $0.value - 0x41 })
        }
        // Skin tones on hands and people.
        for base: UInt32 in [0x1F44D, 0x1F44B, 0x1F64B, 0x1F9D1, 0x270C] {
            for tone: UInt32 in 0x1F3FB...0x1F3FF { result.append([base, tone]) }
        }
        // ZWJ sequences: families, professions, hearts.
        result += [
            [0x1F468, zwj, 0x1F469, zwj, 0x1F467, zwj, 0x1F466],
            [0x1F469, zwj, 0x2764, vs16, zwj, 0x1F468],
            [0x1F9D1, zwj, 0x1F4BB],
            [0x1F469, 0x1F3FD, zwj, 0x1F52C],
            [0x1F3F3, vs16, zwj, 0x1F308],
            [0x1F408, zwj, 0x2B1B],
            [0x2764, vs16, zwj, 0x1F525],
            [0x1F441, vs16, zwj, 0x1F5E8, vs16],
        ]
        // Presentation selectors on text-default and emoji-default characters.
        for base: UInt32 in [0x2764, 0x263A, 0x2600, 0x2708, 0x00A9, 0x2122, 0x231A, 0x1F600] {
            result.append([base, vs16])
            result.append([base, vs15])
        }
        // Keycaps and a subdivision flag (England).
        for digit: UInt32 in [0x23, 0x2A, 0x30, 0x37] {
            result.append([digit, vs16, 0x20E3])
            result.append([digit, 0x20E3])
        }
        result.append([0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F])
        // Clusters of other scripts: combining marks, Indic conjuncts, Thai, Hangul.
        result += [
            [0x65, 0x301], [0x61, 0x308, 0x304], [0x438, 0x306],
            [0x915, 0x94D, 0x937, 0x93F],        // क्षि
            [0x928, 0x92E, 0x938, 0x94D, 0x924, 0x947],  // नमस्ते
            [0x0E04, 0x0E49, 0x0E19, 0x0E2B, 0x0E32],    // ค้นหา
            [0x0E01, 0x0E33],                            // กำ
            [0x1100, 0x1161, 0x11A8], [0x1112, 0x1161, 0x11AB],
            [0x627, 0x644, 0x633, 0x644, 0x627, 0x645],  // السلام
            [0x4E2D, 0x6587], [0xFF21, 0xFF22], [0x30AB, 0x3099],
        ]
        return result
    }()

    /// Ambiguous-width characters, measured again in Japanese.
    static let ambiguous: [UInt32] = [0xA7, 0xB0, 0xB1, 0xD7, 0x3A9, 0x2192, 0x2460, 0x2605, 0x25CB]

    /// One text of the sample and the locale we measure it in.
    struct Item: Sendable {
        var scalars: [UInt32]
        var locale = "en"
    }

    /// The whole sample, the same every run.
    static func sample() -> [Item] {
        var items: [Item] = []
        for block in blocks {
            for codePoint in block.range where isAssigned(codePoint) { items.append(Item(scalars: [codePoint])) }
        }
        items += sequences.map { Item(scalars: $0) }
        items += ambiguous.map { Item(scalars: [$0], locale: "ja") }
        return items
    }

    // MARK: Expected disagreements

    /// A disagreement we expect: code points or sequences that `matches`, and
    /// the two widths each side gives.
    struct Expected: Sendable {
        var what: String
        var ours: Int
        var theirs: Int
        var reason: String
        var matches: @Sendable (Item) -> Bool
    }

    /// One code point in one of `ranges`, measured in English.
    static func single(_ ranges: ClosedRange<UInt32>...) -> @Sendable (Item) -> Bool {
        { item in item.locale == "en" && item.scalars.count == 1 && ranges.contains { $0.contains(item.scalars[0]) } }
    }

    /// One of these sequences, measured in English.
    static func exactly(_ sequences: [UInt32]...) -> @Sendable (Item) -> Bool {
        { item in item.locale == "en" && sequences.contains(item.scalars) }
    }

    static let expected: [Expected] = [
        Expected(what: "C0 and C1 controls", ours: 0, theirs: -1,
                 reason: "wcwidth answers -1 (not printable) for controls; we count them 0 columns (General_Category Cc)",
                 matches: single(0x01...0x1F, 0x7F...0x9F)),
        Expected(what: "Devanagari spacing marks alone", ours: 1, theirs: 0,
                 reason: "wcwidth 0.2.13 counts General_Category Mc as zero width; our zero-width categories are Mn, Me, Cf, Cc, so a spacing mark with no base takes a column (after a base it adds nothing: a cluster is as wide as its widest code point)",
                 matches: single(0x0903...0x0903, 0x093B...0x093B, 0x093E...0x0940, 0x0949...0x094C, 0x094E...0x094F)),
        Expected(what: "Hangul tone marks U+302E, U+302F", ours: 2, theirs: 0,
                 reason: "Mc and East_Asian_Width W: wide for us, zero-width Mc for wcwidth",
                 matches: single(0x302E...0x302F)),
        Expected(what: "Hangul choseong filler U+115F", ours: 0, theirs: 2,
                 reason: "Default_Ignorable_Code_Point, so 0 for us; wcwidth goes by East_Asian_Width (U+115F is W)",
                 matches: single(0x115F...0x115F)),
        Expected(what: "Halfwidth Hangul filler U+FFA0", ours: 0, theirs: 1,
                 reason: "Default_Ignorable_Code_Point, so 0 for us; wcwidth goes by East_Asian_Width (H)",
                 matches: single(0xFFA0...0xFFA0)),
        Expected(what: "Hangul medial vowels and final consonants alone", ours: 1, theirs: 0,
                 reason: "wcwidth makes conjoining jamo V and T zero width (they join a leading consonant); alone, each is its own cluster of one column for us. A full L+V+T syllable is 2 for both",
                 matches: single(0x1161...0x11FF)),
        Expected(what: "Line and paragraph separators U+2028, U+2029", ours: 1, theirs: 0,
                 reason: "Zl and Zp are not zero-width categories for us; they are mandatory breaks and white space, so the layout never counts them at the end of a line",
                 matches: single(0x2028...0x2029)),
        Expected(what: "Skin-tone modifiers alone", ours: 2, theirs: 0,
                 reason: "Emoji_Presentation=Yes: drawn as a colour swatch (emoji-test.txt calls them components); wcwidth 0.2.13 makes Emoji_Modifier zero width so it can combine",
                 matches: single(0x1F3FB...0x1F3FF)),
        Expected(what: "Text-default emoji with a skin tone", ours: 2, theirs: 1,
                 reason: "a modifier sequence is shown as emoji, so 2 for us; wcwidth adds a narrow base and a zero-width modifier",
                 matches: { $0.scalars.count == 2 && $0.scalars[0] == 0x270C && (0x1F3FB...0x1F3FF).contains($0.scalars[1]) }),
        Expected(what: "Indic conjuncts", ours: 1, theirs: 2,
                 reason: "ICU 72 keeps consonant + virama + consonant in one cluster (CLDR's aksara rule, GB9c of Unicode 15.1), as wide as its widest code point; wcwidth sums each consonant",
                 matches: exactly([0x915, 0x94D, 0x937, 0x93F])),
        Expected(what: "Indic word with a conjunct", ours: 3, theirs: 4,
                 reason: "the same for नमस्ते: न म स्ते are three clusters for ICU 72, four columns for wcwidth",
                 matches: exactly([0x928, 0x92E, 0x938, 0x94D, 0x924, 0x947])),
        Expected(what: "Thai SARA AM after a consonant", ours: 1, theirs: 2,
                 reason: "U+0E33 is a SpacingMark for grapheme breaking, so กำ is one cluster of one column for us; wcwidth counts it as a letter",
                 matches: exactly([0x0E01, 0x0E33])),
        Expected(what: "Ambiguous width in Japanese", ours: 2, theirs: 1,
                 reason: "we draw East_Asian_Width A wide when the locale's language is zh, ja or ko; wcwidth always narrow",
                 matches: { $0.locale == "ja" && $0.scalars.count == 1 && ambiguous.contains($0.scalars[0]) }),
    ]

    @Test(.enabled(if: python != nil, missing))
    func widthsAgreeWithWcwidthExceptWhereListed() throws {
        let python = try #require(Self.python)
        let items = Self.sample()
        let input = items.map { hexList($0.scalars) }.joined(separator: "\n") + "\n"
        let theirs = try Self.run(python, script: Self.script, input: input)
            .split(separator: "\n").map { Int($0)! }
        try #require(theirs.count == items.count, "wcwidth answered \(theirs.count) of \(items.count) items")

        var agreed = 0
        var explained: [Int: Int] = [:]   // index in `expected` -> count
        for (index, item) in items.enumerated() {
            let text = String(String.UnicodeScalarView(item.scalars.compactMap(Unicode.Scalar.init)))
            let ours = MeasuredText(text, locale: item.locale).width
            if ours == theirs[index] {
                agreed += 1
                continue
            }
            if let rule = Self.expected.firstIndex(where: { $0.matches(item) && $0.ours == ours && $0.theirs == theirs[index] }) {
                explained[rule, default: 0] += 1
            } else {
                Issue.record("\(hexList(item.scalars)) \"\(text)\" (\(item.locale)): ours \(ours), wcwidth \(theirs[index]); not an expected disagreement")
            }
        }
        for (index, rule) in Self.expected.enumerated() where explained[index] == nil {
            Issue.record("expected disagreement \"\(rule.what)\" no longer happens: remove it")
        }
        let summary = Self.expected.indices.map { "\(Self.expected[$0].what): \(explained[$0] ?? 0)" }.joined(separator: "; ")
        print("wcwidth \(Self.pinnedVersion): \(items.count) items, \(agreed) agree, \(items.count - agreed) expected disagreements (\(summary))")
    }
}
