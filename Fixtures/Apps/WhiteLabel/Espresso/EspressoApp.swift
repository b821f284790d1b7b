import SwiftUI
import CupKit

@main
struct EspressoApp: App {
    var body: some Scene {
        WindowGroup { Text(verbatim: CupTimer.buttonTitle) }
    }
}
