import Foundation
import SwiftUI

/// Texts of the feed, looked up in a table named Feed that the app never made:
/// its only catalog is Localizable.xcstrings.
enum FeedStrings {
    static let compose = String(localized: "What’s on your mind?", table: "Feed", comment: "Placeholder of the new post field")
    static let empty = String(localized: "feed.empty", table: "Feed", comment: "Shown when the feed has no posts")
    static let refresh = NSLocalizedString("feed.refresh", tableName: "Feed", value: "Refresh", comment: "Pull to refresh")
}

struct HomeView: View {
    var body: some View {
        Text("Home")
    }
}
