import Foundation
import Testing
@testable import LocalePipeline

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

    @Test func skipsStringsdictAndStoryboardFilesWithANote() async throws {
        let app = try Self.project()
        let document = XLIFFDocument(files: [
            XLIFFFile(original: "App/en.lproj/Localizable.stringsdict", sourceLanguage: "en", targetLanguage: "de", units: [XLIFFUnit(id: "/k:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@n@", target: "%#@n@")]),
            XLIFFFile(original: "App/Base.lproj/Main.storyboard", sourceLanguage: "en", targetLanguage: "de", units: [XLIFFUnit(id: "abc.text", source: "A", target: "B")]),
        ])
        let before = try app.snapshot()
        let report = try XLIFFImport.run(document, project: try await app.load())
        #expect(report.skipped.count == 2)
        #expect(try app.snapshot() == before)
    }
}
