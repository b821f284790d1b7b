import PipelineCore
import PipelineFormats
import PipelineProject

/// iOS reads a table from the first folder that has it, the development
/// language's own `.lproj` before `Base.lproj`, and never merges the two:
/// keys only Base's copy has are never shown in the development language.
public struct ShadowedBaseKey: Check {
    public static let code = "shadowed-base-key"
    public static let summary = "A Base.lproj table has keys that the development language's own table of the same name lacks; iOS reads the latter, so they are dead (one finding per table)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
            TableName.base: [TableName.localizable: "\"greeting\" = \"Hello\";\n↓\"old.banner\" = \"Old banner\";"],
        ])),
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
            TableName.base: [TableName.localizable: "\"greeting\" = \"Hello\";"],
        ])),
        // Base.lproj alone is the development table.
        .passes(ExampleProject(tables: [TableName.base: [TableName.localizable: "\"greeting\" = \"Hello\";"]])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            guard let base = context.baseTables(root) else { return [] }
            var result: [Diagnostic] = []
            for name in Set(base.shadowedBase.keys).union(base.shadowedBasePlurals.keys).sorted() {
                let own = context.translationLookups(table: name, locale: context.baseLocale, in: [root])
                let dead: [(key: String, location: SourceLocation)] =
                    (base.shadowedBase[name]?.lookup.winners.map { ($0.key, $0.location) } ?? [])
                    + (base.shadowedBasePlurals[name]?.lookup.winners.map { ($0.key, $0.location) } ?? [])
                let unseen = dead.filter { !own.contains($0.key) }
                guard let first = unseen.first else { continue }
                let keys = unseen.prefix(3).map { "\"\($0.key.escapedForMessage)\"" }.joined(separator: ", ")
                    + (unseen.count > 3 ? " and \(unseen.count - 3) more" : "")
                let ownFile = context.fileName(table: name, locale: context.baseLocale, root: root)
                let count = unseen.count == 1 ? "1 key" : "\(unseen.count) keys"
                result.append(finding("\(context.baseLocale): \(first.location.file.lastComponent) in Base.lproj has \(count) that \(ownFile) lacks; iOS reads that table for \(context.baseLocale) and never Base's, so they are never shown: \(keys)",
                                      locale: context.baseLocale, key: first.key, table: name, at: first.location))
            }
            return result
        }
    }
}
