import AppIntents

enum Mode: String, AppEnum {
    case fast, slow
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.fast: "Fast", .slow: "Slow"]
}

struct SetModeIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Mode"
    @Parameter(title: "Mode") var mode: Mode
    func perform() async throws -> some IntentResult { .result() }
}

struct ShowDialIntent: AppIntent {
    static var title: LocalizedStringResource = "Show Dial"
    func perform() async throws -> some IntentResult { .result() }
}

// Xcode keeps each shortcut's phrases as one string set in
// AppShortcuts.xcstrings, keyed by the first phrase; a language may have
// more or fewer phrases than the source.
struct DialShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SetModeIntent(),
                    phrases: ["Set mode in \(.applicationName)", "Switch to \(\.$mode) in \(.applicationName)"],
                    shortTitle: "Set Mode", systemImageName: "gear")
        AppShortcut(intent: ShowDialIntent(),
                    phrases: ["Show the dial in \(.applicationName)"],
                    shortTitle: "Show Dial", systemImageName: "dial.medium")
    }
}
