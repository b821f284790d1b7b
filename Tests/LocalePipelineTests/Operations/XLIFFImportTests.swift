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

// MARK: - Export and import on disk

@Suite("XLIFF export and import")
struct XLIFFImportTests {
    static let plist = TempProject.infoPlist([("Search", nil), ("Call", "Call for me")])
    static let baseTable = "/* Greeting */\n\"greeting\" = \"Hello\";\n\n/* Farewell */\n\"bye\" = \"Goodbye\";\n"
    static let germanTable = "/* Greeting */\n\"greeting\" = \"Hallo\";\n\n/* Removed in 2.0 */\n\"old\" = \"Alt\";\n"

    static func project() throws -> TempProject {
        try TempProject(texts: [
            "App/Info.plist": plist,
            "App/en.lproj/Localizable.strings": baseTable,
            "App/de.lproj/Localizable.strings": germanTable,
            "App/de.lproj/InfoPlist.strings": "/* Quick action */\nSearch = Suchen;\n",
        ])
    }

    @Test func exportsEveryBaseKeyAndQuickActionTitles() async throws {
        let app = try Self.project()
        let document = try XLIFFExport.document(for: try await app.load(), locale: "de")
        #expect(document.files.map(\.original) == ["App/en.lproj/InfoPlist.strings", "App/en.lproj/Localizable.strings"])
        let info = document.files[0].units
        #expect(info.map(\.id) == ["Search", "Call", "Call for me"])
        #expect(info.map(\.target) == ["Suchen", nil, nil])
        let strings = document.files[1].units
        #expect(strings.map(\.id) == ["greeting", "bye"])
        #expect(strings.map(\.target) == ["Hallo", nil])
        #expect(strings.map(\.note) == ["Greeting", "Farewell"])
    }

