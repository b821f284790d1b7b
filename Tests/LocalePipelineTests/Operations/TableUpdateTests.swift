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

@Suite("update")
struct TableUpdateTests {
    static let plist = TempProject.infoPlist([("Search", nil), ("Call", "Call for me")], extraKeys: ["NSCameraUsageDescription": "For photos."])

    /// An app whose base InfoPlist.strings lacks "Call for me", with a German
    /// table in UTF-16 and a French one with unquoted keys.
    static func app(extra: [String: Data] = [:]) throws -> TempProject {
        var files: [String: Data] = [
            "App/Info.plist": Data(plist.utf8),
            "App/en.lproj/InfoPlist.strings": Data("/* Quick action */\n\"Search\" = \"Search\";\n\n\"Call\" = \"Call\";\n".utf8),
            "App/en.lproj/Localizable.strings": Data("\"greeting\" = \"Hello\";\n".utf8),
            "App/de.lproj/InfoPlist.strings": "/* Quick action */\n\"Search\" = \"Suchen\";\n\n\"Call\" = \"Anrufen\";\n\n\"NSCameraUsageDescription\" = \"Für Fotos.\";\n".utf16LEWithBOM,
            "App/de.lproj/Localizable.strings": Data("\"greeting\" = \"Hallo\";\n".utf8),
            "App/fr.lproj/InfoPlist.strings": Data("Search = Chercher;\nCall = Appeler;\n".utf8),
        ]
        files.merge(extra) { _, new in new }
        return try TempProject(files)
    }

