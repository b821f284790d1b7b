import Foundation
import Testing

// `required_locales:` (issue 27): locales that must be complete keep their
// missing-translation findings; the others are counted per table, as
// translator metrics, in the text summary and in JSON `summary.coverage`.
@Suite("required_locales, end to end")
struct RequiredLocalesTests {
    @Test func otherLocalesAreCoverageNotFindings() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/Binary")
        try Data("required_locales: [pt]\n".utf8).write(to: URL(fileURLWithPath: copy.path("l10n.yml")))
        let json = try await copy.run("check", ".", "--format", "json")
        #expect(json.status == 0, "\(json)")
        let report = try json.json()
        // de (4 keys) and pt-BR (3; the app's name a locale may keep is none) are not required: only the misnamed file is left.
        #expect(report.codes == ["file-name-case"], "\(report.diagnostics.map(\.message))")
        #expect(report.summary.locales["pt-BR"]?.missing == 3)
        #expect(report.summary.locales["de"]?.missing == 4)
        #expect(report.summary.locales["pt-BR"]?.errors == 0)
        #expect(json.stdout.contains("\"coverage\" : ["), "\(json.stdout)")

        let text = try await copy.run("check", ".")
        #expect(text.stdout.contains("not required (required_locales in l10n.yml), missing keys counted, not listed:\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  de: InfoPlist 4 of 5 keys missing (20% translated)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  pt-BR: InfoPlist 1 of 5 keys missing (80% translated)\n"), "\(text.stdout)")
        #expect(text.stdout.contains("  pt-BR: Localizable 2 of 3 keys missing (33% translated)\n"), "\(text.stdout)")

        // A required locale lacking a key still fails the build.
        try Data("required_locales: [pt-BR]\n".utf8).write(to: URL(fileURLWithPath: copy.path("l10n.yml")))
        let failing = try await copy.run("check", ".", "--format", "json")
        #expect(failing.status == 1)
        #expect(try failing.json().diagnostics.filter { $0.code == "missing-translation" }.allSatisfy { $0.locale == "pt-BR" })
    }
}
