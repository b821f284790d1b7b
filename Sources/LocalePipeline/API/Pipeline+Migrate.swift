import Foundation
import PipelineCore
import PipelineFormats
import PipelineLoading
import PipelineOperations

/// What `Pipeline.migrate` did: each table's catalog, or every place a
/// catalog would lose something (then nothing was written).
public struct MigrationReport: Sendable {
    /// The tables migrated, each with its catalog's bytes (empty tables are left out, with a warning).
    public var results: [CatalogMigration.Result]
    /// Every place a catalog would lose something, or a catalog already there: when any, nothing was written.
    public var losses: [InputError]
    /// How many tables were asked for (after those left as they are, each with a warning or note); 0: nothing to migrate.
    public var sources: Int
    /// Whether the catalogs were written (false for a dry run, when `losses` stopped it, or when there was nothing to write).
    public var written: Bool
}

/// What `Pipeline.verifyMigration` found: the catalogs that hold everything
/// their old tables do, and every difference.
public struct MigrationVerification: Sendable {
    /// A catalog that holds every key, value, plural form and development comment of its old tables.
    public struct Verified: Sendable {
        /// The old tables (their catalog is `source.catalogPath`).
        public var source: MigrationSource
        /// Translation comments differing from the development comment, which a catalog does not keep.
        public var droppedComments: Int
    }

    /// The catalogs found to hold their tables, in folder and name order.
    public var verified: [Verified]
    /// Every place a catalog differs from its old tables, at the old table's line.
    public var differences: [InputError]
    /// How many tables were compared or looked for; 0: nothing to verify.
    public var sources: Int
}

extension Pipeline {
    /// Converts `app`'s `.strings` and `.stringsdict` tables (`tables`, or
    /// every one) into String Catalogs, proved lossless before anything is
    /// written; all catalogs or none, under the app's lock. `removeOld`
    /// removes the old tables in the same write (and `.lproj` folders left
    /// empty). Tables left as they are, and text iOS never shows, are told
    /// to `events` (warnings and notes).
    public static func migrate(_ app: AppLocation, tables: [String] = [], removeOld: Bool = false, dryRun: Bool = false,
                               events: Events = Events()) async throws(InputError) -> MigrationReport {
        try await lockedUnlessDryRun(app, dryRun: dryRun, events: events) { () async throws(InputError) in
            var (migrated, sources) = try await migrationSources(app, tables: tables, events: events)
            var report = MigrationReport(results: [], losses: [], sources: sources.count, written: false)
            // Each source is taken out of the list, so its bytes go once the migration has parsed them.
            sources.reverse()
            while let source = sources.popLast() {
                if FileManager.default.fileExists(atPath: source.catalogPath) {
                    report.losses.append(InputError("a String Catalog of this table already exists; migrate does not merge into it (use --verify "
                                                    + "to compare it with the old tables)", file: source.catalogPath))
                    continue
                }
                let result = CatalogMigration.migrate(source, sourceLanguage: migrated.baseLocale)
                if result.keys == 0, result.losses.isEmpty {
                    // An empty table (a storyboard's with nothing to translate) would make an empty catalog.
                    events.note(InputWarning("not migrated: the table has no keys", file: result.source.files.first?.path ?? result.source.folder))
                    continue
                }
                for note in result.hidden { events.note(note) }
                report.losses += result.losses
                report.results.append(result)
            }
            guard report.losses.isEmpty, !report.results.isEmpty, !dryRun else { return report }
            // The catalogs are spooled to temporary files; they are read in as they are written.
            SpooledBytes.returnFreedHeap()
            var transaction = migrated.transaction
            for result in report.results {
                guard let catalog = result.catalog else { continue }
                transaction.add(FileReplacement(path: result.source.catalogPath, data: catalog, expected: .absent))
                if removeOld {
                    for file in result.source.files { transaction.add(file.removal) }
                }
            }
            // `.lproj` folders the removals empty go in the same write (and on its recovery).
            try transaction.commit()
            report.written = true
            return report
        }
    }

    /// Compares catalogs already migrated (by Xcode, say) with the old
    /// tables still beside them (`tables`, or every one); writes nothing.
    /// Throws when none of the tables has a catalog to compare.
    public static func verifyMigration(_ app: AppLocation, tables: [String] = [],
                                       events: Events = Events()) async throws(InputError) -> MigrationVerification {
        let (project, sources) = try await migrationSources(app, tables: tables, events: events)
        var verification = MigrationVerification(verified: [], differences: [], sources: sources.count)
        for source in sources {
            guard FileManager.default.fileExists(atPath: source.catalogPath) else {
                // An empty table (a storyboard's) is never migrated: nothing to say.
                let empty = CatalogMigration.migrate(source, sourceLanguage: project.baseLocale)
                if empty.keys == 0, empty.losses.isEmpty { continue }
                events.note(InputWarning("not verified: no String Catalog \(source.name).xcstrings beside this table",
                                         file: source.files.first?.path ?? source.folder))
                continue
            }
            let proof = MigrationProof.verify(source, catalog: try StringCatalogReader.read(path: source.catalogPath, scope: .app(project.paths)))
            for note in proof.hidden { events.note(note) }
            verification.differences += proof.differences
            if proof.differences.isEmpty { verification.verified.append(.init(source: source, droppedComments: proof.droppedComments)) }
        }
        if verification.verified.isEmpty, verification.differences.isEmpty, !sources.isEmpty {
            throw InputError("no String Catalog beside any of the \(sources.count) tables: nothing to verify (run migrate without --verify to make them)",
                             file: app.path)
        }
        return verification
    }

    /// What a migration keeps of the app it read: not its tables (the
    /// project's model of them would be held beside the migration's own).
    private struct MigratedApp {
        var baseLocale: String
        var paths: PathPolicy
        var transaction: WriteTransaction
    }

    /// The app, read without its code, and the tables to migrate: those
    /// named (or all), in folder order; each one left as it is is said as a note.
    private static func migrationSources(_ app: AppLocation, tables: [String],
                                         events: Events) async throws(InputError) -> (MigratedApp, [MigrationSource]) {
        // Not handed to `events.loaded` (which a command line keeps until it
        // exits): the migration parses the tables again, and the project's
        // would be held beside them.
        let project = try await load(app, LoadOptions(scanCode: false, measures: false), events: Events(note: events.note))
        let only = tables.isEmpty ? nil : Set(tables)
        var sources: [MigrationSource] = []
        for folder in Set(project.roots.map(\.folder)).sorted() {
            var leftOut: [String] = []
            let found = try MigrationSource.tables(in: folder, only: only, policy: project.paths, unshipped: Set(project.unshippedTables),
                                                   leftOut: &leftOut)
            for path in leftOut {
                events.note(InputWarning("not migrated: no target of the project copies this table, and a catalog would ship it",
                                         file: path, label: "note"))
            }
            for source in found {
                if let reason = source.keptReason(siblings: found.map(\.name)) {
                    events.note(InputWarning("not migrated: \(reason)", file: source.files.first?.path ?? folder))
                } else {
                    sources.append(source)
                }
            }
        }
        return (MigratedApp(baseLocale: project.baseLocale, paths: project.paths, transaction: project.transaction()), sources)
    }
}
