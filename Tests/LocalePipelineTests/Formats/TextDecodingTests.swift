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
        let error = expectInputError { try TextDecoding.decode(data, path: "bad.strings") }
        #expect(error?.location == Location(file: "bad.strings", line: 2, column: 4))
        #expect(error?.message.contains("not valid UTF-8") == true)
        #expect(error?.message.contains("0xE9") == true)
    }

    @Test func truncatedUTF8AtEndOfFile() {
        let data = Data("\"a\" = \"".utf8) + Data([0xE3, 0x81])
        let error = expectInputError { try TextDecoding.decode(data, path: "t") }
        #expect(error?.location == Location(file: "t", line: 1, column: 8))
    }

    @Test func utf16LoneSurrogateAndOddLength() {
        var le = Data([0xFF, 0xFE])
        for unit: UInt16 in [0x61, 0x0D, 0x0A, 0x62, 0xDC00, 0x63] {
            le.append(UInt8(unit & 0xFF))
            le.append(UInt8(unit >> 8))
        }
        let surrogate = expectInputError { try TextDecoding.decode(le, path: "s") }
        #expect(surrogate?.location == Location(file: "s", line: 2, column: 2))
        #expect(surrogate?.message.contains("UTF-16LE") == true)

        let odd = expectInputError { try TextDecoding.decode(Data([0xFE, 0xFF, 0x00, 0x61, 0x00]), path: "o") }
        #expect(odd?.location == Location(file: "o", line: 1, column: 2))
        #expect(odd?.message.contains("odd number of bytes") == true)
    }
}
