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

/// Layout overrides shared by the commands that measure quick actions.
struct LayoutOptions: ParsableArguments, Sendable {
    @Option(name: .customLong("engine"), help: "Layout engine: auto (the default: the font engine when its font is installed, else columns, and the run says so), font (HarfBuzz shaping in --font, widths in points; a missing font is an error) or columns.")
    var engine: LayoutRules.Engine?

    @Option(name: .customLong("font"), help: "The font engine's font: a family name or a font file's path (default: SF Pro on macOS, else Inter, standing in for it).")
    var font: String?

    @Option(name: .customLong("text-size"), help: ArgumentHelp("Dynamic Type size the font engine measures at: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1 to AX5.", valueName: "SIZE"))
    var textSize: String?

    @Option(name: .customLong("title-width"), parsing: .unconditional, help: "Width of a title line: points with the font engine (default 190), columns with the column engine (default 22). Given without an engine (--engine, or engine: in l10n.yml), it is columns and the column engine measures, as before the font engine was the default.")
    var titleWidth: Double?

    @Option(name: .customLong("subtitle-width"), parsing: .unconditional, help: "Width of the subtitle line: points with the font engine (default 190), columns with the column engine (default 25); without an engine named, columns, as --title-width.")
    var subtitleWidth: Double?

    @Option(name: .customLong("title-lines"), parsing: .unconditional, help: "Lines for a title without subtitle (default 2).")
    var titleLines: Int?

    @Option(name: .customLong("max-items"), parsing: .unconditional, help: "Quick actions the Home Screen shows (default 4).")
    var maxItems: Int?

    func validate() throws {
        for (name, value) in [("--title-width", titleWidth), ("--subtitle-width", subtitleWidth)] {
            if let value, !(value >= 1 && value < 10_000) { throw ValidationError("\(name) must be at least 1") }
        }
        for (name, value) in [("--title-lines", titleLines), ("--max-items", maxItems)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
        if let textSize, DynamicTypeSize(name: textSize) == nil {
            throw ValidationError("unknown --text-size '\(textSize)' (known: \(DynamicTypeSize.names))")
        }
    }

    func apply(to rules: LayoutRules) -> LayoutRules {
        var rules = rules
        if let engine { rules.engine = engine }
        // A width given with no engine named anywhere is in columns, as it was
        // before the font engine became the default (l10n.yml reads alike).
        if engine == nil, rules.engine == .auto, titleWidth != nil || subtitleWidth != nil {
            rules.engine = .columns
            rules.columnsBecause = titleWidth != nil ? "--title-width" : "--subtitle-width"
        }
        if engine != nil { rules.columnsBecause = nil }
        if let font { rules.font = font }
        if let textSize, let size = DynamicTypeSize(name: textSize) { rules.textSize = size }
        // Widths are in the unit of the engine asked for.
        if rules.engine == .columns {
            if let titleWidth { rules.titleWidth = Int(titleWidth.rounded()) }
            if let subtitleWidth { rules.subtitleWidth = Int(subtitleWidth.rounded()) }
        } else {
            if let titleWidth { rules.titlePoints = titleWidth }
            if let subtitleWidth { rules.subtitlePoints = subtitleWidth }
        }
        if let titleLines { rules.titleLines = titleLines }
        if let maxItems { rules.maxItems = maxItems }
        return rules
    }
}

/// How source code is scanned, shared by `check` and `extract`.
struct CodeOptions: ParsableArguments {
    @Flag(name: .customLong("no-code"), help: "Do not scan Swift and Objective-C sources.")
    var noCode = false

    @Flag(name: .customLong("no-project"), help: ArgumentHelp(
        "Do not read the Xcode project: every table and Info.plist found is read.",
        discussion: "By default a .xcodeproj below the path (or XcodeGen's project.yml when none is committed) says what ships: tables no app, extension or framework target copies (a converter's staging folder, a locale never added to the project, a test target's) and Info.plists no target uses are not read; check says so under its summary and notes each such .lproj folder (table-not-in-target)."))
    var noProject = false

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
    /// `layout`: the layout options of a command that measures (none: it does not).
    func loadOptions(base: String? = nil, bundleID: String? = nil, progress: ProgressHandler? = nil,
                     layout: LayoutOptions? = nil) -> LoadOptions {
        var options = LoadOptions(base: base, bundleID: bundleID, scanCode: !noCode, jobs: jobCount, progress: progress,
                                  measures: layout != nil)
        if let layout { options.layoutChanges = { layout.apply(to: $0) } }
        options.exclude = exclude
        options.readProject = !noProject
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
