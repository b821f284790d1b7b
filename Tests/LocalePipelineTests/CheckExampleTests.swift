import Foundation
import Testing
@testable import LocalePipeline

/// Runs every example each check documents: the documentation is the test.
struct CheckExampleTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var check: any Check.Type
        var index: Int
        var example: CheckExample
        var testDescription: String { "\(check.code) example \(index + 1) \(example.triggers ? "triggers" : "passes")" }
    }

    static let runs: [Run] = Checks.all.flatMap { check in
        check.examples.enumerated().map { Run(check: check, index: $0.offset, example: $0.element) }
    }

    @Test(arguments: runs)
    func example(_ run: Run) throws {
        let project = try run.example.project.makeProject()
        let findings = run.check.init().findings(in: CheckContext(project: project))
        if run.example.triggers {
            #expect(!findings.isEmpty, "expected \(run.check.code) to trigger")
        } else {
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
        }
        for finding in findings {
            #expect(finding.code == run.check.code)
            #expect(finding.severity == run.check.severity)
            #expect(finding.file != nil, "every finding points at a file")
        }
    }

    @Test func everyCheckHasBothKindsOfExample() {
        for check in Checks.all {
            #expect(check.examples.contains { $0.triggers }, "\(check.code) has no triggering example")
            #expect(check.examples.contains { !$0.triggers }, "\(check.code) has no passing example")
        }
    }

    @Test func codesAreUniqueAndKebabCase() {
        let codes = Checks.all.map { $0.code }
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
        }
    }
}
