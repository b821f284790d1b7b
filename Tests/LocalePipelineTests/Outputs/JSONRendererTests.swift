import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// The check report's JSON is a stable contract: the direct writer of the
/// findings must give JSONEncoder's bytes exactly.
@Suite("JSON report")
struct JSONRendererTests {
    private static let awkward = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined() + " ü 漢字 👩‍👩‍👧 \u{2028} \u{FEFF} / \\ \""

    private static var diagnostics: [Diagnostic] {
        let location = LocalePipeline.SourceLocation(file: "/app/de.lproj/Localizable.strings", line: 12, column: 3)
        return [
            Diagnostic(code: "missing-translation", severity: .error, message: "de: missing \"x\"", locale: "de", key: "x",
                       table: "Localizable", location: location),
            Diagnostic(code: "too-many-shortcuts", severity: .warning, message: "only 4 are shown"),
            Diagnostic(code: "untranslated", severity: .note, message: awkward, locale: awkward, key: awkward, table: awkward,
                       location: LocalePipeline.SourceLocation(file: awkward)),
            Diagnostic(code: "title-truncated", severity: .error, message: "too long", locale: "ja", key: "t",
                       location: location, measurement: Measurement(Fit("ショートカットのタイトルがとても長い場合", locale: "ja", lineWidth: 10, maxLines: 2))),
            Diagnostic(code: "subtitle-truncated", severity: .error, message: "empty", measurement: Measurement(Fit("", locale: "en", lineWidth: 25, maxLines: 1))),
            Diagnostic(code: "title-truncated", severity: .error, message: awkward, measurement: Measurement(Fit(awkward, locale: "en", lineWidth: 5, maxLines: 3))),
        ]
    }

    private func summary(_ diagnostics: [Diagnostic]) -> RunSummary {
        RunSummary(project: Project(root: "/app", baseLocale: "en", specs: [], roots: [], specRoots: []), diagnostics: diagnostics)
    }

    /// The JSON report reads back to the same findings and counts, awkward
    /// text and measurements included, and an empty list is still a report.
    @Test func findingsReadBackAsWritten() throws {
        let diagnostics = Self.diagnostics
        let summary = summary(diagnostics)
        let written = try JSONRenderer().render(diagnostics, summary: summary)
        struct Back: Decodable { var diagnostics: [Diagnostic]; var summary: RunSummary }
        let back = try JSONDecoder().decode(Back.self, from: Data(written.utf8))
        #expect(back.diagnostics == diagnostics)
        #expect(back.summary == summary)
        #expect(written.hasSuffix("\n") && written.contains("\"tool\" : {"))
        let empty = try JSONDecoder().decode(Back.self, from: Data(try JSONRenderer().render([], summary: self.summary([])).utf8))
        #expect(empty.diagnostics.isEmpty)
    }
}
