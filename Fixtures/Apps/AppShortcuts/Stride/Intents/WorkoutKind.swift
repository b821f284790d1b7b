import AppIntents

enum WorkoutKind: String, AppEnum {
    case run, ride, swim

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
    static var caseDisplayRepresentations: [WorkoutKind: DisplayRepresentation] = [
        .run: "Run",
        .ride: "Ride",
        .swim: "Swim",
    ]
}
