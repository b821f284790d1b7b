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

/// `migrate --to catalog`: the catalog Xcode's migration would write, its
/// proof, and the cases it refuses.
struct CatalogMigrationTests {
    static func stringsdict(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    static func plural(_ key: String, format: String, variables: [(name: String, type: String?, forms: [(String, String)])]) -> String {
        var text = "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
        for variable in variables {
            text += "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
            if let type = variable.type { text += "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>\n" }
            for (category, form) in variable.forms { text += "<key>\(category)</key><string>\(form)</string>\n" }
            text += "</dict>\n"
        }
        return text + "</dict>\n"
    }

    /// en (with a Base.lproj InfoPlist), de and ru; plurals of every shape.
    static func app() throws -> TempProject {
        try TempProject(texts: [
            "App/en.lproj/Localizable.strings": """
            /* Greeting on the home screen */
            "hello" = "Hello";
            /* Quoted "text" and a line\\nbreak */
            "quote" = "Say \\"hi\\"\\n";
            "files.count" = "%d files";
            """,
            "App/de.lproj/Localizable.strings": """
            /* Begrüßung (an older comment) */
            "hello" = "Hallo";
            "quote" = "Sag \\"hallo\\"\\n";
            /* Only German has this one */
            "legacy" = "Alt";
            """,
            "App/en.lproj/Localizable.stringsdict": stringsdict(
                plural("files.count", format: "%#@files@", variables: [("files", "d", [("one", "%d file"), ("other", "%d files")])])
                    + plural("delete", format: "Delete %#@items@?", variables: [("items", "ld", [("one", "%ld item"), ("other", "%ld items")])])
                    + plural("both", format: "%#@files@ in %#@folders@", variables: [
                        ("files", "d", [("one", "%d file"), ("other", "%d files")]),
                        ("folders", "d", [("one", "one folder"), ("other", "%d folders")]),
                    ])
                    + plural("nested", format: "%1$#@passwords@", variables: [
                        ("passwords", "d", [("one", "Your password for %2$#@accounts@"), ("other", "%1$d passwords for %2$#@accounts@")]),
                        ("accounts", "d", [("one", "one account"), ("other", "%2$d accounts")]),
                    ])),
            "App/ru.lproj/Localizable.stringsdict": stringsdict(
                plural("files.count", format: "%#@files@", variables: [("files", "d", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])])),
            "App/Base.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Demo DE\";\n\"NSCameraUsageDescription\" = \"Kamera\";\n",
        ])
    }

    static func sources(_ project: TempProject, folder: String = "App") throws -> [MigrationSource] {
        try MigrationSource.tables(in: project.path(folder), policy: PathPolicy(root: project.root))
    }

    static func migrate(_ project: TempProject, table: String) throws -> CatalogMigration.Result {
        let source = try #require(try sources(project).first { $0.name == table })
        return CatalogMigration.migrate(source, sourceLanguage: "en")
    }

    static func localization(_ catalog: StringCatalog, _ key: String, _ locale: String) -> CatalogLocalization? {
        catalog.entries.first { $0.key == key }?.localizations[locale]
    }

