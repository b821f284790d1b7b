import PipelineCore

/// How a `.strings` file is laid out (line breaks, indentation, spacing around
/// `=`, blank lines between entries), so that entries the editor writes look
/// like the ones around them. Works on the decoded text's UTF-8 bytes.
package struct StringsLayout {
    package let text: [UInt8]
    package let entries: [StringsEntry]

    private static let lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20, tab: UInt8 = 0x09

    /// `"value"` with the escapes Foundation reads back to the same string.
    /// Non-ASCII stays as it is: every encoding a table may use holds it.
    package static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A comment's text made safe inside `/* */`.
    package static func commentBody(_ comment: String) -> String {
        comment.replacingOccurrences(of: "*/", with: "* /")
    }

    // MARK: Style

    /// CRLF when the file already uses it.
    package var newline: [UInt8] {
        for i in text.indices.dropFirst() where text[i] == Self.lf && text[i - 1] == Self.cr { return [Self.cr, Self.lf] }
        return [Self.lf]
    }

    private var sampled: [StringsEntry.SourceRanges] { entries.compactMap(\.ranges) }

    /// What separates key and value in the last `key = value;` entry, when it
    /// is plain spacing around `=`; else ` = `.
    package var separator: [UInt8] {
        guard let last = sampled.last(where: { !$0.value.isEmpty }) else { return Array(" = ".utf8) }
        let between = text[last.key.upperBound..<last.value.lowerBound]
        let plain = between.allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == UInt8(ascii: "=") }
        return plain && between.filter({ $0 == UInt8(ascii: "=") }).count == 1 ? Array(between) : Array(" = ".utf8)
    }

    /// The white space before the last entry on its line (tables inside `{ }` are often indented).
    package var indent: [UInt8] {
        guard let last = sampled.last else { return [] }
        var start = last.entry.lowerBound
        while start > 0, text[start - 1] == Self.space || text[start - 1] == Self.tab { start -= 1 }
        guard start == 0 || isLineBreak(text[start - 1]) else { return [] }
        return Array(text[start..<last.entry.lowerBound])
    }

    /// Whether entries are set apart by blank lines (Xcode's style); a file
    /// whose last two entries sit on consecutive lines is kept compact.
    package var blankLineBetweenEntries: Bool {
        let ranges = sampled
        guard ranges.count >= 2 else { return true }
        let gap = text[ranges[ranges.count - 2].entry.upperBound..<ranges[ranges.count - 1].entry.lowerBound]
        return gap.filter({ $0 == Self.lf }).count >= 2 || gap.filter({ $0 == Self.cr }).count >= 2
    }

    // MARK: Where new entries go

    /// The end of the file, or the line of the closing `}` of a braced table.
    package var insertionPoint: Int {
        guard let brace = closingBrace() else { return text.count }
        var start = brace
        while start > 0, text[start - 1] == Self.space || text[start - 1] == Self.tab { start -= 1 }
        return start == 0 || isLineBreak(text[start - 1]) ? start : brace
    }

    /// The bytes for new entries written after `before` (the output so far):
    /// each with its comment and separated as the file separates its entries,
    /// ending with a line break.
    package func block(for additions: [(key: String, value: String, comment: String?)], after before: ArraySlice<UInt8>) -> [UInt8] {
        let nl = newline, indent = indent, separator = separator, blank = blankLineBetweenEntries
        var out: [UInt8] = []
        if !before.isEmpty {
            if !endsWithLineBreak(before) { out += nl }
            // No blank line at the top of a file or right after a table's opening `{`.
            let last = before.last { !($0 == Self.space || $0 == Self.tab || isLineBreak($0)) }
            if blank && !endsWithBlankLine(before) && last != nil && last != UInt8(ascii: "{") { out += nl }
        }
        for (index, addition) in additions.enumerated() {
            if index > 0 && blank { out += nl }
            if let comment = addition.comment, !comment.isEmpty {
                out += indent + Array("/* \(Self.commentBody(comment)) */".utf8) + nl
            }
            out += indent + Array(Self.quoted(addition.key).utf8) + separator + Array(Self.quoted(addition.value).utf8) + [UInt8(ascii: ";")] + nl
        }
        return out
    }

    /// The offset of a braced table's closing `}`: the first thing after the
    /// last entry that is not white space or a comment.
    private func closingBrace() -> Int? {
        var i = sampled.last?.entry.upperBound ?? 0
        var opened = sampled.last != nil
        while i < text.count {
            let c = text[i]
            if c == Self.space || c == Self.tab || isLineBreak(c) || c == 0x0B || c == 0x0C {
                i += 1
            } else if c == UInt8(ascii: "/"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "/") {
                while i < text.count, !isLineBreak(text[i]) { i += 1 }
            } else if c == UInt8(ascii: "/"), i + 1 < text.count, text[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < text.count, !(text[i] == UInt8(ascii: "*") && text[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            } else if c == UInt8(ascii: "{"), !opened {
                opened = true  // an empty braced table: `{ }`
                i += 1
            } else {
                return c == UInt8(ascii: "}") ? i : nil
            }
        }
        return nil
    }

    // MARK: Splicing

    /// `text` with each range replaced by what `bytes` gives for it (given
    /// the output so far), in order of the ranges' starts; at one offset, in
    /// the order given (a removal before the insertion after it). Ranges may
    /// overlap (removals widened to whole lines): no byte is copied twice.
    package static func splice(_ text: [UInt8], _ ranges: [Range<Int>], bytes: (Int, ArraySlice<UInt8>) -> [UInt8]) -> [UInt8] {
        let order = ranges.indices.sorted { (ranges[$0].lowerBound, $0) < (ranges[$1].lowerBound, $1) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count + 256)
        var cursor = 0
        for index in order {
            let start = max(ranges[index].lowerBound, cursor)
            output.append(contentsOf: text[cursor..<start])
            output.append(contentsOf: bytes(index, output[...]))
            cursor = max(cursor, ranges[index].upperBound)
        }
        output.append(contentsOf: text[cursor...])
        return output
    }

    // MARK: Removal

    /// An entry's range widened to whole lines: its indentation, a comment
    /// trailing on its last line, its line break, and one of the blank lines
    /// around it, so no gap is left where it was.
    package static func removalRange(of entry: Range<Int>, in text: [UInt8]) -> Range<Int> {
        var start = entry.lowerBound
        while start > 0, text[start - 1] == space || text[start - 1] == tab { start -= 1 }
        let atLineStart = start == 0 || isLineBreak(text[start - 1])
        if !atLineStart { start = entry.lowerBound }

        var end = entry.upperBound
        while end < text.count, text[end] == space || text[end] == tab { end += 1 }
        // A block comment that starts on the `;`'s line and ends its own line is
        // the entry's trailing remark (the parser gives it to no key): it goes
        // too, however many lines it runs on, or it would become the next key's comment.
        if end + 1 < text.count, text[end] == UInt8(ascii: "/"), text[end + 1] == UInt8(ascii: "*") {
            var close = end + 2
            while close + 1 < text.count, !(text[close] == UInt8(ascii: "*") && text[close + 1] == UInt8(ascii: "/")) { close += 1 }
            var after = close + 2
            while after < text.count, text[after] == space || text[after] == tab { after += 1 }
            // Followed on its line by another entry, it is that entry's comment: it stays.
            if close + 1 < text.count, after == text.count || isLineBreak(text[after]) { end = after }
        }
        if end + 1 < text.count, text[end] == UInt8(ascii: "/"), text[end + 1] == UInt8(ascii: "/") {
            while end < text.count, !isLineBreak(text[end]) { end += 1 }
        }
        guard atLineStart, end == text.count || isLineBreak(text[end]) else {
            // Another entry shares the line: take the spaces before it too when this one starts the line.
            return start..<(atLineStart ? end : entry.upperBound)
        }
        end = skipLineBreak(text, end)

        let blankBefore = start == 0 || isBlankLineEnding(text, at: start)
        if blankBefore, end < text.count, isLineBreak(text[end]) {
            end = skipLineBreak(text, end)  // the blank line after goes with it
        } else if end == text.count, start > 0, isBlankLineEnding(text, at: start) {
            start = lineBreakStart(text, before: start)  // no blank line left dangling at the end
        }
        return start..<end
    }

    // MARK: Bytes

    private static func isLineBreak(_ c: UInt8) -> Bool { c == lf || c == cr }
    private func isLineBreak(_ c: UInt8) -> Bool { Self.isLineBreak(c) }

    private static func skipLineBreak(_ text: [UInt8], _ i: Int) -> Int {
        guard i < text.count else { return i }
        if text[i] == cr, i + 1 < text.count, text[i + 1] == lf { return i + 2 }
        return isLineBreak(text[i]) ? i + 1 : i
    }

    /// Where the line break ending just before `i` starts.
    private static func lineBreakStart(_ text: [UInt8], before i: Int) -> Int {
        if i >= 2, text[i - 1] == lf, text[i - 2] == cr { return i - 2 }
        return i - 1
    }

    /// Whether the text before `i` ends with an empty line: two line breaks in a row.
    private static func isBlankLineEnding(_ text: [UInt8], at i: Int) -> Bool {
        guard i > 0, isLineBreak(text[i - 1]) else { return false }
        let previous = lineBreakStart(text, before: i)
        return previous == 0 || isLineBreak(text[previous - 1])
    }

    private func endsWithLineBreak(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.last.map(isLineBreak) ?? true
    }

    private func endsWithBlankLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        Self.isBlankLineEnding(Array(bytes), at: bytes.count)
    }
}
