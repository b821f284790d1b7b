import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// The report as an index and a page per locale, and the "needs work" groups
/// each locale's page opens on.
struct ReportPagesTests {
    static func report() throws -> TranslatorReport {
        try TranslatorReportTests.build().0
    }

    // MARK: What needs work

    @Test func eachStringIsInTheFirstGroupThatApplies() throws {
        let report = try Self.report()
        let de = try TranslatorReportTests.page(report, "de")
        let fr = try TranslatorReportTests.page(report, "fr")
        func attention(_ page: LocaleReport, _ key: String) -> ReportAttention? {
            page.strings.first { $0.key == key }?.attention
        }
        #expect(attention(de, "Book a Table Nearby") == .tooLong)
        #expect(attention(de, "Share") == nil, "translated, nothing to do")
        #expect(attention(de, "Rate") == nil, "an obsolete key is not the translator's work")
        #expect(attention(fr, "Open Now") == .missing)
        #expect(de.attention.tooLong == 1 && de.attention.total == de.strings.filter { $0.attention != nil }.count)
        #expect(fr.attention.missing == fr.completion.missing)

        // The order of the groups decides: missing before everything, then as listed.
        var row = try #require(fr.strings.first { $0.key == "Share" })
        row.findings = [ReportFinding(code: "whitespace-mismatch", severity: .warning, message: "m"),
                        ReportFinding(code: "placeholder-mismatch", severity: .error, message: "m")]
        #expect(ReportAttention.of(row) == .placeholder)
        row.findings = [ReportFinding(code: "needs-review", severity: .note, message: "m"), ReportFinding(code: "stale-translation", severity: .warning, message: "m")]
        #expect(ReportAttention.of(row) == .stale)
        // A note asks for nothing, unless it is one of the groups' own codes.
        row.findings = [ReportFinding(code: "untranslated", severity: .note, message: "m")]
        #expect(ReportAttention.of(row) == nil)
        row.findings = [ReportFinding(code: "whitespace-mismatch", severity: .warning, message: "m")]
        #expect(ReportAttention.of(row) == .finding)
        row.findings = [ReportFinding(code: "needs-review", severity: .note, message: "m")]
        #expect(ReportAttention.of(row) == .review)
        row.status = .unused
        #expect(ReportAttention.of(row) == nil)
    }

    @Test func aLocaleOpensOnWhatNeedsWorkAndFoldsTheRest() throws {
        let report = try Self.report()
        let html = HTMLReportRenderer().render(report)
        #expect(html.contains(#"<details class="group work" id="locale-de-too-long" data-kind="too-long" open><summary>Too long <span class="count">1</span></summary>"#))
        #expect(html.contains(#"<details class="group" id="locale-de-ok" data-kind="ok"><summary>Translated, nothing required"#), "the rest is collapsed")
        #expect(html.contains(#"<details class="group work" id="locale-fr-missing" data-kind="missing" open>"#))
        #expect(html.contains(##"<a href="#locale-fr-work"><strong>"##), "the summary links to the work")
        // A missing string says so in its translation cell, not again as a finding.
        let missingRow = try #require(html.firstMatch(of: /<tr id="fr-Localizable-open-now">[^\n]*/)).0
        #expect(missingRow.contains("<td class=miss>missing") && !missingRow.contains("missing-translation"), "\(missingRow)")
        #expect(html.contains(#"<td lang=ar dir=rtl>"#), "translations carry their language and direction")
        #expect(html.contains(#"<form class="filters" hidden>"#), "the filters appear only when the script runs")
    }

    // MARK: Pages

    @Test func htmlPagesAreAnIndexAndOneSelfContainedPagePerLocale() throws {
        let report = try Self.report()
        let pages = HTMLReportRenderer().pages(report)
        #expect(pages.map(\.name) == ["index.html", "en.html", "ar.html", "de.html", "fr.html"])
        var ids: [String: Set<String>] = [:]
        for page in pages {
            #expect(page.text.hasPrefix("<!DOCTYPE html>") && page.text.contains("Content-Security-Policy"), "\(page.name)")
            #expect(page.text.firstMatch(of: /(?i)(src|href)\s*=\s*["']?\s*(https?:)?\/\//) == nil)
            ids[page.name] = Set(page.text.matches(of: /\sid="([^"]+)"/).map { String($0.1) })
        }
        let byName = Dictionary(uniqueKeysWithValues: pages.map { ($0.name, $0.text) })
        let index = try #require(byName["index.html"])
        #expect(!index.contains("<table class=\"strings\">"), "the index holds no strings")
        #expect(!index.contains("<script>"), "nor a script")
        // Every link resolves: to a page, and to an id in it.
        for page in pages {
            for link in page.text.matches(of: /href="([^"]*)"/).map({ String($0.1) }) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page.name : parts[0]
                #expect(byName[file] != nil, "\(page.name) links to \(link)")
                if parts.count == 2 { #expect(ids[file]?.contains(parts[1]) == true, "\(page.name) links to \(link)") }
            }
        }
        #expect(index.contains(#"<a href="de.html#locale-de-work" title="1 too long">1 string</a>"#), "one click to what needs work")
        let ar = try #require(byName["ar.html"])
        #expect(ar.contains(#"<section class="locale" id="locale-ar" lang="ar" dir="rtl">"#))
        #expect(!ar.contains(#"id="locale-de""#), "a page holds its own locale only")
        #expect(ar.contains("<script>"), "with the filters")
        #expect(index.contains(#"<a class="item cut" role="listitem" href="de.html#de-InfoPlist-book-a-table-nearby""#), "the index's menus link into the pages")
    }

    @Test func jsonAndMarkdownFollowTheSameSplit() throws {
        let report = try Self.report()
        let json = try JSONReportRenderer().pages(report)
        #expect(json.map(\.name) == ["index.json", "en.json", "ar.json", "de.json", "fr.json"])
        let index = try JSONDecoder().decode(ReportIndex.self, from: Data(json[0].text.utf8))
        #expect(index.locales.map(\.page) == ["en.json", "ar.json", "de.json", "fr.json"])
        #expect(index.locales.map(\.completion) == report.locales.map(\.completion))
        #expect(try JSONDecoder().decode(LocaleReport.self, from: Data(json[3].text.utf8)) == report.locales[2])

        let md = MarkdownReportRenderer().pages(report)
        #expect(md.map(\.name) == ["index.md", "en.md", "ar.md", "de.md", "fr.md"])
        #expect(md[0].text.contains("| [de (German)](de.md) |"))
        #expect(md[3].text.hasPrefix("[← All locales](index.md)\n\n## de (German)"))
        #expect(md[3].text.contains("### Needs work: 1 string\n\n#### Too long (1)"))
        // In the single file the table links to the sections' headings.
        #expect(MarkdownReportRenderer().render(report).contains("| [de (German)](#de-german) |"))
    }

    @Test func theShapeFollowsTheSize() throws {
        let report = try Self.report()
        #expect(ReportShape.automatic(for: report) == .single)
        var big = report
        let filler = big.locales[0].strings[0]
        big.locales[0].strings = Array(repeating: filler, count: ReportShape.singleFileRowLimit + 1)
        #expect(ReportShape.automatic(for: big) == .perLocale)
        #expect(ReportShape.pageNames(report, extension: "md")["de"] == "de.md")
    }
}
