import ArgumentParser
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Convert .strings and .stringsdict tables into String Catalogs, and prove nothing was lost.",
        discussion: """
        Each table (Localizable, InfoPlist, ...) of each localization folder becomes one \
        catalog beside its .lproj folders (Localizable.xcstrings), as Xcode's "Migrate to \
        String Catalog" writes it: every language's values as translated string units, \
        the development comments, plural rules as plural variations or substitutions, \
        extractionState migrated.

        Before anything is written, the catalog is read back and compared with the old \
        tables: every key, language, value, plural form and development comment. Any \
        difference, or anything a catalog cannot hold (variable-width rules, a plural \
        variable its format never names, the empty key), is listed at its place and \
        stops the run (exit 2): nothing is written. Text iOS never shows (a .strings \
        value its .stringsdict hides, the earlier of two values of a key, a Base.lproj \
        table the development language's own hides) is left out, with a note at each. \
        Comments of translated tables that differ from the development comment are \
        counted, not kept (a catalog has one comment per key). Settings.bundle and \
        .intentdefinition tables, misnamed or empty tables and tables no target copies \
        stay as they are, with a warning.

        The old tables stay unless --remove-old is given; then they are removed in the same \
        all-or-nothing write. Add the catalogs to your targets in Xcode (a synchronized \
        folder picks them up by itself) and remove the old tables from the project.

        --verify does only the proof, for catalogs already migrated (by Xcode, for \
        instance) while the old tables are still there: exit 0 when they agree, 2 when not.
        """
    )

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case catalog
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "What to migrate to (only 'catalog': String Catalogs).")
    var to: Target = .catalog

    @Option(name: .customLong("table"), help: "Migrate only this table (e.g. Localizable); repeat for more (default: every table).")
    var tables: [String] = []

    @Flag(name: .customLong("remove-old"), help: "Remove the .strings and .stringsdict files once their catalog is written.")
    var removeOld = false

    @Flag(help: "Only prove that existing catalogs hold everything their old tables do; write nothing.")
    var verify = false

    @Flag(name: .customLong("dry-run"), help: "Convert and prove, print what would be written; write nothing.")
    var dryRun = false

    func validate() throws {
        if verify && removeOld { throw ValidationError("--verify writes nothing, so it cannot --remove-old") }
    }

    func run() async throws {
        let writes = !dryRun && !verify
        let locks = writes ? try Pipeline.lock([AppFolder.lockFolder(path: project.root, config: project.config)], events: Console.events) : nil
        defer { locks?.release() }
        var options = LoadOptions(measures: false)
        options.scanCode = false
        let loaded = try await project.load(options)
        let only = tables.isEmpty ? nil : Set(tables)
        var sources: [MigrationSource] = []
        for folder in Set(loaded.roots.map(\.folder)).sorted() {
            var leftOut: [String] = []
            let tables = try MigrationSource.tables(in: folder, only: only, policy: loaded.paths, unshipped: Set(loaded.unshippedTables),
                                                    leftOut: &leftOut)
            for path in leftOut {
                Console.error(Console.display(InputWarning("not migrated: no target of the project copies this table, and a catalog would ship it",
                                                           file: path, label: "note")))
            }
            for source in tables {
                if let reason = source.keptReason(siblings: tables.map(\.name)) {
                    Console.error(Console.display(InputWarning("not migrated: \(reason)", file: source.files.first?.path ?? folder)))
                } else {
                    sources.append(source)
                }
            }
        }
        if verify { return try runVerify(sources, baseLocale: loaded.baseLocale) }
        guard !sources.isEmpty else {
            Console.output("no .strings or .stringsdict tables to migrate\(only.map { " named " + $0.sorted().joined(separator: ", ") } ?? "")\n")
            return
        }

        var losses: [InputError] = []
        var results: [CatalogMigration.Result] = []
        for source in sources {
            if FileManager.default.fileExists(atPath: source.catalogPath) {
                losses.append(InputError("a String Catalog of this table already exists; migrate does not merge into it (use --verify to compare "
                                         + "it with the old tables)", file: source.catalogPath))
                continue
            }
            let result = CatalogMigration.migrate(source, sourceLanguage: loaded.baseLocale)
            if result.keys == 0, result.losses.isEmpty {
                // An empty table (a storyboard's with nothing to translate) would make an empty catalog.
                Console.error(Console.display(InputWarning("not migrated: the table has no keys", file: source.files.first?.path ?? source.folder)))
                continue
            }
            for note in result.hidden { Console.error(Console.display(note)) }
            losses += result.losses
            results.append(result)
        }
        guard losses.isEmpty else { try MigrationRefused(losses: losses).exit() }
        guard !results.isEmpty else {
            Console.output("no table to migrate\n")
            return
        }

        var transaction = loaded.transaction()
        var out = ""
        for result in results {
            guard let catalog = result.catalog else { continue }
            transaction.add(FileReplacement(path: result.source.catalogPath, data: catalog, expected: .absent))
            if removeOld {
                for file in result.source.files { transaction.add(.removal(file.path, contents: file.data)) }
            }
            let files = result.source.files.count
            out += "\(Console.shownPath(result.source.catalogPath)): \(result.keys) key\(result.keys == 1 ? "" : "s") in "
                + "\(result.locales.count) language\(result.locales.count == 1 ? "" : "s") from \(files) file\(files == 1 ? "" : "s")"
                + (result.hidden.isEmpty ? "" : "; \(result.hidden.count) entr\(result.hidden.count == 1 ? "y" : "ies") iOS never shows left out")
                + (result.droppedComments > 0 ? "; \(result.droppedComments) translation comment\(result.droppedComments == 1 ? "" : "s") "
                    + "differing from the development comment not kept" : "") + "\n"
        }
        if writes {
            try transaction.commit()
            // `.lproj` folders the removals emptied go too (rmdir removes only an empty folder).
            if removeOld {
                for folder in Set(results.flatMap { $0.source.files.map { ($0.path as NSString).deletingLastPathComponent } }) { rmdir(folder) }
            }
        }
        let count = results.count
        let catalogs = "\(count) catalog\(count == 1 ? "" : "s")"
        let removed = results.reduce(0) { $0 + $1.source.files.count }
        if !writes {
            out += "would write \(catalogs), proved lossless\(removeOld ? ", and remove \(removed) old file\(removed == 1 ? "" : "s")" : "") (dry run: nothing written)\n"
        } else {
            out += "wrote \(catalogs), proved lossless" + (removeOld ? "; removed \(removed) old file\(removed == 1 ? "" : "s")" : "; the old tables are kept (--remove-old removes them)") + "\n"
            out += "next: add the catalogs to their targets in Xcode and remove the old tables from the project (a synchronized folder needs nothing)\n"
        }
        Console.output(out)
    }

    private func runVerify(_ sources: [MigrationSource], baseLocale: String) throws {
        var differences: [InputError] = []
        var out = ""
        var verified = 0
        for source in sources {
            guard FileManager.default.fileExists(atPath: source.catalogPath) else {
                // An empty table (a storyboard's) is never migrated: nothing to say.
                let empty = CatalogMigration.migrate(source, sourceLanguage: baseLocale)
                if empty.keys == 0, empty.losses.isEmpty { continue }
                Console.error(Console.display(InputWarning("not verified: no String Catalog \(source.name).xcstrings beside this table",
                                                           file: source.files.first?.path ?? source.folder)))
                continue
            }
            let catalog = try StringCatalogReader.read(path: source.catalogPath)
            let proof = MigrationProof.verify(source, catalog: catalog)
            for note in proof.hidden { Console.error(Console.display(note)) }
            differences += proof.differences
            if proof.differences.isEmpty {
                verified += 1
                out += "\(Console.shownPath(source.catalogPath)): holds every key, value, plural form and development comment of "
                    + "\(source.files.count) file\(source.files.count == 1 ? "" : "s")"
                    + (proof.droppedComments > 0 ? " (\(proof.droppedComments) differing translation comment\(proof.droppedComments == 1 ? "" : "s") not kept)" : "")
                    + "\n"
            }
        }
        Console.output(out)
        guard differences.isEmpty else { try MigrationRefused(losses: differences, verifying: true).exit() }
        if sources.isEmpty { return Console.output("no .strings or .stringsdict tables to verify\n") }
        guard verified > 0 else {
            throw InputError("no String Catalog beside any of the \(sources.count) tables: nothing to verify (run migrate without --verify to make them)",
                             file: project.root)
        }
        Console.output("verified \(verified) catalog\(verified == 1 ? "" : "s")\n")
    }
}

/// Every place a migration would lose something, printed one per line, then exit 2.
struct MigrationRefused: CustomStringConvertible {
    var losses: [InputError]
    var verifying = false

    func exit() throws -> Never {
        Console.error(description)
        throw ExitCode(2)
    }

    var description: String {
        var lines = losses.map(Console.display)
        let count = "\(losses.count) difference\(losses.count == 1 ? "" : "s")"
        lines.append(verifying ? "the catalogs do not hold what the old tables do: \(count)"
                               : "migration refused: a String Catalog would lose what \(count == "1 difference" ? "this place says" : "these \(losses.count) places say"); nothing was written")
        return lines.joined(separator: "\n")
    }
}
