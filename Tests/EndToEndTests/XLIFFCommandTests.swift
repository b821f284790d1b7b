import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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
        // Counts in words that agree with them ("1 tables" was printed).
        #expect(export.stderr.contains("wrote de.xliff: ") && export.stderr.contains(" tables, ") && !export.stderr.contains(" 1 tables"), "\(export.stderr)")
        let xml = try demo.text("de.xliff")
        #expect(xml.contains("<file original=\"Locales/en.lproj/InfoPlist.strings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\" l10n:exported=\"yes\">"))
        #expect(xml.contains("<tool tool-id=\"l10n-tool\" tool-name=\"l10n-tool\""))
        #expect(xml.contains("<trans-unit id=\"SHORTCUT_TITLE_SEARCH\" xml:space=\"preserve\" maxwidth=\"190\" size-unit=\"pixel\" font=\"Inter;17\" weblate-flags=\"max-size:190:2\" l10n:base=\"Restaurants suchen\">"), "\(xml)")
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
        // The translator worked from an older English text for "Open Now", and for the plural's other form.
        xml = xml.replacingOccurrences(of: "<source>Open Now</source>", with: "<source>Open</source>")
        let otherForm = "<trans-unit id=\"/%d restaurants nearby:dict/restaurants:dict/other:dict/:string\" xml:space=\"preserve\" l10n:base=\"%d restaurants à proximité\">\n        <source>"
        #expect(xml.contains(otherForm + "%d restaurants nearby</source>"))
        xml = xml.replacingOccurrences(of: otherForm + "%d restaurants nearby</source>", with: otherForm + "%d restaurants near you</source>")
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
        // Only the form made from the old text: many's source is the same other form today, but it was recorded as it is.
        let text = try await demo.run("check")
        let plural = text.stdout.split(separator: "\n").filter { $0.contains("[stale-translation]") && $0.contains("plural form") }
        #expect(plural.count == 1, "\(plural)")
        #expect(plural.first?.contains("fr: plural form other of variable \"restaurants\" in \"%d restaurants nearby\"") == true, "\(plural)")
        #expect(plural.first?.hasPrefix("Locales/fr.lproj/Localizable.stringsdict:") == true, "\(plural)")
    }

    @Test func importMergesRussianPluralFormsAndCreatesANewLocalesStringsdict() async throws {
        let demo = try DemoCopy()
        // Russian lacks few and many, which English does not have either.
        let russian = "Locales/ru.lproj/Localizable.stringsdict"
        let complete = try demo.text(russian)
        let fewAndMany = "\t\t\t<key>few</key>\n\t\t\t<string>%d ресторана поблизости</string>\n\t\t\t<key>many</key>\n\t\t\t<string>%d ресторанов поблизости</string>\n"
        #expect(complete.contains(fewAndMany))
        try demo.write(russian, complete.replacingOccurrences(of: fewAndMany, with: ""))
        #expect(try await demo.run("check").stdout.contains("lacks few, many (ru selects one, few, many, other)"))

        #expect(try await demo.run("xliff", "export", "--locale", "ru", "-o", "ru.xliff").status == 0)
        func unit(_ category: String) -> String {
            "<trans-unit id=\"/%d restaurants nearby:dict/restaurants:dict/\(category):dict/:string\" xml:space=\"preserve\">\n        <source>%d restaurants nearby</source>\n"
        }
        var xml = try demo.text("ru.xliff")
        #expect(xml.contains(unit("few")) && xml.contains(unit("many")))
        xml = xml.replacingOccurrences(of: unit("few"), with: unit("few") + "        <target>%d ресторана поблизости</target>\n")
        xml = xml.replacingOccurrences(of: unit("many"), with: unit("many") + "        <target>%d ресторанов поблизости</target>\n")
        try demo.write("ru.xliff", xml)
        let before = try demo.tables()

        let dry = try await demo.run("xliff", "import", ".", "ru.xliff", "--dry-run")
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.stdout.contains("Locales/ru.lproj/Localizable.stringsdict: 2 added"), "\(dry)")
        #expect(dry.stdout.contains("+ \"%d restaurants nearby\" restaurants.few = \"%d ресторана поблизости\""), "\(dry)")
        #expect(try demo.tables() == before)

        let result = try await demo.run("xliff", "import", ".", "ru.xliff")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("changed 2 in 1 table"), "\(result)")
        // Back to the file as it was, byte for byte: the forms go between one and other.
        #expect(try demo.text(russian) == complete)
        #expect(try demo.tables().filter { $0.key != "ru.lproj/Localizable.stringsdict" } == before.filter { $0.key != "ru.lproj/Localizable.stringsdict" })
        let top = try #require(try demo.plist(russian) as? [String: Any])
        let forms = try #require((top["%d restaurants nearby"] as? [String: Any])?["restaurants"] as? [String: String])
        #expect(forms["few"] == "%d ресторана поблизости" && forms["many"] == "%d ресторанов поблизости")
        #expect(!(try await demo.run("check").stdout.contains("[plural-category-missing]")))

        let again = try await demo.run("xliff", "import", ".", "ru.xliff")
        #expect(again.stdout.contains("no table changed"), "\(again)")
        #expect(try demo.text(russian) == complete)

        // Polish has no folder yet: its .stringsdict is made from the English entry.
        #expect(try await demo.run("xliff", "export", "--locale", "pl", "-o", "pl.xliff").status == 0)
        var polish = try demo.text("pl.xliff")
        for (category, form) in [("one", "%d restauracja w pobliżu"), ("few", "%d restauracje w pobliżu"), ("many", "%d restauracji w pobliżu"), ("other", "%d restauracji & więcej")] {
            let source = category == "one" ? "%d restaurant nearby" : "%d restaurants nearby"
            let head = "<trans-unit id=\"/%d restaurants nearby:dict/restaurants:dict/\(category):dict/:string\" xml:space=\"preserve\">\n        <source>\(source)</source>\n"
            #expect(polish.contains(head), "\(category)")
            polish = polish.replacingOccurrences(of: head, with: head + "        <target>\(form.replacingOccurrences(of: "&", with: "&amp;"))</target>\n")
        }
        try demo.write("pl.xliff", polish)
        let created = try await demo.run("xliff", "import", ".", "pl.xliff")
        #expect(created.status == 0, "\(created)")
        #expect(created.stdout.contains("Locales/pl.lproj/Localizable.stringsdict: 5 added (new file)"), "\(created)")
        let plTop = try #require(try demo.plist("Locales/pl.lproj/Localizable.stringsdict") as? [String: Any])
        let entry = try #require(plTop["%d restaurants nearby"] as? [String: Any])
        #expect(entry["NSStringLocalizedFormatKey"] as? String == "%#@restaurants@")
        let plForms = try #require(entry["restaurants"] as? [String: String])
        #expect(plForms == ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                            "one": "%d restauracja w pobliżu", "few": "%d restauracje w pobliżu", "many": "%d restauracji w pobliżu", "other": "%d restauracji & więcej"])
        #expect(try demo.text("Locales/pl.lproj/Localizable.stringsdict").hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC"))
    }

    /// A catalog-based app (Fixtures/xcstrings/App: two catalogs and a
    /// .stringsdict) round-trips: an unedited import changes no byte, an
    /// edited unit changes only its string unit (state translated), and a key
    /// the catalog lacks stops the import.
    @Test func stringCatalogsRoundTripThroughXLIFF() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/App"), to: folder)
        let catalog = folder.appendingPathComponent("Resources/Localizable.xcstrings")
        let xliff = folder.appendingPathComponent("de.xliff").path
        let export = try await Tool.run(["xliff", "export", folder.path, "--locale", "de", "--output", xliff])
        #expect(export.status == 0, "\(export)")
        let before = try Data(contentsOf: catalog)
        let infoBefore = try Data(contentsOf: folder.appendingPathComponent("Resources/InfoPlist.xcstrings"))

        let unchanged = try await Tool.run(["xliff", "import", folder.path, xliff])
        #expect(unchanged.status == 0, "\(unchanged)")
        #expect(try Data(contentsOf: catalog) == before)
        #expect(try Data(contentsOf: folder.appendingPathComponent("Resources/InfoPlist.xcstrings")) == infoBefore)

        let text = try String(contentsOfFile: xliff, encoding: .utf8)
        // Exported with the catalog's state, as Xcode does.
        #expect(text.contains("<target state=\"needs-review-translation\">Favoriten</target>"), "\(text)")
        // A reviewer who only approves changes the state, not the text.
        try text.replacingOccurrences(of: "<target state=\"needs-review-translation\">Favoriten</target>",
                                      with: "<target state=\"translated\">Favoriten</target>").write(toFile: xliff, atomically: true, encoding: .utf8)
        #expect(try await Tool.run(["xliff", "import", folder.path, xliff]).status == 0)
        let approved = try String(contentsOf: catalog, encoding: .utf8)
        #expect(approved == String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"state\" : \"needs_review\",\n            \"value\" : \"Favoriten\"",
                                                                                        with: "\"state\" : \"translated\",\n            \"value\" : \"Favoriten\""))
        try text.replacingOccurrences(of: "<target state=\"needs-review-translation\">Favoriten</target>",
                                      with: "<target state=\"translated\">Lieblinge</target>").write(toFile: xliff, atomically: true, encoding: .utf8)
        // The same export, edited: the approval changed the catalog since, so this is a conflict (the state is part of a catalog's text).
        let conflict = try await Tool.run(["xliff", "import", folder.path, xliff])
        #expect(conflict.status == 2 && conflict.stderr.contains("exported \"Favoriten\", this file \"Lieblinge\", the table now \"Favoriten\""), "\(conflict)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == approved)
        let edited = try await Tool.run(["xliff", "import", folder.path, xliff, "--prefer", "file"])
        #expect(edited.status == 0, "\(edited)")
        let after = try String(contentsOf: catalog, encoding: .utf8)
        let old = String(decoding: before, as: UTF8.self)
        #expect(after == old.replacingOccurrences(of: "\"state\" : \"needs_review\",\n            \"value\" : \"Favoriten\"",
                                                  with: "\"state\" : \"translated\",\n            \"value\" : \"Lieblinge\""), "\(after)")

        let unknown = text.replacingOccurrences(of: "<trans-unit id=\"Favourites\"", with: "<trans-unit id=\"No such key\"")
        #expect(unknown != text, "the fixture's key Favourites is in the XLIFF")
        try unknown.write(toFile: xliff, atomically: true, encoding: .utf8)
        let stopped = try await Tool.run(["xliff", "import", folder.path, xliff])
        #expect(stopped.status == 2 && stopped.stderr.contains("has no key \"No such key\""), "\(stopped)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == after)
    }

    /// A catalog's plural variations travel as Xcode names them
    /// (`key|==|plural.one`), with the cases the target language needs; cases
    /// a translator fills in are added in Xcode's order, nothing else moves.
    @Test func catalogPluralVariationsRoundTripInXcodesForm() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-variations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/Variations"), to: folder)
        let xliff = folder.appendingPathComponent("ru.xliff").path
        #expect(try await Tool.run(["xliff", "export", folder.path, "--locale", "ru", "--output", xliff]).status == 0)
        let document = try XLIFFText(path: xliff)
        // Field by field as Xcode's export of the same catalog has them (Fixtures/xcstrings/Variations/ru.xcode.xliff,
        // written in Xcode's shape: one <file> per catalog, units in key order, stale and shouldTranslate: false left out).
        let xcode = try XLIFFText(path: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/Variations/ru.xcode.xliff").path)
        #expect(document.units == xcode.units, "\(document.units)")
        #expect(document.files == ["Resources/Localizable.xcstrings"])
        #expect(document.ids.filter { $0.hasPrefix("%lld items") } == ["one", "few", "many", "other"].map { "%lld items|==|plural.\($0)" })
        // Substitutions: the string, then each case with %arg as the argument it stands for.
        #expect(document.ids.filter { $0.hasPrefix("%@ has") } == ["%@ has %lld files"]
                    + ["one", "few", "many", "other"].map { "%@ has %lld files|==|substitutions.files.plural.\($0)" })
        #expect(document.text.contains("<source>%2$lld file</source>"), "\(document.text)")
        let catalog = folder.appendingPathComponent("Resources/Localizable.xcstrings")
        let before = try String(contentsOf: catalog, encoding: .utf8)
        #expect(try await Tool.run(["xliff", "import", folder.path, xliff]).status == 0)
        #expect(try String(contentsOf: catalog, encoding: .utf8) == before)

        let filled = document.text.replacingOccurrences(of: "plural.many\" xml:space=\"preserve\">\n        <source>%lld items</source>",
                                                        with: "plural.many\" xml:space=\"preserve\">\n        <source>%lld items</source>\n        <target>%lld товаров</target>")
        #expect(filled != document.text)
        try filled.write(toFile: xliff, atomically: true, encoding: .utf8)
        let imported = try await Tool.run(["xliff", "import", folder.path, xliff])
        #expect(imported.status == 0, "\(imported)")
        let after = try String(contentsOf: catalog, encoding: .utf8)
        // Only the new case, inserted where Xcode's sorted order puts it (before "one").
        let many = "              \"many\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n"
            + "                  \"value\" : \"%lld товаров\"\n                }\n              },\n"
        let ruOne = "              \"one\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"%lld товар\""
        #expect(after == before.replacingOccurrences(of: ruOne, with: many + ruOne), "\(after)")

        // A translated substitution: the string and its cases, stored with %arg
        // and the source's argNum and formatSpecifier, as Xcode stores them.
        var translated = try String(contentsOfFile: xliff, encoding: .utf8)
        for (id, target) in [("%@ has %lld files", "В папке %1$@ %2$#@files@"), ("%@ has %lld files|==|substitutions.files.plural.one", "%2$lld файл"),
                             ("%@ has %lld files|==|substitutions.files.plural.other", "%2$lld файла")] {
            let opening = "<trans-unit id=\"\(id)\" xml:space=\"preserve\">\n"
            let start = try #require(translated.range(of: opening))
            let sourceEnd = try #require(translated.range(of: "</source>\n", range: start.upperBound..<translated.endIndex))
            translated.insert(contentsOf: "        <target state=\"translated\">\(target)</target>\n", at: sourceEnd.upperBound)
        }
        try translated.write(toFile: xliff, atomically: true, encoding: .utf8)
        #expect(try await Tool.run(["xliff", "import", folder.path, xliff]).status == 0)
        let substituted = try StringCatalogJSON(path: catalog.path)
        let ru = substituted.localization(key: "%@ has %lld files", locale: "ru")
        #expect((ru?["stringUnit"] as? [String: Any])?["value"] as? String == "В папке %1$@ %2$#@files@")
        let files = (ru?["substitutions"] as? [String: Any])?["files"] as? [String: Any]
        #expect(files?["argNum"] as? Int == 2 && files?["formatSpecifier"] as? String == "lld")
        let one = (((files?["variations"] as? [String: Any])?["plural"] as? [String: Any])?["one"] as? [String: Any])?["stringUnit"] as? [String: Any]
        #expect(one?["value"] as? String == "%arg файл")
    }

    /// `update` on a catalog-based app does what Xcode's extraction does: a key
    /// code uses is added (extracted_with_value, a `new` development unit), a
    /// key no code uses is marked stale when asked (--mark-stale), and removed
    /// only with --prune.
    @Test func updateAddsAndMarksStaleInStringCatalogsAsXcodeDoes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-update-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/App"), to: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let code = folder.appendingPathComponent("Sources/A.swift")
        let catalog = folder.appendingPathComponent("Resources/Localizable.xcstrings")
        let before = try String(contentsOf: catalog, encoding: .utf8)
        try "let a = String(localized: \"Brand new\", comment: \"A new string\")\nlet b = NSLocalizedString(\"Favourites\", comment: \"\")\n"
            .write(to: code, atomically: true, encoding: .utf8)
        let added = try await Tool.run(["update", folder.path])
        #expect(added.status == 0, "\(added)")
        let withKey = try String(contentsOf: catalog, encoding: .utf8)
        #expect(withKey == before.replacingOccurrences(of: "\"strings\" : {\n", with: """
            "strings" : {
                "Brand new" : {
                  "comment" : "A new string",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "Brand new"
                      }
                    }
                  }
                },

            """), "\(withKey)")
        // Other locales get a `new` unit of the development text only when asked, each named.
        let fill = try await Tool.run(["update", folder.path, "--fill-untranslated", "--dry-run"])
        #expect(fill.stdout.contains("+ \"Brand new\" de = \"Brand new\"") && fill.stdout.contains("+ \"Brand new\" ja = \"Brand new\""), "\(fill)")
        let again = try await Tool.run(["update", folder.path])
        #expect(again.status == 0 && again.stdout.contains("up to date"), "\(again)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == withKey)

        try "let a = String(localized: \"Brand new\", comment: \"A new string\")\n".write(to: code, atomically: true, encoding: .utf8)
        // Reported, not written, unless asked: the scanner may miss a use Xcode sees.
        let reported = try await Tool.run(["update", folder.path])
        #expect(reported.status == 0 && reported.stdout.contains("kept; `update --prune` removes it"), "\(reported)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == withKey)
        let dryRun = try await Tool.run(["update", folder.path, "--mark-stale", "--dry-run"])
        #expect(dryRun.stdout.contains("~ \"Favourites\" marked stale"), "\(dryRun)")
        let stale = try await Tool.run(["update", folder.path, "--mark-stale"])
        #expect(stale.status == 0 && stale.stdout.contains("marked stale in the catalog"), "\(stale)")
        let marked = try String(contentsOf: catalog, encoding: .utf8)
        #expect(marked == withKey.replacingOccurrences(of: "\"Favourites\" : {\n", with: "\"Favourites\" : {\n      \"extractionState\" : \"stale\",\n"), "\(marked)")

        // A stale key is no longer read as a table key; --prune is what removes it.
        let catalogText = try String(contentsOf: catalog, encoding: .utf8)
        try catalogText.replacingOccurrences(of: "      \"extractionState\" : \"stale\",\n", with: "").write(to: catalog, atomically: true, encoding: .utf8)
        let pruned = try await Tool.run(["update", folder.path, "--prune"])
        #expect(pruned.status == 0, "\(pruned)")
        #expect(try !String(contentsOf: catalog, encoding: .utf8).contains("\"Favourites\""))
    }

    /// Xcode's Localization Catalogs: a bundle per locale with contents.json,
    /// the XLIFF (the same bytes as --output) and the development tables;
    /// import takes the bundle as it takes the XLIFF.
    @Test func xclocBundlesForSeveralLocalesAndBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-xcloc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/xcstrings/App"), to: app)
        let out = folder.appendingPathComponent("Localizations")
        let all = try await Tool.run(["xliff", "export", app.path, "--all-locales", "--xcloc", out.path])
        #expect(all.status == 0, "\(all)")
        let bundles = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(bundles == ["de.xcloc", "ja.xcloc"], "\(bundles)")
        let de = out.appendingPathComponent("de.xcloc")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: de.appendingPathComponent("contents.json"))) as? [String: Any]
        #expect(manifest?["developmentRegion"] as? String == "en" && manifest?["targetLocale"] as? String == "de" && manifest?["version"] as? String == "1.0")
        #expect(FileManager.default.fileExists(atPath: de.appendingPathComponent("Source Contents/Resources/Localizable.xcstrings").path))
        let single = folder.appendingPathComponent("de.xliff").path
        #expect(try await Tool.run(["xliff", "export", app.path, "--locale", "de", "--output", single]).status == 0)
        // The bundle's XLIFF is the single export without Weblate's attributes (not in XLIFF 1.2's schema, which Xcode's files name).
        let bundled = try String(contentsOf: de.appendingPathComponent("Localized Contents/de.xliff"), encoding: .utf8)
        let plain = try String(contentsOfFile: single, encoding: .utf8)
            .replacing(/\ font="[^"]*"/, with: "").replacing(/\ weblate-flags="[^"]*"/, with: "")
        #expect(bundled == plain)
        #expect(!bundled.contains(" font=") && !bundled.contains("weblate-flags"))

        let catalog = app.appendingPathComponent("Resources/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let back = try await Tool.run(["xliff", "import", app.path, de.path])
        #expect(back.status == 0, "\(back)")
        #expect(try Data(contentsOf: catalog) == before)

        let two = try await Tool.run(["xliff", "export", app.path, "--locale", "de,ja", "--output", single])
        #expect(two.status == 2 && two.stderr.contains("--xcloc"), "\(two)")
        let neither = try await Tool.run(["xliff", "export", app.path, "--locale", "de"])
        #expect(neither.status == 2, "\(neither)")
    }

    /// A translator's XLIFF with units the import cannot place (here a
    /// storyboard beside a table) used to exit 0 with them dropped: now it
    /// stops with their place and writes nothing, unless --skip-unknown.
    @Test func translationsItCannotPlaceStopTheImportUnlessSkipUnknown() async throws {
        let demo = try DemoCopy()
        let before = try demo.tables()
        try demo.write("de.xliff", """
        <?xml version="1.0"?>
        <xliff version="1.2">
          <file original="Locales/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
            <trans-unit id="Share"><source>Share</source><target>Teilen!</target></trans-unit></body></file>
          <file original="Fixtures/DemoApp/Base.lproj/Main.storyboard" source-language="en" target-language="de"><body>
            <trans-unit id="abc.text"><source>Book</source><target>Buchen</target></trans-unit></body></file>
        </xliff>
        """)
        let stopped = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(stopped.status == 2, "\(stopped)")
        #expect(stopped.stderr.hasPrefix("de.xliff:5:"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("1 translation cannot be imported") && stopped.stderr.contains("nothing was written"), "\(stopped.stderr)")
        #expect(try demo.tables() == before)

        let skipped = try await demo.run("xliff", "import", ".", "de.xliff", "--skip-unknown")
        #expect(skipped.status == 0, "\(skipped)")
        #expect(skipped.stderr.contains("de.xliff:5:") && skipped.stderr.contains("warning: skipped 1 translation (--skip-unknown)"), "\(skipped.stderr)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings").contains("\"Teilen!\""))
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

        // --accept recorded the plural forms too: a changed English form makes them stale, a second --accept current.
        try demo.write("Locales/en.lproj/Localizable.stringsdict",
                       try demo.text("Locales/en.lproj/Localizable.stringsdict").replacingOccurrences(of: "<string>%d restaurants nearby</string>", with: "<string>%d places nearby</string>"))
        let plural = try await demo.run("check")
        #expect(plural.stdout.contains("ru: plural form many of variable \"restaurants\" in \"%d restaurants nearby\" was translated from an older base value"), "\(plural.stdout)")
        #expect(!plural.stdout.contains("plural form one of"), "English's one form did not change")
        #expect(try await demo.run("update", "--accept").status == 0)
        #expect(!(try await demo.run("check").stdout.contains("[stale-translation]")))

        try demo.write("l10n.lock", "{\n  \"version\": 1,\n  nope\n}\n")
        let broken = try await demo.run("check")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("l10n.lock:3:3: error: invalid JSON: expected a string key in the object, found 'n'"), "\(broken.stderr)")
    }
}


/// An XLIFF file's text, its <file> originals and its units (id, source,
/// target, state, note), read with Foundation's XML parser.
struct XLIFFText {
    let text: String
    let files: [String]
    let units: [[String]]
    var ids: [String] { units.map { $0[0] } }

    init(path: String) throws {
        text = try String(contentsOfFile: path, encoding: .utf8)
        let reader = UnitCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        parser.parse()
        files = reader.files
        units = reader.units
    }
}

/// A String Catalog read with Foundation, to look into what a test wrote.
struct StringCatalogJSON {
    let root: [String: Any]

    init(path: String) throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any] ?? [:]
    }

    func localization(key: String, locale: String) -> [String: Any]? {
        (((root["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"] as? [String: Any])?[locale] as? [String: Any]
    }
}

/// Collects <file> originals and trans-unit fields for `XLIFFText`.
private final class UnitCollector: NSObject, XMLParserDelegate {
    var files: [String] = []
    var units: [[String]] = []
    private var unit: [String]?
    private var field: String?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        switch name {
        case "file": files.append(attributes["original"] ?? "")
        case "trans-unit": unit = [attributes["id"] ?? "", "", "-", "-", ""]
        case "source", "target", "note":
            field = name
            text = ""
            if name == "target" { unit?[3] = attributes["state"] ?? "-" }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if field != nil { text += string } }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "source": unit?[1] = text; field = nil
        case "target": unit?[2] = text; field = nil
        case "note": unit?[4] = text; field = nil
        case "trans-unit": if let unit { units.append(unit) }; unit = nil
        default: break
        }
    }
}

/// `xliff export` and `update` never invent a table (issue 27): a SwiftUI
/// literal in an app whose tables have other names stays out, with a note.
@Suite("XLIFF export, update and tables the app does not have")
struct XLIFFInventedTableTests {
    @Test func codeKeysOfATableNoLocaleHasAreLeftOutWithANote() async throws {
        let view = try Tool.temporaryFile("V.swift", """
            import SwiftUI
            struct V: View { var body: some View { Text("Welcome back"); Text(NSLocalizedString("greeting", tableName: "Main", comment: "")) } }
            """)
        let app = view.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: app) }
        for (locale, value) in [("en", "Hello"), ("de", "Hallo")] {
            let folder = app.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"greeting\" = \"\(value)\";\n".utf8).write(to: folder.appendingPathComponent("Main.strings"))
        }
        let result = try await Tool.run(["xliff", "export", ".", "--locale", "de", "--output", "-", "--no-base"], in: app)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("original=\"en.lproj/Main.strings\""))
        #expect(!result.stdout.contains("Localizable"), "\(result.stdout)")
        #expect(result.stderr.contains("note: 1 key code uses in table Localizable left out: no locale has a table named Localizable"), "\(result.stderr)")
        #expect(result.stderr.contains("create Localizable.xcstrings (or en.lproj/Localizable.strings) in Xcode to translate it"), "\(result.stderr)")
    }

    /// Nor does `update` in a folder of String Catalogs (a real app,
    /// Kurozora, whose code names 20 tables it never made: `update` wrote 20
    /// `.strings` files beside its catalog). In a folder of `.strings` tables
    /// it makes the table, as genstrings would.
    @Test func updateMakesNoStringsTableBesideACatalog() async throws {
        let view = try Tool.temporaryFile("V.swift", """
            let a = String(localized: "Top Anime", table: "Browse")
            let b = NSLocalizedString("greeting", tableName: "Main", comment: "")
            let c = NSLocalizedString("farewell", tableName: "Main", comment: "")
            """)
        let app = view.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: app) }
        let folder = app.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("\"greeting\" = \"Hello\";\n".utf8).write(to: folder.appendingPathComponent("Main.strings"))
        let catalog = app.appendingPathComponent("Localizable.xcstrings")
        try Data(#"{ "sourceLanguage" : "en", "strings" : { }, "version" : "1.0" }"#.utf8).write(to: catalog)
        let result = try await Tool.run(["update", "."], in: app)
        #expect(result.status == 0, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Browse.strings").path))
        #expect(try String(contentsOf: folder.appendingPathComponent("Main.strings"), encoding: .utf8).contains("\"farewell\" = \"farewell\";"))
        #expect(result.stderr.contains("note: 1 key code uses in table Browse left out: no locale has a table named Browse, and updating would make one"),
                "\(result.stderr)")

        try FileManager.default.removeItem(at: catalog)
        let strings = try await Tool.run(["update", "."], in: app)
        #expect(strings.status == 0, "\(strings)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Browse.strings"), encoding: .utf8).contains("\"Top Anime\" = \"Top Anime\";"))
        #expect(!strings.stderr.contains("left out"), "\(strings.stderr)")
    }
}
