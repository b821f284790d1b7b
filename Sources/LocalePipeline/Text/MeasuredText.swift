import CICU

/// One extended grapheme cluster of a measured text.
public struct Grapheme: Sendable, Equatable {
    /// UTF-16 offsets of the cluster in the text.
    public var start: Int
    public var end: Int
    public var width: Int
    public var isWhiteSpace: Bool
}

/// A string split into grapheme clusters (ICU character breaks) with their
/// widths, and its line-break opportunities (ICU line breaks for the locale).
public struct MeasuredText: Sendable {
    public let text: String
    public let locale: String
    let utf16: [UInt16]
    public let graphemes: [Grapheme]
    /// Line-break opportunities as grapheme indices; `hard` marks mandatory ones.
    let breaks: [(index: Int, hard: Bool)]
    /// Grapheme indices that a mandatory break precedes.
    let hardBreaks: Set<Int>

    public init(_ text: String, locale: String) {
        self.init(text, locale: locale, widths: DisplayWidth(locale: locale))
    }

    public init(_ text: String, locale: String, widths: DisplayWidth) {
        self.text = text
        self.locale = locale
        let utf16 = Array(text.utf16)
        self.utf16 = utf16

        let clusterBounds = ICUBreaks.boundaries(CICU_BREAK_CHARACTER, in: utf16, locale: locale)
        var graphemes: [Grapheme] = []
        graphemes.reserveCapacity(clusterBounds.count)
        var indexOfOffset: [Int: Int] = [:]
        for i in 0..<max(clusterBounds.count - 1, 0) {
            let start = clusterBounds[i].offset, end = clusterBounds[i + 1].offset
            indexOfOffset[start] = graphemes.count
            let scalars = MeasuredText.scalars(utf16[start..<end])
            let width = widths.width(ofCluster: scalars)
            let space = scalars.first.map(DisplayWidth.isWhiteSpace) ?? false
            graphemes.append(Grapheme(start: start, end: end, width: width, isWhiteSpace: space))
        }
        indexOfOffset[utf16.count] = graphemes.count
        self.graphemes = graphemes

        // A line break inside a cluster would split a character: ignore it.
        self.breaks = ICUBreaks.boundaries(CICU_BREAK_LINE, in: utf16, locale: locale).compactMap { position in
            guard position.offset > 0, let index = indexOfOffset[position.offset] else { return nil }
            return (index, position.isHard)
        }
        self.hardBreaks = Set(breaks.filter(\.hard).map(\.index))
    }

    /// Width of the whole text: every cluster, trailing spaces included.
    public var width: Int { graphemes.reduce(0) { $0 + $1.width } }

    /// The text of graphemes `range`.
    func substring(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = graphemes[range.lowerBound].start, end = graphemes[range.upperBound - 1].end
        return String(decoding: utf16[start..<end], as: UTF16.self)
    }

    private static func scalars(_ units: ArraySlice<UInt16>) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            result.append(scalar)
        }
        return result
    }
}
