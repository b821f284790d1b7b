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

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check quick actions and strings tables for missing, broken and truncated translations.",
        discussion: """
        Quick actions made in Swift or Objective-C code (UIApplicationShortcutItem, \
        UIMutableApplicationShortcutItem) are checked like those of Info.plist, and keys used \
        in code (NSLocalizedString, String(localized:), ...) are compared with each locale's tables.

        With no PATH, checks the current folder: its l10n.yml when it has one (this \
        repository's points at the bundled demo app), otherwise every Info.plist that \
        declares UIApplicationShortcutItems and every <locale>.lproj folder found below it \
        (.build, Pods, Carthage, DerivedData, node_modules and .git are skipped).

        Findings print as `path:line:column: severity: message [code]`, then a summary per \
        locale. Run `l10n-tool list-checks` for the codes.

        A repository with several apps (application targets of its Xcode project) is checked \
        app by app, each with its own Info.plist, name, tables and code: each finding is printed \
        once, then a summary per app. --app NAME checks one (`l10n-tool project` lists them).

        Widths are columns per grapheme cluster (CJK and emoji 2, combining marks 0); \
        titles get 2 lines of 22 columns, or 1 line when the item has a subtitle; subtitles \
        1 line of 25; 4 items are shown. These approximate the Home Screen at the default \
        text size. With --engine font, titles are shaped in a font (Inter by default) and \
        measured in points: 17 pt titles and 15 pt subtitles in 190 pt lines, at --text-size \
        (docs/layout.md); --text-sizes all also lists where each title is first cut.
        """
    )

    @OptionGroup var project: ProjectOptions

    @OptionGroup var bundle: BundleIDOption

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var code: CodeOptions

    @OptionGroup var rules: RuleOptions

    @OptionGroup var choice: AppOption

    @Flag(name: .customLong("no-unused-keys"), help: "Do not report keys that no code uses (for keys built at run time).")
    var noUnusedKeys = false

    @Option(help: ArgumentHelp("Output format: \(FindingsFormat.allCases.map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")).",
                               valueName: "format"))
    var format: FindingsFormat = .text

    @Option(name: .customLong("link-base"), help: ArgumentHelp(
        "With --format markdown, link each place to this URL followed by its path and #Lline.",
        discussion: "For a pull request: https://github.com/OWNER/REPO/blob/$GITHUB_SHA (paths are as printed, so run from the repository's root).",
        valueName: "url"))
    var linkBase: String?

    @Option(help: "Hide the findings recorded in this baseline file (matched by code, locale, key and table).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this file, to adopt the tool and fail only on new problems.")
    var writeBaseline: String?

    @Option(name: .customLong("text-sizes"), help: ArgumentHelp(
        "With the font engine: also find, for each title and subtitle, the smallest of these Dynamic Type sizes at which it is cut: all, or a list (large,xxxLarge,AX1).",
        valueName: "sizes"))
    var textSizes: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print only errors.")
    var quiet = false

    @Option(help: ArgumentHelp("For build systems: write this file when the check passes (no errors), so the build runs it again only when an input changed.", valueName: "path"))
    var stamp: String?

    @Option(help: "Measure a pseudo-locale made from the development text instead (accented, expanded, bounded or rtl): only title-truncated and subtitle-truncated, for that locale.")
    var pseudo: PseudoStyle?

    func run() async throws {
        let progress = ProgressLine.forTerminal()
        defer { progress?.finish() }
        var options = code.loadOptions(bundleID: bundle.bundleID, progress: progress?.handler, layout: layout)
        options.reportUnusedKeys = noUnusedKeys ? false : nil
        rules.apply(to: &options)
        choice.apply(to: &options)
        let policy = FindingsPolicy(baseline: try baseline.map { path throws(InputError) in try Baseline.read(path: path) },
                                    strict: strict, errorsOnly: quiet)
        // App by app in a repository with several (--app: one).
        let run = try await Pipeline.checkEach(project.app, options: options, policy: policy, pseudo: pseudo, jobs: code.jobCount,
                                               events: Console.events)
        progress?.finish()
        let checked = run.results.project
        if let writeBaseline {
            try Pipeline.writeBaseline(run.found, to: writeBaseline, of: project.app, events: Console.events)
            Console.error("recorded \(run.found.count) finding\(run.found.count == 1 ? "" : "s") in \(Console.shownPath(writeBaseline))")
        }
        var results = run.results
        if let sizes = try sweptSizes() {
            guard checked.measurer.name == "font" else {
                throw InputError("--text-sizes measures with the font engine: install its font (\(checked.layout.font)), or add --engine font (or engine: font in l10n.yml) to be told why it is not used")
            }
            guard results.apps.isEmpty else {
                throw InputError("--text-sizes measures one app: choose it with --app (\(results.apps.map(\.name).joined(separator: ", ")))")
            }
            results.measureTextSizes(sizes)
        }
        let settings = RenderSettings(color: Console.useColor, displayPath: Console.displayPath, linkBase: linkBase)
        Console.output(try format.renderer(settings).render(results))
        if run.failed { throw ExitCode(1) }
        if let stamp {
            // Which engine and font measured, so a verdict that differs between two machines can be explained.
            try Pipeline.writeStamp("// \(ToolInfo.name) \(ToolInfo.version): check passed\n// layout measured with \(checked.layoutDescription)\n", to: stamp)
        }
    }

    /// `--text-sizes all` or a comma-separated list, in the HIG's order.
    private func sweptSizes() throws(InputError) -> [DynamicTypeSize]? {
        guard let textSizes else { return nil }
        if textSizes.lowercased() == "all" { return DynamicTypeSize.allCases }
        var sizes: [DynamicTypeSize] = []
        for name in textSizes.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let size = DynamicTypeSize(name: name) else {
                throw InputError("unknown text size '\(name)' in --text-sizes (known: all, \(DynamicTypeSize.names))")
            }
            sizes.append(size)
        }
        guard !sizes.isEmpty else { throw InputError("--text-sizes needs 'all' or a list of sizes (\(DynamicTypeSize.names))") }
        return sizes
    }
}

extension FindingsFormat: ExpressibleByArgument {}
