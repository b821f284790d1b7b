import AppIntents
import SwiftUI

@main
struct PaceApp: App {
    var body: some Scene {
        WindowGroup { Text("Ready to run") }
    }
}

struct StartRunIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Run"
    func perform() async throws -> some IntentResult { .result() }
}

struct PaceShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: StartRunIntent(), phrases: [
            "Start a run in \(.applicationName)",
            "Go running with \(.applicationName)",
        ], shortTitle: "Start Run", systemImageName: "figure.run")
    }
}
