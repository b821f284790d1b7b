import Foundation
import PipelineCore
import PipelineFormats
import PipelineLoading
import PipelineChecks
import PipelineOperations

/// The library in one call per job, as `l10n-tool` runs them:
///
/// - `load`: read an app (finishing a write a killed run left half done);
/// - `check`: every check, the findings policy applied;
/// - `report`: the translator report's model;
/// - `update`: add, fill, prune the tables from what the app uses;
/// - `importTranslations` / `exportXLIFF`: XLIFF and `.xcloc` round trips;
/// - `exportShortcuts`: per-locale Info.plist quick actions;
/// - `pseudo`: a pseudo-locale's tables;
/// - `migrate` / `verifyMigration`: `.strings` and `.stringsdict` into String Catalogs;
/// - `measure`: one text in a layout box;
/// - `write`, `writeBaseline`: what a caller renders (a report, an extract), written as these calls write.
///
/// Each writer that replaces what it reads (the app's tables) takes the app's
/// lock before reading them; a call that writes only what it made (an
/// export, `write`) takes its output folder's lock, and the app's when the
/// output is inside it. Each writes all its files or none. Warnings and
/// notes (a link skipped, a killed run's write finished) go to `events` as
/// they happen; errors are thrown as `InputError`, with file and line.
/// The layers below (`PipelineCore` ... `PipelineOutputs`) stay public for
/// what these calls do not cover.
public enum Pipeline {
    /// What a call tells its caller as it goes.
    public struct Events: Sendable {
        /// A warning or note: a link skipped, a killed run's write finished.
        public var note: @Sendable (InputWarning) -> Void
        /// The project, once loaded (a command line keeps it until exit: the
        /// process drops a big one faster than one core frees it).
        public var loaded: @Sendable (Project) -> Void

        public init(note: @escaping @Sendable (InputWarning) -> Void = { _ in }, loaded: @escaping @Sendable (Project) -> Void = { _ in }) {
            self.note = note
            self.loaded = loaded
        }
    }

    /// Reads the app at `app`: `options` with `app`'s base on top, every
    /// check's code allowed in `rules:`. A write a killed run left half done
    /// is finished or undone first.
    public static func load(_ app: AppLocation, _ options: LoadOptions = LoadOptions(),
                            events: Events = Events()) async throws(InputError) -> Project {
        var options = options
        if let base = app.base { options.base = base }
        options.ruleCodes = Checks.codes
        if let note = try WriterLocks.recoverInterruptedWrite(in: app.lockFolder) { events.note(note) }
        let project = try await ProjectLoader.load(path: app.path, config: app.config, options: options)
        events.loaded(project)
        for warning in project.warnings { events.note(warning) }
        return project
    }

    /// Locks `folders` for a writer (an app's, or an output folder's), handing
    /// on what recovering a killed run's write there did; the caller releases
    /// the locks. For a caller's own writes beside an app (`write` covers single files and folders).
    public static func lock(_ folders: [String], events: Events = Events()) throws(InputError) -> WriterLocks {
        let locks = try WriterLocks(folders)
        for note in locks.notes { events.note(note) }
        return locks
    }

    /// `body` run under the locks of `folders` (`lock`).
    static func locked<T>(_ folders: [String], events: Events, _ body: () async throws(InputError) -> T) async throws(InputError) -> T {
        let locks = try lock(folders, events: events)
        defer { locks.release() }
        return try await body()
    }
}
