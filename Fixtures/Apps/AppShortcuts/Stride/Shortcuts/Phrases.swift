import AppIntents

/// Phrases shared by the providers.
enum Phrases {
    static let quickStart: AppShortcutPhrase<StartWorkoutIntent> = "Quick start in \(.applicationName)"
}
