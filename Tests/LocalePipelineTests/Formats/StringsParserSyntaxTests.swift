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

// MARK: - Syntax

@Suite("StringsParser syntax")
struct StringsSyntaxTests {
    @Test func commentAttachment() throws {
        let file = try parseStringsFixture("comments.strings")
        let comments = Dictionary(uniqueKeysWithValues: file.entries.map { ($0.key, $0.comment) })
        #expect(comments["first"] == "Block comment for first")
        #expect(comments["second"] == "Line comment for second")
        #expect(comments["third"] == "Two line comments\nform one block")
        #expect(comments["fourth"] == "Only this block is kept")
        #expect(comments["fifth"] == .some(nil))
        #expect(comments["sixth"] == .some(nil), "a trailing comment belongs to the entry before it")
        #expect(comments["seventh"] == "Multi-line\n   block comment")
        #expect(comments["eighth"] == .some(nil))
        #expect(comments["ninth"] == "same line as the next key")
        #expect(comments["url"] == .some(nil))
        #expect(comments["tenth"] == .some(nil), "an empty comment is no comment")
        #expect(stringsTable(file)["url"] == "http://example.com/*not a comment*/ // nor this")
        #expect(stringsTable(file)["seventh"] == "7")
    }

    @Test func commentsAnywhereWhitespaceIs() throws {
        let file = try parseStrings("/*a*/\"k\"/*b*/=//c\n\"v\"/*d*/;//e")
        #expect(file.entries.map(\.key) == ["k"])
        #expect(file.entries.first?.value == "v")
        #expect(file.entries.first?.comment == "a")
    }

    @Test func unterminatedBlockCommentIsAnError() {
        let error = expectInputError { try parseStrings("\"a\" = \"b\";\n  /* open") }
        #expect(error?.location?.line == 2)
        #expect(error?.location?.column == 3)
        #expect(error?.message.contains("unterminated comment") == true)
    }

    @Test func quotedAndUnquoted() throws {
        let file = try parseStringsFixture("unquoted.strings")
        #expect(stringsTable(file) == [
            "plain": "value",
            "dotted.key-name": "some/path:with$chars_1.0",
            "quoted key": "unquoted_value",
            "unquoted_key": "quoted value",
            "single": "quoted \"with\" double",
            "shorthand": "shorthand",
            "shorthand quoted": "shorthand quoted",
            "a//b": "slashes inside an unquoted key are not a comment",
        ])
    }

    @Test func keyWithoutValueMeansValueIsKey() throws {
        let file = try parseStrings("\"Cancel\";\nOK ;")
        #expect(stringsTable(file) == ["Cancel": "Cancel", "OK": "OK"])
        #expect(file.entries[1].location == Location(file: "test.strings", line: 2, column: 1))
    }

    @Test func multiLineEntriesAndPositions() throws {
        let file = try parseStringsFixture("multiline.strings")
        let positions = file.entries.map { "\($0.key)@\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(positions == [
            "key.split@1:1", "value.with.newlines@6:1",
            "many@10:1", "on@10:18", "without@10:34", "indented@11:2",
        ])
        #expect(stringsTable(file)["key.split"] == "value on a later line")
        #expect(stringsTable(file)["value.with.newlines"] == "line one\nline two\nline three")
    }

    @Test func crlfLineEndings() throws {
        let file = try parseStringsFixture("crlf.strings")
        #expect(file.entries.map(\.location.line) == [2, 4, 6])
        #expect(file.entries[0].comment == "Windows line endings")
        #expect(stringsTable(file)["second"] == "two\r\nlines")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let file = try parseStringsFixture("non-ascii-columns.strings")
        let positions = file.entries.map { "\($0.key)@\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(positions == ["é@1:1", "k@1:12", "😀@2:1", "k2@2:12"])
    }

    @Test func unicodeSeparatorsAndControlWhitespace() throws {
        let file = try parseStringsFixture("whitespace.strings")
        #expect(stringsTable(file) == ["vt": "form feed and vertical tab", "ls": "after U+2028", "ps": "after U+2029"])
    }

    @Test func duplicatesAreKeptAndLastWins() throws {
        let file = try parseStringsFixture("duplicates.strings")
        #expect(file.entries.map(\.key) == ["dup", "other", "dup"])
        #expect(file.lookup["dup"]?.value == "second")
        #expect(file.lookup["dup"]?.comment == "Second definition wins")
        #expect(file.lookup["dup"]?.location.line == 5)
    }

    @Test func emptyWhitespaceAndCommentOnlyFiles() throws {
        #expect(try parseStringsFixture("empty.strings").entries.isEmpty)
        #expect(try parseStringsFixture("comments-only.strings").entries.isEmpty)
        #expect(try parseStrings("").entries.isEmpty)
        #expect(try parseStrings(" \n\t\r\n").entries.isEmpty)
        #expect(try parseStrings("// only a line comment").entries.isEmpty)
        #expect(try StringsParser.parse(Data(), path: "e").encoding == .utf8)
    }

    @Test func bracedDictionary() throws {
        #expect(stringsTable(try parseStringsFixture("braces.strings")) == ["a": "b", "c": "d"])
        let junk = expectInputError { try parseStrings("{ a = b; } c = d;") }
        #expect(junk?.location?.column == 12)
    }

    @Test func emptyStringsAndLongValues() throws {
        let long = String(repeating: "ab\\\"", count: 10_000)
        let file = try parseStrings("\"\" = \"\";\n\"long\" = \"\(long)\";")
        #expect(stringsTable(file)[""] == "")
        #expect(stringsTable(file)["long"] == String(repeating: "ab\"", count: 10_000))
    }

    @Test func encodingIsRecorded() throws {
        #expect(try StringsParser.parse(text: "a = b;", path: "p", encoding: .utf16BE).encoding == .utf16BE)
    }
}
