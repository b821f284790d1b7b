import PipelineCore
import PipelineFormats
import PipelineProject

/// Foundation keeps the last of two equal keys; the first is dead text a
/// translator may still edit. With two values that is a warning (the one a
/// translator edits may be the one iOS never shows); the same value twice is
/// harmless, a note (on one real app 202 of 206 duplicates were so).
public struct DuplicateKey: Check {
    public static let code = "duplicate-key"
    public static let summary = "The same key appears twice in one table (the last one wins); a note when both have the same value."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"One\";\n↓\"a\" = \"Two\";"]])),
        // The same value twice: a note.
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"One\";\n↓\"a\" = \"One\";"]])),
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"One\";\n\"b\" = \"Two\";"]])),
        // A String Catalog (JSON) with one key written twice, as a bad merge leaves it.
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Hello", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Hallo"))])),
            ]),
            CatalogExamples.entry("↓Hello", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Servus"))])),
            ]),
        ])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.catalogs.flatMap(catalogFindings) + root.files.flatMap { file -> [Diagnostic] in
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
                        let same = first.value == entry.value
                        let outcome = same ? "with the same value: harmless, but one of them can go"
                                           : "iOS shows this later value, \"\(entry.value.escapedForMessage)\", not the first, \"\(first.value.escapedForMessage)\""
                        result.append(finding("\(locale.map { "\($0): " } ?? "")duplicate key \"\(entry.key)\" (first at \(line)); \(outcome)",
                                              locale: locale, key: entry.key, table: TableName.of(file.path),
                                              at: entry.location, severity: same ? .note : nil))
                    } else {
                        seen[entry.key] = index
                    }
                }
                return result
            }
        }
    }

    /// A String Catalog's `strings` object with a key twice: JSON readers
    /// keep one of them (which one is theirs to choose), so the other's
    /// translations are lost on the next edit.
    private func catalogFindings(_ catalog: StringCatalog) -> [Diagnostic] {
        var seen: [String: SourceLocation] = [:]
        var result: [Diagnostic] = []
        for entry in catalog.entries {
            if let first = seen[entry.key] {
                let line = first.line.map { "line \($0)" } ?? "earlier"
                result.append(finding("duplicate key \"\(entry.key)\" in the String Catalog (first at \(line)): only one of the two is read, and the other's translations are lost when Xcode or an import writes the catalog again; merge them",
                                      key: entry.key, table: catalog.tableName, at: entry.location))
            } else {
                seen[entry.key] = entry.location
            }
        }
        return result
    }

    /// `de` for `.../de.lproj/Localizable.strings`; `Base.lproj` is the development locale.
    package static func locale(ofTableAt path: String, base: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let locale = String(parts[parts.count - 2].dropLast(".lproj".count))
        return locale == TableName.base ? base : locale
    }
}
