import ArgumentParser
import Foundation
import LocalePipeline

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check quick actions and strings tables for missing, broken and truncated translations.",
        discussion: """
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

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Threads for reading tables and running checks (default: one per core).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let root = path ?? FileManager.default.currentDirectoryPath
        var options = LoadOptions(base: base, bundleID: bundleID, jobs: jobs)
        let project = try ProjectLoader.load(path: root, config: config, options: options)
        options.layout = layout.apply(to: project.layout)
        var checked = project
        checked.layout = options.layout ?? project.layout

        let diagnostics = Checks.run(on: checked, jobs: jobs)
        let summary = RunSummary(project: checked, diagnostics: diagnostics)
        switch format {
        case .text:
            Console.output(TextRenderer(color: Console.useColor, displayPath: Console.displayPath).render(diagnostics, summary: summary))
        case .json:
            Console.output(try JSONRenderer(displayPath: Console.displayPath).render(diagnostics, summary: summary))
        }
        if summary.total.errors > 0 { throw ExitCode(1) }
    }
}

/// Layout overrides shared by the commands that measure quick actions.
struct LayoutOptions: ParsableArguments {
    @Option(name: .customLong("title-width"), help: "Columns in a title line (default 22).")
    var titleWidth: Int?

    @Option(name: .customLong("subtitle-width"), help: "Columns in the subtitle line (default 25).")
    var subtitleWidth: Int?

    @Option(name: .customLong("title-lines"), help: "Lines for a title without subtitle (default 2).")
    var titleLines: Int?

    @Option(name: .customLong("max-items"), help: "Quick actions the Home Screen shows (default 4).")
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
