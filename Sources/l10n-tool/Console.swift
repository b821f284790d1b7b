import Foundation

/// Where the command line prints, and how paths look there.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Colors only for a person at a terminal, and never when NO_COLOR is set.
    static var useColor: Bool {
        isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Paths below the working folder print relative to it, as compilers do.
    static let displayPath: @Sendable (String) -> String = { path in
        let cwd = FileManager.default.currentDirectoryPath
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
