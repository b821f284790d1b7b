import Foundation
import PipelineCore
import PipelineFormats
import PipelineLoading
import PipelineChecks
import PipelineOperations

extension Pipeline {
    /// Each app of `app`'s repository, loaded on its own: one project for
    /// a repository with one app or none, or when `options.app` names one.
    public static func loadEach(_ app: AppLocation, _ options: LoadOptions = LoadOptions(),
                                events: Events = Events()) async throws(InputError) -> [Project] {
        var options = options
        if let base = app.base { options.base = base }
        options.ruleCodes = Checks.codes
        if let note = try WriterLocks.recoverInterruptedWrite(in: app.lockFolder) { events.note(note) }
        let projects = try await ProjectLoader.loadEach(path: app.path, config: app.config, options: options)
        var said = Set<String>()
        for project in projects {
            events.loaded(project)
            // A note every app's load makes (a spec not used, a link skipped) is said once.
            for warning in project.warnings where said.insert(warning.description).inserted { events.note(warning) }
        }
        return projects
    }

    /// The checks on each app of `app`'s repository, each app on its own
    /// (`loadEach`): its findings and summary, and each finding once for
    /// them all. With `pseudo`, as `check` measures one pseudo-locale.
    public static func checkEach(_ app: AppLocation, options: LoadOptions = LoadOptions(), policy: FindingsPolicy = FindingsPolicy(),
                                 pseudo: PseudoStyle? = nil, jobs: Int? = nil, events: Events = Events()) async throws(InputError) -> AppRuns {
        let projects = try await loadEach(app, options, events: events)
        let runs = projects.map { project -> CheckRun in
            guard let pseudo else { return CheckRun(project: project, jobs: jobs, policy: policy) }
            let measured = PseudoExport.project(project, style: pseudo)
            return CheckRun(project: measured, checks: Checks.layout, locale: pseudo.locale(baseLocale: measured.baseLocale), policy: policy)
        }
        return AppRuns(runs, policy: policy)
    }

    /// The translator report of each app of `app`'s repository (one for
    /// one app, or the app `options.app` names), with the run it was made from.
    public static func reportEach(_ app: AppLocation, options: LoadOptions = LoadOptions(), locales: [String] = [], plainWidths: Bool = true,
                                  jobs: Int? = nil, events: Events = Events()) async throws(InputError) -> [(report: TranslatorReport, run: CheckRun)] {
        let projects = try await loadEach(app, options, events: events)
        var reports: [(report: TranslatorReport, run: CheckRun)] = []
        for project in projects {
            let run = CheckRun(project: project, jobs: jobs)
            reports.append((try TranslatorReport.build(run.results, locales: locales, plainWidths: plainWidths), run))
        }
        return reports
    }
}
