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
        let data = xliffDocument("""
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
        let data = xliffDocument("<!-- <!DOCTYPE x> is not a declaration here --><trans-unit id=\"k\"><source>S</source></trans-unit>")
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
        let seed = Array(xliffDocument("<trans-unit id=\"k\"><source>S &amp; T</source><target>Z</target></trans-unit>"))
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
