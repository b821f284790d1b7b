import Foundation
import Testing

// Fixtures/Apps/XcodeProject (Notes): an app target whose tables are variant
// groups, a framework (NotesKit) with its own variant group, a widget in an Xcode 16 synchronized folder whose Drafts/ tables
// are membership exceptions, a unit-test target, and a converter's staging
// folder (Tools/Converter/input) in no target (issue 28). The staging and
// draft tables carry a placeholder error and missing keys: read, they are
// false findings of tables that never ship.
@Suite("Xcode project: what ships, end to end")
struct XcodeProjectTests {
    @Test func foldersInNoTargetAreNotRead() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/XcodeProject", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        // French was never added to the project: one note, nothing from its table.
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.file ?? "-")" }
                    == ["table-not-in-target - Fixtures/Apps/XcodeProject/Notes/fr.lproj/Localizable.strings"],
                "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.first?.message == "fr: Notes/fr.lproj holds Localizable.strings, but no target of the project copies it, so the app does not ship fr: add the localization to the project, or remove the folder")
        #expect(report.summary.project == Report.ProjectFile(files: ["Notes.xcodeproj"], targets: 3, locales: 2,
                                                             leftOut: ["NotesWidget/Drafts", "Tools/Converter/input"],
                                                             leftOutTables: ["Notes/fr.lproj/Localizable.strings"], leftOutInfoPlists: []))
        #expect(Set(report.summary.locales.keys) == ["en", "de"])

        let text = try await Tool.run(["check", "Fixtures/Apps/XcodeProject"])
        #expect(text.stdout.contains("project: Notes.xcodeproj, 3 targets, 2 locales; 2 folders of tables in no target not read: NotesWidget/Drafts, Tools/Converter/input; "
                                     + "1 table in no target not read: Notes/fr.lproj/Localizable.strings\n"),
                "\(text)")
    }

    @Test func noProjectReadsEveryFolder() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/XcodeProject", "--no-project", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.summary.project == nil)
        let found = report.diagnostics.map { "\($0.code) \($0.key ?? "-") \($0.file ?? "-")" }.sorted()
        #expect(found == [
            // French was never added to the project: no French ships.
            "missing-translation New Note Fixtures/Apps/XcodeProject/Notes/en.lproj/InfoPlist.strings",
            "missing-translation notes.shared Fixtures/Apps/XcodeProject/Tools/Converter/input/en.lproj/Localizable.strings",
            "missing-translation widget.draft Fixtures/Apps/XcodeProject/NotesWidget/Drafts/en.lproj/Widget.strings",
            "placeholder-mismatch notes.count Fixtures/Apps/XcodeProject/Notes/fr.lproj/Localizable.strings",
            "placeholder-mismatch notes.count Fixtures/Apps/XcodeProject/Tools/Converter/input/de.lproj/Localizable.strings",
        ], "\(report.diagnostics.map(\.message))")
    }

    /// Code no target compiles (a file removed from the project, kept on disk;
    /// a generated file beside the code) is not read: neither its syntax
    /// errors nor its keys are the app's (mastodon-ios: a Sourcery template
    /// output gave a source-syntax-error). Named by --no-project, it is read.
    @Test func codeNoTargetCompilesIsNotRead() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        let file = copy.path("Notes/Unused/OldNotes.swift")
        try FileManager.default.createDirectory(atPath: copy.path("Notes/Unused"), withIntermediateDirectories: true)
        try Data("import Foundation\nlet legacyTitle = NSLocalizedString(\"legacy.title\", comment: \"\")\nfunc broken( {\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.diagnostics.map(\.code) == ["table-not-in-target"], "\(report.diagnostics.map(\.message))")
        #expect(report.summary.project?.leftOutSources == ["Notes/Unused/OldNotes.swift"])
        let text = try await copy.run("check", ".")
        #expect(text.stdout.contains("; 1 source file no target compiles not read: Notes/Unused/OldNotes.swift\n"), "\(text.stdout)")
        let unprojected = try await copy.run("check", ".", "--no-project", "--format", "json").json()
        #expect(unprojected.diagnostics.contains { $0.code == "source-syntax-error" && $0.file?.hasSuffix("Notes/Unused/OldNotes.swift") == true })
        #expect(unprojected.diagnostics.contains { $0.key == "legacy.title" })
    }

    /// A table a shipped target copies is read even when nothing else in its folder is.
    @Test func aTableAddedToTheTargetIsRead() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        let pbxproj = copy.path("Notes.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        // The widget's exceptions no longer name Drafts/: the synchronized folder ships them.
        try Data(text.replacingOccurrences(of: "\t\t\t\tDrafts/de.lproj/Widget.strings,\n\t\t\t\tDrafts/en.lproj/Widget.strings,\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: pbxproj))
        let result = try await copy.run("check", ".", "--format", "json")
        let report = try result.json()
        #expect(report.summary.project?.leftOut == ["Tools/Converter/input"])
        #expect(report.diagnostics.filter { $0.code != "table-not-in-target" }.map(\.key) == ["widget.draft"], "\(report.diagnostics.map(\.message))")
    }

    /// `$(PRODUCT_BUNDLE_IDENTIFIER)` in a quick action type is the target's
    /// bundle id: the same type written out is a duplicate.
    @Test func theTargetsBundleIdExpandsQuickActionTypes() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        let plist = copy.path("Notes/Info.plist")
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        let item = "\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).new</string>\n"
            + "\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>New Note</string>\n\t\t</dict>\n\t</array>"
        try Data(text.replacingOccurrences(of: "\t</array>", with: item).utf8).write(to: URL(fileURLWithPath: plist))
        let result = try await copy.run("check", ".", "--format", "json")
        let report = try result.json()
        #expect(report.diagnostics.map(\.code) == ["duplicate-shortcut-type", "table-not-in-target"], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.first?.message.contains("com.example.notes.new") == true, "\(report.diagnostics.map(\.message))")
        let without = try await copy.run("check", ".", "--format", "json", "--no-project")
        #expect(try without.json().diagnostics.filter { $0.code == "duplicate-shortcut-type" }.isEmpty)
    }

    /// An Info.plist with quick actions that no target names in
    /// `INFOPLIST_FILE` (an old copy) is no app's Home Screen menu.
    @Test func anInfoPlistNoTargetUsesIsNotRead() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        let plist = try String(contentsOfFile: copy.path("Notes/Info.plist"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: copy.path("Archive"), withIntermediateDirectories: true)
        try Data(plist.replacingOccurrences(of: "New Note", with: "Old Action").utf8).write(to: URL(fileURLWithPath: copy.path("Archive/Info.plist")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.diagnostics.map(\.code) == ["table-not-in-target"], "\(report.diagnostics.map(\.message))")
        #expect(report.summary.items == 1)
        #expect(report.summary.project?.leftOutInfoPlists == ["Archive/Info.plist"])
        let without = try await copy.run("check", ".", "--format", "json", "--no-project").json()
        #expect(without.summary.items == 2)
    }

    /// `$(DEVELOPMENT_LANGUAGE)` in the Info.plist is the project's developmentRegion.
    @Test func theProjectsDevelopmentRegionIsTheBase() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        let plist = try String(contentsOfFile: copy.path("Notes/Info.plist"), encoding: .utf8)
        try Data(plist.replacingOccurrences(of: "<string>en</string>", with: "<string>$(DEVELOPMENT_LANGUAGE)</string>").utf8)
            .write(to: URL(fileURLWithPath: copy.path("Notes/Info.plist")))
        let pbxproj = try String(contentsOfFile: copy.path("Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        try Data(pbxproj.replacingOccurrences(of: "developmentRegion = en;", with: "developmentRegion = de;").utf8)
            .write(to: URL(fileURLWithPath: copy.path("Notes.xcodeproj/project.pbxproj")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.summary.baseLocale == "de")
    }

    @Test func aDamagedProjectIsAnInputErrorNamingIt() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeProject")
        try Data("// !$*UTF8*$!\n{\n\tobjects = {\n".utf8).write(to: URL(fileURLWithPath: copy.path("Notes.xcodeproj/project.pbxproj")))
        let result = try await copy.run("check", ".")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Notes.xcodeproj/project.pbxproj"), "\(result)")
        #expect(result.stderr.contains("--no-project"), "\(result)")
        let without = try await copy.run("check", ".", "--no-project")
        #expect(without.status == 1, "\(without)")
    }
}

// Fixtures/Apps/XcodeGen (Trips): no .xcodeproj committed; project.yml
// includes Config/targets.yml, whose paths are relative to it, and the app
// target's sources exclude `Resources/ar.lproj` and `**/he.lproj`, two
// locales the app does not ship yet; a widget, a framework, a test target,
// and a platform's download (Imports/, in no target, with a placeholder
// error) (issue 28).
@Suite("XcodeGen project: what ships, end to end")
struct XcodeGenProjectTests {
    @Test func excludedLocalesAreNotShipped() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/XcodeGen", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.locale ?? "-")" } == ["table-not-in-target -", "table-not-in-target -"],
                "\(report.diagnostics.map(\.message))")
        #expect(Set(report.summary.locales.keys) == ["en", "de"])
        #expect(report.summary.project?.files == ["project.yml"])
        #expect(report.summary.project?.targets == 3)
        #expect(report.summary.project?.locales == 2)
        #expect(report.summary.project?.leftOut == ["Imports"])
        #expect(report.summary.project?.leftOutTables == ["Trips/Resources/ar.lproj/InfoPlist.strings", "Trips/Resources/he.lproj/InfoPlist.strings"])

        let without = try await Tool.run(["check", "Fixtures/Apps/XcodeGen", "--no-project", "--format", "json"])
        let all = try without.json()
        #expect(Set(all.summary.locales.keys) == ["en", "de", "ar", "he"])
        #expect(all.diagnostics.contains { $0.code == "placeholder-mismatch" && $0.file == "Fixtures/Apps/XcodeGen/Imports/de.lproj/Localizable.strings" })
    }

    /// Targets made from templates are not followed: the project cannot say
    /// what ships, so every folder is read as without it.
    @Test func templatesMakeTheProjectSilent() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeGen")
        let targets = try String(contentsOfFile: copy.path("Config/targets.yml"), encoding: .utf8)
        try Data(targets.replacingOccurrences(of: "    type: application\n", with: "    type: application\n    templates: [App]\n").utf8)
            .write(to: URL(fileURLWithPath: copy.path("Config/targets.yml")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.summary.project == nil)
        #expect(Set(report.summary.locales.keys) == ["en", "de", "ar", "he"])
    }

    /// An include that leads out of the checked folder, or to no file, leaves
    /// targets unknown: the project is not used rather than half read.
    @Test(arguments: ["/etc/xcodegen/base.yml", "../../outside.yml", "Config/missing.yml"])
    func anIncludeNotFollowedMakesTheProjectSilent(include: String) async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeGen")
        let spec = try String(contentsOfFile: copy.path("project.yml"), encoding: .utf8)
        try Data(spec.replacingOccurrences(of: "  - Config/targets.yml\n", with: "  - Config/targets.yml\n  - \(include)\n").utf8)
            .write(to: URL(fileURLWithPath: copy.path("project.yml")))
        let result = try await copy.run("check", ".", "--format", "json")
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        #expect(report.summary.project == nil)
        #expect(Set(report.summary.locales.keys) == ["en", "de", "ar", "he"])
    }

    @Test func aBrokenSpecIsAnInputErrorAtItsLine() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeGen")
        try Data("targets:\n  Trips: [unclosed\n".utf8).write(to: URL(fileURLWithPath: copy.path("Config/targets.yml")))
        let result = try await copy.run("check", ".")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Config/targets.yml:"), "\(result)")
    }
}

