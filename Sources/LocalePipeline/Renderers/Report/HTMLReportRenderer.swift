/// The translator report as one self-contained HTML file: inline CSS and SVG,
/// no scripts, fonts, images or anything else from the network (a Content
/// Security Policy says so to the browser too). A completion chart and a table
/// of contents at the top, then one section per locale with its menu drawing,
/// its findings (each linking to its string) and a row per string.
public struct HTMLReportRenderer: Sendable {
    public init() {}

    public func render(_ report: TranslatorReport) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <meta name="generator" content="\(HTMLText.escape("\(report.tool.name) \(report.tool.version)"))">
        <title>Translator report</title>
        <style>
        \(HTMLReportStyle.css)
        </style>
        </head>
        <body>

        """
        out += header(report)
        out += general(report.general)
        out += "<main>\n"
        for page in report.locales { out += section(page, report: report) }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    private func header(_ report: TranslatorReport) -> String {
        let layout = report.layout
        var out = #"<header class="top">"# + "\n<h1>Translator report</h1>\n"
        out += #"<p class="meta">"# + HTMLText.escape(
            "\(report.locales.count) locale\(report.locales.count == 1 ? "" : "s"), development locale \(report.baseLocale). "
            + "Quick action titles get \(layout.titleLines) lines of \(layout.titleWidth) columns (\(layout.titleLinesWithSubtitle) with a subtitle), "
            + "subtitles \(layout.subtitleLines) of \(layout.subtitleWidth); at most \(layout.maxItems) items are shown. "
            + "Made by \(report.tool.name) \(report.tool.version).") + "</p>\n"
        out += CompletionChart.svg(report) + "\n"
        out += #"<nav class="toc" aria-label="Locales"><ol>"#
        for page in report.locales {
            let name = page.name.map { " " + HTMLText.escape($0) } ?? ""
            out += ##"<li><a href="#\##(HTMLText.escape(page.anchor))"><code>\##(HTMLText.escape(page.locale))</code>\##(name)</a> — \##(page.completion.percent)%"##
            if page.completion.tooLong > 0 { out += ", \(page.completion.tooLong) too long" }
            out += "</li>"
        }
        return out + "</ol></nav>\n</header>\n" + gallery(report)
    }

    /// Every locale's menu side by side: how the quick actions look across
    /// languages, before the details of each.
    private func gallery(_ report: TranslatorReport) -> String {
        // The app's path only helps when there is more than one menu per locale.
        let manyApps = report.locales.contains { $0.menus.count > 1 }
        let figures = report.locales.flatMap { page in
            page.menus.map { menu -> String in
                var label = ##"<a href="#\##(HTMLText.escape(page.anchor))"><code>\##(HTMLText.escape(page.locale))</code>"##
                label += page.name.map { " " + HTMLText.escape($0) } ?? ""
                label += "</a>"
                if page.completion.tooLong > 0 { label += ##" <span class="warn">\##(page.completion.tooLong) too long</span>"## }
                return MenuDrawing.html(manyApps ? menu : ReportMenu(app: nil, items: menu.items, hiddenItems: menu.hiddenItems, ignoredItems: menu.ignoredItems),
                                        page: page, label: label)
            }
        }
        guard !figures.isEmpty else { return "" }
        return ##"<section class="gallery" aria-labelledby="gallery-title"><h2 id="gallery-title">Quick actions in every locale</h2><div class="cards">"##
            + figures.joined() + "</div></section>\n"
    }

    private func general(_ findings: [ReportFinding]) -> String {
        guard !findings.isEmpty else { return "" }
        return #"<section class="general" id="general"><h3>Findings for all locales</h3>"# + findingList(findings) + "</section>\n"
    }

    private func section(_ page: LocaleReport, report: TranslatorReport) -> String {
        let completion = page.completion
        var out = #"<section class="locale"\#(HTMLText.attribute("id", page.anchor))\#(HTMLText.attribute("lang", page.languageTag))\#(HTMLText.attribute("dir", page.direction.rawValue))>"# + "\n"
        // The report's own words stay English and left to right inside every section.
        out += #"<div class="sheet" lang="en" dir="ltr">"# + "\n"
        out += #"<div class="locale-head"><h2>\#(HTMLText.escape(page.name ?? page.locale)) <code>\#(HTMLText.escape(page.locale))</code></h2>"#
        if page.isBase { out += #"<span class="badge">development locale</span>"# }
        if page.direction == .rightToLeft { out += #"<span class="badge">right to left</span>"# }
        out += "</div>\n"

        out += #"<div class="overview">"#
        for menu in page.menus { out += MenuDrawing.html(menu, page: page) }
        out += #"<div class="side"><dl class="completion">"#
        out += stat("Translated", "\(completion.translated) of \(completion.total)")
        out += stat("Missing", "\(completion.missing)", bad: completion.missing > 0)
        out += stat("Too long", "\(completion.tooLong)", bad: completion.tooLong > 0)
        out += stat("Complete", "\(completion.percent)%")
        out += "</dl>"
        out += #"<div class="progress" role="img"\#(HTMLText.attribute("aria-label", "\(completion.percent)% translated"))><span style="width: \#(completion.percent)%"></span></div>"#
        out += "<h3>Findings</h3>"
        out += page.findings.isEmpty ? #"<p class="none-found">None.</p>"# : findingList(page.findings)
        out += "</div></div>\n"
        out += table(page, report: report)
        return out + "</div>\n</section>\n"
    }

    private func stat(_ name: String, _ value: String, bad: Bool = false) -> String {
        #"<div\#(bad ? #" class="bad""# : "")><dt>\#(name)</dt><dd>\#(HTMLText.escape(value))</dd></div>"#
    }

    private func findingList(_ findings: [ReportFinding]) -> String {
        var out = #"<ul class="findings">"#
        for finding in findings {
            out += #"<li class="\#(finding.severity.rawValue)"><span class="sev">\#(finding.severity.rawValue)</span><code>\#(HTMLText.escape(finding.code))</code> "#
            let message = HTMLText.escape(finding.message)
            out += finding.row.map { ##"<a href="#\##(HTMLText.escape($0))">\##(message)</a>"## } ?? message
            if let file = finding.file {
                let place = file + (finding.line.map { ":\($0)" } ?? "") + (finding.column.map { ":\($0)" } ?? "")
                out += #" <span class="where">\#(HTMLText.escape(place))</span>"#
            }
            out += "</li>"
        }
        return out + "</ul>"
    }

    private func table(_ page: LocaleReport, report: TranslatorReport) -> String {
        guard !page.strings.isEmpty else { return "" }
        let baseDirection = WritingDirection(locale: report.baseLocale).rawValue
        let baseLang = HTMLText.attribute("lang", TranslatorReport.languageTag(report.baseLocale)) + HTMLText.attribute("dir", baseDirection)
        let ownLang = HTMLText.attribute("lang", page.languageTag) + HTMLText.attribute("dir", page.direction.rawValue)
        var out = #"<h3>Strings</h3><table class="strings"><thead><tr><th>Key</th><th>Table</th><th>Development text</th><th>Translation</th><th>Comment</th><th>Width</th><th>Lines</th><th>Findings</th></tr></thead><tbody>"# + "\n"
        for row in page.strings {
            out += #"<tr\#(HTMLText.attribute("id", row.anchor)) class="\#(row.status.rawValue)">"#
            out += #"<td class="key"><code dir="auto">\#(HTMLText.escape(row.key))</code>\#(kindLabel(row))</td>"#
            out += #"<td class="table">\#(HTMLText.escape(row.table))</td>"#
            out += "<td\(baseLang)>\(HTMLText.escape(row.base ?? ""))</td>"
            switch row.status {
            case .missing: out += #"<td class="tr"><span class="status missing">missing</span></td>"#
            case .obsolete: out += #"<td class="tr"\#(ownLang)>\#(HTMLText.escape(row.translation ?? ""))<br><span class="status" lang="en" dir="ltr">obsolete</span></td>"#
            case .translated: out += #"<td class="tr"\#(ownLang)>\#(HTMLText.escape(row.translation ?? ""))</td>"#
            case .unused: out += #"<td class="tr"\#(ownLang)>\#(HTMLText.escape(row.translation ?? ""))<br><span class="status" lang="en" dir="ltr">unused</span></td>"#
            }
            out += #"<td class="comment">\#(HTMLText.escape(row.comment ?? ""))</td>"#
            out += widthCell(row)
            out += "<td\(ownLang)>\(linesList(row.layout))</td>"
            out += "<td>" + row.findings.map { #"<code class="\#($0.severity.rawValue)"\#(HTMLText.attribute("title", $0.message))>\#(HTMLText.escape($0.code))</code>"# }.joined(separator: "<br>") + "</td>"
            out += "</tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private func kindLabel(_ row: ReportString) -> String {
        switch row.kind {
        case .quickActionTitle: return #"<br><span class="status">quick action title</span>"#
        case .quickActionSubtitle: return #"<br><span class="status">quick action subtitle</span>"#
        case .plural: return #"<br><span class="status">plural</span>"#
        case .string: return ""
        }
    }

    /// `35 / 22×1`: the width against the box, for quick action texts; else the width.
    private func widthCell(_ row: ReportString) -> String {
        guard let width = row.width else { return #"<td class="num"></td>"# }
        guard let layout = row.layout else { return #"<td class="num">\#(width)</td>"# }
        let title = "\(width) columns; the box is \(layout.maxLines) line\(layout.maxLines == 1 ? "" : "s") of \(layout.lineWidth)"
        return #"<td class="num\#(layout.fits ? "" : " over")"\#(HTMLText.attribute("title", title))>\#(width) / \#(layout.lineWidth)×\#(layout.maxLines)</td>"#
    }

    /// The full layout; lines past the box are marked.
    private func linesList(_ layout: ReportLayout?) -> String {
        guard let layout else { return "" }
        return "<ol class=\"lines\">" + layout.lines.enumerated().map { index, line in
            #"<li\#(index < layout.maxLines ? "" : #" class="over""#)>\#(HTMLText.escape(line))</li>"#
        }.joined() + "</ol>"
    }
}
