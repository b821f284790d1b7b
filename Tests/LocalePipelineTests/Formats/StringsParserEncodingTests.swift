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

/// Swift Testing has its own `SourceLocation`; this is the model's.
private typealias Location = LocalePipeline.SourceLocation

// MARK: - Encoded fixtures

@Suite("StringsParser encodings")
struct StringsEncodingTests {
    @Test("Same table from every encoding", arguments: [
        ("utf8-bom.strings", TextEncoding.utf8BOM),
        ("utf16le-bom.strings", .utf16LEBOM),
        ("utf16be-bom.strings", .utf16BEBOM),
        ("utf16le.strings", .utf16LE),
        ("utf16be.strings", .utf16BE),
    ])
    func encodedFixture(name: String, encoding: TextEncoding) throws {
        let file = try parseStringsFixture(name)
        #expect(file.encoding == encoding)
        #expect(stringsTable(file) == [
            "greeting": "こんにちは",
            "emoji": "🍣 and 🍜",
            "accents": "Crème brûlée",
            "escaped": "Tab\there \"quoted\"",
        ])
        #expect(file.entries.map(\.key) == ["greeting", "emoji", "accents", "escaped"])
        #expect(file.entries[0].comment?.hasPrefix("Encoded as UTF-") == true)
        // Columns count scalars, so the emoji line's positions match UTF-8's.
        #expect(file.entries[1].location.line == 3)
        #expect(file.entries[1].location.column == 1)
    }

    @Test func basicUTF8() throws {
        let file = try parseStringsFixture("basic.strings")
        #expect(file.encoding == .utf8)
        #expect(file.entries == [
            StringsEntry(key: "main.title", value: "Menu du jour", comment: "Title of the main screen",
                         location: Location(file: file.path, line: 2, column: 1)),
            StringsEntry(key: "book.button", value: "Réserver une table", comment: "Button that books a table",
                         location: Location(file: file.path, line: 5, column: 1)),
            StringsEntry(key: "search.placeholder", value: "Rechercher… 🍜", comment: "Placeholder in the search field",
                         location: Location(file: file.path, line: 8, column: 1)),
            StringsEntry(key: "no.comment", value: "Sans commentaire", comment: nil,
                         location: Location(file: file.path, line: 10, column: 1)),
        ])
    }
}

// MARK: - Escapes

@Suite("StringsParser escapes")
struct StringsEscapeTests {
    @Test("Escapes as Foundation reads them", arguments: [
        (#"She said \"hi\""#, "She said \"hi\""),
        (#"C:\\path"#, "C:\\path"),
        (#"a\nb\tc\rd"#, "a\nb\tc\rd"),
        (#"a\0b"#, "a\u{0}b"),
        (#"\a\b\f\v"#, "\u{7}\u{8}\u{C}\u{B}"),
        (#"it\'s"#, "it's"),
        (#"\101\102\103"#, "ABC"),           // octal, up to three digits
        (#"\7x\08\0101"#, "\u{7}x\u{0}8\u{8}1"),
        (#"\341\351\376"#, "ÆØ\u{0}"),        // high octal bytes are NeXTSTEP Latin
        (#"\501"#, "A"),                     // wraps like CF's uint8_t
        (#"\U00E9\U00e9"#, "éé"),
        (#"\U41!\U0041BC"#, "A!ABC"),        // at most four hex digits
        (#"\Uzz"#, "\u{0}zz"),               // no digits: U+0000
        (#"\UD83D\UDE00"#, "😀"),             // surrogate pair joins
        (#"\UD83D\UD83D\UDE00"#, "\u{FFFD}😀"),
        (#"\UD83Dx"#, "\u{FFFD}x"),          // lone high surrogate
        (#"\UDE00"#, "\u{FFFD}"),            // lone low surrogate
        (#"\UDE00\UD83D"#, "\u{FFFD}\u{FFFD}"),
        (#"\UD83D\n"#, "\u{FFFD}\n"),
        (#"\u00E9"#, "u00E9"),               // lowercase \u is not an escape in CF
        (#"\q\%\ \8"#, "q% 8"),              // unknown escapes keep the character
        ("a\\\nb", "a\nb"),
        (#"\é\😀"#, "é😀"),
        (#"no escapes at all"#, "no escapes at all"),
    ])
    func escape(source: String, expected: String) throws {
        let text = "\"k\" = \"\(source)\";"
        let file = try parseStrings(text)
        #expect(file.entries.first?.value == expected)
        // Foundation agrees.
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        #expect((foundation as? [String: String])?["k"] == expected)
    }

    @Test func escapesFixture() throws {
        let file = try parseStringsFixture("escapes.strings")
        let values = stringsTable(file)
        #expect(values["octal.nextstep"] == "ÆØ\u{0}")
        #expect(values["surrogate.pair"] == "😀")
        #expect(values["lone.high"] == "\u{FFFD}x")
        #expect(values["lowercase.u"] == "u00E9")
        #expect(values["escaped.newline"] == "a\nb")
        #expect(values["single.quoted"] == "say 'hi' and \"bye\"")
        #expect(values["esc\"aped\nkey"] == "escapes work in keys too")
        #expect(file.entries.count == 26)
    }
}
