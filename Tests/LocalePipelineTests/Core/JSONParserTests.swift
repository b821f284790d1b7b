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

private typealias Location = LocalePipeline.SourceLocation

/// The ordered JSON reader under String Catalogs: values, order, positions,
/// errors, and agreement with `JSONSerialization`.
@Suite("JSONParser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(text: text, path: "t.json")
    }

    @Test func valuesAndOrder() throws {
        let document = try parse(#"{"z" : 1, "a" : [true, false, null, -0.5e+3, "x"], "m" : {}, "z" : "again"}"#)
        let members = try #require(document.root.members)
        // Order and duplicates as written; lookups take the last, like JSONSerialization.
        #expect(members.map(\.key.value) == ["z", "a", "m", "z"])
        #expect(document.root.member("z")?.value == .string(JSONString("again")))
        #expect(members[1].value == .array([.bool(true), .bool(false), .null, .number("-0.5e+3"), .string(JSONString("x"))]))
        #expect(members[2].value == .object([]))
        #expect(members[0].value.int == 1)
    }

    @Test func escapesAreDecodedAndTheWrittenFormKept() throws {
        let document = try parse(#"{"k" : "a\"b\\c\/d\n\t\b\f\r\u00e9\uD83D\uDE00"}"#)
        let value = try #require(document.root.member("k")?.value)
        guard case .string(let string) = value else { Issue.record("not a string"); return }
        #expect(string.value == "a\"b\\c/d\n\t\u{8}\u{C}\ré😀")
        #expect(string.written == #"a\"b\\c\/d\n\t\b\f\r\u00e9\uD83D\uDE00"#)
    }

    @Test func keyPositionsCountScalars() throws {
        let text = "{\n  \"é😀\" : { \"b\" : 1 },\r\n\t\"c\" : 2\r}"
        let members = try #require(try parse(text).root.members)
        #expect(members[0].location == Location(file: "t.json", line: 2, column: 3))
        #expect(members[0].value.members?[0].location == Location(file: "t.json", line: 2, column: 12))
        #expect(members[1].location == Location(file: "t.json", line: 3, column: 2))
    }

    /// JSONSerialization accepts a comma before `}` or `]`, so we do too.
    @Test func trailingCommasAsFoundationReadsThem() throws {
        let document = try parse("{\"a\" : [1, 2,], \"b\" : {\"c\" : 3 , },\n}")
        #expect(document.root.member("a")?.value == .array([.number("1"), .number("2")]))
        #expect(document.root.member("b")?.value.member("c")?.value == .number("3"))
    }

    @Test func whiteSpaceAroundTheValueIsKept() throws {
        let document = try parse(" \n{}\n\n")
        #expect(document.leading == " \n")
        #expect(document.trailing == "\n\n")
    }

    @Test("Malformed JSON reports line and column", arguments: [
        ("", 1, 1, "the file is empty: expected a JSON value"),
        ("{\"a\" : 1,,}", 1, 10, "expected a string key in the object, found ','"),
        ("{,}", 1, 2, "expected a string key in the object, found ','"),
        ("[1,,]", 1, 4, "expected a value, found ','"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
        ("{\"a\" : 1 \"b\" : 2}", 1, 10, "expected ',' or '}' after a member, found '\"'"),
        ("{\n  \"a\" : [1, 2", 2, 14, "expected ',' or ']' after an element, found end of file (the array opened at 2:9 is not closed)"),
        ("{\"a\" : \"x", 1, 8, "unterminated string: no closing \" before end of file"),
        ("{\"a\" : \"x\ny\"}", 1, 10, "U+000A must be escaped inside a string"),
        ("{\"a\" : \"\\x\"}", 1, 9, "invalid escape '\\x' in a string"),
        ("{\"a\" : \"\\u12G4\"}", 1, 9, "invalid \\u escape: expected four hex digits, found 'G'"),
        ("{\"a\" : \"\\uDE00\"}", 1, 9, "unpaired surrogate '\\uDE00' in a string"),
        ("{\"a\" : \"\\uD83Dx\"}", 1, 9, "unpaired surrogate '\\uD83D' in a string"),
        ("{\"a\" : 01}", 1, 8, "invalid number: a leading zero must not be followed by digits"),
        ("{\"a\" : 1.}", 1, 10, "invalid number: expected a digit after '.', found '}'"),
        ("{\"a\" : -}", 1, 9, "invalid number: expected a digit, found '}'"),
        ("{\"a\" : tru}", 1, 8, "expected a value, found 't'"),
        ("{\"a\" : 'x'}", 1, 8, "expected a value, found '''"),
        ("{} {}", 1, 4, "unexpected '{' after the end of the JSON value"),
        ("{\"é\" : 1,\n \"ü\" : ]}", 2, 8, "expected a value, found ']'"),
        ("\u{FEFF}{}", 1, 1, "expected a value, found U+FEFF"),
    ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        let error = expectInputError { try parse(text) }
        #expect(error?.location == Location(file: "t.json", line: line, column: column))
        #expect(error?.message == "invalid JSON: " + message)
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let error = expectInputError { try parse(deep) }
        #expect(error?.message.contains("nested more than") == true)
        #expect(error?.location?.column == JSONParser.maxDepth + 1)
    }

    @Test func invalidUTF8IsAnInputError() {
        let data = Data("{\"a\" : \"".utf8) + Data([0xC3, 0x28]) + Data("\"}".utf8)
        let error = expectInputError { try JSONParser.parse(data, path: "bad.json") }
        #expect(error?.location == Location(file: "bad.json", line: 1, column: 9))
    }

    @Test func utf16WithBOMIsRead() throws {
        var data = Data([0xFF, 0xFE])
        for unit in "{\"a\" : \"é\"}".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let document = try JSONParser.parse(data, path: "u.json")
        #expect(document.encoding == .utf16LEBOM)
        #expect(document.root.member("a")?.value.string == "é")
    }
}

@Suite("JSONParser against JSONSerialization")
struct JSONOracleTests {
    /// Our value in Foundation's terms, for comparing with JSONSerialization.
    static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .object(let members):
            var dict: [String: Any] = [:]
            for member in members { dict[member.key.value] = foundation(member.value) }
            return dict
        case .array(let elements): return elements.map(foundation)
        case .string(let string): return string.value
        case .number(let text): return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) ?? NSNull()
        case .bool(let flag): return flag
        case .null: return NSNull()
        }
    }

    static func catalogFiles() throws -> [URL] {
        let root = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/xcstrings")
        return FixturePaths.files(under: root, suffix: ".xcstrings").filter { !$0.path.contains("/broken/") }
    }

    @Test func fixturesReadAsJSONSerializationReadsThem() throws {
        let files = try Self.catalogFiles()
        #expect(files.count >= 6)
        for url in files {
            let data = try Data(contentsOf: url)
            let ours = try JSONParser.parse(data, path: url.path)
            let theirs = try JSONSerialization.jsonObject(with: data)
            #expect(NSDictionary(dictionary: Self.foundation(ours.root) as? [String: Any] ?? [:]).isEqual(theirs), "\(url.lastPathComponent)")
        }
    }

    @Test func brokenFixturesAreRejectedByBoth() throws {
        let root = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/xcstrings/broken")
        for url in FixturePaths.files(under: root, suffix: ".xcstrings") {
            let data = try Data(contentsOf: url)
            let ours = (try? JSONParser.parse(data, path: url.path)) != nil
            let theirs = (try? JSONSerialization.jsonObject(with: data)) != nil
            // Some are valid JSON but not valid catalogs (and one has trailing
            // commas, which both accept).
            #expect(ours == theirs, "\(url.lastPathComponent)")
        }
    }

    /// Seeded random byte edits of the catalog fixtures: we must never crash,
    /// and must accept exactly what JSONSerialization accepts (as an object).
    @Test func mutatedCatalogsAgreeWithJSONSerialization() throws {
        let files = try Self.catalogFiles().compactMap { try? Data(contentsOf: $0) }.filter { $0.count < 20_000 }
        var seed: UInt64 = 0x15_0C_A7
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let interesting = Array("{}[]:,\"\\/ntu0-.e".utf8) + [0x0A, 0x00, 0xC3, 0xFF]
        var accepted = 0
        var disagreements: [String] = []
        for round in 0..<2000 {
            var data = files[round % files.count]
            for _ in 0..<(1 + next() % 2) {
                let at = data.startIndex + next() % data.count
                data[at] = next() % 2 == 0 ? interesting[next() % interesting.count] : UInt8(truncatingIfNeeded: next())
            }
            let ours = Result { () throws(InputError) in try JSONParser.parse(data, path: "m.json") }
            let theirs = Result { try JSONSerialization.jsonObject(with: data) }
            if case .success = ours { accepted += 1 }
            switch (ours, theirs) {
            case (.success, .failure(let error)):
                disagreements.append("we accept, JSONSerialization rejects: \(error)")
            case (.failure(let error), .success):
                disagreements.append("we reject, JSONSerialization accepts: \(error)")
            default:
                break
            }
            _ = try? StringCatalogReader.read(data, path: "m.xcstrings")
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
        #expect(accepted > 0)
    }
}
