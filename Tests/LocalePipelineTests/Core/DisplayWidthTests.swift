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

/// The width rule, one case per kind of text it must get right.
struct DisplayWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var locale: String
        var width: Int
        var graphemes: Int
        var why: String
        var testDescription: String { why }
    }

    static let cases: [Case] = [
        Case(text: "Search", locale: "en", width: 6, graphemes: 6, why: "ASCII is one column each"),
        Case(text: "すべてのメモを検索", locale: "ja", width: 18, graphemes: 9, why: "kana and kanji are wide"),
        Case(text: "검색", locale: "ko", width: 4, graphemes: 2, why: "precomposed Hangul is wide"),
        Case(text: "\u{1100}\u{1161}\u{11A8}", locale: "ko", width: 2, graphemes: 1, why: "a conjoining-jamo syllable is one wide cluster"),
        Case(text: "ＡＢ", locale: "en", width: 4, graphemes: 2, why: "fullwidth Latin is wide"),
        Case(text: "e\u{301}", locale: "fr", width: 1, graphemes: 1, why: "a combining mark adds nothing"),
        Case(text: "a\u{200B}b", locale: "en", width: 2, graphemes: 3, why: "ZERO WIDTH SPACE (Cf) is zero"),
        Case(text: "co\u{00AD}op", locale: "en", width: 4, graphemes: 5, why: "SOFT HYPHEN (Cf) is zero"),
        Case(text: "👨‍👩‍👧‍👦", locale: "en", width: 2, graphemes: 1, why: "a ZWJ family is one cluster of two columns"),
        Case(text: "🇫🇷🇯🇵", locale: "en", width: 4, graphemes: 2, why: "each flag is one wide cluster"),
        Case(text: "👍🏽", locale: "en", width: 2, graphemes: 1, why: "a skin-tone modifier joins its base"),
        Case(text: "❤️", locale: "en", width: 2, graphemes: 1, why: "VS16 asks for emoji presentation"),
        Case(text: "❤", locale: "en", width: 1, graphemes: 1, why: "without VS16, U+2764 is text presentation"),
        Case(text: "1️⃣", locale: "en", width: 2, graphemes: 1, why: "a keycap sequence holds VS16"),
        Case(text: "\u{FE0F}", locale: "en", width: 0, graphemes: 1, why: "a stray VS16 with no base draws nothing"),
        Case(text: "±×", locale: "en", width: 2, graphemes: 2, why: "ambiguous width is narrow outside CJK"),
        Case(text: "±×", locale: "ja", width: 4, graphemes: 2, why: "ambiguous width is wide in Japanese"),
        Case(text: "Привет", locale: "zh-Hans", width: 12, graphemes: 6, why: "Cyrillic is ambiguous, so wide in Chinese"),
        Case(text: "Привет", locale: "ru", width: 6, graphemes: 6, why: "but narrow in Russian"),
        Case(text: "ค้นหา", locale: "th", width: 4, graphemes: 4, why: "Thai vowel and tone marks above are Mn"),
        Case(text: "بحث", locale: "ar", width: 3, graphemes: 3, why: "Arabic letters are narrow"),
        Case(text: "Hi  ", locale: "en", width: 4, graphemes: 4, why: "trailing spaces count in the whole width"),
        Case(text: "", locale: "en", width: 0, graphemes: 0, why: "empty text"),
    ]

    @Test(arguments: cases)
    func width(_ example: Case) {
        let measured = MeasuredText(example.text, locale: example.locale)
        #expect(measured.width == example.width)
        #expect(measured.graphemes.count == example.graphemes)
    }

    @Test func ambiguousWidthFollowsTheLanguageSubtag() {
        #expect(DisplayWidth(locale: "ja-JP").ambiguousIsWide)
        #expect(DisplayWidth(locale: "zh_Hant_TW").ambiguousIsWide)
        #expect(DisplayWidth(locale: "ko").ambiguousIsWide)
        #expect(!DisplayWidth(locale: "jv").ambiguousIsWide)
        #expect(!DisplayWidth(locale: "en").ambiguousIsWide)
        #expect(DisplayWidth(locale: "ZH-Hans").ambiguousIsWide)
        #expect(!DisplayWidth(locale: "jam").ambiguousIsWide)
        #expect(!DisplayWidth(locale: "j").ambiguousIsWide)
        #expect(!DisplayWidth(locale: "").ambiguousIsWide)
    }
}

struct TextWidthTests {
    @Test func sameAsMeasuredText() {
        let samples: [(String, String)] = [
            ("", "en"), ("Share", "en"), ("Einen Tisch in der Nähe reservieren", "de"), ("レストランを検索", "ja"),
            ("e\u{301}\u{301}x", "fr"), ("👨‍👩‍👧‍👦 family", "en"), ("❤️ and ☺︎", "en"), ("±§ ambiguous", "zh-Hans"),
            ("±§ ambiguous", "en"), ("ค้นหาร้านอาหาร", "th"), ("البحث عن مطاعم", "ar"), ("tab\tand\nline\r\n", "en"),
            ("\u{200B}zero\u{FEFF}width", "en"), ("🇩🇪🇯🇵", "en"), ("한국어 텍스트", "ko"),
        ]
        for (text, locale) in samples {
            #expect(TextWidth.columns(of: text, locale: locale) == MeasuredText(text, locale: locale).width, "\(text)")
        }
    }
}
