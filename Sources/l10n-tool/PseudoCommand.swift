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

struct PseudoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-locale made from the development tables, to test layouts before translations exist.",
        discussion: """
        Every development table is written to DIR/<pseudo-locale>.lproj with each string \
        disguised; keys, comments, placeholders (%@, %1$@, %lld, %%), plural variables \
        (%#@count@), escapes and plural structure are kept. Quick action titles and subtitles \
        missing from the development InfoPlist.strings are included (from Info.plist), and so \
        are keys used in code (with their default value).

          accented  en-XA  letters become accented look-alikes: Search -> Šéáŕçĥ
          expanded  en-XE  text grows as translations do: +200% up to 10 characters, +80% \
        for 11-20, +60% for 21-30, +40% for 31-50, +31% for 51-70, +30% beyond (filler words)
          bounded   en-XM  [ and ] around each string
          rtl       ar-XB  text between U+202E and U+202C (right-to-left override), after U+200F

        The language is the development locale's (de-XA for a German base). To see which \
        titles the Home Screen will cut off, without writing anything: \
        l10n-tool check --pseudo expanded

        Example: l10n-tool pseudo MyApp --style accented --output MyApp/Resources
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "accented, expanded, bounded or rtl.")
    var style: PseudoStyle

    @Option(name: .shortAndLong, help: "The folder to write <pseudo-locale>.lproj into (created when missing).")
    var output: String

    @Option(help: ".strings files as utf8, or utf16 (little-endian with a byte order mark).")
    var encoding: EncodingOption = .utf8

    @OptionGroup var code: CodeOptions

    func run() async throws {
        let progress = ProgressLine.forTerminal()
        defer { progress?.finish() }
        let (files, locale) = try await Pipeline.pseudo(project.app, style: style, to: output, encoding: encoding.textEncoding,
                                                        load: code.loadOptions(progress: progress?.handler), events: Console.events)
        progress?.finish()
        let strings = files.filter { $0.components.last?.hasSuffix(".strings") == true }.count
        let plurals = files.count - strings
        Console.output("wrote \(locale) (\(style.rawValue)) to \(Console.shownPath(URL(fileURLWithPath: output).standardizedFileURL.path)): "
                       + "\(strings) table\(strings == 1 ? "" : "s"), \(plurals) plural table\(plurals == 1 ? "" : "s")\n")
    }
}

extension PseudoStyle: ExpressibleByArgument {}
