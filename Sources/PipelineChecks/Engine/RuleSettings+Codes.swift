import PipelineCore
import PipelineFormats
import PipelineProject

/// Codes named in `l10n.yml` or on the command line, checked against the list of checks.
extension RuleSettings {
    /// Codes given by the user that no check has.
    public static func unknownCodes(_ codes: some Sequence<String>) -> [String] {
        let known = Set(Checks.codes)
        return codes.filter { !known.contains($0) }
    }

    /// "unknown check 'missing-translations'; did you mean missing-translation?"
    public static func unknownCodeMessage(_ code: String) -> String {
        unknownCodeMessage(code, among: Checks.codes)
    }
}
