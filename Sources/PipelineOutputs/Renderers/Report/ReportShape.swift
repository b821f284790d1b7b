import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// One file of a report written as pages: its name in the output folder and its text.
public struct ReportPage: Sendable, Equatable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The pages as files for `OutputFolder`, encoded in parallel (a report
    /// of 40 pages is 30 MB of text).
    public static func files(_ pages: [ReportPage]) -> [ExportedFile] {
        ConcurrentMap.map(pages) { ExportedFile(components: [$0.name], data: Data($0.text.utf8)) }
    }
}

/// One file for the whole report, or an index and a page per locale.
///
/// A translator who owns one locale should not scroll past forty others: past
/// `singleFileRowLimit` strings (all shown locales together, about 1.5 MB of
/// HTML) the report is split by default. Measured on the benchmark's R app
/// (40 locales × 5,000 keys), one file was 90 MB and took Chromium tens of
/// seconds; a page per locale is under a megabyte.
public enum ReportShape: String, Sendable, CaseIterable {
    case single
    case perLocale = "per-locale"

    public static let singleFileRowLimit = 5_000

    /// The shape for a report when none is asked for.
    public static func automatic(for report: TranslatorReport) -> ReportShape {
        rowCount(report) > singleFileRowLimit ? .perLocale : .single
    }

    public static func rowCount(_ report: TranslatorReport) -> Int {
        report.locales.reduce(0) { $0 + $1.strings.count }
    }

    /// Each locale's page name: `de.html`, `pt_BR.html`; made of the
    /// locale's section id, which is a safe file name and unique in the report.
    public static func pageNames(_ report: TranslatorReport, extension ext: String) -> [String: String] {
        var names: [String: String] = [:]
        for page in report.locales {
            let stem = page.anchor.hasPrefix("locale-") ? String(page.anchor.dropFirst("locale-".count)) : page.anchor
            names[page.locale] = (stem == "index" ? "locale-index" : stem) + "." + ext
        }
        return names
    }
}

/// What `index.json` of a report written as pages holds: everything but the
/// locales' strings, menus and findings, which are in each locale's file.
public struct ReportIndex: Sendable, Equatable, Codable {
    public struct Locale: Sendable, Equatable, Codable {
        public var locale: String
        public var languageTag: String
        public var name: String?
        public var isBase: Bool
        public var direction: WritingDirection
        public var completion: Completion
        public var attention: AttentionCounts
        /// The locale's file, beside the index.
        public var page: String
    }

    public var tool: TranslatorReport.ToolStamp
    public var baseLocale: String
    public var layout: LayoutRules
    public var locales: [Locale]
    public var general: [ReportFinding]

    public init(_ report: TranslatorReport, pageNames: [String: String]) {
        tool = report.tool
        baseLocale = report.baseLocale
        layout = report.layout
        general = report.general
        locales = report.locales.map { page in
            Locale(locale: page.locale, languageTag: page.languageTag, name: page.name, isBase: page.isBase, direction: page.direction,
                   completion: page.completion, attention: page.attention, page: pageNames[page.locale] ?? "")
        }
    }
}