// Fixtures/Apps/XcodeSynced (Trails): an Xcode 16 project of synchronized
// folders only: an app whose Info.plist is generated from `INFOPLIST_KEY_*`
// settings on top of its file, a widget whose InfoPlist.strings translates
// the app's location prompt (a key its own Info.plist lacks), a framework, a
// test target with a placeholder error, a scratch folder in no target with
// another, bundle ids built from an xcconfig's setting, and `fr` among the
// project's localizations with no table (issue 28).
@Suite("Xcode project of synchronized folders: what ships, end to end")
struct XcodeSyncedProjectTests {
    @Test func findingsComeFromShippedTargetsOnly() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/XcodeSynced", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.map { "\($0.code) \($0.file ?? "-"):\($0.line ?? 0)" } == [
            "project-locale-mismatch Fixtures/Apps/XcodeSynced/Trails.xcodeproj:0",
            "infoplist-key-in-other-target Fixtures/Apps/XcodeSynced/TrailsWidget/en.lproj/InfoPlist.strings:2",
        ], "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.last?.message == "\"NSLocationWhenInUseUsageDescription\" is in the Info.plist of Trails, but its translations (de) are in an InfoPlist.strings that only TrailsWidget copies, whose Info.plist lacks the key: Trails shows it in the development language; add the table to the Trails target")
        #expect(report.summary.project == Report.ProjectFile(files: ["Trails.xcodeproj"], targets: 3, locales: 3, leftOut: ["Scratch"],
                                                             leftOutTables: [], leftOutInfoPlists: []))
        #expect(Set(report.summary.locales.keys) == ["en", "de"])

        let without = try await Tool.run(["check", "Fixtures/Apps/XcodeSynced", "--no-project", "--format", "json"])
        let all = try without.json()
        #expect(all.diagnostics.map(\.code).filter { $0 == "placeholder-mismatch" } == ["placeholder-mismatch"], "Scratch/ is read without the project")
        #expect(!all.diagnostics.contains { $0.code == "infoplist-key-in-other-target" || $0.code == "project-locale-mismatch" })
    }

    /// The app's bundle id comes from the xcconfig's `BASE_BUNDLE_ID`: the
    /// same type written out is a duplicate of `$(PRODUCT_BUNDLE_IDENTIFIER).start`.
    @Test func bundleIdsFromAnXcconfigExpandQuickActionTypes() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeSynced")
        let plist = try String(contentsOfFile: copy.path("Trails/Info.plist"), encoding: .utf8)
        let item = "\t\t<dict>\n\t\t\t<key>UIApplicationShortcutItemType</key>\n\t\t\t<string>com.example.trails.start</string>\n"
            + "\t\t\t<key>UIApplicationShortcutItemTitle</key>\n\t\t\t<string>Start Hike</string>\n\t\t</dict>\n\t</array>"
        try Data(plist.replacingOccurrences(of: "\t</array>", with: item).utf8).write(to: URL(fileURLWithPath: copy.path("Trails/Info.plist")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.diagnostics.contains { $0.code == "duplicate-shortcut-type" }, "\(report.diagnostics.map(\.message))")
    }

    /// A widget no app embeds (its dependency removed) ships nothing: its
    /// folder is not read, so its table translates nobody's prompt.
    @Test func aTargetNoAppEmbedsDoesNotShip() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeSynced")
        let pbxproj = try String(contentsOfFile: copy.path("Trails.xcodeproj/project.pbxproj"), encoding: .utf8)
        try Data(pbxproj.replacingOccurrences(of: "\t\t\t\tT20000000000000000000001 /* PBXTargetDependency */,\n", with: "").utf8)
            .write(to: URL(fileURLWithPath: copy.path("Trails.xcodeproj/project.pbxproj")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.diagnostics.map(\.code) == ["project-locale-mismatch"], "\(report.diagnostics.map(\.message))")
        #expect(report.summary.project?.targets == 2)
        #expect(report.summary.project?.leftOut == ["Scratch", "TrailsWidget"])
    }

    /// Once the app copies the widget's table too, the prompt is translated for it.
    @Test func theTableInBothTargetsIsFine() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeSynced")
        let pbxproj = try String(contentsOfFile: copy.path("Trails.xcodeproj/project.pbxproj"), encoding: .utf8)
        let shared = "E20000000000000000000003 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (en.lproj/InfoPlist.strings, de.lproj/InfoPlist.strings); target = A20000000000000000000001; };\n"
        let changed = pbxproj
            .replacingOccurrences(of: "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */\n", with: "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */\n\t\t" + shared)
            .replacingOccurrences(of: "exceptions = (E20000000000000000000002", with: "exceptions = (E20000000000000000000003, E20000000000000000000002")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: copy.path("Trails.xcodeproj/project.pbxproj")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.diagnostics.map(\.code) == ["project-locale-mismatch"], "\(report.diagnostics.map(\.message))")
    }
}

