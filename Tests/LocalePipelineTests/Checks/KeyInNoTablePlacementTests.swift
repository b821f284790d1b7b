import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineProject
@testable import PipelineChecks

/// Where `key-in-no-table` says to add a key: the table of that name the
/// folders have, not a new catalog beside the app's.
struct KeyInNoTablePlacementTests {
    /// A real app (Kurozora): a settings pane's titles missing from the
    /// bundle's `en.lproj/Root.strings` were to be added to a `Root.xcstrings`
    /// beside the app's String Catalog.
    @Test func aSettingsPaneTitleGoesToTheBundlesRootStrings() async throws {
        let pane = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>StringsTable</key><string>Root</string><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Version</string></dict>
            </array></dict></plist>
            """
        let app = try TempProject(texts: [
            "App/Info.plist": TempProject.infoPlist([("Search", nil)]),
            "App/Localizable.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { "Hello" : { } }, "version" : "1.0" }"#,
            "App/Settings.bundle/Root.plist": pane,
            "App/Settings.bundle/en.lproj/Root.strings": "\"Group\" = \"Group\";\n",
        ])
        let findings = Checks.run(on: try await app.load(), checks: [KeyInNoTable.self])
        #expect(findings.map(\.key) == ["Version"], "\(findings.map(\.message))")
        #expect(findings.first?.message.hasSuffix("add it to App/Settings.bundle/en.lproj/Root.strings if it is to be translated") == true,
                "\(findings.map(\.message))")
    }
}
