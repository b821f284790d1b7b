import Foundation
import PipelineCore

/// Reads Apple's old-style `.strings` files (`"key" = "value";`) the way
/// Foundation's `CFOldStylePList.c` does, but keeps order, duplicates, comments
/// and positions, and reports every syntax error instead of stopping quietly.
///
/// Grammar, as CoreFoundation accepts it:
/// - whitespace is tab, LF, VT, FF, CR, space, U+2028 and U+2029; `/* */` and
///   `//` comments may appear wherever whitespace may;
/// - a string is quoted with `"` or `'`, or unquoted: a run of
///   `A-Z a-z 0-9 _ $ / : . -` (CF does not allow `+`);
/// - an entry is `key = value;` or `key;` (the value is then the key);
/// - the whole file may be wrapped in `{ }`, as in a plist dictionary.
///
/// The comment kept with an entry is the last comment block before its key.
/// Consecutive `//` lines form one block. A comment that starts on the line of
/// the previous entry's `;` and is followed by a line break is a trailing
/// remark about that entry, so it is not given to the next one.
public enum StringsParser {
    /// `sharing` is the development table of the same name, if already read:
    /// a key or comment written byte for byte as there shares its storage, as
    /// translations repeat the development keys and usually their comments
    /// (on a large app, a third of the memory the tables take).
    /// A property-list table (XML or binary) is read by `StringsPlistReader`.
    public static func parse(_ data: Data, path: String, sharing base: StringsFile? = nil) throws(InputError) -> StringsFile {
        if StringsPlistReader.format(of: data, decoded: nil) == .binary {
            return try StringsPlistReader.read(data, decoded: nil, path: path)
        }
        let (text, encoding) = try TextDecoding.decode(data, path: path)
        if StringsPlistReader.format(of: data, decoded: text) == .xml {
            return try StringsPlistReader.read(data, decoded: (text, encoding), path: path)
        }
        var file = try parse(text: text, path: path, encoding: encoding, sharing: base)
        file.sourceHash = hash(data)
        return file
    }

    /// The `sourceHash` of a text table read from `data`.
    package static func hash(_ data: Data) -> String {
        data.withUnsafeBytes { WordHash.hex($0) }
    }

    public static func parse(text: String, path: String, encoding: TextEncoding = .utf8, sharing base: StringsFile? = nil) throws(InputError) -> StringsFile {
        var text = text
        let shared = base
        // `withUTF8` only rethrows untyped errors, so carry a Result out.
        let result: Result<[StringsEntry], InputError> = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return .success([]) }
            var parser = StringsByteParser(base: base, count: bytes.count, path: path, sharing: shared)
            do throws(InputError) {
                return .success(try parser.parseFile())
            } catch {
                return .failure(error)
            }
        }
        return StringsFile(path: path, encoding: encoding, entries: try result.get())
    }
}

// MARK: - Parser

private enum Byte {
    static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, apostrophe: UInt8 = 0x27, backslash: UInt8 = 0x5C
    static let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, semicolon: UInt8 = 0x3B, equals: UInt8 = 0x3D
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
}

/// Walks the UTF-8 bytes of already-validated text with a plain index; all
/// syntax is ASCII, so multi-byte characters only need care when copied.
private struct StringsByteParser {
    let p: UnsafePointer<UInt8>
    let end: Int
    let path: String
    var i = 0
    var positions: LineIndex
    /// Where the comment block last returned by `skipTrivia` starts, so an
    /// entry's range can include its translator comment (for removal).
    var commentStart: Int?
    /// Reused buffer for strings that contain escapes.
    var scratch: [UInt8] = []

    /// The development table whose keys and comments are shared (see `StringsParser.parse`).
    let sharing: StringsFile?
    /// Where the last shared development entry was: tables usually list
    /// their keys in the development table's order, so the next one is tried
    /// before hashing (`EntryLookup.position(of:cursor:)`; the hash of every
    /// key of every locale was 4 % of `check` on L).
    var sharingCursor = 0

    init(base: UnsafePointer<UInt8>, count: Int, path: String, sharing: StringsFile? = nil) {
        self.p = base
        self.end = count
        self.positions = LineIndex(UnsafeBufferPointer(start: base, count: count))
        self.path = path
        self.sharing = sharing
    }

