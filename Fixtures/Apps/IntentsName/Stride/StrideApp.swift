import SwiftUI

@main
struct StrideApp: App {
    var body: some Scene {
        WindowGroup { Button(String(localized: "run.start")) {} }
    }
}
