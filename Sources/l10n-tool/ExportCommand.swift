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

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write, per locale, the InfoPlist.strings and quick action plist an app ships.",
        discussion: """
        For each locale (default: the development locale and every locale of the project) \
        writes into DIR:

          <locale>.lproj/InfoPlist.strings    the whole table: quick action titles and subtitles \
        and the table's other entries, with their comments, in the development table's order \
        (then keys it lacks)
          <locale>.lproj/ShortcutItems.plist  a dictionary holding UIApplicationShortcutItems: \
        static items and those made in code (where their text is known), titles and subtitles \
        as the locale shows them, types with the bundle id put in, icons and user info kept
          <locale>.lproj/AppShortcuts.strings the App Shortcuts' phrases, when the app declares any

        A text a locale lacks falls back as iOS falls back (pt-BR, then pt, then the \
        development value), with a warning on stderr for each; an App Shortcut phrase no table \
        of the locale has is left out (Siri has no per-phrase fallback). The same project gives the same \
        bytes; every file is written atomically. Locale codes must be BCP 47 tags, and nothing \
        is written outside DIR (not through a symbolic link either) or over the project's own \
        files. A project with several Info.plists with quick actions gets a folder per Info.plist; a \
        repository with several apps (application targets) a folder per app, each from its own tables \
        alone (--app exports one).

        Example: l10n-tool export MyApp --output build/l10n --locale de --locale pt-BR
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String

    @Option(name: .customLong("locale"), help: "A locale to export (repeat, or separate with commas; default: all).")
    var locales: [String] = []

    @Option(name: .customLong("plist-format"), help: "ShortcutItems.plist as xml or binary.")
    var plistFormat: PlistFormatOption = .xml

    @Option(help: "InfoPlist.strings as utf8, or utf16 (little-endian with a byte order mark).")
    var encoding: EncodingOption = .utf8

    @OptionGroup var bundle: BundleIDOption

    @OptionGroup var choice: AppOption

    @OptionGroup var code: CodeOptions

    func run() async throws {
        let requested = locales.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) } }
        let progress = ProgressLine.forTerminal()
        defer { progress?.finish() }
        let options = ExportOptions(locales: requested.isEmpty ? nil : requested, plistFormat: plistFormat.format,
                                    encoding: encoding.textEncoding, bundleID: bundle.bundleID, jobs: code.jobCount, progress: progress?.handler)
        // A bad locale code is refused before anything is read: it would name a folder.
        var load = code.loadOptions(bundleID: bundle.bundleID, progress: progress?.handler)
        choice.apply(to: &load)
        let (plan, written) = try await Pipeline.exportShortcuts(project.app, to: output, options: options, load: load, events: Console.events)
        progress?.finish()

        for warning in plan.warnings { Console.error(Console.display(warning)) }
        let fallbacks = plan.warnings.filter { $0.locale != nil }.count
        let items = plan.items
        let folder = Console.shownPath(URL(fileURLWithPath: output).standardizedFileURL.path)
        guard !written.isEmpty || items > 0 else {
            Console.output("nothing to export to \(folder): no quick action in an Info.plist or in code\n")
            return
        }
        var summary = "exported \(plan.locales.count) locale\(plan.locales.count == 1 ? "" : "s") (\(written.count) files) to \(folder)"
        summary += plan.apps.isEmpty ? ": " : ", a folder per app (\(plan.apps.map { $0 + "/" }.joined(separator: ", "))): "
        summary += "\(items) quick action\(items == 1 ? "" : "s")"
        if plan.leftOut > 0 { summary += " (\(plan.leftOut) left out: see the warnings)" }
        summary += fallbacks == 0 ? (plan.plainTexts == 0 ? ", every text translated" : ", every table text translated")
            : ", \(fallbacks) text\(fallbacks == 1 ? "" : "s") taken from another locale (see the warnings)"
        if plan.plainTexts > 0 {
            // A plain string in code is the same in every locale: not "translated".
            let one = plan.plainTexts == 1
            summary += "; \(plan.plainTexts) title\(one ? "" : "s") or subtitle\(one ? "" : "s") made in code \(one ? "is a plain string" : "are plain strings"), "
                + "the same in every locale (unlocalized-shortcut-title)"
        }
        summary += "\n"
        Console.output(summary)
    }
}

enum PlistFormatOption: String, ExpressibleByArgument, CaseIterable {
    case xml, binary

    var format: PlistFormat { self == .xml ? .xml : .binary }
}

enum EncodingOption: String, ExpressibleByArgument, CaseIterable {
    case utf8, utf16

    var textEncoding: TextEncoding { self == .utf8 ? .utf8 : .utf16LEBOM }
}

extension ExportWarning: Located {}
