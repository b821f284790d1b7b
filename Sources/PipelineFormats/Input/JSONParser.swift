import Foundation
import PipelineCore

/// Reads JSON (RFC 8259) into an ordered `JSONValue`, with the line and
/// column of every object key. It accepts what Foundation's `JSONSerialization`
/// accepts and refuses what it refuses (tests compare the two), which means
/// one leniency beyond the RFC: a comma before a closing `}` or `]`.
///
/// `JSONSerialization` gives neither order nor positions, and String
/// Catalogs need both: order so a rewrite changes nothing, positions so a
/// finding points at its key. Malformed input is an `InputError` at the
/// first byte that does not fit, as `path:line:column`.
public enum JSONParser {
    /// Deeper nesting is refused rather than risking the stack on hostile input.
    public static let maxDepth = 512

    public static func parse(_ data: Data, path: String) throws(InputError) -> JSONDocument {
        let (text, encoding) = try TextDecoding.decode(data, path: path)
        var document = try parse(text: text, path: path)
        document.encoding = encoding
        return document
    }

    public static func parse(text: String, path: String) throws(InputError) -> JSONDocument {
        try parse(bytes: Array(text.utf8), path: path)
    }

    package static func parse(bytes: [UInt8], path: String) throws(InputError) -> JSONDocument {
        var parser = JSONByteParser(bytes: bytes, path: path)
        return try parser.parseDocument()
    }

    /// Parses a document without building one object of it: each member of
    /// the root's object `key` goes to `each` as it is read (with the range
    /// of its bytes, from the key's quote to the value's end, and the index of
    /// that object among the root's members), and the document holds an
    /// empty object in its place. A String Catalog's keys are read this way,
    /// so its whole tree (several times the file's size) never exists at once.
    package static func parse(bytes: [UInt8], path: String, streaming key: String,
                              each: @escaping (JSONMember, Range<Int>, Int) throws(InputError) -> Void) throws(InputError) -> Streamed {
        var parser = JSONByteParser(bytes: bytes, path: path)
        parser.stream = JSONStream(key: key, each: each)
        let document = try parser.parseDocument()
        return Streamed(document: document, objects: parser.streamedObjects)
    }

    /// A streamed parse's document, and each streamed object's range (`{` to
    /// `}`) by its index among the root's members.
    package struct Streamed {
        package var document: JSONDocument
        package var objects: [Int: Range<Int>]
    }

    /// The one member written at `range` of `bytes` (`"key" : value`), as a
    /// whole document's parse would read it but without positions.
    package static func member(in bytes: [UInt8], range: Range<Int>, path: String) throws(InputError) -> JSONMember {
        var parser = JSONByteParser(bytes: bytes, path: path, positions: false)
        parser.i = range.lowerBound
        let member = try parser.parseMember()
        guard parser.i == range.upperBound else {
            throw parser.error("the member does not end where it was read to end", at: parser.i)
        }
        return member
    }
}

/// The root member `parse(bytes:path:streaming:each:)` hands over member by member.
private struct JSONStream {
    let key: String
    let each: (JSONMember, Range<Int>, Int) throws(InputError) -> Void
}

private enum JSONByte {
    static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, cr: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F
    static let comma: UInt8 = 0x2C, colon: UInt8 = 0x3A, minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
    static let openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D, openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D
}

private struct JSONByteParser {
    let bytes: [UInt8]
    let path: String
    var i = 0
    var depth = 0
    /// Nil when no position is wanted (one member re-read by an editor).
    var positions: LineIndex?
    var stream: JSONStream?
    var streamedObjects: [Int: Range<Int>] = [:]

    init(bytes: [UInt8], path: String, positions: Bool = true) {
        self.bytes = bytes
        self.path = path
        self.positions = positions ? LineIndex(bytes) : nil
    }

