import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file all at once: a reader (Xcode, a build, another run) sees
/// the old bytes or the new ones, never half a translation table.
public enum AtomicFile {
    /// Writes `data` to a temporary file in the target's folder (a rename is
    /// only atomic within one file system), flushes it, then renames it over
    /// `path`. An existing file keeps its permissions; a symbolic link is
    /// followed, so the file it points to is replaced and the link stays.
    /// With `creatingFolder`, a missing folder (a new locale's `.lproj`) is made first.
    public static func write(_ data: Data, to path: String, creatingFolder: Bool = false) throws(InputError) {
        if creatingFolder {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw InputError("cannot create folder: \(error.localizedDescription)", file: folder)
                }
            }
        }
        let target = resolvedTarget(path)
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(UUID().uuidString).l10n-tool-tmp"

        var mode: mode_t = 0o644
        var info = stat()
        let existed = stat(target, &info) == 0
        if existed { mode = info.st_mode & 0o7777 }

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard fd >= 0 else { throw failure("cannot create a temporary file in \(folder.isEmpty ? "." : folder)", path, errno) }
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
        // fsync before rename: otherwise a crash can leave an empty file under the real name.
        let synced = ok && fsync(fd) == 0
        let reason = errno
        close(fd)
        guard synced else {
            unlink(temporary)
            throw failure("cannot write file", path, reason)
        }
        // umask may have narrowed the mode given to open(); the old file's mode wins.
        if existed { _ = chmod(temporary, mode) }
        guard rename(temporary, target) == 0 else {
            let error = failure("cannot replace file", path, errno)
            unlink(temporary)
            throw error
        }
    }

    /// The file a write should replace: the destination of a symbolic link.
    private static func resolvedTarget(_ path: String) -> String {
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return path }
        if destination.hasPrefix("/") { return destination }
        return ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
    }

    private static func failure(_ message: String, _ path: String, _ code: Int32) -> InputError {
        InputError("\(message): \(String(cString: strerror(code)))", file: path)
    }
}
