import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Byte offsets in UTF-8 text to 1-based lines and columns: the one rule every
/// reader reports positions by. CR, LF and CRLF each end one line (a table
/// saved with classic Mac line ends is numbered as its editor shows it); a
/// column counts Unicode scalars from the line's start, so a tab is one
/// column, and a byte-order mark none.
///
/// Built once per file: one pass that skips eight bytes at a time where no
/// line ends. Lines are found by binary search, but the index remembers its
/// last answer, so offsets asked in increasing order (a parser's) cost about
/// one look at each byte, even on one long line (minified JSON).
package struct LineIndex: Sendable {
    /// The byte offset each line starts at; the first is 0, or 3 after a UTF-8 byte-order mark.
    package private(set) var lineStarts: [Int]
    /// The bytes indexed.
    package let count: Int
    /// The last position given: 0-based line, byte offset, column.
    private var cursor: (line: Int, offset: Int, column: Int)

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        let first = n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var starts = [first]
        if let p = bytes.baseAddress, first < n, memchr(p + first, 0x0D, n - first) == nil {
            // No CR at all (nearly every file): the C library's memchr finds each
            // LF many bytes per cycle, where the word loop below looks at every word.
            var i = first
            while i < n, let hit = memchr(p + i, 0x0A, n - i) {
                i = UnsafeRawPointer(hit) - UnsafeRawPointer(p) + 1
                starts.append(i)
            }
        } else if let p = bytes.baseAddress {
            let raw = UnsafeRawPointer(p)
            var i = first
            while i < n {
                // Skip words without CR or LF (most of them).
                while i &+ 8 <= n {
                    let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    if Self.hasByte(word, 0x0A) || Self.hasByte(word, 0x0D) { break }
                    i &+= 8
                }
                let end = min(i &+ 8, n)
                while i < end {
                    let byte = p[i]
                    if byte == 0x0A {
                        starts.append(i &+ 1)
                    } else if byte == 0x0D {
                        if i &+ 1 < n, p[i &+ 1] == 0x0A { i &+= 1 }
                        starts.append(i &+ 1)
                    }
                    i &+= 1
                }
            }
        }
        lineStarts = starts
        count = n
        cursor = (0, first, 1)
    }

    package init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineIndex($0) }
    }

    package init(_ data: Data) {
        self = data.withUnsafeBytes { LineIndex($0.bindMemory(to: UInt8.self)) }
    }

    /// How many lines the text has (a final line end starts an empty last line).
    package var lineCount: Int { lineStarts.count }

    /// The byte offset where 1-based `line` starts, or nil past the last line.
    package func start(ofLine line: Int) -> Int? {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : nil
    }

    /// The 1-based line and column of `offset` (clamped to the text) in the
    /// bytes this index was built from. An offset inside a CRLF is on the CR's line.
    package mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(max(offset, 0), count)
        let nextStart = cursor.line &+ 1 < lineStarts.count ? lineStarts[cursor.line &+ 1] : Int.max
        if target >= cursor.offset, target < nextStart {
            // On the line of the last answer, at or after it.
            if let base = bytes.baseAddress {
                cursor.column &+= Self.scalarCount(base, from: cursor.offset, to: target)
            }
            cursor.offset = target
            return (cursor.line &+ 1, cursor.column)
        }
        let line = self.line(containing: target, from: target >= cursor.offset ? cursor.line : 0)
        let start = lineStarts[line]
        var column = 1
        if target > start, let base = bytes.baseAddress {
            column &+= Self.scalarCount(base, from: start, to: target)
        }
        cursor = (line, max(target, start), column)
        return (line &+ 1, column)
    }

    package mutating func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
    }

    /// One position, for an error message: builds the index and asks it once.
    package static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var index = LineIndex(bytes)
        return index.position(of: offset, in: bytes)
    }

    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
    }

    package static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { position(of: offset, in: $0.bindMemory(to: UInt8.self)) }
    }

    /// The 0-based line holding `offset`: the last line start at or before it, searched from line `low`.
    private func line(containing offset: Int, from low: Int) -> Int {
        var low = low
        // Parsers mostly ask for the next line.
        if low &+ 1 < lineStarts.count, lineStarts[low &+ 1] <= offset,
           low &+ 2 >= lineStarts.count || offset < lineStarts[low &+ 2] {
            return low &+ 1
        }
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low &+ high &+ 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle &- 1 }
        }
        return low
    }

    /// Unicode scalars in the UTF-8 bytes `from..<to`: the bytes that are not
    /// continuation bytes (`10xxxxxx`), counted eight at a time.
    @inline(__always)
    package static func scalarCount(_ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        let raw = UnsafeRawPointer(p)
        while i &+ 8 <= to {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // Bit 7 of each byte: set for a continuation byte (bit 7 set, bit 6 clear).
            let continuation = word & ~(word &<< 1) & 0x8080_8080_8080_8080
            count &+= 8 &- continuation.nonzeroBitCount
            i &+= 8
        }
        while i < to {
            if p[i] & 0xC0 != 0x80 { count &+= 1 }
            i &+= 1
        }
        return count
    }

    /// Whether any byte of `word` is `byte` (exact: no false positives).
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let t = ((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x
        return ~t & 0x8080_8080_8080_8080 != 0
    }
}
