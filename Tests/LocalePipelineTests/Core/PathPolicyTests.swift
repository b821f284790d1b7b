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

/// Reading through symbolic links: inside the app, followed once; out of it, skipped with a warning, or refused when named.
@Suite("PathPolicy")
struct PathPolicyTests {
    static let plist = TempProject.infoPlist([("Search", nil)])

    private func link(_ project: TempProject, _ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: project.path(relative).deletingLastComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path(relative), withDestinationPath: destination)
    }

    @Test func discoveryFollowsLinksInsideTheAppOnceAndSkipsLinksOut() async throws {
        let app = try TempProject(texts: [
            "Shared/Info.plist": Self.plist,
            "Shared/Resources/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "Shared/Resources/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
            "Pods/Vendored/Resources/fr.lproj/InfoPlist.strings": "\"Search\" = \"Chercher\";\n",
        ])
        let outside = try TempProject(texts: [
            "Info.plist": TempProject.infoPlist([("Outside", nil)]),
            "Resources/ja.lproj/InfoPlist.strings": "\"Search\" = \"SECRET\";\n",
        ])
        // The same folder twice (and a loop back to the app), a skipped folder linked in on purpose, and two links out.
        try link(app, "App/Shared", to: app.path("Shared"))
        try link(app, "App/Loop", to: app.root)
        try link(app, "App/Vendored", to: app.path("Pods/Vendored"))
        try link(app, "App/Outside", to: outside.root)
        try link(app, "App/Info.plist", to: outside.path("Info.plist"))

        let found = try ProjectDiscovery.scan(app.root)
        #expect(found.specs == [app.path("Shared/Info.plist")], "read once, under its real name")
        #expect(found.localeFolders == [app.path("Pods/Vendored/Resources"), app.path("Shared/Resources")])
        #expect(found.warnings.map(\.description).sorted() == [
            "\(app.path("App/Info.plist")): warning: symbolic link to \(outside.path("Info.plist")), outside the project; not read (links are followed only inside the app folder)",
            "\(app.path("App/Outside")): warning: symbolic link to \(outside.root), outside the project; not read (links are followed only inside the app folder)",
        ])

        let project = try await app.load()
        #expect(project.warnings.count == 2)
        #expect(Set(project.roots.flatMap(\.locales.keys)) == ["en", "de", "fr"])
    }

    @Test func tablesAndLocaleFoldersLinkedOutAreSkippedWithAWarning() async throws {
        let app = try TempProject(texts: [
            "Info.plist": Self.plist,
            "en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "de.lproj/Shared.strings": "\"Search\" = \"Suchen\";\n",
        ])
        let outside = try TempProject(texts: ["secret.strings": "\"Search\" = \"SECRET\";\n", "ja.lproj/InfoPlist.strings": "\"Search\" = \"SECRET\";\n"])
        try link(app, "de.lproj/InfoPlist.strings", to: outside.path("secret.strings"))
        try link(app, "ja.lproj", to: outside.path("ja.lproj"))
        try link(app, "fr.lproj/InfoPlist.strings", to: "../de.lproj/Shared.strings")
        try link(app, "it.lproj/InfoPlist.strings", to: "missing.strings")

        let project = try await app.load()
        let tables = project.roots.flatMap { $0.locales.values.flatMap { $0.tables.values.flatMap(\.entries) } }
        #expect(!tables.contains { $0.value == "SECRET" })
        #expect(project.roots.first?.locales["ja"] == nil)
        #expect(project.roots.first?.locales["fr"]?.tables["InfoPlist"]?.entries.first?.value == "Suchen", "a link inside the app is read")
        #expect(project.warnings.map(\.description).sorted() == [
            "\(app.path("de.lproj/InfoPlist.strings")): warning: symbolic link to \(outside.path("secret.strings")), outside the project; not read (links are followed only inside the app folder)",
            "\(app.path("it.lproj/InfoPlist.strings")): warning: symbolic link to missing.strings, which does not exist; not read",
            "\(app.path("ja.lproj")): warning: symbolic link to \(outside.path("ja.lproj")), outside the project; not read (links are followed only inside the app folder)",
        ])
    }

    @Test func sourcesLinkedOutAreNotScanned() async throws {
        let app = try TempProject(texts: [
            "Info.plist": Self.plist,
            "en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "Sources/App.swift": "let a = NSLocalizedString(\"inside\", comment: \"\")\n",
        ])
        let outside = try TempProject(texts: ["Other.swift": "let b = NSLocalizedString(\"outside\", comment: \"\")\n"])
        try link(app, "Sources/Other.swift", to: outside.path("Other.swift"))
        try link(app, "Sources/Again.swift", to: app.path("Sources/App.swift"))
        var warnings: [InputWarning] = []
        let files = CodeScanner.sourceFiles(in: [app.root], policy: PathPolicy(root: app.root), warnings: &warnings)
        #expect(files == [app.path("Sources/App.swift")], "each real file once")
        #expect(warnings.map(\.location?.file) == [app.path("Sources/Other.swift")])
    }

    @Test func namedPathsThroughALinkOutAreRefused() async throws {
        let outside = try TempProject(texts: ["Info.plist": Self.plist, "l10n.yml": "base: en\n", "Resources/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n"])
        let app = try TempProject(texts: ["l10n.yml": "spec: Linked/Info.plist\nlocales: Resources\n", "Resources/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n"])
        try link(app, "Linked", to: outside.root)
        await #expect(throws: InputError.self) { try await app.load() }
        do {
            _ = try await app.load()
        } catch let error as InputError {
            #expect(error.location?.file == app.path("Linked/Info.plist"))
            #expect(error.message == "this path leads out of the project through a symbolic link (to \(outside.path("Info.plist"))); "
                                     + "l10n-tool does not read through links that leave the app folder: name the real path instead")
        }
        // Named outside the app in so many words, it is the user's choice.
        try app.write("l10n.yml", Data("spec: \(outside.path("Info.plist"))\nlocales: \(outside.path("Resources"))\n".utf8))
        let project = try await app.load()
        #expect(project.specs.map(\.path) == [outside.path("Info.plist")])
        // An l10n.yml found in the app that is a link out is refused too.
        try FileManager.default.removeItem(atPath: app.path("l10n.yml"))
        try link(app, "l10n.yml", to: outside.path("l10n.yml"))
        await #expect(throws: InputError.self) { try await app.load() }
    }

    /// A font file l10n.yml names (FreeType reads it, not InputFile) that is a
    /// link out of the app is refused like any named path.
    @Test func aFontNamedInTheConfigThatLinksOutIsRefused() async throws {
        let outside = try TempProject(texts: ["secret.ttf": "SECRET"])
        let app = try TempProject(texts: ["l10n.yml": "locales: Resources\nlayout:\n  font: Fonts/Inter.ttf\n",
                                          "Resources/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n"])
        try link(app, "Fonts/Inter.ttf", to: outside.path("secret.ttf"))
        do {
            _ = try await app.load()
            Issue.record("a font linked out of the app was used")
        } catch let error as InputError {
            #expect(error.location?.file == app.path("Fonts/Inter.ttf"))
            #expect(error.message.hasPrefix("this path leads out of the project through a symbolic link"))
        }
    }

    /// The one guarded read: a file of the app that leads out through a link,
    /// itself or through a folder, is refused; inside links and named files read.
    @Test func theGuardedReadRefusesWhatLeadsOutOfTheApp() throws {
        let app = try TempProject(texts: ["Config/Inside.xcconfig": "A = 1\n"])
        let outside = try TempProject(texts: ["Secret/credentials": "KEY = SECRET\n"])
        try link(app, "Config/Base.xcconfig", to: outside.path("Secret/credentials"))
        try link(app, "Linked", to: outside.path("Secret"))
        try link(app, "Config/Alias.xcconfig", to: app.path("Config/Inside.xcconfig"))
        let scope = ReadScope.app(root: app.root)
        for path in [app.path("Config/Base.xcconfig"), app.path("Linked/credentials"), app.path("Config/../Linked/credentials")] {
            #expect(throws: InputError.self, "\(path)") { try InputFile.read(path, scope: scope) }
            do {
                _ = try InputFile.read(path, scope: scope)
            } catch {
                #expect(error.message.contains("outside the project; not read"))
                #expect(!error.message.contains("SECRET"))
            }
        }
        #expect(try InputFile.read(app.path("Config/Alias.xcconfig"), scope: scope) == Data("A = 1\n".utf8))
        // A file the user named is read wherever it leads.
        #expect(try InputFile.read(app.path("Config/Base.xcconfig"), scope: .named) == Data("KEY = SECRET\n".utf8))
        // The readers that swallowed read errors leave such a file out.
        #expect(XCConfigReader.read(path: app.path("Config/Base.xcconfig"), within: app.root).isEmpty)
        #expect(XCConfigReader.parse("#include \"Base.xcconfig\"\n", path: app.path("Config/Other.xcconfig"), within: app.root).isEmpty)
        #expect(XCConfigReader.read(path: app.path("Config/Alias.xcconfig"), within: app.root) == ["A": "1"])
    }

    @Test func messagesShowALongOrBrokenPathOnOneShortLine() {
        #expect("/a\nb".escapedForMessage == "/a\\nb")
        let long = "/" + String(repeating: "x", count: 5000)
        #expect(long.escapedForMessage.count < 320)
    }
}
