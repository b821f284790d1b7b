import Foundation
import Testing

/// `check` and `export` on the fixture apps shaped like real ones
/// (Fixtures/Apps/MultiTarget and ObjCApp, see their README): several
/// bundles, default values, SwiftUI, SwiftGen, quick actions made in code,
/// a project's own localization macro, keys differing in letter case.
@Suite struct RealAppShapeTests {
    /// A copy of a fixture app to change.
    final class AppCopy {
        let folder: URL

        init(_ fixture: String) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
            try FileManager.default.copyItem(at: Tool.fixture(fixture), to: folder)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        /// Removes the lines of `file` that contain `text`.
        func removeLines(_ file: String, containing text: String) throws {
            let url = folder.appendingPathComponent(file)
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            let kept = lines.filter { !$0.contains(text) }
            #expect(kept.count < lines.count, "\(file) has no line with \(text)")
            try Data(kept.joined(separator: "\n").utf8).write(to: url)
        }

        func write(_ file: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }

        func check(_ extra: String...) async throws -> (Tool.Result, Report) {
            let result = try await Tool.run(["check", "--format", "json"] + extra, in: folder)
            #expect(result.stderr.isEmpty, "\(result)")
            return (result, try result.json())
        }
    }

    // MARK: An app, a widget and a Swift package, every key where it belongs

