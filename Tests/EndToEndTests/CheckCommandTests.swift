import Foundation
import Testing

/// `l10n-tool check` on the bundled demo app (the package root's l10n.yml)
/// and the ways a run can fail to happen (exit 2).
@Suite struct CheckCommandTests {
    static let demoLocales: Set<String> = ["en", "de", "fr", "nl", "vi", "zh-Hans", "ja", "ko", "th", "ar", "ru"]

    /// The demo's deliberate findings (Fixtures/DemoApp/README.md): a German
    /// title cut off, a French key left over, the Play/Pause items' literal
    /// titles and subtitles, more quick actions than the Home Screen shows,
    /// and a German App Shortcut phrase without the app's name. Measured with
    /// the font engine (the default where Inter is installed, as in CI), the
    /// Russian title wraps as well, which the column engine called one line.
    static let demoCodes = ["too-many-shortcuts", "unlocalized-shortcut-title", "unlocalized-shortcut-title",
                            "unlocalized-shortcut-title", "unlocalized-shortcut-title", "missing-application-name",
                            "title-truncated", "obsolete-translation", "title-truncated"]

    @Test func demoTextReportsItsDeliberateFindings() async throws {
        let result = try await Tool.run(["check"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")

        let findings = result.findingLines
        #expect(findings.count == Self.demoCodes.count, "\(result)")
        #expect(findings.filter { $0.hasSuffix("[unlocalized-shortcut-title]") }.allSatisfy {
            $0.hasPrefix("Fixtures/DemoApp/Sources/AppDelegate+Shortcuts.swift:") && $0.contains(": warning: quick action ")
        })
        let truncated = try #require(findings.first { $0.hasSuffix("[title-truncated]") }, "\(result)")
        #expect(truncated.hasPrefix("Locales/de.lproj/InfoPlist.strings:17:1: error: de: "), "\(truncated)")
        #expect(truncated.contains("Einen Tisch in der Nä…"), "\(truncated)")
        let obsolete = try #require(findings.first { $0.hasSuffix("[obsolete-translation]") }, "\(result)")
        #expect(obsolete.hasPrefix("Locales/fr.lproj/Localizable.strings:32:1: warning: fr: "), "\(obsolete)")
        #expect(obsolete.contains("Rate this Restaurant"), "\(obsolete)")

        // The summary table: a header, then one row per locale, the base first.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("locale ") }, "\(result)")
        #expect(lines[header].split(separator: " ") == ["locale", "errors", "warnings", "notes", "missing", "truncated"])
        let rows = lines[(header + 1)...].prefix { !$0.isEmpty }
        let names = rows.map { String($0.split(separator: " ")[0]) }
        #expect(names.first == "en" && rows.first?.contains("(base)") == true, "\(rows)")
        // Item-level findings (no locale) get a row of their own, last.
        #expect(Set(names) == Self.demoLocales.union(["(all"]), "\(names)")
        #expect(names.count == 12 && names.last == "(all")
        let de = try #require(rows.first { $0.hasPrefix("de ") })
        #expect(de.split(separator: " ").map(String.init) == ["de", "2", "0", "0", "0", "1"])
        #expect(result.stdout.contains("3 errors, 6 warnings, 0 notes in 11 locales, 8 quick actions (3 in Info.plist, 5 in code), 2 App Shortcuts with 3 phrases"), "\(result)")
        #expect(result.stdout.contains("layout measured with font Inter ("), "the font engine by default: \(result)")
        let phrase = try #require(findings.first { $0.hasSuffix("[missing-application-name]") }, "\(result)")
        #expect(phrase.hasPrefix("Locales/de.lproj/AppShortcuts.strings:2:1: error: de: the translation of App Shortcut phrase \"Show my favourites in ${applicationName}\" of ShowFavouritesIntent"), "\(phrase)")
    }

