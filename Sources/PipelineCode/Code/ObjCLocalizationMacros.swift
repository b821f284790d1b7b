import PipelineCore
import PipelineFormats

/// An app's own Objective-C localization macros, found in its headers:
/// `#define LOCALIZED_STR(s) NSLocalizedString(s, nil)`,
/// `#define L(key, tbl) NSLocalizedStringFromTable(key, tbl, @"")`,
/// `#define LS(k) [[NSBundle mainBundle] localizedStringForKey:(k) value:@"" table:nil]`.
/// Each becomes a `functions:` entry, its parameters mapped to the key,
/// table, value, bundle and comment of the call it expands to (a literal
/// table, `@"Main"`, is the entry's fixed table), so the app's calls of the
/// macro are read like the call itself without any setting.
package enum ObjCLocalizationMacros {
    /// The arguments of Foundation's macros, in order.
    package static let calls: [String: [Role]] = [
        "NSLocalizedString": [.key, .comment],
        "NSLocalizedStringFromTable": [.key, .table, .comment],
        "NSLocalizedStringFromTableInBundle": [.key, .table, .bundle, .comment],
        "NSLocalizedStringWithDefaultValue": [.key, .table, .bundle, .value, .comment],
    ]

    package enum Role { case key, table, bundle, value, comment }

    /// The entry a function-like macro's body makes, when it expands to a
    /// localization call whose key is one of its parameters.
    /// `known` are the entries already known (`functions:` and macros found
    /// before): a macro that calls one of them (`#define LF(s, ...)
    /// [NSString stringWithFormat:L(s), __VA_ARGS__]`) is followed through it.
    package static func function(for macro: ObjCDefine, in stream: ObjCTokenStream, known: [String: LocalizationFunction] = [:]) -> LocalizationFunction? {
        guard let parameters = macro.parameters, !parameters.isEmpty else { return nil }
        let body = ObjCLexer.tokenize(macro, of: stream)
        let t = body.tokens
        var roles: [Role: Range<Int>] = [:]
        var inherited: LocalizationFunction?
        for (i, token) in t.enumerated() where token.kind == .identifier {
            let name = body.text(token)
            if let order = calls[name], i + 1 < t.count, t[i + 1].isPunctuation(UInt8(ascii: "(")),
               let arguments = arguments(t, from: i + 1, closing: UInt8(ascii: ")"), separator: UInt8(ascii: ",")) {
                for (role, range) in zip(order, arguments) { roles[role] = range }
                break
            }
            if name != macro.name, let outer = known[name], i + 1 < t.count, t[i + 1].isPunctuation(UInt8(ascii: "(")),
               let arguments = arguments(t, from: i + 1, closing: UInt8(ascii: ")"), separator: UInt8(ascii: ",")) {
                func at(_ which: LocalizationFunction.Argument?) -> Range<Int>? {
                    guard case .position(let index)? = which, arguments.indices.contains(index) else { return nil }
                    return arguments[index]
                }
                for (role, which) in [(Role.key, outer.key), (.table, outer.table), (.value, outer.value), (.bundle, outer.bundle), (.comment, outer.comment)] {
                    if let range = at(which) { roles[role] = range }
                }
                inherited = outer
                break
            }
            // `localizedStringForKey:(k) value:@"" table:nil`
            if name == "localizedStringForKey", i + 1 < t.count, t[i + 1].isPunctuation(UInt8(ascii: ":")) {
                roles[.key] = selectorArgument(t, body, from: i + 2)
                if let value = labeled("value", t, body, after: i) { roles[.value] = value }
                if let table = labeled("table", t, body, after: i) { roles[.table] = table }
                break
            }
        }
        func parameter(_ role: Role) -> LocalizationFunction.Argument? {
            guard let range = roles[role] else { return nil }
            // `(key)` is `key`.
            var inner = range
            while inner.count >= 3, t[inner.lowerBound].isPunctuation(UInt8(ascii: "(")), t[inner.upperBound - 1].isPunctuation(UInt8(ascii: ")")) {
                inner = (inner.lowerBound + 1)..<(inner.upperBound - 1)
            }
            guard inner.count == 1, t[inner.lowerBound].kind == .identifier,
                  let index = parameters.firstIndex(of: body.text(t[inner.lowerBound])) else { return nil }
            return .position(index)
        }
        guard let key = parameter(.key) else { return nil }
        var function = LocalizationFunction(name: macro.name, key: key, table: parameter(.table), value: parameter(.value),
                                            bundle: parameter(.bundle), comment: parameter(.comment))
        if function.table == nil, let range = roles[.table], range.count == 1, let name = body.value(t[range.lowerBound]), !name.isEmpty {
            function.fixedTable = name
        }
        if function.table == nil, function.fixedTable == nil { function.fixedTable = inherited?.fixedTable }
        return function
    }

    /// The top-level arguments between `open` (a bracket token) and its closing byte.
    private static func arguments(_ t: [ObjCToken], from open: Int, closing: UInt8, separator: UInt8) -> [Range<Int>]? {
        var depth = 0
        var start = open + 1
        var result: [Range<Int>] = []
        for j in (open + 1)..<t.count {
            let token = t[j]
            guard token.kind == .punctuation else { continue }
            if token.byte == UInt8(ascii: "(") || token.byte == UInt8(ascii: "[") || token.byte == UInt8(ascii: "{") {
                depth += 1
            } else if depth == 0, token.byte == closing {
                result.append(start..<j)
                return result
            } else if token.byte == UInt8(ascii: ")") || token.byte == UInt8(ascii: "]") || token.byte == UInt8(ascii: "}") {
                depth -= 1
            } else if depth == 0, token.byte == separator {
                result.append(start..<j)
                start = j + 1
            }
        }
        return nil
    }

    /// A message argument from `start`: a parenthesized expression or one token.
    private static func selectorArgument(_ t: [ObjCToken], _ body: ObjCTokenStream, from start: Int) -> Range<Int>? {
        guard start < t.count else { return nil }
        if t[start].isPunctuation(UInt8(ascii: "(")), let inside = arguments(t, from: start, closing: UInt8(ascii: ")"), separator: 0)?.first {
            return (inside.lowerBound - 1)..<(inside.upperBound + 1)
        }
        return start..<(start + 1)
    }

    /// The argument of the selector part `label:` after token `after`.
    private static func labeled(_ label: String, _ t: [ObjCToken], _ body: ObjCTokenStream, after: Int) -> Range<Int>? {
        for j in (after + 1)..<max(after + 1, t.count - 1) where t[j].kind == .identifier && body.text(t[j]) == label && t[j + 1].isPunctuation(UInt8(ascii: ":")) {
            return selectorArgument(t, body, from: j + 2)
        }
        return nil
    }
}
