/// Text from input files made safe to print where people and CI logs read it.
///
/// A translation, key, comment or file name can hold control characters: an
/// ESC sequence recolors or rewrites a terminal or a CI log (`\u{1B}[2K`
/// erases the line that reported it), BEL rings, a line feed in a file name
/// splits a diagnostic in two so editors no longer link it. Every
/// human-readable output (diagnostics, summaries, GitHub annotations, JUnit
/// messages, `measure`, dry runs, warnings on stderr) passes its fields through
/// `escape`, which writes each control character visibly, as Swift and JSON
/// would: `\n`, `\r`, `\t`, and `\u{1B}` for the rest of C0, DEL and C1.
/// JSON and SARIF need nothing: their encoders escape controls already.
public enum TerminalText {
    public static func escape(_ text: String) -> String {
        // Most text has no control character: return it as it is, unscanned twice.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F...0x9F:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
