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

struct LineLayoutTests {
    @Test func wrapsAtSpacesAndIgnoresTrailingSpace() {
        let fit = Fit("Alle Notizen durchsuchen und sortieren", locale: "de", lineWidth: 22, maxLines: 2)
        #expect(fit.lines == ["Alle Notizen", "durchsuchen und", "sortieren"])
        #expect(fit.lineWidths == [12, 15, 9])
        #expect(!fit.fits)
        #expect(fit.display == "Alle Notizen durchsuchen und sorti…")
    }

    @Test func aLineMayBeExactlyFull() {
        // 22 columns, then a space: the space does not push it over.
        let fit = Fit("Restaurants in der Näh e", locale: "de", lineWidth: 22, maxLines: 1)
        #expect(fit.lines.first == "Restaurants in der Näh")
        let exact = Fit("abcdefghij klmnopqrstu", locale: "en", lineWidth: 22, maxLines: 1)
        #expect(exact.fits)
        #expect(exact.display == "abcdefghij klmnopqrstu")
    }

    @Test func truncatesOneLineWithEllipsisInTheLastColumn() {
        let fit = Fit("Einen Tisch in der Nähe reservieren", locale: "de", lineWidth: 22, maxLines: 1)
        #expect(!fit.fits)
        #expect(fit.display == "Einen Tisch in der Nä…")
        #expect(MeasuredText(fit.display, locale: "de").width == 22)
    }

    @Test func truncationDropsTrailingSpaceBeforeTheEllipsis() {
        // The cut falls right after "to", before a space.
        let fit = Fit("Go to the restaurant now", locale: "en", lineWidth: 7, maxLines: 1)
        #expect(fit.display == "Go to…")
    }

    @Test func mandatoryBreakStartsANewLine() {
        let fit = Fit("Call\nnow", locale: "en", lineWidth: 22, maxLines: 2)
        #expect(fit.lines == ["Call", "now"])
        #expect(fit.fits)
        let one = Fit("Call\nnow", locale: "en", lineWidth: 22, maxLines: 1)
        #expect(!one.fits)
        #expect(one.display == "Call…")
    }

    @Test func aWordWiderThanTheLineIsSplitBetweenGraphemes() {
        let fit = Fit("Donaudampfschifffahrtsgesellschaftskapitän", locale: "de", lineWidth: 22, maxLines: 2)
        #expect(fit.lines == ["Donaudampfschifffahrts", "gesellschaftskapitän"])
        #expect(fit.fits)
    }

    @Test func wideClustersAreNeverSplitAcrossTheEdge() {
        // 11 kanji fill 22 columns exactly; the 12th starts a new line.
        let fit = Fit("一二三四五六七八九十百千", locale: "ja", lineWidth: 22, maxLines: 2)
        #expect(fit.lines == ["一二三四五六七八九十百", "千"])
        // An odd budget leaves one column empty rather than half a character.
        let odd = Fit("一二三", locale: "ja", lineWidth: 5, maxLines: 3)
        #expect(odd.lines == ["一二", "三"])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeSmallKana() {
        let fit = Fit("ショッピングリスト", locale: "ja", lineWidth: 6, maxLines: 5)
        // ICU keeps small kana (ョ, ッ) with what precedes them.
        for line in fit.lines {
            #expect(!line.hasPrefix("ョ") && !line.hasPrefix("ッ"))
        }
        #expect(fit.lines.joined() == "ショッピングリスト")
    }

    @Test func thaiBreaksBetweenDictionaryWords() {
        // No spaces: ICU's Thai dictionary finds the words ค้นหา / ร้าน / อาหาร / ใกล้ / คุณ.
        let fit = Fit("ค้นหาร้านอาหารใกล้คุณ", locale: "th", lineWidth: 10, maxLines: 3)
        #expect(fit.lines == ["ค้นหาร้าน", "อาหารใกล้คุณ"])
        #expect(fit.lineWidths == [7, 10])
        // Break opportunities, in graphemes: ค้|น|ห|า, ร้|า|น, อ|า|ห|า|ร.
        let measured = MeasuredText("ค้นหาร้านอาหาร", locale: "th")
        #expect(measured.breaks.map(\.index) == [4, 7, 12])
        let narrow = Fit("ค้นหาร้านอาหารใกล้คุณ", locale: "th", lineWidth: 8, maxLines: 3)
        #expect(narrow.lines == ["ค้นหาร้าน", "อาหารใกล้", "คุณ"])
    }

