import Foundation
import PipelineCore
import PipelineFormats
import PipelineLoading
import PipelineOperations

extension Pipeline {
    /// Writes each locale's quick actions of `app` into `output`
    /// (`<locale>.lproj/InfoPlist.plist` and the like; see `ExportOptions`),
    /// all files or none, under `output`'s lock. A repository with several
    /// apps gets a folder per app (`loadOptions.app` chooses one).
    public static func exportShortcuts(_ app: AppLocation, to output: String, options: ExportOptions = ExportOptions(),
                                       load loadOptions: LoadOptions = LoadOptions(measures: false),
                                       events: Events = Events()) async throws(InputError) -> (plan: ExportPlan, written: [String]) {
        for locale in options.locales ?? [] { try LocaleCode.validate(locale) }
        return try await locked(try WriterLocks.outputFolders(output, project: app.path, config: app.config), events: events) { () async throws(InputError) in
            // Each app into a folder of its own, from its own tables alone (issue 46).
            let projects = try await loadEach(app, loadOptions, events: events)
            return try AppsExport.run(projects, output: output, options: options)
        }
    }

    /// Writes the `style` pseudo-locale's tables of `app` into `output`, all
    /// or none, under `output`'s lock; returns the files and the locale's name.
    public static func pseudo(_ app: AppLocation, style: PseudoStyle, to output: String, encoding: TextEncoding = .utf8,
                              load loadOptions: LoadOptions = LoadOptions(measures: false),
                              events: Events = Events()) async throws(InputError) -> (files: [ExportedFile], locale: String) {
        try await locked(try WriterLocks.outputFolders(output, project: app.path, config: app.config), events: events) { () async throws(InputError) in
            let project = try await load(app, loadOptions, events: events)
            let (files, _) = try PseudoExport.run(project, style: style, output: output, encoding: encoding)
            return (files, style.locale(baseLocale: project.baseLocale))
        }
    }

    /// How `text` (in `locale`) lays out in `box`, measured as `rules` say
    /// (engine and font); the measurer is returned for what it resolved
    /// (the font file, or columns when `auto` found no font).
    public static func measure(_ text: String, locale: String, box: LayoutBox,
                               rules: LayoutRules = LayoutRules()) throws(InputError) -> (fit: Fit, measurer: TextMeasurer) {
        let measurer = try TextMeasurer(rules: rules)
        return (measurer.fit(text, locale: locale, box: box), measurer)
    }
}
