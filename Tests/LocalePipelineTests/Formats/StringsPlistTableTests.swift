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

// `.strings` tables written as property lists (issue 27): read with
// Foundation's parser as the oracle, placed for findings, and edited in place
// as XML. Binary tables read, but are never rewritten.

private let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

private func xml(_ body: String) -> String { header + body + "\n</plist>\n" }

private let table = xml("""
    <dict>
    \t<key>map.title</key>
    \t<string>Wege in deiner N&#228;he</string>
    \t<key>hike.start</key>
    \t<string>Los &amp; weg</string>
    \t<key>empty</key>
    \t<string/>
    </dict>
    """)

private func foundation(_ data: Data) throws -> [String: String] {
    try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String])
}

@Suite("Property-list .strings tables")
struct StringsPlistTableTests {
    @Test func xmlReadsAsFoundationReadsItInFileOrderWithPositions() throws {
        let data = Data(table.utf8)
        let file = try StringsParser.parse(data, path: "de.strings")
        #expect(file.format == .xml)
        #expect(file.entries.map(\.key) == ["map.title", "hike.start", "empty"])
        #expect(file.lookup.mapValues(\.value) == (try foundation(data)))
        #expect(file.entries.map(\.location.line) == [5, 7, 9])
        #expect(file.entries.allSatisfy { $0.location.column == 2 })
    }

    @Test func aRepeatedKeyIsKeptForTheDuplicateCheckAndTheLastWins() throws {
        let data = Data(xml("<dict><key>a</key><string>1</string><key>a</key><string>2</string></dict>").utf8)
        let file = try StringsParser.parse(data, path: "t.strings")
        #expect(file.entries.map(\.value) == ["1", "2"])
        #expect(file.lookup["a"]?.value == (try foundation(data))["a"])
    }

    @Test func utf16XMLWithABOMReads() throws {
        var data = Data([0xFF, 0xFE])
        for unit in table.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let file = try StringsParser.parse(data, path: "t.strings")
        #expect(file.format == .xml && file.encoding == .utf16LEBOM)
        #expect(file.lookup.mapValues(\.value) == (try foundation(data)))
    }

