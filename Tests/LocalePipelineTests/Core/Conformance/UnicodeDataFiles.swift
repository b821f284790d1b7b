import Foundation
import Testing

/// The Unicode Character Database as Debian's `unicode-data` package installs
/// it (Unicode 15.0, the version ICU 72 implements). The conformance tests read
/// it from there and are skipped, with this message, on machines without it.
enum UnicodeDataFiles {
    static let root = "/usr/share/unicode"
    static let missing: Comment =
        "needs Debian's unicode-data package (apt-get install unicode-data), which installs the Unicode 15.0 test files in /usr/share/unicode"

    static func path(_ relative: String) -> String { root + "/" + relative }

    static func has(_ relative: String) -> Bool {
        FileManager.default.isReadableFile(atPath: path(relative))
    }

    /// One data line of a UCD file: its 1-based line number, the data before
    /// any `#`, and the comment after it.
    struct Line {
        var number: Int
        var data: Substring
        var comment: Substring
    }

    /// The data lines of a UCD file (blank and comment-only lines dropped).
    static func lines(_ relative: String) throws -> [Line] {
        let text = try String(contentsOfFile: path(relative), encoding: .utf8)
        var result: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let hash = raw.firstIndex(of: "#") ?? raw.endIndex
            let data = raw[..<hash].trimmingCharacters(in: .whitespaces)
            guard !data.isEmpty else { continue }
            let comment = hash < raw.endIndex ? raw[raw.index(after: hash)...] : ""
            result.append(Line(number: number, data: Substring(data), comment: comment))
        }
        return result
    }

    /// `0041` or `0041..005A` as a range of code points.
    static func codePoints(_ field: Substring) -> ClosedRange<UInt32>? {
        let parts = field.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
        guard let first = parts.first.flatMap({ UInt32($0, radix: 16) }) else { return nil }
        let last = parts.count > 1 ? UInt32(parts[1], radix: 16) : first
        guard let last, last >= first else { return nil }
        return first...last
    }

    /// A break test line (`÷ 0020 × 0308 ÷`): the text in UTF-16 and the
    /// UTF-16 offsets where the file expects a boundary (0 left out).
    struct BreakCase {
        var line: Int
        var scalars: [UInt32]
        var utf16: [UInt16]
        var breaks: [Int]
        /// `÷ 0020 × 0308 ÷`, for failure messages.
        var written: String
    }

    static func breakCases(_ relative: String) throws -> [BreakCase] {
        try lines(relative).map { line in
            var scalars: [UInt32] = []
            var utf16: [UInt16] = []
            var breaks: [Int] = []
            for token in line.data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷": if !utf16.isEmpty { breaks.append(utf16.count) }
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw ParseError(file: relative, line: line.number, token: String(token))
                    }
                    scalars.append(value)
                    utf16.append(contentsOf: UTF16.encode(scalar)!)
                }
            }
            return BreakCase(line: line.number, scalars: scalars, utf16: utf16, breaks: breaks,
                             written: line.data.trimmingCharacters(in: .whitespaces))
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var file: String
        var line: Int
        var token: String
        var description: String { "\(file):\(line): cannot read \"\(token)\"" }
    }
}

/// `U+0041 U+0301`, for messages.
func hexList(_ scalars: [UInt32]) -> String {
    scalars.map { String(format: "%04X", $0) }.joined(separator: " ")
}
