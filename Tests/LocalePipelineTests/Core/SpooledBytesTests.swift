import Foundation
import Testing
@testable import PipelineCore

/// `SpooledBytes` gives back exactly what was added, from its temporary file
/// or, when none can be made, from memory; and leaves no file behind.
struct SpooledBytesTests {
    static func pieces() -> [[UInt8]] {
        // Pieces of every size around a page, with bytes of every value.
        (0..<40).map { index in (0..<(index * 331 % 9000)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ index) } }
    }

    @Test func givesBackEveryByteInOrder() throws {
        let spool = SpooledBytes()
        var expected: [UInt8] = []
        for piece in Self.pieces() {
            spool.append(piece)
            expected += piece
        }
        spool.append("ünïcode")
        expected += Array("ünïcode".utf8)
        #expect(spool.count == expected.count)
        let data = try #require(spool.data())
        #expect(data == Data(expected))
        // Asked twice, the same bytes (the mapping is not consumed).
        #expect(spool.data() == Data(expected))
    }

    @Test func nothingAddedIsEmpty() {
        #expect(SpooledBytes().data() == Data())
    }

    @Test func leavesNoFileInTheTemporaryFolder() throws {
        let folder = try TempFolder()
        let spool = SpooledBytes(folder: folder.path)
        spool.append(Array(repeating: 65, count: 100_000))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [])
        let bytes = spool.data()
        #expect(bytes?.count == 100_000)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [])
    }

    /// A temporary folder that cannot be written: the bytes are kept in memory, the same.
    @Test func withoutATemporaryFileTheBytesStayInMemory() throws {
        let spool = SpooledBytes(folder: "/nonexistent/l10n-tool-no-such-folder")
        for piece in Self.pieces() { spool.append(piece) }
        let bytes = spool.data()
        #expect(bytes == Data(Self.pieces().joined()))
    }

    private struct TempFolder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "spool-test-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

}
