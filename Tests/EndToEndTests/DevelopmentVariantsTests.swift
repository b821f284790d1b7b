import Foundation
import Testing

/// Regional variants of the development language (issue 46's real-app
/// ledger: `en-US` beside an `en` base, without the app's `InfoPlist.strings`
/// and App Shortcuts tables, gave 1,024 false errors on one app). iOS
/// appends the development region to every bundle's search list, so a table
/// `en-US.lproj` has no file of is read from `en.lproj`: nothing is missing.
/// A table it has is read alone (a key it lacks shows as the key), and a
/// German table that is absent is still untranslated.
@Suite("development variants, end to end")
struct DevelopmentVariantsTests {
    static let app = "Fixtures/Apps/DevelopmentVariants"

    @Test func aVariantWithoutTheTableReadsTheDevelopmentOne() async throws {
        let result = try await Tool.run(["check", Self.app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let found = try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" }
        #expect(found == [
            "missing-translation de SHORTCUT_BREW",
            "missing-translation en-US timer.done",
        ], "\(result.stdout)")
    }

    @Test func exportTakesTheDevelopmentTableForTheVariantWithoutAWord() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-variants-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Tool.run(["export", Self.app, "--output", folder.path])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("en-US:"), "\(result.stderr)")
        #expect(result.stderr.contains("de: \"SHORTCUT_BREW\" has no translation"), "\(result.stderr)")
        let items = try String(contentsOf: folder.appendingPathComponent("en-US.lproj/ShortcutItems.plist"), encoding: .utf8)
        #expect(items.contains("<string>Brew Tea</string>"), "\(items)")
    }
}
