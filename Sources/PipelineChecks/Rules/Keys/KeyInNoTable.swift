import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// A key code uses with a development text (a default value, a SwiftUI
/// literal) that no table has in any locale: every language shows that text.
/// Often deliberate (a brand name, a debug label), sometimes a key nobody
/// exported for translators; either way one note, not an error per locale.
public struct KeyInNoTable: Check {
    public static let code = "key-in-no-table"
    public static let summary = "A key used in code with a default value or as a SwiftUI literal is in no table of any locale, so no locale translates it (once per key)."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Chat.swift": "let t = ↓NSLocalizedString(\"aichat.title\", value: \"Duck.ai\", comment: \"Not to be translated\")"])),
        // App Shortcut phrases with no AppShortcuts table at all: Siri knows them in no language but the development one.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Start Workout\" = \"Start Workout\";"],
                     "de": [TableName.localizable: "\"Start Workout\" = \"Training starten\";"]],
            code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"Start \\(.applicationName)\""])])),
        // Phrases kept in Localizable, which Siri never reads for them (VLC): said where they are.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"PHRASE_START_${applicationName}\" = \"Start ${applicationName}\";\n\"Start Workout\" = \"Start Workout\";"],
                     "de": [TableName.localizable: "\"PHRASE_START_${applicationName}\" = \"${applicationName} starten\";\n\"Start Workout\" = \"Training starten\";"]],
            code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"PHRASE_START_\\(.applicationName)\""])])),
        // A developer menu's texts are not for translation.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["DeveloperMenu/FlagsView.swift": "let t = NSLocalizedString(\"flags.title\", value: \"Feature flags\", comment: \"\")"])),
        // A loading skeleton's text is drawn as grey bars; a URL prompt and the app's name read the same everywhere.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Pills.swift": "var body: some View { HStack { Button(action: {}, label: { Text(\"Placeholder\") }).buttonStyle(.plain).redacted(reason: .placeholder) } }",
                   "Import.swift": "var body: some View { TextField(\"https://...\", text: $url) }"])),
        // Offered to translators (German has it): French lacking it is missing-translation's.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";\n\"vpn.open\" = \"VPN öffnen\";"],
                     "fr": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Shortcuts.swift": "let t = NSLocalizedString(\"vpn.open\", value: \"Open VPN\", comment: \"\")"])),
    ]

    public init() {}

    /// Code in a folder or file named for developers (`DeveloperMenu/`,
    /// `Debug/`, `DebugSettings.swift`) is not shown to users in other
    /// languages by design: its texts are not for translation (issue 27: 12
    /// of 15 sampled notes on one app were its developer menu).
    package static func isDeveloperOnly(_ path: String) -> Bool {
        path.split(separator: "/").contains { component in
            let name = component.lowercased()
            return name.contains("developer") || name.hasPrefix("debug")
        }
    }

    /// A sample of what to type (`https://...`, `name@example.com`), as a text
    /// field's prompt shows it: the same in every language.
    package static func isSampleInput(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") || trimmed.lowercased().hasPrefix("www.") { return !trimmed.contains(" ") }
        return trimmed.contains("@") && !trimmed.contains(" ") && trimmed.contains(".")
    }

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.resolution.expected.compactMap { expected -> Diagnostic? in
            guard case .code = expected.origin, !expected.isHidden, !expected.offeredForTranslation, let text = expected.developmentText,
                  !KeyInNoTable.isDeveloperOnly(expected.location.file),
                  !KeyInNoTable.isSampleInput(text), !context.project.applicationNames.contains(text) else { return nil }
            let roots = expected.roots.map { context.project.roots[$0] }
            // Base.lproj has it, shadowed by the development locale's own table: shadowed-base-key says so.
            guard !roots.contains(where: { $0.locales[context.baseLocale]?.shadowedBase[expected.table]?.lookup[expected.key] != nil }) else { return nil }
            // The folder whose development table it is (a settings bundle's `Root.strings`), else one with the development locale.
            let root = roots.first { $0.locales[context.baseLocale]?.tables[expected.table] != nil }
                ?? roots.first { $0.locales[context.baseLocale] != nil } ?? roots[0]
            // A table kept in a String Catalog is named as the catalog; a table
            // no locale has goes where the root keeps its catalogs, if it does.
            let basePath = root.locales[context.baseLocale]?.tables[expected.table]?.path
            var file = context.fileName(table: expected.table, locale: context.baseLocale, root: root, basePath: basePath)
            if basePath == nil, let catalog = root.catalogs.first {
                file = context.resolution.relativePath((catalog.path as NSString).deletingLastPathComponent + "/" + expected.table + ".xcstrings")
            }
            if case .code(let use) = expected.origin, use.kind == .appShortcutPhrase {
                // VLC keeps its phrases' texts in Localizable.strings, which Siri never reads for them.
                let elsewhere = roots.lazy.compactMap { root in
                    root.locales[context.baseLocale]?.tables.sorted { $0.key < $1.key }
                        .first { $0.key != expected.table && $0.value.lookup[expected.key] != nil }?.value.path
                }.first
                let hint = elsewhere.map { "; \(context.resolution.relativePath($0)) has it, but Siri reads phrases from the \(expected.table) table only: move it there" }
                    ?? ": add it to \(file) to translate it"
                return finding("the App Shortcut phrase \"\(expected.key.escapedForMessage)\" is in no table, so Siri and Spotlight know it in the development language only\(hint)",
                               locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
            }
            return finding("\"\(expected.key.escapedForMessage)\" is used in code (shown as \"\(text.escapedForMessage)\") but no table has it, so no locale translates it: add it to \(file) if it is to be translated",
                           locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
        }
    }
}
