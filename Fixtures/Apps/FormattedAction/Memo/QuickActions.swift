import UIKit

enum QuickActions {
    /// The Home Screen menu after the last notebook the user opened.
    static func update(lastNotebook name: String) {
        let title = String(format: NSLocalizedString("Add to %@", comment: "Quick action: add a memo to the last notebook"), name)
        let add = UIApplicationShortcutItem(type: "com.example.memo.add", localizedTitle: title, localizedSubtitle: nil,
                                            icon: UIApplicationShortcutIcon(type: .add), userInfo: nil)
        let search = UIApplicationShortcutItem(type: "com.example.memo.search", localizedTitle: NSLocalizedString("Search Memos", comment: "Quick action"),
                                               localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .search), userInfo: nil)
        UIApplication.shared.shortcutItems = [add, search]
    }
}
