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
        // The findings are written directly, the rest by the encoder (an
        // empty list too, so its formatting stays the encoder's).
        guard !shown.isEmpty else { return try Self.encode(Report(summary: summary, diagnostics: shown)) }
        return "{\n  \"diagnostics\" : [\n" + DiagnosticJSON.items(shown) + "\n  ],\n  \"summary\" : "
            + Self.nested(try Self.encode(summary)) + ",\n  \"tool\" : " + Self.nested(try Self.encode(Tool())) + "\n}\n"
    }

    /// An encoded top-level value as a member of the top-level object: every
    /// line after the first one level deeper, without the final newline.
    private static func nested(_ json: String) -> String {
        json.dropLast().split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { $0.offset == 0 ? String($0.element) : "  " + $0.element }.joined(separator: "\n")
    }

    /// Pretty, key-sorted JSON with a final newline: stable for diffs and tests.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
