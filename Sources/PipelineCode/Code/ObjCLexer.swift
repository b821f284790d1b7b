import PipelineCore
import PipelineFormats

/// One token of Objective-C source, as `ObjCLexer` produces it.
///
/// Tokens are small and hold no text. Ask the `ObjCTokenStream` that made them
/// for an identifier's spelling or a literal's decoded value.
public struct ObjCToken: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case identifier
        /// `@"..."`. Adjacent literals (`@"a" @"b"`, `@"a" "b"`) are one token.
        case objcString
        /// `"..."`, with an optional `L`, `u`, `U` or `u8` prefix. Adjacent ones are one token.
        case cString
        /// `'x'`, with an optional prefix.
        case character
        /// A preprocessing number: `42`, `0x1F`, `1.5e-3f`, `.5`.
        case number
        /// One ASCII punctuation byte: `( ) [ ] { } , : ; @ . + ^ *` and the rest.
        /// Operators of two or more bytes (`->`, `==`) are one token per byte.
        case punctuation
    }

    public var kind: Kind
    /// The byte of a punctuation token; 0 for other kinds.
    public var byte: UInt8
    /// Index into `ObjCTokenStream.literals` for string and character tokens; -1 otherwise.
    public var literal: Int32
    /// Byte offsets of the token in the UTF-8 source: `start..<end`. A
    /// concatenated literal spans all its parts (and what lies between them).
    public var start: Int
    public var end: Int
    /// 1-based. Columns count Unicode scalars; a tab is one column.
    public var line: Int32
    public var column: Int32

    @inline(__always) public func isPunctuation(_ ascii: UInt8) -> Bool {
        kind == .punctuation && byte == ascii
    }
}

/// The tokens of one source file, with what is needed to read them back.
public struct ObjCTokenStream: Sendable {
    public var path: String
    /// The UTF-8 source the token offsets point into.
    public var bytes: [UInt8]
    public var tokens: [ObjCToken]
    /// Decoded values of string and character literals (escapes resolved).
    public var literals: [String]
    /// Unterminated literals and comments, unbalanced conditionals.
    public var warnings: [InputError]
    /// Object-like macros (`#define kSearch @"search"`) in code that is read.
    public var defines: [ObjCDefine] = []
    /// Function-like macros (`#define LOC(key) NSLocalizedString(key, nil)`), their parameters in `parameters`.
    public var functionMacros: [ObjCDefine] = []

    /// The token as written in the source.
    public func text(_ token: ObjCToken) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The decoded value of a string or character literal.
    public func value(_ token: ObjCToken) -> String? {
        token.literal >= 0 ? literals[Int(token.literal)] : nil
    }