    @Test func binaryReadsSorted() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["b": "2", "a": "1"], format: .binary, options: 0)
        let file = try StringsParser.parse(data, path: "t.strings")
        #expect(file.format == .binary)
        #expect(file.entries.map(\.key) == ["a", "b"])
    }

    @Test func aValueThatIsNotAStringIsAnErrorAtItsKey() throws {
        let data = Data(xml("<dict>\n\t<key>a</key>\n\t<string>1</string>\n\t<key>n</key>\n\t<integer>2</integer>\n</dict>").utf8)
        let error = try #require(throws: InputError.self) { try StringsParser.parse(data, path: "t.strings") }
        #expect(error.description.hasPrefix("t.strings:7:2: error: \"n\" holds a <integer>"), "\(error)")
    }

    @Test func brokenXMLIsAnErrorWithItsLineAndColumn() throws {
        let data = Data(xml("<dict>\n\t<key>a</key>\n\t<string>1</strin>\n</dict>").utf8)
        let error = try #require(throws: InputError.self) { try StringsParser.parse(data, path: "t.strings") }
        #expect(error.description.hasPrefix("t.strings:6:"), "\(error)")
        #expect(error.description.contains("malformed XML property list"), "\(error)")
    }

    @Test func aTopLevelThatIsNotADictionaryIsAnError() throws {
        let data = Data(xml("<array><string>a</string></array>").utf8)
        #expect(throws: InputError.self) { try StringsParser.parse(data, path: "t.strings") }
    }

    /// Found by fuzz-strings: a NUL inside a string, which CoreFoundation
    /// cuts the string at; Foundation's values win, and the entries are unplaced.
    @Test func whereTheScanReadsOtherwiseFoundationsValuesWin() throws {
        let data = Data(xml("<dict>\n\t<key>a</key>\n\t<string>x\u{0}y</string>\n</dict>").utf8)
        let file = try StringsParser.parse(data, path: "t.strings")
        let values = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String])
        #expect(file.lookup.mapValues(\.value) == values)
    }

    @Test func textTablesStayText() throws {
        let file = try StringsParser.parse(Data("\"a\" = \"<b>\";".utf8), path: "t.strings")
        #expect(file.format == .text && file.entries.first?.value == "<b>")
    }

    // MARK: Editing

    @Test func editsKeepEveryOtherByteAndReadBackAsPlanned() throws {
        var editor = try StringsTableEditor(data: Data(table.utf8), path: "de.strings")
        editor.setValue("Wege ganz nah", forKey: "map.title")
        editor.setValue("Neu <1> & \"2\"", forKey: "new.key", comment: "ignored in XML")
        editor.removeEntries(forKey: "empty")
        let output = try editor.encodedData()
        #expect(try foundation(output) == ["map.title": "Wege ganz nah", "hike.start": "Los & weg", "new.key": "Neu <1> & \"2\""])
        let text = String(decoding: output, as: UTF8.self)
        #expect(text == xml("""
            <dict>
            \t<key>map.title</key>
            \t<string>Wege ganz nah</string>
            \t<key>hike.start</key>
            \t<string>Los &amp; weg</string>
            \t<key>new.key</key>
            \t<string>Neu &lt;1&gt; &amp; "2"</string>
            </dict>
            """))
        #expect(try StringsParser.parse(output, path: "de.strings").format == .xml)
    }

    @Test func settingTheSameValuesChangesNothing() throws {
        var editor = try StringsTableEditor(data: Data(table.utf8), path: "de.strings")
        editor.setValue("Wege in deiner Nähe", forKey: "map.title")
        #expect(!editor.hasChanges)
        #expect(try editor.encodedData() == Data(table.utf8))
    }

    @Test func anEmptySelfClosingDictionaryTakesNewEntries() throws {
        var editor = try StringsTableEditor(data: Data(xml("<dict/>").utf8), path: "t.strings")
        editor.setValue("Eins", forKey: "one")
        #expect(try foundation(try editor.encodedData()) == ["one": "Eins"])
    }

    @Test func aBinaryTableIsWrittenBackBinary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["a": "1", "b": "2"], format: .binary, options: 0)
        var editor = try StringsTableEditor(data: data, path: "t.strings")
        editor.setValue("1", forKey: "a")
        #expect(try editor.encodedData() == data)
        editor.setValue("eins", forKey: "a")
        editor.removeEntries(forKey: "b")
        editor.setValue("drei", forKey: "c")
        let output = try editor.encodedData()
        #expect(output.starts(with: Array("bplist".utf8)))
        #expect(try foundation(output) == ["a": "eins", "c": "drei"])
        #expect(try StringsParser.parse(output, path: "t.strings").format == .binary)
    }

    @Test func aCharacterXMLCannotHoldIsRefused() throws {
        var editor = try StringsTableEditor(data: Data(table.utf8), path: "t.strings")
        editor.setValue("bad \u{1}", forKey: "map.title")
        #expect(throws: InputError.self) { try editor.encodedData() }
    }

    @Test func pseudoTablesKeepTheDevelopmentTablesFormat() throws {
        let file = StringsFile(path: "en.lproj/Localizable.strings", encoding: .utf8, format: .xml,
                               entries: [StringsEntry(key: "a", value: "Hello", location: SourceLocation(file: "x"))])
        var tables = LocaleTables(locale: "en")
        tables.tables["Localizable"] = file
        let project = Project(root: "/tmp/p", baseLocale: "en", specs: [],
                              roots: [LocalizationRoot(folder: "/tmp/p", locales: ["en": tables], files: [file])])
        let files = try PseudoExport.plan(project, style: .accented)
        let table = try #require(files.first { $0.components.last == "Localizable.strings" })
        let values = try foundation(table.data)
        #expect(values.keys.sorted() == ["a"] && values["a"] != "Hello")
        #expect(String(decoding: table.data, as: UTF8.self).hasPrefix("<?xml"))
    }
}
