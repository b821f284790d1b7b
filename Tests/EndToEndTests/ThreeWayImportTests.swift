import Foundation
import Testing

// Two people working on one export (issue 29): the second import must not
// revert the first one's edits, a real conflict stops the import with the
// three texts, and a file without a recorded base imports as before.

@Suite("xliff import, three-way", .serialized)
struct ThreeWayImportTests {
    /// The German export, with `edits` (old target -> new target) applied.
    private func edited(_ xml: String, _ edits: [(String, String)]) -> String {
        edits.reduce(xml) { text, edit in
            precondition(text.contains("<target>\(edit.0)</target>"), "the export has no target \(edit.0)")
            return text.replacingOccurrences(of: "<target>\(edit.0)</target>", with: "<target>\(edit.1)</target>")
        }
    }

    @Test func exportRecordsWhatItExported() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        #expect(xml.contains("xmlns:l10n=\"urn:l10n-tool:xliff-base:1\""))
        #expect(xml.contains("datatype=\"plaintext\" l10n:exported=\"yes\">"))
        #expect(xml.contains("<trans-unit id=\"New Restaurant\" xml:space=\"preserve\" maxwidth=\"190\" size-unit=\"pixel\" font=\"Inter;17\" weblate-flags=\"max-size:190:2\" l10n:base=\"Neues Restaurant\">"), "\(xml.prefix(3000))")
        // --no-base: Xcode's shape exactly.
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "plain.xliff", "--no-base").status == 0)
        let plain = try demo.text("plain.xliff")
        #expect(!plain.contains("l10n:") && !plain.contains("urn:l10n-tool"))
    }

    /// A translator fixes one string, a reviewer another, both in copies of
    /// one export; imported one after the other, both edits stay.
    @Test func twoEditsOfOneExportBothSurvive() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        try demo.write("one.xliff", edited(xml, [("Neues Restaurant", "Restaurant hinzufügen")]))
        try demo.write("two.xliff", edited(xml, [("Eingecheckt bei %@", "Eingecheckt: %@")]))

        let first = try await demo.run("xliff", "import", ".", "one.xliff")
        #expect(first.status == 0, "\(first)")
        let second = try await demo.run("xliff", "import", ".", "two.xliff")
        #expect(second.status == 0, "\(second)")
        #expect(second.stdout.contains("changed 1 in 1 table"), "\(second)")
        #expect(second.stderr.contains("note: kept 1 newer translation of the tables"), "\(second)")
        let german = try demo.text("Locales/de.lproj/Localizable.strings")
        #expect(german.contains("\"New Restaurant\" = \"Restaurant hinzufügen\";"), "the first import was reverted:\n\(german)")
        #expect(german.contains("\"Checked in at %@\" = \"Eingecheckt: %@\";"))

        // The dry run of the first file again lists what it keeps.
        let again = try await demo.run("xliff", "import", ".", "two.xliff", "--dry-run")
        #expect(again.stderr.contains("note: de \"New Restaurant\" (Locales/en.lproj/Localizable.strings): the table changed since the export; kept: exported \"Neues Restaurant\", this file \"Neues Restaurant\", the table now \"Restaurant hinzufügen\""), "\(again)")
    }

    /// Both changed one string to different texts: exit 2 with the three
    /// texts and nothing written; --prefer decides.
    @Test func aConflictStopsTheImportUntilASideIsChosen() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        try demo.write("one.xliff", edited(xml, [("Neues Restaurant", "Restaurant hinzufügen")]))
        try demo.write("two.xliff", edited(xml, [("Neues Restaurant", "Neues Lokal"), ("Eingecheckt bei %@", "Eingecheckt: %@")]))
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let before = try demo.tables()
        let lock = try demo.data("l10n.lock")

        let stopped = try await demo.run("xliff", "import", ".", "two.xliff")
        #expect(stopped.status == 2, "\(stopped)")
        #expect(stopped.stderr.contains("two.xliff:"), "\(stopped)")
        #expect(stopped.stderr.contains(": error: de \"New Restaurant\" (Locales/en.lproj/Localizable.strings): changed in this file and in the table since the export: exported \"Neues Restaurant\", this file \"Neues Lokal\", the table now \"Restaurant hinzufügen\""), "\(stopped)")
        #expect(stopped.stderr.contains("error: 1 translation was changed both in two.xliff and in the tables since it was exported; nothing was written"), "\(stopped)")
        #expect(try demo.tables() == before)
        #expect(try demo.data("l10n.lock") == lock)

        let table = try await demo.run("xliff", "import", ".", "two.xliff", "--prefer", "table")
        #expect(table.status == 0, "\(table)")
        var german = try demo.text("Locales/de.lproj/Localizable.strings")
        #expect(german.contains("\"New Restaurant\" = \"Restaurant hinzufügen\";") && german.contains("\"Checked in at %@\" = \"Eingecheckt: %@\";"))
        #expect(table.stderr.contains("warning: de \"New Restaurant\"") && table.stderr.contains("the table's kept (--prefer table)"), "\(table)")

        let file = try await demo.run("xliff", "import", ".", "two.xliff", "--prefer", "file")
        #expect(file.status == 0, "\(file)")
        german = try demo.text("Locales/de.lproj/Localizable.strings")
        #expect(german.contains("\"New Restaurant\" = \"Neues Lokal\";"))
    }

    /// A key only code names (the development table lacks it): the import,
    /// which does not read code, takes the table's value now from the
    /// locale's table, so an older copy still does not revert a newer edit.
    @Test func aKeyOnlyCodeNamesIsThreeWayToo() async throws {
        let demo = try DemoCopy()
        let english = try demo.text("Locales/en.lproj/Localizable.strings")
        try demo.write("Locales/en.lproj/Localizable.strings", english.replacingOccurrences(of: "\"Share\" = \"Share\";", with: ""))
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        #expect(xml.contains("<trans-unit id=\"Share\" xml:space=\"preserve\" l10n:base=\"Teilen\">"), "\(xml.prefix(2000))")
        try demo.write("one.xliff", edited(xml, [("Teilen", "Teilen!")]))
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let second = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(second.status == 0 && second.stderr.contains("kept 1 newer translation"), "\(second)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings").contains("\"Share\" = \"Teilen!\";"))
    }

    /// Plural forms and Info.plist strings are units like any other.
    @Test func pluralFormsAndInfoPlistStringsAreThreeWayToo() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        let form = "%d Restaurants in der Nähe"
        #expect(xml.contains("<target>\(form)</target>"))
        try demo.write("one.xliff", xml.replacingOccurrences(of: "<target>\(form)</target>", with: "<target>%d Lokale in der Nähe</target>"))
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let plurals = try demo.text("Locales/de.lproj/Localizable.stringsdict")
        #expect(plurals.contains("%d Lokale in der Nähe"))
        // The unedited export imported afterwards keeps every plural form.
        let again = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(again.status == 0, "\(again)")
        #expect(try demo.text("Locales/de.lproj/Localizable.stringsdict") == plurals)
        #expect(again.stdout.contains("no table changed"), "\(again)")
    }

    /// Xcode's files (and --no-base ones) do not record a base: imported as
    /// before, with a note that reverts cannot be detected.
    @Test func aFileWithoutBaseImportsAsBeforeWithANote() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff", "--no-base").status == 0)
        let xml = try demo.text("de.xliff")
        try demo.write("one.xliff", edited(xml, [("Neues Restaurant", "Restaurant hinzufügen")]))
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let second = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(second.status == 0, "\(second)")
        #expect(second.stderr.contains("note: this file does not record what was exported"), "\(second)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings").contains("\"New Restaurant\" = \"Neues Restaurant\";"), "as before: the file's target is written")
    }

    /// A tool that drops only the `<file>`'s `l10n:exported` keeps the units'
    /// records, and they count (issue 50: the table's newer text was
    /// overwritten, exit 0); a unit whose record went too, while the table
    /// has another text now, stops the import with exit 2 and writes nothing.
    @Test func unitRecordsCountWithoutTheFilesFlagAndInconsistentOnesAreRefused() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        try demo.write("one.xliff", edited(xml, [("Neues Restaurant", "Restaurant hinzufügen")]))
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let table = "Locales/de.lproj/Localizable.strings"
        let newer = try demo.text(table)
        #expect(newer.contains("\"New Restaurant\" = \"Restaurant hinzufügen\";"))

        let unflagged = xml.replacingOccurrences(of: " l10n:exported=\"yes\"", with: "")
        #expect(unflagged != xml)
        try demo.write("unflagged.xliff", unflagged)
        let kept = try await demo.run("xliff", "import", ".", "unflagged.xliff")
        #expect(kept.status == 0, "\(kept)")
        #expect(kept.stderr.contains("note: kept 1 newer translation of the tables"), "\(kept)")
        #expect(try demo.text(table) == newer, "the table's newer text was overwritten")

        // The flag and this unit's record gone: which side is newer cannot be told.
        let stripped = unflagged.replacingOccurrences(of: " l10n:base=\"Neues Restaurant\"", with: "")
        #expect(stripped != unflagged)
        try demo.write("stripped.xliff", stripped)
        let refused = try await demo.run("xliff", "import", ".", "stripped.xliff")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("error: de \"New Restaurant\": this unit records no exported target while other units of its <file> do"), "\(refused)")
        #expect(refused.stderr.contains("nothing was written"))
        #expect(try demo.text(table) == newer)
        // A side chosen, it goes on.
        let table2 = try await demo.run("xliff", "import", ".", "stripped.xliff", "--prefer", "table")
        #expect(table2.status == 0, "\(table2)")
        #expect(try demo.text(table) == newer)
    }

    /// A tool that renames our prefix keeps the record: namespaces, not prefixes, count.
    @Test func aRenamedPrefixStillRecordsTheBase() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff").replacingOccurrences(of: "l10n:", with: "ns7:").replacingOccurrences(of: "xmlns:l10n=", with: "xmlns:ns7=")
        try demo.write("one.xliff", edited(xml, [("Neues Restaurant", "Restaurant hinzufügen")]))
        try demo.write("two.xliff", xml)
        #expect(try await demo.run("xliff", "import", ".", "one.xliff").status == 0)
        let second = try await demo.run("xliff", "import", ".", "two.xliff")
        #expect(second.status == 0 && !second.stderr.contains("does not record"), "\(second)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings").contains("\"New Restaurant\" = \"Restaurant hinzufügen\";"))
    }

    /// In parallel: eight copies of one export, each changing another
    /// string, imported at once; every edit is in the table afterwards.
    @Test func parallelImportsOfOneExportLoseNothing() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let xml = try demo.text("de.xliff")
        let targets = xml.matches(of: /<target>([^<&]+)<\/target>/).map { String($0.output.1) }
        let chosen = Array(Set(targets).sorted().prefix(8))
        #expect(chosen.count == 8)
        for (index, target) in chosen.enumerated() {
            try demo.write("t\(index).xliff", edited(xml, [(target, "\(target) [\(index)]")]))
        }
        let folder = demo.folder
        let results = try await withThrowingTaskGroup(of: Tool.Result.self) { group in
            for index in chosen.indices {
                group.addTask { try await Tool.run(["xliff", "import", ".", "t\(index).xliff"], in: folder) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result.status == 0, "\(result)") }
        let all = try demo.tables().values.map { String(decoding: $0, as: UTF8.self) }.joined()
        for (index, target) in chosen.enumerated() {
            let expected = "\(target) [\(index)]".replacingOccurrences(of: "&", with: "&amp;")
            #expect(all.contains("\(target) [\(index)]") || all.contains(expected), "lost: \(target) [\(index)]")
        }
    }

    /// A file cut short (`head -c -9`, or inside its second <file>) imports nothing: exit 2 at its end.
    @Test func aCutFileImportsNothing() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "-o", "de.xliff").status == 0)
        let data = try demo.data("de.xliff")
        let text = String(decoding: data, as: UTF8.self)
        let second = try #require(text.ranges(of: "<file ").dropFirst().first).upperBound.utf16Offset(in: text)
        let before = try demo.tables()
        for (name, cut) in [("tail.xliff", data.dropLast(9)), ("inside.xliff", data.prefix(second + 40))] {
            try demo.write(name, Data(cut).replacingTarget("Neues Restaurant", with: "Restaurant hinzufügen"))
            let result = try await demo.run("xliff", "import", ".", name)
            #expect(result.status == 2, "\(name): \(result)")
            #expect(result.stderr.contains("\(name):") && result.stderr.contains("error: the XLIFF file ends before </xliff>: it was cut short"), "\(result.stderr)")
            #expect(try demo.tables() == before)
        }
    }
}

