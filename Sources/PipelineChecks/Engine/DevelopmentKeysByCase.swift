import PipelineCore
import PipelineProject

/// The development tables' keys by lower case, for a key code uses that no
/// table has: `"off".localized` beside a catalog's `Off`, which translators
/// translated and no locale shows (Meshtastic: `off`, `unknown`, `airtime`).
/// The finding says which key the table has (did you mean it?). Built once
/// per table and set of roots, and only for such keys.
struct DevelopmentKeysByCase {
    private struct Place: Hashable {
        var roots: [Int]
        var table: String
    }

    private var index: [Place: [String: String]] = [:]

    /// The development table's key that differs from `expected`'s only in
    /// letter case, if any.
    mutating func similar(to expected: ExpectedString, in context: CheckContext) -> String? {
        let place = Place(roots: expected.roots, table: expected.table)
        let keys = index[place] ?? {
            let roots = expected.roots.map { context.project.roots[$0] }
            let built = context.translationLookups(table: expected.table, locale: context.baseLocale, in: roots).keysByLowercase()
            index[place] = built
            return built
        }()
        return keys[expected.key.lowercased()].flatMap { $0 == expected.key ? nil : $0 }
    }
}
