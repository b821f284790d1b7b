import Foundation
import Testing

// Fixtures/Apps/Definitions (Brew): a Settings bundle whose Root.plist titles
// are the keys of Root.strings, and an intent definition whose identifiers
// are the keys of Intents.strings (issue 27). Before, their translated keys
// read as obsolete or unused; now they are uses, and a locale lacking one
// is missing it.
@Suite("Settings bundles and intent definitions, end to end")
struct DefinitionsTests {
    @Test func titlesAndIdentifiersAreKeysOfTheirTables() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Definitions", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.table ?? "-") \($0.key ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
        // Widget: a definition in Base.lproj, as Xcode keeps one; its prompt's
        // keys are Xcode's variants (`pR7mQx-dYQ5NN`), not the bare ID.
        // The Settings bundle has only German, and the app (its widget) ships
        // French too: Settings shows French users the pane as written.
        #expect(found == ["settings-locale-missing - Root - Fixtures/Apps/Definitions/Brew/Settings.bundle/Root.plist:0",
                          "missing-translation de Root Strong Fixtures/Apps/Definitions/Brew/Settings.bundle/Root.plist:27",
                          "missing-translation de Widget hT4sgA Fixtures/Apps/Definitions/Widget/Base.lproj/Widget.intentdefinition:36",
                          "missing-translation fr Widget pR7mQx-eH2LjY Fixtures/Apps/Definitions/Widget/en.lproj/Widget.strings:2"],
                "\(report.diagnostics.map(\.message))")
    }

    /// A real app (ownCloud): en-GB's `Intents.strings` lacks texts of the
    /// definition; Siri then reads the definition's own (English) text, which
    /// is what a variant of the development language shows anyway: 38 false
    /// errors. German lacking one still is missing it.
    @Test func aDevelopmentVariantLackingAnIntentTextShowsTheDefinitions() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/Definitions")
        try FileManager.default.createDirectory(atPath: copy.path("Widget/en-GB.lproj"), withIntermediateDirectories: true)
        try Data("\"tQ2wEr\" = \" ${hashtag}\";\n".utf8).write(to: URL(fileURLWithPath: copy.path("Widget/en-GB.lproj/Widget.strings")))
        let result = try await copy.run("check", ".", "--format", "json")
        let report = try result.json()
        let found = report.diagnostics.filter { $0.code == "missing-translation" }.map { "\($0.locale ?? "-") \($0.key ?? "-")" }
        #expect(!found.contains { $0.hasPrefix("en-GB ") }, "\(found)")
        #expect(found.contains("de hT4sgA"), "\(found)")
    }

    @Test func aMissingIntentTextNamesItsIdentifierAndText() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/Definitions")
        let table = copy.path("Brew/de.lproj/Intents.strings")
        try Data("\"kW9vQe\" = \"Startet das Brühen deines üblichen Kaffees\";\n".utf8).write(to: URL(fileURLWithPath: table))
        let result = try await copy.run("check", ".")
        #expect(result.stdout.contains("Brew/Intents.intentdefinition:25:1: error: de: \"Qd3kTz\" (\"Start Brew\" in Intents.intentdefinition) is missing from Brew/de.lproj/Intents.strings"),
                "\(result.stdout)")
    }
}
