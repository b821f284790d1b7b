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
        #expect(codes.count == 24)
    }
}

/// The README's table of codes is the user's reference: it must list every
/// check with its severity, and nothing else.
struct ReadmeCodesTests {
    @Test func readmeListsEveryCodeWithItsSeverity() throws {
        let root = PackageRoot.url
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var documented: [String: String] = [:]
        for line in readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { continue }
            documented[String(cells[0].dropFirst().dropLast())] = cells[1]
        }
        let checks = Dictionary(uniqueKeysWithValues: Checks.all.map { ($0.code, $0.severity.rawValue) })
        #expect(documented == checks)
    }
}
