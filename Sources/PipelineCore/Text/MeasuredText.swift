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
    public let graphemes: [Grapheme]
    /// Line-break opportunities as grapheme indices; `hard` marks mandatory ones.
    package let breaks: [(index: Int, hard: Bool)]
    /// Grapheme indices that a mandatory break precedes.
    package let hardBreaks: Set<Int>

    public init(_ text: String, locale: String) {
        self.init(text, locale: locale, widths: DisplayWidth(locale: locale))
    }

    public init(_ text: String, locale: String, widths: DisplayWidth) {
        self.text = text
        self.locale = locale
        var graphemes: [Grapheme] = []
        var breaks: [(index: Int, hard: Bool)] = []
        // ICU wants UTF-16; short texts convert on the stack, and boundaries
        // land in scratch buffers, so measuring allocates only its results.
        // UTF-16 never needs more units than UTF-8 has bytes.
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(text.utf8.count, 1)) { buffer in
            let count = text.utf8.withContiguousStorageIfAvailable { MeasuredText.transcode($0, into: buffer) }
                ?? buffer.initialize(from: text.utf16).1
            let units = UnsafeBufferPointer(rebasing: buffer[0..<count])
            ICUBreaks.withBoundaries(CICU_BREAK_CHARACTER, in: units, locale: locale) { clusters, _ in
                graphemes.reserveCapacity(max(clusters.count - 1, 0))
                for i in 0..<max(clusters.count - 1, 0) {
                    let start = Int(clusters[i]), end = Int(clusters[i + 1])
                    // One printable ASCII unit, most clusters of Latin text: one column.
                    if end == start + 1, units[start] >= 0x20, units[start] < 0x7F {
                        graphemes.append(Grapheme(start: start, end: end, width: 1, isWhiteSpace: units[start] == 0x20))
                        continue
                    }
                    let scalars = UTF16Scalars(units: UnsafeBufferPointer(rebasing: units[start..<end]))
                    var first = scalars.makeIterator()
                    let space = first.next().map(DisplayWidth.isWhiteSpace) ?? false
                    graphemes.append(Grapheme(start: start, end: end, width: widths.width(ofCluster: scalars), isWhiteSpace: space))
                }
                // A line break inside a cluster would split a character: ignore
                // it. Both lists are sorted, so one walk pairs them up.
                ICUBreaks.withBoundaries(CICU_BREAK_LINE, in: units, locale: locale) { lines, hard in
                    breaks.reserveCapacity(lines.count)
                    var k = 0
                    for j in 0..<lines.count where lines[j] > 0 {
                        while k < clusters.count && clusters[k] < lines[j] { k += 1 }
                        if k < clusters.count && clusters[k] == lines[j] {
                            breaks.append((k, hard[j] != 0))
                        }
                    }
                }
            }
        }
        self.graphemes = graphemes
        self.breaks = breaks
        self.hardBreaks = breaks.contains(where: \.hard) ? Set(breaks.lazy.filter(\.hard).map(\.index)) : []
    }

    /// A text's UTF-16 units, transcoded in one pass (much cheaper than
    /// `Array(text.utf16)`, which goes unit by unit).
    package static func utf16Units(_ text: String) -> [UInt16] {
        let capacity = max(text.utf8.count, 1)
        return [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = text.utf8.withContiguousStorageIfAvailable { transcode($0, into: buffer) }
                ?? buffer.initialize(from: text.utf16).1
        }
    }

    /// Valid UTF-8 (a String's own bytes) into UTF-16; returns the unit count.
    /// Much cheaper than copying `String.utf16`, which goes unit by unit.
    private static func transcode(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var i = 0, o = 0
        let n = bytes.count
        while i < n {
            let lead = UInt32(bytes[i])
            if lead < 0x80 {
                out[o] = UInt16(truncatingIfNeeded: lead)
                i &+= 1
                o &+= 1
            } else if lead < 0xE0 {
                out[o] = UInt16(truncatingIfNeeded: (lead & 0x1F) &<< 6 | UInt32(bytes[i &+ 1]) & 0x3F)
                i &+= 2
                o &+= 1
            } else if lead < 0xF0 {
                out[o] = UInt16(truncatingIfNeeded: (lead & 0x0F) &<< 12 | (UInt32(bytes[i &+ 1]) & 0x3F) &<< 6
                    | UInt32(bytes[i &+ 2]) & 0x3F)
                i &+= 3
                o &+= 1
            } else {
                let scalar = (lead & 0x07) &<< 18 | (UInt32(bytes[i &+ 1]) & 0x3F) &<< 12
                    | (UInt32(bytes[i &+ 2]) & 0x3F) &<< 6 | UInt32(bytes[i &+ 3]) & 0x3F
                out[o] = UInt16(truncatingIfNeeded: 0xD800 &+ ((scalar &- 0x10000) &>> 10))
                out[o &+ 1] = UInt16(truncatingIfNeeded: 0xDC00 &+ (scalar & 0x3FF))
                i &+= 4
                o &+= 2
            }
        }
        return o
    }

    /// Width of the whole text: every cluster, trailing spaces included.
    public var width: Int { graphemes.reduce(0) { $0 + $1.width } }

    /// The text of graphemes `range`.
    package func substring(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return MeasuredText.slice(text, utf16: graphemes[range.lowerBound].start..<graphemes[range.upperBound - 1].end)
    }

    /// UTF-16 offsets `range` of `text`: the text itself when the range is
    /// all of it (most titles), else a copy found in one walk over the bytes
    /// (String's own UTF-16 indexing goes through breadcrumbs, and was the
    /// costliest part of laying out a line).
    package static func slice(_ text: String, utf16 range: Range<Int>) -> String {
        // Far into a long text the walk from the start would cost the text's
        // length for every line (120,000 one-column lines: minutes); String's
        // breadcrumbs find the place in constant time once built.
        if range.lowerBound > 512 { return indexedSlice(text, utf16: range) }
        let sliced = text.utf8.withContiguousStorageIfAvailable { bytes -> String in
            var units = 0, i = 0, from = bytes.count
            while i < bytes.count {
                if units == range.lowerBound { from = i }
                if units == range.upperBound { break }
                let lead = bytes[i]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                units += length == 4 ? 2 : 1
                i += length
            }
            if from == 0 && i == bytes.count { return text }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[min(from, i)..<i]), as: UTF8.self)
        }
        return sliced ?? indexedSlice(text, utf16: range)
    }

    private static func indexedSlice(_ text: String, utf16 range: Range<Int>) -> String {
        let from = String.Index(utf16Offset: range.lowerBound, in: text)
        let to = String.Index(utf16Offset: range.upperBound, in: text)
        return String(text[from..<to])
    }
}

/// The code points of UTF-16 units, without copying them into an array
/// (an unpaired surrogate, which a String never holds, reads as U+FFFD).
package struct UTF16Scalars: Sequence {
    package let units: UnsafeBufferPointer<UInt16>

    package struct Iterator: IteratorProtocol {
        package let units: UnsafeBufferPointer<UInt16>
        package var i = 0

        package mutating func next() -> Unicode.Scalar? {
            guard i < units.count else { return nil }
            let unit = units[i]
            i += 1
            if UTF16.isLeadSurrogate(unit), i < units.count, UTF16.isTrailSurrogate(units[i]) {
                let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[i] - 0xDC00)
                i += 1
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    package func makeIterator() -> Iterator { Iterator(units: units) }
}
