import Foundation
import Testing

/// `l10n-tool project` and the model it prints, on the fixtures of issue 46:
/// what ships decided as Xcode builds it, each app on its own, every file
/// left out said with its reason.
@Suite("Project model: apps, paths and build settings, end to end")
struct ProjectModelTests {
    /// `project --format json` as a dictionary.
    static func model(_ arguments: String...) async throws -> [String: Any] {
        let result = try await Tool.run(["project"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        return try result.jsonObject()
    }

    static func apps(_ model: [String: Any]) -> [[String: Any]] { model["apps"] as? [[String: Any]] ?? [] }

    static func leftOut(_ app: [String: Any]) -> [String: String] {
        Dictionary((app["leftOut"] as? [[String: String]] ?? []).map { ($0["path"] ?? "", $0["reason"] ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    static func tables(_ app: [String: Any]) -> [String] {
        (app["tables"] as? [[String: Any]] ?? []).map { table in
            "\(table["folder"] as? String ?? ""): \(table["name"] as? String ?? "") \((table["locales"] as? [String] ?? []).joined(separator: ","))"
        }
    }

    // MARK: GroupChain (Compass): the `..` chain, projectDirPath, a custom source tree

    /// `Xcode/Compass.xcodeproj` has `projectDirPath = ..`: PROJECT_DIR (the
    /// folder its groups, SOURCE_ROOT references and INFOPLIST_FILE start
    /// from, and the folder it says ships) is the fixture's folder. The
    /// `Localizable.strings` variant group has `path = ..` inside group
    /// `Resources` inside group `App`: App's own tables. A staging folder in
    /// no target is not read; a group in a custom source tree is said.
    @Test func groupChainReadsTheTablesWhereXcodeFindsThem() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/GroupChain", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }
                    == ["missing-translation de compass.north Fixtures/Apps/GroupChain/App/en.lproj/Localizable.strings:5"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.summary.project == Report.ProjectFile(files: ["Xcode/Compass.xcodeproj"], targets: 1, locales: 3, leftOut: ["Tools/Converter"],
                                                             leftOutTables: [], leftOutInfoPlists: []))
        #expect(result.stderr.contains("Fixtures/Apps/GroupChain/Xcode/Compass.xcodeproj/project.pbxproj: note: 1 reference of the project not read, "
                                       + "as where it lies is not in the repository: Strings (Compass): relative to BRAND_ROOT, a custom path of Xcode's preferences"),
                "\(result.stderr)")
        let text = try await Tool.run(["check", "Fixtures/Apps/GroupChain"])
        #expect(text.stdout.contains("project: Xcode/Compass.xcodeproj, 1 target, 3 locales; 1 folder of tables in no target not read: Tools/Converter; "
                                     + "1 reference not in the repository not read: Strings (BRAND_ROOT)\n"), "\(text.stdout)")

        let model = try await Self.model("Fixtures/Apps/GroupChain")
        let app = try #require(Self.apps(model).first)
        #expect(app["name"] as? String == "Compass")
        #expect(app["infoPlist"] as? String == "App/Info.plist")
        #expect(app["bundleID"] as? String == "com.example.compass")
        #expect(app["locales"] as? [String] == ["en", "de", "fr"])
        #expect(Self.tables(app) == ["App: InfoPlist de,en,fr", "App: Localizable de,en,fr"])
        let leftOut = Self.leftOut(app)
        #expect(leftOut["Tools/Converter"] == "no target of app Compass (the app and what it embeds) builds or copies it")
        #expect(leftOut["Strings"]?.hasPrefix("in Xcode/Compass.xcodeproj: relative to BRAND_ROOT, a custom path") == true, "\(leftOut)")
    }

    // MARK: SubfolderSpec (Trail): an XcodeGen spec whose paths are the root's

    /// `Apps/Trail/project.yml` is copied to the root before generation, so
    /// its `sources:` are relative to the root: read from there, and said.
    @Test func aSubfolderSpecWithRootRelativePathsIsReadFromTheRoot() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/SubfolderSpec", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["missing-translation de hike.pause"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.summary.project == Report.ProjectFile(files: ["Apps/Trail/project.yml"], targets: 1, locales: 2, leftOut: ["Tools/Import"],
                                                             leftOutTables: [], leftOutInfoPlists: []))
        #expect(result.stderr.contains("Fixtures/Apps/SubfolderSpec/Apps/Trail/project.yml: note: its sources: are found from the checked folder, "
                                       + "not from the spec's own folder (Apps/Trail): read as if copied there, as a script does before generating (2 of 2 found)"),
                "\(result.stderr)")
        let model = try await Self.model("Fixtures/Apps/SubfolderSpec")
        let app = try #require(Self.apps(model).first)
        #expect(app["name"] as? String == "Trail")
        // `options: bundleIdPrefix` and the target's name, as XcodeGen sets it.
        #expect(app["bundleID"] as? String == "com.example.Trail")
        #expect(Self.tables(app) == ["Apps/Trail/Resources: InfoPlist de,en", "Apps/Trail/Resources: Localizable de,en"])
        #expect((model["notes"] as? [String])?.contains { $0.hasPrefix("Apps/Trail/project.yml: its sources: are found from the checked folder") } == true)
    }

    /// A spec whose sources are found from neither folder is not used, and says so.
    @Test func aSpecWhoseSourcesAreNowhereIsNotUsed() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/SubfolderSpec")
        let spec = try copy.text("Apps/Trail/project.yml").replacingOccurrences(of: "Apps/Trail/Sources", with: "Gone/Sources")
            .replacingOccurrences(of: "Apps/Trail/Resources", with: "Gone/Resources")
        try Data(spec.utf8).write(to: URL(fileURLWithPath: copy.path("Apps/Trail/project.yml")))
        let result = try await copy.run("check", ".", "--format", "json")
        #expect(result.stderr.contains("project.yml: note: not used: none of its 2 sources: is found, from its own folder or from the checked folder"), "\(result.stderr)")
        // Every table found is read: the staging copy's placeholder error is back.
        #expect(try result.json().diagnostics.map(\.code).sorted() == ["missing-translation", "placeholder-mismatch"], "\(result)")
    }

    // MARK: WhiteLabel (Espresso and Matcha): two apps sharing a framework

    /// Each app is checked on its own: its Info.plist, name, id, tables and
    /// locales; the framework both embed is judged in each and reported once.
    @Test func eachAppIsCheckedOnItsOwn() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/WhiteLabel", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["missing-translation pl cup.done", "missing-translation de Whisk Tea"],
                "\(report.diagnostics.map(\.message))")
        let object = try result.jsonObject()
        let apps = try #require(object["apps"] as? [[String: Any]])
        #expect(apps.map { $0["name"] as? String } == ["Espresso", "Matcha"])
        #expect(apps.map { $0["bundleID"] as? String } == ["com.example.espresso", "com.example.matcha"])
        #expect(apps.map { ($0["diagnostics"] as? [Any])?.count } == [1, 2])
        let locales = apps.map { (($0["summary"] as? [String: Any])?["locales"] as? [String: Any]).map { Array($0.keys).sorted() } }
        #expect(locales == [["en", "pl"], ["de", "en", "pl"]])

        let text = try await Tool.run(["check", "Fixtures/Apps/WhiteLabel"])
        #expect(text.stdout.contains("\napp Espresso (\"Espresso\", com.example.espresso):\n"), "\(text.stdout)")
        #expect(text.stdout.contains("\napp Matcha (\"Matcha\", com.example.matcha):\n"), "\(text.stdout)")
        #expect(text.stdout.contains("; app Espresso (1 of 2: Espresso, Matcha); 3 files and folders of other apps not read here (each read with its app): "
                                     + "Config/Matcha-Info.plist, Matcha, Matcha/MatchaApp.swift\n"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("\n2 apps together (each finding once): 2 errors, 0 warnings, 0 notes in 3 locales, 2 quick actions\n"), "\(text.stdout)")
        // German is Matcha's: the shared project's localization is no mismatch in Espresso.
        #expect(!text.stdout.contains("project-locale-mismatch"))
    }

    @Test func appChoosesOneApp() async throws {
        let espresso = try await Tool.run(["check", "Fixtures/Apps/WhiteLabel", "--app", "Espresso", "--format", "json"])
        let report = try espresso.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["missing-translation pl cup.done"])
        #expect(Set(report.summary.locales.keys) == ["en", "pl"])
        #expect(try espresso.jsonObject()["apps"] == nil)
        let unknown = try await Tool.run(["check", "Fixtures/Apps/WhiteLabel", "--app", "Kettel"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("error: --app Kettel: no such app; the apps are Espresso, Matcha"), "\(unknown.stderr)")
        let xliff = try await Tool.run(["xliff", "export", "Fixtures/Apps/WhiteLabel", "--app", "Espresso", "--locale", "pl", "--output", "-"])
        #expect(xliff.status == 0, "\(xliff)")
        #expect(xliff.stdout.contains("<source>Pull a Shot</source>") && !xliff.stdout.contains("Whisk Tea"), "\(xliff.stdout)")
        let noProject = try await Tool.run(["check", "Fixtures/Apps/WhiteLabel", "--app", "Espresso", "--no-project"])
        #expect(noProject.status == 2)
        #expect(noProject.stderr.contains("--no-project leaves unread"), "\(noProject.stderr)")
    }

    /// A key of the table both apps ship that only Matcha's code uses is
    /// used: it is unused in Espresso alone, not in the repository's apps.
    @Test func aSharedTablesKeyUsedByOneAppIsUsed() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/WhiteLabel")
        for (locale, text) in [("en", "Share"), ("pl", "Udostępnij")] {
            let table = copy.path("CupKit/\(locale).lproj/Localizable.strings")
            try Data((try copy.text("CupKit/\(locale).lproj/Localizable.strings") + "\n/* Share button */\n\"cup.share\" = \"\(text)\";\n").utf8)
                .write(to: URL(fileURLWithPath: table))
        }
        let app = try copy.text("Matcha/MatchaApp.swift").replacingOccurrences(
            of: "Text(verbatim: CupTimer.doneMessage)",
            with: "Text(verbatim: CupTimer.doneMessage + NSLocalizedString(\"cup.share\", bundle: Bundle(for: CupTimer.self), comment: \"Share button\"))")
        try Data(app.utf8).write(to: URL(fileURLWithPath: copy.path("Matcha/MatchaApp.swift")))
        let all = try await copy.run("check", ".", "--format", "json")
        #expect(try all.json().diagnostics.map(\.code) == ["missing-translation", "missing-translation"], "\(all)")
        let apps = try #require(try all.jsonObject()["apps"] as? [[String: Any]])
        #expect(apps.map { ($0["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } } == [["missing-translation"], ["missing-translation", "missing-translation"]])
        // Espresso alone does not read Matcha's code: there the key is unused.
        let espresso = try await copy.run("check", ".", "--app", "Espresso", "--format", "json")
        #expect(try espresso.json().diagnostics.map { "\($0.code) \($0.key ?? "-")" } == ["missing-translation cup.done", "unused-key cup.share"])
    }

    /// An app that ships no table and no quick action (a helper app) has
    /// nothing to check: said once, the other apps checked as before.
    @Test func anAppWithNothingToCheckIsSaid() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/WhiteLabel")
        let pbxproj = copy.path("Drinks.xcodeproj/project.pbxproj")
        let text = try copy.text("Drinks.xcodeproj/project.pbxproj")
        // Matcha no longer embeds CupKit, and its own files are gone.
        try Data(text.replacingOccurrences(of: "\t\t\tdependencies = (\n\t\t\t\tT0000000000000000000002D,\n\t\t\t);", with: "\t\t\tdependencies = (\n\t\t\t);").utf8)
            .write(to: URL(fileURLWithPath: pbxproj))
        try FileManager.default.removeItem(atPath: copy.path("Matcha"))
        try FileManager.default.removeItem(atPath: copy.path("Config/Matcha-Info.plist"))
        let result = try await copy.run("check", ".", "--format", "json")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("Drinks.xcodeproj: note: not checked: Matcha ships no Info.plist with quick actions, no table and no App Shortcuts"), "\(result.stderr)")
        // Matcha's missing tables are not Espresso's; German is now shipped by no app.
        #expect(try result.json().diagnostics.map { "\($0.code) \($0.key ?? $0.locale ?? "-")" } == ["missing-translation cup.done", "project-locale-mismatch -"])
        #expect(try result.jsonObject()["apps"] == nil, "one app left to check")
    }

    /// The issue: export merged the second app's `pl.lproj/InfoPlist.strings`
    /// into the first's. Each app is exported into its own folder from its own tables.
    @Test func exportWritesEachAppIntoItsOwnFolder() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await Tool.run(["export", "Fixtures/Apps/WhiteLabel", "--output", output.path])
        #expect(result.status == 0, "\(result)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".strings") || $0.hasSuffix(".plist") }.sorted()
        #expect(written == ["Espresso/en.lproj/InfoPlist.strings", "Espresso/en.lproj/ShortcutItems.plist", "Espresso/pl.lproj/InfoPlist.strings",
                            "Espresso/pl.lproj/ShortcutItems.plist", "Matcha/de.lproj/InfoPlist.strings", "Matcha/de.lproj/ShortcutItems.plist",
                            "Matcha/en.lproj/InfoPlist.strings", "Matcha/en.lproj/ShortcutItems.plist", "Matcha/pl.lproj/InfoPlist.strings",
                            "Matcha/pl.lproj/ShortcutItems.plist"])
        let espresso = String(decoding: try Data(contentsOf: output.appendingPathComponent("Espresso/pl.lproj/InfoPlist.strings")), as: UTF8.self)
        #expect(espresso == "/* Quick action title */\n\"Pull a Shot\" = \"Zrób espresso\";\n")
        #expect(result.stderr.contains("warning: Matcha: de: \"Whisk Tea\" has no translation in Matcha/de.lproj/InfoPlist.strings"), "\(result.stderr)")

        let one = output.appendingPathComponent("one")
        let matcha = try await Tool.run(["export", "Fixtures/Apps/WhiteLabel", "--output", one.path, "--app", "Matcha"])
        #expect(matcha.status == 0, "\(matcha)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: one.path).filter { $0.hasSuffix(".lproj") }.sorted() == ["de.lproj", "en.lproj", "pl.lproj"])
    }

    @Test func reportWritesOneReportPerApp() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-apps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await Tool.run(["report", "Fixtures/Apps/WhiteLabel", "--output", output.path, "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }.sorted() == ["Espresso.json", "Matcha.json"])
        let espresso = String(decoding: try Data(contentsOf: output.appendingPathComponent("Espresso.json")), as: UTF8.self)
        #expect(espresso.contains("Pull a Shot") && !espresso.contains("Whisk Tea"))
        let standard = try await Tool.run(["report", "Fixtures/Apps/WhiteLabel", "--output", "-"])
        #expect(standard.status == 2)
        #expect(standard.stderr.contains("the repository has 2 apps (Espresso, Matcha): choose one with --app"), "\(standard.stderr)")
    }

    @Test func projectListsEachAppWithWhatItShips() async throws {
        let model = try await Self.model("Fixtures/Apps/WhiteLabel")
        #expect(model["projects"] as? [String] == ["Drinks.xcodeproj"])
        let apps = Self.apps(model)
        #expect(apps.map { $0["name"] as? String } == ["Espresso", "Matcha"])
        let espresso = try #require(apps.first)
        #expect(espresso["displayName"] as? String == "Espresso")
        #expect(espresso["displayNameSource"] as? String == "Espresso-Info.plist CFBundleDisplayName")
        #expect(espresso["infoPlist"] as? String == "Config/Espresso-Info.plist")
        #expect(espresso["locales"] as? [String] == ["en", "pl"])
        #expect(espresso["wrappers"] as? [String] == [])
        let targets = espresso["targets"] as? [[String: Any]] ?? []
        #expect(targets.map { "\($0["name"] as? String ?? "") \($0["kind"] as? String ?? "")" } == ["Espresso application", "CupKit framework"])
        #expect(targets.first?["embeds"] as? [String] == ["CupKit"])
        #expect(Self.tables(espresso) == ["CupKit: Localizable en,pl", "Espresso: InfoPlist en,pl"])
        #expect(Self.leftOut(espresso) == ["Config/Matcha-Info.plist": "another app's: read when that app is checked",
                                         "Matcha": "another app's: read when that app is checked",
                                         "Matcha/MatchaApp.swift": "another app's source: read when that app is checked"])
        let one = try await Self.model("Fixtures/Apps/WhiteLabel", "--app", "Matcha")
        #expect(Self.apps(one).map { $0["name"] as? String } == ["Matcha"])

        let text = try await Tool.run(["project", "Fixtures/Apps/WhiteLabel"])
        #expect(text.stdout.contains("\napp Espresso (\"Espresso\", com.example.espresso)\n  name: Espresso, from Espresso-Info.plist CFBundleDisplayName\n"), "\(text.stdout)")
        #expect(text.stdout.contains("    Espresso (application): \"Espresso\", com.example.espresso, Config/Espresso-Info.plist\n      embeds: CupKit\n"
                                     + "      table Espresso: InfoPlist (strings) in en, pl\n"), "\(text.stdout)")
    }

    // MARK: IntentsName (Stride): the app's name, never its extension's

    /// App Shortcut phrases say the app's name: its generated
    /// `INFOPLIST_KEY_CFBundleDisplayName`, localized by its own
    /// `InfoPlist.strings`, not the App Intents extension's.
    @Test func phrasesSayTheApplicationsName() async throws {
        let check = try await Tool.run(["check", "Fixtures/Apps/IntentsName", "--format", "json"])
        #expect(check.status == 0, "\(check)")
        #expect(try check.json().diagnostics.isEmpty, "\(check)")
        let report = try await Tool.run(["report", "Fixtures/Apps/IntentsName", "--format", "json", "--output", "-"])
        #expect(report.status == 0, "\(report)")
        let spoken = report.stdout.split(separator: "\n").filter { $0.contains("\"spoken\"") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(spoken == ["\"spoken\" : \"Start a run in Stride\",", "\"spoken\" : \"Starte einen Lauf mit Schritt\","], "\(report.stdout)")
        let model = try await Self.model("Fixtures/Apps/IntentsName")
        let app = try #require(Self.apps(model).first)
        #expect(app["displayName"] as? String == "Stride")
        #expect(app["displayNameSource"] as? String == "INFOPLIST_KEY_CFBundleDisplayName")
        #expect(app["appShortcuts"] as? Int == 1)
        let targets = app["targets"] as? [[String: Any]] ?? []
        #expect(targets.map { "\($0["name"] as? String ?? "") \($0["displayName"] as? String ?? "-")" } == ["Stride Stride", "StrideIntents Stride Intents"])
    }

    // MARK: XcconfigType (Torch): a bundle id set in an .xcconfig

    /// `$(CUSTOM_BUNDLE_IDENTIFIER).play` with the setting in
    /// `Config/Shared.xcconfig` is `com.example.torch.play`: the item written
    /// out with that Type repeats it. `--bundle-id` stands for the setting the
    /// type starts with.
    @Test func typesExpandWithTheTargetsBuildSettings() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/XcconfigType", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.file ?? "-"):\($0.line ?? 0)" } == ["duplicate-shortcut-type Fixtures/Apps/XcconfigType/Torch/Info.plist:29"])
        #expect(report.diagnostics.first?.message == "quick action 3 repeats the Type \"com.example.torch.play\" of quick action 1 (line 11)")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-types-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        for (bundleID, expected) in [(nil, ["com.example.torch.play", "com.example.torch.pause", "com.example.torch.play"]),
                                     ("com.example.night", ["com.example.night.play", "com.example.night.pause", "com.example.torch.play"])] {
            let folder = output.appendingPathComponent(bundleID ?? "project")
            let export = try await Tool.run(["export", "Fixtures/Apps/XcconfigType", "--output", folder.path, "--locale", "en"] + (bundleID.map { ["--bundle-id", $0] } ?? []))
            #expect(export.status == 0, "\(export)")
            #expect(!export.stderr.contains("keeps a build setting"), "\(export.stderr)")
            let plist = try Data(contentsOf: folder.appendingPathComponent("en.lproj/ShortcutItems.plist"))
            let items = try #require((try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
            #expect(items.map { $0["UIApplicationShortcutItemType"] as? String } == expected)
        }
    }

    // MARK: FormattedAction (Memo): a title the code fills at run time

    @Test func aTitleFormattedAtRunTimeIsNotExported() async throws {
        let check = try await Tool.run(["check", "Fixtures/Apps/FormattedAction", "--format", "json"])
        #expect(check.status == 0, "\(check)")
        let report = try check.json()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.summary.items == 3)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-memo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = try await Tool.run(["export", "Fixtures/Apps/FormattedAction", "--output", output.path])
        #expect(export.status == 0, "\(export)")
        #expect(export.stderr.contains("Fixtures/Apps/FormattedAction/Memo/QuickActions.swift:6:36: warning: the title of com.example.memo.add is a format the code fills at run time (\"Add to %@\"); left out of ShortcutItems.plist, which can hold only a fixed title"), "\(export.stderr)")
        #expect(export.stdout.contains("3 quick actions (1 left out: see the warnings)"), "\(export.stdout)")
        let plist = try Data(contentsOf: output.appendingPathComponent("de.lproj/ShortcutItems.plist"))
        let items = try #require((try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])?["UIApplicationShortcutItems"] as? [[String: Any]])
        #expect(items.map { $0["UIApplicationShortcutItemTitle"] as? String } == ["Neues Memo", "Memos durchsuchen"])
    }

    /// Without an Xcode project, every table found is read and the project says so.
    @Test func projectWithoutAnXcodeProject() async throws {
        let model = try await Self.model("Fixtures/Apps/FormattedAction")
        #expect(model["projects"] as? [String] == [])
        let app = try #require(Self.apps(model).first)
        #expect(app["name"] as? String == "FormattedAction")
        #expect(app["displayName"] as? String == "Memo")
        #expect(app["quickActions"] as? Int == 3)
        let text = try await Tool.run(["project", "Fixtures/Apps/FormattedAction"])
        #expect(text.stdout.hasPrefix("no Xcode project or XcodeGen spec: every table found is read\n"), "\(text.stdout)")
    }
}
