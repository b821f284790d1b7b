import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file may be read from: the one question every reader answers
/// before its first byte (`InputFile.read` asks it of the opened file, so
/// what it judges is what it reads, links and all).
public enum ReadScope: Sendable, Equatable {
    /// A file the user named (on the command line, or in l10n.yml outside the
    /// app in so many words): read wherever it is.
    case named
    /// A file found in the app, or named by one of its files (a project, an
    /// `.xcconfig`, a spec): read only when it really lies inside the project
    /// or a folder the user named, every link resolved. A file reached through
    /// a link that leaves is not read, whatever named it.
    case app(PathPolicy)

    /// The app folder `root`, and nothing the user named besides.
    public static func app(root: String) -> ReadScope { .app(PathPolicy(root: root)) }

    /// Why `path` may not be opened, or nil when it may: judged before opening,
    /// so that a device or pipe outside the app is not even opened.
    package func refusal(_ path: String) -> String? {
        guard case .app(let policy) = self, let real = PathPolicy.realPath(of: path) else { return nil }
        return policy.admitsRead(real: real) ? nil : Self.outsideMessage(real)
    }

    /// Why the opened file `path`, whose descriptor is `descriptor`, may not be
    /// read, or nil when it may: judged again on what was opened.
    package func refusal(_ path: String, descriptor: Int32) -> String? {
        guard case .app(let policy) = self else { return nil }
        guard let real = Self.realPath(of: descriptor) ?? PathPolicy.realPath(of: path) else {
            return "cannot tell where this file really is (its path could not be resolved); not read"
        }
        guard !policy.admitsRead(real: real) else { return nil }
        return Self.outsideMessage(real)
    }

    /// The words for a file that leads out of the project: the same as for a
    /// link the folder walk skips, so the warning and the read agree.
    package static func outsideMessage(_ real: String) -> String {
        "leads through a symbolic link to \(real.escapedForMessage), outside the project; not read (links are followed only inside the app folder)"
    }

    /// The real path of an open file: the kernel's own record of what was
    /// opened, so a link swapped after the check cannot change the answer.
    private static func realPath(of descriptor: Int32) -> String? {
        #if canImport(Darwin)
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN) + 1)
        guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return nil }
        return String(cString: buffer)
        #else
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // A file removed since it was opened, or not a path at all (a pipe): ask the path.
        guard path.hasPrefix("/"), !path.hasSuffix(" (deleted)") else { return nil }
        return path
        #endif
    }
}
