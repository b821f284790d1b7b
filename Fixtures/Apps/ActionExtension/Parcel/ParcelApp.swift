import SwiftUI

@main
struct ParcelApp: App {
    var body: some Scene {
        WindowGroup { Text("Track a parcel") }
    }
}
