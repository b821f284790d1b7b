import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// One locale's section of the HTML report (a page of its own, or a section
/// of the single file): the menu drawing and completion, then the strings
/// that need work grouped by what they need (`ReportAttention`), open, with
/// counts; then everything else, collapsed. `<details>` does the collapsing,
/// so the page works without scripts; the filter form above the groups
/// needs the script and stays hidden without it.
///
/// Rows are written compactly (end tags the HTML parser implies are left
/// out; ids only on rows something may link to): a locale of 5,000 strings
/// stays well under a megabyte.
package struct HTMLLocaleSection {
    package let page: LocaleReport
    package let report: TranslatorReport

    /// The groups below "needs work", each with its `data-kind`, heading and rows.
    private struct Group {
        var kind: String
        var title: String
        var work: Bool
        var open: Bool
        /// Indices into the page's strings (copying thousands of rows costs more than drawing them).
        var rows: [Int]
    }

    package func render() -> String {
        var out = ""
        render(into: &out)
        return out
    }

    /// Appends the section to `out`: a page is written into one string, not
    /// copied from group to section to page (30 MB for a report of 40 pages).
    package func render(into out: inout String) {
        let completion = page.completion
        out += #"<section class="locale"\#(HTMLText.attribute("id", page.anchor))\#(HTMLText.attribute("lang", page.languageTag))\#(HTMLText.attribute("dir", page.direction.rawValue))>"# + "\n"
        // The report's own words stay English and left to right inside every section.
        out += #"<div class="sheet" lang="en" dir="ltr">"# + "\n"
        out += #"<div class="locale-head"><h2>\#(HTMLText.escape(page.name ?? page.locale)) <code>\#(HTMLText.escape(page.locale))</code></h2>"#
        if page.isBase { out += #"<span class="badge">development locale</span>"# }
        if page.direction == .rightToLeft { out += #"<span class="badge">right to left</span>"# }
        out += "</div>\n"

        out += #"<div class="overview">"#
        for menu in page.menus { out += MenuDrawing.html(menu, page: page) }
        out += #"<div class="side"><dl class="completion">"#
        out += stat("Translated", "\(Count.text(completion.translated)) of \(Count.text(completion.total))")
        out += stat("Missing", Count.text(completion.missing), bad: completion.missing > 0)
        out += stat("Too long", Count.text(completion.tooLong), bad: completion.tooLong > 0)
        out += stat("Complete", "\(completion.percent)%")
        out += "</dl>"
        out += #"<div class="progress" role="img"\#(HTMLText.attribute("aria-label", "\(completion.percent)% translated"))><span style="width: \#(completion.percent)%"></span></div>"#
        out += workSummary()
        // Findings about a string are shown on its row; here only the others.
        let unattached = page.findings.filter { $0.row == nil }
        if !unattached.isEmpty {
            out += "<h3>Findings not about one string</h3>" + HTMLFindings.list(unattached)
        }
        out += "</div></div>\n"
        if let shortcuts = page.appShortcuts { appShortcuts(shortcuts, into: &out) }
        strings(into: &out)
        out += "</div>\n</section>\n"
    }

    /// Each App Shortcut's short title and phrases as spoken, in the locale's
    /// language, each phrase's problem said beside it.
    private func appShortcuts(_ shortcuts: [ReportAppShortcut], into out: inout String) {
        out += #"<div class="app-shortcuts"><h3>App Shortcuts, as Siri hears them</h3><ul>"#
        for shortcut in shortcuts {
            out += "<li>"
            if let title = shortcut.shortTitle {
                out += #"<strong\#(HTMLText.attribute("lang", page.languageTag))>\#(HTMLText.escape(title))</strong> "#
            }
            if let intent = shortcut.intent { out += "<code>\(HTMLText.escape(intent))</code>" }
            out += "<ul>"
            for phrase in shortcut.phrases {
                let bad = !phrase.problems.isEmpty
                out += bad ? #"<li class="bad">"# : "<li>"
                out += #"<q\#(HTMLText.attribute("lang", page.languageTag))\#(HTMLText.attribute("dir", page.direction.rawValue))>\#(HTMLText.escape(phrase.spoken))</q>"#
                if bad { out += #" <span class="phrase-problem">\#(HTMLText.escape(phrase.problems.map(Self.problemText).joined(separator: "; ")))</span>"# }
                out += "</li>"
            }
            out += "</ul></li>"
        }
        out += "</ul></div>\n"
    }

    package static func problemText(_ problem: ReportPhrase.Problem) -> String {
        switch problem {
        case .missing: "not translated: Siri does not know this phrase in this language"
        case .noApplicationName: "no app name: Siri drops the phrase"
        case .parametersChanged: "parameters differ from the phrase's"
        }
    }

    /// "12 strings need work: 5 missing, 3 too long, …", each a link to its group.
    private func workSummary() -> String {
        let counts = page.attention
        guard counts.total > 0 else { return #"<p class="all-done">Nothing needs work in this locale.</p>"# }
        let parts = ReportAttention.allCases.filter { counts[$0] > 0 }.map { kind in
            ##"<a href="#\##(HTMLText.escape(groupID(kind.rawValue)))">\##(Count.text(counts[kind])) \##(HTMLText.escape(kind.title.lowercased()))</a>"##
        }
        return ##"<p class="work-summary"><a href="#\##(HTMLText.escape(groupID("work")))"><strong>\##(Count.text(counts.total)) string\##(counts.total == 1 ? "" : "s") need\##(counts.total == 1 ? "s" : "") work</strong></a>: \##(parts.joined(separator: ", "))</p>"##
    }

    /// Ids of the groups: unique in the single-file report too.
    package func groupID(_ kind: String) -> String { "\(page.anchor)-\(kind)" }

    private func groups() -> [Group] {
        var byKind: [ReportAttention: [Int]] = [:]
        var done: [Int] = []
        var unused: [Int] = []
        var obsolete: [Int] = []
        // By index: a copy of each row retained and released all its strings.
        for index in page.strings.indices {
            if let kind = page.strings[index].attention {
                byKind[kind, default: []].append(index)
            } else {
                switch page.strings[index].status {
                case .unused: unused.append(index)
                case .obsolete: obsolete.append(index)
                case .translated, .missing: done.append(index)
                }
            }
        }
        var groups = ReportAttention.allCases.compactMap { kind -> Group? in
            guard let rows = byKind[kind], !rows.isEmpty else { return nil }
            return Group(kind: kind.rawValue, title: kind.title, work: true, open: true, rows: rows)
        }
        let doneTitle = page.isBase ? "Development texts" : "Translated, nothing required"
        if !done.isEmpty { groups.append(Group(kind: "ok", title: doneTitle, work: false, open: false, rows: done)) }
        if !unused.isEmpty { groups.append(Group(kind: "unused", title: "Not used by the app (listed, not counted)", work: false, open: false, rows: unused)) }
        if !obsolete.isEmpty { groups.append(Group(kind: "obsolete", title: "Obsolete: not in the development table (not counted)", work: false, open: false, rows: obsolete)) }
        return groups
    }

    private func strings(into out: inout String) {
        guard !page.strings.isEmpty else { return }
        let groups = groups()
        // Rows of a table come together: a set of the runs' names, not of every row's.
        var names = Set<String>()
        var last: String?
        for index in page.strings.indices where page.strings[index].table != last {
            last = page.strings[index].table
            names.insert(page.strings[index].table)
        }
        let tables = names.sorted()
        out += filterForm(groups: groups, tables: tables)
        let workGroups = groups.filter(\.work)
        if !workGroups.isEmpty {
            out += #"<section class="work"\#(HTMLText.attribute("id", groupID("work")))><h3>Needs work</h3>"# + "\n"
            for group in workGroups { render(group, tables: tables, into: &out) }
            out += "</section>\n"
        }
        let rest = groups.filter { !$0.work }
        if !rest.isEmpty {
            out += "<h3>Everything else</h3>\n"
            for group in rest { render(group, tables: tables, into: &out) }
        }
    }

    private func filterForm(groups: [Group], tables: [String]) -> String {
        var out = #"<form class="filters" hidden><label>Show <select name="status"><option value="">all strings</option>"#
        if groups.contains(where: \.work) { out += #"<option value="work">strings that need work</option>"# }
        for group in groups { out += #"<option\#(HTMLText.attribute("value", group.kind))>\#(HTMLText.escape(group.title.lowercased()))</option>"# }
        out += "</select></label>"
        if tables.count > 1 {
            out += #"<label>Table <select name="table"><option value="">all tables</option>"#
            for table in tables { out += "<option\(HTMLText.attribute("value", table))>\(HTMLText.escape(table))</option>" }
            out += "</select></label>"
        }
        out += #"<label>Search <input type="search" name="q" placeholder="key, development text or translation"></label><output></output></form>"# + "\n"
        return out
    }

    private func render(_ group: Group, tables: [String], into out: inout String) {
        out += #"<details class="group\#(group.work ? " work" : "")"\#(HTMLText.attribute("id", groupID(group.kind)))\#(HTMLText.attribute("data-kind", group.kind))\#(group.open ? " open" : "")>"#
        out += #"<summary>\#(HTMLText.escape(group.title)) <span class="count">\#(Count.text(group.rows.count))</span></summary>"# + "\n"
        out += #"<table class="strings"><thead><tr><th>Key</th><th>Development text</th><th>Translation</th><th>Comment</th><th>Width</th><th>Lines</th><th>Findings</th></tr></thead>"# + "\n"
        // One body per strings table, headed by its name when there are several.
        var byTable: [String: [Int]] = [:]
        if tables.count == 1, let only = tables.first {
            byTable[only] = group.rows
        } else {
            page.strings.withUnsafeBufferPointer { strings in
                for index in group.rows { byTable[strings[index].table, default: []].append(index) }
            }
        }
        let rows = HTMLStringRows(page: page, report: report)
        for table in tables {
            guard let tableRows = byTable[table] else { continue }
            out += "<tbody\(HTMLText.attribute("data-table", table))>"
            if tables.count > 1 { out += #"<tr class="tn"><th colspan="7">\#(HTMLText.escape(table))</th></tr>"# }
            out += "\n"
            // Rows borrowed from the buffer: the array's accessor copied each one whole (here and above).
            page.strings.withUnsafeBufferPointer { strings in
                for index in tableRows { rows.append(strings, index, to: &out) }
            }
            out += "</tbody>\n"
        }
        out += "</table></details>\n"
    }

    private func stat(_ name: String, _ value: String, bad: Bool = false) -> String {
        #"<div\#(bad ? #" class="bad""# : "")><dt>\#(name)</dt><dd>\#(HTMLText.escape(value))</dd></div>"#
    }
}
