import Foundation
import Testing

// Fixtures/Apps/SettingsPanes (Chime), the real-app classes of issue 48 in
// one app: a Settings pane whose titles are keys, one of them absent from
// the development Root.strings (English users see SETTINGS_GENERAL) and one
// in no table at all; a picker of font names and one of decibel values
// beside labels that are keys (shown as written); a footer written as text
// that no table has (one note); a Settings bundle without the French the app
// ships; a brand used as its own key, and a key in another letter case than
// the table's (a note that names the table's key).
@Suite("Settings panes and what the user sees, end to end")
struct SettingsPanesTests {
    @Test func findingsSayWhatEachLocaleShows() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/SettingsPanes", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \(($0.file ?? "-").replacingOccurrences(of: "Fixtures/Apps/SettingsPanes/Chime/", with: "")):\($0.line ?? 0)" }
        #expect(found == [
            "key-in-no-table en off ChimeView.swift:8",
            "key-in-no-table en BazQux ChimeView.swift:10",
            "missing-translation en SETTINGS_GENERAL Settings.bundle/Root.plist:13",
            "key-in-no-table en Sounds play only while the app is open. Settings.bundle/Root.plist:15",
            "missing-translation en SETTINGS_VIBRATE Settings.bundle/Root.plist:31",
            "settings-locale-missing - - Settings.bundle/en.lproj/Root.strings:0",
            "unused-key en Off en.lproj/Localizable.strings:2",
        ], "\(report.diagnostics.map(\.message))")
        let messages = report.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("\"SETTINGS_GENERAL\"") && $0.hasSuffix("Settings shows the key itself") })
        #expect(messages.contains { $0.contains("(fr), so Settings shows those users its titles in the development language (en)") })
        #expect(messages.contains { $0.contains("\"off\"") && $0.contains("the table has \"Off\", which differs only in letter case") })
    }
}