    mutating func parseFile() throws(InputError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        // Every entry ends in ';': room for that many up front, so the array
        // does not end up to twice its size by doubling (or copied on the way).
        entries.reserveCapacity(semicolonCount())
        var comment = try skipTrivia(afterEntry: false)
        var braced = false
        if i < end, p[i] == Byte.openBrace {
            braced = true
            i += 1
            comment = try skipTrivia(afterEntry: false)
        }
        while true {
            guard i < end else {
                if braced { throw error("expected '}' to close the '{' at the start of the file, found end of file", at: i) }
                return entries
            }
            let c = p[i]
            if braced, c == Byte.closeBrace {
                i += 1
                _ = try skipTrivia(afterEntry: false)
                if i < end { throw error("unexpected \(describe(at: i)) after the closing '}'", at: i) }
                return entries
            }
            guard isStringStart(c) else {
                if c == Byte.semicolon { throw error("unexpected ';' where a key should start", at: i) }
                throw error("unexpected \(describe(at: i)) where a key should start", at: i)
            }
            entries.append(try parseEntry(comment: comment))
            comment = try skipTrivia(afterEntry: true)
        }
    }

    /// How many ';' bytes the text holds: at least the number of entries.
    private func semicolonCount() -> Int {
        var count = 0
        var offset = 0
        while offset < end, let found = memchr(p + offset, Int32(Byte.semicolon), end - offset) {
            count += 1
            offset = UnsafeRawPointer(p).distance(to: UnsafeRawPointer(found)) + 1
        }
        return count
    }

    /// `key = value;` or `key;`, starting at the key.
    private mutating func parseEntry(comment: String?) throws(InputError) -> StringsEntry {
        let entryStart = comment == nil ? i : (commentStart ?? i)
        let keyStart = i
        let location = sourceLocation(at: i)
        let key = try parseString()
        let keyEnd = i
        _ = try skipTrivia(afterEntry: false)
        let value: String
        // `key;` has no value token: its empty range marks where one would go.
        var valueRange = keyEnd..<keyEnd
        if i < end, p[i] == Byte.semicolon {
            value = key  // `"key";` is shorthand for `"key" = "key";`
        } else if i < end, p[i] == Byte.equals {
            i += 1
            _ = try skipTrivia(afterEntry: false)
            guard i < end, isStringStart(p[i]) else {
                throw error("expected a string value after '=', found \(describe(at: i))", at: i)
            }
            let valueStart = i
            value = try parseString()
            let valueEnd = i
            valueRange = valueStart..<valueEnd
            _ = try skipTrivia(afterEntry: false)
            guard i < end, p[i] == Byte.semicolon else {
                throw error("expected ';' after value, found \(describe(at: i))", at: valueEnd)
            }
        } else {
            throw error("expected '=' or ';' after key, found \(describe(at: i))", at: keyEnd)
        }
        i += 1  // the ';'
        let ranges = StringsEntry.SourceRanges(entry: entryStart..<i, key: keyStart..<keyEnd, value: valueRange)
        let (sharedKey, sharedComment) = shared(key: key, comment: comment)
        return StringsEntry(key: sharedKey, value: value, comment: sharedComment, location: location, ranges: ranges)
    }

