/// The verdict on one string in a box of `maxLines` lines of `lineWidth`
/// (columns, or points with the font engine): what `measure` prints and what
/// the layout checks report.
public struct Fit: Sendable, Equatable, Codable {
    public var text: String
    public var locale: String
    /// Width of the whole text, every grapheme and trailing spaces included.
    public var width: Double
    public var graphemes: Int
    /// The full greedy layout, however many lines the text needs.
    public var lines: [String]
    public var lineWidths: [Double]
    public var fits: Bool
    /// What the Home Screen shows: the text, or its truncated form ending in `…`.
    public var display: String
    /// The lines the Home Screen shows: `lines` when the text fits, else the
    /// first `maxLines - 1` of them and the cut last line ending in `…`.
    public var shownLines: [String]
    public var lineWidth: Double
    public var maxLines: Int
    /// "columns" or "font".
    public var engine: String
    /// With the font engine: the font size in points, and the fonts that drew
    /// the text (the primary first, then fallbacks) as family names.
    public var size: Double?
    public var fonts: [String]?

    /// Measured in columns.
    public init(_ text: String, locale: String, lineWidth: Int, maxLines: Int) {
        let layout = LineLayout(text, locale: locale, lineWidth: lineWidth)
        self.init(layout, graphemes: layout.measured.graphemes.count, maxLines: maxLines, width: { Double($0) })
        self.engine = "columns"
    }

    /// Measured in points: shaped in `font` at `size`.
    package init(_ text: String, locale: String, font: FontEngine, size: Double, lineWidth: Double, maxLines: Int) {
        let measured = MeasuredText(text, locale: locale)
        let shaped = ShapedText(measured, engine: font, size: size)
        let layout = shaped.layout(lineWidth: lineWidth, ellipsis: font.ellipsisWidth(locale: locale, size: size))
        self.init(layout, graphemes: measured.graphemes.count, maxLines: maxLines, width: { $0 })
        self.engine = "font"
        self.size = size
        self.fonts = shaped.fonts.map(\.family)
    }

    private init<W>(_ layout: LineLayout<W>, graphemes: Int, maxLines: Int, width: (W) -> Double) {
        self.text = layout.measured.text
        self.locale = layout.measured.locale
        self.width = width(layout.width)
        self.graphemes = graphemes
        self.lines = layout.lines.map(\.text)
        self.lineWidths = layout.lines.map { width($0.width) }
        self.fits = layout.fits(in: maxLines)
        self.display = layout.display(maxLines: maxLines)
        // Line texts are cut when read: a text that fits shows the lines just cut.
        self.shownLines = fits ? lines : layout.shownLines(maxLines: maxLines)
        self.lineWidth = width(layout.lineWidth)
        self.maxLines = maxLines
        self.engine = ""
    }
}
