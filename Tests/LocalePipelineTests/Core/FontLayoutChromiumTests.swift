import CICU
import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs
import Testing

private let corpusFolder = PackageRoot.url.deletingLastPathComponent().appendingPathComponent("shared/corpus").path

/// The font engine against an independent oracle: Chromium shapes with
/// HarfBuzz and breaks lines with ICU, so with the same font files, size and
/// width it must break real strings where we do. Strings come from
/// `../shared/corpus` (every locale of its apps), laid out at the menu's
/// title size and width.
@Suite(.enabled(if: ChromiumLineBreaks.chromium != nil, "chromium is not installed (apt-get install chromium): the font engine is not compared with a browser"),
       .enabled(if: FontEngine.resolve("Inter") != nil, "Inter is not installed (apt-get install fonts-inter): no font engine to compare"))
struct FontLayoutChromiumTests {
    static let corpus = corpusFolder
    static let size = 17.0

    /// A difference between the two layouts of one string, with both sides'
    /// break opportunities (UTF-16 offsets where a line may start).
    struct Difference: Sendable {
        var sample: Sample
        var ours: [Int]
        var chromium: [Int]
        var ourOpportunities: Set<Int>
        var chromiumOpportunities: Set<Int>

        /// Offsets where one side may break and the other may not.
        var disputed: Set<Int> { ourOpportunities.symmetricDifference(chromiumOpportunities) }
        /// The layouts differ because of a disputed opportunity: one side starts
        /// a line where the other may not break.
        var causedByOpportunities: Bool { !disputed.isDisjoint(with: Set(ours).union(chromium)) }
    }

    /// A class of difference we know and accept, with its reason. Any other
    /// difference fails the test.
    struct KnownDifference: Sendable {
        var name: String
        var reason: String
        var matches: @Sendable (Difference) -> Bool
    }

    static let known: [KnownDifference] = [
        KnownDifference(
            name: "chromium-ascii-table",
            reason: """
                Between two ASCII characters Chromium breaks by its own table (blink's text_break_iterator.cc), \
                not ICU's rules: no break after '/' (nor after '-' before it) or between '$' and '(', a break after \
                '?' before a letter. UIKit breaks by ICU (UAX #14), and so does the engine.
                """,
            matches: { difference in
                let units = Array(difference.sample.text.utf16)
                return difference.causedByOpportunities && difference.disputed.allSatisfy { (offset: Int) -> Bool in
                    guard offset > 0 && offset < units.count else { return false }
                    return units[offset - 1] < 0x80 && units[offset] < 0x80
                }
            }),
        KnownDifference(
            name: "dictionary-version",
            reason: """
                Lao, Thai, Khmer and Burmese are split into words by ICU's dictionaries. Chromium ships its own \
                ICU data (icudtl.dat, newer than the system's ICU 72 that the engine uses, as Unicode's 15.0 \
                conformance files require), whose Lao dictionary splits some words differently.
                """,
            matches: { difference in
                let units = Array(difference.sample.text.utf16)
                func dictionaryLetter(_ unit: UInt16) -> Bool {
                    (0x0E00...0x0EFF).contains(unit) || (0x1780...0x17FF).contains(unit) || (0x1000...0x109F).contains(unit)
                }
                return difference.causedByOpportunities && difference.disputed.allSatisfy { (offset: Int) -> Bool in
                    guard offset > 0 && offset < units.count else { return false }
                    return dictionaryLetter(units[offset - 1]) && dictionaryLetter(units[offset])
                }
            }),
        KnownDifference(
            name: "split-inside-cluster",
            reason: """
                Inside a word wider than the line, the engine splits between any two of ICU's grapheme clusters; \
                Chromium also keeps together what HarfBuzz shapes as one (Myanmar's vowel signs E and AA, which \
                Unicode's grapheme rules leave apart, drawn as one sign). Both sides split the same word, one \
                cluster apart.
                """,
            matches: { difference in
                let units = Array(difference.sample.text.utf16)
                let ours = Set(difference.ours), theirs = Set(difference.chromium)
                let moved = ours.symmetricDifference(theirs)
                return difference.disputed.isEmpty && !moved.isEmpty && moved.allSatisfy { (offset: Int) -> Bool in
                    // Not a break opportunity on either side: a split inside a word, in Myanmar.
                    guard offset > 0 && offset < units.count, !difference.ourOpportunities.contains(offset) else { return false }
                    return (0x1000...0x109F).contains(units[offset - 1]) && (0x1000...0x109F).contains(units[offset])
                } && ours.count == theirs.count
            }),
    ]

    struct Sample: Sendable {
        var text: String
        var locale: String
        var script: String
    }

