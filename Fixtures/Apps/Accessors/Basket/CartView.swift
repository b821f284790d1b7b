import SwiftUI

// Xcode 26 String Catalog symbols (STRING_CATALOG_GENERATE_SYMBOLS): the
// generated code is not in the repository; the key is the catalog's.
struct CartView: View {
    let count: Int
    var body: some View {
        VStack {
            Text(.cartCheckoutTitle)
            Text(.itemsInCart(count))
            Button(.commonOK) {}
            Label(.Settings.privacyTitle, systemImage: "lock")
        }
        .navigationTitle(.cartTitle)
    }

    func confirmation() -> String {
        String(localized: .orderPlaced)
    }
}
