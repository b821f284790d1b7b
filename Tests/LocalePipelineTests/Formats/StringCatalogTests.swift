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

// Tests for String Catalogs: reading, the per-locale tables, the checks on a
// real catalog, and byte-identical writing. Fixtures live in Fixtures/xcstrings
// (see its README.md; written by make-fixtures.py in Xcode's format).

private typealias Location = LocalePipeline.SourceLocation

private func fixture(_ name: String) throws -> (data: Data, path: String) {
    try FixturePaths.fixture("xcstrings/" + name)
}

private func readFixture(_ name: String) throws -> StringCatalog {
    let (data, path) = try fixture(name)
    return try StringCatalogReader.read(data, path: path)
}

@Suite("StringCatalogReader")
struct StringCatalogReaderTests {
    @Test func catalogFacts() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.tableName == "Localizable")
        #expect(catalog.locales == ["en", "de", "fr", "ja", "ru"])
        // File order, which is Xcode's sorted order.
        #expect(catalog.entries.map(\.key) == ["", "%lld restaurants nearby", "book.table", "DishDash", "new.feature", "old.promo",
                                               "Open /settings", "share.device", "visits.summary", "welcome.escaped"])
    }

    @Test func keyMetadataAndPositions() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        let entries = Dictionary(catalog.entries.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        let book = try #require(entries["book.table"])
        #expect(book.comment == "Quick action: book a table")
        #expect(book.extractionState == "manual")
        #expect(book.shouldTranslate)
        #expect(book.location == Location(file: catalog.path, line: 108, column: 5))
        #expect(book.localizations["ja"]?.location == Location(file: catalog.path, line: 130, column: 9))
        #expect(book.localizations["ja"]?.state == "translated")

        // Translation platforms omit extractionState: not stale.
        let open = try #require(entries["Open /settings"])
        #expect(open.extractionState == nil)
        #expect(!open.isStale)
        #expect(open.localizations["en"] == nil)
        #expect(open.localizations["de"]?.content.stringUnit?.value == "/settings öffnen")

        #expect(entries["old.promo"]?.isStale == true)
        #expect(entries["DishDash"]?.shouldTranslate == false)
        #expect(entries[""]?.localizations.isEmpty == true)
        #expect(entries["welcome.escaped"]?.localizations["en"]?.content.stringUnit?.value == "Say \"hi\"\n\tthen go\\stay — “ok” 😀")
    }

    @Test func variationsAndSubstitutions() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        let entries = Dictionary(catalog.entries.map { ($0.key, $0) }, uniquingKeysWith: { $1 })
        let restaurants = try #require(entries["%lld restaurants nearby"])
        // A localization with only variations has no top-level unit, and is translated.
        let ru = try #require(restaurants.localizations["ru"])
        #expect(ru.content.stringUnit == nil)
        #expect(ru.state == nil)
        #expect(ru.content.plural.map(\.name) == ["few", "many", "one", "other"])
        #expect(ru.stringUnits.map(\.state) == ["translated", "translated", "needs_review", "translated"])
        #expect(ru.location == Location(file: catalog.path, line: 76, column: 9))

        let device = try #require(entries["share.device"]?.localizations["en"])
        #expect(device.content.device.map(\.name) == ["iphone", "mac", "other"])

        let visits = try #require(entries["visits.summary"]?.localizations["fr"])
        #expect(visits.content.stringUnit?.value == "%1$@ : %#@visits@")
        let substitution = try #require(visits.substitutions.first)
        #expect(substitution.name == "visits")
        #expect(substitution.argNum == 2)
        #expect(substitution.formatSpecifier == "lld")
        #expect(substitution.content.plural.map(\.name) == ["many", "one", "other"])
    }

    @Test func catalogTablesPerLocale() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        let tables = CatalogTables.tables(of: catalog)
        #expect(Set(tables.keys) == ["en", "de", "fr", "ja", "ru"])

        let en = try #require(tables["en"])
        // The source shows the key where it has no unit; "" and shouldTranslate:false and stale keys are left out.
        #expect(en.strings.lookup["Open /settings"]?.value == "Open /settings")
        #expect(en.strings.lookup["Open /settings"]?.location == Location(file: catalog.path, line: 199, column: 5))
        #expect(en.strings.lookup[""] == nil)
        #expect(en.strings.lookup["DishDash"] == nil)
        #expect(en.strings.lookup["old.promo"] == nil)
        // Device variations: the iPhone's text.
        #expect(en.strings.lookup["share.device"]?.value == "Tap to share")
        #expect(en.strings.lookup["book.table"]?.comment == "Quick action: book a table")

        // A plural on the whole string is one variable, `count`.
        let plural = try #require(en.plurals.lookup["%lld restaurants nearby"])
        #expect(plural.format == "%#@count@")
        #expect(plural.variables.map(\.name) == ["count"])
        #expect(plural.variables[0].forms == [.one: "%lld restaurant nearby", .other: "%lld restaurants nearby"])
        #expect(plural.variables[0].valueType == "lld")
        #expect(en.strings.lookup["%lld restaurants nearby"] == nil)

        // Substitutions are variables; %arg is written as the format specifier.
        let visits = try #require(tables["ru"]?.plurals.lookup["visits.summary"])
        #expect(visits.format == "%1$@: %#@visits@")
        #expect(visits.variables.first?.forms[.few] == "%lld визита")
        #expect(visits.variables.first?.valueType == "lld")
        #expect(visits.variables.first?.location(of: .few) == Location(file: catalog.path, line: 425, column: 19))

        // ja varies nothing: a plain string, and still a translation.
        #expect(tables["ja"]?.strings.lookup["%lld restaurants nearby"]?.value == "近くのレストラン%lld件")
        // de's only unit of new.feature is `new` with a value: a translation (issue 46), here a copy of the English.
        #expect(tables["de"]?.strings.lookup["new.feature"]?.value == "Try the new map")
        #expect(tables["fr"]?.strings.lookup["new.feature"]?.value == "Essayez la nouvelle carte")
    }

    @Test func checksOnTheCatalog() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        var locales: [String: LocaleTables] = [:]
        CatalogTables.merge(catalog, into: &locales)
        let root = LocalizationRoot(folder: "Fixtures/xcstrings", locales: locales, files: [], catalogs: [catalog])
        let project = Project(root: "Fixtures/xcstrings", baseLocale: "en", specs: [], roots: [root])
        let findings = Checks.run(on: project)
        let summary = findings.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \($0.line ?? 0):\($0.column ?? 0)" }
        #expect(summary == [
            "needs-review ru %lld restaurants nearby 76:9",
            // A `new` unit with a value ships: the English copy is untranslated (a note), not missing.
            "translation-marked-new de - 150:9",
            "untranslated de new.feature 150:9",
            "stale-translation - old.promo 182:5",
        ], "\(findings.map(\.message))")
    }

    @Test func minifiedCatalogFromATranslationPlatform() async throws {
        let catalog = try readFixture("Minified.xcstrings")
        #expect(catalog.entries.map(\.key) == ["zeta", "alpha"])
        #expect(catalog.entries.allSatisfy { $0.extractionState == nil && !$0.isStale })
        #expect(catalog.entries[1].location == Location(file: catalog.path, line: 1, column: 206))
        let tables = CatalogTables.tables(of: catalog)
        #expect(tables["de"]?.plurals.lookup["alpha"]?.variables.first?.forms == [.one: "ein Alpha", .other: "%lld Alphas"])
    }

    /// An Interface Builder catalog's units whose text is the one Interface
    /// Builder gives a new object ("Button"), or that the developer's note
    /// says not to translate, are placeholders code fills in: in no locale's
    /// table (Go Map!!'s storyboards).
    @Test func interfaceBuilderPlaceholdersAreNoLocalesToTranslate() throws {
        func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
        let text = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "a1-b2-c3.normalTitle" : { "comment" : "Class = \\"UIButton\\"; normalTitle = \\"Button\\"; ObjectID = \\"a1-b2-c3\\";", "localizations" : { "fr" : \(unit("Bouton")) } },
          "d4-e5-f6.text" : { "comment" : "Class = \\"UILabel\\"; text = \\"Size Label\\"; ObjectID = \\"d4-e5-f6\\"; Note = \\"Placeholder - do not translate\\";", "localizations" : { "fr" : \(unit("Taille")) } },
          "g7-h8-i9.normalTitle" : { "comment" : "Class = \\"UIButton\\"; normalTitle = \\"Upload\\"; ObjectID = \\"g7-h8-i9\\";", "localizations" : { "fr" : \(unit("Envoyer")) } },
          "j1-k2-l3.text" : { "comment" : "Class = \\"UILabel\\"; text = \\"Label\\"; ObjectID = \\"j1-k2-l3\\";", "localizations" : { } }
        } }
        """
        let interfaceBuilder = try StringCatalogReader.read(text: text, path: "App/mul.lproj/Main.xcstrings")
        #expect(interfaceBuilder.isInterfaceBuilder)
        #expect(CatalogTables.tables(of: interfaceBuilder)["fr"]?.strings.lookup.keys.sorted() == ["g7-h8-i9.normalTitle"])
        // In a code catalog "Button" is a text like any other; the note still says not to translate.
        let code = try StringCatalogReader.read(text: text, path: "App/Localizable.xcstrings")
        #expect(CatalogTables.tables(of: code)["fr"]?.strings.lookup.keys.sorted() == ["a1-b2-c3.normalTitle", "g7-h8-i9.normalTitle"])
    }

    @Test func trailingCommasAreReadAsFoundationReadsThem() async throws {
        let catalog = try readFixture("broken/trailing-comma-accepted.xcstrings")
        #expect(catalog.entries.map(\.comment) == ["x"])
        #expect(catalog.version == "1.0")
    }

    @Test func emptyCatalog() async throws {
        let catalog = try readFixture("Empty.xcstrings")
        #expect(catalog.entries.isEmpty)
        #expect(catalog.locales == ["en"])
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    @Test("Malformed catalog reports where", arguments: [
        Broken(name: "missing-comma.xcstrings", line: 6, column: 7, message: "invalid JSON: expected ',' or '}' after a member, found '\"'"),
        Broken(name: "unterminated-string.xcstrings", line: 4, column: 5, message: "invalid JSON: unterminated string: no closing \" before end of file"),
        Broken(name: "value-not-string.xcstrings", line: 9, column: 13, message: "\"value\" must be a string, found a number"),
        Broken(name: "no-source-language.xcstrings", line: 1, column: 1, message: "the catalog lacks \"sourceLanguage\""),
        Broken(name: "bad-escape.xcstrings", line: 4, column: 9, message: "invalid JSON: invalid escape '\\x' in a string"),
        Broken(name: "raw-newline.xcstrings", line: 5, column: 28, message: "invalid JSON: U+000A must be escaped inside a string"),
        Broken(name: "not-an-object.xcstrings", line: 1, column: 1, message: "a String Catalog must be a JSON object, found an array"),
        Broken(name: "empty.xcstrings", line: 1, column: 1, message: "invalid JSON: the file is empty: expected a JSON value"),
        Broken(name: "strings-not-object.xcstrings", line: 3, column: 3, message: "\"strings\" must be an object, found an array"),
    ])
    func broken(_ broken: Broken) throws {
        let (data, path) = try fixture("broken/" + broken.name)
        let error = expectInputError { try StringCatalogReader.read(data, path: path) }
        #expect(error?.location == Location(file: path, line: broken.line, column: broken.column))
        #expect(error?.message == broken.message)
    }
}

@Suite("StringCatalogWriter")
struct StringCatalogWriterTests {
    static let xcodeFormatted = ["Localizable.xcstrings", "Empty.xcstrings", "Escapes.xcstrings",
                                 "App/Resources/InfoPlist.xcstrings", "App/Resources/Localizable.xcstrings"]

    @Test("An unchanged catalog is rewritten byte for byte", arguments: xcodeFormatted)
    func byteIdentical(name: String) throws {
        let (data, path) = try fixture(name)
        let catalog = try StringCatalogReader.read(data, path: path)
        #expect(StringCatalogWriter.data(catalog) == data)
    }

    @Test func escapesAreKeptAsWritten() async throws {
        let catalog = try readFixture("Escapes.xcstrings")
        #expect(catalog.entries.first?.key == "https://example.com")
        #expect(catalog.entries.first?.localizations["de"]?.content.stringUnit?.value == "https://example.de été 😀")
        #expect(StringCatalogWriter.text(catalog.document).contains(#""https:\/\/example.com" : {"#))
    }

    @Test("Read, write, read gives the same catalog", arguments: xcodeFormatted + ["Minified.xcstrings"])
    func roundTrip(name: String) throws {
        let first = try readFixture(name)
        let written = StringCatalogWriter.data(first)
        let second = try StringCatalogReader.read(written, path: first.path)
        #expect(second.document.root == first.document.root)
        #expect(second.entries.map(\.key) == first.entries.map(\.key))
        #expect(CatalogTables.tables(of: second) == CatalogTables.tables(of: first) || name == "Minified.xcstrings")
        // Written once, the layout is Xcode's, so writing again changes nothing.
        #expect(StringCatalogWriter.data(second) == written)
    }

    @Test func minifiedIsRewrittenInXcodeLayoutKeepingOrder() async throws {
        let catalog = try readFixture("Minified.xcstrings")
        let text = StringCatalogWriter.text(catalog.document)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\",\n  \"strings\" : {\n    \"zeta\" : {\n"))
        #expect(text.hasSuffix("\n  }\n}\n"), "the final newline of the input is kept")
    }

    @Test func newStringsAreEscapedAsXcodeDoes() {
        #expect(StringCatalogWriter.escape("a/b \"q\" \\ \n\t\r\u{8}\u{C}\u{1B} é😀\u{7F}") == "a/b \\\"q\\\" \\\\ \\n\\t\\r\\b\\f\\u001b é😀\u{7F}")
        let document = JSONDocument(root: .object([
            JSONMember(key: "a", value: .object([])),
            JSONMember(key: "b", value: .array([])),
            JSONMember(key: "c", value: .array([.number("1"), .bool(false), .null])),
        ]))
        #expect(StringCatalogWriter.text(document) == "{\n  \"a\" : {\n\n  },\n  \"b\" : [\n\n  ],\n  \"c\" : [\n    1,\n    false,\n    null\n  ]\n}")
    }

    @Test func aChangeTouchesOnlyItsLines() async throws {
        let (data, path) = try fixture("Localizable.xcstrings")
        var catalog = try StringCatalogReader.read(data, path: path)
        let before = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")

        // Change an existing unit: one line differs (the state stays "translated").
        #expect(try catalog.setTranslation("Tisch buchen", key: "book.table", locale: "de"))
        var after = StringCatalogWriter.text(catalog.document).components(separatedBy: "\n")
        #expect(after.count == before.count)
        let changed = zip(before, after).filter { $0 != $1 }
        #expect(changed.map(\.1) == ["            \"value\" : \"Tisch buchen\""])
        #expect(catalog.entries.first { $0.key == "book.table" }?.localizations["de"]?.content.stringUnit?.value == "Tisch buchen")

        // Add a language: inserted in sorted place, nothing else moves.
        #expect(try catalog.setTranslation("Reservar mesa", state: CatalogState.needsReview, key: "book.table", locale: "es"))
        after = StringCatalogWriter.text(catalog.document).components(separatedBy: "\n")
        #expect(after.count == before.count + 6)
        let inserted = try #require(after.firstIndex(of: "        \"es\" : {"))
        #expect(after[inserted - 1] == "        },")
        #expect(after[inserted - 3].contains("\"value\" : \"Book a Table\""))
        #expect(Array(after[inserted...(inserted + 6)]) == [
            "        \"es\" : {",
            "          \"stringUnit\" : {",
            "            \"state\" : \"needs_review\",",
            "            \"value\" : \"Reservar mesa\"",
            "          }",
            "        },",
            "        \"fr\" : {",
        ])
        #expect(catalog.locales.contains("es"))

        // An unknown key changes nothing.
        let document = catalog.document
        #expect(try catalog.setTranslation("x", key: "no.such.key", locale: "de") == false)
        #expect(catalog.document == document)
    }

    @Test func encodingIsKept() async throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"é\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"
        let utf16 = Array(text.utf16)
        let variants: [[UInt8]] = [
            [0xEF, 0xBB, 0xBF] + Array(text.utf8),
            [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        ]
        for bytes in variants {
            let data = Data(bytes)
            let catalog = try StringCatalogReader.read(data, path: "enc.xcstrings")
            #expect(catalog.entries.first?.key == "é")
            #expect(StringCatalogWriter.data(catalog) == data)
        }
    }

    @Test func writesAtomicallyToAPath() async throws {
        let catalog = try readFixture("Localizable.xcstrings")
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-writer-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: target) }
        try StringCatalogWriter.write(catalog, to: target.path)
        #expect(try Data(contentsOf: target) == (try fixture("Localizable.xcstrings").data))
        let error = expectInputError { try StringCatalogWriter.write(catalog, to: "/nonexistent-folder/x.xcstrings") }
        #expect(error?.location?.file == "/nonexistent-folder/x.xcstrings")
    }
}

@Suite("Localization folders with catalogs and .stringsdict")
struct CatalogFolderTests {
    @Test func discoveryAndMerging() async throws {
        let app = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/xcstrings/App").path
        let found = try ProjectDiscovery.scan(app)
        #expect(found.localeFolders == [app + "/Resources"])
        #expect(found.specs == [app + "/Info.plist"])

        let root = try LocalizationRootReader.read(folder: app + "/Resources", baseLocale: "en")
        #expect(root.catalogs.map(\.tableName) == ["InfoPlist", "Localizable"])
        #expect(Set(root.locales.keys) == ["en", "de", "ja"])
        // lproj plural tables and catalog tables side by side.
        #expect(root.locales["de"]?.plurals["Plurals"]?.lookup["%d stars"]?.variables.first?.forms == [.other: "%d Sterne"])
        #expect(root.locales["de"]?.tables["InfoPlist"]?.lookup["Book a Table"]?.value == "Tisch reservieren")
        #expect(root.locales["en"]?.tables["InfoPlist"]?.lookup["CFBundleDisplayName"] == nil)
        #expect(root.files.isEmpty, "no .strings files in this app")
    }

    @Test func checksOnTheApp() async throws {
        let app = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/xcstrings/App").path
        let project = try await ProjectLoader.load(path: app)
        let findings = Checks.run(on: project)
        #expect(Set(findings.map(\.code)) == ["plural-category-missing", "needs-review", "stale-translation"], "\(findings.map(\.message))")
        #expect(findings.count == 3)
        let missing = try #require(findings.first { $0.code == "plural-category-missing" })
        #expect(missing.locale == "de")
        #expect(missing.file?.hasSuffix("de.lproj/Plurals.stringsdict") == true)
        #expect(missing.line == 9)
    }

    @Test func catalogFolderWithMixedLprojStringsdictMerges() async throws {
        // Base.lproj's .stringsdict belongs to the development language; en's own file wins.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-mixed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fm = FileManager.default
        for locale in ["Base", "en", "de"] {
            try fm.createDirectory(at: folder.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
        }
        let base = ExampleProject.stringsdict(key: "a", forms: [.one: "base one", .other: "base other"])
        let en = ExampleProject.stringsdict(key: "a", forms: [.one: "en one", .other: "en other"])
        let onlyBase = ExampleProject.stringsdict(key: "b", forms: [.other: "b"])
        try Data(base.utf8).write(to: folder.appendingPathComponent("Base.lproj/Localizable.stringsdict"))
        try Data(onlyBase.utf8).write(to: folder.appendingPathComponent("Base.lproj/Extra.stringsdict"))
        try Data(en.utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.stringsdict"))
        try Data(en.utf8).write(to: folder.appendingPathComponent("de.lproj/localizable.stringsdict"))
        let root = try LocalizationRootReader.read(folder: folder.path, baseLocale: "en")
        #expect(root.locales["en"]?.plurals["Localizable"]?.lookup["a"]?.variables.first?.forms[.one] == "en one")
        #expect(root.locales["en"]?.plurals["Extra"]?.lookup["b"] != nil)
        // Case handling as for .strings: a device never finds it; flagged.
        #expect(root.locales["de"]?.plurals["Localizable"] == nil)
        #expect(root.locales["de"]?.misnamed.map(\.expectedName) == ["Localizable.stringsdict"])
    }
}

/// Each language names a catalog's substitutions as it likes: they pair by
/// argument (argNum, else order in the format), never by name.
struct CatalogSubstitutionTests {
    static func substitution(_ name: String, argNum: Int?, one: String, other: String) -> String {
        let arg = argNum.map { "\"argNum\" : \($0), " } ?? ""
        return """
        "\(name)" : { \(arg)"formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "\(one)" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "\(other)" } } } } }
        """
    }

    static func localization(_ value: String, _ substitutions: [String]) -> String {
        "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" }, \"substitutions\" : { \(substitutions.joined(separator: ", ")) } }"
    }

    @Test func renamedAndReorderedSubstitutionsAreTheSameArguments() throws {
        let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "n posts from n people %lld %lld" : { "localizations" : {
            "en" : \(Self.localization("%#@arg1@ from %#@arg2@", [Self.substitution("arg1", argNum: 1, one: "%arg post", other: "%arg posts"), Self.substitution("arg2", argNum: 2, one: "%arg person", other: "%arg people")])),
            "de" : \(Self.localization("%#@count_posts@ von %#@count_people@", [Self.substitution("count_posts", argNum: nil, one: "%arg Beitrag", other: "%arg Beiträge"), Self.substitution("count_people", argNum: nil, one: "%arg Person", other: "%arg Personen")])),
            "eu" : \(Self.localization("%#@count_people@ pertsonaren %#@count_posts@", [Self.substitution("count_posts", argNum: 1, one: "%arg argitalpen", other: "%arg argitalpen"), Self.substitution("count_people", argNum: 2, one: "%arg pertsona", other: "%arg pertsona")]))
          } } } }
        """
        let project = try ExampleProject(catalogs: [TableName.localizable: catalog]).makeProject()
        let findings = Checks.run(on: project).filter { $0.code == PlaceholderMismatch.code }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        // A translation that drops an argument is still found.
        let broken = catalog.replacingOccurrences(of: "%#@count_posts@ von %#@count_people@", with: "%#@count_posts@")
        let brokenFindings = Checks.run(on: try ExampleProject(catalogs: [TableName.localizable: broken]).makeProject())
            .filter { $0.code == PlaceholderMismatch.code }
        #expect(brokenFindings.map { $0.locale } == ["de"], "\(brokenFindings.map(\.message))")
    }
}
