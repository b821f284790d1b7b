import ArgumentParser
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

struct ListChecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list-checks",
        abstract: "List every diagnostic code with its severity and what it means.",
        discussion: "--format markdown prints the table the README carries."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: Console.output(CheckTable.text(Checks.info))
        case .json: Console.output(try CheckTable.json(Checks.info))
        case .markdown: Console.output(CheckTable.markdown(Checks.info))
        }
    }
}
