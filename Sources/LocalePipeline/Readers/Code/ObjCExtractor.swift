/// Finds localized strings and quick actions in Objective-C source (`.m`, `.mm`, `.h`).
///
/// It works on `ObjCLexer` tokens, so comments, string contents, preprocessor
/// lines and `#if 0` code are never mistaken for calls. It recognises:
///
/// - `NSLocalizedString(key, comment)` (`.objc`), `NSLocalizedStringFromTable`
///   and `NSLocalizedStringFromTableInBundle` (`.objcFromTable`), and
///   `NSLocalizedStringWithDefaultValue` (`.objcWithDefaultValue`). A key that
///   is not an `@"..."` literal becomes a `NonLiteralKey`. A table that is not a
///   literal (nor `nil`) cannot be checked, so that call is left out.
/// - `[[UIApplicationShortcutItem alloc] initWithType:localizedTitle:...]` and
///   the `UIMutableApplicationShortcutItem` twin. Titles and subtitles are
///   followed through an inline localization call or a local variable assigned
///   from one earlier in the same function or method.
/// - For a mutable item held in a local variable, later `item.localizedTitle = ...`
///   or `[item setLocalizedTitle:...]` (also subtitle, icon, userInfo, type).
///
/// Locations are the first character of the macro name or of the `[` that
/// opens the message send.
public enum ObjCExtractor {
    public static func extract(source: String, path: String) -> CodeExtraction {
        let stream = ObjCLexer.tokenize(source, path: path)
        var walker = ObjCWalker(stream)
        walker.run()
        return walker.result
    }
}

// MARK: - Walker

private enum ObjCPunct {
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "="), dot = UInt8(ascii: "."), question = UInt8(ascii: "?")
    static let greater = UInt8(ascii: ">"), minus = UInt8(ascii: "-")
}

private enum ObjCMacro {
    case plain, fromTable, fromTableInBundle, withDefaultValue

    var name: String {
        switch self {
        case .plain: "NSLocalizedString"
        case .fromTable: "NSLocalizedStringFromTable"
        case .fromTableInBundle: "NSLocalizedStringFromTableInBundle"
        case .withDefaultValue: "NSLocalizedStringWithDefaultValue"
        }
    }

    var argumentCount: Int {
        switch self {
        case .plain: 2
        case .fromTable: 3
        case .fromTableInBundle: 4
        case .withDefaultValue: 5
        }
    }
}

/// A parsed localization call, kept by the index of its macro name token.
private struct ObjCCall {
    enum Result {
        case use(LocalizedStringUse)
        case nonLiteral(NonLiteralKey)
        /// Malformed, or a table that is not a literal.
        case skipped
    }

    var result: Result
    /// Index of the closing `)`.
    var close: Int
}

/// A message send `[receiver name:arg name:arg]` or `[receiver name]`.
private struct ObjCSend {
    var receiver: Range<Int>
    /// Token index of each selector piece and its argument (empty for a unary send).
    var parts: [(name: Int, argument: Range<Int>)]
    /// Index of the closing `]`.
    var close: Int
}

private struct ObjCWalker {
    let stream: ObjCTokenStream
    let t: [ObjCToken]
    var result = CodeExtraction()
    var calls: [Int: ObjCCall] = [:]
    /// Local variables assigned from a localization call in the current body.
    var localizedVariables: [String: LocalizedStringUse] = [:]
    /// Local variables holding a `UIMutableApplicationShortcutItem`, to `result.shortcuts` indices.
    var mutableItems: [String: Int] = [:]
    var braceDepth = 0
    /// For each opening `(`, `[` or `{`, the index of the token that closes
    /// it (any closing kind, as in C code that does not compile), or -1.
    /// Found once for the file: looking for it per call went to the end of
    /// the file for every unclosed one, quadratic in a broken file.
    let closes: [Int32]

    init(_ stream: ObjCTokenStream) {
        self.stream = stream
        self.t = stream.tokens
        self.closes = Self.closingTokens(stream.tokens)
        result.parseWarnings = stream.warnings
    }

