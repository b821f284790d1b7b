import Foundation

/// `{"tool": {...}, "summary": {...}, "diagnostics": [...]}`: the stable
/// machine-readable form of a check run.
public struct JSONRenderer: Sendable {
    struct Tool: Codable {
        var name = ToolInfo.name
        var version = ToolInfo.version
    }

    struct Report: Codable {
        var tool = Tool()
        var summary: RunSummary
        var diagnostics: [Diagnostic]
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
        return try Self.encode(Report(summary: summary, diagnostics: shown))
    }

    /// Pretty, key-sorted JSON with a final newline: stable for diffs and tests.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
