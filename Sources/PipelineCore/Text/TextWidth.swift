import CICU

/// The width of a whole text, for reports that list thousands of strings:
/// the same sum as `MeasuredText(text, locale:).width`, by the same rule
/// (`DisplayWidth.width(ofCluster:)` over ICU's grapheme clusters), without
/// the line breaks, indices and per-cluster arrays a layout needs. A test
/// holds the two equal on every line of Unicode's emoji and grapheme data.
public enum TextWidth {
    public static func columns(of text: String, locale: String) -> Int {
        // Printable ASCII: every character is one cluster of one column.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        let widths = DisplayWidth(locale: locale)
        let units = Array(text.utf16)
        return units.withUnsafeBufferPointer { units in
            ICUBreaks.withBoundaries(CICU_BREAK_CHARACTER, in: units, locale: locale) { clusters, _ in
                var total = 0
                for i in 0..<max(clusters.count - 1, 0) {
                    let start = Int(clusters[i]), end = Int(clusters[i + 1])
                    if end == start + 1, units[start] >= 0x20, units[start] < 0x7F {
                        total += 1
                    } else {
                        total += widths.width(ofCluster: UTF16Scalars(units: UnsafeBufferPointer(rebasing: units[start..<end])))
                    }
                }
                return total
            }
        }
    }
}
