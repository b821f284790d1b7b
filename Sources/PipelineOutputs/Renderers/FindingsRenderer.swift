import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Turns a run's results into the text a person or a CI system reads.
public protocol FindingsRenderer: Sendable {
    func render(_ results: CheckResults) throws -> String
}

/// How a renderer prints: colors for a terminal, and how paths are shown.
public struct RenderSettings: Sendable {
    public var color: Bool
    public var displayPath: @Sendable (String) -> String
    /// `--link-base`: where Markdown links places to.
    public var linkBase: String?

    public init(color: Bool = false, displayPath: @escaping @Sendable (String) -> String = { $0 }, linkBase: String? = nil) {
        self.color = color
        self.displayPath = displayPath
        self.linkBase = linkBase
    }
}

/// The output formats of `check`, each with its renderer: the one registry
/// a new format is added to.
public enum FindingsFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, markdown

    /// For `--help`.
    public var summary: String {
        switch self {
        case .text: return "compiler-style lines and a table per locale"
        case .json: return "findings and counts as JSON"
        case .sarif: return "SARIF 2.1.0 for code scanning"
        case .junit: return "JUnit XML for test dashboards"
        case .github: return "GitHub Actions annotations"
        case .markdown: return "a pull request summary (counts, findings by code, at most 64 KB)"
        }
    }

    public func renderer(_ settings: RenderSettings = RenderSettings()) -> any FindingsRenderer {
        switch self {
        case .text: return TextRenderer(color: settings.color, displayPath: settings.displayPath)
        case .json: return JSONRenderer(displayPath: settings.displayPath)
        case .sarif: return SARIFRenderer()
        case .junit: return JUnitRenderer(displayPath: settings.displayPath)
        case .github: return GitHubRenderer(displayPath: settings.displayPath)
        case .markdown: return MarkdownRenderer(displayPath: settings.displayPath, linkBase: settings.linkBase)
        }
    }
}

extension TextRenderer: FindingsRenderer {
    /// With errors only asked for, the lines alone: nothing to count.
    public func render(_ results: CheckResults) -> String {
        if results.errorsOnly { return results.diagnostics.map { line(for: $0) + "\n" }.joined() }
        guard !results.apps.isEmpty else { return render(results.diagnostics, summary: results.summary) }
        return render(results.diagnostics, apps: results.apps, summary: results.summary)
    }
}

extension JSONRenderer: FindingsRenderer {
    public func render(_ results: CheckResults) throws -> String {
        try render(results.diagnostics, summary: results.summary, apps: results.apps)
    }
}

extension SARIFRenderer: FindingsRenderer {
    public func render(_ results: CheckResults) throws -> String {
        try render(results.diagnostics, checks: results.checks, root: results.project.root)
    }
}

extension JUnitRenderer: FindingsRenderer {
    public func render(_ results: CheckResults) -> String {
        render(results.diagnostics, resolution: results.resolution)
    }
}

extension GitHubRenderer: FindingsRenderer {
    public func render(_ results: CheckResults) -> String {
        render(results.diagnostics)
    }
}

extension MarkdownRenderer: FindingsRenderer {
    public func render(_ results: CheckResults) -> String {
        render(results.diagnostics, summary: results.summary, hiddenByBaseline: results.hiddenByBaseline)
    }
}