    static func closingTokens(_ t: [ObjCToken]) -> [Int32] {
        var closes = [Int32](repeating: -1, count: t.count)
        var open: [Int32] = []
        for (j, token) in t.enumerated() where token.kind == .punctuation {
            switch token.byte {
            case ObjCPunct.openParen, ObjCPunct.openBracket, ObjCPunct.openBrace:
                open.append(Int32(j))
            case ObjCPunct.closeParen, ObjCPunct.closeBracket, ObjCPunct.closeBrace:
                if let opener = open.popLast() { closes[Int(opener)] = Int32(j) }
            default:
                break
            }
        }
        return closes
    }

    mutating func run() {
        var i = 0
        while i < t.count {
            let token = t[i]
            switch token.kind {
            case .punctuation:
                switch token.byte {
                case ObjCPunct.openBrace:
                    if braceDepth == 0 { endBody() }
                    braceDepth += 1
                case ObjCPunct.closeBrace:
                    if braceDepth > 0 {
                        braceDepth -= 1
                        if braceDepth == 0 { endBody() }
                    }
                case ObjCPunct.openBracket:
                    bracket(at: i)
                default:
                    break
                }
            case .identifier:
                identifier(at: i)
            default:
                break
            }
            i += 1
        }
    }

    /// A function or method body ended: its locals are gone.
    mutating func endBody() {
        if !localizedVariables.isEmpty { localizedVariables.removeAll() }
        if !mutableItems.isEmpty { mutableItems.removeAll() }
    }

    // MARK: Token helpers

    func isPunct(_ i: Int, _ byte: UInt8) -> Bool {
        i >= 0 && i < t.count && t[i].kind == .punctuation && t[i].byte == byte
    }

    func isIdentifier(_ i: Int) -> Bool {
        i >= 0 && i < t.count && t[i].kind == .identifier
    }

    func isIdentifier(_ i: Int, _ name: StaticString) -> Bool {
        i >= 0 && i < t.count && stream.isIdentifier(t[i], name)
    }

