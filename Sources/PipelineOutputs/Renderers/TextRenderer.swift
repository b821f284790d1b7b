import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Compiler-style lines (`path:line:column: error: message [code]`), which
/// Xcode, editors and CI logs link to, then a per-locale summary table.
public struct TextRenderer: Sendable {
    public var color: Bool
    /// Turns a file path into how it is printed (e.g. relative to the working folder).
    public var displayPath: @Sendable (String) -> String

    public init(color: Bool = false, displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.color = color
        self.displayPath = displayPath
    }

    public func line(for diagnostic: Diagnostic) -> String {
        var place = ""
        if let file = diagnostic.file {
            place = TerminalText.escape(displayPath(file))
            if let line = diagnostic.line {
                place += ":\(line)"
                if let column = diagnostic.column { place += ":\(column)" }
            }
            place += ": "
        }
        return "\(place)\(paint(diagnostic.severity)): \(TerminalText.escape(diagnostic.message)) [\(diagnostic.code)]"
    }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary) -> String {
        var out = diagnostics.map { line(for: $0) + "\n" }.joined()
        if !diagnostics.isEmpty { out += "\n" }
        out += table(summary)
        return out
    }

    /// A run over several apps: each finding once, then each app's table
    /// under its name, then the findings of them all.
    public func render(_ diagnostics: [Diagnostic], apps: [AppSummary], summary: RunSummary) -> String {
        var out = diagnostics.map { line(for: $0) + "\n" }.joined()
        for app in apps {
            out += "\n" + TerminalText.escape(AppSummary.heading(app)) + "\n"
            out += table(app.summary)
        }
        let total = summary.total
        out += "\n\(plural(apps.count, "app")) together (each finding once): \(plural(total.errors, "error")), \(plural(total.warnings, "warning")), "
            + "\(plural(total.notes, "note")) in \(plural(summary.locales.count, "locale")), \(summary.itemsDescription)\n"
        return out
    }

    /// One row per locale: counts of findings, missing and truncated strings.
    public func table(_ summary: RunSummary) -> String {
        let header = ["locale", "errors", "warnings", "notes", "missing", "truncated"]
        var rows: [[String]] = []
        for locale in summary.orderedLocales {
            let counts = summary.locales[locale] ?? RunSummary.Counts()
            let name = TerminalText.escape(locale == summary.baseLocale ? "\(locale) (base)" : locale)
            rows.append([name] + numbers(counts))
        }
        if summary.general != RunSummary.Counts() {
            rows.append(["(all locales)"] + numbers(summary.general))
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func format(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index]) : cell.leftPadding(toLength: widths[index])
            }.joined(separator: "  ") + "\n"
        }
        var out = format(header)
        for row in rows { out += format(row) }
        let total = summary.total
        out += "\n\(plural(total.errors, "error")), \(plural(total.warnings, "warning")), \(plural(total.notes, "note")) in \(plural(summary.locales.count, "locale")), \(summary.itemsDescription)\n"
        if let layout = summary.layout { out += "layout measured with \(layout)\n" }
        if let project = summary.project { out += project.description + "\n" }
        if let wrappers = summary.wrappersDescription(path: displayPath) { out += TerminalText.escape(wrappers) + "\n" }
        if let built = summary.builtKeysDescription { out += built + "\n" }
        if let limits = summary.textSizes { out += textSizes(limits) }
        if let coverage = summary.coverage {
            // Translator metrics: locales l10n.yml does not require, table by table.
            out += "\nnot required (required_locales in l10n.yml), missing keys counted, not listed:\n"
            for table in coverage { out += "  \(table.description)\n" }
        }
        return out
    }

    /// `check --text-sizes`: the texts cut at some size, from the smallest such size.
    package func textSizes(_ limits: [TextSizeLimit]) -> String {
        let cut = limits.filter { $0.cutFrom != nil }
        var out = "\ntext sizes: \(limits.count - cut.count) of \(limits.count) titles and subtitles fit at every size asked for"
        guard !cut.isEmpty else { return out + "\n" }
        out += "; cut from:\n"
        let rows = cut.map { limit in
            [limit.locale, limit.key, limit.field, "\(limit.cutFrom ?? "") (\(LayoutNumber.text(limit.points ?? 0)) pt)",
             "\"\(limit.text.escapedForMessage)\""]
        }
        let widths = (0..<4).map { column in rows.map { TerminalText.escape($0[column]).count }.max() ?? 0 }
        for row in rows {
            out += "  " + (0..<4).map { TerminalText.escape(row[$0]).padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ") + "  " + TerminalText.escape(row[4]) + "\n"
        }
        return out
    }

    private func numbers(_ counts: RunSummary.Counts) -> [String] {
        [counts.errors, counts.warnings, counts.notes, counts.missing, counts.truncated].map(String.init)
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func paint(_ severity: Severity) -> String {
        guard color else { return severity.rawValue }
        let code: String
        switch severity {
        case .error: code = "1;31"
        case .warning: code = "1;33"
        case .note: code = "1;36"
        }
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}

extension String {
    package func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    package func leftPadding(toLength length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
