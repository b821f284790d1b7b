import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The shell of every HTML page of the report: one self-contained document
/// with the style sheet and the filter script inline, nothing from the
/// network, and a Content-Security-Policy saying so to the browser (styles
/// inline, the one script by its hash, nothing else).
package enum HTMLPage {
    package static let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src \(ReportFilterScript.hashSource)"

    package static func document(title: String, report: TranslatorReport, body: String, withScript: Bool) -> String {
        document(title: title, report: report, withScript: withScript) { $0 += body }
    }

    /// The page with its body written by `body` straight into it.
    package static func document(title: String, report: TranslatorReport, withScript: Bool, body: (inout String) -> Void) -> String {
        let tool = report.tool
        let menuFont = MenuFont(report)
        // A menu drawn in the measuring font may load it from its file.
        let policy = menuFont == nil ? policy : policy + "; font-src file:"
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(HTMLText.escape(policy))">
        <meta name="generator" content="\(HTMLText.escape("\(tool.name) \(tool.version)"))">
        <title>\(HTMLText.escape(title))</title>
        <style>
        \(HTMLReportStyle.css)\(menuFont?.css ?? "")
        </style>
        </head>
        <body>

        """
        body(&out)
        // At the end, so the rows it filters are parsed when it runs.
        if withScript { out += "<script>\(ReportFilterScript.source)</script>\n" }
        return out + "</body>\n</html>\n"
    }
}

/// With the font engine, the menus are drawn in the font that measured them,
/// at the sizes measured: the tool's own lines, in the same font, so the
/// picture and the findings agree. The font is found by name on the reader's
/// machine, else loaded from the file it was measured with.
package struct MenuFont {
    package let css: String

    package init?(_ report: TranslatorReport) {
        guard let font = report.font else { return nil }
        func quoted(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "<", with: "\\3C ") + "\""
        }
        var sources = [font.fullName, font.postScriptName].filter { !$0.isEmpty }.map { "local(\(quoted($0)))" }
        if font.index == 0, let url = URLPath.file(font.path) { sources.append("url(\(quoted(url)))") }
        let title = LayoutNumber.text(report.layout.titlePointSize), subtitle = LayoutNumber.text(report.layout.subtitlePointSize)
        css = """

            @font-face { font-family: "l10n-menu"; src: \(sources.joined(separator: ", ")); }
            .card .title .line, .card .subtitle .line { font-family: "l10n-menu", \(quoted(font.family)), sans-serif; }
            .card .title .line { font-size: \(title)px; line-height: 1.3; }
            .card .subtitle .line { font-size: \(subtitle)px; line-height: 1.3; }
            """
    }
}

/// `file://` URLs of font files, percent-encoded.
package enum URLPath {
    package static func file(_ path: String) -> String? {
        guard path.hasPrefix("/") else { return nil }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
        var out = "file://"
        for byte in path.utf8 {
            if allowed.contains(byte) { out.append(Character(Unicode.Scalar(byte))) } else { out += String(format: "%%%02X", byte) }
        }
        return out
    }
}