    @Test func convertsEveryShapeAsXcodeWritesIt() throws {
        let project = try Self.app()
        let result = try Self.migrate(project, table: "Localizable")
        #expect(result.losses.isEmpty, "\(result.losses)")
        let data = try #require(result.catalog)
        let catalog = try StringCatalogReader.read(data, path: result.source.catalogPath)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["both", "delete", "files.count", "hello", "legacy", "nested", "quote"])
        #expect(catalog.entries.allSatisfy { $0.extractionState == "migrated" })
        #expect(catalog.entries.first { $0.key == "hello" }?.comment == "Greeting on the home screen")
        // A key only a translation has keeps that translation's comment.
        #expect(catalog.entries.first { $0.key == "legacy" }?.comment == "Only German has this one")
        #expect(Self.localization(catalog, "quote", "de")?.content.stringUnit?.value == "Sag \"hallo\"\n")
        #expect(Self.localization(catalog, "hello", "en")?.content.stringUnit?.state == "translated")
        // The .stringsdict entry wins over the .strings one, as on a device.
        let files = try #require(Self.localization(catalog, "files.count", "ru"))
        #expect(files.content.plural.map(\.name) == ["few", "many", "one", "other"])
        #expect(Self.localization(catalog, "files.count", "en")?.content.stringUnit == nil)
        // A format with text around its variable: a substitution, `%arg` where the form writes the argument alone.
        let delete = try #require(Self.localization(catalog, "delete", "en"))
        #expect(delete.content.stringUnit?.value == "Delete %#@items@?")
        #expect(delete.substitutions.map(\.name) == ["items"])
        #expect(delete.substitutions.first?.argNum == 1)
        #expect(delete.substitutions.first?.formatSpecifier == "ld")
        #expect(delete.substitutions.first?.content.plural.first { $0.name == "one" }?.content.stringUnit?.value == "%arg item")
        // Two variables: each its own argument; forms that also hold another argument are kept as written.
        let both = try #require(Self.localization(catalog, "both", "en"))
        #expect(both.substitutions.map(\.name) == ["files", "folders"])
        #expect(both.substitutions.map(\.argNum) == [1, 2])
        #expect(both.substitutions[0].content.plural.first { $0.name == "other" }?.content.stringUnit?.value == "%d files")
        // A variable named inside another's form is kept too.
        #expect(Self.localization(catalog, "nested", "en")?.substitutions.map(\.name) == ["accounts", "passwords"])
        // Xcode's layout: the writer's own bytes, a rewrite changes nothing.
        #expect(StringCatalogWriter.data(catalog) == data)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"both\" : {\n"))
        #expect(result.droppedComments == 1, "de's comment of hello differs from en's")
        #expect(result.hidden.count == 1 && result.hidden[0].message.contains("files.count"), "\(result.hidden)")
    }

    /// A catalog built and proved a few keys at a time is the one built whole,
    /// byte for byte, with the same proof (issue 50: migrate's memory).
    @Test(arguments: [1, 2, 3])
    func piecesGiveTheSameCatalog(pieceKeys: Int) throws {
        let project = try Self.app()
        for source in try Self.sources(project) {
            let whole = CatalogMigration.migrate(source, sourceLanguage: "en", pieceKeys: .max)
            let pieces = CatalogMigration.migrate(source, sourceLanguage: "en", pieceKeys: pieceKeys)
            #expect(whole.catalog != nil && pieces.catalog == whole.catalog, "\(source.name)")
            #expect(pieces.keys == whole.keys && pieces.droppedComments == whole.droppedComments && pieces.losses.isEmpty)
        }
    }

    /// What reads back differently is found in whatever piece it falls (the
    /// losses of `theProofStopsWhatWouldReadBackDifferently`, one key a piece).
    @Test func thePiecesProofStopsWhatWouldReadBackDifferently() throws {
        let project = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"\" = \"Empty key\";\n\"ok\" = \"OK\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.stringsdict(Self.plural("p", format: "Got %#@n@", variables: [("n", "d", [("other", "%d %arguments")])])),
        ])
        let source = try #require(try Self.sources(project).first)
        let whole = CatalogMigration.migrate(source, sourceLanguage: "en", pieceKeys: .max)
        let pieces = CatalogMigration.migrate(source, sourceLanguage: "en", pieceKeys: 1)
        #expect(whole.losses.count == 2 && pieces.catalog == nil)
        #expect(Set(pieces.losses.map(\.description)) == Set(whole.losses.map(\.description)))
    }

    /// The migration lets the tables' bytes go once parsed; the write still
    /// removes them only as they were read (their size and hash).
    @Test func theOldTablesAreRemovedOnlyAsTheyWereRead() throws {
        let project = try Self.app()
        let source = try #require(try Self.sources(project).first { $0.name == "Localizable" })
        let result = CatalogMigration.migrate(source, sourceLanguage: "en")
        #expect(result.source.files.allSatisfy { $0.data.isEmpty && $0.size > 0 })
        let changed = try #require(result.source.files.first).path
        try Data("\"hello\" = \"Hi\";\n".utf8).write(to: URL(fileURLWithPath: changed))
        var transaction = WriteTransaction(policy: PathPolicy(root: project.root))
        transaction.add(FileReplacement(path: result.source.catalogPath, data: try #require(result.catalog), expected: .absent))
        for file in result.source.files { transaction.add(file.removal) }
        #expect(throws: InputError.self) { try transaction.commit() }
        #expect(!FileManager.default.fileExists(atPath: result.source.catalogPath))
        #expect(result.source.files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
    }

    @Test func baseLprojStandsForTheSourceLanguage() throws {
        let project = try Self.app()
        let result = try Self.migrate(project, table: "InfoPlist")
        #expect(result.losses.isEmpty, "\(result.losses)")
        let catalog = try StringCatalogReader.read(try #require(result.catalog), path: result.source.catalogPath)
        #expect(Self.localization(catalog, "CFBundleDisplayName", "en")?.content.stringUnit?.value == "Demo")
        #expect(Self.localization(catalog, "NSCameraUsageDescription", "en") == nil)
        // An InfoPlist key the source lacks shows the Info.plist's value: no source entry is made up for it.
        #expect(CatalogTables.tables(of: catalog)["en"]?.strings.lookup.contains("NSCameraUsageDescription") == false)
    }

    @Test func aBaseTableHiddenByTheSourceLanguagesOwnIsANote() throws {
        let project = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/Base.lproj/Localizable.strings": "\"a\" = \"Old A\";\n\"b\" = \"B\";\n",
        ])
        let result = try Self.migrate(project, table: "Localizable")
        #expect(result.losses.isEmpty)
        #expect(result.hidden.map { $0.location?.file.lastComponent } == ["Localizable.strings"])
        #expect(result.hidden.first?.location?.file.contains("Base.lproj") == true)
        let catalog = try StringCatalogReader.read(try #require(result.catalog), path: "x.xcstrings")
        #expect(catalog.entries.map(\.key) == ["a"])
    }

    @Test func aKeyWrittenTwiceKeepsTheValueIOSShows() throws {
        let project = try TempProject(texts: ["App/en.lproj/Localizable.strings": "\"a\" = \"First\";\n\"a\" = \"Second\";\n\"b\" = \"B\";\n\"b\" = \"B\";\n"])
        let result = try Self.migrate(project, table: "Localizable")
        let catalog = try StringCatalogReader.read(try #require(result.catalog), path: "x.xcstrings")
        #expect(Self.localization(catalog, "a", "en")?.content.stringUnit?.value == "Second")
        #expect(result.hidden.count == 1)
        #expect(result.hidden.first?.location?.line == 1)
    }

    @Test(arguments: [
        // A rule a catalog has no place for.
        ("<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>a</string></dict></dict>", "variable-width"),
        // A variable the format never names: a translator's broken format.
        ("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%# @sites @</string><key>sites</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string></dict></dict>",
         "never names"),
        // A key in a variable that is no plural category.
        ("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
            + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string>"
            + "<key>several</key><string>y</string></dict></dict>", "several"),
    ])
    func refusesWhatACatalogCannotHold(body: String, expected: String) throws {
        let project = try TempProject(texts: ["App/en.lproj/Localizable.stringsdict": Self.stringsdict(body)])
        let result = try Self.migrate(project, table: "Localizable")
        #expect(result.catalog == nil)
        #expect(result.losses.count == 1, "\(result.losses)")
        #expect(result.losses.first?.message.contains(expected) == true, "\(result.losses)")
        #expect(result.losses.first?.location?.line == 5, "at the entry")
    }

    /// What the writer cannot see coming, the proof catches: Xcode drops the
    /// empty key, and `%arg` in a form would read back as the argument.
    @Test func theProofStopsWhatWouldReadBackDifferently() throws {
        let project = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"\" = \"Empty key\";\n\"ok\" = \"OK\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.stringsdict(Self.plural("p", format: "Got %#@n@", variables: [("n", "d", [("other", "%d %arguments")])])),
        ])
        let result = try Self.migrate(project, table: "Localizable")
        #expect(result.catalog == nil)
        #expect(result.losses.count == 2, "\(result.losses)")
        #expect(result.losses.contains { $0.message.contains("\"\" (en) is not in the catalog") && $0.location?.line == 1 })
        #expect(result.losses.contains { $0.message.contains("other form of \"n\"") })
    }

    @Test func verifyFindsWhatAnEditedCatalogLost() throws {
        let project = try Self.app()
        let source = try #require(try Self.sources(project).first { $0.name == "Localizable" })
        let result = CatalogMigration.migrate(source, sourceLanguage: "en")
        var catalog = try StringCatalogReader.read(try #require(result.catalog), path: source.catalogPath)
        #expect(MigrationProof.verify(source, catalog: catalog).differences.isEmpty)
        try catalog.setTranslation("Hallo!", key: "hello", locale: "de")
        try catalog.removeKey("legacy")
        try catalog.setVariation("%d файлов!", key: "files.count", locale: "ru", kind: "plural", name: "many")
        let differences = MigrationProof.verify(source, catalog: catalog).differences
        #expect(differences.count == 3, "\(differences)")
        #expect(differences.contains { $0.message.contains("\"hello\" (de) reads back from the catalog as \"Hallo!\", not \"Hallo\"") && $0.location?.line == 2 })
        #expect(differences.contains { $0.message.contains("\"legacy\" (de) is not in the catalog") })
        #expect(differences.contains { $0.message.contains("many form") })
    }

    /// Tables a catalog must not replace stay as they are, each with its reason.
    @Test func keepsWhatXcodeKeepsAsStrings() throws {
        let project = try TempProject(texts: [
            "App/Settings.bundle/en.lproj/Root.strings": "\"Name\" = \"Name\";\n",
            "App/Base.lproj/Intents.intentdefinition": "<plist/>",
            "App/de.lproj/Intents.strings": "\"x\" = \"y\";\n",
            "App/de.lproj/infoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Demo\";\n",
            "App/de.lproj/Help.strings": "\"a\" = \"b\";\n",
            "App/fr.lproj/help.strings": "\"a\" = \"c\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"b\";\n",
        ])
        let tables = try Self.sources(project)
        let reasons = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.keptReason(siblings: tables.map(\.name))) })
        #expect(reasons["Intents"]??.contains("Intents.intentdefinition") == true)
        #expect(reasons["infoPlist"]??.contains("a device never loads infoPlist.strings") == true)
        #expect(reasons["InfoPlist"] == .some(nil))
        #expect(reasons["Help"]??.contains("help differs only in letter case") == true)
        #expect(reasons["help"]??.contains("Help differs only in letter case") == true)
        #expect(reasons["Localizable"] == .some(nil))
        let settings = try #require(try Self.sources(project, folder: "App/Settings.bundle").first)
        #expect(settings.keptReason(siblings: ["Root"])?.contains("Settings.bundle") == true)
        // A table no target ships is not read: a catalog would ship it.
        var leftOut: [String] = []
        let shipped = try MigrationSource.tables(in: project.path("App"), policy: PathPolicy(root: project.root),
                                                 unshipped: [project.path("App/de.lproj/Localizable.strings")], leftOut: &leftOut)
        #expect(!shipped.contains { $0.name == "Localizable" })
        #expect(leftOut == [project.path("App/de.lproj/Localizable.strings")])
    }

    @Test func argumentNumbers() {
        #expect(CatalogMigration.argumentNumber(of: "n", in: "%#@n@") == 1)
        #expect(CatalogMigration.argumentNumber(of: "n", in: "%@ has %#@n@") == 2)
        #expect(CatalogMigration.argumentNumber(of: "n", in: "%3$#@n@") == 3)
        #expect(CatalogMigration.argumentNumber(of: "n", in: "%1#@n@") == 1)
        #expect(CatalogMigration.argumentNumber(of: "n", in: "%2$@ %#@n@") == nil)
        #expect(CatalogMigration.isLoneReference("%1$#@n@"))
        #expect(!CatalogMigration.isLoneReference("%#@n@ left"))
    }
}