    @Test func demoJSON() async throws {
        let result = try await Tool.run(["check", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")

        let object = try result.jsonObject()
        #expect(Set(object.keys) == ["tool", "summary", "diagnostics"])
        let tool = try #require(object["tool"] as? [String: Any])
        #expect(Set(tool.keys) == ["name", "version"])
        let rawDiagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        for diagnostic in rawDiagnostics {
            // Required everywhere; nil fields are left out rather than written as null.
            for key in ["code", "severity", "message"] { #expect(diagnostic[key] is String, "\(key) in \(diagnostic)") }
            #expect(!diagnostic.values.contains { $0 is NSNull }, "\(diagnostic)")
            let allowed: Set<String> = ["code", "severity", "message", "locale", "key", "table", "file", "line", "column", "measurement"]
            #expect(Set(diagnostic.keys).isSubset(of: allowed), "\(diagnostic.keys)")
        }

        let report = try result.json()
        let version = try await Tool.run(["--version"])
        #expect(report.tool.name == "l10n-tool")
        #expect(report.tool.version == version.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(report.tool.version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)

        let summary = report.summary
        #expect(summary.baseLocale == "en")
        #expect(summary.items == 8)
        #expect(summary.itemsInInfoPlist == 3 && summary.itemsInCode == 5)
        #expect(Set(summary.locales.keys) == Self.demoLocales)
        #expect(summary.total == .init(errors: 3, warnings: 6, notes: 0, missing: 0, truncated: 2))
        #expect(summary.locales["ru"] == .init(errors: 1, warnings: 0, notes: 0, missing: 0, truncated: 1))
        #expect(summary.locales["de"] == .init(errors: 2, warnings: 0, notes: 0, missing: 0, truncated: 1))
        #expect(summary.appShortcuts == .init(shortcuts: 2, phrases: 3))
        #expect(summary.locales["fr"] == .init(errors: 0, warnings: 1, notes: 0, missing: 0, truncated: 0))
        #expect(summary.general == .init(errors: 0, warnings: 5, notes: 0, missing: 0, truncated: 0))

        #expect(report.codes == Self.demoCodes)
        for diagnostic in report.diagnostics {
            #expect(allCodes[diagnostic.code] == diagnostic.severity, "\(diagnostic.code)")
            #expect(diagnostic.key != nil)
            #expect(diagnostic.file != nil && diagnostic.line != nil && diagnostic.column != nil)
        }
        let tooMany = report.diagnostics[0]
        #expect(tooMany.message.hasPrefix("8 quick actions are declared (3 in Info.plist, 5 in code) but only 4 are shown"))
        let truncated = try #require(report.diagnostics.first { $0.code == "title-truncated" })
        #expect(truncated.file == "Locales/de.lproj/InfoPlist.strings")
        #expect(truncated.line == 17 && truncated.column == 1)
        #expect(truncated.locale == "de" && truncated.table == "InfoPlist")
        #expect(truncated.key == "com.example.dishdash.BookTable", "the bundle id from l10n.yml is expanded")
        let measurement = try #require(truncated.measurement)
        #expect(measurement.text == "Einen Tisch in der Nähe reservieren")
        // In points, Inter 17 pt on a 190 pt line.
        #expect(measurement.width > 190 && measurement.lineWidth == 190 && measurement.allowedLines == 1 && measurement.engine == "font")
        #expect(measurement.lines.count == 2)
        #expect(measurement.display == "Einen Tisch in der Nä…")

        let obsolete = try #require(report.diagnostics.first { $0.code == "obsolete-translation" })
        #expect(obsolete.file == "Locales/fr.lproj/Localizable.strings")
        #expect(obsolete.line == 32 && obsolete.column == 1)
        #expect(obsolete.locale == "fr" && obsolete.key == "Rate this Restaurant" && obsolete.table == "Localizable")
        #expect(obsolete.measurement == nil)
    }

    @Test func explicitPathAndLayoutOverride() async throws {
        // The same demo through an explicit path; a wider title line lets the German title fit.
        let result = try await Tool.run(["check", ".", "--title-width", "400", "--engine", "font", "--format", "json"])
        #expect(result.status == 1, "the App Shortcut phrase's error is left: \(result)")
        #expect(try result.json().codes == Self.demoCodes.filter { $0 != "title-truncated" })
    }

    // MARK: - Exit 2: the run could not be done

    @Test func nonexistentPath() async throws {
        let missing = "Fixtures/Apps/DoesNotExist"
        let result = try await Tool.run(["check", missing])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("DoesNotExist: error: "), "\(result)")
    }

    @Test(arguments: [
        ["check", "--bogus"],
        ["check", "--format", "xml"],
        ["check", "--title-width", "0"],
        ["check", "--max-items", "-1"],
        ["measure", "Hi", "--width", "0"],
        ["measure"],
    ])
    func badOptions(_ arguments: [String]) async throws {
        let result = try await Tool.run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(!result.stderr.isEmpty, "\(result)")
    }

    @Test func titleWidthZeroNamesTheOption() async throws {
        let result = try await Tool.run(["check", "--title-width", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--title-width"), "\(result)")
    }

    @Test func malformedConfigYAML() async throws {
        let config = try Tool.temporaryFile("l10n.yml", "base: en\nlayout:\n  title_width: [22\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "--config", config.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let match = try #require(result.stderr.firstMatch(of: /^(.+):(\d+):(\d+): error: (.+)$/.anchorsMatchLineEndings()), "\(result)")
        #expect(match.output.1 == config.path)
        // The flow sequence opened on line 3 is never closed: the scanner stops on line 3 or at the end (4).
        #expect([3, 4].contains(Int(match.output.2) ?? 0), "\(result)")
        #expect(match.output.4.contains("YAML"), "\(result)")
    }

    @Test func unknownConfigKeyPointsAtTheKey() async throws {
        let config = try Tool.temporaryFile("l10n.yml", "base: en\nlayout:\n  title_width: 20\n  titel_lines: 3\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "--config", config.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.hasPrefix("\(config.path):4:3: error: "), "\(result)")
        #expect(result.stderr.contains("titel_lines"), "\(result)")
    }

    @Test func nonPositiveConfigNumber() async throws {
        let config = try Tool.temporaryFile("l10n.yml", "layout:\n  max_items: 0\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "--config", config.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.hasPrefix("\(config.path):2:14: error: "), "\(result)")
    }

    @Test func pathThatIsAFile() async throws {
        let result = try await Tool.run(["check", "Fixtures/DemoApp/Info.plist"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("Info.plist: error: "), "\(result)")
    }

    @Test func folderWithNothingToCheck() async throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try await Tool.run(["check", empty.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(": error: "), "\(result)")
    }

    // MARK: - Help

    @Test func checkHelp() async throws {
        let result = try await Tool.run(["check", "--help"])
        #expect(result.status == 0, "\(result)")
        for option in ["--config", "--base", "--bundle-id", "--title-width", "--subtitle-width", "--title-lines", "--max-items", "--format"] {
            #expect(result.stdout.contains(option), "check --help lacks \(option)")
        }
    }

    @Test func measureHelp() async throws {
        let result = try await Tool.run(["measure", "--help"])
        #expect(result.status == 0, "\(result)")
        for option in ["--locale", "--width", "--lines", "--format"] {
            #expect(result.stdout.contains(option), "measure --help lacks \(option)")
        }
    }

    @Test func version() async throws {
        let result = try await Tool.run(["--version"])
        #expect(result.status == 0, "\(result)")
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil, "\(result)")
        // CHANGELOG.md's first version is the one the tool gives.
        let changelog = try String(contentsOf: Tool.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let first = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(first?.hasPrefix("## \(version) ") == true || first == "## \(version)", "CHANGELOG.md starts with \(first ?? "no version"), the tool is \(version)")
    }
}

/// `--only`, `--disable`, `--exclude` and `rules:` on the demo app and a copy of it.
@Suite struct RuleOptionTests {
    @Test func onlyRunsTheNamedChecks() async throws {
        let result = try await Tool.run(["check", "--only", "title-truncated", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        #expect(Set(try result.json().codes) == ["title-truncated"])
    }

    @Test func disableTakesCommaSeparatedCodes() async throws {
        let result = try await Tool.run(["check", "--disable", "title-truncated,unlocalized-shortcut-title", "--disable", "too-many-shortcuts,missing-application-name", "--format", "json"])
        #expect(result.status == 0, "the errors are gone: \(result)")
        #expect(Set(try result.json().codes) == ["obsolete-translation"])
    }

    @Test func unknownCodeIsAUsageError() async throws {
        let result = try await Tool.run(["check", "--only", "missing-translations"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown check 'missing-translations'; did you mean missing-translation?"), "\(result)")
    }

    @Test func rulesInTheConfigChangeSeverities() async throws {
        let config = try Tool.temporaryFile("l10n.yml", """
        base: en
        spec: \(Tool.packageRoot.path)/Fixtures/DemoApp/Info.plist
        locales: \(Tool.packageRoot.path)/Locales
        sources: \(Tool.packageRoot.path)/Fixtures/DemoApp/Sources
        rules:
          title-truncated: warning
          unlocalized-shortcut-title: off
          missing-application-name: note
        """)
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "--config", config.path, "--format", "json"])
        #expect(result.status == 0, "no error left: \(result)")
        let report = try result.json()
        #expect(report.diagnostics.first { $0.code == "title-truncated" }?.severity == "warning")
        #expect(!report.codes.contains("unlocalized-shortcut-title"))
    }

    @Test func excludeLeavesCodeOut() async throws {
        let with = try await Tool.run(["check", "--format", "json"])
        let without = try await Tool.run(["check", "--format", "json", "--exclude", "Fixtures/DemoApp/Sources/AppDelegate+Shortcuts.swift"])
        #expect(try with.json().summary.itemsInCode == 5)
        // Paths are relative to l10n.yml's folder (the repository root here).
        #expect(try without.json().summary.itemsInCode != 5, "\(without)")
    }
}

/// Xcode opens a finding of a Run Script phase only by its absolute path.
struct AbsolutePathTests {
    static let app = "Fixtures/Apps/Hygiene"

    @Test func absolutePathsWhenAskedOrInAnXcodeBuildPhase() async throws {
        let root = Tool.packageRoot.standardizedFileURL.path
        let relative = try await Tool.run(["check", Self.app])
        let asked = try await Tool.run(["check", Self.app, "--absolute-paths"])
        let xcode = try await Tool.run(["check", Self.app], environment: ["XCODE_VERSION_ACTUAL": "1600"])
        let findings = { (result: Tool.Result) in result.stdout.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": note: ") } }
        #expect(!findings(relative).isEmpty && findings(relative).allSatisfy { $0.hasPrefix(Self.app + "/") }, "\(relative)")
        for result in [asked, xcode] {
            #expect(findings(result).count == findings(relative).count, "\(result)")
            #expect(findings(result).allSatisfy { $0.hasPrefix(root + "/" + Self.app + "/") }, "\(result)")
            #expect(result.status == relative.status)
        }
    }
}

/// `check --stamp`, for build systems: the file is written when the check
/// passes, and not when it fails, so a failed check runs again.
struct StampTests {
    @Test func theStampIsWrittenOnlyWhenTheCheckPasses() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-stamp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let passed = folder.appendingPathComponent("out/passed.swift").path
        let clean = try await Tool.run(["check", "Fixtures/Apps/Clean", "--stamp", passed])
        #expect(clean.status == 0, "\(clean)")
        #expect(try String(contentsOfFile: passed, encoding: .utf8).hasPrefix("// l10n-tool "), "a Swift comment, so a build compiles it to nothing")
        let failed = folder.appendingPathComponent("failed.swift").path
        let errors = try await Tool.run(["check", "Fixtures/Apps/Hygiene", "--stamp", failed])
        #expect(errors.status == 1, "\(errors)")
        #expect(!FileManager.default.fileExists(atPath: failed))
    }
}