@Suite("xliff import, Localization Catalog checks")
struct XclocContentsTests {
    /// contents.json is read: a targetLocale other than the XLIFF's, or a
    /// malformed file, stops the import at its place; --xcloc FILE is a usage error.
    @Test func contentsJSONIsHeldToItsXLIFF() async throws {
        let demo = try DemoCopy()
        #expect(try await demo.run("xliff", "export", "--locale", "de", "--xcloc", "out").status == 0)
        let contents = "out/de.xcloc/contents.json"
        let good = try demo.text(contents)
        #expect(good.contains("\"targetLocale\" : \"de\""))
        let before = try demo.tables()
        try demo.write(contents, good.replacingOccurrences(of: "\"targetLocale\" : \"de\"", with: "\"targetLocale\" : \"fr\""))
        let wrong = try await demo.run("xliff", "import", ".", "out/de.xcloc")
        #expect(wrong.status == 2 && wrong.stderr.contains("contents.json:") && wrong.stderr.contains("targetLocale is \"fr\" but its XLIFF translates into \"de\""), "\(wrong)")
        try demo.write(contents, "{ \"targetLocale\" : ")
        let broken = try await demo.run("xliff", "import", ".", "out/de.xcloc")
        #expect(broken.status == 2 && broken.stderr.contains("contents.json:1:"), "\(broken)")
        #expect(try demo.tables() == before)
        try demo.write(contents, good)
        #expect(try await demo.run("xliff", "import", ".", "out/de.xcloc").status == 0)

        try demo.write("plain-file", "x")
        let file = try await demo.run("xliff", "export", "--locale", "de", "--xcloc", "plain-file")
        #expect(file.status == 2 && file.stderr.contains("--xcloc names the folder the <locale>.xcloc bundles go into; plain-file is a file"), "\(file)")
    }
}

private extension Data {
    func replacingTarget(_ old: String, with new: String) -> Data {
        Data(String(decoding: self, as: UTF8.self).replacingOccurrences(of: "<target>\(old)</target>", with: "<target>\(new)</target>").utf8)
    }
}
