import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// The error a throwing call gives, or nil (and a recorded issue) when it does not throw.
private func inputError<T>(_ body: () throws(InputError) -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        _ = try body()
        Issue.record("expected an InputError", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private func xliff(_ body: String, target: String = "de", original: String = "App/en.lproj/Localizable.strings") -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
        <body>
    \(body)
        </body>
      </file>
    </xliff>
    """.utf8)
}

// MARK: - Writer and reader

@Suite("XLIFF writer and reader")
struct XLIFFWriterReaderTests {
    static let tricky = "Tom & Jerry <b>\"quoted\"</b> 'single'\nline two\ttab\r\nCRLF \u{7}bell \u{0}nul 🍣 é"

    /// Found by Fuzz/ (fuzz-stringsdict, same path): bytes `TextDecoding`
    /// takes for BOM-less UTF-16 but libxml2 reads as UTF-8 trapped
    /// XMLParser. XLIFF refuses them before parsing too.
    @Test func bytesOnlyWeTakeForUTF16AreAnErrorNotACrash() {
        let data = Data([0x3C, 0x73, 0xFF, 0xFF, 0x00, 0x01, 0x00, 0xFF, 0xFF, 0x23])
        let error = expectInputError { try XLIFFReader.parse(data, path: "de.xliff") }
        #expect(error?.location == LocalePipeline.SourceLocation(file: "de.xliff", line: 1, column: 1))
    }

    /// Found by Fuzz/ (fuzz-stringsdict, same path): `<?name?>` crashes
    /// Linux XMLParser; XLIFF refuses it at its place.
    @Test func emptyProcessingInstructionIsAnErrorNotACrash() {
        let data = Data("<xliff version=\"1.2\"><?x?></xliff>".utf8)
        let error = expectInputError { try XLIFFReader.parse(data, path: "de.xliff") }
        #expect(error?.location == LocalePipeline.SourceLocation(file: "de.xliff", line: 1, column: 22))
    }

    @Test func writesXcodesShapeDeterministically() async throws {
        let document = XLIFFDocument(files: [XLIFFFile(original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "greeting", source: "Hello", target: "Hallo", note: "On the start screen"),
            XLIFFUnit(id: "bye", source: "Bye"),
        ])])
        let xml = try XLIFFWriter.render(document, toolVersion: "1.2.3")
        #expect(xml == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
          <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="l10n-tool" tool-name="l10n-tool" tool-version="1.2.3"/>
            </header>
            <body>
              <trans-unit id="greeting" xml:space="preserve">
                <source>Hello</source>
                <target>Hallo</target>
                <note>On the start screen</note>
              </trans-unit>
              <trans-unit id="bye" xml:space="preserve">
                <source>Bye</source>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
        #expect(try XLIFFWriter.render(document, toolVersion: "1.2.3") == xml)
    }

    @Test func escapesTextAndControlCharacters() {
        #expect(XLIFFWriter.text("a & b < c > d \"e\"") == "a &amp; b &lt; c &gt; d &quot;e&quot;")
        #expect(XLIFFWriter.text("x\ry") == "x&#13;y")
        #expect(XLIFFWriter.text("ring\u{7}") == "ring<ph id=\"ctrl1\" ctype=\"x-ctrl\">U+0007</ph>")
        #expect(XLIFFWriter.text("tab\tnewline\n") == "tab\tnewline\n")
        #expect((try? XLIFFWriter.attribute("a\tb\nc", nil)) == "a&#9;b&#10;c")
        let error = inputError { () throws(InputError) in try XLIFFWriter.attribute("bad\u{1}key", SourceLocation(file: "t.strings", line: 3, column: 1)) }
        #expect(error?.location?.line == 3)
    }

    /// A target's state (written for String Catalogs) is written and read back;
    /// an alt-trans's target does not give the unit its state.
    @Test func targetStatesRoundTrip() throws {
        let document = XLIFFDocument(files: [XLIFFFile(original: "A/Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "a", source: "A", target: "Ä", state: "needs-review-translation"),
            XLIFFUnit(id: "b", source: "B", target: "Ü"),
        ])])
        let xml = try XLIFFWriter.render(document)
        #expect(xml.contains("<target state=\"needs-review-translation\">Ä</target>") && xml.contains("<target>Ü</target>"), "\(xml)")
        let read = try XLIFFReader.parse(Data(xml.utf8), path: "de.xliff")
        #expect(read.files.first?.units.map(\.state) == ["needs-review-translation", nil])
        let alt = try XLIFFReader.parse(Data("""
            <xliff version="1.2"><file original="x" source-language="en" target-language="de"><body>
            <trans-unit id="k"><source>S</source><target>T</target><alt-trans><target state="final">U</target></alt-trans></trans-unit>
            </body></file></xliff>
            """.utf8), path: "alt.xliff")
        #expect(alt.files.first?.units.first?.state == nil)
    }

    @Test func roundTripsEveryCharacter() async throws {
        let units = [
            XLIFFUnit(id: "key with \"quotes\" & <angle>\ttab\nnewline", source: Self.tricky, target: Self.tricky, note: "note & <note>\nline 2"),
            XLIFFUnit(id: "empty", source: "", target: ""),
            XLIFFUnit(id: "untranslated", source: "  spaces kept  "),
        ]
        let document = XLIFFDocument(files: [XLIFFFile(original: "App/en.lproj/Localizable.strings", sourceLanguage: "en", targetLanguage: "de", units: units)])
        let xml = try XLIFFWriter.render(document)
        let read = try XLIFFReader.parse(Data(xml.utf8), path: "t.xliff")
        #expect(read.files.count == 1)
        #expect(read.files[0].original == "App/en.lproj/Localizable.strings")
        #expect(read.files[0].targetLanguage == "de")
        #expect(read.files[0].units.map(\.id) == units.map(\.id))
        #expect(read.files[0].units.map(\.source) == units.map(\.source))
        #expect(read.files[0].units.map(\.target) == units.map(\.target))
        #expect(read.files[0].units.map(\.note) == units.map(\.note))
        #expect(read.files[0].units[0].location?.line == 8)
    }

    @Test func readsWhatTranslationToolsWrite() async throws {
        let data = xliff("""
              <trans-unit id="a">
                <source>Open <g id="1">now</g></source>
                <target state="translated">Jetzt <g id="1">öffnen</g> <![CDATA[<raw> & ]]></target>
                <note from="developer">first</note>
                <note>second</note>
                <alt-trans><source>Open</source><target>Falsch</target></alt-trans>
              </trans-unit>
              <group id="g">
                <trans-unit id="b"><source>B</source><target/></trans-unit>
              </group>
        """)
        let units = try XLIFFReader.parse(data, path: "t.xliff").files[0].units
        #expect(units.map(\.id) == ["a", "b"])
        #expect(units[0].source == "Open now")
        #expect(units[0].target == "Jetzt öffnen <raw> & ")
        #expect(units[0].note == "first\nsecond")
        #expect(units[1].target == "")
    }

    @Test func readsPrefixedElementsAndUTF16() async throws {
        let text = """
        <?xml version="1.0" encoding="UTF-16"?>
        <x:xliff xmlns:x="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><x:file original="a/en.lproj/T.strings" source-language="en" target-language="fr">
        <x:body><x:trans-unit id="k"><x:source>S</x:source><x:target>Cible</x:target></x:trans-unit></x:body></x:file></x:xliff>
        """
        let units = try XLIFFReader.parse(text.utf16LEWithBOM, path: "t.xliff").files[0].units
        #expect(units == [XLIFFUnit(id: "k", source: "S", target: "Cible", location: units.first?.location)])
    }

    // MARK: Refused input

    @Test func refusesAnXXEPayloadAtItsPosition() {
        let payload = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE xliff [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
        <xliff version="1.2"><file original="a/en.lproj/L.strings" source-language="en" target-language="de"><body>
        <trans-unit id="k"><source>S</source><target>&xxe;</target></trans-unit></body></file></xliff>
        """.utf8)
        let error = inputError { () throws(InputError) in try XLIFFReader.parse(payload, path: "evil.xliff") }
        #expect(error?.location == SourceLocation(file: "evil.xliff", line: 2, column: 1))
        #expect(error?.message.contains("DOCTYPE") == true)
    }

    @Test func refusesBillionLaughs() {
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            entities += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        let payload = Data("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n\(entities)]>\n<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>&lol9;</source></trans-unit></body></file></xliff>".utf8)
        let error = inputError { () throws(InputError) in try XLIFFReader.parse(payload, path: "lol.xliff") }
        #expect(error?.location?.line == 2)
        #expect(error?.location?.column == 1)
    }

    @Test func refusesAnEntityEvenInUTF16AndWithoutDoctypeWord() {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<xliff version=\"1.2\">\n  <!ENTITY x \"y\">\n</xliff>"
        let error = inputError { () throws(InputError) in try XLIFFReader.parse(text.utf16LEWithBOM, path: "e.xliff") }
        #expect(error?.location == SourceLocation(file: "e.xliff", line: 3, column: 3))
    }

    @Test func aDoctypeInsideACommentIsHarmless() async throws {
        let data = xliff("<!-- <!DOCTYPE x> is not a declaration here --><trans-unit id=\"k\"><source>S</source></trans-unit>")
        #expect(try XLIFFReader.parse(data, path: "t").files[0].units.count == 1)
    }

    @Test func malformedInputIsAnInputErrorWithAPosition() {
        let cases: [(String, Int?)] = [
            ("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body><trans-unit id=\"k\"><source>S</sourc></trans-unit></body></file></xliff>", 1),
            ("<xliff version=\"2.0\"></xliff>", 1),
            ("<html></html>", 1),
            ("<xliff version=\"1.2\"><file source-language=\"en\"></file></xliff>", 1),
            ("<xliff version=\"1.2\"><file original=\"a\"><body><trans-unit><source/></trans-unit></body></file></xliff>", 1),
            ("", nil),
            ("<?xml version=\"1.0\" encoding=\"UTF-16\"?><xliff version=\"1.2\"/>", 1),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff version=\"1.2\"/>", 1),
        ]
        let invalidUTF8 = Data("<xliff version=\"1.2\"><file original=\"a\" target-langua".utf8) + Data([0xD3]) + Data("e=\"x\"/></xliff>".utf8)
        #expect(inputError { () throws(InputError) in try XLIFFReader.parse(invalidUTF8, path: "bad.xliff") }?.location?.column == 54)
        for (text, line) in cases {
            let error = inputError { () throws(InputError) in try XLIFFReader.parse(Data(text.utf8), path: "bad.xliff") }
            #expect(error?.location?.file == "bad.xliff", "\(text)")
            if let line { #expect(error?.location?.line == line, "\(text)") }
        }
    }

    @Test func noInputCrashesTheReader() {
        let seed = Array(xliff("<trans-unit id=\"k\"><source>S &amp; T</source><target>Z</target></trans-unit>"))
        var generator = SystemRandomNumberGenerator()
        // L10N_FUZZ_ITERATIONS=100000 for a longer hunt.
        let iterations = ProcessInfo.processInfo.environment["L10N_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 300
        for _ in 0..<iterations {
            var bytes = seed
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert(Array("<>&\"/!".utf8)[Int.random(in: 0..<6, using: &generator)], at: index)
                }
            }
            _ = try? XLIFFReader.parse(Data(bytes), path: "fuzz.xliff")
        }
    }
}

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
        let data = xliff("""
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
        let data = xliff("<trans-unit id=\"greeting\"><source>Hello</source><target>Bonjour</target><note>Greeting</note></trans-unit>",
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
        let data = xliff("<trans-unit id=\"greeting\"><source>Hello</source><target>Guten Tag</target></trans-unit>")
        _ = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: try await app.load())
        #expect(try app.data("App/de.lproj/Localizable.strings") == "/* Greeting */\n\"greeting\" = \"Guten Tag\";\n".utf16BE)
    }

    @Test func infoPlistOriginalGoesToInfoPlistStrings() async throws {
        let app = try Self.project()
        let data = xliff("<trans-unit id=\"Call\"><source>Call</source><target>Anrufen</target></trans-unit>", original: "App/Info.plist")
        _ = try XLIFFImport.run(try XLIFFReader.parse(data, path: "de.xliff"), project: try await app.load())
        #expect(try app.text("App/de.lproj/InfoPlist.strings") == "/* Quick action */\nSearch = Suchen;\n\n\"Call\" = \"Anrufen\";\n")
    }

    @Test(arguments: ["../../etc/passwd", "/etc/passwd", "App/../../outside/en.lproj/Localizable.strings", "~/en.lproj/L.strings"])
    func refusesPathsOutOfTheProject(_ original: String) async throws {
        let app = try Self.project()
        let before = try app.snapshot()
        let data = xliff("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", original: original)
        // A good <file> first: nothing may be written when a later one is refused.
        let good = try XLIFFReader.parse(xliff("<trans-unit id=\"greeting\"><source>Hello</source><target>Servus</target></trans-unit>"), path: "g")
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
        let data = xliff("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", target: "fr")
        let project = try await app.load()
        let document = try XLIFFReader.parse(data, path: "fr.xliff")
        #expect(throws: InputError.self) { try XLIFFImport.run(document, project: project) }
        #expect(!outside.exists("Localizable.strings"))
    }

    @Test func refusesBadLocaleNamesAndMissingTargetLanguage() async throws {
        let app = try Self.project()
        let project = try await app.load()
        for target in ["../x", "de/../../y", ""] {
            let document = try XLIFFReader.parse(xliff("<trans-unit id=\"k\"><source>S</source><target>T</target></trans-unit>", target: target), path: "t.xliff")
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

@Suite("XLIFF recorded bases (three-way import)")
struct XLIFFBaseTests {
    /// What an export records survives the writer and the reader whatever
    /// the text holds: characters XML cannot hold, backslashes, breaks, quotes.
    @Test func basesRoundTripEveryCharacter() throws {
        let texts = ["plain", "back\\slash \\u{7} literal", "bell\u{7}", "tab\tline\nCR\r \"q\" <a> & é 🍣", ""]
        let units = texts.enumerated().map { XLIFFUnit(id: "k\($0.offset)", source: "S", target: $0.element, state: $0.offset == 0 ? "translated" : nil) }
            + [XLIFFUnit(id: "untranslated", source: "S")]
        let document = XLIFFDocument(files: [XLIFFFile(original: "A/en.lproj/T.strings", sourceLanguage: "en", targetLanguage: "de", units: units)])
            .recordingBases()
        let xml = try XLIFFWriter.render(document)
        let read = try XLIFFReader.parse(Data(xml.utf8), path: "de.xliff")
        #expect(read.files.first?.recordsBase == true)
        #expect(read.files.first?.units.map(\.base) == texts.enumerated().map { XLIFFBase(text: $0.element, state: $0.offset == 0 ? "translated" : nil) } + [nil])
        // Without the namespace declared, `l10n:` attributes are someone else's: no base.
        let foreign = xml.replacingOccurrences(of: "xmlns:l10n=\"urn:l10n-tool:xliff-base:1\"", with: "xmlns:l10n=\"urn:example:other\"")
        let other = try XLIFFReader.parse(Data(foreign.utf8), path: "de.xliff")
        #expect(other.files.first?.recordsBase == false && other.files.first?.units.allSatisfy { $0.base == nil } == true)
    }
}

@Suite("XLIFF cut short")
struct XLIFFTruncationTests {
    /// Every prefix of a document, cut anywhere before its root's end tag, is
    /// an error (libxml2 on Linux ends some of them without one): a cut file
    /// never imports part of its translations.
    @Test func everyCutIsAnError() throws {
        let document = XLIFFDocument(files: (1...2).map { n in
            XLIFFFile(original: "App/en.lproj/T\(n).strings", sourceLanguage: "en", targetLanguage: "de", units: (1...3).map {
                XLIFFUnit(id: "k\($0)", source: "Source \($0)", target: "Ziel \($0)", note: "note")
            })
        })
        let xml = Array(try XLIFFWriter.render(document).utf8)
        let end = try #require(String(decoding: xml, as: UTF8.self).range(of: "</xliff>")).upperBound.utf16Offset(in: String(decoding: xml, as: UTF8.self))
        var accepted: [Int] = []
        for length in stride(from: 0, to: end, by: 1) {
            if (try? XLIFFReader.parse(Data(xml[..<length]), path: "cut.xliff")) != nil { accepted.append(length) }
        }
        #expect(accepted.isEmpty, "prefixes read as whole documents: \(accepted.prefix(10))")
        let cut = expectInputError { try XLIFFReader.parse(Data(xml[..<(end - 9)]), path: "cut.xliff") }
        #expect(cut?.message.contains("ends before </xliff>") == true, "\(String(describing: cut))")
        #expect((try? XLIFFReader.parse(Data(xml), path: "whole.xliff")) != nil)
    }
}

@Suite("XLIFF units damaged")
struct XLIFFDamagedUnitTests {
    static func document(_ unit: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  \(unit)
                </body>
              </file>
            </xliff>
            """.utf8)
    }

    /// A target inside a target (a tool's broken merge), a second target or
    /// source in one unit: which text is meant cannot be told, so the file is
    /// refused at the place, never read with the texts run together.
    @Test(arguments: [
        ("<trans-unit id=\"a\"><source>Hello</source><target>Hallo <target>Welt</target></target></trans-unit>", "<target> inside <target>", 5),
        ("<trans-unit id=\"a\"><source>Hello <note>n</note></source></trans-unit>", "<note> inside <source>", 5),
        ("<trans-unit id=\"a\"><source>Hello</source><target>Hallo</target><target>Servus</target></trans-unit>", "a second <target> in trans-unit 'a'", 5),
        ("<trans-unit id=\"a\"><source>Hello</source><source>Hi</source></trans-unit>", "a second <source> in trans-unit 'a'", 5),
    ])
    func refusedAtItsPlace(unit: String, message: String, line: Int) {
        let error = expectInputError { try XLIFFReader.parse(Self.document(unit), path: "de.xliff") }
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.location?.line == line, "\(String(describing: error))")
    }

    /// An attribute libxml2 stops at ("internal error") is named with its size, at its place.
    @Test func aHugeAttributeIsNamed() {
        let id = String(repeating: "k", count: XMLInput.maximumAttributeBytes + 1)
        let error = expectInputError { try XLIFFReader.parse(Self.document("<trans-unit id=\"\(id)\"><source>a</source></trans-unit>"), path: "de.xliff") }
        #expect(error?.message.contains("an attribute value of 10000001 bytes") == true, "\(String(describing: error?.message.prefix(200)))")
        #expect(error?.location?.line == 5)
    }

    /// An element with more attributes than any real file: refused before
    /// Foundation's parser spends the square of their number on it.
    @Test func anElementWithTooManyAttributes() {
        let attributes = (0...XMLInput.maximumAttributesPerElement).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let error = expectInputError { try XLIFFReader.parse(Self.document("<trans-unit id=\"k\" \(attributes)><source>a</source></trans-unit>"), path: "de.xliff") }
        #expect(error?.message.contains("more than 1000 attributes") == true, "\(String(describing: error))")
        #expect(error?.location?.line == 5 && error?.location?.column == 7, "\(String(describing: error))")
    }

    /// UTF-32 (with or without its byte-order mark) is named, not "the document is empty".
    @Test func utf32IsNamed() throws {
        let text = String(decoding: Self.document("<trans-unit id=\"a\"><source>Hello</source></trans-unit>"), as: UTF8.self)
        for data in [text.data(using: .utf32) ?? Data(), text.data(using: .utf32LittleEndian) ?? Data(), text.data(using: .utf32BigEndian) ?? Data()] {
            let error = expectInputError { try XLIFFReader.parse(data, path: "de.xliff") }
            #expect(error?.message.contains("UTF-32") == true, "\(String(describing: error))")
        }
        let strings = expectInputError { try TextDecoding.decode("\"a\" = \"b\";".data(using: .utf32LittleEndian) ?? Data(), path: "de.strings") }
        #expect(strings?.message == "the file is UTF-32, which is not read: save it as UTF-8 (or UTF-16)")
    }

    /// Inline markup nests, and an <alt-trans> brings its own source and target.
    @Test func inlineMarkupAndSuggestionsAreRead() throws {
        let document = try XLIFFReader.parse(Self.document("""
            <trans-unit id="a"><source>Hello <g id="1"><ph id="2">%@</ph></g></source><target>Hallo <g id="1"><ph id="2">%@</ph></g></target>\
            <alt-trans><source>Hello</source><target>Servus</target></alt-trans><note>one</note><note>two</note></trans-unit>
            """), path: "de.xliff")
        let unit = try #require(document.files.first?.units.first)
        #expect(unit.target == "Hallo %@")
        #expect(unit.note == "one\ntwo")
    }
}
