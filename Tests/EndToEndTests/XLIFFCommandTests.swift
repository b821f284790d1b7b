import Foundation
import Testing

// End-to-end runs of the built l10n-tool: `xliff export`, `xliff import`,
// `update` and the lock, on a copy of the demo app in a temporary folder.

@Suite("xliff and update, end to end", .serialized)
struct XLIFFCommandTests {
    @Test func helpListsTheNewCommands() async throws {
        let demo = try DemoCopy()
        let top = try await demo.run("--help")
        #expect(top.status == 0)
        #expect(top.stdout.contains("xliff") && top.stdout.contains("update"))
        let xliff = try await demo.run("xliff", "--help")
        #expect(xliff.stdout.contains("export") && xliff.stdout.contains("import"))
        let update = try await demo.run("update", "--help")
        #expect(update.stdout.contains("--fill-untranslated") && update.stdout.contains("--prune") && update.stdout.contains("--accept") && update.stdout.contains("--dry-run"))
        #expect(try await demo.run("list-checks").stdout.contains("stale-translation"))
    }

    @Test func exportIsDeterministicAndImportingItChangesNoTable() async throws {
        let demo = try DemoCopy()
        let export = try await demo.run("xliff", "export", ".", "--locale", "de", "--output", "de.xliff")
        #expect(export.status == 0, "\(export.stderr)")
        let xml = try demo.text("de.xliff")
        #expect(xml.contains("<file original=\"Locales/en.lproj/InfoPlist.strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"))
        #expect(xml.contains("<tool tool-id=\"l10n-tool\" tool-name=\"l10n-tool\""))
        #expect(xml.contains("<trans-unit id=\"SHORTCUT_TITLE_SEARCH\" xml:space=\"preserve\">"))
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "again.xliff").status == 0)
        #expect(try demo.data("again.xliff") == demo.data("de.xliff"))
        let stdout = try await demo.run("xliff", "export", "--locale", "de", "--output", "-")
        #expect(stdout.stdout == xml)

        let before = try demo.tables()
        let imported = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("no table changed"))
        #expect(try demo.tables() == before)
        let lock = try demo.data("l10n.lock")
        #expect(try await demo.run("xliff", "import", "de.xliff").status == 0)
        #expect(try demo.tables() == before)
        #expect(try demo.data("l10n.lock") == lock)
    }

    @Test func importEditsOneValueInPlaceAndTheLockCatchesStaleness() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "fr", "-o", "fr.xliff").status == 0)
        var xml = try demo.text("fr.xliff")
        xml = xml.replacingOccurrences(of: "<target>Partager</target>", with: "<target>Partager &amp; envoyer</target>")
        // The translator worked from an older English text for "Open Now".
        xml = xml.replacingOccurrences(of: "<source>Open Now</source>", with: "<source>Open</source>")
        try demo.write("fr.xliff", xml)
        let before = try demo.tables()

        let dry = try await demo.run("xliff", "import", ".", "fr.xliff", "--dry-run")
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Locales/fr.lproj/Localizable.strings: 1 updated"))
        #expect(try demo.tables() == before)

        let result = try await demo.run("xliff", "import", ".", "fr.xliff")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("[obsolete-translation]"), "fr keeps \"Rate this Restaurant\", which English no longer has")
        let after = try demo.tables()
        #expect(after.filter { $0.key != "fr.lproj/Localizable.strings" } == before.filter { $0.key != "fr.lproj/Localizable.strings" })
        let french = String(decoding: try #require(after["fr.lproj/Localizable.strings"]), as: UTF8.self)
        let old = String(decoding: try #require(before["fr.lproj/Localizable.strings"]), as: UTF8.self)
        #expect(french == old.replacingOccurrences(of: "\"Share\" = \"Partager\";", with: "\"Share\" = \"Partager & envoyer\";"))

        let check = try await demo.run("check", "--format", "json")
        #expect(check.stdout.contains("\"stale-translation\""))
        #expect(check.stdout.contains("Open Now"))
    }

    @Test func refusesXXEAndPathsOutOfTheProjectWithExit2() async throws {
        let demo = try DemoCopy()
        let before = try demo.tables()
        try demo.write("xxe.xliff", """
        <?xml version="1.0"?>
        <!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
        <xliff version="1.2"><file original="Locales/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
        <trans-unit id="Share"><source>Share</source><target>&xxe;</target></trans-unit></body></file></xliff>
        """)
        let xxe = try await demo.run("xliff", "import", ".", "xxe.xliff")
        #expect(xxe.status == 2)
        #expect(xxe.stderr.hasPrefix("xxe.xliff:2:1: error:"), "\(xxe.stderr)")

        try demo.write("escape.xliff", """
        <?xml version="1.0"?>
        <xliff version="1.2">
          <file original="../../etc/passwd" source-language="en" target-language="de"><body>
            <trans-unit id="root"><source>x</source><target>y</target></trans-unit></body></file></xliff>
        """)
        let escape = try await demo.run("xliff", "import", ".", "escape.xliff")
        #expect(escape.status == 2)
        #expect(escape.stderr.hasPrefix("escape.xliff:3:"), "\(escape.stderr)")
        #expect(escape.stderr.contains("out of the project folder"))
        #expect(try demo.tables() == before)

        let missing = try await demo.run("xliff", "import", ".", "nope.xliff")
        #expect(missing.status == 2)
        let usage = try await demo.run("xliff", "export", "--output", "x.xliff")
        #expect(usage.status == 2)
    }

    @Test func updateAddsTheNewTitleFillsAndSettles() async throws {
        let demo = try DemoCopy()
        var plist = try demo.text("Fixtures/DemoApp/Info.plist")
        plist = plist.replacingOccurrences(of: "<string>Call</string>", with: "<string>Phone</string>")
        try demo.write("Fixtures/DemoApp/Info.plist", plist)
        let before = try demo.tables()

        let dry = try await demo.run("update", "--fill-untranslated", "--dry-run")
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("+ \"Phone\" = \"Phone\""))
        #expect(dry.stdout.contains("warning: de: \"Call\" is no longer used by the Info.plist"))
        #expect(try demo.tables() == before)

        let run = try await demo.run("update", "--fill-untranslated")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try demo.text("Locales/de.lproj/InfoPlist.strings").hasSuffix("\n/* UNTRANSLATED: copied from en by l10n-tool update */\n\"Phone\" = \"Phone\";\n"))
        #expect(try demo.text("Locales/de.lproj/InfoPlist.strings").contains("\"Call\" = \"Anrufen\";"), "kept without --prune")
        let check = try await demo.run("check", "--format", "json")
        #expect(!check.stdout.contains("\"missing-translation\""))

        let settled = try demo.tables()
        let again = try await demo.run("update", "--fill-untranslated")
        #expect(again.stdout.contains("tables are up to date"))
        #expect(try demo.tables() == settled)

        #expect(try await demo.run("update", "--prune").status == 0)
        #expect(try !demo.text("Locales/de.lproj/InfoPlist.strings").contains("\"Call\" ="))
        #expect(try demo.text("Locales/de.lproj/InfoPlist.strings").contains("NSLocationWhenInUseUsageDescription"))
    }

    @Test func updateKeepsAUTF16TableUTF16() async throws {
        let demo = try DemoCopy()
        let german = try demo.text("Locales/de.lproj/InfoPlist.strings").replacingOccurrences(of: "/* Quick action title: call the restaurant */\n\"Call\" = \"Anrufen\";\n\n", with: "")
        let utf16 = Data([0xFF, 0xFE]) + (german.data(using: .utf16LittleEndian) ?? Data())
        try demo.write("Locales/de.lproj/InfoPlist.strings", utf16)
        #expect(try await demo.run("update", "--fill-untranslated").status == 0)
        let written = try demo.data("Locales/de.lproj/InfoPlist.strings")
        #expect(written.starts(with: [0xFF, 0xFE]))
        #expect(written.starts(with: utf16))
        let text = try #require(String(data: written, encoding: .utf16))
        #expect(text.hasSuffix("\"Call\" = \"Call\";\n"))
    }

    @Test func acceptClearsStalenessAndABrokenLockIsExit2() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("update", "--accept").status == 0)
        try demo.write("Locales/en.lproj/Localizable.strings",
                       try demo.text("Locales/en.lproj/Localizable.strings").replacingOccurrences(of: "\"Share\" = \"Share\";", with: "\"Share\" = \"Share with friends\";"))
        let stale = try await demo.run("check")
        #expect(stale.stdout.contains("[stale-translation]"))
        #expect(try await demo.run("update", "--accept").status == 0)
        #expect(!(try await demo.run("check").stdout.contains("[stale-translation]")))

        try demo.write("l10n.lock", "{\n  \"version\": 1,\n  nope\n}\n")
        let broken = try await demo.run("check")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("l10n.lock:3:3: error: not valid JSON"), "\(broken.stderr)")
    }
}
