import PipelineCore
import PipelineFormats

/// Finds localized strings and quick actions in Objective-C source (`.m`, `.mm`, `.h`).
///
/// It works on `ObjCLexer` tokens, so comments, string contents, preprocessor
/// lines and `#if 0` code (and, unless kept, `#if DEBUG` code) are never
/// mistaken for calls. It recognises:
///
/// - `NSLocalizedString(key, comment)` (`.objc`), `NSLocalizedStringFromTable`
///   and `NSLocalizedStringFromTableInBundle` (`.objcFromTable`), and
///   `NSLocalizedStringWithDefaultValue` (`.objcWithDefaultValue`), with the
///   bundle they name. A key that is not an `@"..."` literal becomes a
///   `NonLiteralKey`. A table that is not a literal (nor `nil`) cannot be
///   checked, so that call is left out.
/// - Functions and macros named under `functions:` in l10n.yml (`.custom`),
///   their arguments by position; `@"..."` or `"..."` keys.
/// - `[[UIApplicationShortcutItem alloc] initWithType:localizedTitle:...]` and
///   the `UIMutableApplicationShortcutItem` twin. Titles, subtitles and Types
///   are followed through an inline localization call, a local variable
///   assigned earlier in the same function or method, file-scope constants
///   (`static NSString * const kType = @"..."`), object-like macros
///   (`#define kType @"..."`, `#define kTitle NSLocalizedString(...)`), and,
///   for Types, `stringWithFormat:` / `stringByAppendingString:` with the bundle
///   identifier. Constants of other files are resolved by `CodeScanner`.
/// - For a mutable item held in a local variable, later `item.localizedTitle = ...`
///   or `[item setLocalizedTitle:...]` (also subtitle, icon, userInfo, type).
///
/// Locations are the first character of the macro name or of the `[` that
/// opens the message send.
public enum ObjCExtractor {
    public static func extract(source: String, path: String, options: CodeExtractionOptions = .standard) -> CodeExtraction {
        let stream = ObjCLexer.tokenize(source, path: path, debugIsOff: options.skipsDebug)
        let functions = ObjCFunctions(options.functions)
        var walker = ObjCWalker(stream, functions: functions)
        walker.run()
        var result = walker.result
        if !stream.defines.isEmpty {
            for define in stream.defines {
                var body = ObjCWalker(ObjCLexer.tokenize(define, of: stream), functions: functions)
                body.run()
                result.strings += body.result.strings
                result.nonLiteralKeys += body.result.nonLiteralKeys
                result.parseWarnings += body.result.parseWarnings
                let value = body.wholeValue()
                if !value.isUnknown {
                    result.symbols.add(define.name, CodeSymbols.Constant(value: value, file: path))
                }
            }
            result.strings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            result.nonLiteralKeys.sort { ($0.location.line ?? 0, $0.location.column ?? 0) < ($1.location.line ?? 0, $1.location.column ?? 0) }
        }
        if !result.pending.isEmpty {
            result.resolvePending(with: CodeSymbolResolver(result.symbols), keepingMissing: true)
        }
        result.localizationMacros = stream.functionMacros.compactMap { ObjCLocalizationMacros.function(for: $0, in: stream, known: functions.byName) }
        return result
    }
}

/// `functions:` entries that Objective-C can call: by name, with a key by position.
package struct ObjCFunctions {
    package let byName: [String: LocalizationFunction]
    /// Name lengths, to rule out most identifiers without making a `String`.
    package let lengths: Set<Int>
    /// Methods by selector (`translatedString:`), their first pieces and those pieces' lengths.
    package let selectors: [String: LocalizationFunction]
    package let selectorPieces: Set<String>
    package let selectorPieceLengths: Set<Int>

    package init(_ functions: [LocalizationFunction]) {
        var byName: [String: LocalizationFunction] = [:]
        var selectors: [String: LocalizationFunction] = [:]
        for function in functions where !function.onLiteral && function.components.count == 1 {
            guard case .position? = function.key else { continue }
            if function.isSelector {
                selectors[function.name] = selectors[function.name] ?? function
            } else {
                byName[function.name] = byName[function.name] ?? function
            }
        }
        self.byName = byName
        self.lengths = Set(byName.keys.map(\.utf8.count))
        self.selectors = selectors
        let pieces = Set(selectors.keys.compactMap { $0.split(separator: ":").first.map(String.init) })
        self.selectorPieces = pieces
        self.selectorPieceLengths = Set(pieces.map(\.utf8.count))
    }
}

