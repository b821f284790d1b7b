import Foundation
import PackagePlugin

/// `swift package l10n-check [check options] [PATH]`: runs `l10n-tool check`
/// in the package's folder (so with no PATH it checks the package) and hands
/// each finding to SwiftPM as a diagnostic of its own, with file and line.
/// With `--format`, the tool's own output is printed as it is instead.
@main
struct L10nCheckCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "l10n-tool")
        let folder = context.package.directoryURL
        let passThrough = arguments.contains { $0 == "--format" || $0.hasPrefix("--format=") || $0 == "--help" || $0 == "-h" }
        let arguments = ["check"] + arguments + (passThrough ? [] : ["--format", "json", "--absolute-paths"])

        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        if !passThrough { process.standardOutput = output }
        try process.run()
        let data = passThrough ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationStatus

        if !passThrough, status != 2 {
            let report = try JSONDecoder().decode(Report.self, from: data)
            for finding in report.diagnostics {
                // SwiftPM prints only the message: the place goes in it too.
                let place = finding.file.map { file in "\(file):\(finding.line.map(String.init) ?? "1"):\(finding.column.map(String.init) ?? "1"): " } ?? ""
                let message = "\(place)\(finding.message) [\(finding.code)]"
                switch finding.severity {
                case "error": Diagnostics.error(message, file: finding.file, line: finding.line)
                case "warning": Diagnostics.warning(message, file: finding.file, line: finding.line)
                default: Diagnostics.remark(message, file: finding.file, line: finding.line)
                }
            }
            let count = { (severity: String) in report.diagnostics.filter { $0.severity == severity }.count }
            print("l10n-tool check: \(count("error")) errors, \(count("warning")) warnings, \(count("note")) notes")
        }
        // Exit codes as the tool's: 1 errors were found, 2 the check could not run.
        if status != 0 {
            throw CheckFailed(status: status)
        }
    }
}

/// The fields of `check --format json` the plugin shows (docs/contracts.md).
private struct Report: Decodable {
    struct Finding: Decodable {
        var code: String
        var severity: String
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
    }
    var diagnostics: [Finding]
}

private struct CheckFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1 ? "l10n-tool check found errors" : "l10n-tool check could not run (exit \(status))"
    }
}
