import PipelineCore
import PipelineFormats
import PipelineProject

/// A key nothing uses any more: dead weight a translator keeps paying for.
public struct ObsoleteTranslation: Check {
    public static let code = SharedFinding.obsoleteTranslation
    public static let summary = "A locale's table has a key that no development table has and no code uses (judged only when code was scanned; InfoPlist.strings keys are orphaned-infoplist-key's)."
    public static let severity = SharedFinding.obsoleteTranslationSeverity
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
                     "de": [TableName.localizable: "\"greeting\" = \"Hallo\";\n↓\"old\" = \"Alt\";"]],
            code: ["Greeter.swift": "let t = NSLocalizedString(\"greeting\", comment: \"\")"])),
        // Keys used in code are never obsolete, even when the development table lacks them.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
                     "de": [TableName.localizable: "\"greeting\" = \"Hallo\";\n\"vpn.open\" = \"VPN öffnen\";"]],
            code: ["Shortcuts.swift": "let t = NSLocalizedString(\"vpn.open\", value: \"Open VPN\", comment: \"\")"])),
        // A key with no letter is no content: SwiftUI looks "%@" up for Text("\(name)").
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
                     "de": [TableName.localizable: "\"greeting\" = \"Hallo\";\n\"%@\" = \"%@\";"]],
            code: ["Greeter.swift": "let t = NSLocalizedString(\"greeting\", comment: \"\")"])),
        // Without code, a key the code may use cannot be told from a dead one.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
            "de": [TableName.localizable: "\"greeting\" = \"Hallo\";\n\"old\" = \"Alt\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        // Which keys code uses is known only when it was read.
        guard context.project.code != nil else { return [] }
        let codeKeys = context.resolution.codeKeys
        return context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            let base = context.baseTables(root)
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().filter { $0 != TableName.infoPlist }.flatMap { name -> [Diagnostic] in
                    let alignment = context.alignment(root: rootIndex, locale: tables.locale, table: name)
                    // A key the development language has as a plural, or in a
                    // Base.lproj table its own folder shadows, is not obsolete.
                    let basePlurals = base?.plurals[name]?.lookup
                    let shadowed = base?.shadowedBase[name]?.lookup
                    // Without a development table there is nothing to compare with.
                    guard let file = tables.tables[name], alignment != nil || basePlurals != nil else { return [] }
                    let used = codeKeys[name] ?? []
                    let development = context.fileName(table: name, locale: context.baseLocale, root: root)
                    return file.entries.indices.compactMap { index in
                        if alignment?.basePosition(ofEntry: index) != nil { return nil }
                        let entry = file.entries[index]
                        if basePlurals?.contains(entry.key) == true || shadowed?.contains(entry.key) == true || used.contains(entry.key) { return nil }
                        // "%@" is no content: SwiftUI's Text("\(x)") looks it up without the code naming it.
                        if !entry.key.contains(where: \.isLetter) { return nil }
                        return finding("\(tables.locale): \"\(entry.key.escapedForMessage)\" is not in the development table \(development) and no code uses it",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }
}
