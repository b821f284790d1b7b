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

struct XLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xliff",
        abstract: "Exchange translations with translators as XLIFF 1.2, the format of Xcode's Export/Import Localizations.",
        discussion: """
        `export` writes one locale's XLIFF: a <file> per development table (original = the \
        table's path relative to PATH, e.g. MyApp/en.lproj/Localizable.strings), a \
        <trans-unit> per key with the development text as <source>, the locale's \
        translation as <target> when there is one, and the developer's comment as <note>. \
        Quick action titles and subtitles are included even when the development \
        InfoPlist.strings does not list them.

        `import` merges the <target>s back into <target-language>.lproj, editing the \
        tables in place: comments, order and text encoding are kept, new keys are appended, \
        nothing is removed, and a table whose translations do not change is not rewritten. \
        Plural tables (.stringsdict, Xcode's /key:dict/...:dict/:string ids) are merged the \
        same way: changed forms are replaced, new forms, variables and entries added. \
        It records in l10n.lock which <source> each translation was made from, for the \
        stale-translation check.
        """,
        subcommands: [Export.self, Import.self]
    )

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write locales' strings as XLIFF files, or as Xcode Localization Catalogs (.xcloc), for translators.",
            discussion: """
            Examples:
              l10n-tool xliff export MyApp --locale de --output de.xliff
              l10n-tool xliff export MyApp --locale de,fr,ja --xcloc Localizations
              l10n-tool xliff export MyApp --all-locales --xcloc Localizations

            --xcloc writes DIR/<locale>.xcloc as Xcode's Export Localizations does: \
            contents.json, Localized Contents/<locale>.xliff and the development tables \
            under Source Contents/. The output is deterministic (same project, same bytes); \
            each file or bundle is written whole or not at all.
            """
        )

        @OptionGroup var project: ProjectOptions

        @OptionGroup var choice: AppOption

        @Option(help: "The locales to export, comma-separated (de or de,fr,zh-Hans): their translations become <target>s.")
        var locale: String?

        @Flag(name: .customLong("all-locales"), help: "Export every locale the project has but the development one (with --xcloc).")
        var allLocales = false

        @Option(name: .shortAndLong, help: "The XLIFF file to write, or - for standard output (one locale).")
        var output: String?

        @Option(help: ArgumentHelp("Write a <locale>.xcloc bundle per locale into this folder.", valueName: "dir"))
        var xcloc: String?

        @Flag(name: .customLong("no-base"),
              help: "Do not record each unit's exported target (l10n:base attributes): the file is Xcode's shape exactly, but importing it cannot tell a newer table from an older file.")
        var noBase = false

        var requested: [String] {
            (locale ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }

        func validate() throws {
            if locale == nil && !allLocales { throw ValidationError("give --locale L (or L1,L2) or --all-locales") }
            if locale != nil && allLocales { throw ValidationError("give --locale or --all-locales, not both") }
            for name in requested where name.contains("/") || name.hasPrefix(".") {
                throw ValidationError("--locale must be locale names such as de or pt-BR, not \(name)")
            }
            if (output == nil) == (xcloc == nil) { throw ValidationError("give --output FILE (one XLIFF) or --xcloc DIR (a bundle per locale)") }
            if output != nil && (allLocales || requested.count != 1) { throw ValidationError("--output writes one locale; for several, use --xcloc DIR") }
            var isFolder: ObjCBool = false
            if let xcloc, FileManager.default.fileExists(atPath: xcloc, isDirectory: &isFolder), !isFolder.boolValue {
                throw ValidationError("--xcloc names the folder the <locale>.xcloc bundles go into; \(xcloc) is a file")
            }
        }

        func run() async throws {
            let target: XLIFFExportOutput = output == "-" ? .text : output.map { .file($0) } ?? .xcloc(xcloc ?? ".")
            var options = LoadOptions()
            choice.apply(to: &options)
            let results = try await Pipeline.exportXLIFF(project.app, locales: allLocales ? nil : requested, to: target,
                                                         recordBases: !noBase, options: options, events: Console.events)
            for result in results {
                if let text = result.text { Console.output(text) }
                if let path = result.path { Console.error("wrote \(Console.shownPath(path)): \(Self.counts(result.document, locale: result.locale))") }
            }
        }

        static func counts(_ document: XLIFFDocument, locale: String) -> String {
            let units = document.files.reduce(0) { $0 + $1.units.count }
            // Counted, not filtered: a filtered copy of a big export's units would double them.
            let translated = document.files.reduce(0) { total, file in total + file.units.reduce(0) { $0 + ($1.target == nil ? 0 : 1) } }
            let tables = document.files.count
            return "\(units) string\(units == 1 ? "" : "s") in \(tables) table\(tables == 1 ? "" : "s"), \(translated) translated into \(Console.shown(locale))"
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Merge an XLIFF file's translations into the project's tables.",
            discussion: """
            Example: l10n-tool xliff import MyApp de.xliff

            The locale comes from each <file>'s target-language and the table from its \
            original; paths that are absolute or lead out of PATH are refused. Entries in \
            the locale's table that neither the XLIFF nor the development table has are \
            kept and reported as obsolete-translation warnings. A translation that cannot be \
            placed (a storyboard, a key a String Catalog lacks, a table in no locale folder) stops the \
            import with an error and nothing is written, unless --skip-unknown is given; \
            <file>s without translations are skipped with a note. A binary .stringsdict that \
            would change is refused (convert it with plutil -convert xml1).

            A file from `xliff export` records what it exported (l10n:base attributes), so \
            the import is three-way: a translation the file still has as exported is not \
            written (the table may hold a newer one, from another import of the same \
            export); one the file changed is written; one changed both in the file and in \
            the table since, to different texts, is a conflict: each is listed with the \
            three texts, nothing is written and the exit code is 2, unless --prefer file or \
            --prefer table says which wins. A file without that record (from Xcode or \
            another tool) is imported as it is, with a note.
            """
        )

        @Argument(help: "The app folder (default: the current folder when only FILE is given).")
        var path: String?

        @Argument(help: "The XLIFF file to import, or an Xcode Localization Catalog (a .xcloc folder).")
        var file: String?

        @OptionGroup var settings: ProjectSettings

        @Flag(name: .customLong("dry-run"), help: "Print what would change; write nothing.")
        var dryRun = false

        @Flag(name: .customLong("skip-unknown"),
              help: "Import what can be placed and skip, with a warning, translations that cannot (by default they stop the import).")
        var skipUnknown = false

        @Option(help: ArgumentHelp("Where a translation changed both in the file and in the table since the export: file (write the file's) or table (keep the table's). Without it such conflicts stop the import.",
                                   valueName: "side"))
        var prefer: XLIFFImportPreference?

        func validate() throws {
            if path == nil { throw ValidationError("give the XLIFF file to import: l10n-tool xliff import [PATH] FILE") }
        }

        func run() async throws {
            // One argument is the XLIFF file, with the current folder as PATH.
            let (folder, xliff) = file.map { (path ?? ".", $0) } ?? (FileManager.default.currentDirectoryPath, path ?? "")
            let report = try await Pipeline.importTranslations(from: xliff, into: settings.app(folder), dryRun: dryRun,
                                                               skipUnknown: skipUnknown, prefer: prefer, events: Console.events)
            if report.stoppedByConflicts {
                for conflict in report.threeWay.conflicts { Console.error(Self.line(conflict, severity: "error")) }
                let n = report.threeWay.conflicts.count
                Console.error("error: \(n) translation\(n == 1 ? " was" : "s were") changed both in \(Console.shownPath(xliff)) and in the tables since it was exported; nothing was written. Rerun with --prefer file or --prefer table, or edit one side.")
                throw ExitCode(2)
            }
            let place = "\(Console.shownPath(xliff)): "
            for (index, location) in report.threeWay.withoutBase.enumerated() where index == 0 {
                let at = location.map { "\(Console.shownPath($0.description)): " } ?? place
                Console.error("\(at)note: this file does not record what was exported (it is not from `l10n-tool xliff export`, or a tool dropped its l10n: attributes), so the import cannot tell a newer translation in a table from an older one here; every target is imported as it is")
            }
            if !report.threeWay.keptNewer.isEmpty {
                let n = report.threeWay.keptNewer.count
                Console.error("\(place)note: kept \(n) newer translation\(n == 1 ? "" : "s") of the tables: this file still has \(n == 1 ? "it" : "them") as exported\(dryRun ? "" : " (--dry-run lists them)")")
                if dryRun { for kept in report.threeWay.keptNewer { Console.error(Self.line(kept, severity: "note")) } }
            }
            if report.conflictsResolved {
                for conflict in report.threeWay.conflicts { Console.error(Self.line(conflict, severity: "warning", resolved: prefer)) }
            }

            let renderer = TextRenderer(color: Console.useColor, displayPath: Console.displayPath)
            var out = ""
            for change in report.files {
                out += "\(Console.shownPath(change.path)): \(change.counts)\(change.created ? " (new file)" : "")\n"
                if dryRun {
                    for edit in change.edits { out += TableChange.line(edit, shown: Console.shown) + "\n" }
                }
            }
            for skipped in report.skipped {
                let place = skipped.location.map { "\(Console.shownPath($0.description)): " } ?? ""
                if skipped.translations > 0 {
                    let count = "\(skipped.translations) translation\(skipped.translations == 1 ? "" : "s")"
                    Console.error("\(place)warning: skipped \(count) (--skip-unknown): \(Console.shown(skipped.reason))")
                } else {
                    Console.error("\(place)note: skipped: \(Console.shown(skipped.reason))")
                }
            }
            for diagnostic in report.diagnostics.sorted(by: Diagnostic.reportOrder) {
                out += renderer.line(for: diagnostic) + "\n"
            }
            let changed = report.files.reduce(0) { $0 + $1.edits.count }
            let verb = dryRun ? "would change" : "changed"
            out += "\(report.translations) translations read; \(changed == 0 ? "no table \(dryRun ? "would change" : "changed")" : "\(verb) \(changed) in \(report.files.count) table\(report.files.count == 1 ? "" : "s")")"
            out += report.lockChanged ? (dryRun ? "; l10n.lock would be updated\n" : "; l10n.lock updated\n") : "\n"
            Console.output(out)
        }

        /// `path:line:column: error: de "key" (App/en.lproj/Localizable.strings): exported "A", this file "B", the table now "C"`.
        static func line(_ conflict: XLIFFConflict, severity: String, resolved: XLIFFImportPreference? = nil) -> String {
            let place = conflict.location.map { "\(Console.shownPath($0.description)): " } ?? ""
            func quoted(_ text: String?) -> String { text.map { "\"\(Console.shown($0))\"" } ?? "no translation" }
            let what = severity == "note" ? "the table changed since the export; kept" : "changed in this file and in the table since the export"
            let outcome = resolved.map { $0 == .file ? "; the file's written (--prefer file)" : "; the table's kept (--prefer table)" } ?? ""
            return "\(place)\(severity): \(Console.shown(conflict.locale)) \"\(Console.shown(conflict.id))\" (\(Console.shown(conflict.original))): \(what): "
                + "exported \(quoted(conflict.exported)), this file \(quoted(conflict.file)), the table now \(quoted(conflict.table))\(outcome)"
        }
    }
}

extension XLIFFImportPreference: ExpressibleByArgument {}
