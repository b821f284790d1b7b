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

/// CLDR plural rules as ICU gives them: the categories the checks require,
/// and the category a number selects.
@Suite("PluralRules")
struct PluralRulesTests {
    @Test("Categories per locale", arguments: [
        ("en", [PluralCategory.one, .other]),
        // CLDR 38 added `many` for French millions ("1 000 000 de fichiers").
        ("fr", [.one, .many, .other]),
        ("ru", [.one, .few, .many, .other]),
        ("pl", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]),
        ("ja", [.other]),
        ("cy", [.zero, .one, .two, .few, .many, .other]),
        ("lv", [.zero, .one, .other]),
        // Script and region subtags use the language's rules.
        ("zh-Hans", [.other]),
        ("pt-BR", [.one, .many, .other]),
        ("de_AT", [.one, .other]),
        // Unknown codes get the root rules.
        ("xx", [.other]),
    ])
    func categories(locale: String, expected: [PluralCategory]) {
        #expect(PluralRules.categories(for: locale) == expected)
    }

    @Test("Selected category", arguments: [
        ("en", 0.0, PluralCategory.other), ("en", 1, .one), ("en", 2, .other), ("en", 1.5, .other),
        ("fr", 0, .one), ("fr", 1, .one), ("fr", 1.5, .one), ("fr", 2, .other), ("fr", 1_000_000, .many),
        ("ru", 1, .one), ("ru", 21, .one), ("ru", 2, .few), ("ru", 24, .few), ("ru", 5, .many), ("ru", 11, .many), ("ru", 1.5, .other),
        ("pl", 1, .one), ("pl", 2, .few), ("pl", 22, .few), ("pl", 5, .many), ("pl", 12, .many), ("pl", 21, .many), ("pl", 1.5, .other),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few), ("ar", 11, .many), ("ar", 99, .many), ("ar", 100, .other),
        ("ja", 0, .other), ("ja", 1, .other), ("ja", 2, .other),
        ("cy", 0, .zero), ("cy", 1, .one), ("cy", 2, .two), ("cy", 3, .few), ("cy", 6, .many), ("cy", 4, .other), ("cy", 7, .other),
        ("lv", 0, .zero), ("lv", 10, .zero), ("lv", 11, .zero), ("lv", 1, .one), ("lv", 21, .one), ("lv", 2, .other), ("lv", 22, .other),
    ])
    func select(locale: String, number: Double, expected: PluralCategory) {
        #expect(PluralRules.select(number, locale: locale) == expected)
    }

    /// Every category a locale lists is selected by some small number (or a
    /// million, for `many` in French-like rules), so none is listed in vain.
    @Test(arguments: ["en", "fr", "ru", "pl", "ar", "ja", "cy", "lv"])
    func everyCategoryIsReachable(locale: String) {
        let samples = (0...200).map(Double.init) + [1.5, 0.5, 1_000_000]
        let reached = Set(samples.map { PluralRules.select($0, locale: locale) })
        #expect(reached == Set(PluralRules.categories(for: locale)))
    }

    /// What a count format needs: French many (millions) and Czech many
    /// (fractions) are not needed for whole counts; other always is.
    @Test(arguments: [
        ("en", false, [PluralCategory.one, .other]),
        ("fr", false, [.one, .other]),
        ("es", false, [.one, .other]),
        ("ru", false, [.one, .few, .many, .other]),
        ("cs", false, [.one, .few, .other]),
        ("cs", true, [.one, .few, .many, .other]),
        ("ar", false, [.zero, .one, .two, .few, .many, .other]),
        ("ja", false, [.other]),
    ])
    func categoriesForCounts(locale: String, fractional: Bool, expected: [PluralCategory]) {
        #expect(PluralRules.categoriesForCounts(locale: locale, fractional: fractional) == expected)
    }
}
