import ArgumentParser
import Foundation
import LocalePipeline

struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Show the width, line layout and truncation of one string.",
        discussion: """
        JSON output: {"text", "locale", "width", "graphemes", "lines", "fits", "display"} \
        where width counts every grapheme (trailing spaces included), lines is the full \
        greedy layout, fits says whether it fits in --lines lines, and display is what is shown.
        """
    )

    @Argument(help: "The text to measure.")
    var text: String

    @Option(help: "Locale (BCP 47), for line breaking and ambiguous widths.")
    var locale: String = "en"

    @Option(parsing: .unconditional, help: "Columns per line (22: a title line).")
    var width: Int = 22

    @Option(parsing: .unconditional, help: "Lines allowed (2: a title without subtitle).")
    var lines: Int = 2

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        if width < 1 { throw ValidationError("--width must be at least 1") }
        if lines < 1 { throw ValidationError("--lines must be at least 1") }
    }

    struct Output: Encodable {
        var text: String
        var locale: String
        var width: Int
        var graphemes: Int
        var lines: [String]
        var fits: Bool
        var display: String
    }

    func run() throws {
        let fit = Fit(text, locale: locale, lineWidth: width, maxLines: lines)
        switch format {
        case .json:
            Console.output(try JSONRenderer.encode(Output(text: fit.text, locale: fit.locale, width: fit.width, graphemes: fit.graphemes,
                                                          lines: fit.lines, fits: fit.fits, display: fit.display)))
        case .text:
            var out = "text:      \"\(Console.shown(fit.text))\"\n"
            out += "locale:    \(Console.shown(fit.locale))\n"
            out += "width:     \(fit.width) columns, \(fit.graphemes) graphemes\n"
            out += "box:       \(lines) line\(lines == 1 ? "" : "s") of \(width) columns\n"
            out += "layout:\n"
            for (index, line) in fit.lines.enumerated() {
                let marker = index < lines ? " " : "✗"
                out += "  \(marker) \(index + 1) | \(Console.shown(line)) | \(fit.lineWidths[index])\n"
            }
            out += "fits:      \(fit.fits ? "yes" : "no, needs \(fit.lines.count) lines")\n"
            out += "display:   \(Console.shown(fit.display))\n"
            Console.output(out)
        }
    }
}
