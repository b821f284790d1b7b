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

// Tests for TextDecoding and StringsParser. Fixtures live in Fixtures/strings
// (see its README.md); the oracle compares with Foundation's own reader.

// MARK: - Helpers

/// Swift Testing has its own `SourceLocation`; this is the model's.
private typealias Location = LocalePipeline.SourceLocation

private enum TestPaths {
    /// The package root: the nearest folder above this file with a Package.swift.
    static let packageRoot: URL? = PackageRoot.url

    static var fixtures: URL? { packageRoot?.appendingPathComponent("Fixtures/strings") }
    static var corpus: URL? { packageRoot?.appendingPathComponent("../shared/corpus").standardizedFileURL }

    /// Every regular file below `folder` whose name ends in `suffix`, sorted.
    static func files(under folder: URL, suffix: String = "", recursive: Bool = true) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey],
            options: recursive ? [] : [.skipsSubdirectoryDescendants]) else { return [] }
        var result: [URL] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }

    static func fixture(_ name: String) throws -> (data: Data, path: String) {
        let root = try #require(fixtures, "package root not found from \(#filePath)")
        let url = root.appendingPathComponent(name)
        return (try Data(contentsOf: url), url.path)
    }
}

private func parse(_ text: String, path: String = "test.strings") throws -> StringsFile {
    try StringsParser.parse(text: text, path: path)
}

private func parseFixture(_ name: String) throws -> StringsFile {
    let (data, path) = try TestPaths.fixture(name)
    return try StringsParser.parse(data, path: path)
}

/// Key to value, the last duplicate winning, like Foundation's dictionary.
private func table(_ file: StringsFile) -> [String: String] {
    file.lookup.mapValues(\.value)
}

/// The error `body` throws, or nil (and a failed expectation) if it does not.
private func inputError<T>(_ body: () throws -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        _ = try body()
        Issue.record("expected an InputError", sourceLocation: sourceLocation)
        return nil
    } catch let error as InputError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// What Foundation makes of the file: the reference for the oracle tests.
/// Linux Foundation does not detect UTF-16 without a BOM (it reads it as
/// UTF-8 and fails), and refuses zero-length data that CF otherwise treats
/// as an empty table, so those two cases get help.
private func foundationTable(_ data: Data, encoding: TextEncoding, text: String) -> [String: String]? {
    if data.isEmpty { return [:] }
    let input = (encoding == .utf16LE || encoding == .utf16BE) ? Data(text.utf8) : data
    let plist = try? PropertyListSerialization.propertyList(from: input, options: [], format: nil)
    return plist as? [String: String]
}

// MARK: - Decoding

@Suite("TextDecoding")
struct StringsTextDecodingTests {
    static let sample = "\"greeting\" = \"こんにちは 🍣\";\n"

    @Test("UTF-8 and UTF-16 with and without BOM", arguments: [
        (TextEncoding.utf8, Data(sample.utf8)),
        (.utf8BOM, Data([0xEF, 0xBB, 0xBF]) + Data(sample.utf8)),
        (.utf16LE, sample.data(using: .utf16LittleEndian) ?? Data()),
        (.utf16BE, sample.data(using: .utf16BigEndian) ?? Data()),
        (.utf16LEBOM, Data([0xFF, 0xFE]) + (sample.data(using: .utf16LittleEndian) ?? Data())),
        (.utf16BEBOM, Data([0xFE, 0xFF]) + (sample.data(using: .utf16BigEndian) ?? Data())),
    ])
    func decodes(encoding: TextEncoding, data: Data) throws {
        let decoded = try TextDecoding.decode(data, path: "x.strings")
        #expect(decoded.encoding == encoding)
        #expect(decoded.text == Self.sample)
        #expect(TextDecoding.detectEncoding(data) == encoding)
    }

    @Test func emptyAndTinyInputs() throws {
        #expect(try TextDecoding.decode(Data(), path: "x").text == "")
        #expect(try TextDecoding.decode(Data([0xEF, 0xBB, 0xBF]), path: "x") == ("", .utf8BOM))
        #expect(try TextDecoding.decode(Data([0xFF, 0xFE]), path: "x") == ("", .utf16LEBOM))
        #expect(try TextDecoding.decode(Data([0x61]), path: "x") == ("a", .utf8))
        #expect(try TextDecoding.decode(Data([0x61, 0x00]), path: "x") == ("a", .utf16LE))
    }

