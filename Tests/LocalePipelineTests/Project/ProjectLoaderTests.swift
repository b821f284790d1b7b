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

// Tests for ProjectLoader and ProjectDiscovery: config, discovery, Base.lproj, roots.

private enum LoaderPaths {
    static let packageRoot: URL = PackageRoot.url
}

/// A folder of files written for one test, removed by `remove()`.
private struct TemporaryTree {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10n-loader-\(UUID().uuidString)").standardizedFileURL
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func path(_ relative: String = "") -> String {
        relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// An Info.plist with one quick action per title.
private func infoPlist(titles: [String], region: String = "en") -> String {
    let items = titles.enumerated().map { index, title in
        """
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>com.example.item\(index)</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>\(title)</string>
        \t\t</dict>
        """
    }.joined(separator: "\n")
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>\(region)</string>
    \t<key>UIApplicationShortcutItems</key>
    \t<array>
    \(items)
    \t</array>
    </dict>
    </plist>
    """
}

/// An extension's Info.plist: no quick actions.
private let extensionPlist = """
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
\t<key>NSExtension</key>
\t<dict><key>NSExtensionPointIdentifier</key><string>com.apple.share-services</string></dict>
</dict>
</plist>
"""

private func allLocales(_ project: Project) -> Set<String> {
    Set(project.roots.flatMap { $0.locales.keys })
}

@Suite struct ProjectLoaderTests {
    @Test func demoThroughL10nYML() async throws {
        let project = try await ProjectLoader.load(path: LoaderPaths.packageRoot.path)
        #expect(project.baseLocale == "en")
        #expect(project.specs.count == 1)
        let spec = try #require(project.specs.first)
        #expect(spec.path.hasSuffix("/Fixtures/DemoApp/Info.plist"))
        #expect(spec.items.count == 3)
        #expect(spec.items.map(\.type) == ["com.example.dishdash.Call", "com.example.dishdash.Search", "com.example.dishdash.BookTable"])
        #expect(spec.items.map(\.title) == ["Call", "SHORTCUT_TITLE_SEARCH", "Book a Table Nearby"])
        #expect(project.roots.count == 1)
        #expect(project.roots.first?.folder.hasSuffix("/Locales") == true)
        #expect(allLocales(project) == ["en", "de", "fr", "nl", "vi", "zh-Hans", "ja", "ko", "th", "ar", "ru"])
        #expect(project.specRoots == [[0]])
        #expect(project.layout.titleWidth == 22 && project.layout.subtitleWidth == 25 && project.layout.maxItems == 4)
        let ja = try #require(project.roots.first?.locales["ja"])
        #expect(ja.tables[TableName.infoPlist]?.encoding == .utf16LEBOM)
        #expect(ja.tables[TableName.localizable]?.encoding == .utf16LEBOM)
    }

    @Test func optionsOverrideTheConfig() async throws {
        var layout = LayoutRules()
        layout.titleWidth = 40
        let project = try await ProjectLoader.load(path: LoaderPaths.packageRoot.path,
                                                   options: LoadOptions(base: "de", bundleID: "org.example", layout: layout))
        #expect(project.baseLocale == "de")
        #expect(project.specs.first?.items.first?.type == "org.example.Call")
        #expect(project.layout.titleWidth == 40)
    }

    /// Issue 46: an XcodeGen spec found but not used (a target built from
    /// `templates:`, as a real app's is) says so, and every table is read.
    @Test func anXcodeGenSpecFoundButNotUsedSaysWhy() async throws {
        let tree = try TemporaryTree([
            "project.yml": "name: App\ntargets:\n  App:\n    templates: [Base]\n    sources: [App]\n",
            "App/Info.plist": infoPlist(titles: ["Search"]),
            "App/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
        ])
        defer { tree.remove() }
        let project = try await ProjectLoader.load(path: tree.path(), options: LoadOptions(scanCode: false))
        #expect(project.warnings.contains { $0.message.hasPrefix("not used: a target is built from XcodeGen templates:") && $0.location?.file.hasSuffix("/project.yml") == true },
                "\(project.warnings)")
        #expect(Set(project.roots.flatMap(\.locales.keys)) == ["en", "de"])
    }

    @Test func discoverySkipsDependencyAndBuildFolders() async throws {
        let decoy = infoPlist(titles: ["Decoy"])
        let tree = try TemporaryTree([
            "App/Info.plist": infoPlist(titles: ["Search"]),
            "App/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
            "Pods/SomeSDK/Info.plist": decoy,
            "Pods/SomeSDK/fr.lproj/Localizable.strings": "\"x\" = \"y\";\n",
            "node_modules/pkg/ios/Info.plist": decoy,
            "node_modules/pkg/ios/es.lproj/Localizable.strings": "\"x\" = \"y\";\n",
            ".build/checkouts/lib/Info.plist": decoy,
            ".build/checkouts/lib/it.lproj/Localizable.strings": "\"x\" = \"y\";\n",
            "Carthage/Checkouts/lib/Info.plist": decoy,
            "DerivedData/App/Info.plist": decoy,
            ".git/Info.plist": decoy,
        ])
        defer { tree.remove() }

        let found = try ProjectDiscovery.scan(tree.path())
        #expect(found.specs == [tree.path("App/Info.plist")])
        #expect(found.localeFolders == [tree.path("App")])

        let project = try await ProjectLoader.load(path: tree.path())
        #expect(project.specs.map(\.path) == [tree.path("App/Info.plist")])
        #expect(allLocales(project) == ["en", "de"])
        #expect(project.specs.first?.items.map(\.title) == ["Search"])
    }

    @Test func discoveryFindsNamedInfoPlistsButNotOtherPlists() throws {
        let tree = try TemporaryTree([
            "App/App-Info.plist": infoPlist(titles: ["One"]),
            "App/Settings.plist": infoPlist(titles: ["Not an Info.plist"]),
            "Widget/Info.plist": extensionPlist,
            "App/Images.xcassets/Info.plist": infoPlist(titles: ["Asset catalog"]),
        ])
        defer { tree.remove() }
        let found = try ProjectDiscovery.scan(tree.path())
        #expect(found.specs == [tree.path("App/App-Info.plist")])
    }

    @Test func emptyFolderIsAnInputError() async throws {
        let tree = try TemporaryTree(["README.md": "nothing here"])
        defer { tree.remove() }
        await #expect(throws: InputError.self) { try await ProjectLoader.load(path: tree.path()) }
        #expect(throws: InputError.self) { try ProjectDiscovery.scan(tree.path("README.md")) }
        #expect(throws: InputError.self) { try ProjectDiscovery.scan(tree.path("missing")) }
    }

    @Test func baseLprojIsShadowedByTheDevelopmentFolder() async throws {
        let tree = try TemporaryTree([
            "App/Info.plist": infoPlist(titles: ["Search", "Compose"]),
            "App/Base.lproj/InfoPlist.strings": "\"Search\" = \"Search (Base)\";\n\"Compose\" = \"Compose\";\n",
            "App/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n\"Compose\" = \"Verfassen\";\n",
        ])
        defer { tree.remove() }
        let project = try await ProjectLoader.load(path: tree.path())
        let root = try #require(project.roots.first)
        #expect(Set(root.locales.keys) == ["en", "de"], "Base is not a locale of its own")
        let en = try #require(root.locales["en"]?.tables[TableName.infoPlist])
        #expect(en.lookup["Search"]?.value == "Search", "en.lproj's table is the one iOS reads")
        #expect(en.lookup["Compose"] == nil, "keys only in Base.lproj are never read for en")
        #expect(root.locales["en"]?.shadowedBase[TableName.infoPlist]?.lookup["Compose"] != nil)
        #expect(root.files.count == 3, "every file is still listed for per-file checks")
        // Compose is dead in Base and shown from Info.plist in en: one finding for the table, nothing missing.
        #expect(Checks.run(on: project).map(\.code) == [ShadowedBaseKey.code])
    }

    @Test func baseLprojFollowsTheDevelopmentRegion() async throws {
        let tree = try TemporaryTree([
            "App/Info.plist": infoPlist(titles: ["Suchen"], region: "German"),
            "App/Base.lproj/InfoPlist.strings": "\"Suchen\" = \"Suchen\";\n",
            "App/en.lproj/InfoPlist.strings": "\"Suchen\" = \"Search\";\n",
        ])
        defer { tree.remove() }
        let project = try await ProjectLoader.load(path: tree.path())
        #expect(project.baseLocale == "de", "legacy region names are mapped to codes")
        #expect(Set(project.roots.first.map { Array($0.locales.keys) } ?? []) == ["de", "en"])
    }

    @Test func binaryFixtureApp() async throws {
        let project = try await ProjectLoader.load(path: LoaderPaths.packageRoot.appendingPathComponent("Fixtures/Apps/Binary").path)
        #expect(project.baseLocale == "en", "$(DEVELOPMENT_LANGUAGE) is not a locale")
        let root = try #require(project.roots.first)
        #expect(Set(root.locales.keys) == ["en", "de", "pt", "pt-BR"])
        let en = try #require(root.locales["en"])
        #expect(Set(en.tables.keys) == [TableName.infoPlist, TableName.localizable], "InfoPlist from Base.lproj, Localizable from en.lproj")
        let ptBR = try #require(root.locales["pt-BR"]?.tables[TableName.infoPlist])
        #expect(ptBR.encoding == .utf16BE)
        #expect(ptBR.entries.map(\.key) == ["Scan Document", "RECENT_SCANS", "NSCameraUsageDescription"])
        #expect(ptBR.entries.first?.location.line == 2)
        let de = try #require(root.locales["de"])
        #expect(de.misnamed.map { ($0.path as NSString).lastPathComponent } == ["infoPlist.strings"])
        #expect(de.tables[TableName.infoPlist] == nil, "a misnamed table is never loaded on a device")
    }

    @Test func findingsFixtureUsesItsBundleID() async throws {
        let project = try await ProjectLoader.load(path: LoaderPaths.packageRoot.appendingPathComponent("Fixtures/Apps/Findings").path)
        let types = project.specs.first?.items.map(\.type) ?? []
        #expect(types.first == "com.example.recipes.search")
        #expect(types[2] == "com.example.recipes.search", "${...} is expanded too")
    }

    // MARK: - rootsOf: which tables localize which Info.plist

    private static func spec(_ path: String) -> ShortcutSpec {
        ShortcutSpec(path: path, developmentRegion: nil, items: [])
    }

    private static func root(_ folder: String) -> LocalizationRoot {
        LocalizationRoot(folder: folder, locales: [:], files: [])
    }

    @Test func rootsOfKeepsANestedExtensionsTablesApart() {
        let specs = [Self.spec("/r/App/Info.plist"), Self.spec("/r/App/Widget/Info.plist")]
        let roots = [Self.root("/r/App"), Self.root("/r/App/Widget"), Self.root("/r/App/Resources")]
        #expect(ProjectLoader.rootsOf(spec: specs[0].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [0, 2])
        #expect(ProjectLoader.rootsOf(spec: specs[1].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [1])
    }

    /// A storyboard's or settings pane's folder beside the app's tables is
    /// not where quick action titles go: the folders with an InfoPlist table
    /// are (mastodon-ios: phantom InfoPlist.strings in its XLIFF export).
    @Test func rootsOfPreferFoldersWithAnInfoPlistTableAndSkipResourceBundles() {
        func tables(_ folder: String, _ names: [String]) -> LocalizationRoot {
            let files = names.map { name in
                StringsFile(path: "\(folder)/en.lproj/\(name).strings", encoding: .utf8,
                            entries: [StringsEntry(key: "k", value: "v", location: SourceLocation(file: name))])
            }
            return LocalizationRoot(folder: folder, locales: ["en": LocaleTables(locale: "en", tables: Dictionary(uniqueKeysWithValues: zip(names, files)))],
                                    files: files)
        }
        let spec = "/r/App/Info.plist"
        let roots = [tables("/r/App/Other", ["Main"]), tables("/r/App/Resources", ["InfoPlist", "Localizable"]),
                     tables("/r/App/Settings.bundle", ["Root"])]
        #expect(ProjectLoader.rootsOf(spec: spec, roots: roots, bundles: ["/r/App"]) == [1])
        // None has one: every folder of the app's but the resource bundle's, as before.
        let bare = [tables("/r/App/Other", ["Main"]), tables("/r/App/Settings.bundle", ["Root"])]
        #expect(ProjectLoader.rootsOf(spec: spec, roots: bare, bundles: ["/r/App"]) == [0])
    }

    @Test func rootsOfSiblingFolders() {
        // The DuckDuckGo layout: the app and its extensions side by side, shared tables elsewhere.
        let specs = [Self.spec("/r/DuckDuckGo/Info.plist")]
        let roots = [Self.root("/r/Core"), Self.root("/r/DuckDuckGo"), Self.root("/r/Widgets")]
        #expect(ProjectLoader.rootsOf(spec: specs[0].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [1])
    }

    @Test func rootsOfSpecWithoutOwnTablesGetsTheUnownedOnes() {
        let specs = [Self.spec("/r/App/Info.plist"), Self.spec("/r/Support/Info.plist")]
        let roots = [Self.root("/r/App"), Self.root("/r/Localizations")]
        #expect(ProjectLoader.rootsOf(spec: specs[0].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [0])
        #expect(ProjectLoader.rootsOf(spec: specs[1].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [1])
    }

    @Test func rootsOfDoesNotConfuseFolderPrefixes() {
        // `/r/App` is not an ancestor of `/r/AppClip`.
        let specs = [Self.spec("/r/App/Info.plist"), Self.spec("/r/AppClip/Info.plist")]
        let roots = [Self.root("/r/App"), Self.root("/r/AppClip")]
        #expect(ProjectLoader.rootsOf(spec: specs[0].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [0])
        #expect(ProjectLoader.rootsOf(spec: specs[1].path, roots: roots, bundles: specs.map { DynamicItems.folder(of: $0.path) }) == [1])
    }

    @Test func loadedExtensionTablesDoNotLocalizeTheApp() async throws {
        // A share extension nested in the app's folder, with an Info.plist of its
        // own (no quick actions) and a locale the app does not have. The app's
        // title is plain English, so en.lproj needs no InfoPlist.strings.
        let tree = try TemporaryTree([
            "App/Info.plist": infoPlist(titles: ["Search"]),
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
            "App/ShareExtension/Info.plist": extensionPlist,
            "App/ShareExtension/en.lproj/Localizable.strings": "\"Share\" = \"Share\";\n",
            "App/ShareExtension/fr.lproj/Localizable.strings": "\"Share\" = \"Partager\";\n",
        ])
        defer { tree.remove() }
        let project = try await ProjectLoader.load(path: tree.path())
        #expect(project.specs.count == 1)
        #expect(project.roots.count == 2)
        let appRoot = try #require(project.roots.firstIndex { $0.folder == tree.path("App") })
        let findings = Checks.run(on: project)
        #expect(project.specRoots == [[appRoot]])
        // Today: "fr: quick action title "Search" has no translation in fr.lproj/InfoPlist.strings".
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        
    }
}

/// The engine `layout:` names is resolved as the project loads, so a library
/// caller measures as `check` does; a caller that never measures can say so.
struct LoaderMeasurerTests {
    @Test func aMissingFontStopsTheLoadUnlessItNeverMeasures() async throws {
        let app = try TempProject(texts: [
            "l10n.yml": "layout:\n  engine: font\n  font: NoSuchFontAnywhere-Qx9\n",
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        await #expect(throws: InputError.self) { _ = try await ProjectLoader.load(path: app.root) }
        let unmeasured = try await ProjectLoader.load(path: app.root, options: LoadOptions(measures: false))
        #expect(unmeasured.measurer.name == "columns")
    }
}
