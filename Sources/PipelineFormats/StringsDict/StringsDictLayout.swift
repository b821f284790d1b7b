import PipelineCore

/// How an XML `.stringsdict` is laid out, so text inserted into it looks like
/// the text around it: the white space between a dictionary's pairs and
/// between a key and its value, the indentation step and the line end.
///
/// Xcode writes one element per line, indented with tabs; hand-written files
/// use spaces, and some put a pair on one line. The separators are copied
/// from the dictionary being added to, so each keeps its own style.
package struct StringsDictLayout {
    package let text: [UInt8]
    /// One level of indentation (`\t` unless the file shows another).
    package let unit: String
    /// `\r\n` when the file's lines end so, else `\n`.
    package let newline: String

    package init(text: [UInt8], top: PlistXMLNode?) {
        self.text = text
        let crlf = text.indices.contains { $0 > 0 && text[$0] == 0x0A && text[$0 - 1] == 0x0D }
        newline = crlf ? "\r\n" : "\n"
        var unit = "\t"
        // The step from a dictionary's line to its first key's line, in the
        // top dictionary or else the first entry's.
        for dict in [top, top?.pairs.first?.value].compactMap({ $0 }) where dict.name == "dict" {
            guard let key = dict.pairs.first?.key, let gap = Self.whitespace(text, dict.content.lowerBound..<key.range.lowerBound),
                  let inner = Self.indentAfterLastNewline(gap) else { continue }
            let outer = Self.lineIndent(text, at: dict.range.lowerBound)
            if inner.hasPrefix(outer), inner.count > outer.count {
                unit = String(inner.dropFirst(outer.count))
                break
            }
        }
        self.unit = unit
    }

    /// What goes between two pairs of `dict` (and before its first): copied
    /// from the dictionary when it has a gap of plain white space, else a
    /// new line one step deeper than the dictionary's line.
    package func pairSeparator(_ dict: PlistXMLNode) -> String {
        let pairs = dict.pairs
        var gaps: [Range<Int>] = []
        if let first = pairs.first { gaps.append(dict.content.lowerBound..<first.key.range.lowerBound) }
        for index in pairs.indices.dropLast() { gaps.append(pairs[index].value.range.upperBound..<pairs[index + 1].key.range.lowerBound) }
        for gap in gaps { if let space = Self.whitespace(text, gap) { return space } }
        return newline + Self.lineIndent(text, at: dict.range.lowerBound) + unit
    }

    /// What goes between a key and its value in `dict`.
    package func keyValueSeparator(_ dict: PlistXMLNode) -> String {
        for pair in dict.pairs {
            if let space = Self.whitespace(text, pair.key.range.upperBound..<pair.value.range.lowerBound) { return space }
        }
        return pairSeparator(dict)
    }

    /// The indentation of the lines of `dict`'s pairs.
    package func childIndent(_ dict: PlistXMLNode) -> String {
        Self.indentAfterLastNewline(pairSeparator(dict)) ?? (Self.lineIndent(text, at: dict.range.lowerBound) + unit)
    }

    /// Where pairs are appended to `dict`: after its last element or comment,
    /// before the white space that leads to `</dict>`.
    package func endPoint(_ dict: PlistXMLNode) -> Int {
        var point = dict.content.upperBound
        while point > dict.content.lowerBound, point - 1 < text.count, isSpace(text[point - 1]) { point -= 1 }
        return point
    }

    // MARK: New text

    /// `<key>…</key>` and its value, the value's lines indented from `indent`.
    package func pair(_ key: String, _ value: NewPlistValue, separator: String, indent: String) -> String {
        "<key>\(Self.escape(key))</key>" + separator + render(value, indent: indent)
    }

    /// A value as Xcode writes it: a dictionary's pairs one element per line,
    /// one step deeper than `indent`, its `</dict>` at `indent`.
    package func render(_ value: NewPlistValue, indent: String) -> String {
        switch value {
        case .string(let string):
            return "<string>\(Self.escape(string))</string>"
        case .dict(let pairs):
            guard !pairs.isEmpty else { return "<dict/>" }
            let inner = indent + unit
            var out = "<dict>"
            for (key, value) in pairs {
                out += newline + inner + pair(key, value, separator: newline + inner, indent: inner)
            }
            return out + newline + indent + "</dict>"
        }
    }

    /// Element content: `&`, `<` and `>` as entities, and CR as `&#13;` (a
    /// literal one would come back as LF). Characters XML 1.0 cannot hold
    /// are refused before text gets here (`StringsDictEditor.checkCharacters`).
    package static func escape(_ value: String) -> String {
        Markup.escape(value, Markup.Style(quote: false))
    }

    // MARK: Reading white space

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The bytes of `range` as a string when they are only white space.
    package static func whitespace(_ text: [UInt8], _ range: Range<Int>) -> String? {
        guard range.lowerBound >= 0, range.upperBound <= text.count, range.lowerBound <= range.upperBound else { return nil }
        let slice = text[range]
        guard slice.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
        return String(decoding: slice, as: UTF8.self)
    }

    /// What follows the last line break of a white-space string; nil when it has none.
    package static func indentAfterLastNewline(_ space: String) -> String? {
        // By bytes: in Swift, CR LF is one Character and would not match "\n".
        let bytes = Array(space.utf8)
        guard let newline = bytes.lastIndex(of: 0x0A) else { return nil }
        return String(decoding: bytes[(newline + 1)...], as: UTF8.self)
    }

    /// The spaces and tabs that start the line holding `offset`.
    package static func lineIndent(_ text: [UInt8], at offset: Int) -> String {
        var start = min(max(offset, 0), text.count)
        while start > 0, text[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }
}

/// A value an editor adds to a property list.
package indirect enum NewPlistValue: Sendable {
    case string(String)
    /// Pairs in the order they are written.
    case dict([(String, NewPlistValue)])
}
