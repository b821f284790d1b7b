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

/// The library's calls (`Pipeline`), each on a small app, as a caller
/// outside the command line would make them.
@Suite("Pipeline API")
struct PipelineAPITests {
    /// What a call told its caller.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var _notes: [String] = []
        private var _loaded = 0
        var notes: [String] { lock.withLock { _notes } }
        var loaded: Int { lock.withLock { _loaded } }
        var events: Pipeline.Events {
            Pipeline.Events(note: { note in self.lock.withLock { self._notes.append(note.description) } },
                            loaded: { _ in self.lock.withLock { self._loaded += 1 } })
        }
    }

    static func app() throws -> TempProject {
        try TableUpdateTests.app(extra: ["App/Broken.intentdefinition": Data("not a plist".utf8)])
    }

    @Test func loadTellsItsWarningsAndTheProjectAndTakesTheBase() async throws {
        let app = try Self.app()
        let heard = Heard()
        let project = try await Pipeline.load(AppLocation(path: app.root, base: "de"), events: heard.events)
        #expect(project.baseLocale == "de")
        #expect(heard.loaded == 1)
        #expect(heard.notes.contains { $0.contains("Broken.intentdefinition") && $0.contains("not a property list") })
    }

    @Test func checkAppliesThePolicyAndMeasuresAPseudoLocaleAlone() async throws {
        let app = try Self.app()
        let location = AppLocation(path: app.root)
        let plain = try await Pipeline.check(location)
        #expect(!plain.results.diagnostics.isEmpty)
        // A baseline of every finding hides them all.
        let adopted = try await Pipeline.check(location, policy: FindingsPolicy(baseline: Baseline(plain.found)))
        #expect(adopted.results.diagnostics.isEmpty)
        #expect(adopted.results.hiddenByBaseline == plain.found.count)
        #expect(!adopted.failed && plain.failed)
        // Every title doubled in length is cut; only the pseudo-locale's layout findings are kept.
        var options = LoadOptions()
        options.layoutChanges = { var rules = $0; rules.titleWidth = 8; rules.titlePoints = 60; return rules }
        let pseudo = try await Pipeline.check(location, options: options, pseudo: .expanded)
        let locale = PseudoStyle.expanded.locale(baseLocale: "en")
        #expect(!pseudo.found.isEmpty)
        let layoutCodes = Set(Checks.layout.map { $0.code })
        let outside = pseudo.found.filter { $0.locale != locale || !layoutCodes.contains($0.code) }
        #expect(outside.isEmpty)
    }

    @Test func reportHasOneSectionPerLocaleAskedFor() async throws {
        let app = try Self.app()
        let (report, run) = try await Pipeline.report(AppLocation(path: app.root), locales: ["de"])
        #expect(report.locales.map(\.locale) == ["de"])
        #expect(run.results.project.root == app.root)
        await #expect(throws: InputError.self) { try await Pipeline.report(AppLocation(path: app.root), locales: ["xx"]) }
    }

    @Test func updateWritesOnlyWithoutDryRun() async throws {
        let app = try Self.app()
        let before = try app.snapshot()
        let dry = try await Pipeline.update(AppLocation(path: app.root), options: UpdateOptions(fillUntranslated: true), dryRun: true)
        #expect(!dry.files.isEmpty)
        #expect(try app.snapshot() == before)
        let real = try await Pipeline.update(AppLocation(path: app.root), options: UpdateOptions(fillUntranslated: true))
        #expect(real.files.map(\.path) == dry.files.map(\.path))
        #expect(try app.text("App/fr.lproj/InfoPlist.strings").contains("\"Call for me\" = \"Call for me\";"))
    }

    @Test func anExportedFileEditedAndImportedChangesTheTable() async throws {
        let app = try Self.app()
        let location = AppLocation(path: app.root)
        let document = try await Pipeline.exportXLIFF(location, locale: "de")
        var xml = try XLIFFWriter.render(document)
        #expect(xml.contains(">Anrufen<"))
        xml = xml.replacingOccurrences(of: ">Anrufen<", with: ">Telefonieren<")
        let file = app.path("de.xliff")
        try Data(xml.utf8).write(to: URL(fileURLWithPath: file))
        let report = try await Pipeline.importTranslations(from: file, into: location)
        #expect(!report.stoppedByConflicts)
        #expect(report.files.count == 1)
        #expect(try app.text("App/de.lproj/InfoPlist.strings").contains("\"Call\" = \"Telefonieren\";"))
    }

    @Test func anXLIFFExportGoesToAFileABundlePerLocaleOrText() async throws {
        let app = try Self.app()
        let location = AppLocation(path: app.root)
        let before = try app.snapshot()
        let text = try await Pipeline.exportXLIFF(location, locales: ["de"], to: .text)
        #expect(text.count == 1 && text.first?.path == nil && text.first?.text?.contains(">Anrufen<") == true)
        #expect(try app.snapshot() == before)

        let file = app.path("out/de.xliff")
        try FileManager.default.createDirectory(atPath: app.path("out"), withIntermediateDirectories: true)
        let written = try await Pipeline.exportXLIFF(location, locales: ["de"], to: .file(file))
        #expect(written.map(\.path) == [file] && written.first?.text == nil)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == text.first?.text)

        let heard = Heard()
        let bundles = try await Pipeline.exportXLIFF(location, locales: nil, to: .xcloc(app.path("xcloc")), events: heard.events)
        let locales = bundles.map(\.locale)
        #expect(locales == ["de", "fr"])
        #expect(bundles.map(\.path) == [app.path("xcloc/de.xcloc"), app.path("xcloc/fr.xcloc")])
        #expect(FileManager.default.fileExists(atPath: app.path("xcloc/fr.xcloc/Localized Contents/fr.xliff")))
        #expect(heard.loaded == 1)

        let error = await #expect(throws: InputError.self) {
            try await Pipeline.exportXLIFF(location, locales: ["de", "fr"], to: .file(app.path("two.xliff")))
        }
        #expect(error?.message.contains("one XLIFF file holds one locale") == true)
        #expect(!FileManager.default.fileExists(atPath: app.path("two.xliff")))
    }

    @Test func exportAndPseudoWriteTheirFolders() async throws {
        let app = try Self.app()
        let location = AppLocation(path: app.root)
        let (plan, written) = try await Pipeline.exportShortcuts(location, to: app.path("out"))
        #expect(plan.items == 2)
        #expect(written.contains { $0.hasSuffix("de.lproj/\(ShortcutExport.itemsFileName)") })
        // A locale that would name a folder out of the output is refused before anything is read.
        await #expect(throws: InputError.self) {
            try await Pipeline.exportShortcuts(location, to: app.path("out2"), options: ExportOptions(locales: ["../x"]))
        }
        #expect(!app.exists("out2"))
        let (files, locale) = try await Pipeline.pseudo(location, style: .accented, to: app.path("pseudo"))
        #expect(locale == PseudoStyle.accented.locale(baseLocale: "en"))
        #expect(!files.isEmpty)
        #expect(app.exists("pseudo"))
    }

    @Test func migrateProvesBeforeWritingAndVerifyComparesAfterwards() async throws {
        let app = try Self.app()
        let location = AppLocation(path: app.root)
        let before = try app.snapshot()
        let dry = try await Pipeline.migrate(location, tables: ["Localizable"], dryRun: true)
        #expect(dry.results.map(\.source.name) == ["Localizable"] && dry.losses.isEmpty && !dry.written)
        #expect(try app.snapshot() == before)

        let heard = Heard()
        let real = try await Pipeline.migrate(location, tables: ["Localizable"], removeOld: true, events: heard.events)
        #expect(real.written && real.results.first?.keys == 1)
        #expect(app.exists("App/Localizable.xcstrings") && !app.exists("App/de.lproj/Localizable.strings"))
        #expect(app.exists("App/de.lproj/InfoPlist.strings"), "a folder with another table stays")
        // With the old tables put back, a second run would overwrite the catalog: refused, nothing written.
        try app.write("App/en.lproj/Localizable.strings", Data("\"greeting\" = \"Hello\";\n".utf8))
        try app.write("App/de.lproj/Localizable.strings", Data("\"greeting\" = \"Hallo\";\n".utf8))
        let catalog = try app.data("App/Localizable.xcstrings")
        let again = try await Pipeline.migrate(location, tables: ["Localizable"])
        #expect(!again.written && again.losses.first?.message.contains("already exists") == true)
        #expect(try app.data("App/Localizable.xcstrings") == catalog)

        // Verify finds the catalog holds the old tables.
        let verified = try await Pipeline.verifyMigration(location, tables: ["Localizable"])
        #expect(verified.verified.map(\.source.name) == ["Localizable"] && verified.differences.isEmpty)
        try app.write("App/de.lproj/Localizable.strings", Data("\"greeting\" = \"Servus\";\n".utf8))
        let differing = try await Pipeline.verifyMigration(location, tables: ["Localizable"])
        #expect(differing.verified.isEmpty && differing.differences.first?.message.contains("Servus") == true)
        // A table without a catalog beside it cannot be verified.
        await #expect(throws: InputError.self) { try await Pipeline.verifyMigration(location, tables: ["InfoPlist"]) }
    }

    @Test func extractListsCodeAndQuickActionStringsInFileOrder() async throws {
        let app = try TableUpdateTests.app(extra: ["App/View.swift": Data("let a = NSLocalizedString(\"greeting\", comment: \"Hi\")\n".utf8)])
        let (strings, project) = try await Pipeline.extract(AppLocation(path: app.root))
        #expect(project.root == app.root)
        #expect(strings.map(\.key) == ["Search", "Call", "Call for me", "greeting"])
        #expect(strings.last?.comment == "Hi")
    }

    @Test func writesAreWholeUnderTheFoldersLockAndNeverOverAnInput() throws {
        let app = try Self.app()
        let file = app.path("out/deep/report.md")
        try Pipeline.write(Data("# Report\n".utf8), to: file, creatingFolder: true, of: AppLocation(path: app.root))
        #expect(try app.text("out/deep/report.md") == "# Report\n")
        #expect(!app.exists("out/deep/.l10n-tool.lock"), "the lock is gone once written")
        let pages = try Pipeline.write([ExportedFile(components: ["de.md"], data: Data("de\n".utf8))], into: app.path("pages"), of: nil)
        #expect(pages == [app.path("pages/de.md")])
        // A folder inside the app, a file the app reads: refused, nothing written.
        let input = app.path("App/de.lproj/InfoPlist.strings")
        let before = try app.data("App/de.lproj/InfoPlist.strings")
        #expect(throws: InputError.self) {
            try Pipeline.write([ExportedFile(components: ["InfoPlist.strings"], data: Data("x".utf8))], into: app.path("App/de.lproj"),
                               of: AppLocation(path: app.root), protecting: [input])
        }
        #expect(try app.data("App/de.lproj/InfoPlist.strings") == before)
        #expect(throws: InputError.self) {
            try Pipeline.write(Data("# Report\n".utf8), to: input, of: AppLocation(path: app.root), protecting: [input])
        }
        #expect(try app.data("App/de.lproj/InfoPlist.strings") == before)
        // A baseline reads back with the findings it was given.
        let finding = Diagnostic(code: "missing-translation", severity: .warning, message: "m", locale: "de", key: "Call",
                                 location: SourceLocation(file: input, line: 1, column: 1))
        try Pipeline.writeBaseline([finding], to: app.path("baseline.json"), of: nil)
        #expect(try Baseline.read(path: app.path("baseline.json")).filter([finding]).isEmpty)
    }

    @Test func measureFitsATextInColumns() throws {
        var rules = LayoutRules()
        rules.engine = .columns
        let (fit, measurer) = try Pipeline.measure("Einen Tisch in der Nähe reservieren", locale: "de", box: LayoutBox(width: 22, lines: 2), rules: rules)
        #expect(measurer.name == "columns")
        #expect(fit.lines.count == 2)
        #expect(fit.fits)
        let (short, _) = try Pipeline.measure("Einen Tisch in der Nähe reservieren", locale: "de", box: LayoutBox(width: 10, lines: 2), rules: rules)
        #expect(!short.fits)
    }

    /// The default engine is the font engine where its font is installed (issue 47).
    @Test(.enabled(if: FontEngine.resolve("Inter") != nil, "Inter is not installed"))
    func measureDefaultsToTheFontEngine() throws {
        let box = LayoutBox(width: 22, lines: 2, points: 190, size: 17)
        let (fit, measurer) = try Pipeline.measure("Einen Tisch in der Nähe reservieren", locale: "de", box: box)
        #expect(measurer.name == "font" && measurer.fontFamily == "Inter")
        #expect(fit.lines == ["Einen Tisch in der Nähe", "reservieren"] && fit.fits)
    }
}
