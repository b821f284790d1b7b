import PipelineCore
import PipelineFormats
import PipelineProject

/// What a run does with its findings before they are printed. Kept in the
/// library so every front end (the command, a plugin, a test) applies the
/// same policy in the same order: baseline, then strict, then errors only.
public struct FindingsPolicy: Sendable {
    /// Findings recorded here are hidden (see `Baseline.filter`).
    public var baseline: Baseline?
    /// Warnings count as errors.
    public var strict: Bool
    /// Only errors are kept.
    public var errorsOnly: Bool

    public init(baseline: Baseline? = nil, strict: Bool = false, errorsOnly: Bool = false) {
        self.baseline = baseline
        self.strict = strict
        self.errorsOnly = errorsOnly
    }

    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept = baseline?.filter(diagnostics) ?? diagnostics
        if strict {
            kept = kept.map { var copy = $0; if copy.severity == .warning { copy.severity = .error }; return copy }
        }
        if errorsOnly { kept = kept.filter { $0.severity == .error } }
        return kept
    }
}

/// One run of the checks on a project: the project is resolved once, the
/// checks its rules allow run on it, and the policy is applied.
public struct CheckRun: Sendable {
    /// Every finding, before the policy (what `--write-baseline` records).
    public let found: [Diagnostic]
    /// What is left to print.
    public private(set) var results: CheckResults

    /// - Parameters:
    ///   - checks: the checks that may run (the project's rules choose among them).
    ///   - locale: keep only findings of this locale (a pseudo-locale run).
    ///   - jobs: threads (nil: one per core).
    public init(project: Project, checks: [any Check.Type] = Checks.all, locale: String? = nil, jobs: Int? = nil,
                policy: FindingsPolicy = FindingsPolicy()) {
        let resolution = ProjectResolution(project: project)
        var found = Checks.run(on: resolution, checks: checks, jobs: jobs)
        if let locale { found = found.filter { $0.locale == locale } }
        self.found = found
        let (kept, coverage) = LocaleCoverage.split(policy.apply(found), project: project)
        results = CheckResults(diagnostics: kept, resolution: resolution, checks: Checks.info, errorsOnly: policy.errorsOnly)
        results.summary.add(coverage)
        if let baseline = policy.baseline { results.hiddenByBaseline = found.count - baseline.filter(found).count }
    }

    /// Whether the run should fail a build: an error is left after the policy.
    public var failed: Bool { results.summary.total.errors > 0 }
}
