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

/// The error a throwing call gives, or nil (and a recorded issue) when it does not throw.
private func refusal<T>(_ body: () throws(InputError) -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        _ = try body()
        Issue.record("expected an InputError", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

@Suite("export")
struct ShortcutExportTests {
    static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>CFBundleDevelopmentRegion</key><string>en</string>
      <key>UIApplicationShortcutItems</key>
      <array>
        <dict>
          <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).Search</string>
          <key>UIApplicationShortcutItemTitle</key><string>Search</string>
          <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
          <key>UIApplicationShortcutItemUserInfo</key>
          <dict>
            <key>source</key><string>quick-action</string>
            <key>count</key><integer>2</integer>
            <key>ratio</key><real>1.5</real>
            <key>flag</key><true/>
            <key>when</key><date>2024-01-02T03:04:05Z</date>
            <key>blob</key><data>AQID</data>
            <key>list</key><array><integer>-1</integer><string>two</string></array>
          </dict>
        </dict>
        <dict>
          <key>UIApplicationShortcutItemType</key><string>${PRODUCT_BUNDLE_IDENTIFIER}.Call</string>
          <key>UIApplicationShortcutItemTitle</key><string>Call</string>
          <key>UIApplicationShortcutItemSubtitle</key><string>Call for me</string>
          <key>UIApplicationShortcutItemIconSymbolName</key><string>phone</string>
        </dict>
        <dict>
          <key>UIApplicationShortcutItemType</key><string>com.example.app.Book</string>
          <key>UIApplicationShortcutItemTitle</key><string>Book</string>
          <key>UIApplicationShortcutItemIconFile</key><string>book</string>
        </dict>
      </array>
    </dict>
    </plist>

    """

    /// An app in en (whose InfoPlist.strings lacks "Call for me" and "Book"),
    /// de (complete, with a key of its own), pt (no "Book") and pt-BR (only "Search").
    static func app() throws -> TempProject {
        try TempProject(texts: [
            "App/Info.plist": plist,
            "App/en.lproj/InfoPlist.strings": "/* Brand */\nCFBundleDisplayName = \"App\";\n\n/* Quick action */\n\"Search\" = \"Search\";\n\"Call\" = \"Call\";\n",
            "App/en.lproj/Localizable.strings": "/* Dynamic title */\n\"Favourites\" = \"Favourites\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Call\" = \"Anrufen\";\n\"Search\" = \"Suchen\";\n\"Call for me\" = \"Für mich \\\"anrufen\\\"\";\n\"Book\" = \"Buchen\";\n\"CFBundleDisplayName\" = \"App\";\n/* Camera */\n\"NSCameraUsageDescription\" = \"Für Fotos.\";\n",
            "App/de.lproj/Localizable.strings": "\"Favourites\" = \"Favoriten\";\n",
            "App/pt.lproj/InfoPlist.strings": "\"Search\" = \"Buscar\";\n\"Call\" = \"Ligar\";\n\"Call for me\" = \"Ligue para mim\";\n",
            "App/pt-BR.lproj/InfoPlist.strings": "/* Brazil */\n\"Search\" = \"Procurar\";\n",
        ])
    }

    /// The app with a quick action made in code: `<bundle-id>.Favourites`, titled from Localizable.
    static func project(_ app: TempProject) async throws -> Project {
        var project = try await app.load()
        var item = ShortcutItem(index: 0, location: SourceLocation(file: app.path("App/Shortcuts.swift"), line: 3, column: 9))
        item.origin = .code
        item.rawType = "<bundle-id>.Favourites"
        item.type = item.rawType
        item.title = "Favourites"
        item.titleSource = .localized(table: TableName.localizable, key: "Favourites", defaultValue: nil,
                                      location: SourceLocation(file: app.path("App/Shortcuts.swift"), line: 4, column: 20))
        item.iconSymbolName = "star"
        project.dynamicItems = [DynamicItem(item: item, roots: [0], spec: 0)]
        return project
    }

    static func file(_ plan: ExportPlan, _ path: String) throws -> Data {
        try #require(plan.files.first { $0.relativePath == path }?.data, "no \(path) in \(plan.files.map(\.relativePath))")
    }

    /// ShortcutItems.plist's items, as Foundation reads them back.
    static func items(_ data: Data) throws -> [[String: PlistValue]] {
        let root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard case .dictionary(let top) = PlistValue(any: root), case .array(let array)? = top[ShortcutKey.items] else {
            Issue.record("not a dictionary with \(ShortcutKey.items)")
            return []
        }
        return array.compactMap { if case .dictionary(let item) = $0 { return item } else { return nil } }
    }

    static func strings(_ data: Data) throws -> StringsFile {
        try StringsParser.parse(data, path: "InfoPlist.strings")
    }

    @Test func resolvesTitlesAndExpandsTypes() async throws {
        let app = try Self.app()
        let plan = try ShortcutExport.plan(try await Self.project(app), options: ExportOptions(locales: ["de"], bundleID: "com.example.app"))
        #expect(plan.files.map(\.relativePath) == ["de.lproj/InfoPlist.strings", "de.lproj/ShortcutItems.plist"])
        #expect(plan.warnings.isEmpty, "\(plan.warnings)")
        let items = try Self.items(try Self.file(plan, "de.lproj/ShortcutItems.plist"))
        #expect(items.map { $0[ShortcutKey.type] } == ["com.example.app.Search", "com.example.app.Call", "com.example.app.Book", "com.example.app.Favourites"].map(PlistValue.string))
        #expect(items.map { $0[ShortcutKey.title] } == ["Suchen", "Anrufen", "Buchen", "Favoriten"].map(PlistValue.string))
        #expect(items[1][ShortcutKey.subtitle] == .string("Für mich \"anrufen\""))
        #expect(items[0][ShortcutKey.subtitle] == nil)
        #expect(items[0][ShortcutKey.iconType] == .string("UIApplicationShortcutIconTypeSearch"))
        #expect(items[1][ShortcutKey.iconSymbolName] == .string("phone"))
        #expect(items[2][ShortcutKey.iconFile] == .string("book"))
        #expect(items[3][ShortcutKey.iconSymbolName] == .string("star"))
    }

    @Test func userInfoIsKept() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let plan = try ShortcutExport.plan(project, options: ExportOptions(locales: ["en"]))
        let items = try Self.items(try Self.file(plan, "en.lproj/ShortcutItems.plist"))
        let info = try #require(project.specs[0].items[0].userInfo)
        #expect(items[0][ShortcutKey.userInfo] == .dictionary(info))
        #expect(info["when"] == .date(Date(timeIntervalSince1970: 1_704_164_645).timeIntervalSinceReferenceDate))
        #expect(info["list"] == .array([.integer(-1), .string("two")]))
        #expect(info["blob"] == .data([1, 2, 3]))
        #expect(info["flag"] == .bool(true) && info["ratio"] == .real(1.5) && info["count"] == .integer(2))
        #expect(items[1][ShortcutKey.userInfo] == nil)
    }

    @Test func fallsBackFromRegionToLanguageToDevelopment() async throws {
        let app = try Self.app()
        let plan = try ShortcutExport.plan(try await Self.project(app), options: ExportOptions(locales: ["pt-BR"], bundleID: "com.example.app"))
        let items = try Self.items(try Self.file(plan, "pt-BR.lproj/ShortcutItems.plist"))
        // pt-BR's own, then pt's, then the development table, then the Info.plist value.
        #expect(items.map { $0[ShortcutKey.title] } == ["Procurar", "Ligar", "Book", "Favourites"].map(PlistValue.string))
        #expect(items[1][ShortcutKey.subtitle] == .string("Ligue para mim"))

        let table = try Self.strings(try Self.file(plan, "pt-BR.lproj/InfoPlist.strings"))
        #expect(table.entries.map(\.key) == ["CFBundleDisplayName", "Search", "Call", "Call for me", "Book"])
        #expect(table.entries.map(\.value) == ["App", "Procurar", "Ligar", "Ligue para mim", "Book"])
        #expect(table.entries.map(\.comment) == ["Brand", "Brazil", nil, "Quick action subtitle (com.example.app.Call)", "Quick action title (com.example.app.Book)"])

        // One warning per text taken from elsewhere, with where that text is written.
        let byKey = Dictionary(plan.warnings.compactMap { warning in warning.key.map { ($0, warning) } }) { first, _ in first }
        #expect(Set(byKey.keys) == ["CFBundleDisplayName", "Call", "Call for me", "Book", "Favourites"])
        #expect(plan.warnings.count == 5)
        #expect(plan.warnings.allSatisfy { $0.locale == "pt-BR" })
        #expect(byKey["Call"]?.message.contains("exported pt's translation: \"Ligar\"") == true)
        #expect(byKey["Call"]?.location?.file == app.path("App/pt.lproj/InfoPlist.strings"))
        #expect(byKey["CFBundleDisplayName"]?.message.contains("the development value (en)") == true)
        #expect(byKey["CFBundleDisplayName"]?.location?.line == 2)
        #expect(byKey["Book"]?.location?.file == app.path("App/Info.plist"), "no development entry: the Info.plist value")
        #expect(byKey["Book"]?.location?.line != nil)
        #expect(byKey["Favourites"]?.location?.file == app.path("App/en.lproj/Localizable.strings"))
        #expect(byKey["Book"]?.description.hasPrefix("\(app.path("App/Info.plist")):") == true)
        #expect(byKey["Book"]?.description.contains(": warning: pt-BR: \"Book\" has no translation in App/pt-BR.lproj/InfoPlist.strings") == true)
    }

    @Test func tableOrderIsTheDevelopmentTablesThenTitlesThenExtras() async throws {
        let app = try Self.app()
        let plan = try ShortcutExport.plan(try await Self.project(app), options: ExportOptions(locales: ["de", "en"]))
        let de = try Self.strings(try Self.file(plan, "de.lproj/InfoPlist.strings"))
        #expect(de.entries.map(\.key) == ["CFBundleDisplayName", "Search", "Call", "Call for me", "Book", "NSCameraUsageDescription"])
        #expect(de.entries.map(\.comment) == ["Brand", "Quick action", nil, "Quick action subtitle (${PRODUCT_BUNDLE_IDENTIFIER}.Call)",
                                              "Quick action title (com.example.app.Book)", "Camera"])
        let en = try Self.strings(try Self.file(plan, "en.lproj/InfoPlist.strings"))
        #expect(en.entries.map(\.value) == ["App", "Search", "Call", "Call for me", "Book"])
        #expect(plan.warnings.allSatisfy { $0.locale == nil }, "the development locale never falls back: \(plan.warnings)")
        // Without a bundle id the types keep the build setting, and say so once per item, not per locale.
        #expect(plan.warnings.count == 3)
        #expect(plan.warnings.allSatisfy { $0.message.contains("--bundle-id") })
        #expect(plan.locales == ["de", "en"])
        // Foundation reads the table as written.
        let foundation = try PropertyListSerialization.propertyList(from: try Self.file(plan, "de.lproj/InfoPlist.strings"), options: [], format: nil) as? [String: String]
        #expect(foundation?["Call for me"] == "Für mich \"anrufen\"")
        #expect(foundation?.count == 6)
    }

    @Test func allLocalesByDefault() async throws {
        let app = try Self.app()
        let plan = try ShortcutExport.plan(try await Self.project(app))
        #expect(plan.locales == ["en", "de", "pt", "pt-BR"])
        #expect(plan.files.count == 8)
        #expect(plan.items == 4)
    }

    @Test func sameProjectSameBytesAndBinaryMatchesXML() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let options = ExportOptions(bundleID: "com.example.app")
        let first = try ShortcutExport.plan(project, options: options)
        let second = try ShortcutExport.plan(try await Self.project(app), options: options)
        #expect(first.files == second.files)

        var binaryOptions = options
        binaryOptions.plistFormat = .binary
        let binary = try ShortcutExport.plan(project, options: binaryOptions)
        #expect(try ShortcutExport.plan(project, options: binaryOptions).files == binary.files)
        for (xml, bin) in zip(first.files, binary.files) where xml.relativePath.hasSuffix(".plist") {
            #expect(bin.data.starts(with: Array("bplist00".utf8)))
            #expect(String(decoding: xml.data.prefix(5), as: UTF8.self) == "<?xml")
            let a = PlistValue(any: try PropertyListSerialization.propertyList(from: xml.data, options: [], format: nil))
            let b = PlistValue(any: try PropertyListSerialization.propertyList(from: bin.data, options: [], format: nil))
            #expect(a == b, "\(xml.relativePath)")
        }
    }

    @Test func utf16IsLittleEndianWithABOM() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let utf8 = try ShortcutExport.plan(project, options: ExportOptions(locales: ["de"]))
        let utf16 = try ShortcutExport.plan(project, options: ExportOptions(locales: ["de"], encoding: .utf16LEBOM))
        let data = try Self.file(utf16, "de.lproj/InfoPlist.strings")
        #expect(data.starts(with: [0xFF, 0xFE, UInt8(ascii: "/"), 0, UInt8(ascii: "*"), 0]))
        let decoded = try TextDecoding.decode(data, path: "x")
        #expect(decoded.encoding == .utf16LEBOM)
        #expect(decoded.text == String(decoding: try Self.file(utf8, "de.lproj/InfoPlist.strings"), as: UTF8.self))
    }

    @Test(arguments: ["../../etc", "de/../x", "", ".", "..", "de x", "d", "de-", "-de", "de--DE", "de\u{0}", "../de", "de/", "Ünïcode", "toolonglanguage"])
    func refusesCodesThatAreNotLocales(_ code: String) async throws {
        #expect(!LocaleCode.isValid(code))
        let app = try Self.app()
        let project = try await Self.project(app)
        let output = app.path("out")
        let error = refusal { () throws(InputError) in try ShortcutExport.run(project, output: output, options: ExportOptions(locales: ["de", code])) }
        #expect(error?.message.contains("is not a locale code") == true, "\(String(describing: error))")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [] == [], "nothing written")
    }

    @Test(arguments: ["de", "pt-BR", "zh-Hans", "zh-Hant-TW", "zh_CN", "es-419", "sr-Latn-RS", "en-US-x-twain", "de-CH-1996", "ar-XB", "English", "x-private", "en-a-bbb-x-c"])
    func acceptsWellFormedTags(_ code: String) {
        #expect(LocaleCode.isValid(code))
    }

    @Test func refusesALocaleFolderLinkedOutOfTheOutput() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let outside = try TempProject(texts: ["keep.txt": "keep"])
        let output = app.path("out")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/pt.lproj", withDestinationPath: outside.root)
        let error = refusal { () throws(InputError) in try ShortcutExport.run(project, output: output) }
        #expect(error?.message.contains("is a symbolic link (to \(outside.root)); l10n-tool never writes through a link") == true, "\(String(describing: error))")
        #expect(try outside.snapshot() == ["keep.txt": Data("keep".utf8)])
        // Every target is checked before the first write: not even en.lproj was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: output) == ["pt.lproj"])
    }

    @Test func refusesAFileLinkedOutOfTheOutput() async throws {
        let app = try Self.app()
        // Loaded first: the output folder is below the app, where discovery would find its tables.
        let project = try await Self.project(app)
        let outside = try TempProject(texts: ["victim.strings": "precious"])
        let output = app.path("out")
        try FileManager.default.createDirectory(atPath: output + "/de.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/de.lproj/InfoPlist.strings", withDestinationPath: outside.path("victim.strings"))
        // A dangling link out of the folder is refused too.
        try FileManager.default.createDirectory(atPath: output + "/pt.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: output + "/pt.lproj/ShortcutItems.plist", withDestinationPath: outside.path("new/file.plist"))
        for locale in ["de", "pt"] {
            let error = refusal { () throws(InputError) in try ShortcutExport.run(project, output: output, options: ExportOptions(locales: [locale])) }
            #expect(error?.message.contains("l10n-tool never writes through a link: replace it with the real file") == true, "\(String(describing: error))")
        }
        #expect(try outside.snapshot() == ["victim.strings": Data("precious".utf8)])
    }

    @Test func writesIntoALinkedOutputFolderButNeverThroughALinkBelowIt() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let real = app.path("real-out")
        try FileManager.default.createDirectory(atPath: real + "/shared", withIntermediateDirectories: true)
        // The output folder itself may be a link (the user named it).
        try FileManager.default.createSymbolicLink(atPath: app.path("out"), withDestinationPath: real)
        let (_, written) = try ShortcutExport.run(project, output: app.path("out"), options: ExportOptions(locales: ["fr"]))
        #expect(written.count == 2)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: real + "/fr.lproj")) == ["InfoPlist.strings", "ShortcutItems.plist"])
        // A folder inside it that is a link is refused even when it stays inside: a write never goes through a link.
        try FileManager.default.createSymbolicLink(atPath: real + "/de.lproj", withDestinationPath: real + "/shared")
        let error = refusal { () throws(InputError) in try ShortcutExport.run(project, output: app.path("out"), options: ExportOptions(locales: ["de"])) }
        #expect(error?.location?.file == app.path("out") + "/de.lproj", "\(String(describing: error))")
        #expect(error?.message.contains("l10n-tool never writes through a link: replace it with the real folder") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real + "/shared").isEmpty)
    }

    @Test func neverWritesOverTheProjectsOwnTables() async throws {
        let app = try Self.app()
        let before = try app.snapshot()
        let project = try await Self.project(app)
        let error = refusal { () throws(InputError) in try ShortcutExport.run(project, output: app.path("App")) }
        #expect(error?.message.contains("one of the project's own files") == true, "\(String(describing: error))")
        #expect(try app.snapshot() == before)
    }

    @Test func writesAtomicallyAndLeavesNoTemporaryFiles() async throws {
        let app = try Self.app()
        let project = try await Self.project(app)
        let output = app.path("build/l10n")
        let (plan, written) = try ShortcutExport.run(project, output: output)
        #expect(written.count == plan.files.count)
        // A second run replaces the files with the same bytes.
        _ = try ShortcutExport.run(project, output: output)
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: output)
        while let name = walker?.nextObject() as? String { found.append(name) }
        #expect(!found.contains { $0.contains("l10n-tool-tmp") }, "\(found)")
        #expect(found.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".plist") }.count == plan.files.count)
        for file in plan.files {
            #expect(try Data(contentsOf: URL(fileURLWithPath: output + "/" + file.relativePath)) == file.data)
        }
    }

    @Test func severalAppsGetAFolderEach() async throws {
        let app = try TempProject(texts: [
            "Main/Info.plist": TempProject.infoPlist([("Search", nil)]),
            "Main/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n",
            "Main/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
            "Widget/Info.plist": TempProject.infoPlist([("Open", nil)]),
            "Widget/en.lproj/InfoPlist.strings": "\"Open\" = \"Open\";\n",
        ])
        let plan = try ShortcutExport.plan(try await app.load())
        #expect(plan.files.map(\.relativePath) == [
            "Main/en.lproj/InfoPlist.strings", "Main/en.lproj/ShortcutItems.plist",
            "Main/de.lproj/InfoPlist.strings", "Main/de.lproj/ShortcutItems.plist",
            "Widget/en.lproj/InfoPlist.strings", "Widget/en.lproj/ShortcutItems.plist",
        ])
    }

    @Test func codeItemsWithoutAKnownTitleAreLeftOutWithAWarning() async throws {
        let app = try Self.app()
        var project = try await Self.project(app)
        var unknown = project.dynamicItems[0]
        unknown.item.titleSource = .unknown
        unknown.item.rawType = "com.example.app.Mystery"
        unknown.item.type = unknown.item.rawType
        var literal = project.dynamicItems[0]
        literal.item.titleSource = .literal("Literal", SourceLocation(file: "x.swift", line: 1, column: 1))
        literal.item.rawType = "com.example.app.Literal"
        literal.item.type = literal.item.rawType
        project.dynamicItems += [unknown, literal]
        let plan = try ShortcutExport.plan(project, options: ExportOptions(locales: ["de"], bundleID: "com.example.app"))
        let items = try Self.items(try Self.file(plan, "de.lproj/ShortcutItems.plist"))
        #expect(items.map { $0[ShortcutKey.type] } == ["com.example.app.Search", "com.example.app.Call", "com.example.app.Book",
                                                         "com.example.app.Favourites", "com.example.app.Literal"].map(PlistValue.string))
        #expect(items.last?[ShortcutKey.title] == .string("Literal"))
        #expect(plan.warnings.map(\.message) == ["the title of com.example.app.Mystery is set at run time (from values the code computes); left out of ShortcutItems.plist"])
        #expect(plan.leftOut == 1 && plan.items == items.count + 1)
    }

    @Test func binaryWriterMatchesFoundation() throws {
        let long = String(repeating: "x", count: 300)
        let value = PlistValue.dictionary([
            "ascii": .string("hello"), "unicode": .string("Grüße 🍣 \u{202E}"), "long": .string(long), "empty": .string(""),
            "ints": .array([.integer(0), .integer(255), .integer(256), .integer(65_536), .integer(Int(Int32.max) + 1), .integer(-1), .integer(Int.min)]),
            "real": .real(-2.25), "whole": .real(3), "yes": .bool(true), "no": .bool(false),
            "date": .date(725_849_045), "data": .data(Array(0..<40)), "nested": .dictionary(["a": .array([]), "b": .dictionary([:])]),
            "many": .array((0..<300).map { .string("item \($0)") }),
        ])
        let data = try PlistOutput.data(value, format: .binary)
        #expect(data.starts(with: Array("bplist00".utf8)))
        // The same bytes each time, whatever order the dictionaries hold their keys in.
        for _ in 0..<5 { #expect(try PlistOutput.data(value, format: .binary) == data) }
        let decoded = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        #expect(PlistValue(any: decoded) == value)
        let xml = try PlistOutput.data(value, format: .xml)
        #expect(PlistValue(any: try PropertyListSerialization.propertyList(from: xml, options: [], format: nil)) == value)
    }

    @Test func keysLeftFromRemovedItemsAreNotShipped() async throws {
        let app = try TempProject(texts: [
            "App/Info.plist": TempProject.infoPlist([("Search", nil)]),
            "App/en.lproj/InfoPlist.strings": "\"Search\" = \"Search\";\n\"Scan QR Code\" = \"Scan QR Code\";\n\"NSCameraUsageDescription\" = \"For scans\";\n",
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n\"Scan QR Code\" = \"QR-Code scannen\";\n\"Old Title\" = \"Alter Titel\";\n",
        ])
        let plan = try ShortcutExport.plan(try await app.load(), options: ExportOptions(locales: ["de"]))
        let text = String(decoding: try Self.file(plan, "de.lproj/InfoPlist.strings"), as: UTF8.self)
        #expect(text.contains("\"Suchen\"") && text.contains("NSCameraUsageDescription"))
        #expect(!text.contains("Scan QR Code") && !text.contains("Old Title"), "\(text)")
    }
}

/// A Settings bundle's locales are not the export's (issue 48: its
/// `en-us.lproj` beside the app's `en-US.lproj` made export refuse to run,
/// though export writes no Settings table).
@Suite struct ExportLocalesTests {
    @Test func aSettingsBundlesLocalesAreNotExported() throws {
        let app = LocalizationRoot(folder: "/app/App", locales: ["en": LocaleTables(locale: "en"), "en-US": LocaleTables(locale: "en-US")], files: [])
        let settings = LocalizationRoot(folder: "/app/App/Settings.bundle",
                                        locales: ["en": LocaleTables(locale: "en"), "en-us": LocaleTables(locale: "en-us"), "fr": LocaleTables(locale: "fr")], files: [])
        let project = Project(root: "/app", baseLocale: "en", specs: [], roots: [app, settings])
        let unit = ShortcutExport.Unit(folder: [], roots: [app, settings], staticItems: [], dynamicItems: [], hasSpec: true)
        let (locales, skipped) = try ShortcutExport.locales(of: unit, project: project, requested: nil)
        #expect(locales == ["en", "en-US"])
        #expect(skipped.isEmpty)
    }
}
