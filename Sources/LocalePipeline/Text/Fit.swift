/// The verdict on one string in a box of `maxLines` lines of `lineWidth` columns:
/// what `measure` prints and what the layout checks report.
public struct Fit: Sendable, Equatable, Codable {
    public var text: String
    public var locale: String
    /// Width of the whole text, every grapheme and trailing spaces included.
    public var width: Int
    public var graphemes: Int
    /// The full greedy layout, however many lines the text needs.
    public var lines: [String]
    public var lineWidths: [Int]
    public var fits: Bool
    /// What the Home Screen shows: the text, or its truncated form ending in `…`.
    public var display: String
    /// The lines the Home Screen shows: `lines` when the text fits, else the
    /// first `maxLines - 1` of them and the cut last line ending in `…`.
    public var shownLines: [String]
    public var lineWidth: Int
    public var maxLines: Int

    public init(_ text: String, locale: String, lineWidth: Int, maxLines: Int) {
        let layout = LineLayout(text, locale: locale, lineWidth: lineWidth)
        self.text = text
        self.locale = locale
        self.width = layout.measured.width
        self.graphemes = layout.measured.graphemes.count
        self.lines = layout.lines.map(\.text)
        self.lineWidths = layout.lines.map(\.width)
        self.fits = layout.fits(in: maxLines)
        self.display = layout.display(maxLines: maxLines)
        // Line texts are cut when read: a text that fits shows the lines just cut.
        self.shownLines = fits ? lines : layout.shownLines(maxLines: maxLines)
        self.lineWidth = lineWidth
        self.maxLines = maxLines
    }
}
