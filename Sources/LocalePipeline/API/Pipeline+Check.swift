import Foundation
import PipelineCore
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

extension Pipeline {
    /// Runs the checks on `app` (the layout engine resolved from `options`),
    /// `policy` applied. With `pseudo`, the development text is measured as
    /// that pseudo-locale would make it: the layout checks only, for it alone.
    public static func check(_ app: AppLocation, options: LoadOptions = LoadOptions(), policy: FindingsPolicy = FindingsPolicy(),
                             pseudo: PseudoStyle? = nil, jobs: Int? = nil, events: Events = Events()) async throws(InputError) -> CheckRun {
        let project = try await load(app, options, events: events)
        guard let pseudo else { return CheckRun(project: project, jobs: jobs, policy: policy) }
        // The pseudo-locale is the only translation, and only layout findings mean anything for it.
        let measured = PseudoExport.project(project, style: pseudo)
        return CheckRun(project: measured, checks: Checks.layout, locale: pseudo.locale(baseLocale: measured.baseLocale), policy: policy)
    }

    /// The translator report's model for `locales` (every one when empty),
    /// with the run it was made from. `plainWidths` gives widths as text
    /// (every format but HTML, which draws them).
    public static func report(_ app: AppLocation, options: LoadOptions = LoadOptions(), locales: [String] = [], plainWidths: Bool = true,
                              jobs: Int? = nil, events: Events = Events()) async throws(InputError) -> (report: TranslatorReport, run: CheckRun) {
        let project = try await load(app, options, events: events)
        let run = CheckRun(project: project, jobs: jobs)
        return (try TranslatorReport.build(run.results, locales: locales, plainWidths: plainWidths), run)
    }
}
