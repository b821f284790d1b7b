import PipelineCore
import PipelineFormats
import PipelineProject

/// Counts per locale, for the table after the findings and the JSON summary.
public struct RunSummary: Sendable, Equatable, Codable {
    public struct Counts: Sendable, Equatable, Codable {
        public var errors = 0
        public var warnings = 0
        public var notes = 0
        public var missing = 0
        public var truncated = 0

        package mutating func add(_ diagnostic: Diagnostic) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            if diagnostic.code == RunSummary.missingCode { missing += 1 }
            if RunSummary.truncatedCodes.contains(diagnostic.code) { truncated += 1 }
        }

        package init(errors: Int = 0, warnings: Int = 0, notes: Int = 0, missing: Int = 0, truncated: Int = 0) {
            self.errors = errors
            self.warnings = warnings
            self.notes = notes
            self.missing = missing
            self.truncated = truncated
        }
    }

    /// The codes counted as missing and as truncated: stable codes, which a
    /// test holds equal to the checks' own.
    package static let missingCode = "missing-translation"
    package static let truncatedCodes: Set<String> = ["title-truncated", "subtitle-truncated"]

    public var baseLocale: String
    public var total = Counts()
    /// Every checked locale, findings or not.
    public var locales: [String: Counts] = [:]
    /// Findings that concern the app as a whole (item fields, item count).
    public var general = Counts()
    /// Quick actions: those of the Info.plists and those made in code.
    public var items: Int
    public var itemsInInfoPlist: Int
    public var itemsInCode: Int
    /// App Shortcuts (App Intents) and their phrases; absent when the app declares none.
    public var appShortcuts: AppShortcutCounts?

    public struct AppShortcutCounts: Sendable, Equatable, Codable {
        public var shortcuts: Int
        public var phrases: Int
    }
    /// What measured the layout checks: columns and their widths, or the
    /// font, its file, sizes and widths (or that `auto` found no font). A
    /// verdict never changes silently from one machine to the next.
    public var layout: String?
    /// With the font engine: the primary font and every fallback that drew
    /// text, each with its file, version and digest (absent for columns).
    public var fonts: [MeasuringFont]?
    /// With `check --text-sizes`: where each title and subtitle is first cut.
    public var textSizes: [TextSizeLimit]?
    /// With `required_locales:`: what each other locale lacks, table by table
    /// (its missing translations are counted here, not listed as findings).
    public var coverage: [LocaleCoverage]?
    /// The Xcode projects that said what ships, when one was read.
    public var project: ProjectFileSummary?
    /// The app's own wrappers of a lookup the code scan followed without
    /// settings, each with the calls it took; absent when there are none.
    public var wrappers: [WrapperSummary]?
    /// Keys built at run time that the tables account for, not reported as
    /// `non-literal-key`: by an enum's cases (`byCases`) or by their shape
    /// (`byShape`); absent when there are none.
    public var builtKeys: BuiltKeyCounts?

    public struct BuiltKeyCounts: Sendable, Equatable, Codable {
        public var byCases: Int
        public var byShape: Int
    }

    /// Counts the coverage's missing keys as each locale's missing.
    package mutating func add(_ coverage: [LocaleCoverage]) {
        guard !coverage.isEmpty else { return }
        for table in coverage { locales[table.locale, default: Counts()].missing += table.missing.count }
        self.coverage = coverage
    }

    public init(project: Project, diagnostics: [Diagnostic]) {
        baseLocale = project.baseLocale
        layout = project.layoutDescription
        let fonts = project.measurer.fontsUsed
        self.fonts = fonts.isEmpty ? nil : fonts
        self.project = project.projectFile
        itemsInInfoPlist = project.specs.reduce(0) { $0 + $1.items.count }
        itemsInCode = project.dynamicItems.count
        items = itemsInInfoPlist + itemsInCode
        let wrappers = project.code?.wrapperSummaries ?? []
        if !wrappers.isEmpty { self.wrappers = wrappers }
        if project.code?.nonLiteralKeys.contains(where: { $0.shape != nil }) == true {
            let built = BuiltKeys(project: project)
            if !built.resolved.isEmpty { builtKeys = BuiltKeyCounts(byCases: built.byCases, byShape: built.byShape) }
        }
        let shortcuts = project.code?.appShortcuts ?? []
        if !shortcuts.isEmpty {
            appShortcuts = AppShortcutCounts(shortcuts: shortcuts.count, phrases: shortcuts.reduce(0) { $0 + $1.phrases.count })
        }
        locales[project.baseLocale] = Counts()
        for root in project.roots {
            for locale in root.locales.keys { locales[locale] = Counts() }
        }
        for diagnostic in diagnostics {
            total.add(diagnostic)
            if let locale = diagnostic.locale {
                locales[locale, default: Counts()].add(diagnostic)
            } else {
                general.add(diagnostic)
            }
        }
    }

    /// "3 quick actions", or "8 quick actions (3 in Info.plist, 5 in code)".
    public var itemsDescription: String {
        let count = "\(items) quick action\(items == 1 ? "" : "s")"
        let quickActions = itemsInCode == 0 ? count : "\(count) (\(itemsInInfoPlist) in Info.plist, \(itemsInCode) in code)"
        guard let appShortcuts else { return quickActions }
        let shortcuts = "\(appShortcuts.shortcuts) App Shortcut\(appShortcuts.shortcuts == 1 ? "" : "s")"
        return "\(quickActions), \(shortcuts) with \(appShortcuts.phrases) phrase\(appShortcuts.phrases == 1 ? "" : "s")"
    }

    /// "wrappers followed: XLoc (App/Loc.swift:3, 12 calls), …", each path as `path` shows it.
    public func wrappersDescription(path: (String) -> String = { $0 }) -> String? {
        guard let wrappers, !wrappers.isEmpty else { return nil }
        let list = wrappers.map { wrapper in
            "\(wrapper.name) (\(path(wrapper.file)):\(wrapper.line), \(wrapper.calls) call\(wrapper.calls == 1 ? "" : "s")"
                + (wrapper.fallsBack == true ? "; shows its own text for a key no table has, so such keys are not reported" : "") + ")"
        }
        return "wrappers followed: " + list.joined(separator: ", ")
    }

    /// "2 keys built at run time match keys of their tables (1 by an enum's cases, 1 by shape): not reported as non-literal-key".
    public var builtKeysDescription: String? {
        guard let builtKeys else { return nil }
        let total = builtKeys.byCases + builtKeys.byShape
        return "\(total) key\(total == 1 ? "" : "s") built at run time match\(total == 1 ? "es" : "") keys of \(total == 1 ? "its table" : "their tables") "
            + "(\(builtKeys.byCases) by an enum's cases, \(builtKeys.byShape) by shape): not reported as non-literal-key"
    }

    /// The development locale first, then the others alphabetically.
    public var orderedLocales: [String] {
        [baseLocale] + locales.keys.filter { $0 != baseLocale }.sorted()
    }
}
