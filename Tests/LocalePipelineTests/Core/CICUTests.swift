import CICU
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

/// The C wrapper itself: versions, properties, and boundaries.
struct CICUTests {
    private func text(_ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        _ = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, 32) }
        return Self.string(buffer)
    }

    /// A NUL-terminated C string from an array (String(cString:) of an array is deprecated).
    private static func string(_ chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func reportsUnicodeAndICUVersions() {
        let unicode = text(cicu_unicode_version)
        let icu = text(cicu_icu_version)
        #expect(!unicode.isEmpty && unicode.contains("."))
        #expect((Int(icu.split(separator: ".").first ?? "") ?? 0) >= 60)
    }

    @Test func codePointProperties() {
        #expect(cicu_east_asian_width_of(0x6F22) == Int32(CICU_EAW_WIDE.rawValue))       // 漢
        #expect(cicu_east_asian_width_of(0xFF21) == Int32(CICU_EAW_FULLWIDTH.rawValue))  // Ａ
        #expect(cicu_east_asian_width_of(0x00B1) == Int32(CICU_EAW_AMBIGUOUS.rawValue))  // ±
        #expect(cicu_east_asian_width_of(0x0041) == Int32(CICU_EAW_NARROW.rawValue))
        #expect(cicu_east_asian_width_of(0xFF61) == Int32(CICU_EAW_HALFWIDTH.rawValue))
        #expect(cicu_east_asian_width_of(0x0E01) == Int32(CICU_EAW_NEUTRAL.rawValue))    // ก
        var category = [CChar](repeating: 0, count: 4)
        #expect(cicu_general_category_of(0x0301, &category, 4) == 2)
        #expect(Self.string(category) == "Mn")
        #expect(cicu_general_category_of(0x0041, &category, 4) == 2)
        #expect(Self.string(category) == "Lu")
        #expect(cicu_general_category_of(0x110000, &category, 4) == 0)
        #expect(cicu_is_emoji_presentation(0x1F600) == 1)
        #expect(cicu_is_emoji_presentation(0x2764) == 0)
        #expect(cicu_is_default_ignorable(0x200D) == 1)
        #expect(cicu_is_default_ignorable(0x0041) == 0)
        #expect(cicu_is_white_space(0x3000) == 1)
    }

    @Test func breakIteratorsCloneAndFindHardBreaks() throws {
        var error: Int32 = 0
        let template = try #require(cicu_breaker_open(CICU_BREAK_LINE, "en", &error))
        defer { cicu_breaker_close(template) }
        let breaker = try #require(cicu_breaker_clone(template, &error))
        defer { cicu_breaker_close(breaker) }
        let units = Array("ab cd\nef".utf16)
        var positions = [Int32](repeating: 0, count: 8)
        var hard = [UInt8](repeating: 0, count: 8)
        let count = cicu_breaker_boundaries(breaker, units, Int32(units.count), &positions, &hard, 8)
        #expect(count == 4)
        #expect(Array(positions.prefix(4)) == [0, 3, 6, 8])
        #expect(hard[1] == 0)
        #expect(hard[2] == 1)
        // A buffer too small still reports how many boundaries there are.
        let needed = cicu_breaker_boundaries(breaker, units, Int32(units.count), &positions, nil, 2)
        #expect(needed == 4)
    }

    @Test func unknownLocaleStillOpens() {
        var error: Int32 = 0
        let breaker = cicu_breaker_open(CICU_BREAK_CHARACTER, "xx-Nowhere", &error)
        #expect(breaker != nil)
        cicu_breaker_close(breaker)
    }

    @Test func rightToLeftComesFromTheLocalesScript() {
        for locale in ["ar", "he", "fa", "ur", "ar-SA", "ar_EG", "az-Arab", "ps", "yi"] {
            #expect(cicu_locale_is_rtl(locale) == 1, "\(locale)")
        }
        for locale in ["en", "de", "ja", "zh-Hans", "th", "az", "Base", "", "xx-Nowhere", "../../etc"] {
            #expect(cicu_locale_is_rtl(locale) == 0, "\(locale)")
        }
        #expect(cicu_locale_is_rtl(nil) == 0)
    }
}

/// Character names and normalization forms come from ICU.
struct CharacterNameTests {
    @Test func namesAndCodePoints() {
        #expect(CharacterNames.describe("\u{200B}") == "U+200B ZERO WIDTH SPACE")
        #expect(CharacterNames.describe("\u{1F370}") == "U+1F370 SHORTCAKE")
        #expect(CharacterNames.describe("\u{7}") == "U+0007 <control-0007>")
        #expect(CharacterNames.describe("\u{E000}") == "U+E000 <private use area-E000>")
    }

    @Test func normalizationForms() {
        #expect(NormalizationForm.of("Caf\u{E9}") == .nfc)
        #expect(NormalizationForm.of("Cafe\u{301}") == .nfd)
        #expect(NormalizationForm.of("Caf\u{E9} Cafe\u{301}") == nil, "one composed, one decomposed: neither form")
        #expect(NormalizationForm.differOnlyByNormalization("Caf\u{E9}", "Cafe\u{301}"))
        #expect(!NormalizationForm.differOnlyByNormalization("Caf\u{E9}", "Caf\u{E9}"))
        #expect(!NormalizationForm.differOnlyByNormalization("Cafe", "Caf\u{E9}"))
    }
}