    @Test func importMergesInPlaceReportsObsoleteAndRecordsTheLock() async throws {
        let app = try Self.project()
        let data = xliffDocument("""
              <trans-unit id="greeting"><source>Hello</source><target>Hallo!</target></trans-unit>
              <trans-unit id="bye"><source>Goodbye</source><target>Tschüss</target><note>Farewell</note></trans-unit>
              <trans-unit id="untranslated"><source>Later</source><target></target></trans-unit>
        """, original: "App/en.lproj/Localizable.strings")
        let report = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: try await app.load())
        #expect(try app.text("App/de.lproj/Localizable.strings")
                == "/* Greeting */\n\"greeting\" = \"Hallo!\";\n\n/* Removed in 2.0 */\n\"old\" = \"Alt\";\n\n/* Farewell */\n\"bye\" = \"Tschüss\";\n")
        #expect(report.diagnostics.map(\.code) == ["obsolete-translation"])
        #expect(report.diagnostics.first?.key == "old")
        #expect(report.diagnostics.first?.line == 5)
        #expect(report.translations == 2)
        let lock = try await app.load().lock
        #expect(lock.fingerprint(locale: "de", table: "App/Localizable", key: "bye") == TranslationLock.fingerprint("Goodbye"))
        // The import was made from today's English: nothing is stale.
        #expect(Checks.run(on: try await app.load(), checks: [StaleTranslation.self]).isEmpty)
    }

    @Test func anImportThatChangesNothingLeavesEveryFileByteIdentical() async throws {
        let app = try Self.project()
        let project = try await app.load()
        let xml = try XLIFFWriter.render(try XLIFFExport.document(for: project, locale: "de"))
        let first = try XLIFFImport.run(try XLIFFReader.parse(Data(xml.utf8), path: "de.xliff"), project: project)
        #expect(first.files.isEmpty)
        let afterFirst = try app.snapshot()
        #expect(afterFirst.filter { $0.key != "l10n.lock" } == (try Self.project().snapshot()))
        #expect(try app.data("App/de.lproj/Localizable.strings") == Data(Self.germanTable.utf8))
        #expect(try app.data("App/de.lproj/InfoPlist.strings") == Data("/* Quick action */\nSearch = Suchen;\n".utf8))
        _ = try XLIFFImport.run(try XLIFFReader.parse(Data(xml.utf8), path: "de.xliff"), project: try await app.load())
        #expect(try app.snapshot() == afterFirst)
    }

    /// A catalog that repeats a key (a merge gone wrong): Foundation keeps
    /// the last copy, and so do export, import and every edit. Reading the
    /// first and editing the last made an unchanged import report "1 updated".
    @Test func anUnchangedImportIntoACatalogThatRepeatsAKeyChangesNothing() async throws {
        func unit(_ value: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : { "localizations" : { "de" : \(unit("Hallo")), "en" : \(unit("Hello")) } },
            "greeting" : { "localizations" : { "de" : \(unit("Servus")), "en" : \(unit("Hello")) } }
          },
          "version" : "1.0"
        }
        """
        let app = try TempProject(texts: ["App/Localizable.xcstrings": catalog])
        let project = try await app.load()
        let document = try XLIFFExport.document(for: project, locale: "de")
        #expect(document.files.flatMap(\.units).map(\.target) == ["Servus"])
        let report = try XLIFFImport.run(document, project: project)
        #expect(report.files.isEmpty, "\(report.files)")
        #expect(try app.text("App/Localizable.xcstrings") == catalog)
    }

    @Test func createsTheLocalesFolderAndTableInTheBasesEncoding() async throws {
        let app = try TempProject([
            "App/Info.plist": Data(Self.plist.utf8),
            "App/en.lproj/Localizable.strings": Self.baseTable.utf16LEWithBOM,
        ])
        let data = xliffDocument("<trans-unit id=\"greeting\"><source>Hello</source><target>Bonjour</target><note>Greeting</note></trans-unit>",
                         target: "fr", original: "App/en.lproj/Localizable.strings")
        let report = try XLIFFImport.run(try XLIFFReader.parse(data, path: "fr.xliff"), project: try await app.load())
        #expect(report.files.map(\.created) == [true])
        let written = try app.data("App/fr.lproj/Localizable.strings")
        #expect(TextDecoding.detectEncoding(written) == .utf16LEBOM)
        #expect(try app.text("App/fr.lproj/Localizable.strings") == "/* Greeting */\n\"greeting\" = \"Bonjour\";\n")
    }

    @Test func aUTF16TableStaysUTF16() async throws {
        let german = "/* Greeting */\n\"greeting\" = \"Hallo\";\n"
        let app = try TempProject([
            "App/Info.plist": Data(Self.plist.utf8),
            "App/en.lproj/Localizable.strings": Data(Self.baseTable.utf8),
            "App/de.lproj/Localizable.strings": german.utf16BE,
        ])
        let data = xliffDocument("<trans-unit id=\"greeting\"><source>Hello</source><target>Guten Tag</target></trans-unit>")
        _ = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: try await app.load())
        #expect(try app.data("App/de.lproj/Localizable.strings") == "/* Greeting */\n\"greeting\" = \"Guten Tag\";\n".utf16BE)
    }

    @Test func infoPlistOriginalGoesToInfoPlistStrings() async throws {
        let app = try Self.project()
        let data = xliffDocument("<trans-unit id=\"Call\"><source>Call</source><target>Anrufen</target></trans-unit>", original: "App/Info.plist")
        _ = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: try await app.load())
        #expect(try app.text("App/de.lproj/InfoPlist.strings") == "/* Quick action */\nSearch = Suchen;\n\n\"Call\" = \"Anrufen\";\n")
    }

    /// Exports before 5cf65ff named quick action titles in a folder no
    /// Info.plist reads (a resource bundle's, a folder with other tables):
    /// importing such a file creates no InfoPlist.strings there; it is refused
    /// (or skipped when asked), while today's export of the same app imports.
    @Test func aPhantomInfoPlistTableFromAnOldExportIsNotCreated() async throws {
        let app = try TempProject(texts: [
            "App/Info.plist": Self.plist,
            "App/en.lproj/Localizable.strings": Self.baseTable,
            "App/Settings.bundle/en.lproj/Root.strings": "\"Title\" = \"Title\";\n",
            "Widgets/en.lproj/Localizable.strings": "\"w\" = \"W\";\n",
        ])
        let project = try await app.load()
        let current = try XLIFFExport.document(for: project, locale: "de")
        #expect(current.files.map(\.original).filter { $0.hasSuffix("InfoPlist.strings") } == ["App/en.lproj/InfoPlist.strings"])
        let before = try app.snapshot()
        for phantom in ["App/Settings.bundle/en.lproj/InfoPlist.strings", "Widgets/en.lproj/InfoPlist.strings"] {
            let document = try XLIFFReader.parse(xliffDocument("<trans-unit id=\"Search\"><source>Search</source><target>Suchen</target></trans-unit>",
                                                              original: phantom), path: "old.xliff")
            let error = inputError { () throws(InputError) in try XLIFFImport.run(document, project: project) }
            #expect(error?.message.contains("no Info.plist reads an InfoPlist.strings") == true, "\(String(describing: error))")
            let skipped = try XLIFFImport.run(document, project: project, skipUnknown: true)
            #expect(skipped.skipped.count == 1 && skipped.files.isEmpty)
            #expect(try app.snapshot() == before)
        }
        _ = try XLIFFImport.run(try XLIFFReader.parse(xliffDocument("<trans-unit id=\"Search\"><source>Search</source><target>Suchen</target></trans-unit>",
                                                                    original: "App/en.lproj/InfoPlist.strings"), path: "new.xliff"), project: project)
        #expect(try app.text("App/de.lproj/InfoPlist.strings").contains("Suchen"))
    }

    /// An Info.plist without quick actions still reads its folder's
    /// InfoPlist.strings: the first translation of a privacy string creates it.
    @Test func anInfoPlistWithoutQuickActionsGetsItsFirstInfoPlistTable() async throws {
        let app = try TempProject(texts: [
            "App/Info.plist": TempProject.infoPlist([], extraKeys: ["NSCameraUsageDescription": "For photos."]),
            "App/en.lproj/Localizable.strings": Self.baseTable,
            "App/de.lproj/Localizable.strings": Self.germanTable,
        ])
        let document = try XLIFFReader.parse(xliffDocument("<trans-unit id=\"NSCameraUsageDescription\"><source>For photos.</source><target>Für Fotos.</target></trans-unit>",
                                                          original: "App/en.lproj/InfoPlist.strings"), path: "de.xliff")
        _ = try XLIFFImport.run(document, project: try await app.load())
        #expect(try app.text("App/de.lproj/InfoPlist.strings") == "\"NSCameraUsageDescription\" = \"Für Fotos.\";\n")
    }

    @Test(arguments: ["../../etc/passwd", "/etc/passwd", "App/../../outside/en.lproj/Localizable.strings", "~/en.lproj/L.strings"])
    func refusesPathsOutOfTheProject(_ original: String) async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        let data = xliffDocument("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", original: original)
        // A good <file> first: nothing may be written when a later one is refused.
        let good = try XLIFFReader.parse(xliffDocument("<trans-unit id=\"greeting\"><source>Hello</source><target>Servus</target></trans-unit>"), path: "g")
        var document = try XLIFFReader.parse(data, path: "evil.xliff")
        document.files.insert(contentsOf: good.files, at: 0)
        let project = try await app.load()
        let error = inputError { () throws(InputError) in try XLIFFImport.run(document, project: project) }
        #expect(error?.location?.file == "evil.xliff")
        #expect(error?.location?.line == 3)
        #expect(try app.snapshot() == before)
    }

    @Test func refusesASymbolicLinkOutOfTheProject() async throws {
        let app = try Self.project()
        let outside = try TempProject(texts: ["x": ""])
        try FileManager.default.createSymbolicLink(atPath: app.path("App/fr.lproj"), withDestinationPath: outside.root)
        let data = xliffDocument("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", target: "fr")
        let project = try await app.load()
        let document = try XLIFFReader.parse(data, path: "fr.xliff")
        #expect(throws: InputError.self) { try XLIFFImport.run(document, project: project) }
        #expect(!outside.exists("Localizable.strings"))
    }

    @Test func refusesBadLocaleNamesAndMissingTargetLanguage() async throws {
        let app = try Self.project()
        let project = try await app.load()
        for target in ["../x", "de/../../y", ""] {
            let document = try XLIFFReader.parse(xliffDocument("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", target: target), path: "t.xliff")
            #expect(throws: InputError.self) { try XLIFFImport.run(document, project: project) }
        }
        #expect(!app.exists("App/x.lproj") && !app.exists("y.lproj"))
    }

    @Test func skipsStoryboardsAndPluralEntriesItCannotCompleteOnlyWhenAsked() async throws {
        let app = try Self.project()
        let document = XLIFFDocument(files: [
            // A format that names %#@n@, with no forms of n anywhere: Foundation could not use the entry.
            XLIFFFile(original: "App/en.lproj/Localizable.stringsdict", sourceLanguage: "en", targetLanguage: "de", units: [XLIFFUnit(id: "/k:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@n@", target: "%#@n@")]),
            XLIFFFile(original: "App/Base.lproj/Main.storyboard", sourceLanguage: "en", targetLanguage: "de", units: [XLIFFUnit(id: "abc.text", source: "A", target: "B")]),
        ])
        let before = try app.snapshot()
        // By default a translation that cannot be placed stops the import, at its place.
        let project = try await app.load()
        let error = #expect(throws: InputError.self) { try XLIFFImport.run(document, project: project) }
        #expect(error?.message.contains("2 translations cannot be imported") == true, "\(String(describing: error))")
        #expect(error?.message.contains("--skip-unknown") == true)
        #expect(try app.snapshot() == before)
        let report = try XLIFFImport.run(document, project: project, skipUnknown: true)
        #expect(report.skipped.count == 2)
        #expect(report.skipped.map(\.translations) == [1, 1])
        #expect(report.skipped.first?.reason.contains("%#@n@") == true)
        #expect(report.skipped.last?.reason.contains("Main.storyboard") == true)
        #expect(try app.snapshot() == before)
        // A <file> with nothing translated loses nothing: a note, no error.
        let empty = XLIFFDocument(files: [
            XLIFFFile(original: "App/Base.lproj/Main.storyboard", sourceLanguage: "en", targetLanguage: "de", units: [XLIFFUnit(id: "abc.text", source: "A", target: nil)]),
        ])
        #expect(try XLIFFImport.run(empty, project: project).skipped.map(\.translations) == [0])
    }
}
