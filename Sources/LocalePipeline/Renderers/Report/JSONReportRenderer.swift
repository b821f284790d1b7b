/// The translator report as JSON for other tools: the whole `TranslatorReport`
/// (everything the HTML shows, menus included), pretty-printed with sorted
/// keys and a final newline, so the same project gives the same bytes.
public struct JSONReportRenderer: Sendable {
    public init() {}

    public func render(_ report: TranslatorReport) throws -> String {
        try JSONRenderer.encode(report)
    }
}
