import Foundation
import Testing

/// `l10n-tool check` on apps with `.stringsdict` files and String Catalogs,
/// run as a user runs it: a separate process, its output and exit status.
@Suite struct FormatsEndToEndTests {
    struct Finding: Decodable {
        var code: String
        var severity: String
        var locale: String?
        var key: String?
        var file: String?
        var line: Int?
    }

    struct Report: Decodable {
        var diagnostics: [Finding]
    }

    @Test func catalogAppReportsItsThreeDeliberateFindings() async throws {
        let result = try await Tool.run(["check", "Fixtures/xcstrings/App", "--format", "json"])
        #expect(result.status == 1, "an error-severity finding: \(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        let found = report.diagnostics.map { "\($0.code) \($0.severity) \($0.locale ?? "-") \($0.key ?? "-")" }.sorted()
        #expect(found == [
            "needs-review warning de Favourites",
            "plural-category-missing error de %d stars",
            "stale-translation warning - Old banner",
        ], "\(result)")
        let missing = try #require(report.diagnostics.first { $0.code == "plural-category-missing" })
        #expect(missing.file == "Fixtures/xcstrings/App/Resources/de.lproj/Plurals.stringsdict")
        #expect(missing.line == 9)
    }

    @Test func demoRunGainsNoFindingsFromItsPluralTables() async throws {
        let result = try await Tool.run(["check", "--format", "json"])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.diagnostics.map(\.code).sorted() == CheckCommandTests.demoCodes.sorted(), "\(result)")
        #expect(!report.diagnostics.contains { $0.file?.hasSuffix(".stringsdict") == true })
    }

    @Test func malformedCatalogStopsTheRunWithItsPosition() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Data(contentsOf: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/broken/missing-comma.xcstrings"))
        let catalog = folder.appendingPathComponent("Localizable.xcstrings")
        try broken.write(to: catalog)
        let result = try await Tool.run(["check", folder.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("Localizable.xcstrings:6:7: error: invalid JSON: expected ',' or '}' after a member"), "\(result)")
    }

    @Test func malformedStringsdictStopsTheRunWithItsPosition() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        let lproj = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try Data(contentsOf: Tool.packageRoot.appendingPathComponent("Fixtures/stringsdict/broken/missing-variable.stringsdict"))
        try broken.write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        let result = try await Tool.run(["check", folder.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("en.lproj/Localizable.stringsdict:5:2: error: the format of \"files\" uses %#@folders@"), "\(result)")
    }
}
