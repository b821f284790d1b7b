import UIKit
import SwiftUI

enum ShortcutKind: String {
    case compose
    case search = "com.example.search"
}

extension AppDelegate {
    func installShortcuts(_ application: UIApplication) {
        let title = NSLocalizedString("shortcut.compose", tableName: "Shortcuts", bundle: .main, value: "Compose", comment: "Title")
        let item = UIMutableApplicationShortcutItem(
            type: Bundle.main.bundleIdentifier! + "." + ShortcutKind.compose.rawValue,
            localizedTitle: title,
            localizedSubtitle: String(localized: "shortcut.sub", defaultValue: "Draft \(1)", table: "Shortcuts", comment: "Sub"),
            icon: UIApplicationShortcutIcon(systemImageName: "square.and.pencil"),
            userInfo: ["k": "v" as NSString])
        item.localizedTitle = NSLocalizedString("shortcut.compose.late", comment: "")
        let key = "dynamic"
        _ = NSLocalizedString(key, comment: "Not a literal")
        _ = LocalizedStringResource("resource", defaultValue: "R")
        _ = AttributedString(localized: "attributed")
        #if DEBUG
        _ = Text("Debug only")
        #endif
        let raw = #"raw \"text\""#
        let multi = """
            Multi \(raw)
            line
            """
        application.shortcutItems = [item, UIApplicationShortcutItem(type: ShortcutKind.search.rawValue, localizedTitle: multi)]
    }
}
