import ArgumentParser
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report for translators: completion per locale, every string, and the quick-action menu as the Home Screen shows it.",
        discussion: """
        Per locale: how many strings are translated, missing and too long; the quick-action \
        menu drawn with the tool's own line breaks and truncation (the same as `check`); the \
        strings that need work first (missing, too long, placeholder and plural errors, stale, \
        needs review, other warnings and errors), grouped with counts; then every other string, collapsed. \
        Each row shows key, development text, translation, comment and findings, and for \
        quick action texts the width against the box and the lines as drawn.

        Shapes: a small app's report is one file; past \(Count.text(ReportShape.singleFileRowLimit)) strings \
        (all locales together) it is an index and a page per locale, so a translator opens \
        only their own: OUTPUT/index.html and OUTPUT/<locale>.html (likewise .md and .json). \
        --pages picks the shape. An --output with an extension (report.html) names the single \
        file; when the report is split, its pages go to the folder of that name without the \
        extension (report/). --locale with pages writes only those locales' pages.

        Formats: html (self-contained pages: inline CSS and SVG, one small filter script \
        allowed by its hash, nothing loaded from the network; usable with scripts off), md \
        (Markdown for tickets), csv (one file, RFC 4180, UTF-8 with a byte order mark for \
        Excel, one row per locale and string) and json (everything the HTML shows, keys \
        sorted). Without --format, the --output extension decides (.html, .md, .csv, .json), \
        else html.

        Every file is written atomically, all of them or none. It exits 0 whatever it finds \
        (run `check` to fail a build), and 2 when the project cannot be read or --locale names \
        a locale it lacks.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, md, csv, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: html, md, csv or json (default: from the --output extension, else html).")
    var format: Format?

    @Option(name: .shortAndLong, help: "The file or folder to write, or - for standard output (one file).")
    var output: String

    @Option(help: ArgumentHelp("One file, or an index and a page per locale (default: one file up to \(Count.text(ReportShape.singleFileRowLimit)) strings, else pages).", valueName: "single|per-locale"))
    var pages: ReportShape?

    @Option(name: .customLong("locale"), help: ArgumentHelp("Only these locales: de,fr or repeated (default: every locale).", valueName: "locale"))
    var locales: [String] = []

    @OptionGroup var bundle: BundleIDOption

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var code: CodeOptions

    @OptionGroup var rules: RuleOptions

    @OptionGroup var choice: AppOption

    /// The format asked for, else the one the output's extension names.
    var resolvedFormat: Format {
        if let format { return format }
        switch (output as NSString).pathExtension.lowercased() {
        case "md", "markdown": return .md
        case "csv": return .csv
        case "json": return .json
        default: return .html
        }
    }

    /// `--locale de,fr --locale ja` as one list.
    var requestedLocales: [String] {
        locales.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    /// Whether --output names a folder: one that exists, a trailing `/`, or a name without an extension.
    var outputIsFolder: Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) { return isDirectory.boolValue }
        return output.hasSuffix("/") || (output as NSString).pathExtension.isEmpty
    }

    func validate() throws {
        if pages == .perLocale && output == "-" {
            throw ValidationError("--pages per-locale writes a folder of files; give --output a folder")
        }
        if pages == .perLocale && resolvedFormat == .csv {
            throw ValidationError(Self.csvIsOneFile)
        }
    }

    static let csvIsOneFile = "CSV is one file (one row per locale and string); use --locale to pick locales"

    func run() async throws {
        let toStandardOutput = output == "-"
        // Asked once: writing the pages creates the folder.
        let folderOutput = !toStandardOutput && outputIsFolder
        var options = code.loadOptions(bundleID: bundle.bundleID, layout: layout)
        rules.apply(to: &options)
        choice.apply(to: &options)
        // App by app in a repository with several (--app: one).
        let reports = try await Pipeline.reportEach(project.app, options: options, locales: requestedLocales,
                                                    plainWidths: resolvedFormat != .html, jobs: code.jobCount, events: Console.events)
        KeptUntilExit.keep(reports.map(\.run))
        guard reports.count == 1, let (report, run) = reports.first else {
            try writeEach(reports, toStandardOutput: toStandardOutput, folderOutput: folderOutput)
            return
        }
        let loaded = run.results.project
        // Hundreds of thousands of rows: the process drops them faster at exit than one core frees them.
        KeptUntilExit.keep(report)
        KeptUntilExit.keep(run)

        let shape: ReportShape
        if toStandardOutput || resolvedFormat == .csv {
            shape = .single
        } else if let pages {
            shape = pages
        } else {
            shape = folderOutput ? .perLocale : ReportShape.automatic(for: report)
        }
        let missing = report.locales.reduce(0) { $0 + $1.completion.missing }
        let tooLong = report.locales.reduce(0) { $0 + $1.completion.tooLong }
        let counts = "\(report.locales.count) locale\(report.locales.count == 1 ? "" : "s"), \(Count.text(ReportShape.rowCount(report))) strings, \(Count.text(missing)) missing, \(Count.text(tooLong)) too long"

        if shape == .perLocale {
            let folder = folderOutput ? output : (output as NSString).deletingPathExtension
            try writePages(report, into: folder, project: loaded, counts: counts, explicit: pages != nil || folderOutput)
            return
        }
        let text: String
        switch resolvedFormat {
        case .html: text = HTMLReportRenderer().render(report, jobs: code.jobCount)
        case .md: text = MarkdownReportRenderer().render(report)
        case .csv: text = CSVReportRenderer().render(report)
        case .json: text = try JSONReportRenderer().render(report)
        }
        if toStandardOutput {
            Console.output(text)
            return
        }
        try Pipeline.write(Data(text.utf8), to: output, of: project.app, protecting: ShortcutExport.inputFiles(of: loaded), events: Console.events)
        Console.error("wrote \(Console.shownPath(output)): \(counts)")
    }

    /// Several apps' reports: each app's into the output folder, as one
    /// file named after the app (`OUTPUT/Kettle.html`) or, split, as its own
    /// folder of pages (`OUTPUT/Kettle/index.html`), all files or none.
    private func writeEach(_ reports: [(report: TranslatorReport, run: CheckRun)], toStandardOutput: Bool, folderOutput: Bool) throws {
        let names = reports.map { $0.run.results.project.application?.name ?? "app" }
        if toStandardOutput {
            throw ValidationError("the repository has \(reports.count) apps (\(names.joined(separator: ", "))): choose one with --app, or give --output a folder for a report per app")
        }
        let folder = folderOutput ? output : (output as NSString).deletingPathExtension
        let ext = resolvedFormat.rawValue
        var files: [ExportedFile] = []
        var said: [String] = []
        for ((report, _), name) in zip(reports, AppsExport.folders(of: reports.map { $0.run.results.project })) {
            let shape = resolvedFormat == .csv ? .single : pages ?? ReportShape.automatic(for: report)
            if shape == .perLocale {
                let pages: [ReportPage]
                switch resolvedFormat {
                case .html: pages = HTMLReportRenderer().pages(report, jobs: code.jobCount)
                case .md: pages = MarkdownReportRenderer().pages(report, jobs: code.jobCount)
                case .json: pages = try JSONReportRenderer().pages(report, jobs: code.jobCount)
                case .csv: throw ValidationError(Self.csvIsOneFile)
                }
                let chosen = requestedLocales.isEmpty ? pages : pages.filter { $0.name != "index.\(ext)" }
                files += ReportPage.files(chosen).map { ExportedFile(components: [name] + $0.components, data: $0.data) }
                said.append("\(name)/")
            } else {
                let text: String
                switch resolvedFormat {
                case .html: text = HTMLReportRenderer().render(report, jobs: code.jobCount)
                case .md: text = MarkdownReportRenderer().render(report)
                case .csv: text = CSVReportRenderer().render(report)
                case .json: text = try JSONReportRenderer().render(report)
                }
                files.append(ExportedFile(components: ["\(name).\(ext)"], data: Data(text.utf8)))
                said.append("\(name).\(ext)")
            }
        }
        let inputs = reports.flatMap { ShortcutExport.inputFiles(of: $0.run.results.project) }
        try Pipeline.write(files, into: folder, of: project.app, protecting: inputs, events: Console.events)
        KeptUntilExit.keep(files)
        let shown = Console.shownPath(folder.hasSuffix("/") ? folder : folder + "/")
        Console.error("wrote \(shown): a report per app (\(said.joined(separator: ", ")))")
    }

    /// The index and a page per locale (only the asked-for locales' pages
    /// with --locale), all or none, into `folder`.
    private func writePages(_ report: TranslatorReport, into folder: String, project: Project, counts: String, explicit: Bool) throws {
        let ext = resolvedFormat.rawValue
        var pages: [ReportPage]
        switch resolvedFormat {
        case .html: pages = HTMLReportRenderer().pages(report, jobs: code.jobCount)
        case .md: pages = MarkdownReportRenderer().pages(report, jobs: code.jobCount)
        case .json: pages = try JSONReportRenderer().pages(report, jobs: code.jobCount)
        case .csv: throw ValidationError(Self.csvIsOneFile)  // validate() and the shape keep CSV single
        }
        let onlySome = !requestedLocales.isEmpty
        if onlySome { pages.removeAll { $0.name == "index.\(ext)" } }
        // Under the folder's lock: another run may be writing its pages there.
        let files = ReportPage.files(pages)
        try Pipeline.write(files, into: folder, of: self.project.app, protecting: ShortcutExport.inputFiles(of: project), events: Console.events)
        KeptUntilExit.keep(pages)
        KeptUntilExit.keep(files)
        let shown = Console.shownPath(folder.hasSuffix("/") ? folder : folder + "/")
        let localePages = pages.count - (onlySome ? 0 : 1)
        let what = (onlySome ? "" : "index.\(ext) and ") + "\(localePages) locale page\(localePages == 1 ? "" : "s")"
        Console.error("wrote \(shown): \(what); \(counts)")
        if !explicit {
            Console.error("note: past \(Count.text(ReportShape.singleFileRowLimit)) strings the report is a page per locale (--pages single for one file); open \(shown)\(onlySome ? "" : "index.\(ext)")")
        }
    }
}

extension ReportShape: ExpressibleByArgument {}
