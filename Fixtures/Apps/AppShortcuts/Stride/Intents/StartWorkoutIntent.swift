import AppIntents

/// Starts a workout of the kind the user names.
struct StartWorkoutIntent: AppIntent {
    static var title: LocalizedStringResource = "Start Workout"
    static var description = IntentDescription("Starts a workout and shows its timer.")

    @Parameter(title: "Workout")
    var workout: WorkoutKind

    func perform() async throws -> some IntentResult {
        .result()
    }
}
