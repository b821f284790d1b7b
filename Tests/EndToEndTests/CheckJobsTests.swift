import Foundation
import Testing

/// `check --jobs N`: the same findings on one thread as on many.
@Suite struct CheckJobsTests {
    @Test func oneJobAndManyJobsReportTheSame() async throws {
        let one = try await Tool.run(["check", "--jobs", "1", "--format", "json"])
        let four = try await Tool.run(["check", "--jobs", "4", "--format", "json"])
        let cores = try await Tool.run(["check", "--format", "json"])
        #expect(one.status == 1, "the demo app has one error")
        #expect(one.status == four.status && one.status == cores.status)
        #expect(one.stdout == four.stdout)
        #expect(one.stdout == cores.stdout)
    }

    @Test func jobsMustBePositive() async throws {
        let result = try await Tool.run(["check", "--jobs", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--jobs must be at least 1"))
    }
}
