/// One laid-out line: graphemes `range` of the text, and its width without
/// trailing white space (columns, or points with the font engine).
public struct LaidOutLine<Width: LayoutWidth>: Sendable, Equatable {
    // Constants: the text is cut from `source` by a range that must stay in step with them.
    public let range: Range<Int>
    public let width: Width
    /// The measured text and the line's UTF-16 offsets in it: the line's own
    /// text is cut only when asked for, as most layouts need only counts and widths.
    private let source: String
    private let utf16: Range<Int>?

    public init(range: Range<Int>, width: Width, text: String) {
        self.range = range
        self.width = width
        self.source = text
        self.utf16 = nil
    }

    package init(range: Range<Int>, width: Width, in source: String, utf16: Range<Int>) {
        self.range = range
        self.width = width
        self.source = source
        self.utf16 = utf16
    }

    public var text: String {
        utf16.map { $0.isEmpty ? "" : MeasuredText.slice(source, utf16: $0) } ?? source
    }

    public static func == (a: LaidOutLine, b: LaidOutLine) -> Bool {
        a.range == b.range && a.width == b.width && a.text == b.text
    }
}

/// What a line's width is counted in: `Int` columns, or `Double` points.
public protocol LayoutWidth: AdditiveArithmetic, Comparable, Sendable {
    /// How far past the line's width a text still fits: a sum of shaped
    /// advances may land a rounding error past a box it exactly fills.
    static var tolerance: Self { get }
    /// A width of `count` columns (a static function, not an initializer:
    /// an unlabeled `Double.init` elsewhere must stay unambiguous).
    static func columns(_ count: Int) -> Self
}
extension Int: LayoutWidth {
    public static var tolerance: Int { 0 }
    public static func columns(_ count: Int) -> Int { count }
}
extension Double: LayoutWidth {
    /// 1/64 pt: the unit browsers lay text out in.
    public static var tolerance: Double { 1.0 / 64 }
    public static func columns(_ count: Int) -> Double { Double(count) }
}

/// Each grapheme's width: the ones given (points), or when none are given
/// the graphemes' own columns, read in place (no array per layout: the
/// column engine lays out hundreds of thousands of strings).
package struct GraphemeWidths<Width: LayoutWidth>: Sendable {
    package let graphemes: [Grapheme]
    package let given: [Width]

    @inline(__always) package subscript(g: Int) -> Width {
        given.isEmpty ? Width.columns(graphemes[g].width) : given[g]
    }

    package func sum(_ range: Range<Int>) -> Width {
        var total = Width.zero
        for g in range { total += self[g] }
        return total
    }
}

/// Greedy line layout at ICU line-break opportunities, and tail truncation,
/// over each grapheme's width: one algorithm for both engines.
///
/// - Trailing white space does not count toward a line's width.
/// - A mandatory break starts a new line.
/// - A segment wider than a whole line is split at grapheme boundaries.
/// - Truncation keeps as much of the last allowed line as fits with `…`
///   after it, as UIKit's tail truncation does.
public struct LineLayout<Width: LayoutWidth>: Sendable {
    public let measured: MeasuredText
    public let lineWidth: Width
    public let lines: [LaidOutLine<Width>]
    /// Each grapheme's width.
    package let widths: GraphemeWidths<Width>
    package let ellipsis: Width

    /// Lays out with the widths of `measured`'s graphemes given (`widths`,
    /// one per grapheme) and the width of `…`.
    /// `lineEnd(g)` is what grapheme `g` adds to its width when a line ends
    /// after it (a kerning pair broken by the line end; 0 for columns).
    package init(_ measured: MeasuredText, widths: [Width], lineWidth: Width, ellipsis: Width,
         lineEnd: ((Int) -> Width)? = nil) {
        self.measured = measured
        self.widths = GraphemeWidths(graphemes: measured.graphemes, given: widths)
        self.lineWidth = lineWidth
        self.ellipsis = ellipsis
        self.lines = LineLayout.layOut(measured, widths: self.widths, width: lineWidth, lineEnd: lineEnd)
    }

    /// Whether the text fits in `maxLines` lines.
    public func fits(in maxLines: Int) -> Bool { lines.count <= maxLines }

    /// The text as shown with at most `maxLines` lines: unchanged when it fits,
    /// otherwise cut on the last allowed line and ended with `…`.
    public func display(maxLines: Int) -> String {
        guard !fits(in: maxLines), maxLines > 0 else { return maxLines > 0 ? measured.text : "" }
        return measured.substring(0..<truncationCut(maxLines: maxLines)) + "…"
    }

