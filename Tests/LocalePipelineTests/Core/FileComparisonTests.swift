import Foundation
import Testing
@testable import PipelineCore

/// The chunked comparison a writer makes before replacing a file it read.
@Suite("FileComparison")
struct FileComparisonTests {
    @Test func answersAsComparingTheWholeFileWould() throws {
        let big = Data((0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var changedLate = big
        changedLate[changedLate.count - 2] ^= 1
        var changedAtAChunkEdge = big
        changedAtAChunkEdge[1 << 20] ^= 1
        let cases: [(file: Data, expected: Data)] = [
            (Data(), Data()), (Data("a".utf8), Data()), (Data(), Data("a".utf8)), (Data("abc".utf8), Data("abc".utf8)),
            (big, big), (big, changedLate), (big, changedAtAChunkEdge), (big, big.prefix(1 << 20)), (big.prefix(1 << 20), big),
            (big, big.dropFirst(5)), (big.dropFirst(5), big.dropFirst(5)),   // slices: their indices do not start at 0
        ]
        let folder = try TempProject(texts: ["keep": ""])
        for (n, item) in cases.enumerated() {
            let path = folder.path("f\(n)")
            try item.file.write(to: URL(fileURLWithPath: path))
            #expect(FileComparison.holds(item.expected, at: path) == (item.file == item.expected), "case \(n)")
        }
        #expect(FileComparison.holds(Data(), at: folder.path("missing")) == nil)
    }
}
