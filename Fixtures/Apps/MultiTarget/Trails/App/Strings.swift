import Foundation

/// Texts with their development value in the code: the English table does
/// not repeat them.
enum Strings {
    enum QuickActions {
        static let nearby = NSLocalizedString("quickaction.nearby.title", value: "Trails Nearby",
                                              comment: "Quick action that lists trails around you")
    }

    static let welcome = String(localized: "home.welcome", defaultValue: "Welcome back",
                                comment: "Greeting on the home screen")
}
