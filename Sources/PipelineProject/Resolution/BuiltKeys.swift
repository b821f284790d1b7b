import PipelineCore
import PipelineFormats

/// Keys built at run time that the tables account for, so that they are no
/// `non-literal-key` finding (issue 48): `"Scrubbing \(speed)"` where
/// `speed` is an enum of the app's and the development tables have the key
/// of every case (`Scrubbing fast`, `Scrubbing slow`), each then a use; or,
/// when the parts' values are not known, where the development tables have
/// keys of that shape (`Scrubbing 0.5x`, `Scrubbing 2x` for
/// `[NSString stringWithFormat:@"Scrubbing %@", speed]`), used too. A built
/// key with a case whose key no table has stays a finding.
public struct BuiltKeys: Sendable {
    /// The non-literal keys accounted for, by location.
    public let resolved: Set<SourceLocation>
    /// Table name to the keys they use.
    public let keys: [String: Set<String>]
    /// How many were accounted for by an enum's cases, and how many by their shape.
    public let byCases: Int
    public let byShape: Int

    /// Expansions past this many (three enums of eight cases) are not tried.
    static let maximumExpansions = 512

    public init(project: Project) {
        var resolved = Set<SourceLocation>()
        var keys: [String: Set<String>] = [:]
        var byCases = 0
        var byShape = 0
        let shaped = (project.code?.nonLiteralKeys ?? []).filter { $0.shape != nil }
        guard !shaped.isEmpty, let code = project.code else {
            self.resolved = []
            self.keys = [:]
            self.byCases = 0
            self.byShape = 0
            return
        }
        var tableKeys: [String: Set<String>] = [:]
        func developmentKeys(_ table: String) -> Set<String> {
            if let known = tableKeys[table] { return known }
            var found = Set<String>()
            for root in project.roots {
                guard let base = root.locales[project.baseLocale] else { continue }
                if let file = base.tables[table] { found.formUnion(file.lookup.keys) }
                if let plurals = base.plurals[table] { found.formUnion(plurals.entries.map(\.key)) }
            }
            tableKeys[table] = found
            return found
        }
        for key in shaped {
            guard let shape = key.shape else { continue }
            let existing = developmentKeys(shape.table)
            if let expansions = Self.expansions(of: shape, enums: code.symbols) {
                guard !expansions.isEmpty, expansions.allSatisfy(existing.contains) else { continue }
                keys[shape.table, default: []].formUnion(expansions)
                resolved.insert(key.location)
                byCases += 1
                continue
            }
            // Parts of no known type: keys of the shape are its, when the fixed text says enough.
            guard CodeText.hasLetter(shape.texts.joined()), shape.texts.joined().count >= 3 else { continue }
            let matching = existing.filter { Self.matches($0, shape.texts) }
            guard !matching.isEmpty else { continue }
            keys[shape.table, default: []].formUnion(matching)
            resolved.insert(key.location)
            byShape += 1
        }
        self.resolved = resolved
        self.keys = keys
        self.byCases = byCases
        self.byShape = byShape
    }

    /// Every key the shape makes, when each part is an enum of the app's
    /// (its cases' names, or their raw values for `.rawValue`); nil when a
    /// part's values are not known.
    static func expansions(of shape: KeyShape, enums symbols: CodeSymbols) -> [String]? {
        guard !shape.parts.isEmpty else { return nil }
        var results = [shape.texts[0]]
        for (index, part) in shape.parts.enumerated() {
            guard let type = part.type, let values = values(of: type, rawValue: part.rawValue, in: symbols), !values.isEmpty,
                  results.count * values.count <= maximumExpansions else { return nil }
            let text = shape.texts.indices.contains(index + 1) ? shape.texts[index + 1] : ""
            results = results.flatMap { head in values.map { head + $0 + text } }
        }
        return results
    }

    /// An enum's values as a key shows them, from the one declaration of that simple name.
    private static func values(of type: String, rawValue: Bool, in symbols: CodeSymbols) -> [String]? {
        let simple = type.split(separator: ".").last.map(String.init) ?? type
        let declarations = symbols.enums.filter { ($0.key.split(separator: ".").last.map(String.init) ?? $0.key) == simple }.flatMap(\.value)
        guard declarations.count == 1, let cases = declarations.first, !cases.cases.isEmpty else { return nil }
        if rawValue {
            guard cases.hasStringRawValues else { return nil }
            return cases.cases.values.sorted()
        }
        return cases.cases.keys.sorted()
    }

    /// Whether `key` is the texts with something (at least one character) between each two.
    static func matches(_ key: String, _ texts: [String]) -> Bool {
        guard texts.count >= 2, let first = texts.first, let last = texts.last,
              key.count > first.count + last.count, key.hasPrefix(first), key.hasSuffix(last) else { return false }
        var rest = Substring(key).dropFirst(first.count).dropLast(last.count)
        for text in texts.dropFirst().dropLast() {
            // At least one character of the part before it.
            guard rest.count > text.count, let found = rest.dropFirst().range(of: text) else { return false }
            rest = rest[found.upperBound...]
        }
        return !rest.isEmpty
    }
}
