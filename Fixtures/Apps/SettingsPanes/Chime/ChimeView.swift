import SwiftUI

struct ChimeView: View {
    var body: some View {
        VStack {
            Button("Play") {}
            // A key in another letter case than the table's: shown untranslated everywhere.
            Text("off")
            // A brand used as its own key reads as text.
            Text(NSLocalizedString("BazQux", comment: "Account name"))
        }
    }
}
