import SwiftUI
import CupKit

@main
struct MatchaApp: App {
    var body: some Scene {
        WindowGroup { Text(verbatim: CupTimer.doneMessage) }
    }
}
