/// What a check says of itself, for `list-checks`, SARIF's rules and the
/// README's table: its code, severity and one-line summary.
public struct CheckInfo: Sendable, Equatable, Codable {
    public var code: String
    public var severity: Severity
    public var summary: String
    /// True for a check that runs only when asked for (`RuleSettings.runs(_:optIn:)`); absent otherwise.
    public var optIn: Bool?

    private enum CodingKeys: String, CodingKey {
        case code, severity, summary
        case optIn = "opt_in"
    }

    public init(code: String, severity: Severity, summary: String, optIn: Bool = false) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.optIn = optIn ? true : nil
    }
}
