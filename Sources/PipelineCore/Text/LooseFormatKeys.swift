/// Keys that differ only in their specifiers' types: code whose
/// interpolation is guessed as `%@` (`Text("\(w)×\(h) pixel")`, types not
/// known) means the table's `%lld×%lld pixel`. `check`, `update` and the
/// unused-key judgement all match keys this way, so a key one of them
/// counts as used is never added again or pruned by another.
public enum LooseFormatKeys {
    /// The key with each printf specifier written `%_`.
    public static func looseKey(_ key: String) -> String {
        let placeholders = FormatPlaceholders.parse(key)
        guard !placeholders.isEmpty else { return key }
        var result = key
        var searchFrom = result.startIndex
        for placeholder in placeholders {
            guard let range = result.range(of: placeholder.written, range: searchFrom..<result.endIndex) else { continue }
            result.replaceSubrange(range, with: "%_")
            searchFrom = result.index(range.lowerBound, offsetBy: 2)
        }
        return result
    }

    /// Loose key to a key as the roots' tables write it (any locale), for keys with specifiers.
    public static func looseIndex(table: String, roots: [LocalizationRoot]) -> [String: String] {
        var index: [String: String] = [:]
        for root in roots {
            for tables in root.locales.values {
                func add<Keys: Sequence<String>>(_ keys: Keys?) {
                    guard let keys else { return }
                    for key in keys where key.contains("%") {
                        let loose = looseKey(key)
                        if index[loose] == nil { index[loose] = key }
                    }
                }
                add(tables.tables[table]?.lookup.keys)
                add(tables.plurals[table]?.lookup.keys)
            }
        }
        return index
    }
}
