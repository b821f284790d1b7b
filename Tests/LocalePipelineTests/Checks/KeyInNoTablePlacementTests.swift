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

    /// A real app (VLC): a font picker's titles ("Arial", "Helvetica") that
    /// the development `Root.strings` lacks were missing in each of 62
    /// locales. Offered through that table like code's keys, they are one
    /// note each; a title the development table has stays each locale's.
    @Test func aSettingsTitleTheDevelopmentTableLacksIsNoLocalesToMiss() async throws {
        let pane = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>FONT</string><key>Key</key><string>font</string>
            <key>Titles</key><array><string>Arial</string><string>Helvetica</string></array>
            <key>Values</key><array><string>a</string><string>h</string></array><key>DefaultValue</key><string>a</string></dict>
            </array></dict></plist>
            """
        let app = try TempProject(texts: [
            "App/Settings.bundle/Root.plist": pane,
            "App/Settings.bundle/en.lproj/Root.strings": "\"FONT\" = \"Font\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"OTHER\" = \"Andere\";\n",
        ])
        let findings = Checks.run(on: try await app.load(), checks: [KeyInNoTable.self, MissingTranslation.self])
        #expect(Set(findings.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" })
                == ["key-in-no-table en Arial", "key-in-no-table en Helvetica", "missing-translation de FONT"], "\(findings.map(\.message))")
    }

    /// InAppSettingsKit's `Root.inApp.plist` (VLC) is drawn by the app, not by
    /// Settings, and reads `Root.strings` when it names no table.
    @Test func anInAppSettingsPaneIsTheAppsOwnScreen() async throws {
        let pane = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>PLAYBACK</string></dict>
            </array></dict></plist>
            """
        let app = try TempProject(texts: [
            "App/Settings.bundle/Root.inApp.plist": pane,
            "App/Settings.bundle/en.lproj/Root.strings": "\"OTHER\" = \"Other\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"OTHER\" = \"Andere\";\n",
            "App/Settings.bundle/fr.lproj/Root.strings": "\"PLAYBACK\" = \"Lecture\";\n",
            // The kit that draws Root.inApp.plist (anInAppPaneIsDrawnOnlyByAnAppThatUsesInAppSettingsKit).
            "App/SettingsView.swift": "import InAppSettingsKit\n",
        ])
        let findings = Checks.run(on: try await app.load(), checks: [MissingTranslation.self])
        let de = findings.first { $0.locale == "de" && $0.key == "PLAYBACK" }
        #expect(de?.message.hasSuffix("the app's own settings screen shows it untranslated") == true, "\(findings.map(\.message))")
    }

    /// VLC keeps its App Shortcut phrases' texts in Localizable.strings; Siri
    /// reads phrases from AppShortcuts only, and the note says so.
    @Test func aPhraseInLocalizableIsSaidToBelongInAppShortcuts() async throws {
        let app = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"PHRASE_PLAY_${applicationName}\" = \"Play in ${applicationName}\";\n",
            "App/de.lproj/Localizable.strings": "\"other\" = \"Andere\";\n",
            "App/Shortcuts.swift": """
                import AppIntents
                struct Shortcuts: AppShortcutsProvider {
                    static var appShortcuts: [AppShortcut] {
                        AppShortcut(intent: PlayIntent(), phrases: ["PHRASE_PLAY_\\(.applicationName)"], shortTitle: "Play", systemImageName: "play")
                    }
                }
                """,
        ])
        let findings = Checks.run(on: try await app.load(), checks: [KeyInNoTable.self])
        #expect(findings.filter { $0.key != "Play" }.map(\.message) == [
            "the App Shortcut phrase \"PHRASE_PLAY_${applicationName}\" is in no table, so Siri and Spotlight know it in the development language only; "
                + "App/en.lproj/Localizable.strings has it, but Siri reads phrases from the AppShortcuts table only: move it there",
        ])
    }
    /// VLC: `Root.inApp.plist` is InAppSettingsKit's; the iOS app does not use
    /// the kit and draws none of its group titles (59 false errors). With
    /// the kit in the app's code, its titles are required as before.
    @Test func anInAppPaneIsDrawnOnlyByAnAppThatUsesInAppSettingsKit() async throws {
        let pane = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SETTINGS_GENERIC</string></dict>
            </array></dict></plist>
            """
        var files = [
            "App/Info.plist": TempProject.infoPlist([("Search", nil)]),
            "App/en.lproj/Localizable.strings": "\"Search\" = \"Search\";\n",
            "App/de.lproj/Localizable.strings": "\"Search\" = \"Suchen\";\n",
            "App/Settings.bundle/Root.inApp.plist": pane,
            "App/Settings.bundle/en.lproj/Root.strings": "\"OTHER\" = \"Other\";\n",
            "App/Settings.bundle/de.lproj/Root.strings": "\"OTHER\" = \"Andere\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
            "App/App.swift": "import UIKit\nlet title = NSLocalizedString(\"Search\", comment: \"\")\n",
        ]
        let checks: [any Check.Type] = [MissingTranslation.self, KeyInNoTable.self]
        let own = Checks.run(on: try await TempProject(texts: files).load(), checks: checks)
        #expect(own.isEmpty, "\(own.map(\.message))")
        files["App/SettingsView.swift"] = "import InAppSettingsKit\nlet settings = IASKAppSettingsViewController()\n"
        let kit = Checks.run(on: try await TempProject(texts: files).load(), checks: checks)
        #expect(kit.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["missing-translation en SETTINGS_GENERIC"], "\(kit.map(\.message))")
    }
}
