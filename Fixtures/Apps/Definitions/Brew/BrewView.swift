import SwiftUI

struct BrewView: View {
    var body: some View {
        Button(NSLocalizedString("brew.start", comment: "Starts a brew")) {}
    }
}
