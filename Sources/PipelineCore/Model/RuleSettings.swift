/// Which checks run and how severe their findings are: `rules:` of
/// `l10n.yml` (per code `off`, `note`, `warning` or `error`), then
/// `--only` and `--disable` (SwiftLint's `only_rules` and `disabled_rules`).
public struct RuleSettings: Sendable, Equatable {
    /// What `rules:` sets for a code.
    public enum Level: String, Sendable, Equatable, CaseIterable {
        case off, note, warning, error

        package var severity: Severity? { Severity(rawValue: rawValue) }
    }

    /// Code to its level.
    public var severities: [String: Level] = [:]
    /// When set, only these codes run.
    public var only: Set<String>?
    public var disabled: Set<String> = []

    public init(severities: [String: Level] = [:], only: Set<String>? = nil, disabled: Set<String> = []) {
        self.severities = severities
        self.only = only
        self.disabled = disabled
    }

    /// Whether the check of `code` runs at all. An opt-in check (SwiftLint's
    /// `opt_in_rules`) runs only when asked for: `--only` names it, or
    /// `rules:` gives it a level other than `off`.
    public func runs(_ code: String, optIn: Bool = false) -> Bool {
        if let only, !only.contains(code) { return false }
        if disabled.contains(code) { return false }
        if severities[code] == .off { return false }
        if optIn { return only?.contains(code) == true || severities[code] != nil }
        return true
    }

    /// Findings with the severities set for their codes.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !severities.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard let severity = severities[diagnostic.code]?.severity else { return diagnostic }
            var copy = diagnostic
            copy.severity = severity
            return copy
        }
    }
}

extension RuleSettings {
    /// "unknown check 'missing-translations'; did you mean missing-translation?"
    public static func unknownCodeMessage(_ code: String, among known: [String]) -> String {
        let near = known.min { EditDistance.between(code, $0) < EditDistance.between(code, $1) }
        let hint = near.map { EditDistance.between(code, $0) <= 3 ? "; did you mean \($0)?" : "" } ?? ""
        return "unknown check '\(code)'\(hint) (run `l10n-tool list-checks` for the codes)"
    }
}