    @Test func strayNulDoesNotMakeUTF8LookLikeUTF16() throws {
        let data = Data("\"a\" = \"b\";\n\"c\" = \"d\";\n".utf8) + Data([0])
        #expect(TextDecoding.detectEncoding(data) == .utf8)
    }

    @Test func invalidUTF8ReportsLineAndColumn() {
        let data = Data("ok\n  é".utf8) + Data([0xE9, 0x21])
        let error = inputError { try TextDecoding.decode(data, path: "bad.strings") }
        #expect(error?.location == Location(file: "bad.strings", line: 2, column: 4))
        #expect(error?.message.contains("not valid UTF-8") == true)
        #expect(error?.message.contains("0xE9") == true)
    }

    @Test func truncatedUTF8AtEndOfFile() {
        let data = Data("\"a\" = \"".utf8) + Data([0xE3, 0x81])
        let error = inputError { try TextDecoding.decode(data, path: "t") }
        #expect(error?.location == Location(file: "t", line: 1, column: 8))
    }

    @Test func utf16LoneSurrogateAndOddLength() {
        var le = Data([0xFF, 0xFE])
        for unit: UInt16 in [0x61, 0x0D, 0x0A, 0x62, 0xDC00, 0x63] {
            le.append(UInt8(unit & 0xFF))
            le.append(UInt8(unit >> 8))
        }
        let surrogate = inputError { try TextDecoding.decode(le, path: "s") }
        #expect(surrogate?.location == Location(file: "s", line: 2, column: 2))
        #expect(surrogate?.message.contains("UTF-16LE") == true)

        let odd = inputError { try TextDecoding.decode(Data([0xFE, 0xFF, 0x00, 0x61, 0x00]), path: "o") }
        #expect(odd?.location == Location(file: "o", line: 1, column: 2))
        #expect(odd?.message.contains("odd number of bytes") == true)
    }
}

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
        let file = try parseFixture(name)
        #expect(file.encoding == encoding)
        #expect(table(file) == [
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
        let file = try parseFixture("basic.strings")
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
        let file = try parse(text)
        #expect(file.entries.first?.value == expected)
        // Foundation agrees.
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        #expect((foundation as? [String: String])?["k"] == expected)
    }

    @Test func escapesFixture() throws {
        let file = try parseFixture("escapes.strings")
        let values = table(file)
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

// MARK: - Syntax

@Suite("StringsParser syntax")
struct StringsSyntaxTests {
    @Test func commentAttachment() throws {
        let file = try parseFixture("comments.strings")
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
        #expect(table(file)["url"] == "http://example.com/*not a comment*/ // nor this")
        #expect(table(file)["seventh"] == "7")
    }

    @Test func commentsAnywhereWhitespaceIs() throws {
        let file = try parse("/*a*/\"k\"/*b*/=//c\n\"v\"/*d*/;//e")
        #expect(file.entries.map(\.key) == ["k"])
        #expect(file.entries.first?.value == "v")
        #expect(file.entries.first?.comment == "a")
    }

    @Test func unterminatedBlockCommentIsAnError() {
        let error = inputError { try parse("\"a\" = \"b\";\n  /* open") }
        #expect(error?.location?.line == 2)
        #expect(error?.location?.column == 3)
        #expect(error?.message.contains("unterminated comment") == true)
    }

    @Test func quotedAndUnquoted() throws {
        let file = try parseFixture("unquoted.strings")
        #expect(table(file) == [
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
        let file = try parse("\"Cancel\";\nOK ;")
        #expect(table(file) == ["Cancel": "Cancel", "OK": "OK"])
        #expect(file.entries[1].location == Location(file: "test.strings", line: 2, column: 1))
    }

    @Test func multiLineEntriesAndPositions() throws {
        let file = try parseFixture("multiline.strings")
        let positions = file.entries.map { "\($0.key)@\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(positions == [
            "key.split@1:1", "value.with.newlines@6:1",
            "many@10:1", "on@10:18", "without@10:34", "indented@11:2",
        ])
        #expect(table(file)["key.split"] == "value on a later line")
        #expect(table(file)["value.with.newlines"] == "line one\nline two\nline three")
    }

    @Test func crlfLineEndings() throws {
        let file = try parseFixture("crlf.strings")
        #expect(file.entries.map(\.location.line) == [2, 4, 6])
        #expect(file.entries[0].comment == "Windows line endings")
        #expect(table(file)["second"] == "two\r\nlines")
    }

    @Test func columnsCountUnicodeScalars() throws {
        let file = try parseFixture("non-ascii-columns.strings")
        let positions = file.entries.map { "\($0.key)@\($0.location.line ?? 0):\($0.location.column ?? 0)" }
        #expect(positions == ["é@1:1", "k@1:12", "😀@2:1", "k2@2:12"])
    }

    @Test func unicodeSeparatorsAndControlWhitespace() throws {
        let file = try parseFixture("whitespace.strings")
        #expect(table(file) == ["vt": "form feed and vertical tab", "ls": "after U+2028", "ps": "after U+2029"])
    }

    @Test func duplicatesAreKeptAndLastWins() throws {
        let file = try parseFixture("duplicates.strings")
        #expect(file.entries.map(\.key) == ["dup", "other", "dup"])
        #expect(file.lookup["dup"]?.value == "second")
        #expect(file.lookup["dup"]?.comment == "Second definition wins")
        #expect(file.lookup["dup"]?.location.line == 5)
    }

    @Test func emptyWhitespaceAndCommentOnlyFiles() throws {
        #expect(try parseFixture("empty.strings").entries.isEmpty)
        #expect(try parseFixture("comments-only.strings").entries.isEmpty)
        #expect(try parse("").entries.isEmpty)
        #expect(try parse(" \n\t\r\n").entries.isEmpty)
        #expect(try parse("// only a line comment").entries.isEmpty)
        #expect(try StringsParser.parse(Data(), path: "e").encoding == .utf8)
    }

    @Test func bracedDictionary() throws {
        #expect(table(try parseFixture("braces.strings")) == ["a": "b", "c": "d"])
        let junk = inputError { try parse("{ a = b; } c = d;") }
        #expect(junk?.location?.column == 12)
    }

    @Test func emptyStringsAndLongValues() throws {
        let long = String(repeating: "ab\\\"", count: 10_000)
        let file = try parse("\"\" = \"\";\n\"long\" = \"\(long)\";")
        #expect(table(file)[""] == "")
        #expect(table(file)["long"] == String(repeating: "ab\"", count: 10_000))
    }

    @Test func encodingIsRecorded() throws {
        #expect(try StringsParser.parse(text: "a = b;", path: "p", encoding: .utf16BE).encoding == .utf16BE)
    }
}

