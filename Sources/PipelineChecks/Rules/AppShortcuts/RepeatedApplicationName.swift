import PipelineCore
import PipelineFormats
import PipelineProject

/// A phrase that names the app twice builds and registers, but Siri's
/// phrase reads oddly and matches less of what users say; once is what
/// Apple's phrases do.
public struct RepeatedApplicationName: Check {
    public static let code = "repeated-application-name"
    public static let summary = "An App Shortcut phrase, in code or in a locale's AppShortcuts table, names the app (${applicationName}) more than once."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start ${applicationName}\" = \"Start ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "↓\"Start ${applicationName}\" = \"${applicationName} starten mit ${applicationName}\";"],
        ])),
        .triggers(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"\\(.applicationName): start in \\(.applicationName)\""])])),
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start ${applicationName}\" = \"Start ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "\"Start ${applicationName}\" = \"${applicationName} starten\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        AppShortcutIndex.spokenPhrases(in: context).compactMap { phrase in
            let count = AppShortcutTokens.applicationNameCount(in: phrase.text)
            guard count > 1 else { return nil }
            return finding("\(phrase.subject) names the app \(count) times; once is what Siri expects",
                           locale: phrase.locale, key: phrase.key, table: AppShortcutTokens.table, at: phrase.location)
        }
    }
}
