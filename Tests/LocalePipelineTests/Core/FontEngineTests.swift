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

private let inter = FontEngine.resolve("Inter").flatMap { FontEngine(font: $0) }

/// The font engine's widths come from shaping, not from summing characters:
/// kerning, ligatures, marks and joining show in them.
@Suite(.enabled(if: inter != nil, "Inter is not installed (apt-get install fonts-inter): the font engine is not tested"))
struct FontEngineTests {
    let engine = inter!

    /// Each grapheme's width, in points at `size`.
    func widths(_ text: String, locale: String = "en", engine: FontEngine? = nil, size: Double = 17) -> [Double] {
        ShapedText(MeasuredText(text, locale: locale), engine: engine ?? self.engine, size: size).widths
    }

    func width(_ text: String, locale: String = "en", engine: FontEngine? = nil) -> Double {
        widths(text, locale: locale, engine: engine).reduce(0, +)
    }

    @Test("a kerning pair is narrower than its letters set apart, and the line's end takes the kerning back")
    func kerning() {
        let together = width("To"), apart = width("T") + width("o")
        #expect(together < apart - 1, "To \(together) vs T+o \(apart)")
        // Split after T, the T is drawn alone: as wide as it is alone.
        let shaped = ShapedText(MeasuredText("To", locale: "en"), engine: engine, size: 17)
        #expect(abs(shaped.widths[0] + shaped.lineEndCorrection(0) - width("T")) < 0.001)
        #expect(shaped.lineEndCorrection(1) == 0)
    }

    /// Issue 27: `ထပ်မံ လေ့လာ` was 17.8 pt wider as a line of a longer string
    /// than alone (and in Chromium): the tall AA ending it was reshaped alone,
    /// with a dotted circle. The line's end is now the cluster reshaped whole.
    @Test("a line ending in Myanmar's tall AA is as wide as the same words alone")
    func myanmarTallAAAtALineEnd() throws {
        // The next word follows without a space, as Burmese is written: the break after AA is not safe to keep shaped.
        let words = "ထပ်မံ လေ့လာ", whole = "ထပ်မံ လေ့လာပါ"
        let shaped = ShapedText(MeasuredText(whole, locale: "my"), engine: engine, size: 17)
        let g = MeasuredText(words, locale: "my").graphemes.count - 1
        let line = shaped.widths[0...g].reduce(0, +) + shaped.lineEndCorrection(g)
        let alone = width(words, locale: "my")
        #expect(abs(line - alone) < 0.5, "as a line \(line) pt, alone \(alone) pt")
    }

    @Test("a ligature is one glyph: narrower than its letters kept apart by a zero-width non-joiner")
    func ligature() throws {
        let dejaVu = try #require(FontEngine.resolve("DejaVu Sans").flatMap { FontEngine(font: $0) })
        let ligated = width("ffi", engine: dejaVu), apart = width("f\u{200C}f\u{200C}i", engine: dejaVu)
        #expect(ligated < apart - 0.1, "ffi \(ligated) vs f|f|i \(apart)")
    }

    @Test("a combining mark adds nothing: e + U+0301 is as wide as é")
    func combiningMarks() {
        #expect(widths("e\u{301}").count == 1)
        #expect(abs(width("e\u{301}") - width("é")) < 0.01)
        #expect(abs(width("e\u{301}") - width("e")) < 0.01)
    }

    @Test("Arabic letters join: a word is not as wide as its letters in their isolated forms")
    func arabicJoining() {
        let word = "مستخدم"
        let joined = width(word, locale: "ar")
        let isolated = word.map { width(String($0), locale: "ar") }.reduce(0, +)
        #expect(abs(joined - isolated) > 1, "joined \(joined) vs isolated \(isolated)")
        #expect(joined > 0)
    }

    @Test("a right-to-left title is cut at its logical end, with … after the last letter kept")
    func rightToLeftTruncation() {
        let text = "ابحث عن المطاعم القريبة منك واحجز طاولة"
        let fit = TextMeasurer(engine: .font(engine)).fit(text, locale: "ar", box: LayoutBox(width: 22, lines: 1, points: 120, size: 17))
        #expect(!fit.fits)
        #expect(fit.display.hasSuffix("…"))
        #expect(text.hasPrefix(String(fit.display.dropLast())))
        #expect(fit.lineWidths[0] <= 120 + 1.0 / 64)
        #expect(fit.fonts?.count == 2, "Inter has no Arabic: a fallback draws it")
    }

