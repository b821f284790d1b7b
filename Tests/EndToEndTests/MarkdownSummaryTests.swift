import Foundation
import Testing

// `check --format markdown` (issue 31): a pull request's summary.
@Suite("check --format markdown, end to end")
struct MarkdownSummaryTests {
    @Test func countsThenFindingsByCodeErrorsFirst() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Findings", "--format", "markdown"])
        #expect(result.status == 1, "\(result)")
        let text = result.stdout
        #expect(text.hasPrefix("### l10n-tool: 8 errors, 7 warnings, 1 note\n"), "\(text)")
        #expect(text.contains("| de | 4 | 2 | 0 | 1 | 1 |\n"), "\(text)")
        let errors = try #require(text.range(of: "#### `title-truncated`: 1 error"))
        let warnings = try #require(text.range(of: "#### `duplicate-key`: 1 warning"))
        let notes = try #require(text.range(of: "#### `untranslated`: 1 note"))
        #expect(errors.lowerBound < warnings.lowerBound && warnings.lowerBound < notes.lowerBound)
        #expect(text.contains("- `Fixtures/Apps/Findings/Recipes/de.lproj/Localizable.strings:2` de: translation of \"Add to Shopping List\" is empty\n"), "\(text)")
    }

    @Test func placesLinkToTheBaseURL() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Findings", "--format", "markdown",
                                         "--link-base", "https://github.com/o/r/blob/abc123/"])
        #expect(result.stdout.contains("- [`Fixtures/Apps/Findings/Recipes/de.lproj/Localizable.strings:2`](https://github.com/o/r/blob/abc123/Fixtures/Apps/Findings/Recipes/de.lproj/Localizable.strings#L2) de:"),
                "\(result.stdout)")
    }

    @Test func saysWhatTheBaselineHides() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/Findings")
        _ = try await copy.run("check", ".", "--write-baseline", "baseline.json")
        let result = try await copy.run("check", ".", "--format", "markdown", "--baseline", "baseline.json")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("16 findings recorded in the baseline are hidden; what follows is new."), "\(result.stdout)")
    }
}
