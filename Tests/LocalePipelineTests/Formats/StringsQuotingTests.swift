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

/// The one `.strings` quoting (`StringsLayout.quoted`), used by the editor,
/// the file writer and genstrings tables: every ASCII character, controls
/// included, and characters beyond the BMP read back unchanged through our
/// parser and through Foundation's.
struct StringsQuotingTests {
    @Test func everyCharacterReadsBack() throws {
        var values = (0...0x7F).compactMap { Unicode.Scalar($0).map { "a\(Character($0))b" } }
        values += ["😀", "👩‍❤️‍💋‍👨", "\u{10FFFF}", "\u{FEFF}x", "é\u{301}", "\\n literal", "*/", "%1$@ \"q\""]
        let text = values.enumerated().map { "\(StringsLayout.quoted("k\($0.offset)")) = \(StringsLayout.quoted($0.element));" }.joined(separator: "\n")
        let ours = try StringsParser.parse(text: text, path: "q.strings")
        #expect(ours.entries.map(\.value) == values)
        let foundation = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String])
        for (index, value) in values.enumerated() {
            #expect(foundation["k\(index)"]?.unicodeScalars.elementsEqual(value.unicodeScalars) == true, "\(index): \(value.debugDescription)")
        }
    }

    @Test func genstringsTablesUseIt() {
        let use = LocalizedStringUse(key: "bell\u{7}", table: "Localizable", value: nil, comment: "a */ comment", kind: .nsLocalizedString,
                                     bundle: .main, file: "A.swift", line: 1, column: 1)
        let table = GenstringsWriter.tables(from: [use])["Localizable"] ?? ""
        #expect(table.contains("\"bell\\U0007\" = \"bell\\U0007\";"), "\(table)")
        #expect(table.contains("/* a * / comment */"))
    }
}
