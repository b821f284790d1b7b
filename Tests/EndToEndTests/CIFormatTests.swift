import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `check --format sarif|junit|github`, baselines, `--strict` and `--quiet`
/// on the demo app, as a CI system would run them.
@Suite struct CIFormatTests {
    @Test func sarifHasTheSchemaRulesAndRelativeLocations() async throws {
        let result = try await Tool.run(["check", "--format", "sarif"])
        #expect(result.status == 1, "\(result)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasPrefix("https://json.schemastore.org/sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        // Columns are Unicode scalars (the check examples run behind é😀 to hold every reader to it).
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "l10n-tool")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(Set(ruleIDs) == Set(allCodes.keys), "one rule per code")
        for rule in rules {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == CheckCommandTests.demoCodes.count)
        let truncated = try #require(results.first { $0["ruleId"] as? String == "title-truncated" })
        #expect(truncated["level"] as? String == "error")
        #expect(ruleIDs[truncated["ruleIndex"] as? Int ?? -1] == "title-truncated")
        #expect(((truncated["message"] as? [String: Any])?["text"] as? String)?.contains("Einen Tisch in der Nä…") == true)
        let location = try #require(((truncated["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "Locales/de.lproj/InfoPlist.strings", "relative to the checked folder")
        #expect(artifact["uriBaseId"] as? String == "PROJECTROOT")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 17 && region["startColumn"] as? Int == 1)
        #expect(results.contains { $0["ruleId"] as? String == "obsolete-translation" && $0["level"] as? String == "warning" })
    }

    @Test func junitHasASuitePerLocaleAndFailuresForFindings() async throws {
        let result = try await Tool.run(["check", "--format", "junit"])
        #expect(result.status == 1, "\(result)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
        let names = suites.compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(Set(names).isSuperset(of: CheckCommandTests.demoLocales))
        #expect(names.contains("quick-actions"))
        let german = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "de" })
        #expect(german.attribute(forName: "failures")?.stringValue == "2")
        let failures = try german.nodes(forXPath: "testcase/failure").compactMap { $0 as? XMLElement }
        #expect(failures.compactMap { $0.attribute(forName: "type")?.stringValue }.sorted() == ["missing-application-name", "title-truncated"])
        #expect(failures.contains { $0.stringValue?.hasPrefix("Locales/de.lproj/InfoPlist.strings:17:1: error: ") == true })
        let japanese = try #require(suites.first { $0.attribute(forName: "name")?.stringValue == "ja" })
        #expect(japanese.attribute(forName: "failures")?.stringValue == "0")
        #expect((Int(japanese.attribute(forName: "tests")?.stringValue ?? "") ?? 0) > 10, "one test case per string")
    }

    @Test func githubAnnotationsEscapeAndLocate() async throws {
        let result = try await Tool.run(["check", "--format", "github"])
        #expect(result.status == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == CheckCommandTests.demoCodes.count)
        #expect(lines.contains { $0.hasPrefix("::error file=Locales/de.lproj/InfoPlist.strings,line=17,col=1,title=title-truncated::de: title needs") })
        #expect(lines.contains { $0.hasPrefix("::warning file=Locales/fr.lproj/Localizable.strings,line=32,col=1,title=obsolete-translation::") })
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    }

    @Test func baselineHidesKnownFindingsAndShowsNewOnes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let recorded = try await Tool.run(["check", "--write-baseline", baseline])
        #expect(recorded.status == 1, "writing a baseline still reports: \(recorded)")
        let quiet = try await Tool.run(["check", "--baseline", baseline, "--format", "json"])
        #expect(quiet.status == 0, "\(quiet)")
        #expect(try quiet.json().diagnostics.isEmpty)

        // A baseline without the German finding lets it through again.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baseline))) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == CheckCommandTests.demoCodes.count)
        #expect(findings.allSatisfy { $0["line"] == nil }, "matched by code, locale, key and table, not by line")
        let partial = ["version": 1, "findings": findings.filter { $0["code"] as? String != "title-truncated" }] as [String: Any]
        try JSONSerialization.data(withJSONObject: partial).write(to: URL(fileURLWithPath: baseline))
        let again = try await Tool.run(["check", "--baseline", baseline, "--format", "json"])
        #expect(again.status == 1)
        #expect(try again.json().codes == ["title-truncated", "title-truncated"], "de and ru")

        let broken = folder.appendingPathComponent("broken.json")
        try Data("{".utf8).write(to: broken)
        let bad = try await Tool.run(["check", "--baseline", broken.path])
        #expect(bad.status == 2 && bad.stderr.contains("broken.json:1:1: error: "), "\(bad)")
    }

    @Test func strictMakesWarningsErrorsAndQuietPrintsOnlyErrors() async throws {
        let strict = try await Tool.run(["check", "--strict", "--format", "json"])
        #expect(try strict.json().diagnostics.filter { $0.severity == "error" }.count == CheckCommandTests.demoCodes.count)
        let quiet = try await Tool.run(["check", "--quiet"])
        #expect(quiet.status == 1)
        let lines = quiet.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines.filter { $0.hasSuffix("[title-truncated]") }.count == 2 && lines.contains { $0.hasSuffix("[missing-application-name]") }, "\(quiet)")
        // Without errors, --strict still fails on what were warnings.
        let wide = try await Tool.run(["check", "--title-width", "400", "--engine", "font", "--strict", "--quiet"])
        #expect(wide.status == 1 && !wide.stdout.contains("[title-truncated]"), "\(wide)")
    }
}
