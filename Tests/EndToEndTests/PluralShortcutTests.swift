import Foundation
import Testing

// Fixtures/Apps/PluralShortcut (Inbox): a quick action made in code whose
// subtitle is a .stringsdict plural (issue 27). Each form a locale uses is
// measured with a number its CLDR category selects; the German `other` form
// is cut; the report counts what check reports.
@Suite("Plural quick action texts, end to end")
struct PluralShortcutTests {
    @Test func eachFormIsMeasuredAndTheReportAgrees() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/PluralShortcut", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.line ?? 0)" } == ["subtitle-truncated de 17"], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.first?.message.contains("subtitle (plural form other, as for 100) needs 3 lines") == true)

        let out = FileManager.default.temporaryDirectory.appendingPathComponent("plural-report-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        let written = try await Tool.run(["report", "Fixtures/Apps/PluralShortcut", "--format", "json", "--output", out.path])
        #expect(written.stderr.contains("3 locales, 6 strings, 0 missing, 1 too long"), "\(written)")
    }
}
