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
