import PipelineCore
import PipelineFormats
import PipelineProject

/// Swift sources for the App Shortcut checks' examples: an intent with a
/// `workout` parameter and a provider whose shortcuts run it.
package enum AppShortcutExamples {
    /// One shortcut with these phrases (Swift literals, as written in code).
    package static func provider(phrases: [String], parameters: [String] = ["workout"]) -> String {
        provider(shortcuts: [phrases], parameters: parameters)
    }

    /// A shortcut per phrase list; a list whose first element is `↓` marks that `AppShortcut(` call.
    package static func provider(shortcuts: [[String]], parameters: [String] = ["workout"]) -> String {
        let calls = shortcuts.map { phrases -> String in
            let marked = phrases.first == "↓"
            let list = (marked ? Array(phrases.dropFirst()) : phrases).joined(separator: ", ")
            return "        \(marked ? "↓" : "")AppShortcut(intent: StartWorkoutIntent(), phrases: [\(list)], shortTitle: \"Start Workout\", systemImageName: \"figure.run\")\n"
        }.joined()
        let declared = parameters.map { "    @Parameter(title: \"\($0)\") var \($0): String\n" }.joined()
        return """
        import AppIntents

        struct StartWorkoutIntent: AppIntent {
            static var title: LocalizedStringResource = "Start Workout"
        \(declared)    func perform() async throws -> some IntentResult { .result() }
        }

        struct WorkoutShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
        \(calls)    }
        }

        """
    }
}
