import Foundation
import Testing

/// `Fixtures/Apps/Hygiene`: one finding of each text hygiene check, as a
/// translator would meet them, and `rules:` re-grading and turning them off.
struct TextHygieneTests {
    static let cafe = "Fixtures/Apps/Hygiene/Cafe/"

    @Test func cafePlantsOneOfEach() async throws {
        // punctuation-mismatch is opt-in: asked for here by `--only` with the others.
        let codes = ["emoji-in-title", "invisible-character", "number-mismatch", "punctuation-mismatch", "unnormalized-key", "whitespace-mismatch"]
        let result = try await Tool.run(["check", "Fixtures/Apps/Hygiene", "--format", "json", "--only", codes.joined(separator: ",")])
        #expect(result.status == 1, "\(result)")
        let found = try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.file ?? "-"):\($0.line ?? 0):\($0.column ?? 0)" }
        #expect(found.sorted() == [
            "emoji-in-title en \(Self.cafe)en.lproj/InfoPlist.strings:3:1",
            "emoji-in-title fr \(Self.cafe)fr.lproj/InfoPlist.strings:3:1",
            "invisible-character de \(Self.cafe)de.lproj/Localizable.strings:4:1",
            "number-mismatch de \(Self.cafe)de.lproj/Localizable.strings:3:1",
            "punctuation-mismatch de \(Self.cafe)de.lproj/Localizable.strings:1:1",
            "unnormalized-key fr \(Self.cafe)fr.lproj/InfoPlist.strings:2:1",
            "whitespace-mismatch de \(Self.cafe)de.lproj/Localizable.strings:2:1",
        ], "\(result)")
        let text = try await Tool.run(["check", "Fixtures/Apps/Hygiene"])
        // An invisible character is shown by code point and name.
        #expect(text.stdout.contains("holds U+200B ZERO WIDTH SPACE after \"Su\""), "\(text)")
        #expect(text.stdout.contains("(NFD: e + U+0301 COMBINING ACUTE ACCENT)"), "\(text)")
    }

    /// An opt-in check runs only when asked for: not by default, by `--only`, or by a level in `rules:`.
    @Test func punctuationMismatchIsOptIn() async throws {
        let plain = try await Tool.run(["check", "Fixtures/Apps/Hygiene", "--format", "json"])
        #expect(try !plain.json().diagnostics.contains { $0.code == "punctuation-mismatch" }, "\(plain)")
        #expect(try plain.json().diagnostics.contains { $0.code == "whitespace-mismatch" }, "\(plain)")
        let only = try await Tool.run(["check", "Fixtures/Apps/Hygiene", "--format", "json", "--only", "punctuation-mismatch"])
        #expect(try only.json().diagnostics.map(\.code) == ["punctuation-mismatch"], "\(only)")
        let listed = try await Tool.run(["list-checks"])
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("punctuation-mismatch") && $0.contains("(opt-in)") }, "\(listed)")
    }

    @Test func rulesRegradeAndSwitchThemOff() async throws {
        let config = try Tool.temporaryFile("l10n.yml", """
            rules:
              unnormalized-key: warning
              emoji-in-title: off
              punctuation-mismatch: error
            """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "Fixtures/Apps/Hygiene", "--config", config.path, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let diagnostics = try result.json().diagnostics
        #expect(!diagnostics.contains { $0.code == "emoji-in-title" })
        #expect(diagnostics.first { $0.code == "unnormalized-key" }?.severity == "warning")
        #expect(diagnostics.first { $0.code == "punctuation-mismatch" }?.severity == "error")
    }
}
