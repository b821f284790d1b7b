import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func updateShortcuts(unread: Int) {
        let subtitle = String.localizedStringWithFormat(NSLocalizedString("unread.count", comment: "Quick action subtitle: unread messages"), unread)
        UIApplication.shared.shortcutItems = [
            UIApplicationShortcutItem(type: "com.example.inbox.open", localizedTitle: NSLocalizedString("inbox.title", comment: "Quick action title"),
                                      localizedSubtitle: subtitle, icon: UIApplicationShortcutIcon(type: .mail), userInfo: nil),
        ]
    }
}