// MARK: - Errors

/// A malformed input with the error we promise for it.
struct StringsBrokenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var line: Int
    var column: Int
    var message: String
    /// What `PropertyListSerialization` returns as `[String: String]`
    /// (nil: it fails or the result is not a string table). Non-nil values
    /// are files Foundation reads only partly without any error.
    var foundation: [String: String]?

    var testDescription: String { name }
}

@Suite("StringsParser errors")
struct StringsErrorTests {
    static let brokenFixtures: [StringsBrokenCase] = [
        .init(name: "missing-equals.strings", line: 3, column: 6,
              message: "expected '=' or ';' after key, found '\"'"),
        .init(name: "missing-semicolon.strings", line: 2, column: 10,
              message: "expected ';' after value, found '\"'"),
        .init(name: "missing-semicolon-eof.strings", line: 2, column: 10,
              message: "expected ';' after value, found end of file"),
        .init(name: "unterminated-string.strings", line: 2, column: 7,
              message: "unterminated string: no closing \" before end of file"),
        .init(name: "unterminated-comment.strings", line: 2, column: 1,
              message: "unterminated comment: no closing '*/' for this '/*'", foundation: ["a": "1"]),
        .init(name: "stray-character.strings", line: 2, column: 1,
              message: "unexpected '@' where a key should start", foundation: ["a": "1"]),
        .init(name: "eof-after-equals.strings", line: 2, column: 6,
              message: "expected a string value after '=', found end of file"),
        .init(name: "eof-after-key.strings", line: 2, column: 4,
              message: "expected '=' or ';' after key, found end of file"),
        .init(name: "array-value.strings", line: 1, column: 7,
              message: "expected a string value after '=', found '('"),
        .init(name: "double-semicolon.strings", line: 1, column: 11,
              message: "unexpected ';' where a key should start", foundation: ["a": "1"]),
        .init(name: "plus-in-unquoted.strings", line: 1, column: 4,
              message: "expected '=' or ';' after key, found '+'"),
        .init(name: "backslash-eof.strings", line: 1, column: 7,
              message: "unterminated string: no closing \" before end of file"),
        .init(name: "nbsp-whitespace.strings", line: 1, column: 4,
              message: "expected '=' or ';' after key, found U+00A0"),
        .init(name: "unclosed-brace.strings", line: 2, column: 1,
              message: "expected '}' to close the '{' at the start of the file, found end of file"),
        .init(name: "nul-byte.strings", line: 1, column: 11,
              message: "unexpected U+0000 where a key should start", foundation: ["a": "1"]),
        .init(name: "invalid-utf8.strings", line: 2, column: 11,
              message: "file is not valid UTF-8 (bad byte 0xE9); save it as UTF-8 or UTF-16"),
        .init(name: "utf16-odd-length.strings", line: 2, column: 11,
              message: "UTF-16LE file ends in the middle of a character (odd number of bytes)",
              foundation: ["a": "1", "b": "2"]),
        .init(name: "utf16-lone-surrogate.strings", line: 2, column: 9,
              message: "file is not valid UTF-16LE (unpaired surrogate)",
              foundation: ["a": "1", "b": "x\u{FFFD}"]),
    ]

