import PipelineCore
import PipelineFormats

/// How deep `[` nests in Swift source, found in one pass before swift-syntax
/// parses it. swift-syntax's parser looks ahead at each `[` both as an
/// inline array type (`[3 of Int]`) and as a collection type, so its time
/// doubles with each level (depth 22: 1.4 s; 27: minutes, found by fuzzing).
/// Real code nests a few levels (`[[String: [Int]]]`); a file nested past
/// `maximumDepth` is generated or hostile, and is not parsed.
package enum SwiftBracketDepth {
    package static let maximumDepth = 12

    /// The first `[` past `maximumDepth` (a UTF-8 offset), or nil. Brackets
    /// inside comments and string literals do not count; those inside a
    /// string's interpolation (`"\\(a[0])"`) are code and do.
    package static func excessive(in source: String) -> Int? {
        var utf8 = Array(source.utf8)
        return utf8.withUnsafeMutableBufferPointer { bytes in
            var depth = 0
            var i = 0
            return code(bytes, &i, depth: &depth, level: 0)
        }
    }

    /// Code from `i`: to the end of the file, or, in an interpolation
    /// (`level` > 0), past the `)` that closes it. The first `[` too deep,
    /// or the place of an interpolation nested past `maximumDepth` (hostile
    /// too, and a recursion to bound).
    private static func code(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ i: inout Int, depth: inout Int, level: Int) -> Int? {
        if level > maximumDepth { return i }
        let quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        let count = bytes.count
        func at(_ k: Int) -> UInt8 { k < count ? bytes[k] : 0 }
        var parens = 0
        while i < count {
            let byte = bytes[i]
            if byte == slash, at(i + 1) == slash {
                while i < count, !isLineEnd(bytes[i]) { i += 1 }
            } else if byte == slash, at(i + 1) == star {
                // Swift's block comments nest.
                var nesting = 1
                i += 2
                while i < count, nesting > 0 {
                    if bytes[i] == slash, at(i + 1) == star { nesting += 1; i += 2 } else if bytes[i] == star, at(i + 1) == slash { nesting -= 1; i += 2 } else { i += 1 }
                }
            } else if byte == quote || (byte == UInt8(ascii: "#") && at(i + 1) == quote) {
                if let found = string(bytes, &i, depth: &depth, level: level) { return found }
            } else {
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > maximumDepth { return i }
                } else if byte == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                } else if level > 0, byte == UInt8(ascii: "(") {
                    parens += 1
                } else if level > 0, byte == UInt8(ascii: ")") {
                    if parens == 0 { i += 1; return nil }
                    parens -= 1
                }
                i += 1
            }
        }
        return nil
    }

    /// Past a string literal starting at `i`: `"…"` (to the closing quote or
    /// the line's end), `"""…"""`, and raw `#"…"#`; its interpolations
    /// (`\\(…)`, `\\#(…)` in a raw string) are read as code.
    private static func string(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ i: inout Int, depth: inout Int, level: Int) -> Int? {
        let count = bytes.count
        var hashes = 0
        while i < count, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiline = i + 2 < count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
        i += multiline ? 3 : 1
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\") {
                var k = i + 1
                var marks = 0
                while marks < hashes, k < count, bytes[k] == UInt8(ascii: "#") { marks += 1; k += 1 }
                if marks == hashes, k < count, bytes[k] == UInt8(ascii: "(") {
                    i = k + 1
                    if let found = code(bytes, &i, depth: &depth, level: level + 1) { return found }
                    continue
                }
                if hashes == 0 {
                    // An escaped line end does not continue a one-line string: it ends there.
                    if !multiline, i + 1 < count, isLineEnd(bytes[i + 1]) { i += 2; return nil }
                    i += 2
                    continue
                }
            }
            if !multiline, isLineEnd(byte) { i += 1; return nil }
            if byte == UInt8(ascii: "\"") {
                let closing = multiline ? 3 : 1
                var k = i
                var quotes = 0
                while k < count, bytes[k] == UInt8(ascii: "\""), quotes < closing { quotes += 1; k += 1 }
                var trailing = 0
                while trailing < hashes, k < count, bytes[k] == UInt8(ascii: "#") { trailing += 1; k += 1 }
                if quotes == closing && trailing == hashes { i = k; return nil }
                i += 1
                continue
            }
            i += 1
        }
        return nil
    }

    /// A line ends at `\n` or at a lone `\r`, as Swift's lexer counts lines:
    /// a string or `//` comment that ran on to the next `\n` hid the
    /// brackets of the lines after a `\r` (fuzzing found a 64-byte file the
    /// parser then took minutes on).
    private static func isLineEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
