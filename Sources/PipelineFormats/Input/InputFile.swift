import Foundation
import PipelineCore

/// Reading an input file's bytes, with the one set of error messages every
/// reader gives.
///
/// Only regular files are read. A folder where a table was expected, a named
/// pipe (opening one for reading waits for a writer forever) or a device
/// (`/dev/zero` never ends) is refused at once with what it is and what to do,
/// rather than Foundation's "You don't have permission" (it says that for a
/// FIFO, even to root) or `NSCocoaErrorDomain error 256` (a folder).
///
/// Every reader reads through here, and says where the file may lie
/// (`ReadScope`): a file of the app that leads out of it through a symbolic
/// link is refused after it is opened, judged by what was opened, so no
/// reader can read a secret the warnings say was not read.
public enum InputFile {
    /// - Parameters:
    ///   - kind: what the file should be, for the message ("a .strings table").
    ///   - scope: where the file may lie: `.named` for a file the user named,
    ///     `.app(policy)` for one found in the app or named by its files.
    public static func read(_ path: String, kind: String = "a file", scope: ReadScope) throws(InputError) -> Data {
        if let refusal = scope.refusal(path) { throw InputError(refusal, file: path) }
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw InputError("cannot read file: \(reason(errno))", file: path) }
        if let refusal = scope.refusal(path, descriptor: fd) { throw InputError(refusal, file: path) }
        if let refusal = refusal(mode: info.st_mode, kind: kind) { throw InputError(refusal, file: path) }
        // Read straight into one buffer of the file's size (one byte more, to see the end);
        // it grows only if the file does while it is read.
        var capacity = max(Int(info.st_size), 0) + 1
        guard var buffer = malloc(capacity) else { throw InputError("cannot read file: out of memory", file: path) }
        var count = 0
        while true {
            if count == capacity {
                capacity *= 2
                guard let larger = realloc(buffer, capacity) else {
                    free(buffer)
                    throw InputError("cannot read file: out of memory", file: path)
                }
                buffer = larger
            }
            let read = Foundation.read(fd, buffer + count, capacity - count)
            if read < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let code = errno
                free(buffer)
                throw InputError("cannot read file: \(reason(code))", file: path)
            }
            if read == 0 { break }
            count += read
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .free)
    }

    /// `read`, for a file the run goes on without: what stops it is a
    /// warning (its message and `consequence`), and the answer nil.
    public static func read(_ path: String, kind: String, scope: ReadScope, orWarn warnings: inout [InputWarning],
                            consequence: String) -> Data? {
        do throws(InputError) {
            return try read(path, kind: kind, scope: scope)
        } catch {
            warnings.append(InputWarning(error.message + "; " + consequence, file: path))
            return nil
        }
    }

    /// Why a file of this type is not read, or nil for a regular file.
    package static func refusal(mode: mode_t, kind: String) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder, not \(kind); rename or move it (only regular files are read)"
        case S_IFIFO: return "is a named pipe (FIFO), not \(kind); only regular files are read, so pass the file itself"
        case S_IFCHR, S_IFBLK: return "is a device, not \(kind); only regular files are read, so pass the file itself"
        case S_IFSOCK: return "is a socket, not \(kind); only regular files are read"
        default: return "is not a regular file; only regular files are read"
        }
    }

    /// `strerror`'s words, which Foundation's messages hide behind "The file couldn't be opened".
    package static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
