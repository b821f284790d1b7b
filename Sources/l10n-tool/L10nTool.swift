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

@main
struct L10nTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n-tool",
        abstract: "Checks the localization of iOS Home Screen quick actions and the strings around them.",
        discussion: """
        Exit codes: 0 no error-severity findings; 1 findings at error severity; \
        2 the run could not be done (bad option, unreadable or malformed input).
        """,
        version: ToolInfo.version,
        subcommands: [CheckCommand.self, ExtractCommand.self, MeasureCommand.self, ListChecksCommand.self, ReportCommand.self,
                      ExportCommand.self, PseudoCommand.self, XLIFFCommand.self, UpdateCommand.self, MigrateCommand.self, ProjectCommand.self],
        defaultSubcommand: CheckCommand.self
    )

    /// Like ArgumentParser's main, but a usage or input error exits 2, as the
    /// tool's contract says (ArgumentParser alone would use 64).
    static func main() async {
        Console.ignoreBrokenPipe()
        if let (word, command) = misspelledCommand(Array(CommandLine.arguments.dropFirst())) {
            Console.error("error: unknown command '\(Console.shown(word))'; did you mean '\(command)'? (run `l10n-tool --help` for the commands)")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch var error as InputError {
            if let file = error.location?.file { error.location?.file = Console.displayPath(file) }
            Console.error(error.description)
            Foundation.exit(2)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Console.output(fullMessage(for: error) + "\n")
                Foundation.exit(0)
            }
            Console.error(fullMessage(for: error))
            Foundation.exit(2)
        }
    }

    /// `check` is the default command, so `l10n-tool chek` would be read as
    /// the folder to check and fail with "no such file or folder". A first
    /// word close to a command's name that names no file is taken for the command.
    static func misspelledCommand(_ arguments: [String]) -> (word: String, command: String)? {
        guard let word = arguments.first, !word.hasPrefix("-"), !word.contains("/") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word), !FileManager.default.fileExists(atPath: word),
              let near = EditDistance.nearest(to: word, among: names) else { return nil }
        return (word, near)
    }
}
