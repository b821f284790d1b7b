import SwiftUI
import WidgetKit

/// The widget reads its own bundle's tables, not the app's.
struct NextHikeView: View {
    let hike: String?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Next hike")
            if let hike {
                Text(hike)
            } else {
                Text(NSLocalizedString("widget.no_hikes", comment: "Widget, when no hike is planned"))
            }
        }
    }
}
