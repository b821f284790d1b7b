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
        /// A run over several apps: each app's summary and findings (absent for one app).
        package var apps: [AppSummary]?
    }

    public var displayPath: @Sendable (String) -> String

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary, apps: [AppSummary] = []) throws -> String {
        let shown = { (diagnostics: [Diagnostic]) in
            diagnostics.map { diagnostic -> Diagnostic in
                var copy = diagnostic
                copy.file = diagnostic.file.map(displayPath)
                return copy
            }
        }
        // The wrappers' files as the findings' are shown.
        let shownWrappers = { (summary: RunSummary) -> RunSummary in
            var copy = summary
            copy.wrappers = summary.wrappers?.map { wrapper in
                var shown = wrapper
                shown.file = displayPath(wrapper.file)
                return shown
            }
            return copy
        }
        let perApp = apps.map { app -> AppSummary in
            var copy = app
            copy.summary = shownWrappers(app.summary)
            copy.diagnostics = shown(app.diagnostics)
            return copy
        }
        let summary = shownWrappers(summary)
        return try StableJSON.encode(Report(summary: summary, diagnostics: shown(diagnostics), apps: perApp.isEmpty ? nil : perApp))
    }
}