    /// The two layouts of every sample at one width, and what differs.
    struct Comparison {
        var width: Double
        var samples = 0
        var total: [String: Int] = [:]
        var same: [String: Int] = [:]
        var explained: [String: [String: Int]] = [:]   // class -> script -> count
        var unexplained: [String] = []

        var identical: Int { same.values.reduce(0, +) }
        func explained(_ name: String, _ script: String? = nil) -> Int {
            script.map { explained[name]?[$0] ?? 0 } ?? (explained[name] ?? [:]).values.reduce(0, +)
        }

        var table: String {
            let rows = total.keys.sorted().map { script in
                let n = total[script] ?? 0, s = same[script] ?? 0
                return "\(script.padding(toLength: 10, withPad: " ", startingAt: 0)) \(n) strings, \(s) identical "
                    + "(\(String(format: "%.1f", 100 * Double(s) / Double(max(n, 1))))%)"
            }
            return "Font engine vs Chromium, \(samples) strings at \(LayoutNumber.text(FontLayoutChromiumTests.size)) px "
                + "in \(LayoutNumber.text(width)) px:\n" + rows.joined(separator: "\n")
                + "\noverall \(identical) identical (\(String(format: "%.2f", 100 * Double(identical) / Double(max(samples, 1))))%); "
                + "known differences: \(explained)"
        }
    }

    static let corpusTrait = Testing.ConditionTrait.enabled(
        if: FileManager.default.fileExists(atPath: corpusFolder),
        "no corpus at ../shared/corpus: the font engine is not compared with Chromium on real apps' strings")

    @Test("at the menu's width (190 px), at least 99% of 2,000+ real strings break where Chromium breaks them, at least 97% in every script",
          corpusTrait)
    func agreesAtMenuWidth() throws {
        let comparison = try Self.compare(width: 190, samples: Self.samples(in: [Self.corpus], length: 12...90, perLocale: 40))
        print(comparison.table)
        #expect(comparison.samples >= 2000)
        #expect(comparison.total.keys.count >= 10, "scripts: \(comparison.total.keys.sorted())")
        #expect(Double(comparison.identical) >= 0.99 * Double(comparison.samples))
        // Per script, of the strings both sides may break at the same places:
        // two ICU versions' dictionaries are not a measurement to agree on.
        for (script, n) in comparison.total {
            let comparable = n - comparison.explained("dictionary-version", script)
            let same = comparison.same[script] ?? 0
            #expect(Double(same) >= 0.97 * Double(comparable), "\(script): \(same) of \(comparable) identical")
        }
        #expect(comparison.unexplained.isEmpty, "differences of no known class:\n\(comparison.unexplained.prefix(40).joined(separator: "\n"))")
    }

    @Test("in a narrow box (110 px), where most strings wrap and long words split, every difference is of a known class",
          corpusTrait)
    func agreesInNarrowBox() throws {
        let comparison = try Self.compare(width: 110, samples: Self.samples(in: [Self.corpus], length: 12...90, perLocale: 40))
        print(comparison.table)
        // Of the strings both sides may break at the same places, widths decide alone.
        let comparable = comparison.samples - comparison.explained("chromium-ascii-table") - comparison.explained("dictionary-version")
        #expect(Double(comparison.identical) >= 0.99 * Double(comparable), "\(comparison.identical) of \(comparable) identical")
        #expect(comparison.unexplained.isEmpty, "differences of no known class:\n\(comparison.unexplained.prefix(40).joined(separator: "\n"))")
    }

    @Test("without the corpus too: every string of our own fixtures (11 locales, 7 scripts) at 190 and 110 px, every difference of a known class",
          arguments: [190.0, 110.0])
    func agreesOnOwnFixtures(width: Double) throws {
        let folders = ["Locales", "Fixtures"].map { PackageRoot.url.appendingPathComponent($0).path }
        let samples = Self.samples(in: folders, length: 1...200, perLocale: .max)
        let comparison = try Self.compare(width: width, samples: samples)
        print(comparison.table)
        #expect(comparison.samples >= 300)
        #expect(comparison.total.keys.count >= 7, "scripts: \(comparison.total.keys.sorted())")
        let comparable = comparison.samples - comparison.explained("chromium-ascii-table") - comparison.explained("dictionary-version")
        #expect(Double(comparison.identical) >= 0.99 * Double(comparable), "\(comparison.identical) of \(comparable) identical")
        #expect(comparison.unexplained.isEmpty, "differences of no known class:\n\(comparison.unexplained.prefix(40).joined(separator: "\n"))")
    }

