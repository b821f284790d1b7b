import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The translator report as HTML, in one of two shapes:
///
/// - `render`: one self-contained file, the overview (completion chart, a
///   table of locales, every locale's menu) then one section per locale;
/// - `pages`: `index.html` (the same overview, each locale a link to its page
///   and to what needs work there) and one self-contained page per locale,
///   for apps too large for one file (`ReportShape`).
///
/// Every page is self-contained: inline CSS, inline SVG icons, the one
/// filter script allowed by its hash, nothing loaded from the network.
public struct HTMLReportRenderer: Sendable {
    public init() {}

    /// The single-file report.
    public func render(_ report: TranslatorReport, jobs: Int? = nil) -> String {
        let sections = ConcurrentMap.map(report.locales, jobs: jobs) { HTMLLocaleSection(page: $0, report: report).render() }
        let body = overview(report, link: { "#" + $0.anchor }, workLink: { "#" + HTMLLocaleSection(page: $0, report: report).groupID("work") }, rowPage: { _ in "" })
            + "<main>\n" + sections.joined() + "</main>\n"
        return HTMLPage.document(title: "Translator report", report: report, body: body, withScript: !report.locales.isEmpty)
    }

    /// `index.html` and one page per locale, named by `ReportShape.pageName`.
    public func pages(_ report: TranslatorReport, jobs: Int? = nil) -> [ReportPage] {
        let names = ReportShape.pageNames(report, extension: "html")
        let index = overview(report, link: { names[$0.locale] ?? "" },
                             workLink: { (names[$0.locale] ?? "") + "#" + HTMLLocaleSection(page: $0, report: report).groupID("work") },
                             rowPage: { names[$0.locale] ?? "" })
        var pages = [ReportPage(name: "index.html", text: HTMLPage.document(title: "Translator report", report: report, body: index, withScript: false))]
        pages += ConcurrentMap.map(report.locales, jobs: jobs) { page in
            let title = "\(page.name ?? page.locale) (\(page.locale)) · Translator report"
            let back = #"<nav class="crumbs" lang="en" dir="ltr"><a href="index.html">← All locales</a></nav>"# + "\n"
            let text = HTMLPage.document(title: title, report: report, withScript: true) { out in
                out += back + "<main>\n"
                HTMLLocaleSection(page: page, report: report).render(into: &out)
                out += "</main>\n"
            }
            return ReportPage(name: names[page.locale] ?? "page.html", text: text)
        }
        return pages
    }