// MARK: - Walker

enum ObjCPunct {
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let equals = UInt8(ascii: "="), dot = UInt8(ascii: "."), question = UInt8(ascii: "?")
    static let greater = UInt8(ascii: ">"), minus = UInt8(ascii: "-")
}

struct ObjCMacro: Equatable {
    enum Shape { case plain, fromTable, fromTableInBundle, withDefaultValue }

    var shape: Shape
    /// CoreFoundation's `CFCopyLocalizedString…`, whose strings are `CFSTR("…")`.
    var isCF = false

    static let plain = ObjCMacro(shape: .plain), fromTable = ObjCMacro(shape: .fromTable)
    static let fromTableInBundle = ObjCMacro(shape: .fromTableInBundle), withDefaultValue = ObjCMacro(shape: .withDefaultValue)

    var name: String {
        switch shape {
        case .plain: isCF ? "CFCopyLocalizedString" : "NSLocalizedString"
        case .fromTable: isCF ? "CFCopyLocalizedStringFromTable" : "NSLocalizedStringFromTable"
        case .fromTableInBundle: isCF ? "CFCopyLocalizedStringFromTableInBundle" : "NSLocalizedStringFromTableInBundle"
        case .withDefaultValue: isCF ? "CFCopyLocalizedStringWithDefaultValue" : "NSLocalizedStringWithDefaultValue"
        }
    }

    var argumentCount: Int {
        switch shape {
        case .plain: 2
        case .fromTable: 3
        case .fromTableInBundle: 4
        case .withDefaultValue: 5
        }
    }
}

/// A parsed localization call, kept by the index of its macro name token.
struct ObjCCall {
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
struct ObjCSend {
    var receiver: Range<Int>
    /// Token index of each selector piece and its argument (empty for a unary send).
    var parts: [(name: Int, argument: Range<Int>)]
    /// Index of the closing `]`.
    var close: Int
}

/// A localization macro or function: built in, or from `functions:`.
enum ObjCLocalizer {
    case builtIn(ObjCMacro)
    case custom(LocalizationFunction)
}

struct ObjCWalker {
    let stream: ObjCTokenStream
    let t: [ObjCToken]
    let functions: ObjCFunctions
    var result = CodeExtraction()
    var calls: [Int: ObjCCall] = [:]
    /// Local variables assigned a localization call, a literal or another
    /// name in the current body (file-scope ones are also `result.symbols`).
    var locals: [String: CodeValue] = [:]
    /// Local variables holding a `UIMutableApplicationShortcutItem`, to `result.shortcuts` indices.
    var mutableItems: [String: Int] = [:]
    var braceDepth = 0
    /// Inside the body of a function named under `functions:`: its key is a
    /// parameter, not a non-literal key to report. The depth the body closes at.
    var wrapperBody: Int?
    /// The function or method whose body is open, with its parameters: a
    /// lookup of one of them as it is makes it a wrapper.
    var signature: ObjCSignature?
    /// Fields are set as they are met; names resolve at the end of the file.
    let noSymbols = CodeSymbolResolver(CodeSymbols())
    /// For each opening `(`, `[` or `{`, the index of the token that closes
    /// it (any closing kind, as in C code that does not compile), or -1.
    /// Found once for the file: looking for it per call went to the end of
    /// the file for every unclosed one, quadratic in a broken file.
    let closes: [Int32]
    /// The reverse: for each closing token, the index of the one it closes, or -1.
    let opens: [Int32]

