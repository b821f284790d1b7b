import Foundation

private final class Marker {}

public struct CupTimer {
    public static var buttonTitle: String {
        NSLocalizedString("cup.timer", bundle: Bundle(for: Marker.self), comment: "Timer button")
    }

    public static var doneMessage: String {
        NSLocalizedString("cup.done", bundle: Bundle(for: Marker.self), comment: "Shown when the cup is ready")
    }
}
