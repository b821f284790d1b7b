/// Text and attribute values for the HTML report. Keys and translations come
/// from files anyone may edit, so every one of them goes through `escape`.
enum HTMLText {
    /// Escapes `& < > " '` (safe in text and in quoted attributes alike) and
    /// makes control characters visible: HTML cannot hold most of them (a
    /// `&#x85;` even turns into `…`), and a translator should see them anyway.
    /// C0 controls become their Control Pictures (U+0007 → `␇`), C1 controls
    /// `⟨U+0085⟩`; tab and line feed are kept.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}": out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case "\u{7F}": out += "\u{2421}"
            case "\u{80}"..."\u{9F}": out += "⟨U+\(String(scalar.value, radix: 16, uppercase: true).leftPadding(toLength: 4, with: "0"))⟩"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// ` name="value"` with the value escaped.
    static func attribute(_ name: String, _ value: String) -> String {
        " \(name)=\"\(escape(value))\""
    }
}

extension String {
    func leftPadding(toLength length: Int, with pad: Character) -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
