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

/// `update` and `xliff import` edit the tables loading parsed (no second
/// parse of a big table) when the file still holds the bytes they came from.
/// The tests tell reuse apart by a table doctored after loading, its hash
/// kept: only an editor that reused it sees the doctoring.
@Suite("loaded tables")
struct LoadedTablesTests {
    /// `project`'s table at `path` (relative to the app), changed by `change`, its source hash kept.
    static func doctor(_ project: inout Project, _ path: String, _ change: ([StringsEntry]) -> [StringsEntry]) {
        for r in project.roots.indices {
            for (locale, tables) in project.roots[r].locales {
                for (name, file) in tables.tables where file.path.hasSuffix(path) {
                    var doctored = StringsFile(path: file.path, encoding: file.encoding, format: file.format, entries: change(file.entries))
                    doctored.sourceHash = file.sourceHash
                    project.roots[r].locales[locale]?.tables[name] = doctored
                    return
                }
            }
        }
        Issue.record("no table \(path)")
    }

    @Test func findsTablesByAnySpellingOfTheirPathButNotMergedOnes() async throws {
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"c":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"C"}}}}}}"#
        let app = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
            "App/fr.lproj/Localizable.strings": "\"a\" = \"À\";\n",
            "App/Localizable.xcstrings": catalog,
        ])
        let project = try await app.load()
        let loaded = LoadedTables(project)
        let german = app.path("App/de.lproj/Localizable.strings")
        #expect(loaded.stringsFile(at: german)?.entries.map(\.value) == ["Ä"])
        let spelled = app.path("App/en.lproj/../de.lproj/./Localizable.strings")
        #expect(loaded.stringsFile(at: spelled)?.entries.map(\.value) == ["Ä"])
        #expect(loaded.catalog(at: app.path("App/./Localizable.xcstrings")) != nil)
        // French's table was merged with the catalog's: it holds more than its file.
        #expect(loaded.stringsFile(at: app.path("App/fr.lproj/Localizable.strings")) == nil)
        #expect(loaded.stringsFile(at: app.path("App/it.lproj/Localizable.strings")) == nil)
    }

    @Test func updateEditsTheLoadedTable() async throws {
        let app = try TableUpdateTests.app()
        var project = try await app.load()
        // Loading's French table lacks "Call": the fill adds it, where an
        // editor that parsed the file again would replace "Appeler".
        Self.doctor(&project, "fr.lproj/InfoPlist.strings") { $0.filter { $0.key != "Call" } }
        _ = try TableUpdate.run(project, options: UpdateOptions(fillUntranslated: true))
        let french = try app.text("App/fr.lproj/InfoPlist.strings")
        #expect(french.contains("Call = Appeler;"))
        #expect(french.contains("\"Call\" = \"Call\";"))
    }

    /// A catalog in Xcode's layout whose `b` has `comment`.
    static func catalog(comment: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "A"
                  }
                }
              }
            },
            "b" : {
              "comment" : "\(comment)"
            }
          },
          "version" : "1.0"
        }
        """
    }

    @Test func importEditsTheLoadedCatalogsText() async throws {
        let app = try TempProject(texts: ["App/Localizable.xcstrings": Self.catalog(comment: "as written")])
        var project = try await app.load()
        // The loaded catalog's text doctored, its hash kept: the editor splices
        // into the text it was given only if it reused the loaded catalog.
        let path = try #require(project.roots.first?.catalogs.first?.path)
        var doctored = try StringCatalogReader.read(text: Self.catalog(comment: "doctored"), path: path)
        doctored.sourceHash = project.roots[0].catalogs[0].sourceHash
        project.roots[0].catalogs[0] = doctored
        let data = xliffDocument(#"<trans-unit id="a"><source>A</source><target>Ä</target></trans-unit>"#, original: "App/Localizable.xcstrings")
        let report = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: project)
        #expect(report.files.count == 1)
        let written = try app.text("App/Localizable.xcstrings")
        #expect(written.contains("\"value\" : \"Ä\""))
        #expect(written.contains("\"comment\" : \"doctored\""))
    }

    @Test func importEditsTheLoadedTable() async throws {
        let app = try XLIFFImportTests.project()
        var project = try await app.load()
        // A key only the loaded table has: the import's obsolete list, made
        // from its editor's entries, names it only if that editor reused it.
        Self.doctor(&project, "de.lproj/Localizable.strings") {
            $0 + [StringsEntry(key: "ghost", value: "Geist", location: SourceLocation(file: "x", line: 9))]
        }
        let data = xliffDocument(#"<trans-unit id="greeting"><source>Hello</source><target>Hallo!</target></trans-unit>"#)
        let report = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: project)
        #expect(Set(report.diagnostics.compactMap(\.key)) == ["old", "ghost"])
        #expect(try app.text("App/de.lproj/Localizable.strings").contains("Hallo!"))
    }
}