    /// The lines as shown with at most `maxLines` lines: the laid-out lines
    /// when the text fits, else the first `maxLines - 1` of them and the last
    /// allowed line cut as `display` cuts it. A drawing of the menu uses these,
    /// so it shows exactly what the checks measure.
    public func shownLines(maxLines: Int) -> [String] {
        guard maxLines > 0 else { return [] }
        guard !fits(in: maxLines) else { return lines.map(\.text) }
        let lastLineStart = lines[maxLines - 1].range.lowerBound
        return lines.prefix(maxLines - 1).map(\.text) + [measured.substring(lastLineStart..<truncationCut(maxLines: maxLines)) + "…"]
    }

    /// The width of the whole text: every grapheme, trailing spaces included.
    public var width: Width { widths.sum(0..<measured.graphemes.count) }

    /// Where a text that does not fit in `maxLines` lines is cut (a grapheme
    /// index): as much of the last allowed line as fits with `…` after it.
    private func truncationCut(maxLines: Int) -> Int {
        let graphemes = measured.graphemes
        let lastLineStart = lines[maxLines - 1].range.lowerBound
        var used = Width.zero
        var cut = lastLineStart
        while cut < graphemes.count {
            // A line feed ends the last line even when room is left.
            if graphemes[cut].isWhiteSpace && measured.hardBreaks.contains(cut + 1) { break }
            if used + widths[cut] + ellipsis > lineWidth + Width.tolerance { break }
            used += widths[cut]
            cut += 1
        }
        while cut > lastLineStart && graphemes[cut - 1].isWhiteSpace { cut -= 1 }
        return cut
    }

    package static func layOut(_ measured: MeasuredText, widths: GraphemeWidths<Width>, width lineWidth: Width,
                       lineEnd: ((Int) -> Width)?) -> [LaidOutLine<Width>] {
        let graphemes = measured.graphemes
        let width = lineWidth + Width.tolerance
        guard !graphemes.isEmpty else { return [LaidOutLine(range: 0..<0, width: .zero, text: "")] }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(4)
        var lineStart = 0
        var lineFull = Width.zero   // width so far, trailing white space included

        func closeLine(at end: Int) {
            ranges.append(lineStart..<end)
            lineStart = end
            lineFull = .zero
        }

        var segmentStart = 0
        for (segmentEnd, hard) in measured.breaks {
            guard segmentEnd > segmentStart else { continue }
            var full = Width.zero
            var trailing = Width.zero
            var lastVisible = -1
            for g in segmentStart..<segmentEnd {
                full += widths[g]
                if graphemes[g].isWhiteSpace {
                    trailing += widths[g]
                } else {
                    trailing = .zero
                    lastVisible = g
                }
            }
            // A line ending here: its last visible grapheme as drawn at a line's end.
            let visible = full - trailing + (lastVisible >= 0 ? lineEnd?(lastVisible) ?? .zero : .zero)
            if lineFull + visible <= width {
                lineFull += full
            } else {
                if segmentStart > lineStart { closeLine(at: segmentStart) }
                if visible <= width {
                    lineFull = full
                } else {
                    // Wider than a whole line: split it between graphemes.
                    for g in segmentStart..<segmentEnd {
                        let w = widths[g]
                        if g > lineStart && !graphemes[g].isWhiteSpace && lineFull + w + (lineEnd?(g) ?? .zero) > width {
                            closeLine(at: g)
                        }
                        lineFull += w
                    }
                }
            }
            if hard && segmentEnd < graphemes.count { closeLine(at: segmentEnd) }
            segmentStart = segmentEnd
        }
        if lineStart < graphemes.count || ranges.isEmpty { closeLine(at: graphemes.count) }

        return ranges.map { range in
            var end = range.upperBound
            while end > range.lowerBound && graphemes[end - 1].isWhiteSpace { end -= 1 }
            var lineWidth = widths.sum(range.lowerBound..<end)
            if end > range.lowerBound, let lineEnd { lineWidth += lineEnd(end - 1) }
            let utf16 = end > range.lowerBound ? graphemes[range.lowerBound].start..<graphemes[end - 1].end : 0..<0
            return LaidOutLine(range: range, width: lineWidth, in: measured.text, utf16: utf16)
        }
    }
}

extension LineLayout where Width == Int {
    /// The column engine: each grapheme's width in columns, `…` one column.
    public init(_ measured: MeasuredText, lineWidth: Int) {
        self.init(measured, widths: [], lineWidth: max(lineWidth, 1), ellipsis: 1)
    }

    public init(_ text: String, locale: String, lineWidth: Int) {
        self.init(MeasuredText(text, locale: locale), lineWidth: lineWidth)
    }
}
