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

@Suite("pseudo-localizer")
struct PseudoLocalizerTests {
    /// Strings with everything the localizer must leave alone.
    static let samples = [
        "Search",
        "Checked in at %@",
        "%1$@ gave %2$@ %3$d stars",
        "%d restaurants nearby",
        "%lld files, 100%% done",
        "Price: %.2f (%-5d items, %ld left, %lu sent, %1$#@files@)",
        "50 % off",
        "Line one\nLine two",
        "Tab\there \\n stays \\U00E9",
        "Just Checking in at ",
        "%#@files@ in %#@folders@",
        "日本語とEnglish 👩‍👩‍👧",
        // App Shortcut phrases: the tokens are what Siri fills in.
        "Start ${workout} in ${applicationName}",
        "Costs ${ and $5 {not a token}",
    ]

    @Test(arguments: PseudoStyle.allCases)
    func placeholdersAndEscapesAreKept(_ style: PseudoStyle) {
        let localizer = PseudoLocalizer(style: style)
        for sample in Self.samples {
            let result = localizer.localize(sample)
            #expect(FormatPlaceholders.parse(result).map(\.written) == FormatPlaceholders.parse(sample).map(\.written), "\(style): \(sample) -> \(result)")
            #expect(PluralEntry.variableNames(in: result) == PluralEntry.variableNames(in: sample), "\(style): \(sample)")
            #expect(result.filter { $0 == "\n" }.count == sample.filter { $0 == "\n" }.count)
            for escape in ["\\n", "\\U00E9", "%%", "%1$#@files@", "%#@folders@", "${workout}", "${applicationName}"] where sample.contains(escape) {
                #expect(result.contains(escape), "\(style) keeps \(escape) in \(sample): \(result)")
            }
            #expect(localizer.localize(sample) == result, "deterministic")
        }
    }

    @Test(arguments: PseudoStyle.allCases)
    func emptyStaysEmpty(_ style: PseudoStyle) {
        #expect(PseudoLocalizer(style: style).localize("") == "")
    }

    @Test func accentedSwapsLettersOnly() {
        let localizer = PseudoLocalizer(style: .accented)
        #expect(localizer.localize("Search") == "Šéáŕçĥ")
        #expect(localizer.localize("Checked in at %@") == "Çĥéçķéð îñ áţ %@")
        #expect(localizer.localize("%1$@ gave %2$@ %3$d stars") == "%1$@ ĝáṽé %2$@ %3$d šţáŕš")
        #expect(localizer.localize("%lld files") == "%lld ƒîļéš")
        #expect(localizer.localize("%#@files@ in %#@folders@") == "%#@files@ îñ %#@folders@")
        #expect(localizer.localize("a\\nb") == "á\\nƀ", "an escape written into the text is kept")
        #expect(localizer.localize("123 – ok!") == "123 – öķ!")
        // Every letter has a look-alike of one scalar and one column.
        #expect(PseudoLocalizer.accents.count == 52)
        let width = DisplayWidth(locale: "en")
        for (plain, accented) in PseudoLocalizer.accents {
            #expect(width.width(of: accented) == width.width(of: plain), "\(accented)")
            #expect(accented != plain)
        }
    }

    @Test func expansionFollowsTheDocumentedTable() {
        // (length, characters added): the lower bound of each of IBM's ranges, rounded up.
        let expected = [(1, 2), (4, 8), (10, 20), (11, 9), (20, 16), (21, 13), (30, 18), (31, 13), (50, 20),
                        (51, 16), (70, 22), (71, 22), (100, 30), (0, 0)]
        for (length, added) in expected {
            #expect(PseudoLocalizer.addedLength(for: length) == added, "length \(length)")
        }
        let localizer = PseudoLocalizer(style: .expanded)
        for length in 1...120 {
            let text = String(repeating: "a", count: length)
            let result = localizer.localize(text)
            #expect(result.count == length + PseudoLocalizer.addedLength(for: length), "length \(length)")
            #expect(result.hasPrefix(text))
            let ratio = Double(result.count) / Double(length)
            let minimum = length <= 10 ? 3.0 : length <= 20 ? 1.8 : length <= 30 ? 1.6 : length <= 50 ? 1.4 : length <= 70 ? 1.31 : 1.3
            #expect(ratio >= minimum && ratio < minimum + 0.1, "length \(length): ratio \(ratio)")
        }
    }

