import Foundation
import Testing

/// `l10n-tool check` on each app under Fixtures/Apps (see its README.md).
@Suite struct FixtureAppTests {
    @Test func cleanAppHasNoFindings() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Clean", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try result.json()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        #expect(report.summary.baseLocale == "en")
        #expect(report.summary.items == 2)
        #expect(Set(report.summary.locales.keys) == ["en", "de", "ja"])
    }

    @Test func cleanAppFromItsOwnFolder() async throws {
        // No PATH and no l10n.yml: discovery starts at the working folder.
        let result = try await Tool.run(["check"], in: Tool.fixture("Clean"))
        #expect(result.status == 0, "\(result)")
        #expect(result.findingLines.isEmpty, "\(result)")
        #expect(result.stdout.contains("0 errors, 0 warnings, 0 notes in 3 locales, 2 quick actions"), "\(result)")
    }

    @Test(arguments: [[], ["--bundle-id", "com.example.paperscan"]])
    func binaryPlistApp(_ extra: [String]) async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Binary", "--format", "json"] + extra)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try result.json()
        // The misnamed table, which a device never loads: German lacks every
        // InfoPlist.strings key. pt-BR has tables of its own, which iOS reads
        // alone (no per-key fallback to pt, CFBundle_Strings.c): the keys
        // they lack are missing, but for the app's name, which a locale
        // without it shows as the Info.plist has it (issue 48). Base.lproj is
        // the development language, and the UTF-16BE file reads like any other.
        #expect(report.codes.sorted() == ["file-name-case"] + Array(repeating: "missing-translation", count: 7), "\(report.diagnostics.map(\.message))")
        let missing = report.diagnostics.filter { $0.code == "missing-translation" }
        let german = missing.filter { $0.locale == "de" }
        #expect(german.allSatisfy { $0.message.contains("PaperScan/de.lproj/InfoPlist.strings") }, "\(german.map(\.message))")
        #expect(Set(german.compactMap(\.key)) == ["NSCameraUsageDescription", "Scan Document", "Use the camera", "RECENT_SCANS"])
        let brazil = missing.filter { $0.locale == "pt-BR" }
        #expect(Set(brazil.map { d in "\(d.table ?? "-"):\(d.key ?? "-")" })
                == ["InfoPlist:Use the camera", "Localizable:%d pages", "Localizable:Delete Scan"], "\(brazil.map(\.message))")
        let finding = try #require(report.diagnostics.first { $0.code == "file-name-case" })
        #expect(finding.severity == "warning")
        #expect(finding.locale == "de")
        #expect(finding.table == "InfoPlist")
        #expect(finding.file == "Fixtures/Apps/Binary/PaperScan/de.lproj/infoPlist.strings")
        #expect(finding.message.contains("InfoPlist.strings"))

        // `$(DEVELOPMENT_LANGUAGE)` is not a locale: the base falls back to en, which Base.lproj provides.
        #expect(report.summary.baseLocale == "en")
        #expect(report.summary.items == 2)
        #expect(Set(report.summary.locales.keys) == ["en", "de", "pt", "pt-BR"])
        #expect(report.summary.locales["pt-BR"]?.missing == 3)
        #expect(report.summary.total.missing == 7)
    }

    @Test func brokenStringsFileStopsTheRun() async throws {
        for format in ["text", "json"] {
            let result = try await Tool.run(["check", "Fixtures/Apps/Broken", "--format", format])
            #expect(result.status == 2, "\(result)")
            #expect(result.stdout.isEmpty, "no findings when the input cannot be read: \(result)")
            let line = result.stderr.trimmingCharacters(in: .newlines)
            #expect(!line.contains("\n"), "one error line: \(result)")
            // `"Rain expected soon" = "Bald Regen"` ends in column 35; the `;` belongs in 36.
            #expect(line.contains("Fixtures/Apps/Broken/Forecast/de.lproj/Localizable.strings:5:36: error: "), "\(result)")
            #expect(line.contains("expected ';'"), "\(result)")
        }
    }

    @Test func malformedInfoPlistStopsTheRun() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/BrokenPlist"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let match = try #require(result.stderr.firstMatch(of: /(\S*Fixtures\/Apps\/BrokenPlist\/Stopwatch\/Info\.plist):(\d+):(\d+): error: (.+)/), "\(result)")
        #expect(match.output.4.contains("malformed XML"), "\(result)")
        // The mismatched `</strin>` is on line 13 (it ends in column 30).
        #expect(Int(match.output.2) == 13, "\(result)")
    }

    // MARK: - Findings: one app that triggers every check

    struct Expected: CustomStringConvertible {
        var code: String
        var locale: String?
        var key: String?
        var file: String
        var line: Int?
        var column: Int?

        var description: String { "\(code) \(file):\(line.map(String.init) ?? "-")" }
    }

    static let recipes = "Fixtures/Apps/Findings/Recipes/"
    static let expectedFindings: [Expected] = [
        // Info.plist: item-level findings (no locale); the key is the expanded Type.
        // Lines are those of the item's <dict> or of the field's value.
        Expected(code: "unknown-icon-type", locale: nil, key: "com.example.recipes.timer", file: recipes + "Info.plist", line: 21),
        Expected(code: "duplicate-shortcut-type", locale: nil, key: "com.example.recipes.search", file: recipes + "Info.plist", line: 35),
        Expected(code: "missing-shortcut-field", locale: nil, key: "com.example.recipes.shopping", file: recipes + "Info.plist", line: 37),
        Expected(code: "too-many-shortcuts", locale: nil, key: "com.example.recipes.favorites", file: recipes + "Info.plist", line: 43),
        // Tables: positions of the offending entry's key.
        Expected(code: "title-truncated", locale: "de", key: "com.example.recipes.timer", file: recipes + "de.lproj/InfoPlist.strings", line: 4, column: 1),
        Expected(code: "empty-translation", locale: "de", key: "Add to Shopping List", file: recipes + "de.lproj/Localizable.strings", line: 2, column: 1),
        Expected(code: "placeholder-mismatch", locale: "de", key: "%1$@ takes %2$d minutes", file: recipes + "de.lproj/Localizable.strings", line: 8, column: 1),
        Expected(code: "duplicate-key", locale: "de", key: "%d servings", file: recipes + "de.lproj/Localizable.strings", line: 11, column: 1),
        // Obsolete: RecipeView.swift uses every development key, and not this one.
        Expected(code: "obsolete-translation", locale: "de", key: "Print Recipe", file: recipes + "de.lproj/Localizable.strings", line: 14, column: 1),
        // A missing entry has no line in de: it points at the development entry.
        Expected(code: "missing-translation", locale: "de", key: "Share Recipe", file: recipes + "en.lproj/Localizable.strings", line: 8, column: 1),
        // fr.lproj/main.strings is never found on a device: its one key is missing.
        Expected(code: "missing-translation", locale: "fr", key: "recipes.title", file: recipes + "en.lproj/Main.strings", line: 2, column: 1),
        Expected(code: "file-name-case", locale: "fr", key: nil, file: recipes + "fr.lproj/main.strings", line: nil),
        Expected(code: "untranslated", locale: "fr", key: "Share Recipe", file: recipes + "fr.lproj/Localizable.strings", line: 10, column: 1),
        // Dead keys, once each: not missing in fr and ja.
        Expected(code: "orphaned-infoplist-key", locale: nil, key: "Print Recipe", file: recipes + "en.lproj/InfoPlist.strings", line: 9, column: 1),
        Expected(code: "shadowed-base-key", locale: "en", key: "Rate this Recipe", file: recipes + "Base.lproj/Localizable.strings", line: 4, column: 1),
        Expected(code: "subtitle-truncated", locale: "ja", key: "com.example.recipes.timer", file: recipes + "ja.lproj/InfoPlist.strings", line: 5, column: 1),
    ]

    @Test func findingsAppTriggersEveryCheck() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Findings", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let report = try result.json()

        // The app covers 15 codes (the formats and code checks have fixtures of their own).
        let covered = Set(Self.expectedFindings.map(\.code))
        #expect(covered.count == 15)
        #expect(Set(report.codes) == covered, "missing: \(covered.subtracting(report.codes))")
        #expect(report.diagnostics.count == Self.expectedFindings.count, "\(report.diagnostics.map { "\($0.code) \($0.message)" })")
        for expected in Self.expectedFindings {
            let matches = report.diagnostics.filter { $0.code == expected.code && $0.locale == expected.locale && $0.key == expected.key }
            #expect(matches.count == 1, "\(expected): \(matches.map(\.message))")
            guard let found = matches.first else { continue }
            #expect(found.severity == allCodes[expected.code], "\(expected)")
            #expect(found.locale == expected.locale, "\(expected)")
            #expect(found.key == expected.key, "\(expected)")
            #expect(found.file == expected.file, "\(expected)")
            #expect(found.line == expected.line, "\(expected)")
            if let column = expected.column { #expect(found.column == column, "\(expected)") }
        }

        let truncatedTitle = try #require(report.diagnostics.first { $0.code == "title-truncated" }?.measurement)
        // In points: the font engine is the default where Inter is installed.
        #expect(truncatedTitle.text == "Küchentimer sofort starten" && truncatedTitle.allowedLines == 1 && truncatedTitle.lineWidth == 190)
        #expect(truncatedTitle.width > 190 && truncatedTitle.engine == "font")
        let truncatedSubtitle = try #require(report.diagnostics.first { $0.code == "subtitle-truncated" }?.measurement)
        #expect(truncatedSubtitle.width > 190 && truncatedSubtitle.lineWidth == 190)
        #expect(truncatedSubtitle.display.hasSuffix("…"))

        let summary = report.summary
        #expect(summary.items == 5)
        #expect(summary.total == .init(errors: 8, warnings: 7, notes: 1, missing: 2, truncated: 2))
        #expect(summary.general == .init(errors: 2, warnings: 3, notes: 0, missing: 0, truncated: 0))
        #expect(summary.locales["en"] == .init(errors: 0, warnings: 1, notes: 0, missing: 0, truncated: 0))
        #expect(summary.locales["de"] == .init(errors: 4, warnings: 2, notes: 0, missing: 1, truncated: 1))
        #expect(summary.locales["fr"] == .init(errors: 1, warnings: 1, notes: 1, missing: 1, truncated: 0))
        #expect(summary.locales["ja"] == .init(errors: 1, warnings: 0, notes: 0, missing: 0, truncated: 1))
    }

    @Test func findingsAppTextOutput() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Findings"])
        #expect(result.status == 1, "\(result)")
        let lines = result.findingLines
        #expect(lines.count == Self.expectedFindings.count, "\(result)")
        for expected in Self.expectedFindings {
            var place = expected.file
            if let line = expected.line { place += ":\(line)" }
            let severity = allCodes[expected.code] ?? "?"
            #expect(lines.contains { line in
                line.hasSuffix("[\(expected.code)]") && line.contains(": \(severity): ")
                    && (expected.line == nil ? line.hasPrefix(place + ": ") : line.hasPrefix(place + ":"))
            }, "\(expected)")
        }
        #expect(lines.contains("Fixtures/Apps/Findings/Recipes/de.lproj/Localizable.strings:11:1: warning: de: duplicate key \"%d servings\" (first at line 5); iOS shows this later value, \"%d Portionen\", not the first, \"%d Personen\" [duplicate-key]"), "\(result)")
        #expect(result.stdout.contains("(all locales)"), "item-level findings get their own summary row")
        #expect(result.stdout.contains("8 errors, 7 warnings, 1 note in 4 locales, 5 quick actions"), "\(result)")
    }

    @Test func duplicateTypeWithoutBundleID() async throws {
        // Without a bundle id `$(PRODUCT_BUNDLE_IDENTIFIER).search` and
        // `${PRODUCT_BUNDLE_IDENTIFIER}.search` are still one Type once built.
        let config = try Tool.temporaryFile("empty.yml", "# no settings\n")
        defer { try? FileManager.default.removeItem(at: config.deletingLastPathComponent()) }
        let result = try await Tool.run(["check", "Fixtures/Apps/Findings", "--config", config.path, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let codes = try result.json().codes
        #expect(codes.contains("missing-shortcut-field"))
        #expect(codes.contains("duplicate-shortcut-type"))
    }
}
