import AppIntents

struct HydrationShortcuts: AppShortcutsProvider {
    static let appShortcuts: [AppShortcut] = [
        AppShortcut(intent: LogWaterIntent(),
                    phrases: ["Log water in \(.applicationName)", "Log a glass of water in \(.applicationName)"],
                    shortTitle: "Log Water", systemImageName: "drop"),
    ]
}
