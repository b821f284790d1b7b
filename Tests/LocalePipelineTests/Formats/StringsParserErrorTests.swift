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
        let (data, path) = try StringsTestPaths.fixture("broken/" + broken.name)
        let error = expectInputError { try StringsParser.parse(data, path: path) }
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
        let error = expectInputError { try parseStrings(source, path: "in.strings") }
        #expect(error?.location == Location(file: "in.strings", line: line, column: column))
        #expect(error?.message == message)
    }
}