    @Test func expansionUsesWordsAndKeepsTrailingSpace() {
        let localizer = PseudoLocalizer(style: .expanded)
        #expect(localizer.localize("Call") == "Call one two")
        #expect(localizer.localize("Checked in at %@") == "Checked in at %@ one two thre")
        #expect(localizer.localize("Just Checking in at ") == "Just Checking in at one two three f ")
        #expect(localizer.localize("Line\n") == "Line one two t\n")
    }

    @Test func boundedMarksEachString() {
        let localizer = PseudoLocalizer(style: .bounded)
        #expect(localizer.localize("Share") == "[Share]")
        #expect(localizer.localize("Checked in at %@") == "[Checked in at %@]")
    }

    @Test func rtlOverridesTextButNotPlaceholders() {
        let localizer = PseudoLocalizer(style: .rtl)
        #expect(localizer.localize("Share") == "\u{200F}\u{202E}Share\u{202C}")
        #expect(localizer.localize("Checked in at %@") == "\u{200F}\u{202E}Checked in at \u{202C}%@")
        #expect(localizer.localize("%1$@ gave %2$@") == "\u{200F}%1$@\u{202E} gave \u{202C}%2$@")
        #expect(localizer.localize("One\nTwo") == "\u{200F}\u{202E}One\u{202C}\n\u{202E}Two\u{202C}")
        // Bidi controls take no room: the layout measures the text alone.
        let fit = Fit(localizer.localize("Search Restaurants"), locale: "ar-XB", lineWidth: 22, maxLines: 1)
        #expect(fit.width == 18)
    }

    @Test func segmentsTellPlaceholdersFromText() {
        let segments = PseudoLocalizer.segments("50 % off, %d%% of %1$#@n@ and %")
        #expect(segments.filter(\.isProtected).map(\.text) == ["%d", "%%", "%1$#@n@"])
        #expect(segments.map(\.text).joined() == "50 % off, %d%% of %1$#@n@ and %")
        #expect(!PseudoLocalizer.hasText("%#@count@"))
        #expect(!PseudoLocalizer.hasText(" %d "))
        #expect(PseudoLocalizer.hasText("%#@files@ in %#@folders@"))
    }

    @Test(arguments: PseudoStyle.allCases)
    func pluralStructureIsKept(_ style: PseudoStyle) {
        let location = SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 5, column: 3)
        let files = PluralVariable(name: "files", valueType: "lld", forms: [.one: "%lld file", .other: "%lld files"], location: location)
        let folders = PluralVariable(name: "folders", valueType: "d", forms: [.zero: "no folder", .other: "%d folders"], location: location)
        let single = PluralEntry(key: "count", format: "%#@count@", variables: [PluralVariable(name: "count", forms: [.other: "%d items"], location: location)], location: location)
        let double = PluralEntry(key: "%lld files in %d folders", format: "%#@files@ in %#@folders@", variables: [files, folders], comment: "c", location: location)
        let localizer = PseudoLocalizer(style: style)

        let one = localizer.localize(single)
        #expect(one.format == "%#@count@", "a format that only names a variable is not marked twice")
        let two = localizer.localize(double)
        #expect(two.key == double.key && two.comment == "c" && two.location == location)
        #expect(PluralEntry.variableNames(in: two.format) == ["files", "folders"])
        #expect(two.variables.map(\.name) == ["files", "folders"])
        #expect(two.variables.map(\.valueType) == ["lld", "d"])
        #expect(two.variables.map { Set($0.forms.keys) } == [[.one, .other], [.zero, .other]])
        for (before, after) in zip(double.variables, two.variables) {
            for (category, form) in before.forms {
                #expect(after.forms[category] == localizer.localize(form))
                #expect(FormatPlaceholders.parse(after.forms[category] ?? "").map(\.written) == FormatPlaceholders.parse(form).map(\.written))
            }
        }
    }

    @Test func pseudoLocaleNames() {
        #expect(PseudoStyle.allCases.map { $0.locale(baseLocale: "en") } == ["en-XA", "en-XE", "en-XM", "ar-XB"])
        #expect(PseudoStyle.accented.locale(baseLocale: "de") == "de-XA")
        #expect(PseudoStyle.expanded.locale(baseLocale: "zh-Hans") == "zh-XE")
        #expect(PseudoStyle.rtl.locale(baseLocale: "de") == "ar-XB")
        for style in PseudoStyle.allCases { #expect(LocaleCode.isValid(style.locale(baseLocale: "en"))) }
    }
}
