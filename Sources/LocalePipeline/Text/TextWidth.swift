import CICU

/// The width of a whole text, for reports that list thousands of strings:
/// the same sum as `MeasuredText(text, locale:).width`, without the line
/// breaks, indices and per-cluster arrays a layout needs.
public enum TextWidth {
    public static func columns(of text: String, locale: String) -> Int {
        // Printable ASCII: every character is one cluster of one column.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        let widths = DisplayWidth(locale: locale)
        let bounds = ICUBreaks.boundaries(CICU_BREAK_CHARACTER, in: Array(text.utf16), locale: locale)
        var total = 0
        var next = 1          // index into bounds of the current cluster's end
        var offset = 0        // UTF-16 offset of the scalar at hand
        var widest = 0
        var emoji = false     // VS16 makes a cluster two columns (DisplayWidth.width(ofCluster:))
        for scalar in text.unicodeScalars {
            if next < bounds.count - 1 && offset >= bounds[next].offset {
                total += emoji ? 2 : widest
                (widest, emoji, next) = (0, false, next + 1)
            }
            if scalar.value == 0xFE0F { emoji = true } else { widest = max(widest, widths.width(of: scalar)) }
            offset += scalar.utf16.count
        }
        return total + (emoji ? 2 : widest)
    }
}