    /// Whether `token` is the identifier `name`, without making a `String`.
    public func isIdentifier(_ token: ObjCToken, _ name: StaticString) -> Bool {
        guard token.kind == .identifier, token.end - token.start == name.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let text = name.utf8Start
            var k = 0
            while k < name.utf8CodeUnitCount {
                if buffer[token.start + k] != text[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// Whether the identifier `token` starts with `prefix`.
    public func identifier(_ token: ObjCToken, hasPrefix prefix: StaticString) -> Bool {
        guard token.kind == .identifier, token.end - token.start >= prefix.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            let text = prefix.utf8Start
            var k = 0
            while k < prefix.utf8CodeUnitCount {
                if buffer[token.start + k] != text[k] { return false }
                k += 1
            }
            return true
        }
    }

    /// The source from the start of `first` to the end of `last`. Line breaks,
    /// with the indentation around them, become one space. Longer than
    /// `limit` bytes, it is cut there (at a character) and ends with `…`.
    public func text(from first: ObjCToken, through last: ObjCToken, limit: Int = .max) -> String {
        guard last.end > first.start else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(min(last.end - first.start, limit))
        var k = first.start
        while k < last.end {
            if out.count >= limit {
                // Back to the start of the character that was cut.
                while let tail = out.last, tail & 0xC0 == 0x80 { out.removeLast() }
                if let tail = out.last, tail >= 0xC0 { out.removeLast() }
                return String(decoding: out, as: UTF8.self) + "…"
            }
            let c = bytes[k]
            if c == 0x0A || c == 0x0D {
                while let tail = out.last, tail == 0x20 || tail == 0x09 { out.removeLast() }
                k += 1
                while k < last.end, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
                out.append(0x20)
                continue
            }
            out.append(c)
            k += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A macro: `#define NAME body`, or a function-like `#define LOC(x) body`
/// (kept apart, with its parameters).
public struct ObjCDefine: Sendable, Equatable {
    public var name: String
    /// A function-like macro's parameter names (`...` for variadic ones); nil for an object-like one.
    public var parameters: [String]? = nil
    /// Byte offsets of the body in the source (continuations and comments included).
    public var start: Int
    public var end: Int
    /// Where the body starts.
    public var line: Int
    public var column: Int
}

/// A hand-written lexer for Objective-C, enough to find localization calls:
/// it skips comments and preprocessor lines, drops code inside `#if 0`, and
/// decodes `@"..."` literals. It never fails: an unterminated literal or
/// comment ends the token there and adds a warning.
///
/// Conditionals: `#if 0` (or any integer literal, possibly in parentheses or
/// after `!`) is evaluated, so `#if 0` ... `#else` keeps only the `#else`
/// branch and `#if 1` ... `#else` only the first. With `debugIsOff`,
/// `DEBUG` is not defined (a release build): `#if DEBUG`, `#ifdef DEBUG` and
/// `#if defined(DEBUG)` are dead, and `#ifndef DEBUG` always read. Any other
/// condition (`#if TARGET_OS_IOS`) cannot be known here, so all its branches are read.
public enum ObjCLexer {
    public static func tokenize(_ source: String, path: String, debugIsOff: Bool = false) -> ObjCTokenStream {
        let bytes = Array(source.utf8)
        var lexer = ObjCByteLexer(path: path)
        lexer.debugIsOff = debugIsOff
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
            lexer.run(base, count: buffer.count)
        }
        var stream = ObjCTokenStream(path: path, bytes: bytes, tokens: lexer.tokens, literals: lexer.literals, warnings: lexer.warnings)
        stream.defines = lexer.defines
        stream.functionMacros = lexer.functionMacros
        return stream
    }

    /// The tokens of a macro's body, with positions in the file it is in.
    public static func tokenize(_ define: ObjCDefine, of stream: ObjCTokenStream) -> ObjCTokenStream {
        var lexer = ObjCByteLexer(path: stream.path)
        let end = min(define.end, stream.bytes.count)
        if define.start < end {
            stream.bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                lexer.run(base, from: define.start, to: end, line: define.line, column: define.column)
            }
        }
        return ObjCTokenStream(path: stream.path, bytes: stream.bytes, tokens: lexer.tokens, literals: lexer.literals, warnings: [])
    }
}

// MARK: - Implementation

private enum ObjCAscii {
    static let tab: UInt8 = 0x09, lf: UInt8 = 0x0A, vt: UInt8 = 0x0B, ff: UInt8 = 0x0C, cr: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, hash: UInt8 = 0x23, apostrophe: UInt8 = 0x27, star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E, slash: UInt8 = 0x2F
    static let at: UInt8 = 0x40, backslash: UInt8 = 0x5C, openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29
    static let exclamation: UInt8 = 0x21
}

@inline(__always) private func isObjCIdentifierByte(_ c: UInt8) -> Bool {
    // A-Z a-z 0-9 _ $, and any byte of a multi-byte UTF-8 character.
    switch c {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...0xFF: return true
    default: return false
    }
}

@inline(__always) private func objcHexValue(_ c: UInt8) -> UInt32? {
    switch c {
    case 0x30...0x39: return UInt32(c - 0x30)
    case 0x41...0x46: return UInt32(c - 0x41 + 10)
    case 0x61...0x66: return UInt32(c - 0x61 + 10)
    default: return nil
    }
}

private enum ObjCCondition { case isFalse, isTrue, unknown }

private struct ObjCConditionFrame {
    /// Whether the code around the `#if` is read at all.
    var parentActive: Bool
    /// A branch known to be true was seen, so later branches are dead.
    var decided: Bool
    var active: Bool
    var sawElse: Bool
    var line: Int
    var column: Int
}

private struct ObjCByteLexer {
    let path: String
    var p: UnsafePointer<UInt8> = UnsafePointer(bitPattern: 1)!
    var n = 0
    var i = 0

    // Position: `colOffset` is a byte offset on the current line whose column is `colValue`.
    var line = 1
    var colOffset = 0
    var colValue = 1

    var atLineStart = true
    var conditions: [ObjCConditionFrame] = []
    var active = true

    var tokens: [ObjCToken] = []
    var literals: [String] = []
    var warnings: [InputError] = []
    var scratch: [UInt8] = []
    var debugIsOff = false
    var defines: [ObjCDefine] = []
    var functionMacros: [ObjCDefine] = []

    init(path: String) {
        self.path = path
    }

    mutating func run(_ base: UnsafePointer<UInt8>, count: Int) {
        p = base
        n = count
        tokens.reserveCapacity(count / 5)
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {  // a byte-order mark takes no column
            i = 3
            colOffset = 3
        }
        scan()
    }

    /// Lexes `start..<end` of the source as if it began at `line`, `column` (a macro body).
    mutating func run(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int, line: Int, column: Int) {
        p = base
        n = end
        i = start
        self.line = line
        colOffset = start
        colValue = column
        atLineStart = false
        scan()
    }

    private mutating func scan() {
        while i < n {
            let c = p[i]
            switch c {
            case ObjCAscii.space, ObjCAscii.tab, ObjCAscii.vt, ObjCAscii.ff, 0:
                i += 1
            case ObjCAscii.lf, ObjCAscii.cr:
                consumeNewline()
            case ObjCAscii.slash:
                if i + 1 < n, p[i + 1] == ObjCAscii.slash {
                    skipLineComment()
                } else if i + 1 < n, p[i + 1] == ObjCAscii.star {
                    skipBlockComment()
                } else {
                    punctuation()
                }
            case ObjCAscii.hash:
                if atLineStart { directive() } else { punctuation() }
            case ObjCAscii.quote:
                quoted(.cString, start: i, quoteAt: i)
            case ObjCAscii.apostrophe:
                quoted(.character, start: i, quoteAt: i)
            case ObjCAscii.at:
                if i + 1 < n, p[i + 1] == ObjCAscii.quote {
                    quoted(.objcString, start: i, quoteAt: i + 1)
                } else {
                    punctuation()
                }
            case 0x30...0x39:
                number()
            case ObjCAscii.dot:
                if i + 1 < n, p[i + 1] >= 0x30, p[i + 1] <= 0x39 { number() } else { punctuation() }
            case ObjCAscii.backslash:
                if let after = continuationEnd(from: i) {
                    let wasAtLineStart = atLineStart  // a spliced line does not start a new one
                    i = after
                    consumeNewline()
                    atLineStart = wasAtLineStart
                } else {
                    punctuation()
                }
            default:
                if isObjCIdentifierByte(c) { identifier() } else { punctuation() }
            }
        }
        for frame in conditions {
            warn("unterminated conditional directive (missing #endif)", line: frame.line, column: frame.column)
        }
    }

    // MARK: Positions

    /// The lexer steps over every line break itself (`consumeNewline`, by
    /// `LineIndex`'s rule: CR, LF and CRLF each end one line), so it counts
    /// lines as it goes and needs no index; columns are `LineIndex`'s.
    @inline(__always) mutating func position(_ offset: Int) -> (line: Int, column: Int) {
        if offset > colOffset {
            colValue &+= LineIndex.scalarCount(p, from: colOffset, to: offset)
            colOffset = offset
        }
        return (line, colValue)
    }

    /// At a CR or LF: steps over one line break (CRLF is one) and starts a new line.
    @inline(__always) mutating func consumeNewline() {
        if p[i] == ObjCAscii.cr, i + 1 < n, p[i + 1] == ObjCAscii.lf { i += 2 } else { i += 1 }
        line += 1
        colOffset = i
        colValue = 1
        atLineStart = true
    }

    /// At a backslash: if only spaces or tabs stand between it and a line
    /// break, the offset of that break (a line continuation).
    @inline(__always) func continuationEnd(from backslash: Int) -> Int? {
        var j = backslash + 1
        while j < n, p[j] == ObjCAscii.space || p[j] == ObjCAscii.tab { j += 1 }
        if j < n, p[j] == ObjCAscii.lf || p[j] == ObjCAscii.cr { return j }
        return nil
    }

    mutating func warn(_ message: String, line: Int, column: Int) {
        warnings.append(InputError(message, file: path, line: line, column: column))
    }

    // MARK: Comments

    /// At `//`: skips to the line break (not consumed), following backslash continuations.
    mutating func skipLineComment() {
        i += 2
        while i < n {
            let c = p[i]
            if c == ObjCAscii.lf || c == ObjCAscii.cr { return }
            if c == ObjCAscii.backslash, let after = continuationEnd(from: i) {
                i = after
                consumeNewline()
                continue
            }
            i += 1
        }
    }

    /// At `/*`: skips past `*/`.
    mutating func skipBlockComment() {
        let start = position(i)
        i += 2
        while i < n {
            let c = p[i]
            if c == ObjCAscii.star, i + 1 < n, p[i + 1] == ObjCAscii.slash {
                i += 2
                return
            }
            if c == ObjCAscii.lf || c == ObjCAscii.cr { consumeNewline() } else { i += 1 }
        }
        warn("unterminated /* comment", line: start.line, column: start.column)
    }

    // MARK: Tokens

    @inline(__always) mutating func append(_ kind: ObjCToken.Kind, start: Int, end: Int, byte: UInt8 = 0) {
        atLineStart = false
        guard active else { return }
        let where_ = position(start)
        tokens.append(ObjCToken(kind: kind, byte: byte, literal: -1, start: start, end: end,
                                line: Int32(truncatingIfNeeded: where_.line), column: Int32(truncatingIfNeeded: where_.column)))
    }

    mutating func punctuation() {
        append(.punctuation, start: i, end: i + 1, byte: p[i])
        i += 1
    }

    mutating func identifier() {
        let start = i
        i += 1
        while i < n, isObjCIdentifierByte(p[i]) { i += 1 }
        if i < n, p[i] == ObjCAscii.quote || p[i] == ObjCAscii.apostrophe, isLiteralPrefix(start, i) {
            quoted(p[i] == ObjCAscii.quote ? .cString : .character, start: start, quoteAt: i)
            return
        }
        append(.identifier, start: start, end: i)
    }

    /// `L`, `u`, `U` or `u8` right before a quote.
    func isLiteralPrefix(_ start: Int, _ end: Int) -> Bool {
        switch end - start {
        case 1: return p[start] == 0x4C || p[start] == 0x75 || p[start] == 0x55
        case 2: return p[start] == 0x75 && p[start + 1] == 0x38
        default: return false
        }
    }

    mutating func number() {
        let start = i
        i += 1
        while i < n {
            let c = p[i]
            if c == ObjCAscii.plus || c == ObjCAscii.minus {
                let e = p[i - 1] | 0x20  // exponent sign: 1e+5, 0x1p-3
                if e == 0x65 || e == 0x70 { i += 1; continue }
                break
            }
            if isObjCIdentifierByte(c) || c == ObjCAscii.dot { i += 1 } else { break }
        }
        append(.number, start: start, end: i)
    }

    // MARK: Literals

    /// A string or character literal whose token starts at `start` (the `@`
    /// or prefix, if any) and whose opening quote is at `quoteAt`. A string
    /// ends at its closing quote; an unterminated one ends at the line break.
    mutating func quoted(_ kind: ObjCToken.Kind, start: Int, quoteAt: Int) {
        let quote = p[quoteAt]
        atLineStart = false
        let where_ = active ? position(start) : (line: 0, column: 0)
        i = quoteAt + 1
        scratch.removeAll(keepingCapacity: true)
        var terminated = false
        while i < n {
            let run = i
            while i < n {
                let c = p[i]
                if c == quote || c == ObjCAscii.backslash || c == ObjCAscii.lf || c == ObjCAscii.cr { break }
                i += 1
            }
            if i > run { scratch.append(contentsOf: UnsafeBufferPointer(start: p + run, count: i - run)) }
            guard i < n else { break }
            let c = p[i]
            if c == quote {
                i += 1
                terminated = true
                break
            }
            if c == ObjCAscii.lf || c == ObjCAscii.cr { break }
            escape()
        }
        guard active else { return }
        if !terminated {
            let what = kind == .character ? "character literal" : "string literal"
            warn("unterminated \(what)", line: where_.line, column: where_.column)
        }
        let value = String(decoding: scratch, as: UTF8.self)
        if kind != .character, let last = tokens.indices.last {
            let previous = tokens[last].kind
            if previous == .objcString && (kind == .objcString || kind == .cString) || previous == .cString && kind == .cString {
                literals[Int(tokens[last].literal)] += value
                tokens[last].end = i
                return
            }
        }
        literals.append(value)
        tokens.append(ObjCToken(kind: kind, byte: 0, literal: Int32(truncatingIfNeeded: literals.count - 1), start: start, end: i,
                                line: Int32(truncatingIfNeeded: where_.line), column: Int32(truncatingIfNeeded: where_.column)))
    }

    /// At a backslash inside a literal: decodes one escape into `scratch`.
    mutating func escape() {
        guard i + 1 < n else {
            i += 1
            return
        }
        let e = p[i + 1]
        switch e {
        case ObjCAscii.lf, ObjCAscii.cr:
            i += 1
            consumeNewline()
            atLineStart = false
        case 0x6E: scratch.append(0x0A); i += 2  // \n
        case 0x74: scratch.append(0x09); i += 2  // \t
        case 0x72: scratch.append(0x0D); i += 2  // \r
        case 0x61: scratch.append(0x07); i += 2  // \a
        case 0x62: scratch.append(0x08); i += 2  // \b
        case 0x66: scratch.append(0x0C); i += 2  // \f
        case 0x76: scratch.append(0x0B); i += 2  // \v
        case 0x65, 0x45: scratch.append(0x1B); i += 2  // \e (GNU)
        case 0x78:  // \x: as many hex digits as follow
            i += 2
            var value: UInt32 = 0
            var digits = 0
            while i < n, let h = objcHexValue(p[i]) {
                value = value > 0x10FFFF ? value : value &* 16 &+ h
                i += 1
                digits += 1
            }
            if digits == 0 { scratch.append(0x78) } else { appendCodeUnit(value) }
        case 0x30...0x37:  // octal, up to three digits
            i += 1
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, i < n, p[i] >= 0x30, p[i] <= 0x37 {
                value = value * 8 + UInt32(p[i] - 0x30)
                i += 1
                digits += 1
            }
            appendCodeUnit(value)
        case 0x75, 0x55:  // \uXXXX, \UXXXXXXXX
            let count = e == 0x75 ? 4 : 8
            var value: UInt32 = 0
            var k = 0
            while k < count, i + 2 + k < n, let h = objcHexValue(p[i + 2 + k]) {
                value = value &* 16 &+ h
                k += 1
            }
            if k == count {
                appendScalar(value)
                i += 2 + count
            } else {
                scratch.append(e)
                i += 2
            }
        default:  // \" \' \\ \? and unknown escapes: the character itself
            scratch.append(e)
            i += 2
        }
    }

    /// A `\x` or octal escape: one byte of UTF-8 when it fits in a byte.
    mutating func appendCodeUnit(_ value: UInt32) {
        if value <= 0xFF { scratch.append(UInt8(value)) } else { appendScalar(value) }
    }

    mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        for unit in UTF8.encode(scalar)! { scratch.append(unit) }
    }

    // MARK: Preprocessor

    /// At a `#` that starts a line: reads the directive to its line break
    /// (not consumed) and updates the conditional state.
    mutating func directive() {
        let start = position(i)
        atLineStart = false
        i += 1
        skipDirectiveSpace()
        let nameStart = i
        while i < n, isObjCIdentifierByte(p[i]) { i += 1 }
        let name = String(decoding: UnsafeBufferPointer(start: p + nameStart, count: i - nameStart), as: UTF8.self)
        if name == "define" {
            define()
            return
        }
        let wantsCondition = name == "if" || name == "elif" || name.hasSuffix("def")
        scratch.removeAll(keepingCapacity: true)
        restOfDirective(collect: wantsCondition)
        switch name {
        case "if":
            push(evaluate(scratch), line: start.line, column: start.column)
        case "ifdef", "ifndef":
            push(defined(scratch, negated: name == "ifndef"), line: start.line, column: start.column)
        case "elif":
            elif(evaluate(scratch), name: name, start: start)
        case "elifdef", "elifndef":
            elif(defined(scratch, negated: name == "elifndef"), name: name, start: start)
        case "else":
            guard var frame = conditions.popLast() else {
                warn("#else without #if", line: start.line, column: start.column)
                return
            }
            if frame.sawElse { warn("#else after #else", line: start.line, column: start.column) }
            frame.active = frame.parentActive && !frame.decided
            frame.decided = true
            frame.sawElse = true
            conditions.append(frame)
            active = frame.active
        case "endif":
            guard conditions.popLast() != nil else {
                warn("#endif without #if", line: start.line, column: start.column)
                return
            }
            active = conditions.last?.active ?? true
        default:
            break
        }
    }

    mutating func push(_ condition: ObjCCondition, line: Int, column: Int) {
        let frame = ObjCConditionFrame(parentActive: active, decided: condition == .isTrue,
                                   active: active && condition != .isFalse, sawElse: false, line: line, column: column)
        conditions.append(frame)
        active = frame.active
    }

    mutating func elif(_ condition: ObjCCondition, name: String, start: (line: Int, column: Int)) {
        guard var frame = conditions.popLast() else {
            warn("#\(name) without #if", line: start.line, column: start.column)
            return
        }
        if frame.sawElse { warn("#\(name) after #else", line: start.line, column: start.column) }
        if frame.decided {
            frame.active = false
        } else {
            frame.active = frame.parentActive && condition != .isFalse
            frame.decided = condition == .isTrue
        }
        conditions.append(frame)
        active = frame.active
    }

    /// Spaces, tabs, one-line block comments and continuations inside a directive.
    mutating func skipDirectiveSpace() {
        while i < n {
            let c = p[i]
            if c == ObjCAscii.space || c == ObjCAscii.tab || c == ObjCAscii.vt || c == ObjCAscii.ff {
                i += 1
            } else if c == ObjCAscii.slash, i + 1 < n, p[i + 1] == ObjCAscii.star {
                skipBlockComment()
                atLineStart = false
            } else if c == ObjCAscii.backslash, let after = continuationEnd(from: i) {
                i = after
                consumeNewline()
                atLineStart = false
            } else {
                return
            }
        }
    }

    /// Skips the rest of a directive; with `collect`, keeps its text (comments
    /// become spaces) in `scratch` for `evaluate`.
    mutating func restOfDirective(collect: Bool) {
        while i < n {
            let c = p[i]
            switch c {
            case ObjCAscii.lf, ObjCAscii.cr:
                return
            case ObjCAscii.backslash:
                if let after = continuationEnd(from: i) {
                    i = after
                    consumeNewline()
                    atLineStart = false
                    if collect { scratch.append(ObjCAscii.space) }
                } else {
                    if collect { scratch.append(c) }
                    i += 1
                }
            case ObjCAscii.slash where i + 1 < n && p[i + 1] == ObjCAscii.slash:
                skipLineComment()
                return
            case ObjCAscii.slash where i + 1 < n && p[i + 1] == ObjCAscii.star:
                skipBlockComment()
                atLineStart = false
                if collect { scratch.append(ObjCAscii.space) }
            case ObjCAscii.quote, ObjCAscii.apostrophe:
                // `#include "a//b.h"`, `#error don't`: quoted text is not a comment; stops at the line break.
                if collect { scratch.append(c) }
                i += 1
                while i < n, p[i] != c, p[i] != ObjCAscii.lf, p[i] != ObjCAscii.cr {
                    if p[i] == ObjCAscii.backslash, i + 1 < n, p[i + 1] != ObjCAscii.lf, p[i + 1] != ObjCAscii.cr {
                        if collect { scratch.append(p[i]) }
                        i += 1
                    }
                    if collect { scratch.append(p[i]) }
                    i += 1
                }
                if i < n, p[i] == c {
                    if collect { scratch.append(c) }
                    i += 1
                }
            default:
                if collect { scratch.append(c) }
                i += 1
            }
        }
    }

    /// After `#define`: keeps an object-like macro's name and body.
    mutating func define() {
        skipDirectiveSpace()
        let nameStart = i
        while i < n, isObjCIdentifierByte(p[i]) { i += 1 }
        let nameEnd = i
        let functionLike = i < n && p[i] == ObjCAscii.openParen
        var parameters: [String]?
        if functionLike { parameters = macroParameters() }
        skipDirectiveSpace()
        let bodyStart = i
        let bodyPosition = active && nameEnd > nameStart ? position(bodyStart) : (line: 0, column: 0)
        restOfDirective(collect: false)
        guard active, nameEnd > nameStart, i > bodyStart else { return }
        let name = String(decoding: UnsafeBufferPointer(start: p + nameStart, count: nameEnd - nameStart), as: UTF8.self)
        let define = ObjCDefine(name: name, parameters: parameters, start: bodyStart, end: i, line: bodyPosition.line, column: bodyPosition.column)
        if functionLike {
            if parameters != nil { functionMacros.append(define) }
        } else {
            defines.append(define)
        }
    }

    /// `(key, comment)` after a function-like macro's name, up to its `)` on
    /// the directive's line; nil when it is not a plain list of names.
    mutating func macroParameters() -> [String]? {
        i += 1  // the '('
        var names: [String] = []
        while true {
            skipDirectiveSpace()
            guard i < n else { return nil }
            if p[i] == ObjCAscii.closeParen { i += 1; return names }
            let start = i
            if i + 2 < n, p[i] == UInt8(ascii: "."), p[i + 1] == UInt8(ascii: "."), p[i + 2] == UInt8(ascii: ".") {
                i += 3
            } else {
                while i < n, isObjCIdentifierByte(p[i]) { i += 1 }
            }
            guard i > start else { return nil }
            names.append(String(decoding: UnsafeBufferPointer(start: p + start, count: i - start), as: UTF8.self))
            skipDirectiveSpace()
            guard i < n else { return nil }
            if p[i] == UInt8(ascii: ",") { i += 1 } else if p[i] != ObjCAscii.closeParen { return nil }
        }
    }

    /// `#ifdef NAME` / `#ifndef NAME`: known only for `DEBUG` when debug code is off.
    func defined(_ text: [UInt8], negated: Bool) -> ObjCCondition {
        guard debugIsOff, isDebug(text[...]) else { return .unknown }
        return negated ? .isTrue : .isFalse
    }

    /// `DEBUG`, `defined(DEBUG)` or `defined DEBUG`, spaces around.
    func isDebug(_ text: ArraySlice<UInt8>) -> Bool {
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        for c in text {
            if isObjCIdentifierByte(c) {
                current.append(c)
            } else {
                if !current.isEmpty { words.append(current); current = [] }
                guard c == ObjCAscii.space || c == ObjCAscii.tab || c == ObjCAscii.openParen || c == ObjCAscii.closeParen else { return false }
            }
        }
        if !current.isEmpty { words.append(current) }
        let debug = Array("DEBUG".utf8)
        return words == [debug] || words == [Array("defined".utf8), debug]
    }

    /// `0`, `1`, `(0)`, `!0`, `0L`, `0x0`: known; with `debugIsOff`, `DEBUG`
    /// and `defined(DEBUG)` are false; anything else is unknown.
    func evaluate(_ text: [UInt8]) -> ObjCCondition {
        var lo = 0
        var hi = text.count
        func trim() {
            while lo < hi, text[lo] == ObjCAscii.space || text[lo] == ObjCAscii.tab { lo += 1 }
            while hi > lo, text[hi - 1] == ObjCAscii.space || text[hi - 1] == ObjCAscii.tab { hi -= 1 }
        }
        var negations = 0
        while true {
            trim()
            guard lo < hi else { return .unknown }
            if text[lo] == ObjCAscii.exclamation {
                negations += 1
                lo += 1
                continue
            }
            // Strip parentheses only when the first one closes at the very end.
            if text[lo] == ObjCAscii.openParen, text[hi - 1] == ObjCAscii.closeParen {
                var depth = 0
                var closesAtEnd = false
                for k in lo..<hi {
                    if text[k] == ObjCAscii.openParen { depth += 1 }
                    if text[k] == ObjCAscii.closeParen {
                        depth -= 1
                        if depth == 0 {
                            closesAtEnd = k == hi - 1
                            break
                        }
                    }
                }
                if closesAtEnd {
                    lo += 1
                    hi -= 1
                    continue
                }
            }
            break
        }
        if debugIsOff, isDebug(text[lo..<hi]) {
            return negations % 2 == 1 ? .isTrue : .isFalse
        }
        guard text[lo] >= 0x30, text[lo] <= 0x39 else { return .unknown }
        var k = lo
        var isZero = true
        var radix: UInt32 = 10
        if hi - lo > 2, text[lo] == 0x30, text[lo + 1] | 0x20 == 0x78 {
            radix = 16
            k += 2
        }
        var sawDigit = false
        while k < hi, let digit = objcHexValue(text[k]), digit < radix {
            if digit != 0 { isZero = false }
            sawDigit = true
            k += 1
        }
        guard sawDigit else { return .unknown }
        while k < hi, text[k] | 0x20 == 0x75 || text[k] | 0x20 == 0x6C { k += 1 }  // u, l suffixes
        guard k == hi else { return .unknown }
        let truth = !isZero != (negations % 2 == 1)
        return truth ? .isTrue : .isFalse
    }
}
