import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Text and attribute values for the HTML report. Keys and translations come
/// from files anyone may edit, so every one of them goes through `escape`.
package enum HTMLText {
    /// Escapes `& < > " '` (safe in text and in quoted attributes alike) and
    /// makes control characters visible: HTML cannot hold most of them (a
    /// `&#x85;` even turns into `…`), and a translator should see them anyway.
    /// C0 controls become their Control Pictures (U+0007 → `␇`), C1 controls
    /// `⟨U+0085⟩`; tab and line feed are kept.
    package static func escape(_ text: String) -> String {
        // Most texts hold nothing to escape: a report has hundreds of thousands.
        guard mayNeedEscaping(text) else { return text }
        return Markup.escape(text, Markup.Style(quote: true, apostrophe: "&#39;")) { scalar in
            switch scalar {
            case "\t", "\n": return nil
            case "\u{00}"..."\u{1F}": return String(Unicode.Scalar(0x2400 + scalar.value).map(Character.init) ?? "\u{FFFD}")
            case "\u{7F}": return "\u{2421}"
            case "\u{80}"..."\u{9F}": return "⟨\(CharacterNames.codePoint(scalar))⟩"
            default: return nil
            }
        }
    }

    /// Whether the text holds a byte the slow path may change: markup, a
    /// control, or 0xC2 (which starts every C1 control, and some letters,
    /// which go the slow way too). One bit per byte value, in four words kept
    /// in registers: a table in a static `let` cost a lazy-initialization
    /// check per byte (a tenth of the report's rendering).
    private static func mayNeedEscaping(_ text: String) -> Bool {
        // Bytes 0-63: the controls but tab and line feed, `"`, `&`, `'`, `<`, `>`.
        let low: UInt64 = (0xFFFF_FFFF & ~(1 << 0x09 | 1 << 0x0A)) | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E
        let delete: UInt64 = 1 << (0x7F - 64)
        let c2: UInt64 = 1 << (0xC2 - 192)
        var copy = text
        return copy.withUTF8 { bytes in
            for byte in bytes {
                let word: UInt64
                switch byte >> 6 {
                case 0: word = low
                case 1: word = delete
                case 2: word = 0
                default: word = c2
                }
                if (word >> UInt64(byte & 63)) & 1 != 0 { return true }
            }
            return false
        }
    }

    /// ` name="value"` with the value escaped.
    package static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }
}