    /// The development table's own key and comment strings when they are
    /// the same bytes (not merely canonically equal: the file's text is kept).
    private mutating func shared(key: String, comment: String?) -> (String, String?) {
        // Up to 15 UTF-8 bytes a String holds its text inline: nothing to share.
        guard key.utf8.count > 15 || (comment?.utf8.count ?? 0) > 15, let sharing,
              let position = sharing.lookup.position(of: key, cursor: &sharingCursor) else { return (key, comment) }
        let baseKey = sharing.entries[position].key
        let baseComment = sharing.entries[position].comment
        var sharedComment = comment
        if let comment, let baseComment, Self.sameBytes(baseComment, comment) { sharedComment = baseComment }
        return (Self.sameBytes(baseKey, key) ? baseKey : key, sharedComment)
    }

    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                guard let xs = x.baseAddress, let ys = y.baseAddress else { return true }  // both empty
                return memcmp(xs, ys, x.count) == 0
            }
        }
        return compared.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
    }

    // MARK: Strings

    private func isStringStart(_ c: UInt8) -> Bool {
        c == Byte.quote || c == Byte.apostrophe || isUnquoted(c)
    }

    /// The characters CFOldStylePList allows in an unquoted string.
    @inline(__always)
    private func isUnquoted(_ c: UInt8) -> Bool {
        switch c {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: return true
        default: return false
        }
    }

    private mutating func parseString() throws(InputError) -> String {
        let quote = p[i]
        guard quote == Byte.quote || quote == Byte.apostrophe else {
            let start = i
            while i < end, isUnquoted(p[i]) { i += 1 }
            return makeString(start, i)
        }
        let open = i
        i += 1
        let start = i
        while i < end, p[i] != quote, p[i] != Byte.backslash { i += 1 }
        guard i < end else { throw unterminatedString(at: open, quote: quote) }
        if p[i] == quote {
            i += 1
            return makeString(start, i - 1)
        }
        return try parseEscapedString(open: open, start: start, quote: quote)
    }

    /// Slow path once a backslash shows up. Escapes follow CF's
    /// `getSlashedChar`: `\U` gives a UTF-16 unit, so an escaped surrogate pair
    /// joins into one character and a lone surrogate becomes U+FFFD, which is
    /// what Foundation's CFString to String bridge yields.
    private mutating func parseEscapedString(open: Int, start: Int, quote: UInt8) throws(InputError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: p + start, count: i - start))
        var highSurrogate: UInt16? = nil
        while true {
            guard i < end else { throw unterminatedString(at: open, quote: quote) }
            if p[i] == quote {
                flush(&highSurrogate)
                i += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            // p[i] is a backslash.
            i += 1
            guard i < end else { throw unterminatedString(at: open, quote: quote) }
            let e = p[i]
            i += 1
            switch e {
            case 0x30...0x37:
                flush(&highSurrogate)
                appendScalar(Self.octalEscape(first: e, p: p, i: &i, end: end))
            case 0x55:  // U
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, i < end, let v = hexValue(p[i]) {
                    unit = unit << 4 | UInt16(v)
                    i += 1
                    digits += 1
                }
                appendUnit(unit, &highSurrogate)
            default:
                flush(&highSurrogate)
                switch e {
                case 0x61: scratch.append(0x07)  // a
                case 0x62: scratch.append(0x08)  // b
                case 0x66: scratch.append(0x0C)  // f
                case 0x6E: scratch.append(0x0A)  // n
                case 0x72: scratch.append(0x0D)  // r
                case 0x74: scratch.append(0x09)  // t
                case 0x76: scratch.append(0x0B)  // v
                case 0x00..<0x80: scratch.append(e)  // \" \\ \' and unknown ones keep the character
                default: i -= 1  // non-ASCII after '\': keep the character, copied below
                }
            }
            let run = i
            while i < end, p[i] != quote, p[i] != Byte.backslash { i += 1 }
            if i > run {
                flush(&highSurrogate)
                scratch.append(contentsOf: UnsafeBufferPointer(start: p + run, count: i - run))
            }
        }
    }

    /// `\N`, `\NN` or `\NNN` in octal, read as a byte (wrapping like CF's
    /// uint8_t) in NeXTSTEP Latin, Foundation's legacy 8-bit encoding.
    private static func octalEscape(first: UInt8, p: UnsafePointer<UInt8>, i: inout Int, end: Int) -> Unicode.Scalar {
        var value = first &- 0x30
        var digits = 1
        while digits < 3, i < end, (0x30...0x37).contains(p[i]) {
            value = value &<< 3 &+ (p[i] - 0x30)
            i += 1
            digits += 1
        }
        let code = value < 0x80 ? UInt32(value) : UInt32(nextStepHigh[Int(value - 0x80)])
        return Unicode.Scalar(code) ?? "\u{0}"
    }

    private func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }

    private mutating func appendUnit(_ unit: UInt16, _ high: inout UInt16?) {
        if let pending = high {
            high = nil
            if UTF16.isTrailSurrogate(unit) {
                let value = 0x10000 + (UInt32(pending - 0xD800) << 10) + UInt32(unit - 0xDC00)
                appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}")
                return
            }
            appendScalar("\u{FFFD}")
        }
        if UTF16.isLeadSurrogate(unit) {
            high = unit
        } else {
            appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}")  // nil only for a lone trail surrogate
        }
    }

    /// A high surrogate not followed by a low one stands alone: U+FFFD.
    private mutating func flush(_ high: inout UInt16?) {
        if high != nil {
            high = nil
            appendScalar("\u{FFFD}")
        }
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        if let encoded = UTF8.encode(scalar) { scratch.append(contentsOf: encoded) }
    }

    private func makeString(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + from, count: to - from), as: UTF8.self)
    }

    private mutating func unterminatedString(at open: Int, quote: UInt8) -> InputError {
        let mark = quote == Byte.quote ? "\"" : "'"
        return error("unterminated string: no closing \(mark) before end of file", at: open)
    }

    // MARK: Whitespace and comments

    /// Skips whitespace and comments and returns the comment that belongs to
    /// a key starting here (see the type's documentation for the rule).
    private mutating func skipTrivia(afterEntry: Bool) throws(InputError) -> String? {
        var block: CommentBlock? = nil
        var sawNewline = false
        while i < end {
            let c = p[i]
            switch c {
            case Byte.space, Byte.tab, 0x0B, 0x0C:
                i += 1
            case Byte.lf, Byte.cr:
                // CRLF is one line break.
                if !(c == Byte.lf && i > 0 && p[i - 1] == Byte.cr) {
                    sawNewline = true
                    block?.newlinesAfter += 1
                }
                i += 1
            case 0xE2 where isLineOrParagraphSeparator(at: i):
                sawNewline = true
                block?.newlinesAfter += 1
                i += 3
            case Byte.slash where i + 1 < end && p[i + 1] == Byte.slash:
                let trailing = afterEntry && !sawNewline
                i += 2
                let start = i
                while i < end, p[i] != Byte.lf, p[i] != Byte.cr, !(p[i] == 0xE2 && isLineOrParagraphSeparator(at: i)) {
                    i += 1
                }
                let text = trimmedString(start, i)
                if var previous = block, previous.isLineComments, !previous.trailing, !trailing, previous.newlinesAfter <= 1 {
                    previous.text = previous.text.isEmpty ? text : text.isEmpty ? previous.text : previous.text + "\n" + text
                    previous.newlinesAfter = 0
                    block = previous
                } else {
                    block = CommentBlock(text: text, isLineComments: true, trailing: trailing, start: start - 2)
                }
            case Byte.slash where i + 1 < end && p[i + 1] == Byte.star:
                let open = i
                let trailing = afterEntry && !sawNewline
                i += 2
                let start = i
                // Comments can be long; memchr jumps from '*' to '*'.
                while true {
                    guard i < end, let star = memchr(p + i, Int32(Byte.star), end - i) else {
                        throw error("unterminated comment: no closing '*/' for this '/*'", at: open)
                    }
                    i = UnsafeRawPointer(star) - UnsafeRawPointer(p)
                    if i + 1 < end, p[i + 1] == Byte.slash { break }
                    i += 1
                }
                block = CommentBlock(text: trimmedString(start, i), isLineComments: false, trailing: trailing, start: open)
                i += 2
            default:
                guard let block, !block.text.isEmpty, !(block.trailing && block.newlinesAfter > 0) else { return nil }
                commentStart = block.start
                return block.text
            }
        }
        return nil  // end of file: no key to attach to
    }

    private func isLineOrParagraphSeparator(at j: Int) -> Bool {
        j + 2 < end && p[j + 1] == 0x80 && (p[j + 2] == 0xA8 || p[j + 2] == 0xA9)
    }

    private func trimmedString(_ from: Int, _ to: Int) -> String {
        var from = from, to = to
        func isSpace(_ c: UInt8) -> Bool { c == Byte.space || (0x09...0x0D).contains(c) }
        while from < to, isSpace(p[from]) { from += 1 }
        while to > from, isSpace(p[to - 1]) { to -= 1 }
        return makeString(from, to)
    }

    // MARK: Errors and positions

    private mutating func sourceLocation(at offset: Int) -> SourceLocation {
        let (line, column) = positions.position(of: offset, in: UnsafeBufferPointer(start: p, count: end))
        return SourceLocation(file: path, line: line, column: column)
    }

    private mutating func error(_ message: String, at offset: Int) -> InputError {
        InputError(message, at: sourceLocation(at: offset))
    }

    /// "end of file", `'x'`, or `U+00A0` for invisible characters.
    private func describe(at offset: Int) -> String {
        guard offset < end else { return "end of file" }
        let length = min(4, end - offset)
        let text = String(decoding: UnsafeBufferPointer(start: p + offset, count: length), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return "end of file" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar.isASCII { return (0x21...0x7E).contains(scalar.value) ? "'\(scalar)'" : code }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .surrogate, .privateUse, .unassigned, .nonspacingMark, .enclosingMark:
            return code
        default:
            return "'\(scalar)' (\(code))"
        }
    }
}

/// The comment block seen so far while skipping trivia.
private struct CommentBlock {
    var text: String
    var isLineComments: Bool
    /// Starts on the line of the previous entry's `;`.
    var trailing: Bool
    /// Offset of the block's first `/*` or `//`.
    var start: Int
    var newlinesAfter = 0
}

/// NeXTSTEP Latin bytes 0x80-0xFF as Unicode (0xFE and 0xFF are unmapped and
/// CF gives U+0000 for them), read off Linux Foundation itself.
private let nextStepHigh: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,  // 0x80
    0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,  // 0x88
    0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,  // 0x90
    0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,  // 0x98
    0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,  // 0xA0
    0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,  // 0xA8
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,  // 0xB0
    0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,  // 0xB8
    0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,  // 0xC0
    0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,  // 0xC8
    0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,  // 0xD0
    0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,  // 0xD8
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,  // 0xE0
    0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,  // 0xE8
    0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,  // 0xF0
    0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,  // 0xF8
]
