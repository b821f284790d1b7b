/// An empty translation shows nothing: a blank menu item or a gap in a sentence.
public struct EmptyTranslation: Check {
    public static let code = "empty-translation"
    public static let summary = "A translation's value is empty."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(base: "Search", translation: "", locale: "de"),
        .triggers(base: "Search", translation: "  ", locale: "fr"),
        .passes(base: "Search", translation: "Suchen", locale: "de"),
        // Empty on purpose in the development language too.
        .passes(base: "", translation: "", locale: "de"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            let base = context.baseTables(root)
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    let baseLookup = base?.tables[name]?.lookup
                    return (tables.tables[name]?.entries ?? []).compactMap { entry in
                        guard entry.value.allSatisfy(\.isWhitespace) else { return nil }
                        if let baseValue = baseLookup?[entry.key]?.value, baseValue.allSatisfy(\.isWhitespace) { return nil }
                        return finding("\(tables.locale): translation of \"\(entry.key)\" is empty",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }
}