    mutating func parseDocument() throws(InputError) -> JSONDocument {
        let leadingStart = i
        skipWhitespace()
        let leading = text(leadingStart, i)
        guard i < bytes.count else { throw error("the file is empty: expected a JSON value", at: i) }
        let root = try parseValue()
        let trailingStart = i
        skipWhitespace()
        guard i == bytes.count else {
            throw error("unexpected \(describe(at: i)) after the end of the JSON value", at: i)
        }
        return JSONDocument(root: root, leading: leading, trailing: text(trailingStart, i))
    }

    // MARK: Values

    mutating func parseValue() throws(InputError) -> JSONValue {
        guard i < bytes.count else { throw error("expected a value, found end of file", at: i) }
        switch bytes[i] {
        case JSONByte.openBrace: return try parseObject()
        case JSONByte.openBracket: return try parseArray()
        case JSONByte.quote: return .string(try parseString())
        case JSONByte.minus, 0x30...0x39: return .number(try parseNumber())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: throw error("expected a value, found \(describe(at: i))", at: i)
        }
    }

    mutating func parseObject() throws(InputError) -> JSONValue {
        var members: [JSONMember] = []
        try parseMembers { parser throws(InputError) in
            // Only the root object's members are streamed, so only it looks.
            guard parser.depth == 1, let streamed = parser.stream else {
                members.append(try parser.parseMember())
                return
            }
            let index = members.count
            members.append(try parser.parseMember { parser, key throws(InputError) in
                guard key.value == streamed.key, parser.i < parser.bytes.count, parser.bytes[parser.i] == JSONByte.openBrace else {
                    return try parser.parseValue()
                }
                try parser.parseStreamedObject(index: index, each: streamed.each)
                return .object([])
            })
        }
        return .object(members)
    }

    /// An object whose members go to `each` one by one instead of into a value.
    mutating func parseStreamedObject(index: Int, each: (JSONMember, Range<Int>, Int) throws(InputError) -> Void) throws(InputError) {
        let open = i
        try parseMembers { parser throws(InputError) in
            let start = parser.i
            let member = try parser.parseMember()
            try each(member, start..<parser.i, index)
        }
        streamedObjects[index] = open..<i
    }

    /// The object at `i`, `{` to `}`: `member` reads each member, this the
    /// commas between them.
    mutating func parseMembers(_ member: (inout JSONByteParser) throws(InputError) -> Void) throws(InputError) {
        let open = i
        try enter(at: open)
        defer { depth -= 1 }
        i += 1
        skipWhitespace()
        if i < bytes.count, bytes[i] == JSONByte.closeBrace {
            i += 1
            return
        }
        while true {
            try member(&self)
            skipWhitespace()
            guard i < bytes.count else {
                throw error("expected ',' or '}' after a member, found end of file (the object opened at \(lineColumn(open)) is not closed)", at: i)
            }
            if bytes[i] == JSONByte.comma {
                i += 1
                skipWhitespace()
                // A comma before the closing brace: Foundation's JSONSerialization
                // (and so Xcode) accepts it, so refusing would stop runs Xcode builds.
                if i < bytes.count, bytes[i] == JSONByte.closeBrace {
                    i += 1
                    return
                }
                continue
            }
            if bytes[i] == JSONByte.closeBrace {
                i += 1
                return
            }
            throw error("expected ',' or '}' after a member, found \(describe(at: i))", at: i)
        }
    }

    /// `"key" : value` from the key's quote; `value` reads the value.
    mutating func parseMember(value: (inout JSONByteParser, JSONString) throws(InputError) -> JSONValue = { parser, _ throws(InputError) in
        try parser.parseValue()
    }) throws(InputError) -> JSONMember {
        guard i < bytes.count, bytes[i] == JSONByte.quote else {
            throw error("expected a string key in the object, found \(describe(at: i))", at: i)
        }
        let keyStart = i
        let key = try parseString()
        let location = positions == nil ? nil : location(at: keyStart)
        skipWhitespace()
        guard i < bytes.count, bytes[i] == JSONByte.colon else {
            throw error("expected ':' after the key \"\(key.value)\", found \(describe(at: i))", at: i)
        }
        i += 1
        skipWhitespace()
        return JSONMember(key: key, value: try value(&self, key), location: location)
    }

