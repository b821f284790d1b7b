import Foundation
import Testing

// App Shortcuts (issue 26) on the fixture apps: Stride (two providers in
// two files, a phrase constant in a third, a parameterized phrase, .strings
// tables) with findings, its corrected copy with none, and Pace (an
// AppShortcuts.xcstrings String Catalog).

@Suite("App Shortcuts, end to end")
struct AppShortcutsTests {
    struct Expected: CustomStringConvertible {
        var code: String
        var locale: String
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(code) \(locale) \(file):\(line):\(column)" }
    }

    static let stride = "Fixtures/Apps/AppShortcuts/Stride"

    static let expected: [Expected] = [
        Expected(code: "phrase-parameter-mismatch", locale: "en", file: "\(stride)/Shortcuts/HydrationShortcuts.swift", line: 6, column: 67),
        Expected(code: "missing-application-name", locale: "en", file: "\(stride)/Shortcuts/HydrationShortcuts.swift", line: 6, column: 119),
        Expected(code: "phrase-parameter-mismatch", locale: "de", file: "\(stride)/de.lproj/AppShortcuts.strings", line: 1, column: 1),
        Expected(code: "missing-application-name", locale: "de", file: "\(stride)/de.lproj/AppShortcuts.strings", line: 2, column: 1),
        Expected(code: "missing-translation", locale: "ja", file: "\(stride)/en.lproj/AppShortcuts.strings", line: 5, column: 1),
        Expected(code: "duplicate-phrase", locale: "ja", file: "\(stride)/ja.lproj/AppShortcuts.strings", line: 5, column: 1),
    ]

    @Test func everyFindingAtItsPlaceAndNothingElse() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/AppShortcuts", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(found == Self.expected.map(\.description), "\(report.diagnostics.map(\.message))")
        for diagnostic in report.diagnostics { #expect(diagnostic.severity == allCodes[diagnostic.code], "\(diagnostic.code)") }
        #expect(report.summary.appShortcuts == .init(shortcuts: 2, phrases: 6))
        let messages = report.diagnostics.map(\.message)
        #expect(messages.contains("ja: missing translation of App Shortcut phrase \"Log water in ${applicationName}\" of LogWaterIntent in Stride/ja.lproj/AppShortcuts.strings, so Siri does not recognize it in ja"), "\(messages)")
        #expect(messages.contains { $0.contains("names ${amount}, which LogWaterIntent does not have (it has no parameters)") }, "\(messages)")

        // The phrase constant of Phrases.swift is followed, and counted; the intents' titles are uses.
        let text = try await Tool.run(["check", "Fixtures/Apps/AppShortcuts"])
        #expect(text.stdout.contains("in 3 locales, 0 quick actions, 2 App Shortcuts with 6 phrases"), "\(text)")
    }

    @Test func theCorrectedCopyHasNoFinding() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/AppShortcutsClean", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.summary.appShortcuts == .init(shortcuts: 2, phrases: 5))
    }

    /// The issue's case: a German AppShortcuts.xcstrings whose first phrase
    /// lost the app's name and whose second has it twice.
    @Test func aStringCatalogOfPhrases() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/AppShortcutsCatalog", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.line ?? 0)" }
        #expect(found == ["repeated-application-name de 6", "missing-application-name de 16"], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.allSatisfy { $0.file == "Fixtures/Apps/AppShortcutsCatalog/Pace/AppShortcuts.xcstrings" })
        #expect(report.summary.appShortcuts == .init(shortcuts: 1, phrases: 2))
    }

    /// `extract` lists the phrases (with their constant followed) and the titles.
    @Test func extractListsPhrasesAndTitles() async throws {
        let result = try await Tool.run(["extract", "Fixtures/Apps/AppShortcuts", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        for phrase in ["Start ${workout} in ${applicationName}", "Quick start in ${applicationName}", "Log a glass of water"] {
            #expect(result.stdout.contains("\"key\" : \"\(phrase)\""), "\(phrase): \(result.stdout.prefix(3000))")
        }
        #expect(result.stdout.contains("\"kind\" : \"app-shortcut-phrase\""))
        #expect(result.stdout.contains("\"key\" : \"Starts a workout and shows its timer.\""))
    }

    /// Without code, the tables alone are still checked.
    @Test func tablesAloneWithNoCode() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/AppShortcuts", "--no-code", "--format", "json"])
        let report = try result.json()
        let codes = report.diagnostics.map { "\($0.code) \($0.locale ?? "-")" }
        #expect(codes.contains("missing-application-name de") && codes.contains("phrase-parameter-mismatch de") && codes.contains("missing-application-name en"),
                "\(codes)")
        #expect(report.summary.appShortcuts == nil)
    }
}

