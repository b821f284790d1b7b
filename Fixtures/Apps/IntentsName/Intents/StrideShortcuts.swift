import AppIntents

struct StartRunIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a Run"

    func perform() async throws -> some IntentResult { .result() }
}

struct StrideShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartRunIntent(), phrases: ["Start a run in \(.applicationName)"], shortTitle: "Start a Run", systemImageName: "figure.run")
    }
}
