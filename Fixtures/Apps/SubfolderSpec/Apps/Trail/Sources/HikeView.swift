import SwiftUI

struct HikeView: View {
    let distance: String

    var body: some View {
        VStack {
            Text(String(format: NSLocalizedString("hike.distance", comment: "Distance walked so far"), distance))
            Button(NSLocalizedString("hike.pause", comment: "Pause button")) {}
        }
    }
}
