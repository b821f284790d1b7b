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

@Suite("pseudo-locale tables")
struct PseudoExportTests {
    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>%d files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d file</string>
          <key>other</key><string>%d files</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """

    /// Titles: "Search" (in the development table) and a long one only in Info.plist.
    static func app() throws -> TempProject {
        try TempProject(texts: [
            "App/Info.plist": TempProject.infoPlist([("Search", nil), ("Book a Table Now", "Restaurants near you")]),
            "App/en.lproj/InfoPlist.strings": "/* Quick action */\n\"Search\" = \"Search\";\n",
            "App/en.lproj/Localizable.strings": "/* Greeting */\n\"Hello %@\" = \"Hello %@\";\n",
            "App/en.lproj/Localizable.stringsdict": stringsdict,
            "App/de.lproj/InfoPlist.strings": "\"Search\" = \"Suchen\";\n",
        ])
    }

    @Test func tablesHoldEveryDevelopmentStringAndTheInfoPlistTitles() async throws {
        let app = try Self.app()
        let project = try await app.load()
        let tables = PseudoExport.tables(for: project, style: .accented)
        #expect(tables.count == 1)
        let pseudo = tables[0]
        #expect(pseudo.locale == "en-XA")
        let info = try #require(pseudo.tables[TableName.infoPlist])
        #expect(info.entries.map(\.key) == ["Search", "Book a Table Now", "Restaurants near you"])
        #expect(info.entries.map(\.value) == ["Šéáŕçĥ", "Ɓööķ á Ţáƀļé Ñöŵ", "Ŕéšţáûŕáñţš ñéáŕ ýöû"])
        #expect(info.entries[0].comment == "Quick action")
        // Each entry points at the development text it came from.
        #expect(info.entries[0].location.file == app.path("App/en.lproj/InfoPlist.strings"))
        #expect(info.entries[1].location.file == app.path("App/Info.plist"))
        #expect(info.path == app.path("App/en-XA.lproj/InfoPlist.strings"))
        #expect(pseudo.tables[TableName.localizable]?.entries.map(\.value) == ["Ĥéļļö %@"])
        let plural = try #require(pseudo.plurals[TableName.localizable]?.entries.first)
        #expect(plural.format == "%#@files@")
        #expect(plural.variables.first?.forms == [.one: "%d ƒîļé", .other: "%d ƒîļéš"])
    }

    @Test func checkingThePseudoLocaleFindsTitlesTooLongForTranslations() async throws {
        let project = try await Self.app().load()
        let expanded = PseudoExport.project(project, style: .expanded)
        #expect(Set(expanded.roots[0].locales.keys) == ["en", "en-XE"], "the pseudo-locale is the only translation")
        let findings = Checks.run(on: expanded, checks: [TitleTruncated.self, SubtitleTruncated.self]).filter { $0.locale == "en-XE" }
        // "Book a Table Now" (16) grows to 29 columns, one line allowed beside a subtitle; "Restaurants near you" (20) to 36.
        #expect(findings.map(\.code).sorted() == ["subtitle-truncated", "title-truncated"])
        #expect(findings.allSatisfy { $0.location?.file.hasSuffix("Info.plist") == true })
        // The development text itself fits.
        #expect(Checks.run(on: project, checks: [TitleTruncated.self, SubtitleTruncated.self]).isEmpty)
        let accented = PseudoExport.project(project, style: .accented)
        #expect(Checks.run(on: accented, checks: [TitleTruncated.self, SubtitleTruncated.self]).isEmpty, "accents take no room")
    }

    @Test(arguments: PseudoStyle.allCases)
    func writtenTablesReadBack(_ style: PseudoStyle) async throws {
        let app = try Self.app()
        let project = try await app.load()
        let output = app.path("pseudo")
        let (files, written) = try PseudoExport.run(project, style: style, output: output)
        let locale = style.locale(baseLocale: "en")
        #expect(files.map(\.relativePath) == ["\(locale).lproj/InfoPlist.strings", "\(locale).lproj/Localizable.strings", "\(locale).lproj/Localizable.stringsdict"])
        #expect(written.count == 3)
        let localizer = PseudoLocalizer(style: style)

        let info = try StringsParser.parse(try app.data("pseudo/\(locale).lproj/InfoPlist.strings"), path: "x")
        #expect(info.entries.map(\.key) == ["Search", "Book a Table Now", "Restaurants near you"])
        #expect(info.entries.map(\.value) == ["Search", "Book a Table Now", "Restaurants near you"].map(localizer.localize))
        let foundation = try PropertyListSerialization.propertyList(from: try app.data("pseudo/\(locale).lproj/Localizable.strings"), options: [], format: nil) as? [String: String]
        #expect(foundation == ["Hello %@": localizer.localize("Hello %@")])

        let plural = try StringsDictReader.read(path: app.path("pseudo/\(locale).lproj/Localizable.stringsdict"), scope: .named)
        let entry = try #require(plural.entries.first)
        #expect(plural.entries.count == 1 && entry.key == "%d files" && entry.format == "%#@files@")
        #expect(entry.variables.map(\.name) == ["files"] && entry.variables[0].valueType == "d")
        #expect(entry.variables[0].forms == [.one: localizer.localize("%d file"), .other: localizer.localize("%d files")])
        // Same project, same bytes.
        #expect(try PseudoExport.plan(project, style: style) == files)
    }

    @Test func rewritesItsOwnPseudoLocaleInTheTablesFolder() async throws {
        let app = try Self.app()
        _ = try PseudoExport.run(try await app.load(), style: .accented, output: app.path("App"))
        #expect(app.exists("App/en-XA.lproj/InfoPlist.strings"))
        let before = try app.snapshot()
        // The next run reads en-XA as a locale of the app, and may still replace it (but nothing else).
        let project = try await app.load()
        #expect(project.roots[0].locales["en-XA"] != nil)
        _ = try PseudoExport.run(project, style: .accented, output: app.path("App"))
        #expect(try app.snapshot() == before)
        #expect(!ShortcutExport.inputFiles(of: project, exceptLocale: "en-XA").contains { $0.contains("en-XA.lproj") })
        #expect(ShortcutExport.inputFiles(of: project).contains(app.path("App/en-XA.lproj/InfoPlist.strings")))
        #expect(ShortcutExport.inputFiles(of: project, exceptLocale: "en-XA").contains(app.path("App/de.lproj/InfoPlist.strings")))
    }

    @Test func utf16Tables() async throws {
        let project = try await Self.app().load()
        let files = try PseudoExport.plan(project, style: .bounded, encoding: .utf16LEBOM)
        let strings = files.filter { $0.relativePath.hasSuffix(".strings") }
        #expect(strings.count == 2 && strings.allSatisfy { $0.data.starts(with: [0xFF, 0xFE]) })
        #expect(try StringsParser.parse(strings[0].data, path: "x").entries.first?.value == "[Search]")
    }

    @Test func pluralEntriesWithVariablesOfOtherRulesAreLeftOut() {
        let location = SourceLocation(file: "x")
        let complete = PluralEntry(key: "a", format: "%#@n@", variables: [PluralVariable(name: "n", forms: [.other: "%d"], location: location)], location: location)
        let partial = PluralEntry(key: "b", format: "%#@n@ %#@width@", variables: [PluralVariable(name: "n", forms: [.other: "%d"], location: location)], location: location)
        #expect(PseudoExport.isComplete(complete))
        #expect(!PseudoExport.isComplete(partial))
    }
}

@Suite("load progress")
struct LoadProgressTests {
    /// Collects what a progress handler hears, from any thread.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [(String, Int, Int)] = []
        func record(_ stage: String, _ done: Int, _ total: Int) { lock.lock(); events.append((stage, done, total)); lock.unlock() }
        var all: [(String, Int, Int)] { lock.lock(); defer { lock.unlock() }; return events }
    }

    @Test(arguments: [1, 2, 8])
    func everyTableIsCountedOnce(jobs: Int) async throws {
        var files: [String: String] = ["App/Info.plist": TempProject.infoPlist([("Search", nil)])]
        for locale in ["en", "de", "fr", "it", "es"] {
            files["App/\(locale).lproj/InfoPlist.strings"] = "\"Search\" = \"Search\";\n"
            files["App/\(locale).lproj/Localizable.strings"] = "\"a\" = \"b\";\n"
        }
        files["App/Code.m"] = "NSString *s = NSLocalizedString(@\"a\", @\"\");\n"
        let app = try TempProject(texts: files)
        let recorder = Recorder()
        let project = try await ProjectLoader.load(path: app.root, options: LoadOptions(jobs: jobs, progress: { recorder.record($0, $1, $2) }))
        #expect(project.roots.first?.locales.count == 5)
        let tables = recorder.all.filter { $0.0 == "parsing tables" }
        #expect(tables.count == 10 && tables.allSatisfy { $0.2 == 10 })
        #expect(Set(tables.map(\.1)) == Set(1...10))
        #expect(recorder.all.filter { $0.0 == "scanning code" }.map(\.1) == [1])
    }

    @Test func boundedMapKeepsOrder() {
        let input = Array(0..<100)
        for jobs in [nil, 1, 2, 3, 200] {
            #expect(ConcurrentMap.map(input, jobs: jobs) { $0 * 2 } == input.map { $0 * 2 })
        }
    }
}
