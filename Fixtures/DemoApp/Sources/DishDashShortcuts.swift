import AppIntents

// App Shortcuts: Siri, Spotlight and the Action Button offer these phrases
// without any set-up. Their translations are in Locales/<locale>.lproj/AppShortcuts.strings;
// German's first phrase lost the app's name on purpose (missing-application-name).

struct ShowFavouritesIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Favourites"
    static var openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowDiscoverIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Discover"
    static var openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
}

struct DishDashShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ShowFavouritesIntent(),
                    phrases: ["Show my favourites in \(.applicationName)", "Open \(.applicationName) favourites"],
                    shortTitle: "Show Favourites", systemImageName: "star")
        AppShortcut(intent: ShowDiscoverIntent(),
                    phrases: ["Discover restaurants with \(.applicationName)"],
                    shortTitle: "Show Discover", systemImageName: "sparkles")
    }
}
