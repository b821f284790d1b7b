import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// `check --format markdown`: a summary sized for a pull request comment or
/// `$GITHUB_STEP_SUMMARY`: the counts per locale, then the findings grouped
/// by code, errors first, at most `perCode` of each ("and 212 more"), places
/// linked when `linkBase` is given. It always fits `limit` characters (GitHub's
/// comment limit) by listing fewer findings a code, never by cutting a line.
public struct MarkdownRenderer: Sendable {
    public var displayPath: @Sendable (String) -> String
    /// A URL the places are relative to (`https://github.com/o/r/blob/SHA`):
    /// `path#Lline` is appended.
    public var linkBase: String?
    public var perCode: Int
    public var limit: Int

    public static let commentLimit = 65_536

    public init(displayPath: @escaping @Sendable (String) -> String = { $0 }, linkBase: String? = nil,
                perCode: Int = 10, limit: Int = MarkdownRenderer.commentLimit) {
        self.displayPath = displayPath
        self.linkBase = linkBase
        self.perCode = perCode
        self.limit = limit
    }

    public func render(_ diagnostics: [Diagnostic], summary: RunSummary, hiddenByBaseline: Int? = nil) -> String {
        let head = header(summary, hiddenByBaseline: hiddenByBaseline)
        // Fewer findings a code until it fits; at 0 only the codes and their counts.
        var shown = perCode
        while true {
            let text = head + groups(diagnostics, shown: shown)
            // Counted in code points, as GitHub counts a comment's characters.
            if text.unicodeScalars.count <= limit { return text }
            if shown == 0 {
                // Only a header of thousands of locales is this long: whole lines of it.
                let cut = String(String.UnicodeScalarView(head.unicodeScalars.prefix(limit)))
                return String(cut[..<(cut.lastIndex(of: "\n").map { cut.index(after: $0) } ?? cut.startIndex)])
            }
            shown = shown > 3 ? shown / 2 : shown - 1
        }
    }

    package func header(_ summary: RunSummary, hiddenByBaseline: Int?) -> String {
        let total = summary.total
        var out = "### l10n-tool: \(plural(total.errors, "error")), \(plural(total.warnings, "warning")), \(plural(total.notes, "note"))\n\n"
        out += "\(plural(summary.locales.count, "locale")), \(summary.itemsDescription)"
        if let project = summary.project { out += "; \(Self.escape(project.description))" }
        out += "\n\n"
        if let hiddenByBaseline {
            out += hiddenByBaseline == 0 ? "Nothing is hidden by the baseline: every finding is new.\n\n"
                : "\(plural(hiddenByBaseline, "finding")) recorded in the baseline \(hiddenByBaseline == 1 ? "is" : "are") hidden; what follows is new.\n\n"
        }
        out += "| locale | errors | warnings | notes | missing | truncated |\n|---|--:|--:|--:|--:|--:|\n"
        func row(_ name: String, _ counts: RunSummary.Counts) -> String {
            "| \(Self.escape(name)) | \(counts.errors) | \(counts.warnings) | \(counts.notes) | \(counts.missing) | \(counts.truncated) |\n"
        }
        for locale in summary.orderedLocales {
            out += row(locale == summary.baseLocale ? "\(locale) (base)" : locale, summary.locales[locale] ?? RunSummary.Counts())
        }
        if summary.general != RunSummary.Counts() { out += row("(all locales)", summary.general) }
        return out
    }

    package func groups(_ diagnostics: [Diagnostic], shown: Int) -> String {
        var byCode: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byCode[diagnostic.code, default: []].append(diagnostic) }
        let order: [Severity] = [.error, .warning, .note]
        let codes = byCode.keys.sorted { a, b in
            let (x, y) = (byCode[a]?.first?.severity ?? .note, byCode[b]?.first?.severity ?? .note)
            let (i, j) = (order.firstIndex(of: x) ?? 2, order.firstIndex(of: y) ?? 2)
            return i != j ? i < j : a < b
        }
        var out = ""
        for code in codes {
            guard let found = byCode[code], let severity = found.first?.severity else { continue }
            out += "\n#### `\(code)`: \(plural(found.count, severity.rawValue))\n\n"
            for diagnostic in found.prefix(shown) { out += "- \(place(diagnostic))\(Self.escape(diagnostic.message))\n" }
            if found.count > shown { out += "- … and \(found.count - shown) more\n" }
        }
        return out
    }

    /// `` `path:line` `` (a link with `linkBase`) and a space, or nothing.
    package func place(_ diagnostic: Diagnostic) -> String {
        guard let file = diagnostic.file else { return "" }
        let path = displayPath(file)
        // A line break in a folder's name would end the list item: shown as `\n`, like the messages.
        let shown = "`\(TerminalText.escape(path).replacingOccurrences(of: "`", with: "'"))\(diagnostic.line.map { ":\($0)" } ?? "")`"
        guard let linkBase else { return shown + " " }
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String(component)
        }.joined(separator: "/")
        let base = linkBase.hasSuffix("/") ? String(linkBase.dropLast()) : linkBase
        return "[\(shown)](\(base)/\(encoded)\(diagnostic.line.map { "#L\($0)" } ?? "")) "
    }

    /// Text as Markdown shows it literally: its punctuation escaped, line
    /// breaks and control characters made visible as `\n` and the like (one
    /// finding, one line).
    package static func escape(_ text: String) -> String {
        var out = ""
        for character in TerminalText.escape(text) {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!": out += "\\\(character)"
            default: out.append(character)
            }
        }
        return out
    }

    private func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}