    /// The top of the report: what it measured against, the chart, a table of
    /// locales with what needs work, findings for all locales, and the gallery.
    private func overview(_ report: TranslatorReport, link: (LocaleReport) -> String, workLink: (LocaleReport) -> String,
                          rowPage: (LocaleReport) -> String) -> String {
        let layout = report.layout
        var out = #"<header class="top">"# + "\n<h1>Translator report</h1>\n"
        out += #"<p class="meta">"# + HTMLText.escape(
            "\(report.locales.count) locale\(report.locales.count == 1 ? "" : "s"), development locale \(report.baseLocale). "
            + "Quick action titles get " + Self.budgets(report) + "; at most \(layout.maxItems) items are shown. "
            + "Made by \(report.tool.name) \(report.tool.version).") + "</p>\n"
        out += CompletionChart.html(report, link: link) + "\n"
        out += localeTable(report, link: link, workLink: workLink)
        out += "</header>\n"
        if !report.general.isEmpty {
            out += #"<section class="general" id="general"><h3>Findings for all locales</h3>"# + HTMLFindings.list(report.general) + "</section>\n"
        }
        return out + gallery(report, link: link, rowPage: rowPage)
    }

    /// What quick action titles get and what measured them, as the rest of
    /// a sentence that starts "quick action titles get" (HTML and Markdown).
    package static func budgets(_ report: TranslatorReport) -> String {
        let layout = report.layout
        guard let font = report.font else {
            return "\(layout.titleLines) lines of \(layout.titleWidth) columns (\(layout.titleLinesWithSubtitle) with a subtitle), "
                + "subtitles \(layout.subtitleLines) of \(layout.subtitleWidth)"
        }
        let title = LayoutNumber.text(layout.titlePointSize), subtitle = LayoutNumber.text(layout.subtitlePointSize)
        return "\(layout.titleLines) lines of \(LayoutNumber.text(layout.titlePoints)) pt (\(layout.titleLinesWithSubtitle) with a subtitle), "
            + "subtitles \(layout.subtitleLines) of \(LayoutNumber.text(layout.subtitlePoints)) pt, measured with the font engine in "
            + "\(font.family) \(title) pt (titles) and \(subtitle) pt (subtitles) at text size \(layout.textSize.rawValue), from "
            + fontFiles(report, primary: font)
    }

    /// The primary font file, version and digest, then the fallbacks that drew text.
    private static func fontFiles(_ report: TranslatorReport, primary: FontFile) -> String {
        let fallbacks = (report.fonts ?? []).filter { $0.role == .fallback }
        let first = (report.fonts?.first { $0.role == .primary })?.details ?? primary.path
        return first + (fallbacks.isEmpty ? "" : "; fallbacks " + fallbacks.map(\.described).joined(separator: ", "))
    }

    /// Every locale's completion and, one click away, what needs work there.
    private func localeTable(_ report: TranslatorReport, link: (LocaleReport) -> String, workLink: (LocaleReport) -> String) -> String {
        var out = #"<table class="locales"><thead><tr><th>Locale</th><th>Translated</th><th>Missing</th><th>Too long</th><th>Needs work</th></tr></thead><tbody>"# + "\n"
        for page in report.locales {
            let completion = page.completion
            out += "<tr><td><a\(HTMLText.attribute("href", link(page)))><code>\(HTMLText.escape(page.locale))</code>"
            out += page.name.map { " " + HTMLText.escape($0) } ?? ""
            out += "</a>"
            out += #"<td class="n">\#(completion.percent)%<span class="of"> (\#(Count.text(completion.translated)) of \#(Count.text(completion.total)))</span>"#
            out += #"<td class="n\#(completion.missing > 0 ? " bad" : "")">\#(Count.text(completion.missing))"#
            out += #"<td class="n\#(completion.tooLong > 0 ? " bad" : "")">\#(Count.text(completion.tooLong))"#
            let work = page.attention.total
            if work == 0 {
                out += #"<td class="done">nothing"#
            } else {
                let kinds = ReportAttention.allCases.filter { page.attention[$0] > 0 }
                    .map { "\(Count.text(page.attention[$0])) \($0.title.lowercased())" }.joined(separator: ", ")
                out += "<td><a\(HTMLText.attribute("href", workLink(page)))\(HTMLText.attribute("title", kinds))>\(Count.text(work)) string\(work == 1 ? "" : "s")</a>"
            }
            out += "\n"
        }
        return out + "</tbody></table>\n"
    }

    /// Every locale's menu side by side: how the quick actions look across
    /// languages, before the details of each.
    private func gallery(_ report: TranslatorReport, link: (LocaleReport) -> String, rowPage: (LocaleReport) -> String) -> String {
        // The app's path only helps when there is more than one menu per locale.
        let manyApps = report.locales.contains { $0.menus.count > 1 }
        let figures = report.locales.flatMap { page in
            page.menus.map { menu -> String in
                var label = "<a\(HTMLText.attribute("href", link(page)))><code>\(HTMLText.escape(page.locale))</code>"
                label += page.name.map { " " + HTMLText.escape($0) } ?? ""
                label += "</a>"
                if page.completion.tooLong > 0 { label += ##" <span class="warn">\##(page.completion.tooLong) too long</span>"## }
                return MenuDrawing.html(manyApps ? menu : ReportMenu(app: nil, items: menu.items, hiddenItems: menu.hiddenItems, ignoredItems: menu.ignoredItems),
                                        page: page, label: label, rowPage: rowPage(page))
            }
        }
        guard !figures.isEmpty else { return "" }
        return ##"<section class="gallery" aria-labelledby="gallery-title"><h2 id="gallery-title">Quick actions in every locale</h2><div class="cards">"##
            + figures.joined() + "</div></section>\n"
    }
}