    @Test func emojiClustersStayWhole() {
        let fit = Fit("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", locale: "en", lineWidth: 4, maxLines: 1)
        #expect(fit.lines == ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
        #expect(fit.display == "👨‍👩‍👧‍👦…")
    }

    @Test func arabicWrapsAtSpaces() {
        let fit = Fit("ابحث عن المطاعم القريبة منك", locale: "ar", lineWidth: 15, maxLines: 2)
        #expect(fit.lines == ["ابحث عن المطاعم", "القريبة منك"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        let fit = Fit("", locale: "en", lineWidth: 22, maxLines: 1)
        #expect(fit.lines == [""])
        #expect(fit.fits)
        #expect(fit.width == 0)
    }

    @Test func shownLinesAreTheLinesWhenTheTextFits() {
        let fit = Fit("Restaurants suchen", locale: "de", lineWidth: 22, maxLines: 2)
        #expect(fit.shownLines == fit.lines)
        let two = Fit("Alle Notizen durchsuchen", locale: "de", lineWidth: 22, maxLines: 2)
        #expect(two.shownLines == ["Alle Notizen", "durchsuchen"])
    }

    @Test func shownLinesEndWithTheTruncatedDisplay() {
        let cases: [(String, String, Int, Int)] = [
            ("Alle Notizen durchsuchen und sortieren", "de", 22, 2),
            ("Einen Tisch in der Nähe reservieren", "de", 22, 1),
            ("一二三四五六七八九十百千一二三四五六七八九十百千", "ja", 22, 2),
            ("Call\nnow\nplease", "en", 22, 2),
            ("Donaudampfschifffahrtsgesellschaftskapitän", "de", 10, 3),
        ]
        for (text, locale, width, lines) in cases {
            let fit = Fit(text, locale: locale, lineWidth: width, maxLines: lines)
            #expect(!fit.fits, "\(text)")
            #expect(fit.shownLines.count == lines, "\(text)")
            #expect(Array(fit.shownLines.dropLast()) == Array(fit.lines.prefix(lines - 1)), "\(text)")
            let last = try! #require(fit.shownLines.last)
            #expect(last.hasSuffix("…") && fit.display.hasSuffix(last), "\(fit.shownLines) vs \(fit.display)")
            #expect(MeasuredText(last, locale: locale).width <= width, "\(last)")
        }
        #expect(Fit("Einen Tisch in der Nähe reservieren", locale: "de", lineWidth: 22, maxLines: 1).shownLines == ["Einen Tisch in der Nä…"])
    }

    @Test func rightToLeftLocalesComeFromICU() {
        #expect(WritingDirection(locale: "ar") == .rightToLeft)
        #expect(WritingDirection(locale: "he") == .rightToLeft)
        #expect(WritingDirection(locale: "de") == .leftToRight)
        #expect(WritingDirection(locale: "zh-Hans") == .leftToRight)
        #expect(WritingDirection(locale: "ar").rawValue == "rtl")
    }
}


/// Slicing far into a long text takes String's own index (constant time);
/// near the start, one walk over the bytes. Both give the same text.
@Suite("MeasuredText slices")
struct MeasuredTextSliceTests {
    @Test func slicesAgreeWithStringsOwnUTF16() {
        let text = String(repeating: "Grüße 😀 日本語 ab ", count: 400)
        let units = Array(text.utf16)
        // Every range starts and ends on a scalar boundary (never inside a surrogate pair).
        let boundaries = [0] + text.unicodeScalars.indices.dropFirst().map { $0.utf16Offset(in: text) } + [units.count]
        for (lower, upper) in [(0, 10), (3, 600), (500, 520), (513, 700), (4_000, 4_100), (boundaries[boundaries.count - 2], units.count)] {
            let from = boundaries.first { $0 >= lower } ?? 0
            let to = boundaries.first { $0 >= max(upper, from) } ?? units.count
            let expected = String(decoding: units[from..<to], as: UTF16.self)
            #expect(MeasuredText.slice(text, utf16: from..<to) == expected, "\(from)..<\(to)")
        }
    }
}
