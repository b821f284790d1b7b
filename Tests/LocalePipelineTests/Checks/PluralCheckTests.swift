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

/// Details of the plural checks that examples (which only ask "any
/// finding?") cannot pin down: exact findings and the placeholder rule.
@Suite("Plural checks")
struct PluralCheckTests {
    private func findings(_ check: any Check.Type, _ example: ExampleProject) throws -> [Diagnostic] {
        check.init().findings(in: CheckContext(project: try example.makeProject()))
    }

    /// The same value twice is harmless (a note); two values, a warning that names both.
    @Test func aDuplicateKeyWithTheSameValueIsANote() throws {
        let same = try findings(DuplicateKey.self, ExampleProject(tables: ["de": [TableName.localizable: "\"a\" = \"Eins\";\n\"a\" = \"Eins\";"]]))
        #expect(same.map(\.severity) == [.note])
        let two = try findings(DuplicateKey.self, ExampleProject(tables: ["de": [TableName.localizable: "\"a\" = \"Eins\";\n\"a\" = \"Zwei\";"]]))
        #expect(two.map(\.severity) == [.warning])
        #expect(two.first?.message.contains("iOS shows this later value, \"Zwei\", not the first, \"Eins\"") == true, "\(two.map(\.message))")
    }

    @Test("A form may drop only its own count", arguments: [
        // (base other, form, value type, forgiven?)
        ("%d files", "one file", "d", true),
        ("%d files", "%d file", "d", true),
        ("%ld files", "a file", "ld", true),
        ("%lld files", "a file", "lld", true),
        ("%d files", "a file", nil, true),                 // unknown type: any integer is the count
        ("%@ has %d files", "%@ has a file", "d", true),    // the count was last: nothing moves
        ("%d files in %@", "a file in %@", "d", false),     // %@ moves into the count's place
        ("%1$@ has %2$d files", "%1$@ has a file", "d", true),
        ("%1$@ has %2$d files", "one file", "d", false),     // %@ dropped too
        ("%d files", "%@ file", "d", false),
        ("%d files", "%ld file", "d", false),               // wrong type is never forgiven
        ("%d files", "%d file %d", "d", false),
        ("%@ files", "a file", "d", false),                 // the dropped argument is not a count
    ] as [(String, String, String?, Bool)])
    func ownCountMayBeDropped(base: String, form: String, valueType: String?, forgiven: Bool) {
        #expect((PlaceholderMismatch.pluralDifference(base: base, variant: form, valueType: valueType) == nil) == forgiven)
    }

    @Test func pluralFindingsPointAtTheForm() throws {
        let result = try findings(PlaceholderMismatch.self, .plural(
            base: [.one: "%d file", .other: "%d files"], translation: [.one: "%d Datei", .few: "%@", .other: "%d Dateien"], locale: "de"))
        #expect(result.count == 1)
        #expect(result.first?.location?.line == 16)   // the <key>few</key> line of the generated file
        #expect(result.first?.key == "key")
        #expect(result.first?.table == TableName.localizable)
    }

    @Test func missingCategoriesAreListedOnce() throws {
        let result = try findings(PluralCategoryMissing.self, .plural(
            base: [.one: "%d file", .other: "%d files"], translation: [.other: "%d файла"], locale: "ru"))
        #expect(result.map(\.message) == [
            "ru: plural variable \"count\" of \"key\" lacks one, few, many (ru selects one, few, many, other); Foundation shows the other form instead",
        ])
        #expect(result.first?.severity == .error)
    }

    @Test func unusedCategoriesOnePerForm() throws {
        let result = try findings(PluralCategoryUnused.self, .plural(
            base: [.one: "%d file", .other: "%d files"], translation: [.zero: "なし", .one: "1", .two: "2", .other: "%d"], locale: "ja"))
        #expect(result.map(\.message) == [
            "ja: plural variable \"count\" of \"key\" has a one form, which ja never selects (ja selects other only)",
            "ja: plural variable \"count\" of \"key\" has a two form, which ja never selects (ja selects other only)",
        ])
    }

    @Test func aKeyInBothFilesOfATableIsMissingOnce() throws {
        let result = try findings(MissingTranslation.self, ExampleProject(
            tables: ["en": [TableName.localizable: "\"key\" = \"%d files\";"], "de": [TableName.localizable: "\"other\" = \"x\";"]],
            stringsdicts: ["en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])]]))
        #expect(result.map(\.message) == ["de: missing translation of \"key\" in de.lproj/Localizable.strings"])
    }

    /// A regional .stringsdict is read alone, as its .strings is; one it lacks comes from its language.
    @Test func regionalPluralTablesAreReadAlone() throws {
        let own = try findings(MissingTranslation.self, ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])],
            "pt": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d arquivo", .many: "%d de arquivos", .other: "%d arquivos"])],
            "pt-BR": [TableName.localizable: ExampleProject.stringsdict(key: "other", forms: [.other: "x"])],
        ]))
        #expect(own.map(\.message) == ["pt-BR: missing translation of plural \"key\" in pt-BR.lproj/Localizable.stringsdict"])
        let none = try findings(MissingTranslation.self, ExampleProject(
            tables: ["pt-BR": [TableName.localizable: "\"x\" = \"x\";"]],
            stringsdicts: [
                "en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])],
                "pt": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d arquivo", .many: "%d de arquivos", .other: "%d arquivos"])],
            ]))
        #expect(none.isEmpty, "\(none.map(\.message))")
    }

    @Test func catalogMissingTranslationNamesTheCatalog() throws {
        let result = try findings(MissingTranslation.self, ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("files", localizations: [
                JSONMember(key: "en", value: CatalogExamples.pluralVariations([.one: "%lld file", .other: "%lld files"])),
            ]),
            CatalogExamples.entry("x", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("x"))])),
            ]),
        ])]))
        #expect(result.map(\.message) == ["de: missing translation of plural \"files\" in Localizable.xcstrings (de)"])
        #expect(result.first?.location?.line == 4)
    }
}