    mutating func parseArray() throws(InputError) -> JSONValue {
        let open = i
        try enter(at: open)
        defer { depth -= 1 }
        i += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == JSONByte.closeBracket {
            i += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard i < bytes.count else {
                throw error("expected ',' or ']' after an element, found end of file (the array opened at \(lineColumn(open)) is not closed)", at: i)
            }
            if bytes[i] == JSONByte.comma {
                i += 1
                skipWhitespace()
                if i < bytes.count, bytes[i] == JSONByte.closeBracket {   // as for objects
                    i += 1
                    return .array(elements)
                }
                continue
            }
            if bytes[i] == JSONByte.closeBracket {
                i += 1
                return .array(elements)
            }
            throw error("expected ',' or ']' after an element, found \(describe(at: i))", at: i)
        }
    }

    mutating func enter(at offset: Int) throws(InputError) {
        depth += 1
        if depth > JSONParser.maxDepth {
            throw error("nested more than \(JSONParser.maxDepth) levels deep", at: offset)
        }
    }

    mutating func literal(_ word: String) throws(InputError) {
        let expected = Array(word.utf8)
        guard i + expected.count <= bytes.count, Array(bytes[i..<(i + expected.count)]) == expected else {
            throw error("expected a value, found \(describe(at: i))", at: i)
        }
        i += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as written.
    mutating func parseNumber() throws(InputError) -> String {
        let start = i
        if bytes[i] == JSONByte.minus { i += 1 }
        func digits(_ i: inout Int, _ bytes: [UInt8]) -> Int {
            let from = i
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
            return i - from
        }
        guard i < bytes.count, (0x30...0x39).contains(bytes[i]) else {
            throw error("invalid number: expected a digit, found \(describe(at: i))", at: i)
        }
        if bytes[i] == 0x30 {
            i += 1
            if i < bytes.count, (0x30...0x39).contains(bytes[i]) {
                throw error("invalid number: a leading zero must not be followed by digits", at: start)
            }
        } else {
            _ = digits(&i, bytes)
        }
        if i < bytes.count, bytes[i] == JSONByte.dot {
            i += 1
            guard digits(&i, bytes) > 0 else {
                throw error("invalid number: expected a digit after '.', found \(describe(at: i))", at: i)
            }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == JSONByte.plus || bytes[i] == JSONByte.minus { i += 1 }
            guard digits(&i, bytes) > 0 else {
                throw error("invalid number: expected a digit in the exponent, found \(describe(at: i))", at: i)
            }
        }
        return text(start, i)
    }

    // MARK: Strings

    mutating func parseString() throws(InputError) -> JSONString {
        let open = i
        i += 1
        let start = i
        var decoded: [UInt8]?   // only built when the string has escapes
        while true {
            guard i < bytes.count else {
                throw error("unterminated string: no closing \" before end of file", at: open)
            }
            let byte = bytes[i]
            if byte == JSONByte.quote { break }
            if byte < 0x20 {
                throw error("\(describe(at: i)) must be escaped inside a string", at: i)
            }
            if byte != JSONByte.backslash {
                decoded?.append(byte)
                i += 1
                continue
            }
            if decoded == nil { decoded = Array(bytes[start..<i]) }
            let escape = i
            i += 1
            guard i < bytes.count else {
                throw error("unterminated string: no closing \" before end of file", at: open)
            }
            switch bytes[i] {
            case JSONByte.quote: decoded?.append(JSONByte.quote)
            case JSONByte.backslash: decoded?.append(JSONByte.backslash)
            case JSONByte.slash: decoded?.append(JSONByte.slash)
            case UInt8(ascii: "b"): decoded?.append(0x08)
            case UInt8(ascii: "f"): decoded?.append(0x0C)
            case UInt8(ascii: "n"): decoded?.append(JSONByte.lf)
            case UInt8(ascii: "r"): decoded?.append(JSONByte.cr)
            case UInt8(ascii: "t"): decoded?.append(JSONByte.tab)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(at: escape)
                decoded?.append(contentsOf: Array(String(Character(scalar)).utf8))
                continue   // unicodeEscape moved past the digits
            default:
                throw error("invalid escape \(describe(at: escape, length: 2)) in a string", at: escape)
            }
            i += 1
        }
        let written = text(start, i)
        i += 1
        guard let decoded else { return JSONString(value: written, written: written) }
        return JSONString(value: String(decoding: decoded, as: UTF8.self), written: written)
    }

    /// `\uXXXX`, joining a surrogate pair; `i` is on the `u` and ends after the last digit.
    mutating func unicodeEscape(at escape: Int) throws(InputError) -> Unicode.Scalar {
        let high = try hex4(escape)
        if (0xDC00...0xDFFF).contains(high) {
            throw error("unpaired surrogate \(describe(at: escape, length: 6)) in a string", at: escape)
        }
        guard (0xD800...0xDBFF).contains(high) else {
            // Not a surrogate, so always a valid scalar; U+0000 keeps the fallback honest.
            return Unicode.Scalar(high) ?? "\u{0}"
        }
        let second = i
        guard i + 1 < bytes.count, bytes[i] == JSONByte.backslash, bytes[i + 1] == UInt8(ascii: "u") else {
            throw error("unpaired surrogate \(describe(at: escape, length: 6)) in a string", at: escape)
        }
        i += 1
        let low = try hex4(second)
        guard (0xDC00...0xDFFF).contains(low) else {
            throw error("unpaired surrogate \(describe(at: escape, length: 6)) in a string", at: escape)
        }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Four hex digits after the `u` at `i`.
    mutating func hex4(_ escape: Int) throws(InputError) -> UInt32 {
        i += 1
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count, let digit = hexValue(bytes[i]) else {
                throw error("invalid \\u escape: expected four hex digits, found \(describe(at: i))", at: escape)
            }
            value = value << 4 | digit
            i += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case JSONByte.space, JSONByte.tab, JSONByte.lf, JSONByte.cr: i += 1
            default: return
            }
        }
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: bytes[from..<to], as: UTF8.self)
    }

    mutating func location(at offset: Int) -> SourceLocation {
        let (line, column) = positions?.position(of: offset, in: bytes) ?? LineIndex.position(of: offset, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
    }

    func lineColumn(_ offset: Int) -> String {
        let (line, column) = LineIndex.position(of: offset, in: bytes)
        return "\(line):\(column)"
    }

    func error(_ message: String, at offset: Int) -> InputError {
        let (line, column) = LineIndex.position(of: offset, in: bytes)
        return InputError("invalid JSON: \(message)", file: path, line: line, column: column)
    }

    /// "end of file", `'x'`, `'\q'`, or `U+000A` for invisible characters.
    func describe(at offset: Int, length: Int = 1) -> String {
        guard offset < bytes.count else { return "end of file" }
        if length > 1 {
            return "'" + text(offset, min(bytes.count, offset + length)) + "'"
        }
        let rest = text(offset, min(bytes.count, offset + 4))
        guard let scalar = rest.unicodeScalars.first else { return "end of file" }
        if (0x21...0x7E).contains(scalar.value) { return "'\(scalar)'" }
        if !scalar.isASCII, scalar.properties.generalCategory != .control, scalar.properties.generalCategory != .format,
           !scalar.properties.isWhitespace {
            return "'\(scalar)'"
        }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension JSONParser {
    /// Reads a document of a known shape without building its tree: the
    /// caller walks it with `object`, `string` and `value`, and keeps only
    /// what it wants. `l10n.lock` is read this way: the decoded tree of a
    /// lock of 1.3 M keys (JSONDecoder's, or `parse`'s) cost several times
    /// the dictionaries kept. Syntax is checked as `parse` checks it.
    package struct ObjectReader {
        fileprivate var parser: JSONByteParser

        package init(bytes: [UInt8], path: String) {
            parser = JSONByteParser(bytes: bytes, path: path, positions: false)
        }

        fileprivate init(parser: JSONByteParser) {
            self.parser = parser
        }

        /// The whole document, whose root must be an object (see `object`).
        package mutating func document(_ member: (inout ObjectReader, String) throws(InputError) -> Void) throws(InputError) {
            parser.skipWhitespace()
            guard parser.i < parser.bytes.count else { throw parser.error("the file is empty: expected a JSON value", at: parser.i) }
            try object(member)
            parser.skipWhitespace()
            guard parser.i == parser.bytes.count else {
                throw parser.error("unexpected \(parser.describe(at: parser.i)) after the end of the JSON value", at: parser.i)
            }
        }

        /// The object here: `member` gets each key with the reader on its
        /// value, and must read that value (`object`, `string` or `value`).
        package mutating func object(_ member: (inout ObjectReader, String) throws(InputError) -> Void) throws(InputError) {
            guard isObject else { throw try skipMismatch("an object") }
            try parser.parseMembers { parser throws(InputError) in
                guard parser.i < parser.bytes.count, parser.bytes[parser.i] == JSONByte.quote else {
                    throw parser.error("expected a string key in the object, found \(parser.describe(at: parser.i))", at: parser.i)
                }
                let key = try parser.parseString().value
                parser.skipWhitespace()
                guard parser.i < parser.bytes.count, parser.bytes[parser.i] == JSONByte.colon else {
                    throw parser.error("expected ':' after the key \"\(key)\", found \(parser.describe(at: parser.i))", at: parser.i)
                }
                parser.i += 1
                parser.skipWhitespace()
                var reader = ObjectReader(parser: parser)
                try member(&reader, key)
                parser = reader.parser
            }
        }

        /// The string here.
        package mutating func string() throws(InputError) -> String {
            guard isString else { throw try skipMismatch("a string") }
            return try parser.parseString().value
        }

        /// Any value here, built (for the few members a caller does not walk).
        package mutating func value() throws(InputError) -> JSONValue {
            try parser.parseValue()
        }

        /// Where the value here starts, for `position(of:)`.
        package var offset: Int { parser.i }

        /// Line and column of `offset`: counted from the start, so asked only for an error.
        package func position(of offset: Int) -> (line: Int, column: Int) { LineIndex.position(of: offset, in: parser.bytes) }

        /// Whether the value here is an object.
        package var isObject: Bool { parser.i < parser.bytes.count && parser.bytes[parser.i] == JSONByte.openBrace }

        /// Whether the value here is a string.
        package var isString: Bool { parser.i < parser.bytes.count && parser.bytes[parser.i] == JSONByte.quote }

        /// Reads the value here, which is not `expected`, and says so (without
        /// "invalid JSON"); a value that is not well-formed throws as such.
        package mutating func skipMismatch(_ expected: String) throws(InputError) -> InputError {
            let error = mismatch(expected)
            _ = try parser.parseValue()
            return error
        }

        /// A value of the wrong kind: said without "invalid JSON".
        private mutating func mismatch(_ expected: String) -> InputError {
            let (line, column) = position(of: offset)
            let found: String
            switch parser.i < parser.bytes.count ? parser.bytes[parser.i] : 0 {
            case JSONByte.openBrace: found = "an object"
            case JSONByte.openBracket: found = "an array"
            case JSONByte.quote: found = "a string"
            case JSONByte.minus, 0x30...0x39: found = "a number"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "true or false"
            case UInt8(ascii: "n"): found = "null"
            default: return parser.error("expected a value, found \(parser.describe(at: parser.i))", at: parser.i)
            }
            return InputError("expected \(expected), found \(found)", file: parser.path, line: line, column: column)
        }
    }
}
