import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs
import Testing

@Suite("Markdown summary")
struct MarkdownRendererTests {
    static func findings(_ count: Int, code: String = "missing-translation") -> [Diagnostic] {
        (0..<count).map { index in
            Diagnostic(code: code, severity: .error, message: "de: missing translation of \"key.\(index)\" | *not* <b>bold</b>",
                       locale: "de", key: "key.\(index)", table: "Localizable",
                       location: SourceLocation(file: "App/en.lproj/Localizable.strings", line: index + 1, column: 1))
        }
    }

    /// A run too large for a comment lists fewer findings a code, never half a line.
    @Test func fitsTheLimitByListingFewer() {
        let diagnostics = Self.findings(5000) + Self.findings(300, code: "placeholder-mismatch")
        let summary = RunSummary(project: Project(root: "App", baseLocale: "en", specs: [], roots: []), diagnostics: diagnostics)
        let renderer = MarkdownRenderer(perCode: 10, limit: 3000)
        let text = renderer.render(diagnostics, summary: summary)
        #expect(text.unicodeScalars.count <= 3000, "\(text.unicodeScalars.count)")
        #expect(text.hasSuffix("\n"))
        #expect(text.contains("- … and 4"), "\(text)")
        #expect(text.contains("#### `placeholder-mismatch`: 300 errors"))
        // Every listed finding is whole.
        for line in text.split(separator: "\n") where line.hasPrefix("- `") { #expect(line.hasSuffix("\\<b\\>bold\\</b\\>")) }
        // At GitHub's limit the default lists 10 a code.
        let full = MarkdownRenderer().render(diagnostics, summary: summary)
        #expect(full.unicodeScalars.count <= MarkdownRenderer.commentLimit)
        #expect(full.contains("- … and 4990 more"))
    }

    @Test func markdownInMessagesIsShownLiterally() {
        #expect(MarkdownRenderer.escape("a | *b* _c_ `d` [e](f) <g>\nh") == "a \\| \\*b\\* \\_c\\_ \\`d\\` \\[e\\](f) \\<g\\>\\\\nh")
    }
}
