/// One laid-out line: graphemes `range` of the text, and its width without
/// trailing white space.
public struct LaidOutLine: Sendable, Equatable {
    // Constants: the text is cut from `source` by a range that must stay in step with them.
    public let range: Range<Int>
    public let width: Int
    /// The measured text and the line's UTF-16 offsets in it: the line's own
    /// text is cut only when asked for, as most layouts need only counts and widths.
    private let source: String
    private let utf16: Range<Int>?

    public init(range: Range<Int>, width: Int, text: String) {
        self.range = range
        self.width = width
        self.source = text
        self.utf16 = nil
    }

    init(range: Range<Int>, width: Int, in source: String, utf16: Range<Int>) {
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

/// Greedy line layout at ICU line-break opportunities, and tail truncation.
///
/// - Trailing white space does not count toward a line's width.
/// - A mandatory break starts a new line.
/// - A segment wider than a whole line is split at grapheme boundaries.
/// - Truncation keeps as much of the last allowed line as fits with `…`
///   (one column) after it, as UIKit's tail truncation does.
public struct LineLayout: Sendable {
    public let measured: MeasuredText
    public let lineWidth: Int
    public let lines: [LaidOutLine]

    public init(_ measured: MeasuredText, lineWidth: Int) {
        self.measured = measured
        self.lineWidth = max(lineWidth, 1)
        self.lines = LineLayout.layOut(measured, width: max(lineWidth, 1))
    }

    public init(_ text: String, locale: String, lineWidth: Int) {
        self.init(MeasuredText(text, locale: locale), lineWidth: lineWidth)
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

    /// Where a text that does not fit in `maxLines` lines is cut (a grapheme
    /// index): as much of the last allowed line as fits with `…` after it.
    private func truncationCut(maxLines: Int) -> Int {
        let graphemes = measured.graphemes
        let lastLineStart = lines[maxLines - 1].range.lowerBound
        var used = 0
        var cut = lastLineStart
        while cut < graphemes.count {
            let grapheme = graphemes[cut]
            // A line feed ends the last line even when room is left.
            if grapheme.isWhiteSpace && measured.hardBreaks.contains(cut + 1) { break }
            if used + grapheme.width + 1 > lineWidth { break }
            used += grapheme.width
            cut += 1
        }
        while cut > lastLineStart && graphemes[cut - 1].isWhiteSpace { cut -= 1 }
        return cut
    }

    static func layOut(_ measured: MeasuredText, width: Int) -> [LaidOutLine] {
        let graphemes = measured.graphemes
        guard !graphemes.isEmpty else { return [LaidOutLine(range: 0..<0, width: 0, text: "")] }
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(4)
        var lineStart = 0
        var lineFull = 0   // width so far, trailing white space included

        func closeLine(at end: Int) {
            ranges.append(lineStart..<end)
            lineStart = end
            lineFull = 0
        }

        var segmentStart = 0
        for (segmentEnd, hard) in measured.breaks {
            guard segmentEnd > segmentStart else { continue }
            var full = 0
            var trailing = 0
            for g in segmentStart..<segmentEnd {
                full += graphemes[g].width
                trailing = graphemes[g].isWhiteSpace ? trailing + graphemes[g].width : 0
            }
            let visible = full - trailing
            if lineFull + visible <= width {
                lineFull += full
            } else {
                if segmentStart > lineStart { closeLine(at: segmentStart) }
                if visible <= width {
                    lineFull = full
                } else {
                    // Wider than a whole line: split it between graphemes.
                    for g in segmentStart..<segmentEnd {
                        let w = graphemes[g].width
                        if lineFull + w > width && g > lineStart && !graphemes[g].isWhiteSpace {
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
            let width = graphemes[range.lowerBound..<end].reduce(0) { $0 + $1.width }
            let utf16 = end > range.lowerBound ? graphemes[range.lowerBound].start..<graphemes[end - 1].end : 0..<0
            return LaidOutLine(range: range, width: width, in: measured.text, utf16: utf16)
        }
    }
}
