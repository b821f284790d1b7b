import Foundation
import Testing

/// What the tool does when standard output fails: a full disk (`/dev/full`)
/// stops the run with exit 2 and says so; a reader that went away (a closed
/// pipe, `| head`) ends it quietly with the status the run would have had.
@Suite struct OutputFailureTests {
    static func run(_ arguments: [String], stdout: FileHandle) async throws -> Tool.Result {
        try await Tool.run(arguments, stdout: stdout)
    }

    static func full() throws -> FileHandle {
        try #require(FileHandle(forWritingAtPath: "/dev/full"), "this test needs /dev/full")
    }

    /// A pipe nobody reads: its read end is closed before the tool starts, so the first write fails with EPIPE.
    static func closedPipe() throws -> Pipe {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        return pipe
    }

    @Test(arguments: [["check"], ["list-checks"], ["check", "--format", "json"], ["check", "--format", "github"],
                      ["measure", "Hello"], ["--help"], ["xliff", "export", "--locale", "de", "--output", "-"]])
    func aFullDiskIsAnErrorWithExitTwo(_ arguments: [String]) async throws {
        let result = try await Self.run(arguments, stdout: try Self.full())
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("error: cannot write to standard output: No space left on device"), "\(result)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"), "\(result)")
    }

    @Test func aClosedPipeEndsQuietlyWithTheRunsOwnStatus() async throws {
        // The demo app has a German error: check exits 1 whether or not anyone reads the findings.
        let check = try await Self.run(["check"], stdout: try Self.closedPipe().fileHandleForWriting)
        #expect(check.status == 1, "\(check)")
        #expect(check.stderr.isEmpty, "\(check)")

        let list = try await Self.run(["list-checks"], stdout: try Self.closedPipe().fileHandleForWriting)
        #expect(list.status == 0, "\(list)")
        #expect(list.stderr.isEmpty, "\(list)")
    }
}