    @Test("Broken fixture reports its exact position", arguments: brokenFixtures)
    func brokenFixture(_ broken: StringsBrokenCase) throws {
        let (data, path) = try TestPaths.fixture("broken/" + broken.name)
        let error = inputError { try StringsParser.parse(data, path: path) }
        #expect(error?.location == Location(file: path, line: broken.line, column: broken.column))
        #expect(error?.message == broken.message)
        #expect(error?.description == "\(path):\(broken.line):\(broken.column): error: \(broken.message)")

        // Where Foundation is lenient, record exactly how (a partial table).
        let foundation = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String]
        #expect(foundation == broken.foundation)
    }

    @Test("Inline malformed input", arguments: [
        ("\"a\" = \"b\"", 1, 10, "expected ';' after value, found end of file"),
        ("\"a\" = ;", 1, 7, "expected a string value after '=', found ';'"),
        ("\"a\" = {b = c;};", 1, 7, "expected a string value after '=', found '{'"),
        ("\"a\" = <6162>;", 1, 7, "expected a string value after '=', found '<'"),
        ("a = b c;", 1, 6, "expected ';' after value, found 'c'"),
        ("\n\n   \"x\" == \"y\";", 3, 9, "expected a string value after '=', found '='"),
        ("\"k\" = 'v\";", 1, 7, "unterminated string: no closing ' before end of file"),
        ("\"k\" = \"v\"; \u{FEFF}\"x\" = \"y\";", 1, 12, "unexpected U+FEFF where a key should start"),
        ("\"k\" = \"v\"; « = x;", 1, 12, "unexpected '«' (U+00AB) where a key should start"),
        ("\"a\" = \"b\";\r\n\"c\" = \"d\"\r\n", 2, 10, "expected ';' after value, found end of file"),
        ("\"a\" = \"b\";\r\"c\" = \"d\" x", 2, 10, "expected ';' after value, found 'x'"),
        ("\"é😀\" = \"ü\" x", 1, 11, "expected ';' after value, found 'x'"),
        ("\"k\" = \"v\";\n}", 2, 1, "unexpected '}' where a key should start"),
    ])
    func inline(source: String, line: Int, column: Int, message: String) {
        let error = inputError { try parse(source, path: "in.strings") }
        #expect(error?.location == Location(file: "in.strings", line: line, column: column))
        #expect(error?.message == message)
    }
}

// MARK: - Oracle and robustness

