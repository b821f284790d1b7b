import UIKit

extension AppDelegate {
    /// Registers DishDash's dynamic quick actions. The three static ones
    /// (Call, Search, Book a Table Nearby) are declared in Info.plist.
    func registerDynamicShortcuts(for application: UIApplication) {
        let bundleIdentifier = Bundle.main.bundleIdentifier ?? "com.example.dishdash"

        let favouritesTitle = NSLocalizedString("Show Favourites", comment: "Dynamic quick action title: opens the Favourites tab")
        let favourites = UIApplicationShortcutItem(
            type: "\(bundleIdentifier).\(ShortcutItemType.showFavourites.rawValue)",
            localizedTitle: favouritesTitle,
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(type: .favorite),
            userInfo: nil
        )

        let discover = UIApplicationShortcutItem(
            type: bundleIdentifier + "." + ShortcutItemType.showDiscover.rawValue,
            localizedTitle: NSLocalizedString("Show Discover", comment: "Dynamic quick action title: opens the Discover tab"),
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(systemImageName: "safari"),
            userInfo: nil
        )

        // The userInfo tells the Add Restaurant screen where the user came from.
        let newRestaurant = UIApplicationShortcutItem(
            type: "\(Bundle.main.bundleIdentifier!).\(ShortcutItemType.newRestaurant.rawValue)",
            localizedTitle: NSLocalizedString("New Restaurant", comment: "Dynamic quick action title: adds a new restaurant"),
            localizedSubtitle: nil,
            icon: UIApplicationShortcutIcon(type: .add),
            userInfo: ["source": "quick-action" as NSSecureCoding]
        )

        application.shortcutItems = [favourites, discover, newRestaurant]
    }

    /// Playback quick actions for the restaurant's audio tour, written as the
    /// usual tutorials write them: with plain string titles. Those are never
    /// translated, so `l10n-tool check` reports them as
    /// `unlocalized-shortcut-title` on purpose.
    func registerPlaybackShortcuts(for application: UIApplication) {
        let bundleIdentifier = Bundle.main.bundleIdentifier!

        let play = UIMutableApplicationShortcutItem(type: bundleIdentifier + "." + ShortcutItemType.play.rawValue,
                                                    localizedTitle: "Play")
        play.localizedSubtitle = "Will Play an item"
        play.icon = UIApplicationShortcutIcon(type: .play)

        let pause = UIMutableApplicationShortcutItem(
            type: "\(bundleIdentifier).\(ShortcutItemType.pause.rawValue)",
            localizedTitle: "Pause",
            localizedSubtitle: "Will Pause an item",
            icon: UIApplicationShortcutIcon(type: .pause),
            userInfo: nil
        )

        application.shortcutItems = [play, pause]
    }

    func application(_ application: UIApplication,
                     performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handle(shortcutItem))
    }

    /// Opens the screen a quick action asks for; false for a Type DishDash
    /// does not know (an item left over from an older version).
    @discardableResult
    func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let type = ShortcutItemType(fullIdentifier: shortcutItem.type),
              let tabBarController = window?.rootViewController as? UITabBarController else { return false }
        switch type {
        case .showFavourites:
            tabBarController.selectedIndex = 1
        case .showDiscover:
            tabBarController.selectedIndex = 0
        case .newRestaurant:
            let source = shortcutItem.userInfo?["source"] as? String
            tabBarController.present(NewRestaurantViewController(source: source), animated: true)
        case .play:
            AudioTourPlayer.shared.play()
        case .pause:
            AudioTourPlayer.shared.pause()
        }
        return true
    }
}
