import SwiftUI

/// The storyboard's scenes are localized through mul.lproj/Main.xcstrings; this view through Localizable.
struct StatusView: View {
    var body: some View {
        Text("Ready")
    }
}
