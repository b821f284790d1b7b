import SwiftUI

struct MapView: View {
    let trail: String
    var body: some View {
        VStack {
            Text(NSLocalizedString("map.title", comment: "Map screen title"))
            Button(NSLocalizedString("hike.start", comment: "Button that starts a hike")) {}
            Text(String(format: NSLocalizedString("hike.saved", comment: "Shown when a hike is saved; %@ is the trail name"), trail))
        }
    }
}
