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

    /// Tokens as written: a lone `$`, `$$`, a token never closed; `${}` names
    /// no parameter, so it is text (a token's name is an identifier).
    @Test func tokensAreFoundAsWritten() {
        #expect(AppShortcutTokens.names(in: "$ $${a} ${b}x${} ${c") == ["a", "b"])
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

    /// A string set of 40,000 phrases: each German text is looked up among
    /// the set's phrases, not compared with each (27 s for 64,000, issue 50).
    @Test(.timeLimit(.minutes(1))) func aStringSetOfManyPhrases() throws {
        let count = 40_000
        let english = (0..<count).map { "Open \($0) in ${applicationName}" }
        // Every other German text is its English phrase, the first one as code declares it.
        let german = (0..<count).map { $0 % 2 == 0 ? english[$0] : "\($0) in ${applicationName} öffnen" }
        let catalog = try String(decoding: JSONSerialization.data(withJSONObject: [
            "sourceLanguage": "en", "version": "1.0",
            "strings": [english[0]: ["localizations": [
                "en": ["stringSet": ["state": "new", "values": english]],
                "de": ["stringSet": ["state": "translated", "values": german]],
            ]]],
        ]), as: UTF8.self)
        let project = try ExampleProject(catalogs: [AppShortcutTokens.table: catalog],
                                         code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Open 0 in \\(.applicationName)\""])]).makeProject()
        let spoken = AppShortcutIndex.spokenPhrases(in: CheckContext(project: project))
        let german0 = spoken.filter { $0.locale == "de" }
        // The code's phrase, then each text of both languages but the copies of the code's phrase.
        #expect(spoken.count == 1 + 2 * (count - 1))
        #expect(german0.count == count - 1 && !german0.contains { $0.text == english[0] })
        #expect(german0.first?.text == "1 in ${applicationName} öffnen")
    }
}
