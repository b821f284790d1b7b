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

// LineIndex, the one offset -> line and column rule, and the readers that report by it.

/// The rule written the slow, obvious way: walk the scalars from the start.
private func reference(_ text: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1, column = 1
    var i = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while i < min(offset, text.count) {
        let byte = text[i]
        if byte == 0x0A || (byte == 0x0D && !(i + 1 < text.count && text[i + 1] == 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
        i += 1
    }
    return (line, column)
}

struct LineIndexTests {
    @Test(arguments: [
        ("a\nb", 2, 2, 1),        // LF
        ("a\rb", 2, 2, 1),        // a lone CR ends a line too
        ("a\r\nb", 3, 2, 1),      // CRLF is one line end
        ("a\r\nb", 2, 1, 3),      // inside CRLF: still the CR's line
        ("a\n\rb", 3, 3, 1),      // LF then CR: two line ends
        ("a\r\rb", 3, 3, 1),
        ("é🙂x", 6, 1, 3),        // columns count scalars, not bytes or UTF-16 units
        ("\u{FEFF}ab", 4, 1, 2),  // a byte-order mark takes no column
        ("\u{FEFF}ab", 0, 1, 1),
        ("ab", 99, 1, 3),         // past the end: the end
        ("", 0, 1, 1),
    ] as [(String, Int, Int, Int)])
    func positions(text: String, offset: Int, line: Int, column: Int) {
        let bytes = Array(text.utf8)
        let position = LineIndex.position(of: offset, in: bytes)
        #expect(position.line == line && position.column == column, "\(text.debugDescription) at \(offset): \(position)")
    }

    @Test func linesAndStarts() {
        let index = LineIndex(Array("one\r\ntwo\rthree\nfour\n".utf8))
        #expect(index.lineCount == 5)
        #expect([1, 2, 3, 4, 5, 6].map { index.start(ofLine: $0) } == [0, 5, 9, 15, 20, nil])
    }

    /// Long texts with line ends of every kind and multi-byte scalars, asked in
    /// increasing, decreasing and random order: the cursor and the eight-byte
    /// skips must give what the slow walk gives.
    @Test func agreesWithTheSlowWalkInAnyOrder() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", "\n", "\r", "\r\n", "é", "🙂", "\t", "xxxxxxxxxxxxxxxxxxxx", "\u{FEFF}", "ü\r\n", "\n\n"]
        for round in 0..<40 {
            var text = round % 4 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 0...200, using: &generator) { text += pieces.randomElement(using: &generator) ?? "" }
            let bytes = Array(text.utf8)
            var index = LineIndex(bytes)
            let offsets = Array(0...bytes.count + 1)
            for order in [offsets, offsets.reversed(), offsets.shuffled(using: &generator)] {
                for offset in order {
                    let got = index.position(of: offset, in: bytes)
                    let want = reference(bytes, offset)
                    if got != want {
                        Issue.record("\(text.debugDescription) at \(offset): \(got), expected \(want)")
                        return
                    }
                }
            }
        }
    }

    @Test func scalarCountSkipsContinuationBytes() {
        let bytes = Array("aé🙂€ xxxxxxxxx é".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for from in 0..<bytes.count {
                for to in from...bytes.count {
                    let slow = bytes[from..<to].filter { $0 & 0xC0 != 0x80 }.count
                    #expect(LineIndex.scalarCount(base, from: from, to: to) == slow)
                }
            }
        }
    }

    // MARK: Through the readers

    /// Line ends of each kind before an error: every reader gives the same line.
    static let lineEnds = ["\n", "\r", "\r\n"]

    @Test(arguments: lineEnds)
    func stringsParserErrorAfterLineEnds(_ end: String) {
        let text = "\"a\" = \"b\";" + end + "/* é */" + end + "\"c\" = \"d\"; @"
        let error = Result { () throws(InputError) in try StringsParser.parse(text: text, path: "t.strings") }.failure
        #expect(error?.location?.line == 3 && error?.location?.column == 12, "\(String(describing: error))")
    }

    @Test(arguments: lineEnds)
    func stringsParserEntryPositionsAfterLineEnds(_ end: String) throws {
        let file = try StringsParser.parse(text: "\"a\" = \"b\";" + end + end + "  \"ü\" = \"d\";", path: "t.strings")
        #expect(file.entries.last?.location.line == 3 && file.entries.last?.location.column == 3)
    }

    @Test(arguments: lineEnds)
    func jsonParserErrorAfterLineEnds(_ end: String) {
        let text = "{" + end + "  \"é\": 1," + end + "  oops" + end + "}"
        let error = Result { () throws(InputError) in try JSONParser.parse(Data(text.utf8), path: "c.xcstrings") }.failure
        #expect(error?.location?.line == 3 && error?.location?.column == 3, "\(String(describing: error?.location))")
    }

    @Test(arguments: lineEnds)
    func xmlReaderErrorAfterLineEnds(_ end: String) {
        // XMLSafety refuses entity declarations before libxml2 sees them.
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + end + "<!-- é -->" + end + "  <!ENTITY x \"y\">" + end + "<xliff/>"
        let error = Result { () throws(InputError) in try XLIFFReader.parse(Data(text.utf8), path: "t.xliff") }.failure
        #expect(error?.location?.line == 3 && error?.location?.column == 3, "\(String(describing: error?.location))")
    }

    @Test(arguments: lineEnds)
    func infoPlistPositionsAfterLineEnds(_ end: String) throws {
        let lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<plist version=\"1.0\">", "<dict>",
            "\t<key>UIApplicationShortcutItems</key>", "\t<array>", "\t\t<dict>",
            "\t\t\t<key>UIApplicationShortcutItemType</key>", "\t\t\t<string>search</string>",
            "\t\t\t<key>UIApplicationShortcutItemTitle</key>", "\t\t\t<!-- é --><string>Séarch</string>",
            "\t\t</dict>", "\t</array>", "</dict>", "</plist>",
        ]
        let spec = try InfoPlistReader.read(Data(lines.joined(separator: end).utf8), path: "Info.plist")
        let item = try #require(spec.items.first)
        #expect(item.location.line == 6 && item.location.column == 3, "\(item.location)")
        let title = item.location(of: ShortcutKey.title)
        #expect(title.line == 10 && title.column == 14, "\(title)")
    }

    @Test(arguments: lineEnds)
    func infoPlistErrorAfterLineEnds(_ end: String) {
        let text = ["<?xml version=\"1.0\"?>", "<plist>", "<dict>", "  <key>é</key><string>x</strin>", "</dict>", "</plist>"].joined(separator: end)
        let error = Result { () throws(InputError) in try InfoPlistReader.read(Data(text.utf8), path: "Info.plist") }.failure
        #expect(error?.location?.line == 4, "\(String(describing: error))")
    }

    @Test(arguments: lineEnds)
    func plistScannerErrorAfterLineEnds(_ end: String) {
        // The editor's scanner counted only LF: after a lone CR it said line 1.
        let text = "<?xml version=\"1.0\"?>" + end + "<plist>" + end + "  <dict/><dict/>" + end + "</plist>"
        let error = Result { () throws(InputError) in try PlistXMLScanner.topElement(Array(text.utf8), path: "t.stringsdict") }.failure
        #expect(error?.location?.line == 2 && error?.location?.column == 1, "\(String(describing: error?.location))")
    }

    @Test(arguments: lineEnds)
    func invalidUTF8AfterLineEnds(_ end: String) {
        var bytes = Array(("\"a\" = \"b\";" + end + "\"é\" = \"").utf8)
        bytes += [0xFF] + Array("\";".utf8)
        let error = Result { () throws(InputError) in try StringsParser.parse(Data(bytes), path: "t.strings") }.failure
        #expect(error?.location?.line == 2 && error?.location?.column == 8, "\(String(describing: error?.location))")
    }

    @Test(arguments: lineEnds)
    func unpairedSurrogateAfterLineEnds(_ end: String) {
        var units = Array(("\"a\" = \"b\";" + end + "\"é\" = \"").utf16)
        units.append(0xD800)
        units += Array("\";".utf16)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in units { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let error = Result { () throws(InputError) in try StringsParser.parse(Data(bytes), path: "t.strings") }.failure
        #expect(error?.location?.line == 2 && error?.location?.column == 8, "\(String(describing: error?.location))")
    }

    @Test(arguments: lineEnds)
    func swiftPositionsAfterLineEnds(_ end: String) {
        let source = "// é" + end + "let a = 1" + end + "  let s = NSLocalizedString(\"k\", comment: \"\")"
        let uses = SwiftExtractor.extract(source: source, path: "A.swift").strings
        #expect(uses.first?.line == 3 && uses.first?.column == 11, "\(uses)")
    }

    @Test(arguments: lineEnds)
    func objCPositionsAfterLineEnds(_ end: String) {
        let source = "// é" + end + "/* a" + end + "*/ x = 1;" + end + "  NSString *s = NSLocalizedString(@\"k\", @\"\");"
        let uses = ObjCExtractor.extract(source: source, path: "A.m").strings
        #expect(uses.first?.line == 4 && uses.first?.column == 17, "\(uses)")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
