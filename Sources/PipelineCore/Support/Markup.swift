/// Escaping for XML and HTML: the one place `&`, `<`, `>`, quotes and line
/// breaks become references, behind the report's HTML, JUnit, XLIFF and the
/// `.stringsdict` editor. What differs between them is a `Style` and what
/// each does with characters its format cannot hold (`other`).
package enum Markup {
    package struct Style {
        /// `"` as `&quot;`: needed inside attribute values.
        package var quote = true
        /// `'` as this reference (`&#39;` in HTML, `&apos;` in XML), or kept.
        package var apostrophe: String?
        /// Tab and line feed as `&#9;` and `&#10;`: attribute values, where a
        /// parser turns literal ones into spaces.
        package var breaksAsReferences = false

        package init(quote: Bool = true, apostrophe: String? = nil, breaksAsReferences: Bool = false) {
            self.quote = quote
            self.apostrophe = apostrophe
            self.breaksAsReferences = breaksAsReferences
        }
    }

    /// `&`, `<` and `>` always; quotes as `style` says; then `other` may
    /// replace any other character (an empty string drops it; nil keeps
    /// going); a carriage return becomes `&#13;`, as a literal one reads back
    /// as a line feed.
    package static func escape(_ text: String, _ style: Style, other: (Unicode.Scalar) -> String? = { _ in nil }) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where style.quote: out += "&quot;"
            case "'" where style.apostrophe != nil: out += style.apostrophe ?? "'"
            default:
                if let replacement = other(scalar) {
                    out += replacement
                    continue
                }
                switch scalar {
                case "\r": out += "&#13;"
                case "\t" where style.breaksAsReferences: out += "&#9;"
                case "\n" where style.breaksAsReferences: out += "&#10;"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// XML 1.0's `Char` production (Swift strings hold no surrogates).
    package static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
