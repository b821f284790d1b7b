import CICU

/// Column widths of code points and grapheme clusters, from ICU's properties.
///
/// The rule (README, "Width"): a cluster is as wide as its widest code point,
/// where Mn/Me/Cf/Cc and default-ignorables count 0, East_Asian_Width W/F and
/// Emoji_Presentation count 2, a cluster holding VS16 (U+FE0F) after a visible
/// code point counts 2, ambiguous-width counts 2 only in Chinese, Japanese and
/// Korean, and anything else counts 1.
public struct DisplayWidth: Sendable {
    /// Whether East_Asian_Width=Ambiguous code points take two columns.
    public var ambiguousIsWide: Bool

    public init(locale: String) {
        self.ambiguousIsWide = DisplayWidth.usesWideAmbiguous(locale: locale)
    }

    public init(ambiguousIsWide: Bool) {
        self.ambiguousIsWide = ambiguousIsWide
    }

    /// The languages whose fonts draw ambiguous-width characters full width.
    /// Read off the bytes: this runs for every text measured.
    package static func usesWideAmbiguous(locale: String) -> Bool {
        var bytes = locale.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return false }
        let third = bytes.next()
        guard third == nil || third == UInt8(ascii: "-") || third == UInt8(ascii: "_") else { return false }
        switch (first | 0x20, second | 0x20) {  // ASCII lowercase
        case (UInt8(ascii: "z"), UInt8(ascii: "h")), (UInt8(ascii: "j"), UInt8(ascii: "a")), (UInt8(ascii: "k"), UInt8(ascii: "o")):
            return true
        default:
            return false
        }
    }

    /// Width of one code point on its own.
    public func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        // Printable ASCII is by far the most common case: skip ICU for it.
        if value >= 0x20 && value < 0x7F { return 1 }
        let flags = cicu_width_flags(Int32(bitPattern: value))
        if flags & Int32(CICU_WIDTH_ZERO) != 0 { return 0 }
        if flags & Int32(CICU_WIDTH_WIDE) != 0 { return 2 }
        if flags & Int32(CICU_WIDTH_AMBIGUOUS) != 0 { return ambiguousIsWide ? 2 : 1 }
        return 1
    }

    /// Width of one extended grapheme cluster.
    public func width<S: Sequence>(ofCluster scalars: S) -> Int where S.Element == Unicode.Scalar {
        var widest = 0
        for scalar in scalars {
            // VS16 makes what it follows an emoji; with nothing visible
            // before it (a stray selector) it draws nothing.
            if scalar.value == 0xFE0F && widest > 0 { return 2 }
            widest = max(widest, width(of: scalar))
        }
        return widest
    }

    /// Whether the code point is white space (does not count at a line's end).
    package static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D: return true
        case 0x21..<0x7F: return false
        default: return cicu_width_flags(Int32(bitPattern: scalar.value)) & Int32(CICU_WIDTH_SPACE) != 0
        }
    }
}
