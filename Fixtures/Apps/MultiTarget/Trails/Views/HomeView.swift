import SwiftUI
import TrailKit

struct HomeView: View {
    @State private var showMap = false
    let trailName: String
    let savedCount: Int

    var body: some View {
        NavigationStack {
            VStack {
                Text(Strings.welcome)
                Text("Today's hikes")
                Text(trailName)
                Text("•")
                Text(verbatim: "v2.1")
                Toggle("Show map", isOn: $showMap)
                Text(L10n.Settings.units)
                Text(L10n.Settings.savedCount(savedCount))
                Text(Distance.label(kilometres: 4.2))
                Text(Distance.elevationTitle)
            }
            .navigationTitle("Trails")
        }
    }
}

#if DEBUG
private let debugBanner = NSLocalizedString("debug.banner", comment: "Only in debug builds, never translated")
#endif

#Preview {
    HomeView(trailName: "Preview Ridge", savedCount: 3)
        .overlay(Text("Preview only"))
}