    @Test func multiTargetAppHasNoFindings() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/MultiTarget", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.code) \($0.message)" })")
        #expect(Set(report.summary.locales.keys) == ["en", "de"])
        // The Info.plist item, and the one AppDelegate.swift makes with texts from Strings.swift and SwiftGen.
        #expect(report.summary.items == 2)
        #expect(report.summary.itemsInInfoPlist == 1)
        #expect(report.summary.itemsInCode == 1)

        let text = try await Tool.run(["check", "Fixtures/Apps/MultiTarget"])
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("0 errors, 0 warnings, 0 notes in 2 locales, 2 quick actions (1 in Info.plist, 1 in code)"), "\(text)")
    }

    /// Each bundle's key, removed from its German table, is missing once,
    /// named by the path of the table it belongs in; no other table is blamed.
    @Test func aKeyMissingInOneBundleNamesThatBundlesTable() async throws {
        let app = try AppCopy("MultiTarget")
        try app.removeLines("TrailsWidget/de.lproj/Localizable.strings", containing: "widget.no_hikes")
        try app.removeLines("Packages/TrailKit/Sources/TrailKit/Resources/de.lproj/Localizable.strings", containing: "distance.km")
        try app.removeLines("Trails/de.lproj/InfoPlist.strings", containing: "Start a Hike")
        // A key with a default value that no table has any more is not
        // offered for translation: a note where the code uses it, not an error.
        try app.removeLines("Trails/de.lproj/Localizable.strings", containing: "quickaction.nearby.title")
        let (result, report) = try await app.check()
        #expect(result.status == 1, "\(result)")
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
        #expect(found == [
            "key-in-no-table en quickaction.nearby.title Trails/App/Strings.swift:7",
            "missing-translation de Start a Hike Trails/en.lproj/InfoPlist.strings:5",
            "missing-translation de distance.km Packages/TrailKit/Sources/TrailKit/Resources/en.lproj/Localizable.strings:2",
            "missing-translation de widget.no_hikes TrailsWidget/en.lproj/Localizable.strings:5",
        ], "\(report.diagnostics.map(\.message))")
        let messages = Dictionary(uniqueKeysWithValues: report.diagnostics.compactMap { d in d.key.map { ($0, d.message) } })
        #expect(messages["widget.no_hikes"]?.contains("in TrailsWidget/de.lproj/Localizable.strings") == true)
        #expect(messages["distance.km"]?.contains("in Packages/TrailKit/Sources/TrailKit/Resources/de.lproj/Localizable.strings") == true)
        #expect(messages["quickaction.nearby.title"]?.contains("(shown as \"Trails Nearby\")") == true)
        #expect(report.summary.locales["de"]?.missing == 3)
        #expect(report.summary.locales["en"]?.errors == 0)
    }

    /// A key one bundle uses is looked up in that bundle's tables: the app's
    /// table having the widget's key does not translate the widget.
    @Test func aKeyInAnotherBundlesTableDoesNotCount() async throws {
        let app = try AppCopy("MultiTarget")
        try app.removeLines("TrailsWidget/de.lproj/Localizable.strings", containing: "widget.no_hikes")
        let table = try String(contentsOf: app.folder.appendingPathComponent("Trails/de.lproj/Localizable.strings"), encoding: .utf8)
        try app.write("Trails/de.lproj/Localizable.strings", table + "\"widget.no_hikes\" = \"Noch nichts geplant\";\n")
        let (result, report) = try await app.check()
        #expect(result.status == 1, "\(result)")
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.file ?? "-")" }.sorted()
        // Not obsolete in the app's table either: the key is in use (by the widget).
        #expect(found == [
            "missing-translation de widget.no_hikes TrailsWidget/en.lproj/Localizable.strings",
        ], "\(report.diagnostics.map(\.message))")
    }

    /// Previews and `#if DEBUG` are skipped by default (the test target always
    /// is); read, their keys are in no table.
    @Test func previewsAndDebugCodeAreSkippedUnlessAsked() async throws {
        let app = try AppCopy("MultiTarget")
        try app.write("l10n.yml", "skip_code: []\n")
        let (result, report) = try await app.check()
        #expect(result.status == 1, "\(result)")
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.file ?? "-")" }.sorted()
        #expect(found == [
            // No value: the debug banner shows its key.
            "key-in-no-table en Preview only Trails/Views/HomeView.swift",
            "missing-translation en debug.banner Trails/Views/HomeView.swift",
        ], "\(report.diagnostics.map(\.message))")
    }

    /// Texts no one translates: the app's own name (from its Info.plist), a
    /// URL a text field shows as its prompt, a loading skeleton drawn as grey
    /// bars, an intent the system never lists. Another literal in no table is
    /// still a note.
    @Test func namesPromptsAndSkeletonsAreInNoTableByDesign() async throws {
        let app = try AppCopy("MultiTarget")
        let plist = try String(contentsOf: app.folder.appendingPathComponent("Trails/Info.plist"), encoding: .utf8)
        try app.write("Trails/Info.plist", plist.replacingOccurrences(of: "<string>Trails</string>", with: "<string>Trailhead</string>"))
        try app.write("Trails/Views/AboutView.swift", """
            import SwiftUI

            struct AboutView: View {
                @State private var url = ""
                var body: some View {
                    VStack {
                        Text("Trailhead")
                        TextField("https://...", text: $url)
                        ForEach(0..<3) { _ in
                            Button(action: {}, label: { Text("Loading peaks") }).buttonStyle(.plain).redacted(reason: .placeholder)
                        }
                        Text("Nearby peaks")
                    }
                }
            }
            """)
        // An intent the system never lists: its title and parameter are read by no one.
        try app.write("Trails/App/PlayTrailIntent.swift", """
            import AppIntents

            struct PlayTrailIntent: AudioPlaybackIntent {
                static var title: LocalizedStringResource = "Play trail audio"
                static var isDiscoverable = false
                @Parameter(title: "TrailUUID")
                var trailID: String
                func perform() async throws -> some IntentResult { .result() }
            }
            """)
        let (_, report) = try await app.check()
        let found = report.diagnostics.filter { ["key-in-no-table", "missing-translation"].contains($0.code) }
            .map { "\($0.code) \($0.key ?? "-") \($0.line ?? 0)" }
        #expect(found == ["key-in-no-table Nearby peaks 12"], "\(report.diagnostics.map(\.message))")
    }

    // MARK: Objective-C: a macro of the app's own, quick actions made in code

    @Test func objectiveCAppFindings() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/ObjCApp", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try result.json()
        let ledger = "Fixtures/Apps/ObjCApp/Ledger/"
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
        #expect(found == [
            // The key LGLocalizedString (named in l10n.yml) uses, which German lacks.
            "missing-translation de Paste from Clipboard \(ledger)en.lproj/InfoPlist.strings:2",
            "missing-translation de shortcut.add.title \(ledger)en.lproj/Localizable.strings:8",
            // German's key differs in letter case: iOS never finds it.
            "orphaned-infoplist-key - Paste from clipboard \(ledger)de.lproj/InfoPlist.strings:3",
        ], "\(report.diagnostics.map(\.message))")
        let paste = try #require(report.diagnostics.first { $0.key == "Paste from Clipboard" })
        #expect(paste.message.contains("the table has \"Paste from clipboard\", which differs only in letter case: did you mean it?"), "\(paste.message)")
        // Info.plist's item, the one titled through kAddTitle, and the account item whose title is set at run time.
        #expect(report.summary.items == 3)
        #expect(report.summary.itemsInInfoPlist == 1)
        #expect(report.summary.itemsInCode == 2)
        #expect(report.summary.total == .init(errors: 2, warnings: 1, notes: 0, missing: 2, truncated: 0))
    }

    /// The same hint when the title is in no development table (only in Info.plist).
    @Test func aTitleOnlyInInfoPlistGetsTheLetterCaseHintToo() async throws {
        let app = try AppCopy("ObjCApp")
        try app.removeLines("Ledger/en.lproj/InfoPlist.strings", containing: "Paste from Clipboard")
        let (result, report) = try await app.check()
        #expect(result.status == 1, "\(result)")
        let paste = try #require(report.diagnostics.first { $0.code == "missing-translation" && $0.key == "Paste from Clipboard" })
        #expect(paste.locale == "de")
        #expect(paste.message.contains("quick action title"), "\(paste.message)")
        #expect(paste.message.contains("the table has \"Paste from clipboard\", which differs only in letter case: did you mean it?"), "\(paste.message)")
    }

    @Test func objectiveCAppExportSaysWhatIsSetAtRunTime() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await Tool.run(["export", "Fixtures/Apps/ObjCApp", "--output", output.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("warning: the title of com.example.ledger.recent is set at run time"), "\(result)")
        #expect(result.stderr.contains("de: \"shortcut.add.title\" has no translation in Ledger/de.lproj/Localizable.strings; exported the development value (en): \"Add Expense\""), "\(result)")
        #expect(result.stdout.contains("3 quick actions (1 left out: see the warnings)"), "\(result)")
        let plist = try Data(contentsOf: output.appendingPathComponent("de.lproj/ShortcutItems.plist"))
        let items = try #require((try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
        #expect(items.map { $0["UIApplicationShortcutItemType"] as? String } == ["com.example.ledger.paste", "com.example.ledger.add"])
        #expect(items.map { $0["UIApplicationShortcutItemTitle"] as? String } == ["Paste from Clipboard", "Add Expense"])
    }
}
