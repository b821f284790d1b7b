import AppIntents

struct ToggleLightsIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Lights"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog(LocalizedStringResource("lights.prompt")))
    }
}
