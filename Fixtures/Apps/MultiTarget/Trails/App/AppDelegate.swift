import UIKit

private let bundleIdentifier = Bundle.main.bundleIdentifier ?? "com.example.trails"

/// Quick actions the app adds at run time, beside the one in Info.plist.
enum ShortcutType: String {
    case nearby

    var type: String { bundleIdentifier + ".\(rawValue)" }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationWillResignActive(_ application: UIApplication) {
        let nearby = UIApplicationShortcutItem(
            type: ShortcutType.nearby.type,
            localizedTitle: Strings.QuickActions.nearby,
            localizedSubtitle: L10n.QuickAction.nearbySubtitle,
            icon: UIApplicationShortcutIcon(type: .location),
            userInfo: nil)
        application.shortcutItems = [nearby]
    }
}
