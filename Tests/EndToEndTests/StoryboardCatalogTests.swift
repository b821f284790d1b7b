import Foundation
import Testing

/// A storyboard's String Catalog, where Xcode keeps it: `mul.lproj/Main.xcstrings`
/// beside `Base.lproj/Main.storyboard` (issue 46: Go Map!!'s nine such
/// catalogs, 330 keys, were read by no command and listed nowhere). It is the
/// table `Main` in every language it holds: its keys are object ids, its
/// development text the source language's. A catalog in any other `.lproj`
/// fails Xcode's build and is not read, with a warning.
@Suite("Interface Builder String Catalogs (mul.lproj), end to end")
struct StoryboardCatalogTests {
    static let app = "Fixtures/Apps/StoryboardCatalog"

    @Test func itsTablesAreCheckedLikeAnyOther() async throws {
        let result = try await Tool.run(["check", Self.app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let found = try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.table ?? "-") \($0.key ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(found == [
            "placeholder-mismatch fr Main Tu8-Vw-3Yz.text Fixtures/Apps/StoryboardCatalog/Lumen/mul.lproj/Main.xcstrings:62",
            "missing-translation fr Main Xk2-aB-9Qc.text Fixtures/Apps/StoryboardCatalog/Lumen/mul.lproj/Main.xcstrings:70",
        ], "\(result.stdout)")
        let missing = try #require(try result.json().diagnostics.first { $0.code == "missing-translation" })
        #expect(missing.message == "fr: missing translation of \"Xk2-aB-9Qc.text\" (shown as \"Welcome back\") in Lumen/mul.lproj/Main.xcstrings (fr)")
        // A catalog in de.lproj is said, not dropped in silence.
        #expect(result.stderr.contains("Fixtures/Apps/StoryboardCatalog/Lumen/de.lproj/Extras.xcstrings: warning: a String Catalog inside de.lproj is not read: Xcode fails the build"), "\(result.stderr)")
    }

    @Test func projectAndXLIFFExportNameIt() async throws {
        let project = try await Tool.run(["project", Self.app])
        #expect(project.status == 0, "\(project)")
        #expect(project.stdout.contains("Lumen: Main (xcstrings) in de, en, fr"), "\(project.stdout)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let xliff = folder.appendingPathComponent("fr.xliff").path
        let exported = try await Tool.run(["xliff", "export", Self.app, "--locale", "fr", "-o", xliff])
        #expect(exported.status == 0, "\(exported)")
        let xml = try String(contentsOfFile: xliff, encoding: .utf8)
        #expect(xml.contains("original=\"Lumen/mul.lproj/Main.xcstrings\""), "\(xml)")
        #expect(xml.contains("<trans-unit id=\"Xk2-aB-9Qc.text\""), "\(xml)")
    }
}
