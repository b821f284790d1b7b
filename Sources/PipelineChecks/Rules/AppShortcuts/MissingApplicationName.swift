import PipelineCore
import PipelineFormats
import PipelineProject

/// Siri registers an App Shortcut phrase only when it holds the app's name:
/// `\(.applicationName)` in Swift, `${applicationName}` in the
/// `AppShortcuts` table. A phrase without it is dropped in silence at run
/// time, and a translation that loses it breaks that phrase in that
/// language only. Apple's documentation (`AppShortcutPhrase`): "Every
/// phrase must include the `\(.applicationName)` token". Twice is
/// `repeated-application-name`'s.
public struct MissingApplicationName: Check {
    public static let code = "missing-application-name"
    public static let summary = "An App Shortcut phrase, in code or in a locale's AppShortcuts table, lacks ${applicationName}, so Siri does not register it."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"Start a workout\"", "\"Start a workout in \\(.applicationName)\""])])),
        // A translation that drops the token, mid-sentence in Japanese, or doubles it.
        .triggers(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start a workout in ${applicationName}\" = \"Start a workout in ${applicationName}\";"],
            "ja": [AppShortcutTokens.table: "↓\"Start a workout in ${applicationName}\" = \"ワークアウトを開始\";"],
        ], code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Start a workout in \\(.applicationName)\""])])),
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start a workout in ${applicationName}\" = \"Start a workout in ${applicationName}\";"],
            "ja": [AppShortcutTokens.table: "\"Start a workout in ${applicationName}\" = \"${applicationName}でワークアウトを開始\";"],
            "ar": [AppShortcutTokens.table: "\"Start a workout in ${applicationName}\" = \"ابدأ تمرينًا في ${applicationName}\";"],
            "tr": [AppShortcutTokens.table: "\"Start a workout in ${applicationName}\" = \"${applicationName}'ta antrenman başlat\";"],
        ], code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Start a workout in \\(.applicationName)\""])])),
        // A literal "${" earlier in the phrase opens no token (issue 50: it swallowed the app's name).
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Pay ${5 in ${applicationName}\" = \"Pay ${5 in ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "\"Pay ${5 in ${applicationName}\" = \"${5 in ${applicationName} zahlen\";"],
        ])),
        // Only AppShortcuts tables hold phrases.
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"Start\" = \"Start\";"], "de": [TableName.localizable: "\"Start\" = \"Starten\";"]])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        AppShortcutIndex.spokenPhrases(in: context).compactMap { phrase in
            guard AppShortcutTokens.applicationNameCount(in: phrase.text) == 0 else { return nil }
            return finding("\(phrase.subject) lacks ${applicationName}: Siri registers only phrases that name the app, so this one is dropped",
                           locale: phrase.locale, key: phrase.key, table: AppShortcutTokens.table, at: phrase.location)
        }
    }
}