    func name(_ i: Int) -> String { stream.text(t[i]) }

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(file: stream.path, line: Int(t[i].line), column: Int(t[i].column))
    }

    /// The value of an argument that is exactly one `@"..."` literal.
    func objcLiteral(_ range: Range<Int>) -> String? {
        guard range.count == 1, t[range.lowerBound].kind == .objcString else { return nil }
        return stream.value(t[range.lowerBound])
    }

    func isNil(_ range: Range<Int>) -> Bool {
        guard range.count == 1 else { return false }
        let i = range.lowerBound
        return isIdentifier(i, "nil") || isIdentifier(i, "NULL") || isIdentifier(i, "Nil")
            || (t[i].kind == .number && stream.text(t[i]) == "0")
    }

    /// `x` is a member (`a.x`, `a->x`), not a variable of its own.
    func isMember(_ i: Int) -> Bool {
        isPunct(i - 1, ObjCPunct.dot) || (isPunct(i - 1, ObjCPunct.greater) && isPunct(i - 2, ObjCPunct.minus))
    }

    /// `name = ` where the `=` is not part of `==`.
    func isAssignment(at equals: Int) -> Bool {
        isPunct(equals, ObjCPunct.equals) && !isPunct(equals + 1, ObjCPunct.equals)
    }

    /// The index of the bracket that closes the one at `open`, or nil when the
    /// brackets do not balance before the end of the file.
    func matching(_ open: Int) -> Int? {
        guard open >= 0, open < closes.count, closes[open] >= 0 else { return nil }
        return Int(closes[open])
    }

    /// Splits `range` at commas outside brackets (variadic arguments).
    /// Brackets inside are stepped over whole, so nested calls cost their
    /// length once, not once per level.
    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            if t[j].kind == .punctuation {
                switch t[j].byte {
                case ObjCPunct.openParen, ObjCPunct.openBracket, ObjCPunct.openBrace:
                    if let close = matching(j), close < range.upperBound { j = close }
                case ObjCPunct.comma:
                    parts.append(start..<j)
                    start = j + 1
                default: break
                }
            }
            j += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The arguments of the call whose `(` is at `open`, and its `)`. Nesting
    /// of `()`, `[]`, `{}` (blocks, compound literals) is respected.
    func arguments(open: Int) -> (arguments: [Range<Int>], close: Int)? {
        guard let close = matching(open), t[close].byte == ObjCPunct.closeParen else { return nil }
        if close == open + 1 { return ([], close) }
        return (splitAtCommas(open + 1..<close), close)
    }

    // MARK: Localization calls

    func macro(at i: Int) -> ObjCMacro? {
        guard i >= 0, i < t.count else { return nil }
        let token = t[i]
        guard token.kind == .identifier, token.end - token.start >= 17,
              stream.identifier(token, hasPrefix: "NSLocalizedString") else { return nil }
        if stream.isIdentifier(token, "NSLocalizedString") { return .plain }
        if stream.isIdentifier(token, "NSLocalizedStringFromTable") { return .fromTable }
        if stream.isIdentifier(token, "NSLocalizedStringFromTableInBundle") { return .fromTableInBundle }
        if stream.isIdentifier(token, "NSLocalizedStringWithDefaultValue") { return .withDefaultValue }
        return nil
    }

    /// Parses the localization call whose macro name is at `i`, once: a call
    /// looked at before the scan reaches it (in a quick action's arguments, on
    /// the right of `=`) is kept until the scan reports it.
    mutating func call(at i: Int, ahead: Bool = true) -> ObjCCall? {
        if !calls.isEmpty, let known = ahead ? calls[i] : calls.removeValue(forKey: i) { return known }
        guard let macro = macro(at: i), isPunct(i + 1, ObjCPunct.openParen), !isMember(i),
              let (arguments, close) = arguments(open: i + 1) else { return nil }
        let parsed = ObjCCall(result: parse(macro, at: i, arguments: arguments), close: close)
        if ahead { calls[i] = parsed }
        return parsed
    }

    mutating func parse(_ macro: ObjCMacro, at i: Int, arguments: [Range<Int>]) -> ObjCCall.Result {
        guard arguments.count == macro.argumentCount else {
            result.parseWarnings.append(InputError(
                "\(macro.name) takes \(macro.argumentCount) arguments, found \(arguments.count)", at: location(i)))
            return .skipped
        }
        let keyRange = arguments[0]
        guard let key = objcLiteral(keyRange) else {
            if keyRange.isEmpty { return .skipped }
            // Bounded: in nested calls each key holds the calls inside it, and whole text would be quadratic.
            let expression = stream.text(from: t[keyRange.lowerBound], through: t[keyRange.upperBound - 1], limit: NonLiteralKey.maximumLength)
            return .nonLiteral(NonLiteralKey(expression: expression, location: location(keyRange.lowerBound)))
        }
        var table = "Localizable"
        var value: String?
        let kind: LocalizedStringUse.Kind
        switch macro {
        case .plain:
            kind = .objc
        case .fromTable, .fromTableInBundle, .withDefaultValue:
            kind = macro == .withDefaultValue ? .objcWithDefaultValue : .objcFromTable
            if let name = objcLiteral(arguments[1]) {
                if !name.isEmpty { table = name }  // like nil, an empty name means Localizable
            } else if !isNil(arguments[1]) {
                return .skipped  // a table we cannot know
            }
            if macro == .withDefaultValue { value = objcLiteral(arguments[3]) }
        }
        let comment = objcLiteral(arguments[macro.argumentCount - 1])
        let token = t[i]
        return .use(LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: kind,
                                       file: stream.path, line: Int(token.line), column: Int(token.column)))
    }

    // MARK: Identifiers

    mutating func identifier(at i: Int) {
        if macro(at: i) != nil {
            guard let call = call(at: i, ahead: false) else { return }
            switch call.result {
            case .use(let use): result.strings.append(use)
            case .nonLiteral(let key): result.nonLiteralKeys.append(key)
            case .skipped: break
            }
            return
        }
        // `name = ...`: a local (re)assigned.
        if isAssignment(at: i + 1), !isMember(i) {
            assignment(to: i)
            return
        }
        // `item.localizedTitle = ...` on a mutable item.
        if !mutableItems.isEmpty, isPunct(i + 1, ObjCPunct.dot), isIdentifier(i + 2), isAssignment(at: i + 3), !isMember(i),
           let item = mutableItems[name(i)] {
            guard let end = statementEnd(from: i + 4) else { return }
            set(property: name(i + 2), of: item, to: i + 4..<end)
        }
    }

    mutating func assignment(to i: Int) {
        let rhs = i + 2
        let isCall = macro(at: rhs) != nil
        guard isCall || !localizedVariables.isEmpty || !mutableItems.isEmpty else { return }
        let variable = name(i)
        localizedVariables[variable] = nil
        mutableItems[variable] = nil
        // `title = NSLocalizedString(...);` (or `,` in a declaration list).
        if isCall, let call = call(at: rhs), case .use(let use) = call.result,
           isPunct(call.close + 1, ObjCPunct.semicolon) || isPunct(call.close + 1, ObjCPunct.comma) {
            localizedVariables[variable] = use
        }
    }

    /// The `;` ending the expression that starts at `start`, outside brackets.
    func statementEnd(from start: Int) -> Int? {
        var j = start
        while j < t.count {
            if t[j].kind == .punctuation {
                switch t[j].byte {
                case ObjCPunct.openParen, ObjCPunct.openBracket, ObjCPunct.openBrace:
                    guard let close = matching(j) else { return nil }
                    j = close
                case ObjCPunct.closeParen, ObjCPunct.closeBracket, ObjCPunct.closeBrace: return nil
                case ObjCPunct.semicolon: return j
                default: break
                }
            }
            j += 1
        }
        return nil
    }

    // MARK: Message sends

    /// Parses the message send whose `[` is at `open`.
    func send(at open: Int) -> ObjCSend? {
        guard isPunct(open, ObjCPunct.openBracket) else { return nil }
        // The receiver: nested sends, parenthesised expressions, identifiers,
        // `a.b` chains and literals, up to the identifier that starts the selector.
        var j = open + 1
        let receiverStart = j
        while j < t.count {
            let token = t[j]
            if token.kind == .identifier {
                if j > receiverStart, !isMember(j) { break }
                j += 1
            } else if token.kind == .punctuation {
                switch token.byte {
                case ObjCPunct.openBracket, ObjCPunct.openParen:
                    guard let close = matching(j) else { return nil }
                    j = close + 1
                case ObjCPunct.colon, ObjCPunct.closeBracket, ObjCPunct.closeParen, ObjCPunct.closeBrace, ObjCPunct.semicolon, ObjCPunct.openBrace:
                    return nil
                default:
                    j += 1
                }
            } else {
                j += 1
            }
        }
        guard j > receiverStart, isIdentifier(j) else { return nil }
        let receiver = receiverStart..<j
        if isPunct(j + 1, ObjCPunct.closeBracket) { return ObjCSend(receiver: receiver, parts: [(j, j + 1..<j + 1)], close: j + 1) }
        guard isPunct(j + 1, ObjCPunct.colon) else { return nil }

        // Keyword parts. A `:` after `?` belongs to the conditional operator.
        // Brackets inside the arguments are stepped over whole (see `closes`).
        var parts: [(name: Int, argument: Range<Int>)] = []
        var name = j
        var argumentStart = j + 2
        var pendingQuestions = 0
        j += 2
        while j < t.count {
            let token = t[j]
            if token.kind == .punctuation {
                switch token.byte {
                case ObjCPunct.openParen, ObjCPunct.openBracket, ObjCPunct.openBrace:
                    guard let close = matching(j) else { return nil }
                    j = close
                case ObjCPunct.closeParen, ObjCPunct.closeBrace:
                    return nil
                case ObjCPunct.closeBracket:
                    parts.append((name, argumentStart..<j))
                    return ObjCSend(receiver: receiver, parts: parts, close: j)
                case ObjCPunct.question:
                    pendingQuestions += 1
                case ObjCPunct.colon:
                    if pendingQuestions > 0 {
                        pendingQuestions -= 1
                    } else if isIdentifier(j - 1), j - 1 > argumentStart {
                        parts.append((name, argumentStart..<j - 1))
                        name = j - 1
                        argumentStart = j + 1
                    }
                case ObjCPunct.semicolon:
                    return nil
                default:
                    break
                }
            }
            j += 1
        }
        return nil
    }

    /// The send that makes up all of `range`, if it is one.
    func wholeSend(_ range: Range<Int>) -> ObjCSend? {
        guard !range.isEmpty, let send = send(at: range.lowerBound), send.close == range.upperBound - 1 else { return nil }
        return send
    }

    mutating func bracket(at i: Int) {
        // [[UIApplicationShortcutItem alloc] initWithType:...]
        if isPunct(i + 1, ObjCPunct.openBracket), isIdentifier(i + 2), isIdentifier(i + 3, "alloc"), isPunct(i + 4, ObjCPunct.closeBracket),
           isIdentifier(i + 5, "initWithType"), isPunct(i + 6, ObjCPunct.colon) {
            let mutable: Bool
            if isIdentifier(i + 2, "UIApplicationShortcutItem") {
                mutable = false
            } else if isIdentifier(i + 2, "UIMutableApplicationShortcutItem") {
                mutable = true
            } else {
                return
            }
            shortcutItem(at: i, mutable: mutable)
            return
        }
        // [item setLocalizedTitle:...]
        if !mutableItems.isEmpty, isIdentifier(i + 1), isIdentifier(i + 2), isPunct(i + 3, ObjCPunct.colon),
           let item = mutableItems[name(i + 1)], let send = send(at: i), send.receiver == i + 1..<i + 2, send.parts.count == 1 {
            let setter = name(i + 2)
            guard setter.hasPrefix("set"), setter.count > 3 else { return }
            let property = setter.dropFirst(3).prefix(1).lowercased() + setter.dropFirst(4)
            set(property: property, of: item, to: send.parts[0].argument)
        }
    }

    mutating func shortcutItem(at i: Int, mutable: Bool) {
        guard let send = send(at: i), send.parts.count >= 2, isIdentifier(send.parts[1].name, "localizedTitle") else { return }
        var item = CodeShortcutItem(type: type(send.parts[0].argument), mutable: mutable, location: location(i))
        for part in send.parts.dropFirst() {
            item = applying(property: name(part.name), argument: part.argument, to: item)
        }
        result.shortcuts.append(item)

        // `item = [[UIMutableApplicationShortcutItem alloc] init...];`, possibly
        // wrapped in `[... autorelease]`, lets later statements set its properties.
        guard mutable else { return }
        var start = i
        var end = send.close
        if isPunct(i - 1, ObjCPunct.openBracket), isIdentifier(end + 1, "autorelease"), isPunct(end + 2, ObjCPunct.closeBracket) {
            start = i - 1
            end += 2
        }
        if isAssignment(at: start - 1), isIdentifier(start - 2), !isMember(start - 2), isPunct(end + 1, ObjCPunct.semicolon) {
            mutableItems[name(start - 2)] = result.shortcuts.count - 1
        }
    }

    mutating func set(property: String, of index: Int, to argument: Range<Int>) {
        result.shortcuts[index] = applying(property: property, argument: argument, to: result.shortcuts[index])
    }

    mutating func applying(property: String, argument: Range<Int>, to item: CodeShortcutItem) -> CodeShortcutItem {
        var item = item
        switch property {
        case "type":
            item.type = type(argument)
        case "localizedTitle":
            item.title = text(argument)
        case "localizedSubtitle":
            item.subtitle = text(argument)
        case "icon":
            item.iconType = nil
            item.iconSystemImageName = nil
            item.iconTemplateImageName = nil
            icon(argument, into: &item)
        case "userInfo":
            item.hasUserInfo = !argument.isEmpty && !isNil(argument)
        default:
            break
        }
        return item
    }

    // MARK: Quick action arguments

    /// A title or subtitle. A localization call inside is parsed (and cached)
    /// here; the scan reports it when it gets there.
    mutating func text(_ range: Range<Int>) -> CodeShortcutText? {
        guard !range.isEmpty, !isNil(range) else { return nil }
        let first = range.lowerBound
        if let literal = objcLiteral(range) { return .literal(literal, location(first)) }
        if macro(at: first) != nil, let call = call(at: first), call.close == range.upperBound - 1 {
            if case .use(let use) = call.result { return .localized(use) }
            return .unknown(location(first))
        }
        if range.count == 1, isIdentifier(first), let use = localizedVariables[name(first)] {
            return .localized(use)
        }
        return .unknown(location(first))
    }

    func type(_ range: Range<Int>) -> CodeShortcutType {
        if let literal = objcLiteral(range) { return .literal(literal) }
        guard let send = wholeSend(range), send.parts.count == 1 else { return .unknown }
        let part = send.parts[0]
        // [NSString stringWithFormat:@"%@.Play", [[NSBundle mainBundle] bundleIdentifier]]
        if isIdentifier(part.name, "stringWithFormat"), send.receiver.count == 1, isIdentifier(send.receiver.lowerBound, "NSString") {
            let pieces = splitAtCommas(part.argument)
            guard pieces.count == 2, let format = objcLiteral(pieces[0]), format.hasPrefix("%@."),
                  isBundleIdentifier(pieces[1]) else { return .unknown }
            let suffix = String(format.dropFirst(3))
            return suffix.isEmpty || suffix.contains("%") ? .unknown : .bundlePrefixed(suffix: suffix)
        }
        // [bundleIdentifier stringByAppendingString:@".Play"]
        if isIdentifier(part.name, "stringByAppendingString"), let tail = objcLiteral(part.argument), tail.hasPrefix("."),
           tail.count > 1, isBundleIdentifier(send.receiver) {
            return .bundlePrefixed(suffix: String(tail.dropFirst()))
        }
        return .unknown
    }

    /// `[[NSBundle mainBundle] bundleIdentifier]`, `NSBundle.mainBundle.bundleIdentifier`,
    /// or a variable named like `bundleIdentifier` / `bundleID`: the last
    /// identifier mentions the bundle ID and nothing but closing brackets follows it.
    func isBundleIdentifier(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var j = range.upperBound - 1
        while j > range.lowerBound, isPunct(j, ObjCPunct.closeBracket) || isPunct(j, ObjCPunct.closeParen) { j -= 1 }
        guard isIdentifier(j) else { return false }
        for k in range where t[k].kind == .objcString || t[k].kind == .cString || isPunct(k, ObjCPunct.comma) { return false }
        return mentionsBundleID(t[j])
    }

    /// The identifier contains `bundleid` in any case (`bundleIdentifier`, `kBundleID`).
    func mentionsBundleID(_ token: ObjCToken) -> Bool {
        let needle: [UInt8] = Array("bundleid".utf8)
        let bytes = stream.bytes
        var start = token.start
        while start + needle.count <= token.end {
            var k = 0
            while k < needle.count, bytes[start + k] | 0x20 == needle[k] { k += 1 }
            if k == needle.count { return true }
            start += 1
        }
        return false
    }

    func icon(_ range: Range<Int>, into item: inout CodeShortcutItem) {
        guard let send = wholeSend(range), send.parts.count == 1, send.receiver.count == 1,
              isIdentifier(send.receiver.lowerBound, "UIApplicationShortcutIcon") else { return }
        let part = send.parts[0]
        if isIdentifier(part.name, "iconWithType") {
            if part.argument.count == 1, isIdentifier(part.argument.lowerBound) { item.iconType = name(part.argument.lowerBound) }
        } else if isIdentifier(part.name, "iconWithTemplateImageName") {
            item.iconTemplateImageName = objcLiteral(part.argument)
        } else if isIdentifier(part.name, "iconWithSystemImageName") {
            item.iconSystemImageName = objcLiteral(part.argument)
        }
    }
}
