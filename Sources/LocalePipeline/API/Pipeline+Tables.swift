import Foundation
import PipelineCore
import PipelineFormats
import PipelineLoading
import PipelineOperations

extension Pipeline {
    /// Brings `app`'s tables up to date with what it uses (`UpdateOptions`);
    /// with `dryRun`, says what would change and writes nothing (and takes no lock).
    public static func update(_ app: AppLocation, options: UpdateOptions = UpdateOptions(), dryRun: Bool = false,
                              events: Events = Events()) async throws(InputError) -> UpdateReport {
        // Locked before the tables are read: what is planned from is what is replaced.
        try await lockedUnlessDryRun(app, dryRun: dryRun, events: events) { () async throws(InputError) in
            let project = try await load(app, LoadOptions(measures: false), events: events)
            notePlacelessKeys(project, doing: "updating", invented: RequiredKeys.makesNoTable, events: events)
            return try TableUpdate.run(project, options: options, write: !dryRun)
        }
    }

    /// Merges the translations of the XLIFF file or `.xcloc` bundle at
    /// `file` into `app`'s tables (three-way when the file records what was
    /// exported). A report that `stoppedByConflicts` wrote nothing.
    public static func importTranslations(from file: String, into app: AppLocation, dryRun: Bool = false, skipUnknown: Bool = false,
                                          prefer: XLIFFImportPreference? = nil, events: Events = Events()) async throws(InputError) -> XLIFFImportReport {
        try await lockedUnlessDryRun(app, dryRun: dryRun, events: events) { () async throws(InputError) in
            // The file first: its bytes are let go once its units are read,
            // before the tables are (a big import's peak memory), and a cut or
            // malformed file stops the run before the app is read.
            let document = try XclocBundle.readImport(path: file)
            // What the tables hold is all an import merges into: the code is not read.
            let project = try await load(app, LoadOptions(scanCode: false, measures: false), events: events)
            return try XLIFFImport.run(document, project: project, write: !dryRun, skipUnknown: skipUnknown, prefer: prefer)
        }
    }

    /// The XLIFF document of `locale` for `app` (`recordBases`: what each unit
    /// exported, for a three-way import). Nothing is written.
    public static func exportXLIFF(_ app: AppLocation, locale: String, recordBases: Bool = true,
                                   events: Events = Events()) async throws(InputError) -> XLIFFDocument {
        // The document alone: `exportXLIFF(_:locales:to:)` would render XML nobody reads.
        let project = try await load(app, LoadOptions(measures: false), events: events)
        return try XLIFFExport.document(for: project, locale: locale, recordBases: recordBases)
    }

    static func lockedUnlessDryRun<T>(_ app: AppLocation, dryRun: Bool, events: Events,
                                      _ body: () async throws(InputError) -> T) async throws(InputError) -> T {
        if dryRun { return try await body() }
        return try await locked([app.lockFolder], events: events, body)
    }
}
