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
        if verify { return try await runVerify() }
        let report = try await Pipeline.migrate(project.app, tables: tables, removeOld: removeOld, dryRun: dryRun, events: Console.events)
        guard report.sources > 0 else {
            let named = tables.isEmpty ? "" : " named " + Set(tables).sorted().joined(separator: ", ")
            Console.output("no .strings or .stringsdict tables to migrate\(named)\n")
            return
        }
        guard report.losses.isEmpty else { try MigrationRefused(losses: report.losses).exit() }
        guard !report.results.isEmpty else {
            Console.output("no table to migrate\n")
            return
        }
        var out = ""
        for result in report.results where result.catalog != nil {
            let files = result.source.files.count
            out += "\(Console.shownPath(result.source.catalogPath)): \(result.keys) key\(result.keys == 1 ? "" : "s") in "
                + "\(result.locales.count) language\(result.locales.count == 1 ? "" : "s") from \(files) file\(files == 1 ? "" : "s")"
                + (result.hidden.isEmpty ? "" : "; \(result.hidden.count) entr\(result.hidden.count == 1 ? "y" : "ies") iOS never shows left out")
                + (result.droppedComments > 0 ? "; \(result.droppedComments) translation comment\(result.droppedComments == 1 ? "" : "s") "
                    + "differing from the development comment not kept" : "") + "\n"
        }
        let count = report.results.count
        let catalogs = "\(count) catalog\(count == 1 ? "" : "s")"
        let removed = report.results.reduce(0) { $0 + $1.source.files.count }
        if !report.written {
            out += "would write \(catalogs), proved lossless\(removeOld ? ", and remove \(removed) old file\(removed == 1 ? "" : "s")" : "") (dry run: nothing written)\n"
        } else {
            out += "wrote \(catalogs), proved lossless" + (removeOld ? "; removed \(removed) old file\(removed == 1 ? "" : "s")" : "; the old tables are kept (--remove-old removes them)") + "\n"
            out += "next: add the catalogs to their targets in Xcode and remove the old tables from the project (a synchronized folder needs nothing)\n"
        }
        Console.output(out)
    }

    private func runVerify() async throws {
        let verification = try await Pipeline.verifyMigration(project.app, tables: tables, events: Console.events)
        var out = ""
        for verified in verification.verified {
            let source = verified.source
            out += "\(Console.shownPath(source.catalogPath)): holds every key, value, plural form and development comment of "
                + "\(source.files.count) file\(source.files.count == 1 ? "" : "s")"
                + (verified.droppedComments > 0 ? " (\(verified.droppedComments) differing translation comment\(verified.droppedComments == 1 ? "" : "s") not kept)" : "")
                + "\n"
        }
        Console.output(out)
        guard verification.differences.isEmpty else { try MigrationRefused(losses: verification.differences, verifying: true).exit() }
        if verification.sources == 0 { return Console.output("no .strings or .stringsdict tables to verify\n") }
        Console.output("verified \(verification.verified.count) catalog\(verification.verified.count == 1 ? "" : "s")\n")
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