@Suite("StringsParser against Foundation")
struct StringsOracleTests {
    /// Parses `url` both ways; returns a description of any disagreement.
    static func compare(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return "\(url.path): unreadable" }
        let ours: StringsFile
        do {
            ours = try StringsParser.parse(data, path: url.path)
        } catch {
            return "\(url.path): we reject it: \(error)"
        }
        let text = (try? TextDecoding.decode(data, path: url.path).text) ?? ""
        guard let theirs = foundationTable(data, encoding: ours.encoding, text: text) else {
            return "\(url.path): Foundation rejects it, we read \(ours.entries.count) entries"
        }
        let mine = table(ours)
        guard mine != theirs else { return nil }
        let keys = Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted().prefix(5)
        return "\(url.path): differs at \(keys.map { "\($0.debugDescription): ours \(mine[$0].debugDescription), Foundation \(theirs[$0].debugDescription)" })"
    }

    @Test func validFixturesMatchFoundation() throws {
        let root = try #require(TestPaths.fixtures)
        let files = TestPaths.files(under: root, suffix: ".strings", recursive: false)
        #expect(files.count >= 15)
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test func corpusMatchesFoundation() throws {
        guard let corpus = TestPaths.corpus, FileManager.default.fileExists(atPath: corpus.path) else {
            print("skipping corpus oracle: ../shared/corpus not found")
            return
        }
        let files = TestPaths.files(under: corpus, suffix: ".strings")
        #expect(!files.isEmpty)
        var entries = 0
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
            if problem == nil, let data = try? Data(contentsOf: url) {
                entries += (try? StringsParser.parse(data, path: url.path).entries.count) ?? 0
            }
        }
        print("corpus oracle: \(files.count) .strings files, \(entries) entries agree with Foundation")
    }

    /// Every file under the corpus and Fixtures, whatever it is, must give
    /// either a table or an InputError; a crash would end the test run.
    @Test func noInputCrashesTheParser() throws {
        var roots: [URL] = []
        if let fixtures = TestPaths.packageRoot?.appendingPathComponent("Fixtures") { roots.append(fixtures) }
        if let corpus = TestPaths.corpus, FileManager.default.fileExists(atPath: corpus.path) { roots.append(corpus) }
        var count = 0
        for root in roots {
            for url in TestPaths.files(under: root) {
                guard let data = try? Data(contentsOf: url) else { continue }
                count += 1
                do {
                    let file = try StringsParser.parse(data, path: url.path)
                    // A binary property list keeps no positions: its entries are placed at the file.
                    for entry in file.entries { #expect(entry.location.line ?? 0 >= 1 || file.format == .binary) }
                } catch {
                    #expect(error.location?.file == url.path)
                }
                // Truncating the small fixtures at every byte exercises each
                // "end of file inside an entry" path.
                if url.pathExtension == "strings", url.path.contains("/Fixtures/strings/") {
                    for cut in stride(from: 0, to: data.count, by: 1) {
                        _ = try? StringsParser.parse(data.prefix(cut), path: url.path)
                    }
                }
            }
        }
        #expect(count > 0)
    }

    /// Seeded random byte edits of the fixtures: any outcome but a crash is fine.
    @Test func mutatedFixturesDoNotCrash() throws {
        let root = try #require(TestPaths.fixtures)
        let files = TestPaths.files(under: root, suffix: ".strings").compactMap { try? Data(contentsOf: $0) }
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let interesting: [UInt8] = [0x22, 0x27, 0x5C, 0x2F, 0x2A, 0x3B, 0x3D, 0x0A, 0x0D, 0x00, 0x55, 0x7B, 0xE2, 0xF0, 0xFF]
        var parsed = 0
        for round in 0..<3000 {
            var data = files[round % files.count]
            guard !data.isEmpty else { continue }
            for _ in 0..<(1 + next() % 3) {
                let at = data.startIndex + next() % data.count
                data[at] = next() % 2 == 0 ? interesting[next() % interesting.count] : UInt8(truncatingIfNeeded: next())
            }
            if (try? StringsParser.parse(data, path: "mutated.strings")) != nil { parsed += 1 }
        }
        #expect(parsed > 0)
    }
}
