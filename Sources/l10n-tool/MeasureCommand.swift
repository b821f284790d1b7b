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
        Measured as check measures a quick action's text: the engine, font, sizes and widths of the \
        project's l10n.yml (--config FILE, else l10n.yml in the current folder when there is one; \
        docs/layout.md), in the room of --field (title: a title of an item without subtitle, two \
        lines; title-with-subtitle: one line; subtitle: one line) at --text-size. Two engines: font \
        (shaped with HarfBuzz in a font at a size, widths in points; the default, engine auto, when \
        its font is installed) and columns (one per grapheme, two for wide ones; what auto falls \
        back to, with a line saying so). --width, --lines and --size change the box.

        JSON output: {"text", "locale", "engine", "font", "fonts", "size", "width", "graphemes", \
        "lineWidth", "lines", "lineWidths", "fits", "display"} where width is the whole text's \
        (every grapheme, trailing spaces included), lineWidth the box's, lines the full greedy \
        layout with each line's width, fits whether it fits in the box's lines, and display what \
        is shown. font, fonts and size come with the font engine; widths are then points.

        Many strings in one run: --format jsonl --file FILE (- for standard input) reads one \
        text a line, or a JSON object a line ({"text": "…", "locale": "de"}; locale defaults to \
        --locale), and writes one JSON object a line, as --format json does for one, in the \
        same order; every line gets the same box. A line that starts with { and is not such an \
        object stops the run at its line (exit 2).
        """
    )

    @Argument(help: "The text to measure (or --file).")
    var text: String?

    @Option(help: ArgumentHelp("Read the text from this file instead (UTF-8, or UTF-16 with a byte order mark; one final line break is dropped; - for standard input): for long texts. With --format jsonl, one text (or JSON object) a line.",
                               valueName: "path"))
    var file: String?

    @Option(help: "Locale (BCP 47), for line breaking, ambiguous widths and the font fallback's language.")
    var locale: String = "en"

    @Option(help: "Layout engine: auto (the font when it is installed, else columns), font or columns (default: l10n.yml's, else auto).")
    var engine: LayoutRules.Engine?

    @Option(help: ArgumentHelp("The font engine's font: a family name or a font file's path (default: l10n.yml's, else \(LayoutRules.iphone.font)).", valueName: "font"))
    var font: String?

    @Option(help: ArgumentHelp("Which text of a quick action: title (an item without subtitle: \(LayoutRules.iphone.titleLines) lines), title-with-subtitle (\(LayoutRules.iphone.titleLinesWithSubtitle) line) or subtitle (\(LayoutRules.iphone.subtitleLines) line).",
                               valueName: "field"))
    var field: LayoutRules.Room = .title

    @Option(name: .customLong("text-size"), help: ArgumentHelp("Dynamic Type size measured at: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1 to AX5.", valueName: "SIZE"))
    var textSize: String?

    @Option(help: ArgumentHelp("Settings file whose layout: is used (default: l10n.yml in the current folder when there is one).", valueName: "path"))
    var config: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Font size in points (font engine; default: the field's at the text size, \(LayoutNumber.text(LayoutRules.iphone.titleSize)) for a title at large).",
                                                        valueName: "size"))
    var size: Double?

    @Option(parsing: .unconditional, help: "Width of a line in the engine's unit: points with the font engine (default the field's, 190), columns with the column engine (22 a title, 25 a subtitle).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Lines allowed (default: the field's).")
    var lines: Int?

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
        if let lines, lines < 1 { throw ValidationError("--lines must be at least 1") }
        if let textSize, DynamicTypeSize(name: textSize) == nil {
            throw ValidationError("unknown --text-size '\(textSize)' (known: \(DynamicTypeSize.names))")
        }
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
            let (rules, box) = try layout()
            let measurer = try TextMeasurer(rules: rules)
            if rules.engine == .auto, measurer.fontFile == nil { Console.error(Self.fallbackNote(rules)) }
            MeasureBatch.run(requests, box: box, measurer: measurer) { Console.output($0) }
            return
        }
        let text = try measuredText()
        let (rules, box) = try layout()
        let (fit, measurer) = try Pipeline.measure(text, locale: locale, box: box, rules: rules)
        if format != .text, rules.engine == .auto, measurer.fontFile == nil { Console.error(Self.fallbackNote(rules)) }
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
                out += "box:       \(box.lines) line\(box.lines == 1 ? "" : "s") of \(LayoutNumber.text(fit.lineWidth)) pt (\(field.rawValue), text size \(rules.textSize.rawValue))\n"
            } else {
                if rules.engine == .auto { out += "engine:    columns (font '\(Console.shown(rules.font))' is not installed)\n" }
                out += "width:     \(LayoutNumber.text(fit.width)) columns, \(fit.graphemes) graphemes\n"
                out += "box:       \(box.lines) line\(box.lines == 1 ? "" : "s") of \(LayoutNumber.text(fit.lineWidth)) columns (\(field.rawValue))\n"
            }
            out += "layout:\n"
            for (index, line) in fit.lines.enumerated() {
                let marker = index < box.lines ? " " : "✗"
                out += "  \(marker) \(index + 1) | \(Console.shown(line)) | \(LayoutNumber.text(fit.lineWidths[index]))\(unit)\n"
            }
            out += "fits:      \(fit.fits ? "yes" : "no, needs \(fit.lines.count) lines")\n"
            out += "display:   \(Console.shown(fit.display))\n"
            Console.output(out)
        }
    }
}

extension MeasureCommand {
    /// The rules and the box every text is measured in: the project's
    /// layout (as check reads it), these options on top, the field's room.
    func layout() throws(InputError) -> (LayoutRules, LayoutBox) {
        let cwd = FileManager.default.currentDirectoryPath
        var rules = try Pipeline.layout(of: AppLocation(path: cwd, config: config)).rules
        if let engine { rules.engine = engine }
        if let font { rules.font = font }
        if let textSize, let named = DynamicTypeSize(name: textSize) { rules.textSize = named }
        if rules.engine == .columns, font != nil || size != nil {
            // Asked for a font, measured in columns: say so rather than ignore it.
            Console.error("note: --font and --size are the font engine's; measured in columns (add --engine font, or auto)")
        }
        var box = rules.box(field)
        if let width {
            box.width = Int(width.rounded())
            box.points = width
        }
        if let lines { box.lines = lines }
        if let size { box.size = size }
        return (rules, box)
    }

    /// What `check` says once when `auto` found no font.
    static func fallbackNote(_ rules: LayoutRules) -> String {
        "note: measured with columns, not the font engine: font '\(Console.shown(rules.font))' is not installed (docs/layout.md)"
    }
}

extension LayoutRules.Engine: ExpressibleByArgument {}
extension LayoutRules.Room: ExpressibleByArgument {}
