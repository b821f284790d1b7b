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

struct UpdateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Bring every locale's tables in line with the keys the Info.plist (and code) use.",
        discussion: """
        The development locale's tables get the keys they lack, with the Info.plist value \
        (or the code's default value) and a comment. Other locales are left without them, \
        so they show as missing-translation, unless --fill-untranslated copies the \
        development value with the comment UNTRANSLATED: copied from <base> by l10n-tool update.

        Keys of InfoPlist.strings that no quick action uses any more are reported, and \
        removed only with --prune; Info.plist's own keys (NSCameraUsageDescription, \
        CFBundleDisplayName...) are never removed. Tables are edited in place: comments, \
        order and encodings are kept, and every write is atomic.

        --accept records today's development values in l10n.lock, marking every \
        translation as current for the stale-translation check.

        String Catalogs (.xcstrings) are edited as Xcode's extraction edits them: a key \
        code uses is added (extractionState extracted_with_value, a new development \
        unit); with --mark-stale, a key nothing uses gets extractionState stale.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Flag(name: .customLong("fill-untranslated"), help: "Copy the development value into locales that lack a key, marked UNTRANSLATED.")
    var fillUntranslated = false

    @Flag(help: "Remove keys nothing uses any more (never Info.plist keys).")
    var prune = false

    @Flag(help: "Record the current development values in l10n.lock: every translation is current.")
    var accept = false

    @Flag(name: .customLong("mark-stale"),
          help: "Mark String Catalog keys nothing uses as stale, as Xcode's build does (check's unused-key shows which first).")
    var markStale = false

    @Flag(name: .customLong("dry-run"), help: "Print what would change; write nothing.")
    var dryRun = false

    func run() async throws {
        let options = UpdateOptions(fillUntranslated: fillUntranslated, prune: prune, accept: accept, markStale: markStale)
        let report = try await Pipeline.update(project.app, options: options, dryRun: dryRun, events: Console.events)

        var out = ""
        for change in report.files {
            out += "\(Console.shownPath(change.path))\(change.created ? " (new file)" : ""):\n"
            for edit in change.edits { out += TableChange.line(edit, shown: Console.shown) + "\n" }
        }
        let renderer = TextRenderer(color: Console.useColor, displayPath: Console.displayPath)
        for diagnostic in report.unused.sorted(by: Diagnostic.reportOrder) {
            out += renderer.line(for: diagnostic) + "\n"
        }
        let edits = report.files.reduce(0) { $0 + $1.edits.count }
        let tables = "\(report.files.count) table\(report.files.count == 1 ? "" : "s")"
        if edits == 0 {
            out += "tables are up to date"
        } else {
            let entries = "\(edits) entr\(edits == 1 ? "y" : "ies")"
            out += dryRun ? "would change \(entries) in \(tables) (dry run: nothing written)" : "changed \(entries) in \(tables)"
        }
        out += report.lockChanged ? (dryRun ? "; l10n.lock would be updated\n" : "; l10n.lock updated\n") : "\n"
        Console.output(out)
    }
}
