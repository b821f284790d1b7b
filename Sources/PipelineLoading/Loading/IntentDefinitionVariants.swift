import PipelineCore

/// Xcode writes a text of an intent definition that names a parameter once
/// per variant, `"<ID>-<variant ID>"` (`"apSxMG-dYQ5NN"`), and not as the
/// bare `"<ID>"`. Such an ID is the keys its tables have: each variant is
/// used (not `unused-key`), and a locale is missing what it lacks of them,
/// not the bare ID (found on mastodon-ios).
enum IntentDefinitionVariants {
    static func expand(_ uses: [LocalizedStringUse], roots: [LocalizationRoot]) -> [LocalizedStringUse] {
        let tables = Set(uses.map(\.table))
        // Per table name: the bare IDs its tables have, and the variants of each ID.
        var bare: [String: Set<String>] = [:]
        var variants: [String: [String: Set<String>]] = [:]
        for root in roots {
            for locale in root.locales.values {
                for name in tables {
                    guard let file = locale.tables[name] else { continue }
                    for key in file.lookup.keys {
                        if let dash = key.firstIndex(of: "-") {
                            variants[name, default: [:]][String(key[..<dash]), default: []].insert(key)
                        } else {
                            bare[name, default: []].insert(key)
                        }
                    }
                }
            }
        }
        guard !variants.isEmpty else { return uses }
        return uses.flatMap { use -> [LocalizedStringUse] in
            guard let found = variants[use.table]?[use.key] else { return [use] }
            let expanded = found.sorted().map { key -> LocalizedStringUse in
                var variant = use
                variant.key = key
                // Its text is the table's, which names the variant (`${content}, Public`): to be translated.
                variant.hidden = nil
                return variant
            }
            return (bare[use.table]?.contains(use.key) == true ? [use] : []) + expanded
        }
    }
}
