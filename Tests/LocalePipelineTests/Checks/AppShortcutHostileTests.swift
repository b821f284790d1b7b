import Foundation
import Testing
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineProject
@testable import PipelineChecks
@testable import PipelineOutputs

/// App Shortcut phrases too big for their checks' old ways (issue 50): each
/// is read in time linear in its size, and a message names a huge text by its start.
@Suite("App Shortcut phrases, hostile inputs")
struct AppShortcutHostileTests {
    /// A German phrase of 20,000 `${…}` tokens without the app's name: both
    /// findings name it by its first characters, not all 300 KB of it.
    @Test(.timeLimit(.minutes(1))) func aHugeTranslationIsNamedByItsStart() throws {
        let phrase = "Start ${workout} in ${applicationName}"
        let value = (0..<20_000).map { "${p\($0)} Wort" }.joined(separator: " ")
        let project = try ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"\(phrase)\" = \"\(phrase)\";"],
            "de": [AppShortcutTokens.table: "\"\(phrase)\" = \"\(value)\";"],
        ]).makeProject()
        let findings = Checks.run(on: project, checks: [MissingApplicationName.self, PhraseParameterMismatch.self])
        #expect(findings.map(\.code).sorted() == ["missing-application-name", "phrase-parameter-mismatch"])
        for finding in findings {
            #expect(finding.message.count < 700, "\(finding.message.count) characters")
        }
        #expect(findings.contains { $0.message.contains("(\"${p0} Wort ${p1} Wort") && $0.message.contains("…\")") })
        #expect(findings.contains { $0.message.contains("has the parameters ${p0}, ${p1}, ") })
        #expect(AppShortcutTokens.names(in: value).count == 20_000)
        #expect(AppShortcutTokens.names(in: value).last == "p19999")
    }

    /// Tokens are found as before: a lone `$`, `$$`, a token never closed.
    @Test func tokensAreFoundAsWritten() {
        #expect(AppShortcutTokens.names(in: "$ $${a} ${b}x${} ${c") == ["a", "b", ""])
        #expect(AppShortcutTokens.names(in: "Öffne ${applicationName} 🎉 ${é}") == ["applicationName", "é"])
        #expect(ReportAppShortcuts.spoken("$${workout} in ${applicationName}!", appName: "Stride") == "$‹workout› in Stride!")
    }

    /// A message shows at most `messageTextLimit` characters of a text, then `…`.
    @Test func aMessageCutsALongText() {
        let limit = String.messageTextLimit
        #expect(String(repeating: "a", count: limit).escapedForMessage == String(repeating: "a", count: limit))
        #expect(String(repeating: "a", count: limit + 1).escapedForMessage == String(repeating: "a", count: limit) + "…")
        #expect("a\nb\tc".escapedForMessage == "a\\nb\\tc")
    }
}
