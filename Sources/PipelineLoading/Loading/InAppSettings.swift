import Foundation

/// InAppSettingsKit draws a Settings bundle's `Root.inApp.plist` inside the
/// app; the name is the kit's convention, not iOS's (the Settings app reads
/// `Root.plist` only). An app whose code never uses the kit reads such a
/// file, if at all, with code of its own (VLC's iOS app keeps only keyed
/// specifiers and titles them from its own table): its titles are not known
/// to be shown, so they are not required (59 false errors on VLC's iOS app).
package enum InAppSettings {
    /// Whether a source imports or names the kit (`import InAppSettingsKit`,
    /// `@import InAppSettingsKit;`, `#import <InAppSettingsKit/…>`,
    /// `IASKAppSettingsViewController`). Read only for apps with such panes.
    package static func isUsed(by sources: [String]) -> Bool {
        let marks = ["InAppSettingsKit", "IASKAppSettingsViewController", "IASKSettingsReader"].map { Data($0.utf8) }
        return sources.contains { path in
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return marks.contains { data.range(of: $0) != nil }
        }
    }
}
