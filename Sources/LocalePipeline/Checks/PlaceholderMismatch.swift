/// `String(format:)` with a changed placeholder prints garbage or crashes.
public struct PlaceholderMismatch: Check {
    public static let code = "placeholder-mismatch"
    public static let summary = "A translation changes the printf placeholders of its source (type or count; reordering with %1$@ is fine)."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(base: "Share %@", translation: "„%d“ teilen", locale: "de"),
        .triggers(base: "%d of %d", translation: "%d", locale: "fr"),
        .triggers(base: "From %@", translation: "Von % @", locale: "de"),
        .triggers(base: "Go to %1$@ > %2$@", translation: "1$@ > %2$@ adresine gidin", locale: "tr"),
        .triggers(base: "%ld items", translation: "%d éléments", locale: "fr"),
        .triggers(base: "Hello", translation: "Bonjour %@", locale: "fr"),
        .passes(base: "%1$@ of %2$@", translation: "%2$@の%1$@", locale: "ja"),
        .passes(base: "%@ of %d", translation: "%1$@ sur %2$d", locale: "fr"),
        .passes(base: "100%% sure", translation: "sûr à 100 %%", locale: "fr"),
        .passes(base: "%i new", translation: "%d nouveaux", locale: "fr"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            guard let base = context.baseTables(root) else { return [] }
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let baseLookup = base.tables[name]?.lookup else { return [] }
                    return (tables.tables[name]?.entries ?? []).compactMap { entry in
                        guard let source = baseLookup[entry.key],
                              let problem = PlaceholderMismatch.difference(base: source.value, translation: entry.value) else { return nil }
                        return finding("\(tables.locale): placeholders of \"\(entry.key)\" differ from the base: \(problem)",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// What changed, or nil when both use the same arguments with the same types.
    static func difference(base: String, translation: String) -> String? {
        let basePlaceholders = FormatPlaceholders.parse(base)
        let translated = FormatPlaceholders.parse(translation)
        if basePlaceholders.isEmpty && translated.isEmpty { return nil }
        guard let baseSignature = FormatPlaceholders.signature(basePlaceholders) else { return nil }
        guard let signature = FormatPlaceholders.signature(translated) else {
            return "one argument is used with two types in \(list(translated))"
        }
        if signature == baseSignature { return nil }
        var problems: [String] = []
        for position in Set(baseSignature.keys).union(signature.keys).sorted() {
            switch (baseSignature[position], signature[position]) {
            case let (expected?, found?) where expected != found:
                problems.append("argument \(position) is %\(found), expected %\(expected)")
            case (let expected?, nil):
                problems.append("argument \(position) (%\(expected)) is missing")
            case (nil, let found?):
                problems.append("argument \(position) (%\(found)) is extra")
            default:
                break
            }
        }
        var message = "\(problems.joined(separator: "; ")) (base \(list(basePlaceholders)), translation \(list(translated)))"
        if let hint = brokenPlaceholderHint(translation) { message += "; \(hint)" }
        return message
    }

    /// Placeholders that a translation tool or translator mangled, such as
    /// `% @` (a space after %) or `1$@` (the % lost).
    static func brokenPlaceholderHint(_ translation: String) -> String? {
        let scalars = Array(translation.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            var next = index + 1
            while next < scalars.count, scalars[next] == " " || scalars[next] == "\u{A0}" { next += 1 }
            if next > index + 1, next < scalars.count, "@dilufs".unicodeScalars.contains(scalars[next]) {
                let written = String(String.UnicodeScalarView(scalars[index...next]))
                return "\"\(written)\" has a space after %: write \"%\(scalars[next])\""
            }
        }
        for (index, scalar) in scalars.enumerated() where scalar == "$" && index > 0 {
            var start = index
            while start > 0, scalars[start - 1].properties.numericType != nil, scalars[start - 1].isASCII { start -= 1 }
            guard start < index, index + 1 < scalars.count, "@dilufs".unicodeScalars.contains(scalars[index + 1]),
                  start == 0 || scalars[start - 1] != "%" else { continue }
            let written = String(String.UnicodeScalarView(scalars[start...(index + 1)]))
            return "\"\(written)\" lacks its %: write \"%\(written)\""
        }
        return nil
    }

    private static func list(_ placeholders: [FormatPlaceholder]) -> String {
        placeholders.isEmpty ? "none" : placeholders.map(\.written).joined(separator: " ")
    }
}
