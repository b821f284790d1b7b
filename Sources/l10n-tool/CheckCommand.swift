import ArgumentParser
import Foundation
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

        Widths are columns per grapheme cluster (CJK and emoji 2, combining marks 0); \
        titles get 2 lines of 22 columns, or 1 line when the item has a subtitle; subtitles \
        1 line of 25; 4 items are shown. These approximate the Home Screen at the default \
        text size.
        """
    )

    @Argument(help: "The app folder to check (default: the current folder).")
    var path: String?

    @Option(help: "Settings file (default: PATH/l10n.yml when present).")
    var config: String?

    @Option(help: "The development locale (default: l10n.yml's base, else CFBundleDevelopmentRegion, else en).")
    var base: String?

    @Option(name: .customLong("bundle-id"), help: "Expands $(PRODUCT_BUNDLE_IDENTIFIER) in item types.")
    var bundleID: String?

    @OptionGroup var layout: LayoutOptions

    @OptionGroup var code: CodeOptions

    @OptionGroup var rules: RuleOptions

    @Flag(name: .customLong("no-unused-keys"), help: "Do not report keys that no code uses (for keys built at run time).")
    var noUnusedKeys = false

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, junit, github
    }

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0), junit (JUnit XML) or github (Actions annotations).")
    var format: Format = .text

    @Option(help: "Hide the findings recorded in this baseline file (matched by code, locale, key and table).")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this file, to adopt the tool and fail only on new problems.")
    var writeBaseline: String?

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print only errors.")
    var quiet = false

    @Option(help: "Measure a pseudo-locale made from the development text instead (accented, expanded, bounded or rtl): only title-truncated and subtitle-truncated, for that locale.")
    var pseudo: PseudoStyle?

    func run() async throws {
        let root = path ?? FileManager.default.currentDirectoryPath
        let locks = try writeBaseline.map { path throws(InputError) in try WriterLocks([WriterLocks.folder(ofFile: path)]) }
        defer { locks?.release() }
        let progress = ProgressLine.forTerminal()
        defer { progress?.finish() }
        var options = code.loadOptions(base: base, bundleID: bundleID, progress: progress?.handler)
        options.reportUnusedKeys = noUnusedKeys ? false : nil
        rules.apply(to: &options)
        let project = try await loadProject(path: root, config: config, options: options)
        progress?.finish()
        options.layout = layout.apply(to: project.layout)
        var checked = project
        checked.layout = options.layout ?? project.layout

        var diagnostics: [Diagnostic]
        if let pseudo {
            // Titles measured as a translation would make them, before any exists:
            // the pseudo-locale is the only translation, and only layout findings mean anything for it.
            checked = PseudoExport.project(checked, style: pseudo)
            let locale = pseudo.locale(baseLocale: checked.baseLocale)
            diagnostics = Checks.run(on: checked, checks: [TitleTruncated.self, SubtitleTruncated.self]).filter { $0.locale == locale }
        } else {
            diagnostics = Checks.run(on: checked, jobs: code.jobCount)
        }
        if let writeBaseline {
            try Baseline(diagnostics).write(path: writeBaseline)
            Console.error("recorded \(diagnostics.count) finding\(diagnostics.count == 1 ? "" : "s") in \(Console.shownPath(writeBaseline))")
        }
        if let baseline {
            diagnostics = try Baseline.read(path: baseline).filter(diagnostics)
        }
        if strict {
            diagnostics = diagnostics.map { var copy = $0; if copy.severity == .warning { copy.severity = .error }; return copy }
        }
        if quiet {
            diagnostics = diagnostics.filter { $0.severity == .error }
        }
        let summary = RunSummary(project: checked, diagnostics: diagnostics)
        switch format {
        case .text:
            let renderer = TextRenderer(color: Console.useColor, displayPath: Console.displayPath)
            Console.output(quiet ? diagnostics.map { renderer.line(for: $0) + "\n" }.joined() : renderer.render(diagnostics, summary: summary))
        case .json:
            Console.output(try JSONRenderer(displayPath: Console.displayPath).render(diagnostics, summary: summary))
        case .sarif:
            Console.output(try SARIFRenderer(root: checked.root).render(diagnostics))
        case .junit:
            Console.output(JUnitRenderer(displayPath: Console.displayPath).render(diagnostics, project: checked))
        case .github:
            Console.output(GitHubRenderer(displayPath: Console.displayPath).render(diagnostics))
        }
        if summary.total.errors > 0 { throw ExitCode(1) }
    }
}

/// Layout overrides shared by the commands that measure quick actions.
struct LayoutOptions: ParsableArguments {
    @Option(name: .customLong("title-width"), parsing: .unconditional, help: "Columns in a title line (default 22).")
    var titleWidth: Int?

    @Option(name: .customLong("subtitle-width"), parsing: .unconditional, help: "Columns in the subtitle line (default 25).")
    var subtitleWidth: Int?

    @Option(name: .customLong("title-lines"), parsing: .unconditional, help: "Lines for a title without subtitle (default 2).")
    var titleLines: Int?

    @Option(name: .customLong("max-items"), parsing: .unconditional, help: "Quick actions the Home Screen shows (default 4).")
    var maxItems: Int?

    func validate() throws {
        for (name, value) in [("--title-width", titleWidth), ("--subtitle-width", subtitleWidth), ("--title-lines", titleLines), ("--max-items", maxItems)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
    }

    func apply(to rules: LayoutRules) -> LayoutRules {
        var rules = rules
        if let titleWidth { rules.titleWidth = titleWidth }
        if let subtitleWidth { rules.subtitleWidth = subtitleWidth }
        if let titleLines { rules.titleLines = titleLines }
        if let maxItems { rules.maxItems = maxItems }
        return rules
    }
}

/// How source code is scanned, shared by `check` and `extract`.
struct CodeOptions: ParsableArguments {
    @Flag(name: .customLong("no-code"), help: "Do not scan Swift and Objective-C sources.")
    var noCode = false

    @Option(name: .customLong("exclude"), help: ArgumentHelp(
        "Leave out folders and files that are not shipped (a glob; repeat the option for more). Added to exclude: of l10n.yml.",
        discussion: "Relative to the project's folder: `Tools/**`, `Scripts/converter`; a pattern without / matches a name anywhere (`*.generated.swift`). Test targets (*Tests, *-tests, *_tests), Preview Content and fastlane are always left out.",
        valueName: "glob"))
    var exclude: [String] = []

    // .unconditional: `--jobs -1` reaches validate() ("must be at least 1") instead of
    // reading as a missing value followed by an unknown option.
    @Option(parsing: .unconditional, help: "Files parsed at once (default: the number of cores).")
    var jobs: Int?

    var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    /// Load options with these settings.
    func loadOptions(base: String? = nil, bundleID: String? = nil, progress: ProgressHandler? = nil) -> LoadOptions {
        var options = LoadOptions(base: base, bundleID: bundleID, scanCode: !noCode, jobs: jobCount, progress: progress)
        options.exclude = exclude
        return options
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}

/// Which checks run: `--only` and `--disable`, on top of `rules:` in l10n.yml.
struct RuleOptions: ParsableArguments {
    @Option(name: .customLong("only"), help: ArgumentHelp("Run only these checks (codes, comma-separated or repeated).", valueName: "code"))
    var only: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run these checks (codes, comma-separated or repeated).", valueName: "code"))
    var disable: [String] = []

    static func codes(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func validate() throws {
        for code in RuleSettings.unknownCodes(Self.codes(only) + Self.codes(disable)) {
            throw ValidationError(RuleSettings.unknownCodeMessage(code))
        }
    }

    func apply(to options: inout LoadOptions) {
        let only = Self.codes(self.only)
        options.only = only.isEmpty ? nil : Set(only)
        options.disabled = Set(Self.codes(disable))
    }
}