// Fixtures/Apps/SwiftPackage (Routes): a package whose development language
// is German (`defaultLocalization: "de"`), whose target lives in Code/Routes
// with `exclude: ["Drafts"]` (a placeholder error there), and a test target
// in Checks/ with another (issue 28).
@Suite("Swift package manifest: what ships, end to end")
struct SwiftPackageManifestTests {
    @Test func theManifestSaysWhatShipsAndTheBase() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/SwiftPackage", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.summary.baseLocale == "de")
    }

    /// A manifest that builds its targets in code is followed as far as it is
    /// literal, and every folder of Sources is read besides.
    @Test func aManifestWithoutLiteralTargetsReadsEveryFolder() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/SwiftPackage")
        try Data("""
            // swift-tools-version:5.9
            import PackageDescription
            let folder = "Code/Routes"
            let package = Package(name: "Routes", targets: [.target(name: "Routes", path: folder)])
            """.utf8).write(to: URL(fileURLWithPath: copy.path("Package.swift")))
        let report = try await copy.run("check", ".", "--format", "json").json()
        #expect(report.summary.baseLocale == "en")
        // Drafts/ is read again (test folders are left out by default either way).
        #expect(report.diagnostics.filter { $0.code == "placeholder-mismatch" }.map(\.file) == ["Code/Routes/Drafts/de.lproj/Localizable.strings"],
                "\(report.diagnostics.map(\.message))")
    }
    /// ChatSecure: a local CocoaPods pod (`pod 'Assets', :path =>
    /// 'Assets.podspec'`) compiles sources that no target of the app's own
    /// project names; read as compiled by no target, the keys its wrapper
    /// uses were unused (275) and the translations they lack unreported.
    @Test func sourcesOfAPodfilesLocalPodsAreTheAppsCode() async throws {
        let copy = try FixtureCopy("Fixtures/Apps/XcodeSynced")
        func write(_ text: String, _ file: String) throws {
            try FileManager.default.createDirectory(atPath: (copy.path(file) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: copy.path(file)))
        }
        // Trails/ is the app's synchronized folder; Scratch/ is in no target.
        try write("\"trails.title\" = \"Trails\";\n\"trails.pod\" = \"From the pod\";\n", "Trails/en.lproj/Localizable.strings")
        try write("\"trails.title\" = \"Wege\";\n", "Trails/de.lproj/Localizable.strings")
        try write("import Foundation\nlet title = NSLocalizedString(\"trails.title\", comment: \"\")\n", "Trails/App.swift")
        try write("import Foundation\nlet podText = NSLocalizedString(\"trails.pod\", comment: \"\")\n", "Scratch/Pod/PodStrings.swift")
        func findings() async throws -> ([String], String) {
            let result = try await copy.run("check", ".", "--format", "json")
            return (try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" }, result.stderr)
        }
        let (before, _) = try await findings()
        #expect(before.contains("unused-key en trails.pod"), "\(before)")

        try write("platform :ios, '15.0'\ntarget 'Trails' do\n  # pod 'Old', :path => 'Old.podspec'\n  pod 'TrailsPod', :path => 'TrailsPod.podspec'\n  pod 'Alamofire'\nend\n", "Podfile")
        try write("Pod::Spec.new do |s|\n  s.name = 'TrailsPod'\n  s.source_files = ['Scratch/Pod/**/*.{h,m,swift}']\nend\n", "TrailsPod.podspec")
        let (after, stderr) = try await findings()
        // Used now, and German lacks it.
        #expect(!after.contains("unused-key en trails.pod") && after.contains("missing-translation de trails.pod"), "\(after)")
        #expect(stderr.contains("Podfile: note: 1 source file of the Podfile's local pods (TrailsPod) read as the app's code"), "\(stderr)")

        // A Podfile linked from outside the app is refused, as every input is: its pods are not read.
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("Podfile-\(UUID().uuidString)")
        try Data(contentsOf: URL(fileURLWithPath: copy.path("Podfile"))).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.removeItem(atPath: copy.path("Podfile"))
        try FileManager.default.createSymbolicLink(atPath: copy.path("Podfile"), withDestinationPath: outside.path)
        let (linked, linkedStderr) = try await findings()
        #expect(linked.contains("unused-key en trails.pod"), "\(linked)")
        #expect(linkedStderr.contains("Podfile") && !linkedStderr.contains("read as the app's code"), "\(linkedStderr)")
    }
}
