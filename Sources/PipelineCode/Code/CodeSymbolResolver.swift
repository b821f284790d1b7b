import PipelineCore
import PipelineFormats

/// Looks names up in `CodeSymbols` as Swift would, without a type checker,
/// and turns `CodeValue`s into quick-action titles and Types.
///
/// A name `A.b` used inside `struct T { struct U { ... } }` is tried as
/// `T.U.A.b`, `T.A.b`, then `A.b`; an implicit member `.Q.x` (a `String`
/// title or Type) as `String.Q.x`; a module-qualified `Kit.A.b` also as
/// `A.b`. A chain of two or more names that matches none of those but ends
/// exactly one declared name (`ShortcutKey.search` for
/// `AppDelegate.ShortcutKey.search`) is taken. When a name is declared in
/// several files (an app and its widget), the declaration in the same file
/// wins, then the one whose path shares the most folders with the use.
package struct CodeSymbolResolver {
    package let symbols: CodeSymbols
    private let constantsByLast: [String: [String]]
    private let enumsByLast: [String: [String]]

    package init(_ symbols: CodeSymbols) {
        self.symbols = symbols
        constantsByLast = Self.byLastComponent(symbols.constants.keys)
        enumsByLast = Self.byLastComponent(symbols.enums.keys)
    }

    private static func byLastComponent(_ names: Dictionary<String, some Any>.Keys) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for name in names {
            let last = name.split(separator: ".").last.map(String.init) ?? name
            index[last, default: []].append(name)
        }
        return index
    }

    /// How deep constants that name other constants are followed.
    package static let maxDepth = 12

    /// An outcome, and whether some name was not found (a later pass with
    /// more files may find it).
    package struct Outcome<Value> {
        package var value: Value
        package var missing: Bool
    }

    private struct SelfCase {
        var raw: String
        var name: String
    }

    // MARK: - Titles

    package func title(_ value: CodeValue, file: String, fallback: SourceLocation) -> Outcome<CodeShortcutText> {
        var missing = false
        let text = title(value, file: file, fallback: fallback, selfCase: nil, depth: 0, missing: &missing)
        return Outcome(value: text ?? .unknown(fallback), missing: missing)
    }

    private func title(_ value: CodeValue, file: String, fallback: SourceLocation, selfCase: SelfCase?,
                       depth: Int, missing: inout Bool) -> CodeShortcutText? {
        guard depth < Self.maxDepth else { return nil }
        switch value {
        case .localized(let use):
            return .localized(use)
        case .literal(let text, let location):
            return .literal(text, location)
        case .reference(let reference):
            switch lookup(reference, file: file, depth: depth, missing: &missing) {
            case .constant(let constant, let bound)?:
                return title(constant.value, file: constant.file, fallback: fallback, selfCase: bound ?? selfCase,
                             depth: depth + 1, missing: &missing)
            case .text(let text)?:
                return .literal(text, fallback)
            case nil:
                return nil
            }
        case .parts(let pieces):
            // Text joined at run time is shown as it is: a literal when every piece is known.
            if let parts = typeParts(value, file: file, selfCase: selfCase, depth: depth, missing: &missing),
               parts.allSatisfy({ if case .text = $0 { true } else { false } }) {
                return .literal(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined(), fallback)
            }
            // `"\(count) items"`: words of the source's language around a value are
            // shipped untranslated too; the value is shown as `%@`.
            let words = pieces.map { piece -> String in if case .text(let text) = piece { text } else { "%@" } }.joined()
            guard pieces.contains(where: { if case .text(let text) = $0 { CodeText.hasLetter(text) } else { false } }) else { return nil }
            return .literal(words, fallback)
        case .unknown:
            return nil
        }
    }

    // MARK: - Types

    package func type(_ value: CodeValue, file: String) -> Outcome<CodeShortcutType> {
        var missing = false
        guard let parts = typeParts(value, file: file, selfCase: nil, depth: 0, missing: &missing) else {
            return Outcome(value: .unknown, missing: missing)
        }
        return Outcome(value: Self.type(from: parts), missing: missing)
    }

    package enum TypePart: Equatable {
        case text(String)
        case bundleIdentifier
    }

    /// Adjacent text joined; one text → a literal, the bundle id then `.Suffix` → bundle-prefixed.
    package static func type(from parts: [TypePart]) -> CodeShortcutType {
        var merged: [TypePart] = []
        for part in parts {
            if case .text(let next) = part, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else {
                merged.append(part)
            }
        }
        switch (merged.first, merged.dropFirst().first, merged.count) {
        case (.text(let text)?, nil, 1):
            return .literal(text)
        case (.bundleIdentifier?, .text(let rest)?, 2) where rest.hasPrefix(".") && rest.count > 1:
            return .bundlePrefixed(suffix: String(rest.dropFirst()))
        default:
            return .unknown
        }
    }

    private func typeParts(_ value: CodeValue, file: String, selfCase: SelfCase?, depth: Int, missing: inout Bool) -> [TypePart]? {
        guard depth < Self.maxDepth else { return nil }
        switch value {
        case .literal(let text, _):
            return [.text(text)]
        case .localized, .unknown:
            return nil
        case .reference(let reference):
            return referenceParts(reference, file: file, selfCase: selfCase, depth: depth, missing: &missing)
        case .parts(let parts):
            var result: [TypePart] = []
            for part in parts {
                switch part {
                case .text(let text): result.append(.text(text))
                case .bundleIdentifier: result.append(.bundleIdentifier)
                case .selfRawValue:
                    guard let selfCase else { return nil }
                    result.append(.text(selfCase.raw))
                case .selfCaseName:
                    guard let selfCase else { return nil }
                    result.append(.text(selfCase.name))
                case .runtime:
                    return nil
                case .reference(let reference):
                    guard let inner = referenceParts(reference, file: file, selfCase: selfCase, depth: depth, missing: &missing) else { return nil }
                    result += inner
                }
            }
            return result
        }
    }

    private func referenceParts(_ reference: CodeReference, file: String, selfCase: SelfCase?, depth: Int, missing: inout Bool) -> [TypePart]? {
        switch lookup(reference, file: file, depth: depth, missing: &missing) {
        case .constant(let constant, let bound)?:
            return typeParts(constant.value, file: constant.file, selfCase: bound ?? selfCase, depth: depth + 1, missing: &missing)
        case .text(let text)?:
            return [.text(text)]
        case nil:
            return nil
        }
    }

    // MARK: - Names

    private enum Found {
        /// A constant; `bound` is the enum case it is read through, for per-case members.
        case constant(CodeSymbols.Constant, bound: SelfCase?)
        /// An enum case's raw value or name.
        case text(String)
    }

    private func lookup(_ reference: CodeReference, file: String, depth: Int, missing: inout Bool) -> Found? {
        var chain = reference.chain
        var scope = reference.scope
        if chain.first == "self" || chain.first == "Self" { chain.removeFirst() }
        if chain.first == "" {
            chain[0] = "String"
            scope = []
        }
        guard !chain.isEmpty else { return nil }
        if let found = find(chain, scope: scope, file: file, interpolated: reference.interpolated) { return found }
        // `Kit.UserText.title`: a module name in front.
        if chain.count >= 3, let first = chain.first, first.first?.isUppercase == true,
           let found = find(Array(chain.dropFirst()), scope: scope, file: file, interpolated: reference.interpolated) {
            return found
        }
        missing = true
        return nil
    }

    private func find(_ chain: [String], scope: [String], file: String, interpolated: Bool) -> Found? {
        // `E.c.rawValue`, and `\(E.c)` which prints the case name.
        if chain.count >= 3, chain.last == "rawValue",
           let (cases, name) = enumCase(Array(chain.dropLast()), scope: scope, file: file), cases.hasStringRawValues,
           let raw = cases.cases[name] {
            return .text(raw)
        }
        let candidates = Self.candidates(chain, scope: scope)
        for name in candidates {
            if let list = symbols.constants[name], let best = best(list, file: file), !best.perCase {
                return .constant(best, bound: nil)
            }
        }
        if interpolated, chain.count >= 2, let (_, name) = enumCase(chain, scope: scope, file: file) {
            return .text(name)
        }
        // `E.c.property` where the enum's `property` uses its raw value or `self`.
        if chain.count >= 3, let last = chain.last,
           let (cases, name) = enumCase(Array(chain.dropLast()), scope: scope, file: file),
           let enumName = qualifiedEnumName(Array(chain.dropLast(2)), scope: scope),
           let list = symbols.constants[enumName + "." + last], let best = best(list, file: file), best.perCase {
            return .constant(best, bound: SelfCase(raw: cases.cases[name] ?? name, name: name))
        }
        // `ShortcutKey.search` for `AppDelegate.ShortcutKey.search`: one declared name ends so.
        if chain.count >= 2, let last = chain.last, let names = constantsByLast[last] {
            let suffix = "." + chain.joined(separator: ".")
            let matches = names.filter { $0.hasSuffix(suffix) }
            if matches.count == 1, let list = symbols.constants[matches[0]], let best = best(list, file: file), !best.perCase {
                return .constant(best, bound: nil)
            }
        }
        return nil
    }

    /// Names to try, innermost scope first.
    package static func candidates(_ chain: [String], scope: [String]) -> [String] {
        let joined = chain.joined(separator: ".")
        guard !scope.isEmpty else { return [joined] }
        var names: [String] = []
        names.reserveCapacity(scope.count + 1)
        for count in stride(from: scope.count, through: 0, by: -1) {
            names.append(count == 0 ? joined : scope[0..<count].joined(separator: ".") + "." + joined)
        }
        return names
    }

    /// `[E..., case]` → the enum's cases and the case name, when E is a declared enum with that case.
    private func enumCase(_ chain: [String], scope: [String], file: String) -> (CodeSymbols.EnumCases, String)? {
        guard chain.count >= 2, let caseName = chain.last,
              let enumName = qualifiedEnumName(Array(chain.dropLast()), scope: scope),
              let cases = symbols.enums[enumName]?.first(where: { $0.cases[caseName] != nil }) else { return nil }
        return (cases, caseName)
    }

    private func qualifiedEnumName(_ chain: [String], scope: [String]) -> String? {
        guard !chain.isEmpty, !symbols.enums.isEmpty else { return nil }
        for name in Self.candidates(chain, scope: scope) where symbols.enums[name] != nil { return name }
        guard let last = chain.last, let names = enumsByLast[last] else { return nil }
        let suffix = "." + chain.joined(separator: ".")
        let matches = names.filter { $0.hasSuffix(suffix) }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The declaration in `file`, else the one whose path shares the most folders with it.
    private func best(_ list: [CodeSymbols.Constant], file: String) -> CodeSymbols.Constant? {
        guard list.count > 1 else { return list.first }
        if let same = list.first(where: { $0.file == file }) { return same }
        let folders = file.split(separator: "/")
        func shared(_ other: String) -> Int {
            var count = 0
            for (a, b) in zip(folders, other.split(separator: "/")) {
                guard a == b else { break }
                count += 1
            }
            return count
        }
        return list.max { shared($0.file) < shared($1.file) }
    }
}

