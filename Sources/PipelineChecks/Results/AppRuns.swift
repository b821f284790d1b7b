import PipelineCore
import PipelineFormats
import PipelineProject

/// One app's part of a run over a repository with several apps: its name
/// and counts, beside the findings of every app together.
public struct AppSummary: Sendable, Equatable, Codable {
    public var name: String
    public var displayName: String?
    public var bundleID: String?
    public var summary: RunSummary
    /// Its findings after the policy (a shared framework's are every app's).
    public var diagnostics: [Diagnostic]

    /// `app Kettle ("Kettle", com.example.kettle):`, what a summary is headed with.
    public static func heading(_ app: AppSummary) -> String {
        let details = [app.displayName.map { "\"\($0)\"" }, app.bundleID].compactMap { $0 }
        return "app \(app.name)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))") + ":"
    }

    public init(name: String, displayName: String?, bundleID: String?, summary: RunSummary, diagnostics: [Diagnostic]) {
        self.name = name
        self.displayName = displayName
        self.bundleID = bundleID
        self.summary = summary
        self.diagnostics = diagnostics
    }
}

/// The checks run on each app of a repository, each app on its own
/// (`ProjectLoader.loadEach`), and what they give together: each finding
/// once (a framework two apps share is judged in each, and reported once),
/// the summary of them all, and each app's summary.
public struct AppRuns: Sendable {
    public let runs: [CheckRun]
    /// Every finding before the policy, each once (what `--write-baseline` records).
    public let found: [Diagnostic]
    public private(set) var results: CheckResults

    public init(_ runs: [CheckRun], policy: FindingsPolicy = FindingsPolicy()) {
        self.runs = runs
        guard runs.count > 1, let first = runs.first else {
            found = runs.first?.found ?? []
            results = runs.first?.results ?? CheckResults(diagnostics: [], resolution: ProjectResolution(project: Project(root: "/", baseLocale: "en", specs: [], roots: [])), checks: [])
            return
        }
        // A key of a table two apps ship is used when either app's code uses it.
        let kept = Self.usedByAnotherApp(runs)
        found = Self.once(zip(runs, kept).flatMap { run, keep in run.found.filter(keep) })
        let each = zip(runs, kept).map { run, keep -> CheckResults in
            var results = run.results
            let diagnostics = results.diagnostics.filter(keep)
            guard diagnostics.count != results.diagnostics.count else { return results }
            results.diagnostics = diagnostics
            let coverage = results.summary.coverage ?? []
            results.summary = RunSummary(project: results.project, diagnostics: diagnostics)
            results.summary.add(coverage)
            return results
        }
        var combined = first.results
        combined.diagnostics = Self.once(each.flatMap(\.diagnostics))
        combined.summary = RunSummary.merged(each, diagnostics: combined.diagnostics)
        combined.apps = each.map { results in
            let project = results.project
            return AppSummary(name: project.application?.name ?? project.root, displayName: project.application?.displayName ?? project.displayName,
                              bundleID: project.application?.bundleID, summary: results.summary, diagnostics: results.diagnostics)
        }
        if let baseline = policy.baseline { combined.hiddenByBaseline = found.count - baseline.filter(found).count }
        results = combined
    }

    /// Whether the run should fail a build: an error is left after the policy, in any app.
    public var failed: Bool { results.summary.total.errors > 0 }

    /// Findings that say nothing uses a key (`unused-key`,
    /// `obsolete-translation`), of a table that other apps read too, are
    /// kept only when each of those apps says the same: a table two apps
    /// ship is used by the code of both. Per run, which of its findings to keep.
    static func usedByAnotherApp(_ runs: [CheckRun]) -> [(Diagnostic) -> Bool] {
        let codes: Set<String> = ["unused-key", "obsolete-translation"]
        let tables = runs.map { run in
            Set(run.results.project.roots.flatMap { root in
                root.files.map(\.path) + root.catalogs.map(\.path) + root.locales.values.flatMap { $0.tables.values.map(\.path) + $0.plurals.values.map(\.path) }
            })
        }
        func key(_ diagnostic: Diagnostic) -> String {
            [diagnostic.code, diagnostic.file ?? "", diagnostic.line.map(String.init) ?? "", diagnostic.key ?? "", diagnostic.table ?? ""].joined(separator: "\u{0}")
        }
        let said = runs.map { run in Set(run.found.filter { codes.contains($0.code) }.map(key)) }
        return runs.indices.map { index -> (Diagnostic) -> Bool in
            { diagnostic in
                guard codes.contains(diagnostic.code), let file = diagnostic.file else { return true }
                return runs.indices.allSatisfy { other in other == index || !tables[other].contains(file) || said[other].contains(key(diagnostic)) }
            }
        }
    }