    static func compare(width: Double, samples: [Sample]) throws -> Comparison {
        let chromium = try #require(ChromiumLineBreaks.chromium)
        let engine = try #require(FontEngine.resolve("Inter").flatMap { FontEngine(font: $0) })
        var items: [ChromiumLineBreaks.Item] = []
        var ours: [[Int]] = []
        for sample in samples {
            let measured = MeasuredText(sample.text, locale: sample.locale)
            let shaped = ShapedText(measured, engine: engine, size: Self.size)
            let layout = shaped.layout(lineWidth: width, ellipsis: 0)
            ours.append(layout.lines.dropFirst().map { measured.graphemes[$0.range.lowerBound].start })
            items.append(ChromiumLineBreaks.Item(
                text: sample.text, lang: sample.locale,
                fonts: shaped.fonts.map { ChromiumLineBreaks.Font(family: $0.family, path: $0.path, faceIndex: $0.index,
                                                                  fullName: $0.fullName, postScriptName: $0.postScriptName) },
                size: Self.size, width: width))
        }
        let theirs = try ChromiumLineBreaks.lineStarts(items, chromium: chromium)
        // Where the layouts differ, both sides' break opportunities: Chromium's
        // from a box of width 0 that may break nowhere else.
        let differing = samples.indices.filter { ours[$0] != theirs[$0] }
        let opportunities = try ChromiumLineBreaks.lineStarts(differing.map { index in
            var item = items[index]
            item.width = 0
            item.breakAnywhere = false
            return item
        }, chromium: chromium)

        var comparison = Comparison(width: width, samples: samples.count)
        for sample in samples { comparison.total[sample.script, default: 0] += 1 }
        for (index, sample) in samples.enumerated() where ours[index] == theirs[index] { comparison.same[sample.script, default: 0] += 1 }
        for (position, index) in differing.enumerated() {
            let sample = samples[index]
            let measured = MeasuredText(sample.text, locale: sample.locale)
            let ourOpportunities = Set(measured.breaks.map(\.index).filter { $0 < measured.graphemes.count }.map { measured.graphemes[$0].start })
            let difference = Difference(sample: sample, ours: ours[index], chromium: theirs[index],
                                        ourOpportunities: ourOpportunities, chromiumOpportunities: Set(opportunities[position]))
            if let known = Self.known.first(where: { $0.matches(difference) }) {
                comparison.explained[known.name, default: [:]][sample.script, default: 0] += 1
            } else {
                comparison.unexplained.append(
                    "\(sample.locale) [\(sample.script)] \(String(reflecting: sample.text)): ours \(ours[index]), Chromium \(theirs[index]); "
                    + "opportunities only ours \(ourOpportunities.subtracting(opportunities[position]).sorted()), "
                    + "only Chromium's \(Set(opportunities[position]).subtracting(ourOpportunities).sorted())")
            }
        }
        return comparison
    }

    /// Every locale's strings of `length` UTF-16 units from the `.strings`
    /// files below `folders`, up to `perLocale` a locale (spread over its
    /// keys), and every string with an emoji; deterministic.
    static func samples(in folders: [String], length: ClosedRange<Int>, perLocale: Int) -> [Sample] {
        var byLocale: [String: Set<String>] = [:]
        for root in folders {
            let files = FileManager.default.enumerator(atPath: root)
            while let relative = files?.nextObject() as? String {
                guard relative.hasSuffix(".strings"), let folder = relative.split(separator: "/").dropLast().last,
                      folder.hasSuffix(".lproj") else { continue }
                let locale = String(folder.dropLast(".lproj".count))
                guard locale != "Base", let data = FileManager.default.contents(atPath: root + "/" + relative),
                      let file = try? StringsParser.parse(data, path: relative) else { continue }
                for entry in file.entries where length.contains(entry.value.utf16.count) {
                    byLocale[locale, default: []].insert(entry.value)
                }
            }
        }
        var samples: [Sample] = []
        for locale in byLocale.keys.sorted() {
            let values = (byLocale[locale] ?? []).sorted()
            let emoji = values.filter(hasEmoji)
            let step = max(values.count / max(perLocale, 1), 1)
            let chosen = Set(stride(from: 0, to: values.count, by: step).prefix(perLocale).map { values[$0] }).union(emoji)
            for text in chosen.sorted() {
                samples.append(Sample(text: text, locale: locale, script: script(of: text, locale: locale)))
            }
        }
        return samples
    }

    static func hasEmoji(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// The script a string is counted under: emoji when it has one, Japanese
    /// for `ja` (Han and Kana together), else its first letter's script.
    static func script(of text: String, locale: String) -> String {
        if hasEmoji(text) { return "Emoji" }
        if locale.hasPrefix("ja") { return "Japanese" }
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            var name = [CChar](repeating: 0, count: 8)
            if cicu_script_of(Int32(scalar.value), &name, 8) == 4 {
                let code = String(decoding: name.prefix(4).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if code != "Zyyy" && code != "Zinh" { return code }
            }
        }
        return "Zyyy"
    }
}
