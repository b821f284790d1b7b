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

    /// One box both sides lay text out in: the issue's four settings (the
    /// menu's title and subtitle, a narrow box where most strings wrap and
    /// long words split, the larger text sizes), and the column budget the
    /// column engine gets for it: the profile's (22 a title, 25 a subtitle),
    /// scaled by the width and inversely by the size.
    struct Setting: Sendable, Hashable, CustomStringConvertible {
        var name: String
        var size: Double
        var width: Double
        var columns: Int
        var description: String { "\(name) \(LayoutNumber.text(size)) px in \(LayoutNumber.text(width)) px" }
    }

    static let title = Setting(name: "title", size: 17, width: 190, columns: 22)
    static let subtitle = Setting(name: "subtitle", size: 15, width: 190, columns: 25)
    static let narrow = Setting(name: "narrow", size: 17, width: 110, columns: 13)
    static let larger = Setting(name: "larger text", size: 23, width: 190, columns: 16)
    static let settings = [title, subtitle, narrow, larger]

    /// A difference between the two layouts of one string, with both sides'
    /// break opportunities (UTF-16 offsets where a line may start).
    struct Difference: Sendable {
        var sample: Sample
        var ours: [Int]
        var chromium: [Int]
        var ourOpportunities: Set<Int>
        var chromiumOpportunities: Set<Int>
        /// The box's width, and the font engine's width of the longer of the
        /// two lines where the layouts part (trailing spaces not counted).
        var boxWidth = 0.0
        var partingLineWidth = 0.0

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
            name: "line-break-rules-version",
            reason: """
                Unicode 15.1 changed UAX #14's rule LB21a (a Hebrew letter, then a hyphen or maqaf): Chromium's newer \
                ICU breaks after a maqaf (U+05BE) that a Hebrew letter follows, the system's ICU 72 (Unicode 15.0) \
                does not. Which one an iPhone's text system follows depends on its iOS version.
                """,
            matches: { difference in
                let units = Array(difference.sample.text.utf16)
                return difference.causedByOpportunities && difference.disputed.allSatisfy { (offset: Int) -> Bool in
                    offset > 0 && offset < units.count && units[offset - 1] == 0x05BE
                }
            }),
        KnownDifference(
            name: "fills-the-box",
            reason: """
                The line where the layouts part fills the box to within 0.05 px: the font engine sums HarfBuzz's \
                advances exactly (a line fits when at most 1/64 px wider than the box), Chromium in its own LayoutUnits \
                (1/64 px) per run, so a line that exactly fills the box falls on either side of it. Neither is UIKit's \
                rounding; both break at the same opportunities.
                """,
            matches: { difference in
                difference.disputed.isEmpty && abs(difference.partingLineWidth - difference.boxWidth) <= 0.05
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

    /// The two layouts of every sample in one setting, and what differs.
    struct Comparison: Sendable {
        var setting: Setting
        var samples = 0
        var total: [String: Int] = [:]
        /// Line starts identical.
        var same: [String: Int] = [:]
        /// Same number of lines (the verdict: whether a text fits its lines).
        var sameLines: [String: Int] = [:]
        /// The column engine's line count in `setting.columns` equals Chromium's.
        var columnsSameLines: [String: Int] = [:]
        var explained: [String: [String: Int]] = [:]   // class -> script -> count
        var unexplained: [String] = []

        /// Strings of the classes where the two sides may break at other
        /// places (rules, not widths), whose layouts are not a measurement to agree on.
        var byRules: Set<Int> = []
        /// Same number of lines, of the strings both sides may break at the same places.
        var agreeingComparable = 0
        var columnsAgreeingComparable = 0
        var comparable: Int { samples - byRules.count }

        var identical: Int { same.values.reduce(0, +) }
        var agreeingLines: Int { sameLines.values.reduce(0, +) }
        var columnsAgreeingLines: Int { columnsSameLines.values.reduce(0, +) }
        func explained(_ name: String, _ script: String? = nil) -> Int {
            script.map { explained[name]?[$0] ?? 0 } ?? (explained[name] ?? [:]).values.reduce(0, +)
        }

        static func percent(_ part: Int, _ whole: Int) -> String { String(format: "%.2f", 100 * Double(part) / Double(max(whole, 1))) }

        var table: String {
            let rows = total.keys.sorted().map { script in
                let n = total[script] ?? 0
                return "\(script.padding(toLength: 10, withPad: " ", startingAt: 0)) \(n) strings, \(same[script] ?? 0) identical, "
                    + "lines agree: font \(Self.percent(sameLines[script] ?? 0, n))%, columns \(Self.percent(columnsSameLines[script] ?? 0, n))%"
            }
            return "Font engine vs Chromium, \(samples) strings, \(setting):\n" + rows.joined(separator: "\n")
                + "\noverall \(identical) identical (\(Self.percent(identical, samples))%); lines agree: font \(agreeingLines) "
                + "(\(Self.percent(agreeingLines, samples))%), columns in \(setting.columns) \(columnsAgreeingLines) "
                + "(\(Self.percent(columnsAgreeingLines, samples))%); of the \(comparable) breaking by the same rules, font "
                + "\(agreeingComparable) (\(Self.percent(agreeingComparable, comparable))%); known differences: \(explained)"
        }
    }

    static let corpusTrait = Testing.ConditionTrait.enabled(
        if: FileManager.default.fileExists(atPath: corpusFolder),
        "no corpus at ../shared/corpus: the font engine is not compared with Chromium on real apps' strings")

    /// The corpus's strings in every setting, from one Chromium run, made
    /// once for the tests that read it.
    static let corpusComparisons: Result<[Comparison], Failed> = {
        do {
            return .success(try compare(settings: settings, samples: samples(in: [corpus], length: 12...90, perLocale: 40)))
        } catch {
            return .failure(Failed(reason: "\(error)"))
        }
    }()

    struct Failed: Error, Sendable, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    @Test("in each of the four settings, the line count of at least 99.5% of 2,000+ real strings in 8+ scripts is Chromium's, and every other difference is of a known class",
          corpusTrait, arguments: settings)
    func agreesInEachSetting(setting: Setting) throws {
        let comparisons = try Self.corpusComparisons.get()
        try Self.writeAgreement(comparisons)
        let comparison = try #require(comparisons.first { $0.setting == setting })
        print(comparison.table)
        #expect(comparison.samples >= 2000)
        #expect(comparison.total.keys.count >= 8, "scripts: \(comparison.total.keys.sorted())")
        // The verdict: a text needs as many lines as a browser draws it in,
        // of the strings both sides may break at the same places (two ICU
        // versions' rules and dictionaries, and Chromium's own ASCII table,
        // are not widths to agree on; UIKit breaks by ICU's rules).
        #expect(Double(comparison.agreeingComparable) >= 0.995 * Double(comparison.comparable),
                "\(comparison.agreeingComparable) of \(comparison.comparable) strings need as many lines as in Chromium")
        #expect(Double(comparison.identical) >= 0.99 * Double(comparison.comparable), "\(comparison.identical) of \(comparison.comparable) identical")
        #expect(comparison.unexplained.isEmpty, "differences of no known class:\n\(comparison.unexplained.prefix(40).joined(separator: "\n"))")
    }

    @Test("without the corpus too: every string of our own fixtures (11 locales, 7 scripts) in each setting, every difference of a known class")
    func agreesOnOwnFixtures() throws {
        let folders = ["Locales", "Fixtures"].map { PackageRoot.url.appendingPathComponent($0).path }
        let samples = Self.samples(in: folders, length: 1...200, perLocale: .max)
        for comparison in try Self.compare(settings: Self.settings, samples: samples) {
            print(comparison.table)
            #expect(comparison.samples >= 300)
            #expect(comparison.total.keys.count >= 7, "scripts: \(comparison.total.keys.sorted())")
            #expect(Double(comparison.agreeingComparable) >= 0.995 * Double(comparison.comparable), "\(comparison.setting)")
            #expect(Double(comparison.identical) >= 0.99 * Double(comparison.comparable),
                    "\(comparison.setting): \(comparison.identical) of \(comparison.comparable) identical")
            #expect(comparison.unexplained.isEmpty, "\(comparison.setting), differences of no known class:\n\(comparison.unexplained.prefix(40).joined(separator: "\n"))")
        }
    }

    /// Every sample in every setting, laid out by the font engine, by the
    /// column engine and by Chromium: one Chromium run for all of them, with
    /// each sample's break opportunities besides (a block of width 0 that may
    /// break nowhere else), read where the layouts differ.
    static func compare(settings: [Setting], samples: [Sample]) throws -> [Comparison] {
        let chromium = try #require(ChromiumLineBreaks.chromium)
        let engine = try #require(FontEngine.resolve("Inter").flatMap { FontEngine(font: $0) })
        var items: [ChromiumLineBreaks.Item] = []
        var ours: [[[Int]]] = []         // setting -> sample -> line starts
        var columnLines: [[Int]] = []    // setting -> sample -> lines
        for setting in settings {
            var starts: [[Int]] = []
            var counts: [Int] = []
            for sample in samples {
                let measured = MeasuredText(sample.text, locale: sample.locale)
                let shaped = ShapedText(measured, engine: engine, size: setting.size)
                let layout = shaped.layout(lineWidth: setting.width, ellipsis: 0)
                starts.append(layout.lines.dropFirst().map { measured.graphemes[$0.range.lowerBound].start })
                counts.append(LineLayout(measured, lineWidth: setting.columns).lines.count)
                items.append(ChromiumLineBreaks.Item(
                    text: sample.text, lang: sample.locale,
                    fonts: shaped.fonts.map { ChromiumLineBreaks.Font(family: $0.family, path: $0.path, faceIndex: $0.index,
                                                                      fullName: $0.fullName, postScriptName: $0.postScriptName) },
                    size: setting.size, width: setting.width))
            }
            ours.append(starts)
            columnLines.append(counts)
        }
        // Each sample's break opportunities, from its first setting's item.
        for index in samples.indices {
            var item = items[index]
            item.width = 0
            item.breakAnywhere = false
            items.append(item)
        }
        let theirs = try ChromiumLineBreaks.lineStarts(items, chromium: chromium)
        let opportunities = Array(theirs[(settings.count * samples.count)...])

        return settings.enumerated().map { position, setting in
            var comparison = Comparison(setting: setting, samples: samples.count)
            for (index, sample) in samples.enumerated() {
                let script = sample.script
                let drawn = theirs[position * samples.count + index]
                let ourStarts = ours[position][index]
                comparison.total[script, default: 0] += 1
                let drawnLines = sample.text.isEmpty ? 1 : drawn.count + 1
                if ourStarts.count + 1 == drawnLines { comparison.sameLines[script, default: 0] += 1 }
                if columnLines[position][index] == drawnLines { comparison.columnsSameLines[script, default: 0] += 1 }
                if ourStarts == drawn {
                    comparison.same[script, default: 0] += 1
                    continue
                }
                let measured = MeasuredText(sample.text, locale: sample.locale)
                let ourOpportunities = Set(measured.breaks.map(\.index).filter { $0 < measured.graphemes.count }.map { measured.graphemes[$0].start })
                var difference = Difference(sample: sample, ours: ourStarts, chromium: drawn,
                                            ourOpportunities: ourOpportunities, chromiumOpportunities: Set(opportunities[index]))
                difference.boxWidth = setting.width
                difference.partingLineWidth = partingLineWidth(sample, ours: ourStarts, chromium: drawn, engine: engine, size: setting.size)
                if let known = Self.known.first(where: { $0.matches(difference) }) {
                    comparison.explained[known.name, default: [:]][script, default: 0] += 1
                    if Self.byRules.contains(known.name) { comparison.byRules.insert(index) }
                } else {
                    comparison.unexplained.append(
                        "\(sample.locale) [\(script)] \(String(reflecting: sample.text)): ours \(ourStarts), Chromium \(drawn); "
                        + "opportunities only ours \(ourOpportunities.subtracting(opportunities[index]).sorted()), "
                        + "only Chromium's \(Set(opportunities[index]).subtracting(ourOpportunities).sorted())")
                }
            }
            func drawnLines(_ index: Int) -> Int { samples[index].text.isEmpty ? 1 : theirs[position * samples.count + index].count + 1 }
            let comparable = samples.indices.filter { !comparison.byRules.contains($0) }
            comparison.agreeingComparable = comparable.filter { ours[position][$0].count + 1 == drawnLines($0) }.count
            comparison.columnsAgreeingComparable = comparable.filter { columnLines[position][$0] == drawnLines($0) }.count
            return comparison
        }
    }

    /// The classes of differences in where a line may break, not in widths.
    static let byRules: Set<String> = ["chromium-ascii-table", "dictionary-version", "line-break-rules-version"]

    /// The font engine's width of the longer of the two lines where two
    /// layouts part: from their last common line start to the farther of
    /// the next ones, trailing white space left out.
    static func partingLineWidth(_ sample: Sample, ours: [Int], chromium: [Int], engine: FontEngine, size: Double) -> Double {
        let units = Array(sample.text.utf16)
        var line = 0
        while line < ours.count, line < chromium.count, ours[line] == chromium[line] { line += 1 }
        let start = line == 0 ? 0 : ours[line - 1]
        let end = min(max(line < ours.count ? ours[line] : units.count, line < chromium.count ? chromium[line] : units.count), units.count)
        guard start < end else { return 0 }
        let text = String(decoding: units[start..<end], as: UTF16.self)
        let trimmed = String(text.reversed().drop(while: { $0.isWhitespace }).reversed())
        return ShapedText(MeasuredText(trimmed, locale: sample.locale), engine: engine, size: size).widths.reduce(0, +)
    }

    /// With `L10N_AGREEMENT_OUT=FILE` (bench/chromium-agreement.sh), the
    /// agreement per setting and script as a Markdown table, for BENCHMARKS.md
    /// and docs/layout.md.
    static func writeAgreement(_ comparisons: [Comparison]) throws {
        guard let path = ProcessInfo.processInfo.environment["L10N_AGREEMENT_OUT"], !path.isEmpty else { return }
        let scripts = Set(comparisons.flatMap { $0.total.keys }).sorted()
        var out = "| script | strings | " + comparisons.map { "\($0.setting): font | columns (\($0.setting.columns))" }.joined(separator: " | ") + " |\n"
        out += "|---|---:|" + String(repeating: "---:|---:|", count: comparisons.count) + "\n"
        for script in scripts + ["all"] {
            let n = script == "all" ? comparisons.first?.samples ?? 0 : comparisons.first?.total[script] ?? 0
            out += "| \(script) | \(n) | " + comparisons.map { c in
                let font = script == "all" ? c.agreeingLines : c.sameLines[script] ?? 0
                let columns = script == "all" ? c.columnsAgreeingLines : c.columnsSameLines[script] ?? 0
                return "\(Comparison.percent(font, n))% | \(Comparison.percent(columns, n))%"
            }.joined(separator: " | ") + " |\n"
        }
        out += "| breaking by the same rules | | " + comparisons.map { c in
            "\(Comparison.percent(c.agreeingComparable, c.comparable))% of \(c.comparable) | \(Comparison.percent(c.columnsAgreeingComparable, c.comparable))%"
        }.joined(separator: " | ") + " |\n"
        out += "\nLine starts identical (font engine): " + comparisons.map { "\($0.setting) \($0.identical) of \($0.samples)" }.joined(separator: "; ")
        out += "\nKnown differences (line starts): " + comparisons.map { "\($0.setting) \($0.explained.mapValues { $0.values.reduce(0, +) })" }.joined(separator: "; ") + "\n"
        try Data(out.utf8).write(to: URL(fileURLWithPath: path))
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
