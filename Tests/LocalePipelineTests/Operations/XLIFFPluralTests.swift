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

// MARK: - Plurals

@Suite("XLIFF plurals (Xcode's stringsdict scheme)")
struct XLIFFPluralTests {
    static let location = SourceLocation(file: "en.lproj/Localizable.stringsdict", line: 5, column: 3)

    static let base = PluralEntry(key: "%d files", format: "%#@files@", variables: [
        PluralVariable(name: "files", valueType: "d", forms: [.one: "%d file", .other: "%d files"], location: location),
    ], comment: "File count", location: location)

    @Test func idsFollowXcode() {
        let units = XLIFFPlurals.units(base: Self.base, target: nil, targetLanguage: "en")
        #expect(units.map(\.id) == [
            "/%d files:dict/NSStringLocalizedFormatKey:dict/:string",
            "/%d files:dict/files:dict/one:dict/:string",
            "/%d files:dict/files:dict/other:dict/:string",
        ])
        #expect(units.map(\.source) == ["%#@files@", "%d file", "%d files"])
        #expect(units.allSatisfy { $0.note == "File count" && $0.target == nil })
    }

    @Test func addsTheCategoriesTheTargetLanguageNeeds() {
        let target = PluralEntry(key: "%d files", format: "%#@files@", variables: [
            PluralVariable(name: "files", forms: [.one: "%d файл", .few: "%d файла", .other: "%d файла"], location: Self.location),
        ], location: Self.location)
        let units = XLIFFPlurals.units(base: Self.base, target: target, targetLanguage: "ru")
        let ids: [String] = units.map(\.id)
        let expectedIDs: [String] = [
            XLIFFPlurals.formatID("%d files"),
            XLIFFPlurals.formID("%d files", variable: "files", category: .one),
            XLIFFPlurals.formID("%d files", variable: "files", category: .few),
            XLIFFPlurals.formID("%d files", variable: "files", category: .many),
            XLIFFPlurals.formID("%d files", variable: "files", category: .other),
        ]
        #expect(ids == expectedIDs)
        let targets: [String?] = units.map(\.target)
        let expectedTargets: [String?] = ["%#@files@", "%d файл", "%d файла", nil, "%d файла"]
        #expect(targets == expectedTargets)
        // A category English lacks gets the English "other" as its source.
        #expect(units[3].source == "%d files")
    }

    @Test func aFileNamesTheStringsdictAndRoundTrips() async throws {
        let file = XLIFFPlurals.file(base: PluralFile(path: "/p/App/en.lproj/Localizable.stringsdict", entries: [Self.base]), target: nil,
                                     original: "App/en.lproj/Localizable.stringsdict", sourceLanguage: "en", targetLanguage: "de")
        #expect(file.original == "App/en.lproj/Localizable.stringsdict")
        let xml = try XLIFFWriter.render(XLIFFDocument(files: [file]))
        #expect(try XLIFFReader.parse(Data(xml.utf8), path: "t").files[0].units.map(\.id) == file.units.map(\.id))
    }

    @Test func parsesIDsBack() {
        #expect(XLIFFPlurals.parse(id: "/%d files:dict/NSStringLocalizedFormatKey:dict/:string")! == ("%d files", nil, nil))
        #expect(XLIFFPlurals.parse(id: "/a:b/c:dict/files:dict/few:dict/:string")! == ("a:b/c", "files", .few))
        #expect(XLIFFPlurals.parse(id: "plain key") == nil)
    }
}
