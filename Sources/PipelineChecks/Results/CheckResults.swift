import PipelineCore
import PipelineFormats
import PipelineProject

/// What a `check` run leaves for a renderer to print: the findings after the
/// run's policy (baseline, strict, errors only), their counts per locale,
/// the resolved project they are about, and the checks that could report.
public struct CheckResults: Sendable {
    public var diagnostics: [Diagnostic]
    public var summary: RunSummary
    public var resolution: ProjectResolution
    /// Every check, run or not (SARIF lists them as rules).
    public var checks: [CheckInfo]
    /// Only errors were asked for: print the findings alone, without the summary.
    public var errorsOnly: Bool
    /// With `--baseline`: how many findings it recorded and hid (nil without one).
    public var hiddenByBaseline: Int?
    /// A run over several apps (`AppRuns`): each app's summary and findings;
    /// empty for one app.
    public var apps: [AppSummary] = []

    public init(diagnostics: [Diagnostic], resolution: ProjectResolution, checks: [CheckInfo], errorsOnly: Bool = false) {
        self.diagnostics = diagnostics
        self.summary = RunSummary(project: resolution.project, diagnostics: diagnostics)
        self.resolution = resolution
        self.checks = checks
        self.errorsOnly = errorsOnly
    }

    public var project: Project { resolution.project }
}
