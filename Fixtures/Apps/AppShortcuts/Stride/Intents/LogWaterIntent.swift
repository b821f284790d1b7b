import AppIntents

struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
