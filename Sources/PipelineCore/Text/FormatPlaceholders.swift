import Foundation

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

/// A piece of format syntax in a text, by UTF-8 offsets: a placeholder, a
/// literal `%%` or (when asked for) a plural variable `%#@name@`.
public struct FormatToken: Sendable, Equatable {
    public var range: Range<Int>
    /// The placeholder; nil for `%%` and plural variables.
    public var placeholder: FormatPlaceholder?
}

/// Finds printf placeholders (`%@ %d %i %u %f %ld %lld %lu %s %c`, positional
/// `%1$@`; `%%` is a literal percent sign): the one scanner of format syntax,
/// for the checks and the pseudo-locales alike.
public enum FormatPlaceholders {
    public static func parse(_ text: String) -> [FormatPlaceholder] {
        tokens(text).compactMap(\.placeholder)
    }

    /// Every piece of format syntax, in order. With `pluralVariables`,
    /// `%#@name@` (and `%1$#@name@`) is one token (what a pseudo-locale must
    /// not touch); without, it reads as `String(format:)` would, `%#@` and text.
    public static func tokens(_ text: String, pluralVariables: Bool = false) -> [FormatToken] {
        text.utf8.withContiguousStorageIfAvailable { scan($0, pluralVariables: pluralVariables) }
            ?? Array(text.utf8).withUnsafeBufferPointer { scan($0, pluralVariables: pluralVariables) }
    }

    /// Every piece of placeholder syntax is ASCII, so the UTF-8 bytes can be
    /// scanned directly: a byte of a non-ASCII character never matches.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, pluralVariables: Bool) -> [FormatToken] {
        // Most strings have no '%' at all.
        guard let base = bytes.baseAddress, memchr(base, 0x25, bytes.count) != nil else { return [] }
        let count = bytes.count
        var result: [FormatToken] = []
        var implicit = 0
        var i = 0
        while i < count {
            guard bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            let start = i
            i += 1
            guard i < count else { break }
            if bytes[i] == UInt8(ascii: "%") {
                i += 1
                result.append(FormatToken(range: start..<i, placeholder: nil))
                continue
            }
            var position: Int?
            // `%N$`: an explicit argument number.
            var j = i
            var number = 0
            while j < count, isDigit(bytes[j]), number < 1_000 {
                number = number * 10 + Int(bytes[j] - 0x30)
                j += 1
            }
            if j > i, j < count, bytes[j] == UInt8(ascii: "$"), number > 0 {
                position = number
                i = j + 1
            }
            // `%#@name@`: a plural variable, up to its closing `@`.
            if pluralVariables, i + 1 < count, bytes[i] == UInt8(ascii: "#"), bytes[i + 1] == UInt8(ascii: "@") {
                var k = i + 2
                while k < count, bytes[k] != UInt8(ascii: "@"), bytes[k] != 0x20, bytes[k] != 0x09, bytes[k] != 0x0A { k += 1 }
                if k < count, bytes[k] == UInt8(ascii: "@"), k > i + 2 {
                    i = k + 1
                    result.append(FormatToken(range: start..<i, placeholder: nil))
                    continue
                }
            }
            // Flags (no space flag: "50 % off" is text, not a placeholder), width, precision.
            while i < count, isFlag(bytes[i]) { i += 1 }
            while i < count, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "*") { i += 1 }
            if i < count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                while i < count, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "*") { i += 1 }
            }
            var length = ""
            for modifier in lengthModifiers where i + modifier.count <= count {
                if modifier.indices.allSatisfy({ bytes[i + $0] == modifier[$0] }) {
                    length = modifier == [UInt8(ascii: "q")] ? "ll" : String(decoding: modifier, as: UTF8.self)
                    i += modifier.count
                    break
                }
            }
            guard i < count, let kind = kind(of: bytes[i]) else { i = start + 1; continue }
            i += 1
            if position == nil {
                implicit += 1
                position = implicit
            }
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            result.append(FormatToken(range: start..<i,
                                      placeholder: FormatPlaceholder(position: position ?? 0, kind: kind, length: length, written: written)))
        }
        return result
    }

    /// Length modifiers, longest first where one is a prefix of another.
    private static let lengthModifiers: [[UInt8]] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.utf8) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): return true
        default: return false
        }
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

    private static func kind(of byte: UInt8) -> Character? {
        switch byte {
        case UInt8(ascii: "@"): return "@"
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): return "d"
        case UInt8(ascii: "u"), UInt8(ascii: "U"): return "u"
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return "x"
        case UInt8(ascii: "o"), UInt8(ascii: "O"): return "o"
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"): return "f"
        case UInt8(ascii: "s"), UInt8(ascii: "S"): return "s"
        case UInt8(ascii: "c"), UInt8(ascii: "C"): return "c"
        case UInt8(ascii: "p"): return "p"
        default: return nil
        }
    }
}
