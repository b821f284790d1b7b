import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// Runs every example each check documents: the documentation is the test.
struct CheckExampleTests {
    struct Run: Sendable, CustomTestStringConvertible {
        var check: any Check.Type
        var index: Int
        var example: CheckExample
        /// The run behind a multi-byte prefix (see `behindMultiBytePrefix`).
        var prefixed = false
        var testDescription: String {
            "\(check.code) example \(index + 1) \(example.triggers ? "triggers" : "passes")\(prefixed ? " behind é😀" : "")"
        }
    }

    static let runs: [Run] = Checks.all.flatMap { check in
        check.examples.enumerated().flatMap { index, example -> [Run] in
            var runs = [Run(check: check, index: index, example: example)]
            if let moved = example.project.behindMultiBytePrefix() {
                runs.append(Run(check: check, index: index, example: CheckExample(triggers: example.triggers, project: moved), prefixed: true))
            }
            return runs
        }
    }

    /// Every example's findings, at the places its `↓` marks say: each
    /// triggering example marks every finding it expects, and nothing else.
    @Test(arguments: runs)
    func example(_ run: Run) throws {
        let (project, marks) = try run.example.project.marked()
        let findings = run.check.init().findings(in: CheckContext(project: project))
        if run.example.triggers {
            #expect(!findings.isEmpty, "expected \(run.check.code) to trigger")
            #expect(!marks.isEmpty, "a triggering example marks where its findings are with ↓")
            let found = Set(findings.map { ExampleMark(file: $0.file ?? "-", line: $0.line ?? 0, column: $0.column ?? 0) })
            #expect(found == marks, "found at \(found.sorted { $0.description < $1.description }), marked \(marks.sorted { $0.description < $1.description })")
        } else {
            #expect(findings.isEmpty, "unexpected: \(findings.map(\.message))")
        }
        for finding in findings {
            #expect(finding.code == run.check.code)
            // A check may grade a harmless case down (duplicate-key: the same value twice), never up.
            let order: [Severity] = [.note, .warning, .error]
            #expect((order.firstIndex(of: finding.severity) ?? 0) <= (order.firstIndex(of: run.check.severity) ?? 0))
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
