import PipelineCore
import PipelineFormats

// The walker's reading of the app's own wrappers (issue 46): the function or
// method whose body is open, a lookup of one of its parameters, the
// `localizedStringForKey:value:table:` sends and the sends of known selectors.

/// The function or method whose body is being read.
struct ObjCSignature {
    /// The C function's name, or the method's selector (`translatedString:`).
    var name: String
    /// Parameter names in order (one per selector part for a method).
    var parameters: [String]
    var isMethod: Bool
    /// The token of its name (a method's first selector piece).
    var at: Int
}

/// The arguments of a lookup, by role (token ranges).
struct ObjCLookupRoles {
    var key: Range<Int>
    var table: Range<Int>?
    var value: Range<Int>?
    var comment: Range<Int>?
    var bundle: Range<Int>?
    /// A send's receiver, which is the bundle (`[bundle localizedStringForKey:…]`).
    var receiver: CodeBundle?
    /// A wrapper or `functions:` entry the lookup goes through.
    var through: LocalizationFunction?
}

extension ObjCWalker {
    /// The function or method whose body the `{` at `open` starts:
    /// `NSString *L(NSString *key) {` or `+ (NSString *)translatedString:(NSString *)s {`.
    func signature(before open: Int) -> ObjCSignature? {
        guard open > 0 else { return nil }
        // A C function: `name(parameters) {`.
        if isPunct(open - 1, ObjCPunct.closeParen), opens[open - 1] >= 0 {
            let start = Int(opens[open - 1])
            guard isIdentifier(start - 1), !isPunct(start - 3, UInt8(ascii: "@")) else { return nil }
            let parameters = start + 1 < open - 1 ? splitAtCommas(start + 1..<open - 1).map { part -> String in
                part.last(where: { isIdentifier($0) }).map(name) ?? ""
            } : []
            return ObjCSignature(name: name(start - 1), parameters: parameters, isMethod: false, at: start - 1)
        }
        // A method: back to its `-` or `+`, then its selector's parts and parameter names.
        var k = open - 1
        while k >= 0, !(t[k].kind == .punctuation && [ObjCPunct.semicolon, ObjCPunct.openBrace, ObjCPunct.closeBrace].contains(t[k].byte)) {
            if (isPunct(k, ObjCPunct.minus) || isPunct(k, UInt8(ascii: "+"))) && isPunct(k + 1, ObjCPunct.openParen) { break }
            k -= 1
        }
        guard k >= 0, isPunct(k + 1, ObjCPunct.openParen), let returnType = matching(k + 1) else { return nil }
        var j = returnType + 1
        var pieces: [String] = []
        var parameters: [String] = []
        while j < open, isIdentifier(j), isPunct(j + 1, ObjCPunct.colon) {
            pieces.append(name(j))
            j += 2
            if isPunct(j, ObjCPunct.openParen) {
                guard let close = matching(j) else { return nil }
                j = close + 1
            }
            guard isIdentifier(j) else { return nil }
            parameters.append(name(j))
            j += 1
        }
        guard !pieces.isEmpty else { return nil }
        return ObjCSignature(name: pieces.map { $0 + ":" }.joined(), parameters: parameters, isMethod: true, at: returnType + 1)
    }