    @Test func addsDeclaredKeysToTheBaseTableOnly() async throws {
        let app = try Self.app()
        let before = try app.snapshot()
        let report = try TableUpdate.run(try await app.load())
        #expect(report.files.map { ($0.path as NSString).lastPathComponent } == ["InfoPlist.strings"])
        #expect(try app.text("App/en.lproj/InfoPlist.strings")
                == "/* Quick action */\n\"Search\" = \"Search\";\n\n\"Call\" = \"Call\";\n\n/* Quick action subtitle (com.example.item1) */\n\"Call for me\" = \"Call for me\";\n")
        var after = try app.snapshot()
        after["App/en.lproj/InfoPlist.strings"] = before["App/en.lproj/InfoPlist.strings"]
        #expect(after == before, "only the base table changed; no lock was made")
        // The other locales now lack it: missing-translation says so.
        let missing = Checks.run(on: try await app.load(), checks: [MissingTranslation.self]).filter { $0.key == "Call for me" }
        #expect(Set(missing.compactMap(\.locale)) == ["de", "fr"])
    }

    @Test func fillUntranslatedKeepsUTF16AndUnquotedKeys() async throws {
        let app = try Self.app()
        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(fillUntranslated: true))
        let german = try app.data("App/de.lproj/InfoPlist.strings")
        #expect(german.starts(with: [0xFF, 0xFE]))
        #expect(try app.text("App/de.lproj/InfoPlist.strings") == "/* Quick action */\n\"Search\" = \"Suchen\";\n\n\"Call\" = \"Anrufen\";\n\n\"NSCameraUsageDescription\" = \"Für Fotos.\";\n\n/* UNTRANSLATED: copied from en by l10n-tool update */\n\"Call for me\" = \"Call for me\";\n")
        // Compact file, compact addition; the unquoted entries are all still there.
        #expect(try app.text("App/fr.lproj/InfoPlist.strings") == "Search = Chercher;\nCall = Appeler;\n/* UNTRANSLATED: copied from en by l10n-tool update */\n\"Call for me\" = \"Call for me\";\n")
        #expect(Checks.run(on: try await app.load(), checks: [MissingTranslation.self]).isEmpty)
    }

    /// iOS reads pt-BR's own table alone (no per-key fallback to pt): the
    /// fill gives it pt's text, which is closer than the development one.
    @Test func fillGivesARegionalTableItsLanguagesText() async throws {
        let app = try Self.app(extra: [
            "App/pt.lproj/Localizable.strings": Data("\"greeting\" = \"Olá\";\n".utf8),
            "App/pt-BR.lproj/Localizable.strings": Data("/* only the regional difference */\n".utf8),
        ])
        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(fillUntranslated: true))
        #expect(try app.text("App/pt-BR.lproj/Localizable.strings")
                == "/* only the regional difference */\n\n/* UNTRANSLATED: copied from pt by l10n-tool update */\n\"greeting\" = \"Olá\";\n")
    }

    @Test func anUpToDateProjectIsLeftByteIdentical() async throws {
        let app = try Self.app()
        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(fillUntranslated: true))
        let settled = try app.snapshot()
        let report = try TableUpdate.run(try await app.load(), options: UpdateOptions(fillUntranslated: true))
        #expect(report.files.isEmpty)
        #expect(!report.lockChanged)
        #expect(try app.snapshot() == settled)
    }

    @Test func pruneRemovesOldTitlesButNeverInfoPlistKeys() async throws {
        let app = try Self.app()
        // The "Call" action is gone from the Info.plist.
        try app.write("App/Info.plist", Data(TempProject.infoPlist([("Search", nil)], extraKeys: ["CFBundleDisplayName": "App"]).utf8))
        let reported = try TableUpdate.run(try await app.load(), write: false)
        #expect(Set(reported.unused.compactMap(\.locale)) == ["en", "de", "fr"])
        #expect(reported.unused.allSatisfy { $0.key == "Call" })

        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(prune: true))
        #expect(try app.text("App/de.lproj/InfoPlist.strings") == "/* Quick action */\n\"Search\" = \"Suchen\";\n\n\"NSCameraUsageDescription\" = \"Für Fotos.\";\n")
        #expect(try app.data("App/de.lproj/InfoPlist.strings").starts(with: [0xFF, 0xFE]))
        #expect(try app.text("App/fr.lproj/InfoPlist.strings") == "Search = Chercher;\n")
        #expect(try app.text("App/en.lproj/InfoPlist.strings") == "/* Quick action */\n\"Search\" = \"Search\";\n")
        // Localizable.strings is not declared by anything this branch reads: never judged.
        #expect(try app.text("App/de.lproj/Localizable.strings") == "\"greeting\" = \"Hallo\";\n")
    }

    /// A real app (CommonsFinder): `Text("\(w)×\(h) pixel")` is guessed as
    /// `%@×%@ pixel`, and the catalog's translated `%lld×%lld pixel` was to be
    /// pruned and the guess added; `"\(code): \(name)"` (no letter, still
    /// looked up) read as unused. Both keep their translations; a literal
    /// without letters that no table has is not added.
    @Test func pruneKeepsKeysCodeUsesWithOtherSpecifiersOrWithoutLetters() async throws {
        // fr keeps an old `%d` spelling beside today's: the development table's spelling is the one code means.
        let app = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"%lld×%lld pixel\" = \"%lld×%lld pixel\";\n\"%@: %@\" = \"%@: %@\";\n\"old\" = \"Old\";\n",
            "App/de.lproj/Localizable.strings": "\"%lld×%lld pixel\" = \"%lld×%lld Pixel\";\n\"%@: %@\" = \"%1$@ – %2$@\";\n\"old\" = \"Alt\";\n",
            "App/fr.lproj/Localizable.strings": "\"%d×%d pixel\" = \"%d×%d pixels\";\n\"%lld×%lld pixel\" = \"%lld×%lld pixels\";\n\"%@: %@\" = \"%@ : %@\";\n",
            "App/Size.swift": """
                import SwiftUI
                struct Size: View {
                    let model: Model
                    let w: Int, h: Int
                    var body: some View { Text("\\(model.width)×\\(model.height) pixel"); Text("\\(w) (\\(h))") }
                }
                enum License {
                    case cc0
                    var short: LocalizedStringResource { "\\(code): \\(name)" }
                }
                """,
        ])
        let german = try app.text("App/de.lproj/Localizable.strings")
        let project = try await app.load()
        let report = try TableUpdate.run(project, options: UpdateOptions(prune: true))
        #expect(Set(report.unused.map { "\($0.locale ?? "-") \($0.key ?? "-")" }) == ["en old", "de old", "fr %d×%d pixel"], "\(report.unused.map(\.message))")
        #expect(try app.text("App/de.lproj/Localizable.strings") == german.replacingOccurrences(of: "\"old\" = \"Alt\";\n", with: ""))
        #expect(try app.text("App/en.lproj/Localizable.strings") == "\"%lld×%lld pixel\" = \"%lld×%lld pixel\";\n\"%@: %@\" = \"%@: %@\";\n")
        #expect(try app.text("App/fr.lproj/Localizable.strings") == "\"%lld×%lld pixel\" = \"%lld×%lld pixels\";\n\"%@: %@\" = \"%@ : %@\";\n")
        let findings = Checks.run(on: try await app.load(), checks: [UnusedKey.self, KeyInNoTable.self, MissingTranslation.self])
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// An extension's Info.plist declares no quick action; its own keys are
    /// still its InfoPlist.strings' to translate, for `check` and `--prune` alike.
    @Test func pruneKeepsAnExtensionsOwnInfoPlistKeys() async throws {
        let app = try Self.app()
        try app.write("Widget/Info.plist", Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WidgetGalleryTitle</key><string>Favourites</string></dict></plist>
            """.utf8))
        try app.write("Widget/en.lproj/InfoPlist.strings", Data("\"WidgetGalleryTitle\" = \"Favourites\";\n\"Gone\" = \"Gone\";\n".utf8))
        try app.write("Widget/de.lproj/InfoPlist.strings", Data("\"WidgetGalleryTitle\" = \"Favoriten\";\n".utf8))
        let project = try await app.load()
        let reported = try TableUpdate.run(project, write: false)
        #expect(reported.unused.filter { $0.location?.file.contains("/Widget/") == true }.map(\.key) == ["Gone"])
        #expect(Checks.run(on: project, checks: [OrphanedInfoPlistKey.self]).map(\.key) == ["Gone"])
        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(prune: true))
        #expect(try app.text("Widget/de.lproj/InfoPlist.strings") == "\"WidgetGalleryTitle\" = \"Favoriten\";\n")
        #expect(try app.text("Widget/en.lproj/InfoPlist.strings") == "\"WidgetGalleryTitle\" = \"Favourites\";\n")
    }

    /// `update` and `xliff import` list their changes the same way.
    @Test func oneListingOfChanges() {
        let change = TableChange(path: "de.lproj/Localizable.strings", locale: "de", created: false, edits: [
            StringsEdit(kind: .replaced, key: "a", oldValue: "x", newValue: "y", line: 1),
            StringsEdit(kind: .added, key: "n\u{1b}", oldValue: nil, newValue: "%d Dateien", line: nil, part: "files.other"),
            StringsEdit(kind: .added, key: "b", oldValue: nil, newValue: "B", line: nil),
            StringsEdit(kind: .removed, key: "old", oldValue: "Alt", newValue: nil, line: 4),
            StringsEdit(kind: .replaced, key: "gone", oldValue: "Gone", newValue: "Gone", line: 9, part: StringCatalogEditor.stalePart),
        ])
        #expect(change.counts == "2 updated, 2 added, 1 removed")
        #expect(change.edits.map { TableChange.line($0, shown: TerminalText.escape) } == [
            "  ~ \"a\" = \"y\"", "  + \"n\\u{1B}\" files.other = \"%d Dateien\"", "  + \"b\" = \"B\"", "  - \"old\"", "  ~ \"gone\" marked stale",
        ])
    }

    @Test func acceptRebaselinesTheLock() async throws {
        let app = try Self.app()
        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(accept: true))
        let lock = try await app.load().lock
        #expect(lock.fingerprint(locale: "de", table: "App/InfoPlist", key: "Search") == TranslationLock.fingerprint("Search"))
        #expect(lock.fingerprint(locale: "fr", table: "App/InfoPlist", key: "Call") == TranslationLock.fingerprint("Call"))
        #expect(Checks.run(on: try await app.load(), checks: [StaleTranslation.self]).isEmpty)

        try app.write("App/en.lproj/Localizable.strings", Data("\"greeting\" = \"Hello there\";\n".utf8))
        #expect(try await app.load().lock.fingerprint(locale: "de", table: "App/Localizable", key: "greeting") != nil)
        let stale = Checks.run(on: try await app.load(), checks: [StaleTranslation.self])
        #expect(stale.map(\.key) == ["greeting"])
        #expect(stale.first?.file == app.path("App/de.lproj/Localizable.strings"))

        _ = try TableUpdate.run(try await app.load(), options: UpdateOptions(accept: true))
        #expect(Checks.run(on: try await app.load(), checks: [StaleTranslation.self]).isEmpty)
    }

    @Test func aDryRunWritesNothing() async throws {
        let app = try Self.app()
        try app.write("App/Info.plist", Data(TempProject.infoPlist([("Find", nil)]).utf8))
        let before = try app.snapshot()
        let report = try TableUpdate.run(try await app.load(), options: UpdateOptions(fillUntranslated: true, prune: true, accept: true), write: false)
        #expect(!report.files.isEmpty)
        #expect(report.lockChanged)
        #expect(try app.snapshot() == before)
    }

    @Test func codeKeysAreReadyForCodeExtraction() async throws {
        let app = try Self.app()
        let uses = [
            LocalizedStringUse(key: "greeting", value: "Hello", comment: "Start screen", kind: .stringLocalized, file: "A.swift", line: 3, column: 9),
            LocalizedStringUse(key: "profile.title", table: "Profile", kind: .nsLocalizedString, file: "B.swift", line: 7, column: 2),
        ]
        let keys = RequiredKeys.codeKeys(uses, project: try await app.load())
        #expect(keys.map(\.table) == ["Localizable", "Profile"])
        #expect(keys.map(\.defaultValue) == ["Hello", "profile.title"])
        #expect(keys.allSatisfy { $0.roots == [0] })
    }
}
