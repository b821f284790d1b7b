import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One writer at a time per folder: an advisory `flock` on
/// `<folder>/.l10n-tool.lock`. Every command that writes takes it (on the
/// folder of `l10n.lock` for the app, on the output folder for `export` and
/// `pseudo`, on the folder of a single output file) before it reads what it
/// will change, and holds it until it has written; a second run waits a
/// bounded time, then gives up naming the holder.
///
/// The file holds the holder's pid, start time and command line. The holder
/// removes it when done (while still holding the lock, so a waiter that
/// opened the old file notices and opens the new one); a killed holder's file
/// stays, and the kernel has released its lock, so the next run takes it.
public final class WriterLock: @unchecked Sendable {
    public static let fileName = ".l10n-tool.lock"
    /// Seconds to wait for another writer; `L10N_TOOL_LOCK_TIMEOUT` overrides.
    public static let defaultTimeout: Double = 30
    public static let timeoutVariable = "L10N_TOOL_LOCK_TIMEOUT"

    /// The folder, every link resolved.
    public let folder: String
    public let path: String
    /// When this process took the lock: temporaries older than this in the
    /// folders it covers were left by a run that is gone.
    public let acquired: Date
    private var descriptor: Int32

    private init(folder: String, path: String, descriptor: Int32) {
        self.folder = folder
        self.path = path
        self.descriptor = descriptor
        self.acquired = Date()
    }

    /// Locks every folder, in a fixed order (so two runs wanting the same two
    /// folders cannot each hold one), waiting at most `timeout` seconds for
    /// each (nil: the environment's `L10N_TOOL_LOCK_TIMEOUT`, else 30 s).
    /// A folder this process holds already is not locked twice.
    public static func acquire(_ folders: [String], timeout: Double? = nil) throws(InputError) -> [WriterLock] {
        let wait: Double
        if let timeout { wait = timeout } else { wait = try configuredTimeout() }
        var real: [String] = []
        for folder in folders {
            guard let resolved = PathPolicy.realPath(of: folder) else {
                throw InputError("cannot lock this folder for writing: it does not exist", file: folder)
            }
            if !real.contains(resolved) { real.append(resolved) }
        }
        var locks: [WriterLock] = []
        for folder in real.sorted() where Registry.shared.held(folder) == nil {
            do throws(InputError) {
                locks.append(try lock(folder, timeout: wait))
            } catch {
                for lock in locks.reversed() { lock.release() }
                throw error
            }
        }
        return locks
    }

    /// Unlocks and removes the lock file. Safe to call twice.
    public func release() {
        guard descriptor >= 0 else { return }
        // Removed only while it is still ours and still locked (see the type's comment).
        if Self.sameFile(descriptor, path) { unlink(path) }
        close(descriptor)
        descriptor = -1
        Registry.shared.remove(folder)
    }

    /// When this process took a lock covering `folder` (the folder or one
    /// above it); nil when it holds none.
    public static func heldSince(covering folder: String) -> Date? {
        let real = PathPolicy.realPath(of: folder) ?? PathPolicy.standardized(folder)
        return Registry.shared.covering(real)
    }

    /// Whether this process holds the lock of `folder` itself.
    public static func isHeld(_ folder: String) -> Bool {
        guard let real = PathPolicy.realPath(of: folder) else { return false }
        return Registry.shared.held(real) != nil
    }

    package static func configuredTimeout() throws(InputError) -> Double {
        guard let text = ProcessInfo.processInfo.environment[timeoutVariable] else { return defaultTimeout }
        guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds >= 0, seconds.isFinite else {
            throw InputError("\(timeoutVariable)=\"\(text)\" is not a number of seconds (such as 30, or 0 not to wait)")
        }
        return seconds
    }

    // MARK: Taking the lock

