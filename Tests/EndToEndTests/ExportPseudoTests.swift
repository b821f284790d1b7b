import Foundation
import Testing

// End-to-end runs of the built l10n-tool: `export`, `pseudo`, `check --pseudo`
// and the progress line, on a copy of the demo app in a temporary folder.

@Suite("export, pseudo and progress, end to end", .serialized)
struct ExportPseudoTests {
    static let locales = ["ar", "de", "en", "fr", "ja", "ko", "nl", "ru", "th", "vi", "zh-Hans"]

    @Test func helpListsTheCommands() async throws {
        let demo = try DemoCopy()
        let top = try await demo.run("--help")
        #expect(top.stdout.contains("export") && top.stdout.contains("pseudo"))
        let export = try await demo.run("export", "--help")
        for option in ["--output", "--locale", "--plist-format", "--encoding", "--jobs", "--bundle-id"] {
            #expect(export.stdout.contains(option), "export --help lacks \(option)")
        }
        let pseudo = try await demo.run("pseudo", "--help")
        #expect(pseudo.stdout.contains("en-XA") && pseudo.stdout.contains("ar-XB") && pseudo.stdout.contains("--style"))
        #expect(try await demo.run("check", "--help").stdout.contains("--pseudo"))
    }

    @Test func exportsEveryLocaleOfTheDemo() async throws {
        let demo = try DemoCopy()
        let result = try await demo.run("export", "--output", "build/l10n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "every text of the demo is translated: \(result.stderr)")
        // The demo's plain-string titles made in code are said, not called translated.
        #expect(result.stdout.contains("exported 11 locales (33 files) to build/l10n: 8 quick actions, every table text translated; "
                                       + "4 titles or subtitles made in code are plain strings, the same in every locale (unlocalized-shortcut-title)\n"), "\(result)")
        let files = try demo.files("build/l10n")
        #expect(Set(files.keys) == Set(Self.locales.flatMap { ["\($0).lproj/InfoPlist.strings", "\($0).lproj/AppShortcuts.strings", "\($0).lproj/ShortcutItems.plist"] }))
        // The App Shortcut phrases as each locale's Siri hears them, with the translator's comments.
        #expect(try demo.text("build/l10n/ja.lproj/AppShortcuts.strings").contains("\"Show my favourites in ${applicationName}\" = \"${applicationName}でお気に入りを表示\";"))

