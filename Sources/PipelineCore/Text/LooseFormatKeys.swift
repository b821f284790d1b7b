/// Keys that differ only in their specifiers' types: code whose
/// interpolation is guessed as `%@` (`Text("\(w)×\(h) pixel")`, types not
/// known) means the table's `%lld×%lld pixel`. `check`, `update` and the
/// unused-key judgement all match keys this way, so a key one of them
/// counts as used is never added again or pruned by another.
public enum LooseFormatKeys {
    /// Whether the use's specifiers were guessed: only interpolation is
    /// (`%@` for a value of a type not known, in SwiftUI, `String(localized:)`
    /// and `LocalizedStringResource` keys); a specifier written by hand
    /// (`NSLocalizedString("%d items", …)`) is meant as written.
    public static func isGuessed(_ use: LocalizedStringUse) -> Bool {
        use.key.contains("%@") && (use.kind.isSwiftUI || use.kind == .stringLocalized || use.kind == .localizedStringResource)
    }

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

    /// Loose key to a key as the roots' tables write it, for keys with
    /// specifiers: the development locale's spelling first, then the other
    /// locales' in name order, and within a table in file order (never the
    /// order a dictionary happens to give, which changes from one process to
    /// the next: an old `%d` left in one locale must not win over the `%lld`
    /// of all, and a catalog with `RSSI %@ dBm`, `RSSI %d dBm` and `RSSI %lld
    /// dBm` gave another unused key on every run of one real app).
    public static func looseIndex(table: String, roots: [LocalizationRoot], baseLocale: String) -> [String: String] {
        var index: [String: String] = [:]
        for root in roots {
            let locales = root.locales.keys.sorted { ($0 == baseLocale ? 0 : 1, $0) < ($1 == baseLocale ? 0 : 1, $1) }
            for locale in locales {
                guard let tables = root.locales[locale] else { continue }
                func add<Keys: Sequence<String>>(_ keys: Keys?) {
                    guard let keys else { return }
                    for key in keys where key.contains("%") {
                        let loose = looseKey(key)
                        if index[loose] == nil { index[loose] = key }
                    }
                }
                add(tables.tables[table]?.lookup.winners.lazy.map(\.key))
                add(tables.plurals[table]?.lookup.winners.lazy.map(\.key))
            }
        }
        return index
    }
}
