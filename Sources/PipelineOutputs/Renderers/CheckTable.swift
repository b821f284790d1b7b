import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The list of checks as `list-checks` prints it: aligned text, JSON, or the
/// Markdown table the README carries (a test holds the README to it).
public enum CheckTable {
    public static func text(_ checks: [CheckInfo]) -> String {
        let width = checks.map(\.code.count).max() ?? 0
        let severityWidth = checks.map(\.severity.rawValue.count).max() ?? 0
        return checks.map { check in
            let code = check.code.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = check.severity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
            return "\(code)  \(severity)  \(check.optIn == true ? "(opt-in) " : "")\(check.summary)\n"
        }.joined()
    }

    public static func markdown(_ checks: [CheckInfo]) -> String {
        var out = "| code | severity | when |\n|---|---|---|\n"
        for check in checks {
            let optIn = check.optIn == true ? "(opt-in: runs when `rules:` gives it a level or `--only` names it) " : ""
            out += "| `\(check.code)` | \(check.severity.rawValue) | \(optIn)\(check.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return out
    }

    public static func json(_ checks: [CheckInfo]) throws -> String {
        try StableJSON.encode(checks)
    }
}
