import ArgumentParser
import LocalePipeline

struct ListChecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list-checks",
        abstract: "List every diagnostic code with its severity and what it means."
    )

    func run() throws {
        let width = Checks.all.map { $0.code.count }.max() ?? 0
        var out = ""
        for check in Checks.all {
            let code = check.code + String(repeating: " ", count: width - check.code.count)
            let severity = check.severity.rawValue + String(repeating: " ", count: 7 - check.severity.rawValue.count)
            out += "\(code)  \(severity)  \(check.summary)\n"
        }
        Console.output(out)
    }
}
