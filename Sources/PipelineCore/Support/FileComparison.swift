import Foundation

/// Whether a file still holds the bytes a writer read, compared a megabyte
/// at a time: reading the file whole held a second copy of it beside the
/// one kept and the one about to be written (a 77 MB catalog's import
/// peaked that much higher for it).
package enum FileComparison {
    /// True when the file at `path` holds exactly `expected`; nil when it cannot be read.
    package static func holds(_ expected: Data, at path: String) -> Bool? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let chunk = 1 << 20
        var offset = expected.startIndex
        while true {
            let read: Data?
            do {
                read = try handle.read(upToCount: chunk)
            } catch {
                return nil
            }
            guard let read, !read.isEmpty else { return offset == expected.endIndex }
            let end = offset + read.count
            guard end <= expected.endIndex, expected[offset..<end].elementsEqual(read) else { return false }
            offset = end
        }
    }
}
