/// A key nothing refers to: translators keep paying for it. Off with
/// `--no-unused-keys` or `unused_keys: false` when keys are built at run time.
public struct UnusedKey: Check {
    public static let code = "unused-key"
    public static let summary = "A key of a development table that no code (nor Info.plist) uses."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n\"Old\" = \"Old\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        // A table that no code names is left alone (storyboards and settings bundles use keys too).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";", "Settings": "\"Old\" = \"Old\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        guard context.project.reportUnusedKeys, let code = context.project.code, !code.strings.isEmpty else { return [] }
        var usedByTable: [String: Set<String>] = [:]
        for use in code.strings { usedByTable[use.table, default: []].insert(use.key) }
        return context.project.roots.flatMap { root -> [Diagnostic] in
            guard let base = context.baseTables(root) else { return [] }
            return base.tables.keys.sorted().filter { $0 != TableName.infoPlist }.flatMap { name -> [Diagnostic] in
                guard let used = usedByTable[name], let file = base.tables[name] else { return [] }
                return file.entries.filter { !used.contains($0.key) }.map { entry in
                    finding("\"\(entry.key)\" in \(context.baseLocale).lproj/\(name).strings is not used in code",
                            locale: context.baseLocale, key: entry.key, table: name, at: entry.location)
                }
            }
        }
    }
}
