import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// Where the command line prints, and how paths look there.
///
/// Every byte the tool prints goes through here, with plain `write(2)`:
/// Foundation's `FileHandle.write` traps on a failed write, and `print`
/// loses one without a word. A reader that goes away (`l10n-tool check |
/// head`: EPIPE) is not a failure of the run: the rest of the output is
/// dropped and the tool exits with the status the run would have had, since
/// the findings are what that status reports. Any other failure (a full
/// disk, an I/O error) means output was lost: the run stops with exit 2 and
/// says so on stderr. SIGPIPE is ignored (`ignoreBrokenPipe()`, at start),
/// so a closed pipe is an error to handle rather than a silent death midway
/// through writing a file.
enum Console {
    static func error(_ text: String) {
        standardError.write(text.hasSuffix("\n") ? text : text + "\n")
    }

    static func output(_ text: String) {
        standardOutput.write(text)
    }

    /// Text for stderr as it is, without a line end added (a progress line).
    static func errorText(_ text: String) {
        standardError.write(text)
    }

    /// A closed pipe must come back as EPIPE from `write`, not kill the process.
    static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    private static let standardOutput = OutputDescriptor(fd: STDOUT_FILENO, name: "standard output", failureIsFatal: true)
    /// Nowhere is left to report a failure on stderr, so it is only dropped.
    private static let standardError = OutputDescriptor(fd: STDERR_FILENO, name: "standard error", failureIsFatal: false)

    /// Colors only for a person at a terminal, and never when NO_COLOR is set.
    static var useColor: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Text from the input as it may be printed for people: control
    /// characters written visibly (see `TerminalText`).
    static func shown(_ text: String) -> String {
        TerminalText.escape(text)
    }

    /// A path as printed for people: relative to the working folder, controls shown.
    static func shownPath(_ path: String) -> String {
        TerminalText.escape(displayPath(path))
    }

    /// Whether paths print absolute: asked for (`--absolute-paths`), or in an
    /// Xcode build phase (Xcode sets XCODE_VERSION_ACTUAL there), whose issue
    /// navigator opens a finding only by its absolute path. Set once, while
    /// the options are read, before any work starts.
    nonisolated(unsafe) static var absolutePaths = ProcessInfo.processInfo.environment["XCODE_VERSION_ACTUAL"] != nil

    /// Paths below the working folder print relative to it, as compilers do;
    /// or every path absolute (see `absolutePaths`).
    static let displayPath: @Sendable (String) -> String = { path in
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        if absolutePaths {
            return path.hasPrefix("/") ? path : URL(fileURLWithPath: prefix + path).standardizedFileURL.path
        }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// One of the process's output descriptors, written whole or not at all.
final class OutputDescriptor: @unchecked Sendable {
    let fd: Int32
    let name: String
    let failureIsFatal: Bool
    private let lock = NSLock()
    /// The reader went away: what is left is dropped.
    private var closed = false

    init(fd: Int32, name: String, failureIsFatal: Bool) {
        self.fd = fd
        self.name = name
        self.failureIsFatal = failureIsFatal
    }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !closed, !text.isEmpty else { return }
        var text = text
        let failure: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK {
                        // A non-blocking descriptor (some CI runners): wait until it takes more.
                        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                        _ = poll(&ready, 1, -1)
                        continue
                    }
                    return errno
                }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        closed = true
        if failure == EPIPE || !failureIsFatal { return }
        let reason = String(cString: strerror(failure))
        let message = "error: cannot write to \(name): \(reason)\n"
        _ = message.withCString { Foundation.write(STDERR_FILENO, $0, strlen($0)) }
        exit(2)
    }
}