    /// A lookup whose key is a parameter of the function or method it is
    /// in, as it is: that declaration is a wrapper (recorded; the lookup is
    /// no finding). A key of any other kind, with a literal table, reads
    /// that table with run-time keys (recorded). True for a wrapper's.
    mutating func lookupOfParameter(_ roles: ObjCLookupRoles, at i: Int) -> Bool {
        func parameter(_ range: Range<Int>?) -> Int? {
            guard let signature, var range, !range.isEmpty else { return nil }
            // `(key)` is `key`.
            while range.count >= 3, isPunct(range.lowerBound, ObjCPunct.openParen), matching(range.lowerBound) == range.upperBound - 1 {
                range = range.lowerBound + 1..<range.upperBound - 1
            }
            guard range.count == 1, isIdentifier(range.lowerBound) else { return nil }
            return signature.parameters.firstIndex(of: name(range.lowerBound))
        }
        func source(_ range: Range<Int>?) -> LocalizationWrapper.Source?? {
            guard let range, !range.isEmpty, !isNil(range) else { return .some(nil) }
            if let text = literalText(range) { return .some(.fixed(text)) }
            if let index = parameter(range) { return .some(.parameter(index)) }
            return nil
        }
        guard let signature, let key = parameter(roles.key) else {
            if let range = roles.table, let name = literalText(range), !name.isEmpty { result.runTimeTables.insert(name) }
            return false
        }
        let through = roles.through
        var table = source(roles.table)
        if roles.table == nil, let fixed = through?.fixedTable { table = .some(.fixed(fixed)) }
        // A table the wrapper computes cannot be told: no wrapper, and no finding either (its key is its caller's).
        guard let table else { return true }
        let token = t[signature.at]
        let parameters = signature.isMethod ? [] : signature.parameters.map { _ in KeyParameterList.Parameter(label: nil, hasDefault: false, kind: nil) }
        let bundle = through?.fixedBundle ?? roles.receiver ?? roles.bundle.map { parameter($0) != nil ? .main : self.bundle($0) } ?? .main
        let wrapper = LocalizationWrapper(
            name: signature.name, parameters: parameters, key: key, table: table, value: source(roles.value) ?? nil,
            comment: source(roles.comment) ?? nil, bundle: bundle,
            file: stream.path, line: Int(token.line), column: Int(token.column))
        if !result.wrappers.contains(where: { $0.name == wrapper.name && $0.line == wrapper.line && $0.column == wrapper.column }) {
            result.wrappers.append(wrapper)
        }
        return true
    }

    /// The `[` of the send whose first selector piece is at `i`: back over
    /// the receiver (a name, a `a.b` chain, a bracketed send or a parenthesized expression).
    func sendStart(beforePiece i: Int) -> Int? {
        var k = i - 1
        while k >= 0 {
            if isPunct(k, ObjCPunct.closeBracket) || isPunct(k, ObjCPunct.closeParen) {
                guard opens[k] >= 0 else { return nil }
                k = Int(opens[k]) - 1
            } else if isIdentifier(k) {
                k -= 1
            } else {
                return nil
            }
            if isPunct(k, ObjCPunct.dot) {
                k -= 1
                continue
            }
            return isPunct(k, ObjCPunct.openBracket) ? k : nil
        }
        return nil
    }

    /// `[bundle localizedStringForKey:@"key" value:@"…" table:@"T"]`, the
    /// piece at `i`: a use; with a parameter as the key, a wrapper; with
    /// any other key, a table read with run-time keys.
    mutating func bundleLookup(at i: Int) {
        guard let open = sendStart(beforePiece: i), let send = send(at: open), send.parts.count == 3, send.parts[0].name == i,
              isIdentifier(send.parts[1].name, "value"), isIdentifier(send.parts[2].name, "table") else { return }
        let keyRange = send.parts[0].argument, valueRange = send.parts[1].argument, tableRange = send.parts[2].argument
        guard let key = literalText(keyRange) else {
            // Never a finding, as in Swift: the lookup under every other.
            var roles = ObjCLookupRoles(key: keyRange, table: tableRange, value: valueRange, comment: nil, bundle: nil)
            roles.receiver = bundle(send.receiver)
            _ = lookupOfParameter(roles, at: i)
            return
        }
        guard let table = self.table(tableRange) else { return }
        let token = t[open]
        let value = literalText(valueRange).flatMap { $0.isEmpty ? nil : $0 }
        result.strings.append(LocalizedStringUse(key: key, table: table, value: value, kind: .bundleLocalizedString, bundle: bundle(send.receiver),
                                                 function: "localizedStringForKey:value:table:", file: stream.path,
                                                 line: Int(token.line), column: Int(token.column)))
    }

    /// `[OTRLanguageManager translatedString:@"About"]`: a send of a
    /// method wrapper (or a `functions:` selector), the piece at `i`.
    mutating func selectorCall(at i: Int) {
        guard let open = sendStart(beforePiece: i), let send = send(at: open), send.parts.first?.name == i else { return }
        let selector = send.parts.map { name($0.name) + ":" }.joined()
        guard let function = functions.selectors[selector] else { return }
        switch parse(function, at: open, arguments: send.parts.map(\.argument)) {
        case .use(let use): result.strings.append(use)
        case .nonLiteral(let key): if wrapperBody == nil { result.nonLiteralKeys.append(key) }
        case .skipped: break
        }
    }
}