    init(_ stream: ObjCTokenStream, functions: ObjCFunctions) {
        self.stream = stream
        self.t = stream.tokens
        self.functions = functions
        self.closes = Self.closingTokens(stream.tokens)
        var opens = [Int32](repeating: -1, count: closes.count)
        for (open, close) in closes.enumerated() where close >= 0 { opens[Int(close)] = Int32(open) }
        self.opens = opens
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
                    if braceDepth == 0 {
                        endBody()
                        signature = signature(before: i)
                    }
                    braceDepth += 1
                case ObjCPunct.closeBrace:
                    if braceDepth > 0 {
                        braceDepth -= 1
                        if braceDepth == wrapperBody { wrapperBody = nil }
                        if braceDepth == 0 { endBody() }
                    }
                case ObjCPunct.openBracket:
                    bracket(at: i)
                default:
                    break
                }
            case .identifier:
                identifier(at: i)
            case .objcString:
                // A key of a table read with run-time keys may be any literal.
                if let value = stream.value(token), CodeText.hasLetter(value) { result.literalTexts.insert(value) }
            default:
                break
            }
            i += 1
        }
    }

    /// A function or method body ended: its locals are gone.
    mutating func endBody() {
        signature = nil
        if !locals.isEmpty { locals.removeAll() }
        if !mutableItems.isEmpty { mutableItems.removeAll() }
    }

    // MARK: Token helpers

    func isPunct(_ i: Int, _ byte: UInt8) -> Bool {
        i >= 0 && i < t.count && t[i].isPunctuation(byte)
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
        guard token.kind == .identifier, token.end - token.start >= 17 else { return nil }
        if stream.identifier(token, hasPrefix: "CFCopyLocalizedString") {
            if stream.isIdentifier(token, "CFCopyLocalizedString") { return ObjCMacro(shape: .plain, isCF: true) }
            if stream.isIdentifier(token, "CFCopyLocalizedStringFromTable") { return ObjCMacro(shape: .fromTable, isCF: true) }
            if stream.isIdentifier(token, "CFCopyLocalizedStringFromTableInBundle") { return ObjCMacro(shape: .fromTableInBundle, isCF: true) }
            if stream.isIdentifier(token, "CFCopyLocalizedStringWithDefaultValue") { return ObjCMacro(shape: .withDefaultValue, isCF: true) }
            return nil
        }
        guard stream.identifier(token, hasPrefix: "NSLocalizedString") else { return nil }
        if stream.isIdentifier(token, "NSLocalizedString") { return .plain }
        if stream.isIdentifier(token, "NSLocalizedStringFromTable") { return .fromTable }
        if stream.isIdentifier(token, "NSLocalizedStringFromTableInBundle") { return .fromTableInBundle }
        if stream.isIdentifier(token, "NSLocalizedStringWithDefaultValue") { return .withDefaultValue }
        return nil
    }

    func localizer(at i: Int) -> ObjCLocalizer? {
        if let macro = macro(at: i) { return .builtIn(macro) }
        guard !functions.lengths.isEmpty, i >= 0, i < t.count, t[i].kind == .identifier,
              functions.lengths.contains(t[i].end - t[i].start) else { return nil }
        return functions.byName[name(i)].map { .custom($0) }
    }

    /// Parses the localization call whose macro name is at `i`, once: a call
    /// looked at before the scan reaches it (in a quick action's arguments, on
    /// the right of `=`) is kept until the scan reports it.
    mutating func call(at i: Int, ahead: Bool = true) -> ObjCCall? {
        if !calls.isEmpty, let known = ahead ? calls[i] : calls.removeValue(forKey: i) { return known }
        guard let localizer = localizer(at: i), isPunct(i + 1, ObjCPunct.openParen), !isMember(i),
              let (arguments, close) = arguments(open: i + 1) else { return nil }
        let result: ObjCCall.Result
        switch localizer {
        case .builtIn(let macro): result = parse(macro, at: i, arguments: arguments)
        case .custom(let function): result = parse(function, at: i, arguments: arguments)
        }
        let parsed = ObjCCall(result: result, close: close)
        if ahead { calls[i] = parsed }
        return parsed
    }

    /// The key argument: a literal, or a non-literal key (nil when empty).
    func key(_ range: Range<Int>, allowingCStrings: Bool) -> ObjCCall.Result? {
        if let key = objcLiteral(range) ?? cfString(range) { return .use(LocalizedStringUse(key: key, kind: .objc, file: "", line: 0, column: 0)) }
        if allowingCStrings, range.count == 1, t[range.lowerBound].kind == .cString, let key = stream.value(t[range.lowerBound]) {
            return .use(LocalizedStringUse(key: key, kind: .objc, file: "", line: 0, column: 0))
        }
        if range.isEmpty { return nil }
        // Bounded: in nested calls each key holds the calls inside it, and whole text would be quadratic.
        let expression = stream.text(from: t[range.lowerBound], through: t[range.upperBound - 1], limit: NonLiteralKey.maximumLength)
        return .nonLiteral(NonLiteralKey(expression: expression, location: location(range.lowerBound)))
    }

    /// `CFSTR("…")`: CoreFoundation's literal.
    func cfString(_ range: Range<Int>) -> String? {
        guard range.count == 4, isIdentifier(range.lowerBound, "CFSTR"), isPunct(range.lowerBound + 1, ObjCPunct.openParen),
              t[range.lowerBound + 2].kind == .cString, isPunct(range.lowerBound + 3, ObjCPunct.closeParen) else { return nil }
        return stream.value(t[range.lowerBound + 2])
    }

    /// An `@"…"` or `CFSTR("…")` literal.
    func literalText(_ range: Range<Int>) -> String? {
        objcLiteral(range) ?? cfString(range)
    }

    /// A table argument: its name (`Localizable` for nil or empty), or nil when it cannot be known.
    func table(_ range: Range<Int>) -> String? {
        if let name = literalText(range) { return name.isEmpty ? "Localizable" : name }
        return isNil(range) ? "Localizable" : nil
    }

    mutating func parse(_ macro: ObjCMacro, at i: Int, arguments: [Range<Int>]) -> ObjCCall.Result {
        guard arguments.count == macro.argumentCount else {
            result.parseWarnings.append(InputError(
                "\(macro.name) takes \(macro.argumentCount) arguments, found \(arguments.count)", at: location(i)))
            return .skipped
        }
        let keys: [String]
        if let both = ternaryKeys(arguments[0]) {
            keys = both
        } else {
            guard case .use(let found)? = key(arguments[0], allowingCStrings: false) else {
                let roles = ObjCLookupRoles(key: arguments[0], table: macro.shape == .plain ? nil : arguments[1],
                                            value: macro.shape == .withDefaultValue ? arguments[3] : nil,
                                            comment: arguments[macro.argumentCount - 1],
                                            bundle: [.fromTableInBundle, .withDefaultValue].contains(macro.shape) ? arguments[2] : nil)
                if lookupOfParameter(roles, at: i) { return .skipped }
                guard case .nonLiteral(var nonLiteral)? = key(arguments[0], allowingCStrings: false) else { return .skipped }
                let table = macro.shape == .plain ? TableName.localizable : self.table(arguments[1])
                nonLiteral.shape = table.flatMap { formatShape(arguments[0], table: $0) }
                return .nonLiteral(nonLiteral)
            }
            keys = [found.key]
        }
        var table = "Localizable"
        var value: String?
        var bundle = CodeBundle.main
        let kind: LocalizedStringUse.Kind
        switch macro.shape {
        case .plain:
            kind = .objc
        case .fromTable, .fromTableInBundle, .withDefaultValue:
            kind = macro.shape == .withDefaultValue ? .objcWithDefaultValue : .objcFromTable
            guard let name = self.table(arguments[1]) else { return .skipped }  // a table we cannot know
            table = name
            if macro.shape == .withDefaultValue { value = literalText(arguments[3]) }
            if macro.shape != .fromTable { bundle = self.bundle(arguments[2]) }
        }
        let comment = literalText(arguments[macro.argumentCount - 1])
        let token = t[i]
        let uses = keys.map { LocalizedStringUse(key: $0, table: table, value: value, comment: comment, kind: kind, bundle: bundle,
                                                 file: stream.path, line: Int(token.line), column: Int(token.column)) }
        result.strings += uses.dropFirst()
        return .use(uses[0])
    }

    /// `[NSString stringWithFormat:@"Scrubbing %@", speed]` as a key: the
    /// format's text around its specifiers (their values' types are not told).
    func formatShape(_ range: Range<Int>, table: String) -> KeyShape? {
        guard let send = wholeSend(range), send.parts.count == 1, send.receiver.count == 1,
              isIdentifier(send.receiver.lowerBound, "NSString"), isIdentifier(send.parts[0].name, "stringWithFormat"),
              let format = splitAtCommas(send.parts[0].argument).first.flatMap(objcLiteral) else { return nil }
        // The text around each placeholder; `%%` is a percent sign of the text.
        let bytes = Array(format.utf8)
        var texts = [""]
        var start = 0
        for token in FormatPlaceholders.tokens(format) {
            texts[texts.count - 1] += String(decoding: bytes[start..<token.range.lowerBound], as: UTF8.self)
            if token.placeholder == nil { texts[texts.count - 1] += "%" } else { texts.append("") }
            start = token.range.upperBound
        }
        texts[texts.count - 1] += String(decoding: bytes[start...], as: UTF8.self)
        guard texts.count > 1 else { return nil }
        return KeyShape(texts: texts, parts: Array(repeating: KeyShape.Part(type: nil), count: texts.count - 1), table: table)
    }

    /// `flag ? @"a" : @"b"` as a key: both literals are keys, as in Swift.
    func ternaryKeys(_ range: Range<Int>) -> [String]? {
        guard range.count >= 5 else { return nil }
        let colon = range.upperBound - 2, question = range.upperBound - 4
        guard t[colon].isPunctuation(UInt8(ascii: ":")), t[question].isPunctuation(UInt8(ascii: "?")),
              let first = objcLiteral((question + 1)..<colon), let second = objcLiteral((colon + 1)..<range.upperBound) else { return nil }
        return [first, second]
    }

    /// A `functions:` call: its arguments by position.
    mutating func parse(_ function: LocalizationFunction, at i: Int, arguments: [Range<Int>]) -> ObjCCall.Result {
        func argument(_ which: LocalizationFunction.Argument?) -> Range<Int>? {
            guard case .position(let index)? = which, arguments.indices.contains(index) else { return nil }
            return arguments[index]
        }
        guard let keyRange = argument(function.key) else { return .skipped }
        let keys: [String]
        if let both = ternaryKeys(keyRange) {
            keys = both
        } else {
            guard case .use(let found)? = key(keyRange, allowingCStrings: true) else {
                // A wrapper of this one: `NSString *T(NSString *s) { return [Strings translatedString:s]; }`.
                var roles = ObjCLookupRoles(key: keyRange, table: argument(function.table), value: argument(function.value),
                                            comment: argument(function.comment), bundle: argument(function.bundle))
                roles.through = function
                if lookupOfParameter(roles, at: i) { return .skipped }
                return key(keyRange, allowingCStrings: true) ?? .skipped
            }
            keys = [found.key]
        }
        var table = function.fixedTable ?? TableName.localizable
        if let range = argument(function.table) {
            guard let name = self.table(range) else { return .skipped }
            table = name
        }
        let token = t[i]
        let uses = keys.map { key in
            var use = LocalizedStringUse(
                key: key, table: table, value: argument(function.value).flatMap(objcLiteral).flatMap { $0.isEmpty ? nil : $0 },
                comment: argument(function.comment).flatMap(objcLiteral), kind: function.declaredIn == nil ? .custom : .wrapper,
                bundle: function.fixedBundle ?? argument(function.bundle).map(bundle) ?? .main, function: function.name,
                file: stream.path, line: Int(token.line), column: Int(token.column))
            // A wrapper found in the code reads its own module's bundle.
            if let file = function.declaredIn, file != stream.path { use.lookupFile = file }
            return use
        }
        result.strings += uses.dropFirst()
        return .use(uses[0])
    }

    /// `nil`, `[NSBundle mainBundle]`, `NSBundle.mainBundle` → main;
    /// `SWIFTPM_MODULE_BUNDLE` → module; anything else as written.
    func bundle(_ range: Range<Int>) -> CodeBundle {
        guard !range.isEmpty, !isNil(range) else { return .main }
        let first = range.lowerBound
        if range.count == 1, isIdentifier(first, "SWIFTPM_MODULE_BUNDLE") { return .module }
        let mainSend = range.count == 4 && isPunct(first, ObjCPunct.openBracket) && isIdentifier(first + 1, "NSBundle")
            && isIdentifier(first + 2, "mainBundle") && isPunct(first + 3, ObjCPunct.closeBracket)
        let mainProperty = range.count == 3 && isIdentifier(first, "NSBundle") && isPunct(first + 1, ObjCPunct.dot)
            && isIdentifier(first + 2, "mainBundle")
        if mainSend || mainProperty { return .main }
        return .other(stream.text(from: t[first], through: t[range.upperBound - 1]))
    }

    // MARK: Identifiers

    mutating func identifier(at i: Int) {
        if isPunct(i + 1, ObjCPunct.colon), !isMember(i) {
            if isIdentifier(i, "localizedStringForKey") {
                bundleLookup(at: i)
                return
            }
            if !functions.selectorPieces.isEmpty, functions.selectorPieceLengths.contains(t[i].end - t[i].start),
               functions.selectorPieces.contains(name(i)) {
                selectorCall(at: i)
                return
            }
        }
        if let localizer = localizer(at: i) {
            if case .custom = localizer, isDeclaration(at: i) { return }
            guard let call = call(at: i, ahead: false) else { return }
            switch call.result {
            case .use(let use): result.strings.append(use)
            case .nonLiteral(let key): if wrapperBody == nil { result.nonLiteralKeys.append(key) }
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

    /// `NSString *WMFLocalizedString(NSString *key, ...)`: a declaration or
    /// definition of a `functions:` entry, not a call. A definition's body
    /// passes its parameter as the key, which is not reported.
    mutating func isDeclaration(at i: Int) -> Bool {
        guard isPunct(i - 1, UInt8(ascii: "*")) || (isIdentifier(i - 1) && !isIdentifier(i - 1, "return")) else { return false }
        if isPunct(i + 1, ObjCPunct.openParen), let close = matching(i + 1), isPunct(close + 1, ObjCPunct.openBrace) {
            wrapperBody = braceDepth
        }
        return true
    }

    mutating func assignment(to i: Int) {
        let rhs = i + 2
        let isCall = localizer(at: rhs) != nil
        let isSimple = rhs < t.count && (t[rhs].kind == .objcString || t[rhs].kind == .identifier)
            && (isPunct(rhs + 1, ObjCPunct.semicolon) || isPunct(rhs + 1, ObjCPunct.comma))
        guard isCall || isSimple || !locals.isEmpty || !mutableItems.isEmpty else { return }
        let variable = name(i)
        locals[variable] = nil
        mutableItems[variable] = nil
        var value: CodeValue?
        // `title = NSLocalizedString(...);` (or `,` in a declaration list).
        if isCall, let call = call(at: rhs), case .use(let use) = call.result,
           isPunct(call.close + 1, ObjCPunct.semicolon) || isPunct(call.close + 1, ObjCPunct.comma) {
            value = .localized(use)
        } else if isSimple {
            value = self.value(rhs..<rhs + 1)
        }
        guard let value, !value.isUnknown else { return }
        locals[variable] = value
        // `static NSString * const kSearchType = @"...";` at file scope: a constant other files may use.
        if braceDepth == 0 { result.symbols.add(variable, CodeSymbols.Constant(value: value, file: stream.path)) }
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
        result.shortcuts.append(CodeShortcutItem(type: .unknown, mutable: mutable, location: location(i)))
        let index = result.shortcuts.count - 1
        for part in send.parts {
            set(property: name(part.name), of: index, to: part.argument)
        }

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
        let place = argument.isEmpty ? result.shortcuts[index].location : location(argument.lowerBound)
        switch property {
        case "type", "initWithType":
            result.set(.type, of: index, to: value(argument), at: place, resolver: noSymbols)
        case "localizedTitle", "localizedSubtitle":
            let field: PendingShortcutField.Field = property == "localizedTitle" ? .title : .subtitle
            if argument.isEmpty || isNil(argument) {
                if field == .title { result.shortcuts[index].title = nil } else { result.shortcuts[index].subtitle = nil }
                result.pending.removeAll { $0.item == index && $0.field == field }
            } else {
                result.set(field, of: index, to: value(argument), at: place, resolver: noSymbols)
            }
        case "icon":
            // Through a local: `icon` reads `self`, and an inout into
            // `self.result` beside it made Swift copy every item each time
            // (quadratic: 25,000 items took two minutes).
            var item = result.shortcuts[index]
            item.iconType = nil
            item.iconSystemImageName = nil
            item.iconTemplateImageName = nil
            icon(argument, into: &item)
            result.shortcuts[index] = item
        case "userInfo":
            result.shortcuts[index].hasUserInfo = !argument.isEmpty && !isNil(argument)
        default:
            break
        }
    }

    // MARK: Quick action arguments

    /// A title, subtitle or Type as far as the file shows it. A localization
    /// call inside is parsed (and cached) here; the scan reports it when it
    /// gets there. Names the body has no value for become references,
    /// resolved with the file's (then the app's) constants.
    mutating func value(_ range: Range<Int>) -> CodeValue {
        guard !range.isEmpty else { return .unknown }
        let first = range.lowerBound
        if let literal = objcLiteral(range) { return .literal(literal, location(first)) }
        if localizer(at: first) != nil, let call = call(at: first), call.close == range.upperBound - 1 {
            if case .use(let use) = call.result { return .localized(use) }
            return .unknown
        }
        if range.count == 1, isIdentifier(first) {
            if let local = locals[name(first)] { return local }
            if mentionsBundleID(t[first]) { return .parts([.bundleIdentifier]) }
            return .reference(CodeReference(chain: [name(first)]))
        }
        if isBundleIdentifier(range) { return .parts([.bundleIdentifier]) }
        guard let send = wholeSend(range), send.parts.count == 1 else { return .unknown }
        let part = send.parts[0]
        // [NSString stringWithFormat:@"%@.Play", [[NSBundle mainBundle] bundleIdentifier]]
        if isIdentifier(part.name, "stringWithFormat"), send.receiver.count == 1, isIdentifier(send.receiver.lowerBound, "NSString") {
            let pieces = splitAtCommas(part.argument)
            let format = value(pieces[0])
            switch format {
            case .localized:
                return format  // a title made from a localized format
            case .literal(let text, _):
                let segments = text.components(separatedBy: "%@")
                guard segments.count == pieces.count, !segments.contains(where: { $0.contains("%") }) else { return .unknown }
                var parts: [CodeValuePart] = []
                for (index, segment) in segments.enumerated() {
                    if !segment.isEmpty { parts.append(.text(segment)) }
                    guard index + 1 < pieces.count else { continue }
                    guard let inner = value(pieces[index + 1]).parts else { return .unknown }
                    parts += inner
                }
                return .parts(parts)
            default:
                return .unknown
            }
        }
        // [bundleIdentifier stringByAppendingString:@".Play"]
        if isIdentifier(part.name, "stringByAppendingString"),
           let head = value(send.receiver).parts, let tail = value(part.argument).parts {
            return .parts(head + tail)
        }
        return .unknown
    }

    /// The value of a whole token stream: a macro's body.
    mutating func wholeValue() -> CodeValue {
        var range = 0..<t.count
        // `#define kTitle (NSLocalizedString(...))`
        while range.count >= 2, isPunct(range.lowerBound, ObjCPunct.openParen), matching(range.lowerBound) == range.upperBound - 1 {
            range = range.lowerBound + 1..<range.upperBound - 1
        }
        return value(range)
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
