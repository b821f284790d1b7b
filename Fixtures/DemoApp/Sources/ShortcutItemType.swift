import Foundation

/// The last component of every quick action Type DishDash registers in code.
/// Full types are `<bundle identifier>.<raw value>`, for example
/// `com.example.dishdash.ShowFavourites`.
enum ShortcutItemType: String {
    case showFavourites = "ShowFavourites"
    case showDiscover = "ShowDiscover"
    case newRestaurant = "NewRestaurant"
    case play = "Play"
    case pause = "Pause"

    /// `com.example.dishdash.ShowFavourites` → `.showFavourites`.
    init?(fullIdentifier: String) {
        guard let last = fullIdentifier.components(separatedBy: ".").last else { return nil }
        self.init(rawValue: last)
    }
}