extension CodeExtraction {
    /// Sets a quick-action field from a value: resolved with `resolver` when
    /// it can be, else `.unknown` and kept pending when a name was not found.
    package mutating func set(_ field: PendingShortcutField.Field, of item: Int, to value: CodeValue,
                      at location: SourceLocation, resolver: CodeSymbolResolver) {
        pending.removeAll { $0.item == item && $0.field == field }
        let file = location.file
        switch field {
        case .type:
            let outcome = resolver.type(value, file: file)
            shortcuts[item].type = outcome.value
            shortcuts[item].typeLocation = location
            if outcome.missing { pending.append(PendingShortcutField(item: item, field: field, value: value, location: location)) }
        case .title, .subtitle:
            let outcome = resolver.title(value, file: file, fallback: location)
            if field == .title { shortcuts[item].title = outcome.value } else { shortcuts[item].subtitle = outcome.value }
            if outcome.missing { pending.append(PendingShortcutField(item: item, field: field, value: value, location: location)) }
        }
    }

    /// Resolves the pending fields again with `resolver`. What is still not
    /// found stays `.unknown`, and pending only when `keepingMissing` (a
    /// file's own symbols, before the app's are known).
    package mutating func resolvePending(with resolver: CodeSymbolResolver, keepingMissing: Bool = false) {
        let fields = pending
        pending = []
        for field in fields {
            set(field.field, of: field.item, to: field.value, at: field.location, resolver: resolver)
        }
        if !keepingMissing { pending = [] }
    }
}
