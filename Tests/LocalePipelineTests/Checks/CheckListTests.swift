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

/// `Checks.all` is the one list of checks: the README's table, SARIF's rules,
/// `list-checks` and the end-to-end tests' codes all come from it. These
/// tests fail with the fix when a new check is not yet everywhere.
struct CheckListTests {
    static let checksFolder = PackageRoot.url.appendingPathComponent("Sources/PipelineChecks")

    /// The types declared `: Check` in the checks' target, by file.
    static func declaredChecks() throws -> [(type: String, file: String)] {
        let walker = FileManager.default.enumerator(atPath: checksFolder.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String { if path.hasSuffix(".swift") { files.append(path) } }
        files.sort()
        return try files.flatMap { file in
            let text = try String(contentsOf: checksFolder.appendingPathComponent(file), encoding: .utf8)
            return text.matches(of: /(?m)^(?:public |package )?(?:struct|final class|enum) (\w+): (?:Translation)?Check\b/).map { (String($0.1), file) }
        }
    }

    @Test func everyCheckTypeIsInTheList() throws {
        let listed = Set(Checks.all.map { String(describing: $0) })
        let declared = try Self.declaredChecks()
        #expect(declared.count >= listed.count, "the scan found \(declared.count) checks")
        for (type, file) in declared where !listed.contains(type) {
            Issue.record("\(file) declares \(type) but Checks.all in Engine/Check.swift does not list it: add `\(type).self,`")
        }
    }

    @Test func readmeCarriesTheTableListChecksPrints() throws {
        let readme = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("| `") }.map(String.init)
        let expected = CheckTable.markdown(Checks.info).split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        let missing = expected.filter { !rows.contains($0) }
        let extra = rows.filter { !expected.contains($0) }
        #expect(missing.isEmpty && extra.isEmpty && rows == expected, """
            README.md's codes table differs from `l10n-tool list-checks --format markdown`; replace the table with its output.
            missing or changed:
            \(missing.joined(separator: "\n"))
            not a check (or out of date):
            \(extra.joined(separator: "\n"))
            """)
    }

    @Test func codesAreUniqueAndKebabCase() {
        let codes = Checks.codes
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0 == "-" }, "\(code)")
        }
    }

    @Test func theSummaryCountsTheChecksOwnCodes() {
        #expect(RunSummary.missingCode == MissingTranslation.code)
        #expect(RunSummary.truncatedCodes == Set(Checks.layout.map { $0.code }))
    }

    @Test func markdownTableEscapesBars() {
        let table = CheckTable.markdown([CheckInfo(code: "a-b", severity: .note, summary: "x | y")])
        #expect(table.hasSuffix("| `a-b` | note | x \\| y |\n"))
    }
}

/// The house's rules the compiler cannot hold: the layers are SwiftPM targets
/// (a reference up a layer does not compile), but operations and outputs
/// stand above the checks, and only PipelineChecks may know a check: they may
/// use the list (`Checks`), never a check's own type or its context.
struct ArchitectureTests {
    @Test func nothingOutsideChecksNamesACheckType() throws {
        var names = Set(Checks.all.map { String(describing: $0) })
        names.formUnion(["CheckContext", "LayoutCheck", "TableAlignment", "TableAlignments"])
        let sources = PackageRoot.url.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var offenders: [String] = []
        while let path = walker?.nextObject() as? String {
            // l10n-bench times each check on its own: it is a harness of the checks, like the tests.
            guard path.hasSuffix(".swift"), !path.hasPrefix("PipelineChecks/"), !path.hasPrefix("l10n-bench/") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            // Simple word boundaries: with Unicode ones `UnknownIconType.systemIconTypes` is one word, and passed.
            for word in text.matches(of: /\b[A-Z]\w+\b/.wordBoundaryKind(.simple)).map({ String($0.0) }) where names.contains(word) {
                offenders.append("Sources/\(path): \(word)")
            }
        }
        #expect(offenders.isEmpty, "\(Set(offenders).sorted().joined(separator: "\n"))")
    }

    /// The command line parses, calls `Pipeline` and prints: the types that
    /// lock, write or remove files are the library's to use, so a command
    /// cannot write what another caller of the library would not.
    @Test func theCommandLineTakesNoLockAndWritesNoFile() throws {
        let writers = ["AtomicFile", "OutputFolder", "WriterLocks", "WriterLock", "WriteTransaction", "WriteJournal", "FileReplacement"]
        let calls = [".transaction()", "Pipeline.lock(", ".write(to:", ".write(path:", ".write(toFile:", "createFile(", "removeItem(", "moveItem(",
                     "copyItem(", "createDirectory(", "FileHandle(forWriting", "fopen(", "rmdir(", "unlink(", "rename("]
        let folder = PackageRoot.url.appendingPathComponent("Sources/l10n-tool")
        var offenders: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let name = walker?.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let words = Set(text.matches(of: /\b[A-Z]\w+\b/.wordBoundaryKind(.simple)).map { String($0.0) })
            offenders += writers.filter(words.contains).map { "\(name): \($0)" }
            offenders += calls.filter(text.contains).map { "\(name): \($0)" }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }

    @Test func policyAppliesBaselineThenStrictThenErrorsOnly() {
        let warning = Diagnostic(code: "duplicate-key", severity: .warning, message: "w", key: "a")
        let note = Diagnostic(code: "untranslated", severity: .note, message: "n", key: "b")
        let hidden = Diagnostic(code: "missing-translation", severity: .error, message: "e", key: "c")
        let all = [warning, note, hidden]
        #expect(FindingsPolicy().apply(all) == all)
        let baseline = Baseline([hidden])
        #expect(FindingsPolicy(baseline: baseline).apply(all) == [warning, note])
        let strict = FindingsPolicy(baseline: baseline, strict: true, errorsOnly: true).apply(all)
        #expect(strict.map(\.key) == ["a"] && strict.allSatisfy { $0.severity == .error })
        #expect(FindingsPolicy(errorsOnly: true).apply(all) == [hidden])
    }

    @Test func nearestCommandName() {
        #expect(EditDistance.nearest(to: "chek", among: ["check", "report"]) == "check")
        #expect(EditDistance.nearest(to: "MyApp", among: ["check", "report"]) == nil)
    }
}