    @Test("a variable font is set to regular unless told otherwise, and its weight axis is honored")
    func variableFont() throws {
        let path = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
        try #require(FileManager.default.fileExists(atPath: path), "fonts-inter-variable is not installed")
        let file = try #require(FontEngine.resolve(path))
        let regular = try #require(FontEngine(font: file))
        let bold = try #require(FontEngine(font: file, variations: "wght=700"))
        #expect(regular.primaryFace(size: 17).isVariable)
        let text = "Search all notes"
        // Regular: within a hundredth of the static Regular's width.
        #expect(abs(width(text, engine: regular) - width(text)) / width(text) < 0.01)
        #expect(width(text, engine: bold) > width(text, engine: regular) + 1)
    }

    @Test("the same Han character is drawn with the Japanese, Simplified and Traditional Chinese face of its locale")
    func fallbackPerLanguage() throws {
        func face(_ locale: String) -> String? {
            ShapedText(MeasuredText("直", locale: locale), engine: engine, size: 17).fonts.dropFirst().first?.family
        }
        try #require(face("ja") != nil, "no CJK font installed (fonts-noto-cjk)")
        #expect(face("ja")?.hasSuffix("JP") == true, "\(face("ja") ?? "none")")
        #expect(face("zh-Hans")?.hasSuffix("SC") == true, "\(face("zh-Hans") ?? "none")")
        #expect(face("zh-Hant")?.hasSuffix("TC") == true, "\(face("zh-Hant") ?? "none")")
        #expect(face("ko")?.hasSuffix("KR") == true, "\(face("ko") ?? "none")")
        #expect(FontLanguage.fontconfigTag(for: "zh-Hant-HK") == "zh-hk")
        #expect(FontLanguage.fontconfigTag(for: "pt_BR") == "pt")
    }

    @Test("an emoji ZWJ sequence is one grapheme drawn in the emoji font, about one em wide")
    func emojiSequence() throws {
        let shaped = ShapedText(MeasuredText("👨‍👩‍👧‍👦", locale: "en"), engine: engine, size: 17)
        try #require(shaped.fonts.count == 2, "no emoji font installed (fonts-noto-color-emoji)")
        #expect(shaped.fonts[1].family.contains("Emoji"))
        #expect(shaped.widths.count == 1)
        #expect(shaped.widths[0] > 15 && shaped.widths[0] < 30, "\(shaped.widths[0])")
    }

    @Test("a title that fits in columns can be cut in points, and the verdict names its engine")
    func enginesDisagreeWhereFontsDo() {
        // Twenty-two wide capitals: 22 columns, but far wider than 190 pt.
        let text = "WWWWWWWWWWWWWWWWWWWWWW"
        let columns = TextMeasurer.columns.fit(text, locale: "en", box: LayoutBox(width: 22, lines: 1))
        let points = TextMeasurer(engine: .font(engine)).fit(text, locale: "en", box: LayoutBox(width: 22, lines: 1))
        #expect(columns.fits && columns.engine == "columns")
        #expect(!points.fits && points.engine == "font" && points.size == 17)
        #expect(points.lineWidth == 190)
    }
}

/// Resolution of the `layout:` engine and the Dynamic Type sizes.
struct LayoutProfileTests {
    @Test("Dynamic Type: Body and Subheadline at every size, as Apple's HIG gives them")
    func dynamicTypeSizes() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.large.points(.body) == 17)
        #expect(DynamicTypeSize.large.points(.subheadline) == 15)
        #expect(DynamicTypeSize.xSmall.points(.body) == 14)
        #expect(DynamicTypeSize.xxxLarge.points(.body) == 23)
        #expect(DynamicTypeSize.ax5.points(.body) == 53)
        #expect(DynamicTypeSize.ax5.points(.subheadline) == 49)
        #expect(DynamicTypeSize.ax1.scaled(17, style: .body) == 28)
        // A size not the style's own scales as the style does.
        #expect(DynamicTypeSize.xxxLarge.scaled(34, style: .body) == 46)
        #expect(DynamicTypeSize(name: "AX3") == .ax3)
        #expect(DynamicTypeSize(name: "xxxl") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
        // Sizes only grow.
        let body = DynamicTypeSize.allCases.map { $0.points(.body) }
        #expect(body == body.sorted())
    }

    @Test("engine font with a font that is not installed is an error; auto falls back to columns and says so")
    func engineResolution() throws {
        var rules = LayoutRules()
        rules.font = "No Such Font Family 0xC0FFEE"
        rules.engine = .font
        #expect(throws: InputError.self) { try TextMeasurer(rules: rules) }
        rules.engine = .auto
        #expect(try TextMeasurer(rules: rules).name == "columns")
        rules.engine = .columns
        #expect(try TextMeasurer(rules: rules).name == "columns")
    }
}
