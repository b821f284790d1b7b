import Foundation
import Testing

/// Issue 47: `xliff export` hands each quick action's room to the
/// translator's tool: XLIFF 1.2's `maxwidth` and `size-unit`, Weblate's
/// `font` and `weblate-flags` (docs.weblate.org, formats/xliff), and a note
/// in words; `import` reads them as nothing, and an `.xcloc` for Xcode
/// carries only the attributes of XLIFF 1.2's schema.
@Suite("XLIFF limits, end to end")
struct XLIFFLimitsTests {
    @Test func shortcutUnitsCarryTheirRoomAndImportChangesNothing() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        // A title with a subtitle: one line; its subtitle: one line at 15 pt.
        #expect(xml.contains("<trans-unit id=\"Book a Table Nearby\" xml:space=\"preserve\" maxwidth=\"190\" size-unit=\"pixel\" font=\"Inter;17\" l10n:base="), "\(xml)")
        #expect(xml.contains("<trans-unit id=\"Restaurants near you\" xml:space=\"preserve\" maxwidth=\"190\" size-unit=\"pixel\" font=\"Inter;15\" l10n:base="))
        #expect(xml.contains("<note from=\"l10n-tool\">Home Screen quick action title: one line of 190 pt in Inter 17 pt (the item has a subtitle)</note>"))
        // A title without a subtitle: two lines.
        #expect(xml.contains("<note from=\"l10n-tool\">Home Screen quick action title: two lines of 190 pt in Inter 17 pt (the item has no subtitle)</note>"))
        // A string that is no quick action's has no room to keep.
        let checkedIn = try #require(xml.range(of: "<trans-unit id=\"Checked in at %@\""))
        #expect(!xml[checkedIn.lowerBound...].prefix(200).contains("maxwidth"), "\(xml[checkedIn.lowerBound...].prefix(200))")

        // Imported back: no table changes, and the limit note is no comment.
        let before = try demo.tables()
        let imported = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(imported.status == 0, "\(imported)")
        #expect(try demo.tables() == before)

        // With the column engine the room is in characters, without a font.
        // (xliff export takes its engine from l10n.yml, as check does.)
        try demo.text("l10n.yml").replacingOccurrences(of: "layout:\n", with: "layout:\n  engine: columns\n")
            .write(to: demo.folder.appendingPathComponent("l10n.yml"), atomically: true, encoding: .utf8)
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "columns.xliff").status == 0)
        let columns = try demo.text("columns.xliff")
        #expect(columns.contains("<trans-unit id=\"Book a Table Nearby\" xml:space=\"preserve\" maxwidth=\"22\" size-unit=\"char\" l10n:base="), "\(columns)")
        #expect(columns.contains("one line of 22 columns (the item has a subtitle)"))
    }

    /// An App Shortcut's short title gets a Home Screen title's room (said to
    /// be a stand-in), and `limits:` gives any string one, which the export
    /// carries and `check` holds every locale to (`limit-exceeded`).
    @Test func shortTitlesAndConfiguredLimits() async throws {
        let demo = try DemoCopy()
        // A short title that is no quick action's too (the demo's are both).
        let source = "Fixtures/DemoApp/Sources/DishDashShortcuts.swift"
        try demo.text(source).replacingOccurrences(of: "shortTitle: \"Show Discover\"", with: "shortTitle: \"Discover Now\"")
            .write(to: demo.folder.appendingPathComponent(source), atomically: true, encoding: .utf8)
        for (locale, text) in [("en", "Discover Now"), ("de", "Jetzt entdecken")] {
            let table = "Locales/\(locale).lproj/Localizable.strings"
            try (demo.text(table) + "\n\"Discover Now\" = \"\(text)\";\n").write(to: demo.folder.appendingPathComponent(table), atomically: true, encoding: .utf8)
        }
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        #expect(xml.contains("<trans-unit id=\"Discover Now\" xml:space=\"preserve\" maxwidth=\"190\" size-unit=\"pixel\" font=\"Inter;17\" weblate-flags=\"max-size:190:2\""), "\(xml)")
        #expect(xml.contains("<note from=\"l10n-tool\">App Shortcut short title: two lines of 190 pt in Inter 17 pt (Spotlight and the Shortcuts app show it;"), "\(xml)")

        let settings = try demo.text("l10n.yml") + "limits:\n  - key: \"Checked in at %@\"\n    width: 60\n    columns: 8\n"
        try settings.write(to: demo.folder.appendingPathComponent("l10n.yml"), atomically: true, encoding: .utf8)
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "limited.xliff").status == 0)
        let limited = try demo.text("limited.xliff")
        #expect(limited.contains("<trans-unit id=\"Checked in at %@\" xml:space=\"preserve\" maxwidth=\"60\" size-unit=\"pixel\" font=\"Inter;17\""), "\(limited)")
        #expect(limited.contains("<note from=\"l10n-tool\">Limit set in l10n.yml: one line of 60 pt in Inter 17 pt</note>"))
        let check = try await demo.run("check", "--only", "limit-exceeded", "--format", "json")
        let found = try #require(try check.jsonObject()["diagnostics"] as? [[String: Any]])
        #expect(found.contains { $0["locale"] as? String == "de" && ($0["message"] as? String ?? "").contains("\"Checked in at %@\" needs ") && ($0["message"] as? String ?? "").contains(" lines of 60 pt (Inter 17 pt), 1 allowed by limits: in l10n.yml") }, "\(check)")
        #expect(found.allSatisfy { $0["code"] as? String == "limit-exceeded" && $0["file"] != nil })

        let broken = try demo.text("l10n.yml") + "  - key: other\n"
        try broken.write(to: demo.folder.appendingPathComponent("l10n.yml"), atomically: true, encoding: .utf8)
        let refused = try await demo.run("check")
        #expect(refused.status == 2 && refused.stderr.contains("error: the limit of 'other' needs a width"), "\(refused)")
    }

    /// Weblate reads XLIFF through translate-toolkit: the export parses there,
    /// units and targets intact, with the attributes on the `<trans-unit>`
    /// where Weblate looks for them.
    @Test(.enabled(if: XLIFFLimitsTests.toolkitPython != nil, "needs python3 with translate-toolkit (.ci/run installs it into .build/venv)"))
    func translateToolkitReadsTheExport() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let script = """
            import sys
            from translate.storage import xliff
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for unit in store.units:
                element = unit.xmlelement
                print(unit.getid().split("\\x04")[-1], unit.target, element.get("maxwidth"), element.get("size-unit"), element.get("font"), element.get("weblate-flags"), sep="\\t")
            """
        let python = try #require(Self.toolkitPython)
        let output = try Self.run(python, ["-c", script, demo.path("de.xliff")])
        let rows = output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 23, "\(output)")
        #expect(rows.contains(["SHORTCUT_TITLE_SEARCH", "Restaurants suchen", "190", "pixel", "Inter;17", "max-size:190:2"]), "\(output)")
        #expect(rows.contains(["Restaurants near you", "Restaurants in der Nähe", "190", "pixel", "Inter;15", "None"]), "\(output)")
    }

    static let toolkitPython: String? = {
        let root = Tool.packageRoot.path
        for candidate in [root + "/.build/venv/bin/python3", "/usr/bin/python3"] where FileManager.default.isExecutableFile(atPath: candidate) {
            if (try? run(candidate, ["-c", "import translate.storage.xliff"])) != nil { return candidate }
        }
        return nil
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return String(decoding: output, as: UTF8.self)
    }
}
