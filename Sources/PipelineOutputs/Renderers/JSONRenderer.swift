import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// `{"tool": {...}, "summary": {...}, "diagnostics": [...]}`: the stable
/// machine-readable form of a check run.
public struct JSONRenderer: Sendable {
    package struct Tool: Codable {
        package var name = ToolInfo.name
        package var version = ToolInfo.version
    }

    package struct Report: Codable {
        package var tool = Tool()
        package var summary: RunSummary
        package var diagnostics: [Diagnostic]
    }

    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) throws -> String {
        let shown = diagnostics.map { diagnostic -> Diagnostic in
            var copy = diagnostic
            copy.file = diagnostic.file.map(displayPath)
            return copy
        }
        // The wrappers' files as the findings' are shown.
        var summary = summary
        summary.wrappers = summary.wrappers?.map { wrapper in
            var shown = wrapper
            shown.file = displayPath(wrapper.file)
            return shown
        }
        return try StableJSON.encode(Report(summary: summary, diagnostics: shown))
    }
}