@Suite("App Shortcuts, export")
struct AppShortcutsExportTests {
    /// Each locale's AppShortcuts.strings, the same bytes on every run; a
    /// phrase a locale lacks is not written (Siri has no per-phrase fallback,
    /// issue 46): one warning for the locale.
    @Test func exportWritesEachLocalesPhrasesByteStable() async throws {
        let first = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-as-\(UUID().uuidString)")
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-as-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let result = try await Tool.run(["export", "Fixtures/Apps/AppShortcuts", "--output", first.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("warning: ja: 1 App Shortcut phrase has no translation (first: \"Log water in ${applicationName}\"); not written into ja.lproj/AppShortcuts.strings"), "\(result)")
        #expect(try await Tool.run(["export", "Fixtures/Apps/AppShortcuts", "--output", second.path]).status == 0)
        for locale in ["en", "de", "ja"] {
            let path = "\(locale).lproj/AppShortcuts.strings"
            #expect(try Data(contentsOf: first.appendingPathComponent(path)) == Data(contentsOf: second.appendingPathComponent(path)), "\(path)")
        }
        let japanese = try String(contentsOf: first.appendingPathComponent("ja.lproj/AppShortcuts.strings"), encoding: .utf8)
        #expect(japanese.contains("\"Start ${workout} in ${applicationName}\" = \"${applicationName}で${workout}を開始\";"))
        #expect(!japanese.contains("Log water"))
        // Read back as a table Foundation would: every phrase of code is in it.
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: first.appendingPathComponent("de.lproj/AppShortcuts.strings")), format: nil) as? [String: String])
        #expect(plist.count == 6)
        #expect(plist["Quick start in ${applicationName}"] == "Schnellstart in ${applicationName}")
    }

    /// An app not localized yet whose only surface is an App Shortcut in
    /// code (AltStore's shape): its phrases are checked and every command
    /// runs, where each used to exit 2 for want of a table. A folder with
    /// neither surface nor table still has nothing to check.
    @Test func appShortcutsAloneAreSomethingToCheck() async throws {
        let app = "Fixtures/Apps/AppShortcutsOnly"
        let result = try await Tool.run(["check", app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(found.contains("missing-application-name en \(app)/Kettle/KettleShortcuts.swift:14"), "\(found)")
        #expect(report.summary.appShortcuts == .init(shortcuts: 1, phrases: 2))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-aso-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["extract", app], ["project", app], ["report", app, "--output", folder.appendingPathComponent("report").path],
                          ["export", app, "--output", folder.appendingPathComponent("export").path]] {
            let run = try await Tool.run(arguments)
            #expect(run.status == 0, "\(arguments): \(run)")
        }

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-none-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: empty) }
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: empty.appendingPathComponent("Main.swift"))
        let nothing = try await Tool.run(["check", empty.path])
        #expect(nothing.status == 2 && nothing.stderr.contains("no App Shortcuts in code"), "\(nothing)")
    }

    /// An app without App Shortcuts exports exactly what it did before.
    @Test func noPhrasesNoFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-as-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try await Tool.run(["export", "Fixtures/Apps/Clean", "--output", folder.path]).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(!files.contains { $0.hasSuffix("AppShortcuts.strings") }, "\(files)")
    }
}

@Suite("App Shortcuts, string sets")
struct AppShortcutStringSetTests {
    /// Xcode's own shape (found on real apps): each shortcut's phrases are one
    /// `stringSet` in AppShortcuts.xcstrings, keyed by the first phrase, with
    /// as many phrases per language as the translator wrote.
    @Test func stringSetsAreReadWhole() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/AppShortcutsSet", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.line ?? 0)" }
        // de: a fourth phrase without the app's name, a parameter renamed, a phrase the other shortcut has too;
        // fr: the second shortcut untranslated. Nothing about the source's second phrase (it is in the set).
        #expect(found == ["missing-application-name de 8", "phrase-parameter-mismatch de 8", "duplicate-phrase de 41", "missing-translation fr 48"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.contains { $0.message.contains("\"In ${applicationName} zu ${modus} wechseln\", has ${modus}, which none of its phrases has (they have ${mode})") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-set-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try await Tool.run(["export", "Fixtures/Apps/AppShortcutsSet", "--output", folder.path])
        #expect(export.status == 0, "\(export)")
        // The fallback names the catalog, the file a translator edits.
        #expect(export.stderr.contains("warning: fr: 1 App Shortcut phrase has no translation (first: \"Show the dial in ${applicationName}\"); not written into fr.lproj/AppShortcuts.strings"), "\(export.stderr)")
        let german = try String(contentsOf: folder.appendingPathComponent("de.lproj/AppShortcuts.strings"), encoding: .utf8)
        #expect(german.contains("\"Switch to ${mode} in ${applicationName}\" = \"In ${applicationName} auf ${mode} wechseln\";"), "\(german)")

        // XLIFF leaves string sets out (their exchange form is not known), so an unedited round trip changes nothing.
        let xliff = folder.appendingPathComponent("de.xliff").path
        let exported = try await Tool.run(["xliff", "export", "Fixtures/Apps/AppShortcutsSet", "--locale", "de", "-o", xliff])
        #expect(exported.status == 0, "\(exported)")
        #expect(!(try String(contentsOfFile: xliff, encoding: .utf8)).contains("applicationName"))
        let imported = try await Tool.run(["xliff", "import", "Fixtures/Apps/AppShortcutsSet", xliff, "--dry-run"])
        #expect(imported.status == 0 && imported.stdout.contains("no table would change"), "\(imported)")

        // A unit for a string set (from another tool) is named as what it is, not as plural variations.
        let unit = folder.appendingPathComponent("set.xliff")
        try Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Dial/AppShortcuts.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="Set mode in ${applicationName}"><source>Set mode in ${applicationName}</source><target>Modus in ${applicationName} setzen</target></trans-unit>
          </body></file>
        </xliff>
        """.utf8).write(to: unit)
        let set = try await Tool.run(["xliff", "import", "Fixtures/Apps/AppShortcutsSet", unit.path, "--dry-run"])
        #expect(set.status == 2, "\(set)")
        #expect(set.stderr.contains("\"Set mode in ${applicationName}\" is a set of App Shortcut phrases (a string set) in de, which import does not write yet"), "\(set)")
        #expect(!set.stderr.contains("plural or device variations"))
    }
}
