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
        options.layoutChanges = { var rules = $0; rules.titleWidth = 8; return rules }
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

    @Test func measureFitsATextInColumns() throws {
        let (fit, measurer) = try Pipeline.measure("Einen Tisch in der Nähe reservieren", locale: "de", box: LayoutBox(width: 22, lines: 2))
        #expect(measurer.name == "columns")
        #expect(fit.lines.count == 2)
        #expect(fit.fits)
        let (short, _) = try Pipeline.measure("Einen Tisch in der Nähe reservieren", locale: "de", box: LayoutBox(width: 10, lines: 2))
        #expect(!short.fits)
    }
}
