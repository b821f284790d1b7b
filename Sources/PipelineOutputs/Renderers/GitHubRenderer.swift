import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// GitHub Actions workflow commands: each finding becomes an annotation on
/// the pull request's diff (`::error file=...,line=...,col=...,title=code::message`).
public struct GitHubRenderer: Sendable {
    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties: [String] = []
            if let file = diagnostic.file { properties.append("file=\(Self.escapeProperty(displayPath(file)))") }
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            properties.append("title=\(Self.escapeProperty(diagnostic.code))")
            return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(diagnostic.message))\n"
        }.joined()
    }

    /// The escapes the Actions runner undoes in a message, after control
    /// characters from the input are written visibly (`TerminalText`): the
    /// runner prints the message into the log, where an ESC would act.
    package static func escapeData(_ text: String) -> String {
        TerminalText.escape(text).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Property values also escape the separators `:` and `,`.
    package static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
