import Foundation
import Testing

// Fixtures/Apps/PlistTables (Lantern): German tables written as XML property
// lists, the French InfoPlist.strings a binary one (issue 27). Before, every
// command stopped at the first with exit 2.

@Suite("Property-list .strings tables, end to end")
struct PlistTablesTests {
    static let app = "Fixtures/Apps/PlistTables"

    @Test func checkReadsThemAndFindsTheOneGap() async throws {
        let result = try await Tool.run(["check", Self.app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(found == ["missing-translation de \(Self.app)/Lantern/en.lproj/Localizable.strings:5"], "\(report.diagnostics.map(\.message))")
    }

    /// A translator's XLIFF goes back into the XML table as XML, only the
    /// changed `<string>` and the new pair touched; the binary table stays binary.
    @Test func importWritesEachTableBackInItsOwnFormat() async throws {
        let copy = try FixtureCopy(Self.app)
        let exported = try await copy.run("xliff", "export", ".", "--locale", "de", "--output", "de.xliff")
        #expect(exported.status == 0, "\(exported)")
        var xliff = try copy.text("de.xliff")
        xliff = xliff.replacingOccurrences(of: "<source>Start hiking</source>", with: "<source>Start hiking</source>\n<target>Wandern &amp; los</target>")
        xliff = xliff.replacingOccurrences(of: "<target>Wege in deiner Nähe</target>", with: "<target>Wege ganz nah</target>")
        try Data(xliff.utf8).write(to: URL(fileURLWithPath: copy.path("de.xliff")))
        let imported = try await copy.run("xliff", "import", ".", "de.xliff")
        #expect(imported.status == 0, "\(imported)")
        let table = try copy.text("Lantern/de.lproj/Localizable.strings")
        #expect(table.contains("\t<key>map.title</key>\n\t<string>Wege ganz nah</string>\n\t<key>hike.saved</key>"), "\(table)")
        #expect(table.hasSuffix("\t<key>hike.start</key>\n\t<string>Wandern &amp; los</string>\n</dict>\n</plist>\n"), "\(table)")
        let values = try PropertyListSerialization.propertyList(from: try copy.data("Lantern/de.lproj/Localizable.strings"), options: [], format: nil)
        #expect(values as? [String: String] == ["map.title": "Wege ganz nah", "hike.saved": "%@ in deinen Wanderungen gesichert", "hike.start": "Wandern & los"])
        let clean = try await copy.run("check", ".")
        #expect(clean.status == 0, "\(clean)")

        let french = try await copy.run("xliff", "export", ".", "--locale", "fr", "--output", "fr.xliff")
        #expect(french.status == 0, "\(french)")
        let before = try copy.data("Lantern/fr.lproj/InfoPlist.strings")
        let edited = try copy.text("fr.xliff").replacingOccurrences(of: "<target>Trouver un sentier</target>", with: "<target>Chercher un sentier</target>")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: copy.path("fr.xliff")))
        let binary = try await copy.run("xliff", "import", ".", "fr.xliff")
        #expect(binary.status == 0, "\(binary)")
        let after = try copy.data("Lantern/fr.lproj/InfoPlist.strings")
        #expect(after != before && after.starts(with: Array("bplist".utf8)))
        let frenchValues = try PropertyListSerialization.propertyList(from: after, options: [], format: nil) as? [String: String]
        #expect(frenchValues == ["Find a Trail": "Chercher un sentier", "Check In": "S’enregistrer", "Share where you are": "Partagez votre position"])
    }
}

/// A copy of one fixture app in a temporary folder, to run writing commands on.
final class FixtureCopy {
    let folder: URL

    init(_ fixture: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent(fixture), to: folder)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }
    func data(_ relative: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(relative)) }
    func text(_ relative: String) throws -> String { String(decoding: try data(relative), as: UTF8.self) }
    func run(_ arguments: String...) async throws -> Tool.Result { try await Tool.run(arguments, in: folder) }
}
