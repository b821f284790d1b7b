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

// MARK: - Import of plural tables

@Suite("XLIFF import of plural tables (.stringsdict)")
struct XLIFFPluralImportTests {
    static let original = "App/en.lproj/Localizable.stringsdict"

    /// A plural entry as Xcode writes it, one tab per level.
    static func entry(_ key: String, variable: String, valueType: String, _ forms: [(String, String)]) -> String {
        var out = "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@\(variable)@</string>\n"
        out += "\t\t<key>\(variable)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
        out += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(valueType)</string>\n"
        for (category, form) in forms { out += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(form)</string>\n" }
        return out + "\t\t</dict>\n\t</dict>\n"
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)</dict>
        </plist>

        """
    }

    static let english = plist(entry("%d files", variable: "files", valueType: "d", [("one", "%d file"), ("other", "%d files")])
                               + entry("%lu photos", variable: "photos", valueType: "lu", [("one", "%lu photo"), ("other", "%lu photos")]))
    static let russian = plist("\t<!-- Translated by Olga -->\n"
                               + entry("%d files", variable: "files", valueType: "d", [("one", "%d файл"), ("other", "%d файла")])
                               + entry("old", variable: "n", valueType: "d", [("other", "старое")]))

    static func project(russian: Data? = Data(russian.utf8)) throws -> TempProject {
        var files: [String: Data] = [
            "App/Info.plist": Data(TempProject.infoPlist([("Search", nil)]).utf8),
            "App/en.lproj/Localizable.strings": Data("\"greeting\" = \"Hello\";\n".utf8),
            "App/en.lproj/Localizable.stringsdict": Data(english.utf8),
        ]
        if let russian { files["App/ru.lproj/Localizable.stringsdict"] = russian }
        return try TempProject(files)
    }

    /// The project's XLIFF for `locale`, with some targets set, written and read back as a translator's tool would.
    static func xliff(_ project: Project, locale: String, targets: [String: String] = [:]) throws -> XLIFFDocument {
        var document = try XLIFFExport.document(for: project, locale: locale)
        for file in document.files.indices {
            for unit in document.files[file].units.indices {
                if let target = targets[document.files[file].units[unit].id] { document.files[file].units[unit].target = target }
            }
        }
        return try XLIFFReader.parse(Data(try XLIFFWriter.render(document).utf8), path: "\(locale).xliff")
    }

    static func form(_ key: String, _ variable: String, _ category: PluralCategory) -> String {
        XLIFFPlurals.formID(key, variable: variable, category: category)
    }

    @Test func groupsUnitsByKeyAndLeavesPlaceholdersOut() {
        let grouped = XLIFFPlurals.group([
            XLIFFUnit(id: XLIFFPlurals.formatID("a"), source: "%#@n@", target: "%#@n@"),
            XLIFFUnit(id: Self.form("a", "n", .one), source: "%d a", target: "%d à"),
            XLIFFUnit(id: Self.form("a", "n", .few), source: "%d as", target: ""),
            XLIFFUnit(id: Self.form("a", "n", .other), source: "%d as"),
            XLIFFUnit(id: Self.form("b", "m", .other), source: "%d bs", target: ""),
            XLIFFUnit(id: "/a:dict/n:dict/NSStringFormatValueTypeKey:dict/:string", source: "d", target: "d"),
            XLIFFUnit(id: Self.form("a", "n", .one), source: "%d a", target: "%d á"),
        ])
        #expect(grouped.keys == ["a", "b"])
        #expect(grouped.unrecognized.map(\.id) == ["/a:dict/n:dict/NSStringFormatValueTypeKey:dict/:string"])
        #expect(grouped.translations.map(\.key) == ["a"], "b has only an untranslated placeholder")
        let a = grouped.translations.first
        #expect(a?.format == "%#@n@")
        #expect(a?.variables.map(\.name) == ["n"])
        #expect(a?.variables.first?.forms == [.one: "%d á"], "the empty few target is a placeholder; the last one target wins")
        #expect(a?.units.count == 2)
    }

    @Test func exportThenImportRussianAddsFewAndManyInPlace() async throws {
        let app = try Self.project()
        let document = try Self.xliff(try await app.load(), locale: "ru", targets: [
            Self.form("%d files", "files", .one): "%d файлик",
            Self.form("%d files", "files", .few): "%d файла",
            Self.form("%d files", "files", .many): "%d файлов",
        ])
        let plural = try #require(document.files.first { $0.original == Self.original })
        #expect(plural.units.map(\.id).contains(Self.form("%d files", "files", .many)), "ru needs many, which English lacks")

        let report = try XLIFFImport.run(document, project: try await app.load())
        let written = try app.data("App/ru.lproj/Localizable.stringsdict")
        #expect(String(decoding: written, as: UTF8.self) == Self.plist("\t<!-- Translated by Olga -->\n"
            + Self.entry("%d files", variable: "files", valueType: "d", [("one", "%d файлик"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])
            + Self.entry("old", variable: "n", valueType: "d", [("other", "старое")])))
        let foundation = PlistValue(any: try PropertyListSerialization.propertyList(from: written, options: [], format: nil))
        #expect(foundation == PseudoExport.stringsdict(try StringsDictReader.read(written, path: "ru")))
        guard case .dictionary(let top) = foundation, case .dictionary(let files)? = top["%d files"], case .dictionary(let forms)? = files["files"] else {
            Issue.record("unexpected plist \(foundation)")
            return
        }
        #expect(forms["few"] == .string("%d файла") && forms["many"] == .string("%d файлов") && forms["one"] == .string("%d файлик"))

        let path = app.path("App/ru.lproj/Localizable.stringsdict")
        #expect(report.files.map(\.path) == [path])
        #expect(report.files.first?.created == false)
        #expect(report.files.first?.edits.map(\.kind) == [.replaced, .added, .added])
        #expect(report.files.first?.edits.map(\.part) == ["files.one", "files.few", "files.many"])
        #expect(report.files.first?.edits.first?.line == 16)
        // format, one, few, many, other of "%d files"; nothing of the untranslated "%lu photos".
        #expect(report.translations == 5)
        #expect(report.diagnostics.map(\.key) == ["old"])
        #expect(report.diagnostics.first?.code == "obsolete-translation")
        #expect(report.diagnostics.first?.line == 22)

        let lock = try await app.load().lock
        #expect(lock.fingerprint(locale: "ru", table: "App/Localizable", key: Self.form("%d files", "files", .many)) == TranslationLock.fingerprint("%d files"))
        #expect(lock.fingerprint(locale: "ru", table: "App/Localizable", key: XLIFFPlurals.formatID("%d files")) == TranslationLock.fingerprint("%#@files@"))
    }

    @Test func importingAnUnchangedExportLeavesEveryFileByteIdentical() async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        let document = try Self.xliff(try await app.load(), locale: "ru")
        let report = try XLIFFImport.run(document, project: try await app.load())
        #expect(report.files.isEmpty)
        #expect(report.translations == 3)
        let after = try app.snapshot()
        #expect(after.filter { $0.key != "l10n.lock" } == before)
        _ = try XLIFFImport.run(document, project: try await app.load())
        #expect(try app.snapshot() == after)
    }

    @Test func aNewLocaleGetsAStringsdictShapedLikeTheDevelopmentOne() async throws {
        let app = try Self.project(russian: nil)
        let document = try Self.xliff(try await app.load(), locale: "pl", targets: [
            Self.form("%lu photos", "photos", .one): "%lu zdjęcie",
            Self.form("%lu photos", "photos", .few): "%lu zdjęcia & <więcej>",
            Self.form("%lu photos", "photos", .many): "%lu zdjęć",
            Self.form("%lu photos", "photos", .other): "%lu zdjęcia",
        ])
        let report = try XLIFFImport.run(document, project: try await app.load())
        #expect(report.files.map(\.created) == [true])
        #expect(report.files.first?.edits.map(\.part) == ["format", "photos.one", "photos.few", "photos.many", "photos.other"])
        // Only the translated entry; the format and value type come from English.
        #expect(try app.text("App/pl.lproj/Localizable.stringsdict") == Self.plist(Self.entry("%lu photos", variable: "photos", valueType: "lu", [
            ("one", "%lu zdjęcie"), ("few", "%lu zdjęcia &amp; &lt;więcej&gt;"), ("many", "%lu zdjęć"), ("other", "%lu zdjęcia"),
        ])))
        let project = try await app.load()
        #expect(project.roots.first?.locales["pl"]?.plurals["Localizable"]?.lookup["%lu photos"]?.variables.first?.forms[.few] == "%lu zdjęcia & <więcej>")
        #expect(!app.exists("App/pl.lproj/Localizable.strings"), "no .strings table is made for a plural import")
    }

    @Test func aDryRunPlansButWritesNothing() async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        let document = try Self.xliff(try await app.load(), locale: "ru", targets: [Self.form("%d files", "files", .few): "%d файла"])
        let report = try XLIFFImport.run(document, project: try await app.load(), write: false)
        #expect(report.files.first?.edits.map(\.part) == ["files.few"])
        #expect(report.lockChanged)
        #expect(try app.snapshot() == before)
    }

    @Test func nothingIsWrittenWhenALaterFileIsRefused() async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        var document = try Self.xliff(try await app.load(), locale: "ru", targets: [Self.form("%d files", "files", .few): "%d файла"])
        document.files.append(XLIFFFile(original: "../../etc/passwd", sourceLanguage: "en", targetLanguage: "ru",
                                        units: [XLIFFUnit(id: "k", source: "S", target: "T")], location: SourceLocation(file: "ru.xliff", line: 40)))
        let project = try await app.load()
        #expect(throws: InputError.self) { try XLIFFImport.run(document, project: project) }
        #expect(try app.snapshot() == before)
    }

    @Test func aBinaryStringsdictIsReadButRefusedWhenItWouldChange() async throws {
        let binary = try PlistOutput.data(PseudoExport.stringsdict(try StringsDictReader.read(text: Self.russian, path: "ru")), format: .binary)
        let app = try Self.project(russian: binary)
        let before = try app.snapshot()
        let project = try await app.load()
        // Nothing to change: fine, and the file is left alone.
        _ = try XLIFFImport.run(try Self.xliff(project, locale: "ru"), project: project)
        #expect(try app.data("App/ru.lproj/Localizable.stringsdict") == binary)

        let document = try Self.xliff(project, locale: "ru", targets: [Self.form("%d files", "files", .few): "%d файла"])
        let reloaded = try await app.load()
        let error = inputError { () throws(InputError) in try XLIFFImport.run(document, project: reloaded) }
        #expect(error?.location?.file == app.path("App/ru.lproj/Localizable.stringsdict"))
        #expect(error?.message.contains("binary") == true)
        #expect(try app.snapshot().filter { $0.key != "l10n.lock" } == before)
    }

    @Test func aTargetXMLCannotHoldIsRefusedAtItsTransUnit() async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        let document = try Self.xliff(try await app.load(), locale: "ru", targets: [Self.form("%d files", "files", .few): "bell \u{7}"])
        let project = try await app.load()
        let error = inputError { () throws(InputError) in try XLIFFImport.run(document, project: project) }
        #expect(error?.location?.file == "ru.xliff")
        #expect(error?.location?.line != nil)
        #expect(error?.message.contains("U+0007") == true)
        #expect(try app.snapshot() == before)
    }
}
