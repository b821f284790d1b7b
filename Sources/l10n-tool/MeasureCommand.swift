import ArgumentParser
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Show the width, line layout and truncation of a string, or of many (--format jsonl).",
        discussion: """
        Two engines: columns (one per grapheme, two for wide ones; the default) and font \
        (shaped with HarfBuzz in a font at a size, widths in points; docs/layout.md). \
        auto takes the font when it is installed, else columns.

        JSON output: {"text", "locale", "engine", "font", "fonts", "size", "width", "graphemes", \
        "lineWidth", "lines", "lineWidths", "fits", "display"} where width is the whole text's \
        (every grapheme, trailing spaces included), lineWidth the box's, lines the full greedy \
        layout with each line's width, fits whether it fits in --lines lines, and display what \
        is shown. font, fonts and size come with the font engine; widths are then points.

        Many strings in one run: --format jsonl --file FILE (- for standard input) reads one \
        text a line, or a JSON object a line ({"text": "…", "locale": "de"}; locale defaults to \
        --locale), and writes one JSON object a line, as --format json does for one, in the \
        same order; every line gets the same box (--width, --lines, --size). A line that \
        starts with { and is not such an object stops the run at its line (exit 2).
        """
    )

    @Argument(help: "The text to measure (or --file).")
    var text: String?

    @Option(help: ArgumentHelp("Read the text from this file instead (UTF-8, or UTF-16 with a byte order mark; one final line break is dropped; - for standard input): for long texts. With --format jsonl, one text (or JSON object) a line.",
                               valueName: "path"))
    var file: String?

    @Option(help: "Locale (BCP 47), for line breaking, ambiguous widths and the font fallback's language.")
    var locale: String = "en"

    @Option(help: "Layout engine: columns, font or auto.")
    var engine: LayoutRules.Engine = .columns

    @Option(help: ArgumentHelp("The font engine's font: a family name or a font file's path (default: \(LayoutRules.iphone.font)).", valueName: "font"))
    var font: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Font size in points (font engine; default \(LayoutNumber.text(LayoutRules.iphone.titleSize)): a title at the default text size).",
                                                        valueName: "size"))
    var size: Double?

    @Option(parsing: .unconditional, help: "Width of a line: columns (22: a title line), or points with the font engine (190).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Lines allowed (2: a title without subtitle).")
    var lines: Int = 2

    @Option(help: "Output format: text, json, or jsonl (many texts from --file, one result a line).")
    var format: MeasureFormat = .text

    enum MeasureFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, jsonl
    }

    /// Texts longer than this are refused: no title or phrase comes near it.
    static let maximumFileBytes = 1 << 20

    func validate() throws {
        if (text == nil) == (file == nil) { throw ValidationError("give the text to measure, or --file PATH (not both)") }
        if format == .jsonl, file == nil { throw ValidationError("--format jsonl measures the lines of --file PATH (- for standard input)") }
        // Also below a bound: a column count is made from it, and Int(1e300) traps.
        if let width, !(width >= 1 && width < 100_000) { throw ValidationError("--width must be between 1 and 100000") }
        if lines < 1 { throw ValidationError("--lines must be at least 1") }
        if let size, !(size > 0 && size < 1000) { throw ValidationError("--size must be between 0 and 1000 points") }
    }

    /// The bytes of --file, or of standard input for `-`.
    func fileData(_ file: String) throws(InputError) -> Data {
        guard file == "-" else { return try InputFile.read(file, kind: "a text to measure", scope: .named) }
        return FileHandle.standardInput.readDataToEndOfFile()
    }

    /// The argument, or the file's text without its final line break.
    func measuredText() throws(InputError) -> String {
        guard let file else { return text ?? "" }
        let data = try fileData(file)
        guard data.count <= Self.maximumFileBytes else {
            throw InputError("\(data.count) bytes: measure reads at most \(Self.maximumFileBytes) bytes (1 MB)", file: file)
        }
        var read = try TextDecoding.decode(data, path: file).text
        // "\r\n" is one Character: removing the last one drops either ending.
        if let last = read.last, last == "\n" || last == "\r\n" { read.removeLast() }
        return read
    }

    func run() throws {
        if format == .jsonl, let file {
            let path = file == "-" ? "<stdin>" : file
            let input = try TextDecoding.decode(try fileData(file), path: path).text
            let requests = try MeasureBatch.requests(in: input, path: path, locale: locale)
            let (rules, box) = layout()
            let measurer = try TextMeasurer(rules: rules)
            MeasureBatch.run(requests, box: box, measurer: measurer) { Console.output($0) }
            return
        }
        let text = try measuredText()
        let (rules, box) = layout()
        let (fit, measurer) = try Pipeline.measure(text, locale: locale, box: box, rules: rules)
        let isFont = measurer.name == "font"
        let unit = isFont ? " pt" : ""
        switch format {
        case .json, .jsonl:
            Console.output(try StableJSON.encode(MeasureBatch.Result(fit, font: measurer.fontFamily)))
        case .text:
            var out = "text:      \"\(Console.shown(fit.text))\"\n"
            out += "locale:    \(Console.shown(fit.locale))\n"
            if let file = measurer.fontFile, let size = fit.size {
                let fallbacks = (fit.fonts ?? []).dropFirst()
                out += "engine:    font, \(file.family) \(LayoutNumber.text(size)) pt (\(file.path))"
                    + (fallbacks.isEmpty ? "" : "; fallback \(fallbacks.joined(separator: ", "))") + "\n"
                out += "width:     \(LayoutNumber.text(fit.width)) pt, \(fit.graphemes) graphemes\n"
                out += "box:       \(lines) line\(lines == 1 ? "" : "s") of \(LayoutNumber.text(fit.lineWidth)) pt\n"
            } else {
                if engine == .auto { out += "engine:    columns (font '\(Console.shown(rules.font))' is not installed)\n" }
                out += "width:     \(LayoutNumber.text(fit.width)) columns, \(fit.graphemes) graphemes\n"
                out += "box:       \(lines) line\(lines == 1 ? "" : "s") of \(LayoutNumber.text(fit.lineWidth)) columns\n"
            }
            out += "layout:\n"
            for (index, line) in fit.lines.enumerated() {
                let marker = index < lines ? " " : "✗"
                out += "  \(marker) \(index + 1) | \(Console.shown(line)) | \(LayoutNumber.text(fit.lineWidths[index]))\(unit)\n"
            }
            out += "fits:      \(fit.fits ? "yes" : "no, needs \(fit.lines.count) lines")\n"
            out += "display:   \(Console.shown(fit.display))\n"
            Console.output(out)
        }
    }
}

extension MeasureCommand {
    /// The rules and the box every text is measured in, from the options.
    func layout() -> (LayoutRules, LayoutBox) {
        var rules = LayoutRules()
        rules.engine = engine
        rules.font = font ?? LayoutRules.iphone.font
        if engine == .columns, font != nil || size != nil {
            // Asked for a font, measured in columns: say so rather than ignore it.
            Console.error("note: --font and --size are the font engine's; measured in columns (add --engine font, or auto)")
        }
        let box = LayoutBox(width: Int(width ?? Double(rules.titleWidth)), lines: lines,
                            points: width ?? rules.titlePoints, size: size ?? LayoutRules.iphone.titleSize)
        return (rules, box)
    }
}

extension LayoutRules.Engine: ExpressibleByArgument {}
