import ArgumentParser
import Foundation
import LocalePipeline

struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a report for translators: completion per locale, every string, and the quick-action menu as the Home Screen shows it.",
        discussion: """
        Per locale: how many strings are translated, missing and too long; the quick-action \
        menu drawn with the tool's own line breaks and truncation (the same as `check`); the \
        findings of `check`; and a row per string with its key, table, development text, \
        translation, comment, width against its box and lines.

        Formats: html (one self-contained page: inline CSS and SVG, no scripts, nothing \
        loaded from the network), md (Markdown for tickets), csv (RFC 4180, UTF-8 with a \
        byte order mark for Excel, one row per locale and string) and json (everything the \
        HTML shows, keys sorted). Without --format, the --output file's extension decides \
        (.html, .md, .csv, .json), else html.

        The report is written atomically. It exits 0 whatever it finds (run `check` to fail \
        a build), and 2 when the project cannot be read or --locale names a locale it lacks.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, md, csv, json
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: html, md, csv or json (default: from the --output extension, else html).")
    var format: Format?

    @Option(name: .shortAndLong, help: "The file to write, or - for standard output.")
    var output: String

    @Option(name: .customLong("locale"), help: "Only this locale (repeat for more; default: every locale).")
    var locales: [String] = []

    @OptionGroup var bundle: BundleIDOption

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var code: CodeOptions

    @OptionGroup var rules: RuleOptions

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

    func run() async throws {
        let locks = output == "-" ? nil : try WriterLocks([WriterLocks.folder(ofFile: output)])
        defer { locks?.release() }
        var options = code.loadOptions(bundleID: bundle.bundleID)
        rules.apply(to: &options)
        var loaded = try await project.load(options)
        loaded.layout = layout.apply(to: loaded.layout)
        let run = CheckRun(project: loaded, jobs: code.jobCount)
        let report = try TranslatorReport.build(run.results, locales: locales)

        let text: String
        switch resolvedFormat {
        case .html: text = HTMLReportRenderer().render(report)
        case .md: text = MarkdownReportRenderer().render(report)
        case .csv: text = CSVReportRenderer().render(report)
        case .json: text = try JSONReportRenderer().render(report)
        }
        if output == "-" {
            Console.output(text)
            return
        }
        try AtomicFile.write(Data(text.utf8), to: output)
        let strings = report.locales.reduce(0) { $0 + $1.strings.count }
        let missing = report.locales.reduce(0) { $0 + $1.completion.missing }
        let tooLong = report.locales.reduce(0) { $0 + $1.completion.tooLong }
        Console.error("wrote \(Console.shownPath(output)): \(report.locales.count) locale\(report.locales.count == 1 ? "" : "s"), \(strings) strings, \(missing) missing, \(tooLong) too long")
    }
}
