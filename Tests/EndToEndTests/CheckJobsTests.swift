import Foundation
import Testing

/// `check --jobs N`: the same findings on one thread as on many.
struct CheckJobsTests {
    /// The package root: the nearest folder above this file with a Package.swift.
    private static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    /// The built tool: beside the test runner, else in `.build/debug`.
    private static let executable: URL = {
        var folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        folders += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        folders.append(packageRoot.appendingPathComponent(".build/debug"))
        let candidates = folders.map { $0.appendingPathComponent("l10n-tool") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[candidates.count - 1]
    }()

    /// Runs the tool in the package root (its l10n.yml points at the demo app).
    private func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let fm = FileManager.default
        let scratch = fm.temporaryDirectory.appendingPathComponent("l10n-jobs-\(UUID().uuidString)")
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = fm.createFile(atPath: outURL.path, contents: nil)
        _ = fm.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageRoot
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8), try String(contentsOf: errURL, encoding: .utf8))
    }

    @Test func oneJobAndManyJobsReportTheSame() throws {
        let one = try run(["check", "--jobs", "1", "--format", "json"])
        let four = try run(["check", "--jobs", "4", "--format", "json"])
        let cores = try run(["check", "--format", "json"])
        #expect(one.status == 1, "the demo app has one error")
        #expect(one.status == four.status && one.status == cores.status)
        #expect(one.stdout == four.stdout)
        #expect(one.stdout == cores.stdout)
    }

    @Test func jobsMustBePositive() throws {
        let result = try run(["check", "--jobs", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--jobs must be at least 1"))
    }
}
