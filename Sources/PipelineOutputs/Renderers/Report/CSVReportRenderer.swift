import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The translator report as CSV for spreadsheets: a header row, then one row
/// per locale and string.
///
/// - RFC 4180: records end with CRLF; a field holding `,`, `"`, CR or LF is
///   quoted, with `"` doubled. Multi-line values (the lines of a layout, the
///   findings) are one quoted field with LF between lines.
/// - UTF-8 with a byte order mark, so Excel reads it as UTF-8 rather than the
///   system's code page (without one it garbles every non-ASCII translation).
/// - A field that starts with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`:
///   spreadsheets would otherwise run it as a formula (CSV injection), and
///   translations come from outside the team.
public struct CSVReportRenderer: Sendable {
    public static let header = [
        "locale", "table", "key", "kind", "status", "development_text", "translation", "comment",
        "width", "line_width", "max_lines", "fits", "lines", "display", "findings", "file", "line",
    ]

    public init() {}

    public func render(_ report: TranslatorReport) -> String {
        var out = "\u{FEFF}" + Self.record(Self.header)
        for page in report.locales {
            for row in page.strings {
                let layout = row.layout
                out += Self.record([
                    page.locale, row.table, row.key, row.kind.rawValue, row.status.rawValue,
                    row.base ?? "", row.translation ?? "", row.comment ?? "",
                    row.width.map { layout?.widthText(columns: $0) ?? String($0) } ?? "", layout.map(\.lineWidthText) ?? "",
                    layout.map { String($0.maxLines) } ?? "", layout.map { $0.fits ? "yes" : "no" } ?? "",
                    layout?.lines.joined(separator: "\n") ?? "", layout?.display ?? "",
                    row.findings.map { "\($0.severity.rawValue) \($0.code): \($0.message)" }.joined(separator: "\n"),
                    row.file ?? "", row.line.map(String.init) ?? "",
                ])
            }
        }
        return out
    }

    package static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    package static func field(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) {
            text = "'" + text
        }
        let needsQuotes = text.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        return needsQuotes ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
