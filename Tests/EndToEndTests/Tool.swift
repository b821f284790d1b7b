import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `l10n-tool` as a user would: a separate process, a working
/// folder, and its stdout, stderr and exit status.
enum Tool {
    /// The package root: the nearest folder above this file with a Package.swift.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// `<package root>/../shared/corpus`, which only exists on the team's machines.
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Holds the writers' lock of `folder` as another run (pid 4242, running
    /// `command`) would: the lock file open, its holder written, `flock`ed.
    /// Returns the descriptor, to `close` when done (that releases it).
    static func holdLock(in folder: String, command: String = "l10n-tool update .") -> Int32 {
        let fd = open((folder as NSString).appendingPathComponent(".l10n-tool.lock"), O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        let holder = "pid 4242, started 2025-05-01T10:00:00Z: \(command)\n"
        _ = holder.withCString { write(fd, $0, strlen($0)) }
        #expect(flock(fd, LOCK_EX) == 0)
        return fd
    }

    static func fixture(_ path: String) -> URL {
        packageRoot.appendingPathComponent("Fixtures/Apps").appendingPathComponent(path)
    }

    /// The executable: beside the test bundle (same build configuration),
    /// beside the test runner, or in `.build/debug` of the package.
    static let executable: URL = {
        let fm = FileManager.default
        var folders: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        // On macOS the tests are a `.xctest` bundle inside the build folder.
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        let candidates = folders.map { $0.appendingPathComponent("l10n-tool") }
        return candidates.first { url in
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fm.isExecutableFile(atPath: url.path)
        } ?? candidates[candidates.count - 1]
    }()

    struct Result: CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var description: String { "exit \(status)\n--- stdout\n\(stdout.prefix(4000))\n--- stderr\n\(stderr.prefix(4000))" }

        /// The lines that look like findings: `path:line:column: severity: message [code]`.
        var findingLines: [Substring] {
            stdout.split(separator: "\n").filter { $0.hasSuffix("]") && $0.firstMatch(of: /: (error|warning|note):[ ]/) != nil }
        }

        func json() throws -> Report {
            try JSONDecoder().decode(Report.self, from: Data(stdout.utf8))
        }

        func jsonObject() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(object as? [String: Any], "stdout is not a JSON object")
        }
    }

    /// Runs the tool with `arguments` in `directory` (default: the package root),
    /// with `extra` added to the environment.
    /// Output goes to temporary files, so a large report cannot fill a pipe and stall;
    /// or stdout goes to `stdout` (a device, a pipe), and the result's stdout is empty.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:],
                    stdout: FileHandle? = nil) async throws -> Result {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        _ = fm.createFile(atPath: outURL.path, contents: nil)
        _ = fm.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout ?? out
        process.standardError = err

        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try out.close()
        try err.close()
        return Result(status: status,
                      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Writes `text` to a new temporary file named `name` and returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}

// MARK: - The JSON report, as a consumer would decode it

struct Report: Decodable {
    struct ToolInfo: Decodable {
        var name: String
        var version: String
    }

    struct Counts: Decodable, Equatable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var missing: Int
        var truncated: Int
    }

    struct Summary: Decodable {
        var baseLocale: String
        var total: Counts
        var locales: [String: Counts]
        var general: Counts
        var items: Int
        var itemsInInfoPlist: Int?
        var itemsInCode: Int?
        var appShortcuts: AppShortcutCounts?
        var project: ProjectFile?
    }

    struct ProjectFile: Decodable, Equatable {
        var files: [String]
        var targets: Int
        var locales: Int
        var leftOut: [String]
        var leftOutTables: [String]
        var leftOutInfoPlists: [String]
        var leftOutSources: [String] = []
    }

    struct AppShortcutCounts: Decodable, Equatable {
        var shortcuts: Int
        var phrases: Int
    }

    /// Columns (whole numbers) with the column engine, points with the font engine.
    struct Measurement: Decodable {
        var text: String
        var width: Double
        var lines: [String]
        var allowedLines: Int
        var lineWidth: Double
        var display: String
        var engine: String?
    }

    struct Diagnostic: Decodable {
        var code: String
        var severity: String
        var message: String
        var locale: String?
        var key: String?
        var table: String?
        var file: String?
        var line: Int?
        var column: Int?
        var measurement: Measurement?
    }

    var tool: ToolInfo
    var summary: Summary
    var diagnostics: [Diagnostic]

    var codes: [String] { diagnostics.map(\.code) }
}

/// Every code and its severity, as the README's table documents them (a
/// unit test holds that table to the list of checks).
let allCodes: [String: String] = {
    let readme = (try? String(contentsOf: Tool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    var codes: [String: String] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
        codes[String(cells[0].dropFirst().dropLast())] = cells[1]
    }
    return codes
}()
