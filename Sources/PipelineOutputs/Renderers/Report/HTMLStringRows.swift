import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The row of one string in a locale's table: key (with its kind), development
/// text, translation, the developer's comment, width against its box and the
/// lines as laid out (quick action texts), and the findings with their messages. The first three
/// cells are what the filter's text search reads.
///
/// Written compactly, since a page has thousands: `</td>` and `</tr>` are
/// implied by the parser (HTML's optional end tags); `lang` and `dir` are on
/// the cells whose language differs from the sheet's English; an `id` only
/// where something may link to the row (a string that needs work, a quick
/// action text, a string with findings).
package struct HTMLStringRows {
    private let translationLang: String
    private let baseLang: String

    /// The opening tags of the development text and translation cells, made once (a page has thousands).
    private let baseCell: String
    private let translationCell: String

    package init(page: LocaleReport, report: TranslatorReport) {
        translationLang = Self.langDir(page.languageTag, rtl: page.direction == .rightToLeft)
        baseLang = Self.langDir(TranslatorReport.languageTag(report.baseLocale), rtl: WritingDirection(locale: report.baseLocale) == .rightToLeft)
        baseCell = "<td\(baseLang)>"
        translationCell = "<td\(translationLang)>"
    }

    /// ` lang=th`, ` lang=ar dir=rtl`, or nothing for the sheet's own English.
    private static func langDir(_ tag: String, rtl: Bool) -> String {
        var out = ""
        if tag != "en" {
            // Unquoted where HTML allows it: the attribute is on thousands of cells.
            let plain = !tag.isEmpty && tag.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D }
            out += plain ? " lang=\(tag)" : HTMLText.attribute("lang", tag)
        }
        return out + (rtl ? " dir=rtl" : "")
    }

    /// Cells by position (styled by `nth-child`): key, development text,
    /// translation, comment, width, lines, findings; trailing empty ones left out.
    ///
    /// The row at `index`, its fields read in place from the page's buffer:
    /// a row passed by value was copied, all its strings retained and released.
    package func append(_ rows: UnsafeBufferPointer<ReportString>, _ index: Int, to out: inout String) {
        // A missing string's translation cell says so; its missing-translation finding would only repeat it.
        let findings = rows[index].status == .missing ? rows[index].findings.filter { $0.code != "missing-translation" } : rows[index].findings
        let linkable = rows[index].attention != nil || !rows[index].findings.isEmpty || rows[index].layout != nil
        out += linkable ? "<tr\(HTMLText.attribute("id", rows[index].anchor))><td>" : "<tr><td>"
        out += HTMLText.escape(rows[index].key)
        out += kindLabel(rows[index].kind)
        if rows[index].base == rows[index].key {
            // Keys written as their English text: said once (the style sheet labels the cell).
            out += "<td class=same>"
        } else {
            out += baseCell
            out += HTMLText.escape(rows[index].base ?? "")
        }
        switch rows[index].status {
        case .missing:
            out += "<td class=miss>missing"
        case .translated:
            out += translationCell
            out += HTMLText.escape(rows[index].translation ?? "")
        case .obsolete, .unused:
            out += translationCell
            out += HTMLText.escape(rows[index].translation ?? "")
            out += #"<br><span class="status" lang="en" dir="ltr">\#(rows[index].status.rawValue)</span>"#
        }
        // Trailing cells are written only when something follows: most rows end at the comment.
        let hasFindings = !findings.isEmpty
        let hasMore = rows[index].layout != nil || hasFindings
        if let comment = rows[index].comment, !comment.isEmpty {
            out += "<td>"
            out += HTMLText.escape(comment)
        } else if hasMore {
            out += "<td>"
        }
        guard hasMore else {
            out += "\n"
            return
        }
        // A width means something against a box: quick action texts only.
        out += widthCell(width: rows[index].width, layout: rows[index].layout)
        if let layout = rows[index].layout {
            out += "<td\(translationLang)>" + linesList(layout)
        } else {
            out += "<td>"
        }
        if hasFindings {
            out += "<td>"
            out += findings.map { finding in
                #"<span class="f \#(finding.severity.rawValue)"><code>\#(HTMLText.escape(finding.code))</code> \#(HTMLText.escape(finding.message))</span>"#
            }.joined(separator: "<br>")
        }
        out += "\n"
    }

    private func kindLabel(_ kind: ReportString.Kind) -> String {
        switch kind {
        case .quickActionTitle: return #"<br><span class="status">quick action title</span>"#
        case .quickActionSubtitle: return #"<br><span class="status">quick action subtitle</span>"#
        case .plural: return #"<br><span class="status">plural</span>"#
        case .string: return ""
        }
    }

    /// `35 / 22×1`: the width against the box, for quick action texts.
    private func widthCell(width: Int?, layout: ReportLayout?) -> String {
        guard let width, let layout else { return "<td>" }
        let measured = layout.points == nil ? "\(width) columns" : "\(layout.widthText(columns: width)) in \(layout.measuredWith)"
        let title = "\(measured); the box is \(layout.maxLines) line\(layout.maxLines == 1 ? "" : "s") of \(layout.lineWidthText)"
        return #"<td\#(layout.fits ? "" : #" class="over""#)\#(HTMLText.attribute("title", title))>\#(layout.widthText(columns: width)) / \#(layout.lineWidthText)×\#(layout.maxLines)"#
    }

    /// The full layout; lines past the box are marked.
    private func linesList(_ layout: ReportLayout) -> String {
        "<ol class=\"lines\">" + layout.lines.enumerated().map { index, line in
            #"<li\#(index < layout.maxLines ? "" : #" class="over""#)>\#(HTMLText.escape(line))</li>"#
        }.joined() + "</ol>"
    }
}

/// A list of findings, each linked to its string's row when it has one.
package enum HTMLFindings {
    /// `page` is the file a row lives in (`de.html`), or "" when it is this one.
    package static func list(_ findings: [ReportFinding], page: String = "") -> String {
        var out = #"<ul class="findings">"#
        for finding in findings {
            out += #"<li class="\#(finding.severity.rawValue)"><span class="sev">\#(finding.severity.rawValue)</span><code>\#(HTMLText.escape(finding.code))</code> "#
            let message = HTMLText.escape(finding.message)
            out += finding.row.map { #"<a\#(HTMLText.attribute("href", page + "#" + $0))>\#(message)</a>"# } ?? message
            if let file = finding.file {
                let place = file + (finding.line.map { ":\($0)" } ?? "") + (finding.column.map { ":\($0)" } ?? "")
                out += #" <span class="where">\#(HTMLText.escape(place))</span>"#
            }
            out += "</li>"
        }
        return out + "</ul>"
    }
}