    /// Each finding once, in the order first met: one of a code, key and
    /// locale at one place (shared code two apps compile is judged in each,
    /// and may be worded after each app's tables: the first app's words are kept).
    static func once(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { diagnostic in
            let key = [diagnostic.code, diagnostic.severity.rawValue, diagnostic.locale ?? "", diagnostic.key ?? "",
                       diagnostic.table ?? "", diagnostic.file ?? "", diagnostic.line.map(String.init) ?? "", diagnostic.column.map(String.init) ?? ""]
                .joined(separator: "\u{0}")
            return seen.insert(key).inserted
        }
    }
}

extension RunSummary {
    /// The summary of several apps' runs: counts of `diagnostics` (each
    /// finding once), every app's locales and items, and of the projects
    /// what no app reads.
    package static func merged(_ results: [CheckResults], diagnostics: [Diagnostic]) -> RunSummary {
        guard let first = results.first else { return RunSummary(project: Project(root: "/", baseLocale: "en", specs: [], roots: []), diagnostics: diagnostics) }
        var summary = RunSummary(project: first.project, diagnostics: diagnostics)
        for other in results.dropFirst() {
            for locale in other.summary.locales.keys where summary.locales[locale] == nil { summary.locales[locale] = Counts() }
        }
        // Recounted: a locale only a later app has got its findings counted under `general` otherwise.
        summary.total = Counts()
        summary.general = Counts()
        for locale in summary.locales.keys { summary.locales[locale] = Counts() }
        for diagnostic in diagnostics {
            summary.total.add(diagnostic)
            if let locale = diagnostic.locale { summary.locales[locale, default: Counts()].add(diagnostic) } else { summary.general.add(diagnostic) }
        }
        var coverage: [LocaleCoverage] = []
        for result in results { for table in result.summary.coverage ?? [] where !coverage.contains(table) { coverage.append(table) } }
        summary.add(coverage)
        summary.itemsInInfoPlist = results.reduce(0) { $0 + $1.summary.itemsInInfoPlist }
        summary.itemsInCode = results.reduce(0) { $0 + $1.summary.itemsInCode }
        summary.items = summary.itemsInInfoPlist + summary.itemsInCode
        let shortcuts = results.compactMap(\.summary.appShortcuts)
        summary.appShortcuts = shortcuts.isEmpty ? nil : AppShortcutCounts(shortcuts: shortcuts.reduce(0) { $0 + $1.shortcuts },
                                                                           phrases: shortcuts.reduce(0) { $0 + $1.phrases })
        if var project = summary.project {
            // What no app reads, and every target some app ships.
            let files = results.compactMap(\.summary.project)
            func common(_ lists: [[String]]) -> [String] {
                guard let first = lists.first else { return [] }
                let others = lists.dropFirst().map(Set.init)
                return first.filter { path in others.allSatisfy { $0.contains(path) } }
            }
            project.leftOut = common(files.map(\.leftOut))
            project.leftOutTables = common(files.map(\.leftOutTables))
            project.leftOutInfoPlists = common(files.map(\.leftOutInfoPlists))
            project.leftOutSources = common(files.map(\.leftOutSources))
            project.otherApps = []
            project.app = nil
            project.targets = Set(results.flatMap { result in
                result.project.xcodeProjects.flatMap { xcode in xcode.shippedTargets.map { "\(xcode.path)\u{0}\($0.name)" } }
            }).count
            summary.project = project
        }
        return summary
    }
}
