import AppIntents

struct StrideShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartWorkoutIntent(),
            phrases: [
                "Start \(\.$workout) in \(.applicationName)",
                "Start a workout in \(.applicationName)",
                Phrases.quickStart,
            ],
            shortTitle: "Start Workout",
            systemImageName: "figure.run"
        )
    }
}
