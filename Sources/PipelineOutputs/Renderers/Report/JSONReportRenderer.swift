import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The translator report as JSON for other tools: the whole `TranslatorReport`
/// (everything the HTML shows, menus included), pretty-printed with sorted
/// keys and a final newline, so the same project gives the same bytes.
public struct JSONReportRenderer: Sendable {
    public init() {}

    public func render(_ report: TranslatorReport) throws -> String {
        try StableJSON.encode(report)
    }

    /// `index.json` (a `ReportIndex`) and one `LocaleReport` per locale, named as the HTML pages are.
    public func pages(_ report: TranslatorReport, jobs: Int? = nil) throws -> [ReportPage] {
        let names = ReportShape.pageNames(report, extension: "json")
        let index = ReportPage(name: "index.json", text: try StableJSON.encode(ReportIndex(report, pageNames: names)))
        let encoded = ConcurrentMap.map(report.locales, jobs: jobs) { page in
            Result { ReportPage(name: names[page.locale] ?? "page.json", text: try StableJSON.encode(page)) }
        }
        return [index] + (try encoded.map { try $0.get() })
    }
}
