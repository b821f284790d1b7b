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

    /// A line feed in the app folder's name (issue 50) stays inside the place: one finding, one line.
    @Test func aLineFeedInAFolderNameStaysOnTheFindingsLine() {
        let diagnostic = Diagnostic(code: "missing-translation", severity: .error, message: "de: missing", locale: "de", key: "k", table: "Localizable",
                                    location: SourceLocation(file: "My\nApp/en.lproj/Localizable.strings", line: 3, column: 1))
        let summary = RunSummary(project: Project(root: "My\nApp", baseLocale: "en", specs: [], roots: []), diagnostics: [diagnostic])
        for renderer in [MarkdownRenderer(), MarkdownRenderer(linkBase: "https://example.com/blob/abc")] {
            let text = renderer.render([diagnostic], summary: summary)
            let items = text.split(separator: "\n").filter { $0.hasPrefix("- ") }
            #expect(items.count == 1, "\(text)")
            #expect(items.first?.contains("My\\nApp/en.lproj/Localizable.strings:3") == true, "\(text)")
            #expect(!text.contains("My\nApp"))
        }
    }

    @Test func markdownInMessagesIsShownLiterally() {
        #expect(MarkdownRenderer.escape("a | *b* _c_ `d` [e](f) <g>\nh") == "a \\| \\*b\\* \\_c\\_ \\`d\\` \\[e\\](f) \\<g\\>\\\\nh")
    }
}
