/// Foundation keeps the last of two equal keys; the first is dead text a translator may still edit.
public struct DuplicateKey: Check {
    public static let code = "duplicate-key"
    public static let summary = "The same key appears twice in one table (the last one wins)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"One\";\n↓\"a\" = \"Two\";"]])),
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"One\";\n\"b\" = \"Two\";"]])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.files.flatMap { file -> [Diagnostic] in
                // One lookup entry per entry: no key is written twice.
                guard file.lookup.count < file.entries.count else { return [] }
                // Key to the index of its first entry: copying whole entries
                // (four strings each) into the table cost more than the check.
                var seen: [String: Int] = [:]
                seen.reserveCapacity(file.entries.count)
                var result: [Diagnostic] = []
                let locale = Self.locale(ofTableAt: file.path, base: context.baseLocale)
                for (index, entry) in file.entries.enumerated() {
                    if let firstIndex = seen[entry.key] {
                        let first = file.entries[firstIndex]
                        let line = first.location.line.map { "line \($0)" } ?? "earlier"
                        result.append(finding("\(locale.map { "\($0): " } ?? "")duplicate key \"\(entry.key)\" (first at \(line)); this later value wins",
                                              locale: locale, key: entry.key, table: LocalizationRootReader.tableName(file.path),
                                              at: entry.location))
                    } else {
                        seen[entry.key] = index
                    }
                }
                return result
            }
        }
    }

    /// `de` for `.../de.lproj/Localizable.strings`; `Base.lproj` is the development locale.
    static func locale(ofTableAt path: String, base: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let locale = String(parts[parts.count - 2].dropLast(".lproj".count))
        return locale == TableName.base ? base : locale
    }
}
