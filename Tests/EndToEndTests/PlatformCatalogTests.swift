import Foundation
import Testing

/// A String Catalog as translation platforms export it (issue 46): every
/// translation in the state `new`, with its value. Those ship, so they are
/// translations: not 21,919 `missing-translation` errors and report pages at
/// 0%, but one note per catalog and language; a `new` unit without a value
/// is still missing, and an English copy is `untranslated`.
@Suite("String Catalog states, end to end")
struct PlatformCatalogTests {
    static let app = "Fixtures/Apps/PlatformCatalog"

    @Test func newTranslationsWithValuesShipAndAreOneNotePerLanguage() async throws {
        let result = try await Tool.run(["check", Self.app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let found = try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.line ?? 0)" }
        #expect(found == [
            "translation-marked-new de - 6",
            "untranslated de Open in Maps 6",
            "translation-marked-new fr - 18",
            "missing-translation fr Share route 48",
            "missing-translation fr Show traffic 64",
        ], "\(result.stdout)")
        #expect(result.stdout.contains("de: 3 keys of Localizable.xcstrings have their translation in the state new (not reviewed in Xcode); they ship as written"))
    }

    @Test func theReportCountsThemAndXLIFFCarriesThemWithTheirState() async throws {
        let report = try await Tool.run(["report", Self.app, "--format", "json", "--output", "-"])
        let pages = try #require(try report.jsonObject()["locales"] as? [[String: Any]])
        let german = try #require(pages.first { $0["locale"] as? String == "de" }?["completion"] as? [String: Int])
        #expect(german["translated"] == 4 && german["missing"] == 0, "\(german)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xliff = folder.appendingPathComponent("de.xliff").path
        #expect(try await Tool.run(["xliff", "export", Self.app, "--locale", "de", "-o", xliff]).status == 0)
        let xml = try String(contentsOfFile: xliff, encoding: .utf8)
        #expect(xml.contains("<target state=\"new\">Orte suchen</target>"), "\(xml)")
        #expect(xml.contains("<target state=\"translated\">Verkehr anzeigen</target>"), "\(xml)")
        // Imported back unchanged, it changes nothing.
        let imported = try await Tool.run(["xliff", "import", Self.app, xliff, "--dry-run"])
        #expect(imported.status == 0 && imported.stdout.contains("no table would change"), "\(imported)")
    }
}