    private static func lock(_ folder: String, timeout: Double) throws(InputError) -> WriterLock {
        let path = (folder as NSString).appendingPathComponent(fileName)
        let deadline = Date().addingTimeInterval(timeout)
        var pause: useconds_t = 10_000
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                throw InputError("cannot create the lock file that keeps two l10n-tool runs from writing at once: \(String(cString: strerror(errno)))", file: path)
            }
            // A lock file with another name (a hard link to a table) would have that file overwritten with our record.
            var info = stat()
            if fstat(fd, &info) == 0, info.st_mode & S_IFMT != S_IFREG || info.st_nlink > 1 {
                close(fd)
                throw InputError(info.st_mode & S_IFMT != S_IFREG ? "the lock file is not a regular file; remove it; nothing was written"
                                                                  : PathPolicy.hardLinkMessage(links: Int(info.st_nlink)), file: path)
            }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // The holder before us may have removed the file we opened: lock the one there now.
                guard sameFile(fd, path) else {
                    close(fd)
                    continue
                }
                let lock = WriterLock(folder: folder, path: path, descriptor: fd)
                lock.recordHolder()
                Registry.shared.add(folder, since: lock.acquired)
                return lock
            }
            let reason = errno
            if reason != EWOULDBLOCK && reason != EAGAIN && reason != EINTR {
                close(fd)
                throw InputError("cannot lock this file: \(String(cString: strerror(reason)))", file: path)
            }
            if Date() >= deadline {
                // A holder that has just locked writes its record right after: give it a moment.
                var holder = readHolder(fd)
                for _ in 0..<20 where holder == nil {
                    usleep(5_000)
                    holder = readHolder(fd)
                }
                close(fd)
                throw InputError(busyMessage(holder: holder, timeout: timeout), file: path)
            }
            close(fd)
            usleep(useconds_t(min(Double(pause), max(0, deadline.timeIntervalSinceNow) * 1_000_000 + 1_000)))
            pause = min(pause * 2, 200_000)
        }
    }

    package static func busyMessage(holder: String?, timeout: Double) -> String {
        let who = holder.map { "another l10n-tool run (\($0))" } ?? "another l10n-tool run"
        let seconds = timeout == timeout.rounded() && timeout < 1e9 ? String(Int(timeout)) : String(format: "%.1f", timeout)
        let waited = timeout == 0 ? "did not wait" : "waited \(seconds) s"
        return "\(who) is writing here; \(waited), and wrote nothing. Run again when it has finished "
            + "(\(timeoutVariable)=SECONDS sets how long to wait)"
    }

    /// `pid 4242, started 2025-05-01T10:00:00Z: l10n-tool update .`
    package static func describeThisRun(started: Date) -> String {
        let command = CommandLine.arguments.enumerated().map { $0.offset == 0 ? ($0.element as NSString).lastPathComponent : $0.element }
        return "pid \(getpid()), started \(ISO8601DateFormatter().string(from: started)): \(command.joined(separator: " "))"
    }

    private func recordHolder() {
        let text = Self.describeThisRun(started: acquired) + "\n"
        let bytes = Array(text.utf8)
        // Written, then cut to length: the file is never empty for a run that reads it meanwhile.
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        _ = ftruncate(descriptor, off_t(bytes.count))
    }

    private static func readHolder(_ fd: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
            .split(separator: "\n").first.map(String.init)?
            .filter { !$0.isASCII || $0.asciiValue.map { $0 >= 0x20 && $0 != 0x7F } == true }
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func sameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The locks this process holds: a second `flock` of the same file from
    /// this process would wait for itself.
    private final class Registry: @unchecked Sendable {
        static let shared = Registry()
        private var since: [String: Date] = [:]
        private let mutex = NSLock()

        func add(_ folder: String, since date: Date) {
            mutex.lock()
            since[folder] = date
            mutex.unlock()
        }

        func remove(_ folder: String) {
            mutex.lock()
            since[folder] = nil
            mutex.unlock()
        }

        func held(_ folder: String) -> Date? {
            mutex.lock()
            defer { mutex.unlock() }
            return since[folder]
        }

        func covering(_ folder: String) -> Date? {
            mutex.lock()
            defer { mutex.unlock() }
            return since.filter { PathPolicy.isInside(folder, $0.key) }.values.max()
        }
    }
}
