import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's temporary files: `.<name>.<UUID>.l10n-tool-tmp` beside the
/// file they will replace (a rename is only atomic within one file system).
/// The name says whose they are, so the next run can remove those a killed
/// run left, and no reader takes them for a table.
package enum TemporaryFile {
    package static let suffix = ".l10n-tool-tmp"

    /// A fresh name beside `target`. Long names are cut so the temporary
    /// stays within the 255 bytes a file name may have.
    package static func path(beside target: String) -> String {
        let folder = target.deletingLastComponent
        var name = Substring(target.lastComponent)
        while name.utf8.count > 150 { name = name.dropLast() }
        return (folder.isEmpty ? "." : folder) + "/.\(name).\(UUID().uuidString)\(suffix)"
    }

    /// Whether `name` is one of ours: `.`, a name, `.`, a UUID, the suffix.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return false }
        let stem = name.dropLast(suffix.count)
        guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return false }
        let uuid = stem[stem.index(after: dot)...]
        return uuid.count == 36 && UUID(uuidString: String(uuid)) != nil
    }

    /// Creates `path` (never an existing file, never through a link) with
    /// `data`, flushed to disk: without the fsync, a crash after the rename
    /// can leave an empty file under the real name. `mode` is the replaced
    /// file's; a new file gets 0644 less the umask.
    package static func write(_ data: Data, to path: String, mode: mode_t?, for target: String) throws(InputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o644)
        guard fd >= 0 else {
            throw failure("cannot create a temporary file in \(path.deletingLastComponent)", target, errno)
        }
        var written = 0
        let ok: Bool = data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            while written < raw.count {
                let n = Foundation.write(fd, base + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += n
            }
            return true
        }
        // umask may have narrowed the mode given to open(); the old file's mode wins.
        let synced = ok && (mode.map { fchmod(fd, $0) == 0 } ?? true) && fsync(fd) == 0
        let reason = errno
        close(fd)
        guard synced else {
            unlink(path)
            throw failure("cannot write file", target, reason)
        }
    }

    /// Flushes a folder's entries (a rename, a new file) to disk.
    package static func syncFolder(_ folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// Removes our temporaries in `folder` last changed before `date`: a run
    /// that held the folder's lock before this one left them when it was
    /// killed. Newer ones may belong to a live run and are left alone.
    package static func removeStale(in folder: String, before date: Date) {
        for entry in DirectoryEntries.list(folder) where !entry.isDirectory && !entry.isSymbolicLink && isTemporaryName(entry.name) {
            let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if let state = FileState.of(path), state.isRegularFile, state.modified < date.timeIntervalSince1970 { unlink(path) }
        }
    }

    package static func failure(_ message: String, _ path: String, _ code: Int32) -> InputError {
        InputError("\(message): \(String(cString: strerror(code)))", file: path)
    }
}

/// What a file held when a write planned to replace it: enough to notice
/// that something else wrote it since (same inode, size and time).
package struct FileState: Equatable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: Double
    package var mode: mode_t

    /// The state of `path` (not following a link); nil when nothing is there.
    package static func of(_ path: String) -> FileState? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
        #else
        let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        #endif
        return FileState(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int64(info.st_size), modified: modified,
                         mode: info.st_mode)
    }

    package var isRegularFile: Bool { (mode & S_IFMT) == S_IFREG }

    /// No write permission for anyone (as `chmod a-w` leaves it), or none for us.
    package func isReadOnly(_ path: String) -> Bool {
        mode & 0o222 == 0 || access(path, W_OK) != 0
    }
}

/// A fingerprint of a file's bytes for the journal: the size and a
/// `WordHash`. Journals written before it carry FNV-1a (`fnv1a64`); those
/// are still read and compared with FNV-1a, so a run interrupted by an older
/// version is still finished by this one.
package struct ContentFingerprint: Codable, Equatable, Sendable {
    package var size: Int
    package var hash: String
    /// Which function made `hash`: true for a journal's FNV-1a.
    package var isFNV1a = false

    package init(_ data: Data) {
        size = data.count
        hash = data.withUnsafeBytes { WordHash.hex($0) }
    }

    /// The fingerprint of bytes read earlier and let go (see `FileReplacement.Expectation.sameAs`).
    package init(size: Int, hash: String) {
        self.size = size
        self.hash = hash
    }

    private init(size: Int, fnv1a64 data: Data) {
        self.size = size
        hash = FNV1a.hex(data)
        isFNV1a = true
    }

    /// Whether the file at `path` holds bytes with this fingerprint.
    package func matches(_ path: String) -> Bool {
        guard let state = FileState.of(path), state.isRegularFile, state.size == Int64(size),
              let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return false }
        return (isFNV1a ? ContentFingerprint(size: data.count, fnv1a64: data) : ContentFingerprint(data)) == self
    }

    private enum CodingKeys: String, CodingKey { case size, words64, fnv1a64 }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        size = try container.decode(Int.self, forKey: .size)
        if let words = try container.decodeIfPresent(String.self, forKey: .words64) {
            hash = words
        } else {
            hash = try container.decode(String.self, forKey: .fnv1a64)
            isFNV1a = true
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(hash, forKey: isFNV1a ? .fnv1a64 : .words64)
    }
}
