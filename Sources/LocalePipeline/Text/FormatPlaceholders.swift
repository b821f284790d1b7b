/// A printf-style placeholder as Foundation's `String(format:)` reads it.
public struct FormatPlaceholder: Sendable, Hashable, CustomStringConvertible {
    /// 1-based argument number (explicit `%2$@` or implied by order).
    public var position: Int
    /// What the argument must be: `@`, `d` (also for `i`), `u`, `x`, `o`, `f`, `s`, `c`, `p`.
    public var kind: Character
    /// Length modifier: "", `l`, `ll` (also for `q`), `h`, `hh`, `z`, `t`, `j`, `L`.
    public var length: String
    /// As written, e.g. `%1$@`.
    public var written: String

    /// The argument type, independent of position and spelling.
    public var type: String { length + String(kind) }

    public var description: String { written }
}

/// Finds printf placeholders (`%@ %d %i %u %f %ld %lld %lu %s %c`, positional
/// `%1$@`; `%%` is a literal percent sign).
public enum FormatPlaceholders {
    public static func parse(_ text: String) -> [FormatPlaceholder] {
        let scalars = Array(text.unicodeScalars)
        var result: [FormatPlaceholder] = []
        var implicit = 0
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            let start = i
            i += 1
            guard i < scalars.count else { break }
            if scalars[i] == "%" { i += 1; continue }
            var position: Int?
            // `%N$`: an explicit argument number.
            var j = i
            var number = 0
            while j < scalars.count, scalars[j].isASCIIDigit, number < 1_000 {
                number = number * 10 + Int(scalars[j].value - 0x30)
                j += 1
            }
            if j > i, j < scalars.count, scalars[j] == "$", number > 0 {
                position = number
                i = j + 1
            }
            // Flags (no space flag: "50 % off" is text, not a placeholder), width, precision.
            while i < scalars.count, "-+#0'".unicodeScalars.contains(scalars[i]) { i += 1 }
            while i < scalars.count, scalars[i].isASCIIDigit || scalars[i] == "*" { i += 1 }
            if i < scalars.count, scalars[i] == "." {
                i += 1
                while i < scalars.count, scalars[i].isASCIIDigit || scalars[i] == "*" { i += 1 }
            }
            var length = ""
            for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
                let mod = Array(modifier.unicodeScalars)
                if i + mod.count <= scalars.count, Array(scalars[i..<(i + mod.count)]) == mod {
                    length = modifier == "q" ? "ll" : modifier
                    i += mod.count
                    break
                }
            }
            guard i < scalars.count, let kind = kind(of: scalars[i]) else { continue }
            i += 1
            if position == nil {
                implicit += 1
                position = implicit
            }
            let written = String(String.UnicodeScalarView(scalars[start..<i]))
            result.append(FormatPlaceholder(position: position ?? 0, kind: kind, length: length, written: written))
        }
        return result
    }

    /// Argument number to type; nil when one argument is used with two types.
    public static func signature(_ placeholders: [FormatPlaceholder]) -> [Int: String]? {
        var types: [Int: String] = [:]
        for placeholder in placeholders {
            if let known = types[placeholder.position], known != placeholder.type { return nil }
            types[placeholder.position] = placeholder.type
        }
        return types
    }

    private static func kind(of scalar: Unicode.Scalar) -> Character? {
        switch scalar {
        case "@": return "@"
        case "d", "i", "D": return "d"
        case "u", "U": return "u"
        case "x", "X": return "x"
        case "o", "O": return "o"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "f"
        case "s", "S": return "s"
        case "c", "C": return "c"
        case "p": return "p"
        default: return nil
        }
    }
}

private extension Unicode.Scalar {
    var isASCIIDigit: Bool { value >= 0x30 && value <= 0x39 }
}
