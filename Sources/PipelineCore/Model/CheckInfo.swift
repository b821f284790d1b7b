/// What a check says of itself, for `list-checks`, SARIF's rules and the
/// README's table: its code, severity and one-line summary.
public struct CheckInfo: Sendable, Equatable, Codable {
    public var code: String
    public var severity: Severity
    public var summary: String

    public init(code: String, severity: Severity, summary: String) {
        self.code = code
        self.severity = severity
        self.summary = summary
    }
}
