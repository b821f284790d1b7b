/// The shell of every HTML page of the report: one self-contained document
/// with the style sheet and the filter script inline, nothing from the
/// network, and a Content-Security-Policy saying so to the browser (styles
/// inline, the one script by its hash, nothing else).
enum HTMLPage {
    static let policy = "default-src 'none'; style-src 'unsafe-inline'; script-src \(ReportFilterScript.hashSource)"

    static func document(title: String, tool: TranslatorReport.ToolStamp, body: String, withScript: Bool) -> String {
        document(title: title, tool: tool, withScript: withScript) { $0 += body }
    }

    /// The page with its body written by `body` straight into it.
    static func document(title: String, tool: TranslatorReport.ToolStamp, withScript: Bool, body: (inout String) -> Void) -> String {
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
        \(HTMLReportStyle.css)
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