        let strings = try demo.text("build/l10n/de.lproj/InfoPlist.strings")
        #expect(strings.hasPrefix("/* App name shown under the icon on the Home Screen (brand, do not translate) */\n\"CFBundleDisplayName\" = \"DishDash\";\n\n"))
        #expect(strings.contains("/* Quick action title: call the restaurant */\n\"Call\" = \"Anrufen\";\n"))
        let items = try demo.items("build/l10n/de.lproj/ShortcutItems.plist")
        // Static items first, then those the demo's Swift code makes (Types from an enum in another file).
        #expect(items.map { $0["UIApplicationShortcutItemType"] as? String } == ["com.example.dishdash.Call", "com.example.dishdash.Search", "com.example.dishdash.BookTable",
                                                                               "com.example.dishdash.ShowFavourites", "com.example.dishdash.ShowDiscover", "com.example.dishdash.NewRestaurant",
                                                                               "com.example.dishdash.Play", "com.example.dishdash.Pause"])
        #expect(items.map { $0["UIApplicationShortcutItemTitle"] as? String } == ["Anrufen", "Restaurants suchen", "Einen Tisch in der Nähe reservieren",
                                                                                "Favoriten anzeigen", "Entdecken öffnen", "Neues Restaurant", "Play", "Pause"])
        #expect(items[0]["UIApplicationShortcutItemSubtitle"] as? String == "Für mich anrufen")
        #expect(items[2]["UIApplicationShortcutItemIconType"] as? String == "UIApplicationShortcutIconTypeLocation")
        let info = try #require(items[2]["UIApplicationShortcutItemUserInfo"] as? [String: Any])
        #expect(info["source"] as? String == "quick-action")
        #expect((info["partySize"] as? NSNumber)?.intValue == 2)
        // The development locale shows the Info.plist's symbolic key resolved by its own table.
        #expect(try demo.items("build/l10n/en.lproj/ShortcutItems.plist")[1]["UIApplicationShortcutItemTitle"] as? String == "Search Restaurants")
        // Japanese keeps its text whatever the source table's encoding (UTF-16 in the demo).
        #expect(try demo.text("build/l10n/ja.lproj/InfoPlist.strings").contains("\"Call\" = "))
    }

    @Test func sameInputSameBytesAcrossRuns() async throws {
        let demo = try DemoCopy()
        for format in ["xml", "binary"] {
            let first = try await demo.run("export", "--output", "one-\(format)", "--plist-format", format)
            let second = try await demo.run("export", "--output", "two-\(format)", "--plist-format", format, "--jobs", "1")
            #expect(first.status == 0 && second.status == 0, "\(first)\n\(second)")
            let a = try demo.files("one-\(format)"), b = try demo.files("two-\(format)")
            #expect(a.count == 33 && a == b, "\(format): separate processes (different hash seeds) give the same bytes")
        }
        for locale in Self.locales {
            let xml = try demo.data("one-xml/\(locale).lproj/ShortcutItems.plist")
            let binary = try demo.data("one-binary/\(locale).lproj/ShortcutItems.plist")
            #expect(binary.starts(with: Array("bplist00".utf8)))
            let fromXML = try PropertyListSerialization.propertyList(from: xml, options: [], format: nil) as? NSDictionary
            let fromBinary = try PropertyListSerialization.propertyList(from: binary, options: [], format: nil) as? NSDictionary
            #expect(fromXML != nil && fromXML == fromBinary, "\(locale)")
        }
    }

    @Test func fallbacksAreWarnedAboutLikeCompilerDiagnostics() async throws {
        let demo = try DemoCopy()
        let result = try await demo.run("export", "--output", "out", "--locale", "pt-BR", "--locale", "de", "--encoding", "utf16")
        #expect(result.status == 0, "\(result)")
        // The fallbacks, and one line for the App Shortcut phrases pt-BR lacks (not written: no per-phrase fallback).
        let phrases = result.stderr.split(separator: "\n").filter { $0.contains("App Shortcut phrases have no translation") }
        #expect(phrases.count == 1 && phrases[0].contains("warning: pt-BR: 3 App Shortcut phrases have no translation"), "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { !$0.contains("App Shortcut phrases have no translation") }
        // The demo has no pt-BR.lproj: the file is said to be absent, never named as if it were there (issue 46).
        #expect(warnings.count == 10, "\(result.stderr)")
        #expect(warnings.allSatisfy { $0.firstMatch(of: /^Locales\/en\.lproj\/(InfoPlist|Localizable|AppShortcuts)\.strings:\d+:1: warning: pt-BR: ".+" has no translation \(there is no Locales\/pt-BR\.lproj\/(InfoPlist|Localizable|AppShortcuts)\.strings\); exported the development value \(en\):[ ]/) != nil }, "\(result.stderr)")
        #expect(result.stderr.contains("Locales/en.lproj/InfoPlist.strings:8:1: warning: pt-BR: \"Call\" has no translation"))
        #expect(result.stdout.contains("10 texts taken from another locale"), "\(result.stdout)")
        #expect(try demo.items("out/pt-BR.lproj/ShortcutItems.plist").map { $0["UIApplicationShortcutItemTitle"] as? String }
                == ["Call", "Search Restaurants", "Book a Table Nearby", "Show Favourites", "Show Discover", "New Restaurant", "Play", "Pause"])
        let utf16 = try demo.data("out/de.lproj/InfoPlist.strings")
        #expect(utf16.starts(with: [0xFF, 0xFE]))
        let strings = try PropertyListSerialization.propertyList(from: utf16, options: [], format: nil) as? [String: String]
        #expect(strings?["Book a Table Nearby"] == "Einen Tisch in der Nähe reservieren")
        // pt-BR translates no phrase: it gets no AppShortcuts.strings.
        #expect(Set(try demo.files("out").keys).count == 5)
        #expect(try demo.files("out").keys.contains { $0.hasPrefix("pt-BR.lproj/AppShortcuts") } == false)
    }

    /// A quick action whose title is a format the code fills at run time is
    /// no static item (issue 46: "Create %@" was exported as its title).
    @Test func aTitleFilledAtRunTimeFromAFormatIsLeftOut() async throws {
        let fm = FileManager.default
        let app = fm.temporaryDirectory.appendingPathComponent("l10n-format-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: app) }
        let files = [
            "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>\n",
            "App/Shortcuts.swift": """
            import UIKit
            func update(name: String) {
                let title = String(format: NSLocalizedString("Create %@", comment: "quick action"), name)
                let create = UIApplicationShortcutItem(type: "com.example.create", localizedTitle: title, localizedSubtitle: nil, icon: nil, userInfo: nil)
                let search = UIApplicationShortcutItem(type: "com.example.search", localizedTitle: NSLocalizedString("Search", comment: ""), localizedSubtitle: nil, icon: nil, userInfo: nil)
                UIApplication.shared.shortcutItems = [create, search]
            }
            """,
            "App/en.lproj/Localizable.strings": "\"Create %@\" = \"Create %@\";\n\"Search\" = \"Search\";\n",
            "App/de.lproj/Localizable.strings": "\"Create %@\" = \"%@ erstellen\";\n\"Search\" = \"Suchen\";\n",
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try await Tool.run(["export", app.path, "--output", app.appendingPathComponent("out").path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("App/Shortcuts.swift:3:32: warning: the title of com.example.create is a format the code fills at run time (\"Create %@\"); left out of ShortcutItems.plist"), "\(result)")
        #expect(result.stdout.contains("2 quick actions (1 left out: see the warnings)"), "\(result)")
        let plist = try Data(contentsOf: app.appendingPathComponent("out/de.lproj/ShortcutItems.plist"))
        let items = try #require((try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
        #expect(items.map { $0["UIApplicationShortcutItemTitle"] as? String } == ["Suchen"])
    }

    @Test(arguments: ["../../etc", "de/../x", "", "de x"])
    func refusesLocaleCodesThatAreNotTags(_ code: String) async throws {
        let demo = try DemoCopy()
        let result = try await demo.run("export", "--output", "out", "--locale", code)
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("error: locale") && result.stderr.contains("is not a locale code"), "\(result.stderr)")
        #expect(!demo.exists("out"), "nothing written, not even the folder")
        #expect(!demo.exists("etc") && !demo.exists("x.lproj"))
    }

    @Test func refusesToWriteThroughASymlinkOutOfTheOutput() async throws {
        let demo = try DemoCopy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(atPath: demo.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: demo.path("out/fr.lproj"), withDestinationPath: outside.path)
        let result = try await demo.run("export", "--output", "out")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("out/fr.lproj: error: this is a symbolic link (to \(outside.path)); l10n-tool never writes through a link: replace it with the real folder, or name the real path; nothing was written"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: demo.path("out")) == ["fr.lproj"], "checked before the first write")
    }

    @Test func refusesToWriteOverTheProjectsTables() async throws {
        let demo = try DemoCopy()
        let before = try demo.files("Locales")
        let result = try await demo.run("export", "--output", "Locales")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("error: this is one of the project's own files"), "\(result.stderr)")
        #expect(try demo.files("Locales") == before)
    }

    @Test func pseudoWritesEachStyle() async throws {
        let demo = try DemoCopy()
        for (style, locale) in [("accented", "en-XA"), ("expanded", "en-XE"), ("bounded", "en-XM"), ("rtl", "ar-XB")] {
            let result = try await demo.run("pseudo", "--style", style, "--output", "pseudo")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == "wrote \(locale) (\(style)) to pseudo: 3 tables, 1 plural table\n")
            for table in ["InfoPlist.strings", "Localizable.strings", "Localizable.stringsdict", "AppShortcuts.strings"] {
                #expect(demo.exists("pseudo/\(locale).lproj/\(table)"), "\(locale) \(table)")
            }
            let localizable = try #require(try demo.plist("pseudo/\(locale).lproj/Localizable.strings") as? [String: String])
            #expect(localizable.count == 10)
            // Placeholders come through untouched in every style.
            #expect(localizable["%1$@ gave %2$@ %3$d stars"].map { $0.contains("%1$@") && $0.contains("%2$@") && $0.contains("%3$d") } == true)
            let plural = try #require(try demo.plist("pseudo/\(locale).lproj/Localizable.stringsdict") as? [String: Any])
            let entry = try #require(plural["%d restaurants nearby"] as? [String: Any])
            #expect(entry["NSStringLocalizedFormatKey"] as? String == "%#@restaurants@")
            let variable = try #require(entry["restaurants"] as? [String: String])
            #expect(variable["NSStringFormatSpecTypeKey"] == "NSStringPluralRuleType" && variable["NSStringFormatValueTypeKey"] == "d")
            #expect(Set(variable.keys) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "one", "other"])
            #expect(variable["other"]?.contains("%d") == true)
        }
        let accented = try #require(try demo.plist("pseudo/en-XA.lproj/InfoPlist.strings") as? [String: String])
        #expect(accented["Call"] == "Çáļļ")
        #expect(accented["SHORTCUT_TITLE_SEARCH"] == "Šéáŕçĥ Ŕéšţáûŕáñţš")
        let bounded = try #require(try demo.plist("pseudo/en-XM.lproj/InfoPlist.strings") as? [String: String])
        #expect(bounded["Call for me"] == "[Call for me]")
        let rtl = try #require(try demo.plist("pseudo/ar-XB.lproj/InfoPlist.strings") as? [String: String])
        #expect(rtl["Call"] == "\u{200F}\u{202E}Call\u{202C}")
        let expanded = try #require(try demo.plist("pseudo/en-XE.lproj/InfoPlist.strings") as? [String: String])
        #expect(expanded["Call"] == "Call one two")
        // The source tables are untouched, and the tool accepts what it wrote.
        #expect(try await demo.run("pseudo", "--style", "bounded", "--output", "pseudo").status == 0)
    }

    @Test func checkPseudoFindsTheTitlesTranslationsWillCutOff() async throws {
        let demo = try DemoCopy()
        let expanded = try await demo.run("check", "--pseudo", "expanded")
        #expect(expanded.status == 1, "\(expanded)")
        #expect(expanded.findingLines == [
            "Locales/en.lproj/InfoPlist.strings:17:1: error: en-XE: title needs 2 lines of 190 pt (Inter 17 pt), 1 allowed (the item has a subtitle): \"Book a Table Nearby…\" [title-truncated]",
            "Locales/en.lproj/InfoPlist.strings:20:1: error: en-XE: subtitle needs 2 lines of 190 pt (Inter 15 pt), 1 allowed: \"Restaurants near you on…\" [subtitle-truncated]",
        ])
        let json = try await demo.run("check", "--pseudo", "expanded", "--format", "json")
        let report = try json.json()
        #expect(Set(report.summary.locales.keys) == ["en", "en-XE"])
        #expect(report.diagnostics.allSatisfy { $0.locale == "en-XE" })
        for style in ["accented", "bounded", "rtl"] {
            let result = try await demo.run("check", "--pseudo", style)
            #expect(result.status == 0, "\(style): \(result)")
        }
        let wider = try await demo.run("check", "--pseudo", "expanded", "--title-width", "400", "--subtitle-width", "400", "--engine", "font")
        #expect(wider.status == 0, "layout options apply: \(wider)")
        let bad = try await demo.run("check", "--pseudo", "klingon")
        #expect(bad.status == 2)
    }

    // MARK: Progress

    /// An app with 120 locales: large enough for the progress line.
    static func bigApp() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-big-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleDevelopmentRegion</key><string>en</string>
        <key>UIApplicationShortcutItems</key><array><dict>
        <key>UIApplicationShortcutItemType</key><string>com.example.Search</string>
        <key>UIApplicationShortcutItemTitle</key><string>Search</string>
        </dict></array></dict></plist>
        """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var codes = ["en"]
        for first in letters.prefix(5) {
            for second in letters where codes.count < 120 && !codes.contains("\(first)\(second)") { codes.append("\(first)\(second)") }
        }
        for code in codes {
            let lproj = folder.appendingPathComponent("\(code).lproj")
            try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"Search\" = \"Search \(code)\";\n".utf8).write(to: lproj.appendingPathComponent("InfoPlist.strings"))
        }
        return folder
    }

    @Test func noProgressWhenStderrIsNotATerminal() async throws {
        let app = try Self.bigApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let check = try await Tool.run(["check", "."], in: app)
        #expect(check.status == 0, "\(check)")
        #expect(!check.stderr.contains("\r") && !check.stderr.contains("parsing tables"), "\(check.stderr)")
        let export = try await Tool.run(["export", ".", "--output", "out", "--jobs", "2"], in: app)
        #expect(export.status == 0 && export.stderr.isEmpty, "\(export)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressLineOnATerminalIsClearedAtTheEnd() async throws {
        let app = try Self.bigApp()
        defer { try? FileManager.default.removeItem(at: app) }
        // `script` runs the tool on a pseudo-terminal and copies what it shows to stdout.
        let command = "'\(Tool.executable.path)' export . --output out 2>&1 >/dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = app
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let shown = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(shown)")
        #expect(shown.contains("\rparsing tables 120/120"), "\(shown.debugDescription)")
        #expect(shown.contains("\rexporting locales 120/120"), "\(shown.debugDescription)")
        // The last thing drawn blanks the line and returns to its start.
        let widest = "exporting locales 120/120".count
        #expect(shown.hasSuffix("\r" + String(repeating: " ", count: widest) + "\r"), "\(shown.suffix(80).debugDescription)")
    }
}

@Suite struct ExportNothingTests {
    @Test func anAppWithoutQuickActionsSaysSo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n".utf8).write(to: app.appendingPathComponent("en.lproj/Localizable.strings"))
        let output = folder.appendingPathComponent("out")
        let result = try await Tool.run(["export", app.path, "--output", output.path, "--no-code"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("nothing to export to "), "\(result)")
        #expect(result.stdout.contains("no quick action in an Info.plist or in code"), "\(result)")
    }
}
