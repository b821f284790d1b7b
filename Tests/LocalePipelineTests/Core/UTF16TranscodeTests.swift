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

/// The fast UTF-16 to UTF-8 path of TextDecoding against the standard library.
struct UTF16TranscodeTests {
    static let samples = [
        "", "a", "Search", "Ä ß é", "Поиск", "بحث", "ค้นหา", "検索する", "검색",
        "👨‍👩‍👧‍👦 🇯🇵 1️⃣", "\u{0}\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
        String(repeating: "mixed ascii and 漢字 and 😀 ", count: 50),
    ]

    static func bytes(_ units: [UInt16], bigEndian: Bool) -> [UInt8] {
        units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test(arguments: samples)
    func matchesTheStandardLibrary(_ text: String) {
        for bigEndian in [false, true] {
            let data = Self.bytes(Array(text.utf16), bigEndian: bigEndian)
            let decoded = data.withUnsafeBufferPointer { TextDecoding.transcodeUTF16($0, bigEndian: bigEndian) }
            #expect(decoded == text)
            #expect(decoded?.utf8.count == text.utf8.count)
        }
    }

    @Test(arguments: [[0xD800], [0x61, 0xD800], [0xDC00, 0x61], [0xD800, 0x61], [0xD83D, 0xD83D, 0xDE00]] as [[UInt16]])
    func unpairedSurrogatesAreRejected(_ units: [UInt16]) {
        let data = Self.bytes(units, bigEndian: false)
        #expect(data.withUnsafeBufferPointer { TextDecoding.transcodeUTF16($0, bigEndian: false) } == nil)
    }
}
