import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The translator report as GitHub-flavoured Markdown, for pasting into a
/// ticket: a completion table, then per locale the menu as lines of text,
/// the findings and a table of strings.
public struct MarkdownReportRenderer: Sendable {
    public init() {}

    public func render(_ report: TranslatorReport) -> String {
        var out = overview(report) { "#" + Self.heading(label($0)) }
        for page in report.locales { out += section(page) }
        return out
    }

    /// `index.md` (the completion table, each locale a link to its file) and one file per locale.
    public func pages(_ report: TranslatorReport, jobs: Int? = nil) -> [ReportPage] {
        let names = ReportShape.pageNames(report, extension: "md")
        let index = ReportPage(name: "index.md", text: overview(report) { names[$0.locale] ?? "" })
        return [index] + ConcurrentMap.map(report.locales, jobs: jobs) { page in
            ReportPage(name: names[page.locale] ?? "page.md", text: "[← All locales](index.md)\n" + section(page))
        }
    }

    /// The GitHub anchor of a heading: lower case, spaces as `-`, punctuation dropped.
    package static func heading(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return Character(scalar) }
            return nil
        })
    }

    private func overview(_ report: TranslatorReport, link: (LocaleReport) -> String) -> String {
        var out = "# Translator report\n\n"
        out += "Development locale `\(report.baseLocale)`; quick action titles get " + HTMLReportRenderer.budgets(report) + ". "
        out += "Made by \(report.tool.name) \(report.tool.version).\n\n"
        out += "| Locale | Translated | Missing | Too long | Complete | Needs work |\n|---|---:|---:|---:|---:|---:|\n"
        for page in report.locales {
            let c = page.completion
            let work = page.attention.total
            out += "| [\(Self.cell(label(page)))](\(link(page))) | \(c.translated) of \(c.total) | \(c.missing) | \(c.tooLong) | \(c.percent)% | \(work) |\n"
        }
        if !report.general.isEmpty {
            out += "\n## Findings for all locales\n\n" + findings(report.general)
        }
        return out
    }

    private func label(_ page: LocaleReport) -> String {
        page.name.map { "\(page.locale) (\($0))" } ?? page.locale
    }

    private func section(_ page: LocaleReport) -> String {
        let c = page.completion
        var out = "\n## \(Self.inline(label(page)))\(page.isBase ? " — development locale" : "")\(page.direction == .rightToLeft ? " — right to left" : "")\n\n"
        out += "\(c.translated) of \(c.total) translated (\(c.percent)%), \(c.missing) missing, \(c.tooLong) too long.\n"
        for menu in page.menus {
            out += "\nQuick actions as shown\(menu.app.map { " (\(Self.inline($0)))" } ?? ""):\n\n"
            for (index, item) in menu.items.enumerated() {
                out += "\(index + 1). " + menuLine(item) + "\n"
            }
            if menu.ignoredItems > 0 { out += "\n\(menu.ignoredItems) without a Type or Title, which iOS ignores.\n" }
            if menu.hiddenItems > 0 { out += "\n\(menu.hiddenItems) more declared, never shown.\n" }
        }
        if let shortcuts = page.appShortcuts {
            out += "\nApp Shortcuts, as Siri hears them:\n\n"
            for shortcut in shortcuts {
                out += "- " + (shortcut.shortTitle.map { "**\(Self.inline($0))**" } ?? "") + (shortcut.intent.map { " (`\($0)`)" } ?? "") + "\n"
                for phrase in shortcut.phrases {
                    let problems = phrase.problems.map(HTMLLocaleSection.problemText).joined(separator: "; ")
                    out += "  - “\(Self.inline(phrase.spoken))”" + (problems.isEmpty ? "" : " — \(problems)") + "\n"
                }
            }
        }
        // What needs work first, by kind; then the findings in full, then the rest.
        let needing = ReportAttention.allCases.compactMap { kind -> (ReportAttention, [ReportString])? in
            let rows = page.strings.filter { $0.attention == kind }
            return rows.isEmpty ? nil : (kind, rows)
        }
        if !needing.isEmpty {
            out += "\n### Needs work: \(page.attention.total) string\(page.attention.total == 1 ? "" : "s")\n"
            for (kind, rows) in needing { out += "\n#### \(kind.title) (\(rows.count))\n\n" + table(rows) }
        }
        if !page.findings.isEmpty { out += "\n### Findings\n\n" + findings(page.findings) }
        let rest = page.strings.filter { $0.attention == nil }
        if !rest.isEmpty { out += "\n### \(needing.isEmpty ? "Strings" : "Everything else") (\(rest.count))\n\n" + table(rest) }
        return out
    }

    private func table(_ rows: [ReportString]) -> String {
        var out = "| Key | Table | Development text | Translation | Comment | Width | Lines | Findings |\n|---|---|---|---|---|---:|---|---|\n"
        for row in rows {
            let translation: String
            switch row.status {
            case .missing: translation = "**missing**"
            case .obsolete: translation = Self.cell(row.translation ?? "") + " *(obsolete)*"
            case .translated: translation = Self.cell(row.translation ?? "")
            case .unused: translation = Self.cell(row.translation ?? "") + " *(unused)*"
            }
            var width = row.width.map { row.layout?.widthText(columns: $0) ?? String($0) } ?? ""
            if let layout = row.layout, row.width != nil {
                width += " / \(layout.lineWidthText)×\(layout.maxLines)" + (layout.fits ? "" : " ✗")
            }
            let lines = row.layout.map { $0.lines.map(Self.cell).joined(separator: "<br>") } ?? ""
            let codes = row.findings.map { "`\($0.code)`" }.joined(separator: " ")
            out += "| \(Self.cell(row.key)) | \(Self.cell(row.table)) | \(Self.cell(row.base ?? "")) | \(translation) | \(Self.cell(row.comment ?? "")) | \(width) | \(lines) | \(codes) |\n"
        }
        return out
    }

    /// `**Title** — Subtitle` with the shown lines (`⏎` between wrapped
    /// lines), each followed by a note when it is cut or not translated.
    private func menuLine(_ item: ReportMenuItem) -> String {
        func notes(_ text: MenuText) -> String {
            var out = ""
            if text.missing { out += " *(not translated)*" }
            if !text.layout.fits { out += " *(cut: needs \(text.layout.lines.count) lines)*" }
            return out
        }
        func lines(_ text: MenuText) -> String {
            if text.setAtRunTime == true { return "*(set at run time)*" }
            return text.layout.shownLines.map(Self.inline).joined(separator: " ⏎ ")
        }
        var line = "**" + lines(item.title) + "**" + notes(item.title)
        if let subtitle = item.subtitle { line += " — " + lines(subtitle) + notes(subtitle) }
        return line
    }

    private func findings(_ list: [ReportFinding]) -> String {
        list.map { finding in
            var place = ""
            if let file = finding.file { place = " (" + Self.inline(file + (finding.line.map { ":\($0)" } ?? "")) + ")" }
            return "- **\(finding.severity.rawValue)** `\(finding.code)`: \(Self.inline(finding.message))\(place)\n"
        }.joined()
    }

    /// Text that Markdown must not read as markup: backslash escapes for the
    /// characters that start emphasis, code, links, HTML or strikethrough
    /// (CommonMark allows a backslash before any ASCII punctuation), and line
    /// breaks as `<br>` so a text stays on its line.
    package static func inline(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "~", "&", "|", "#", "!":
                out.append("\\")
                out.append(character)
            case "\n", "\r\n", "\r":
                out += "<br>"
            default:
                // Other controls would vanish or break the table: show them as Control Pictures.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
                    out.unicodeScalars.append(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value) ?? "\u{FFFD}")
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// A table cell: as `inline`; the `|` escape keeps the cell in its column.
    package static func cell(_ text: String) -> String {
        text.isEmpty ? "" : inline(text)
    }
}
