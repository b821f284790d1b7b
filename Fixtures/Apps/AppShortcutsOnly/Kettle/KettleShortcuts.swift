import AppIntents
import Foundation

// An app not localized yet: no table, no Info.plist quick actions, one App
// Shortcut whose second phrase lacks the app's name.
struct BoilIntent: AppIntent {
    static let title: LocalizedStringResource = "Boil Water"
    func perform() async throws -> some IntentResult { .result() }
}

struct KettleShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: BoilIntent(),
                    phrases: ["Boil water with \(.applicationName)", "Put the kettle on"],
                    shortTitle: "Boil", systemImageName: "flame")
    }
}

let greeting = NSLocalizedString("Ready for tea", comment: "Shown when the water has boiled")
