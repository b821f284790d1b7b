import Foundation
import PipelineCore
import PipelineFormats

/// Many texts measured in one process (`measure --file F --format jsonl`):
/// one text a line, or a JSON object a line (`{"text": …, "locale": …}`),
/// one result a line. A script measuring thousands of strings spent most of
/// its time starting a process for each.
public enum MeasureBatch {
    /// One text to measure and the locale it is in.
    public struct Request: Sendable, Equatable {
        public var text: String
        public var locale: String

        public init(text: String, locale: String) {
            self.text = text
            self.locale = locale
        }
    }

    /// The measurement of one text, as `measure --format json` writes it.
    public struct Result: Encodable, Sendable {
        public var text: String
        public var locale: String
        public var engine: String
        public var font: String?
        public var fonts: [String]?
        public var size: Double?
        public var width: Double
        public var graphemes: Int
        public var lineWidth: Double
        public var lines: [String]
        public var lineWidths: [Double]
        public var fits: Bool
        public var display: String

        public init(_ fit: Fit, font: String?) {
            text = fit.text
            locale = fit.locale
            engine = fit.engine
            self.font = font
            fonts = fit.fonts
            size = fit.size
            width = LayoutNumber.rounded(fit.width)
            graphemes = fit.graphemes
            lineWidth = LayoutNumber.rounded(fit.lineWidth)
            lines = fit.lines
            lineWidths = fit.lineWidths.map(LayoutNumber.rounded)
            fits = fit.fits
            display = fit.display
        }
    }

    /// The requests of `input` (the text of `path`), a line each: a line that
    /// starts with `{` is a JSON object with a string `text` and, optionally,
    /// `locale`; any other line is the text itself, in `locale`. A line break
    /// at the very end ends the last line; a bad JSON line is an error at its line.
    public static func requests(in input: String, path: String, locale: String) throws(InputError) -> [Request] {
        // "\r\n" is one Character: both endings split.
        var lines = input.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if lines.last == "" { lines.removeLast() }
        var requests: [Request] = []
        requests.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            guard line.first == "{" else {
                requests.append(Request(text: String(line), locale: locale))
                continue
            }
            // The project's own JSON reader: a third of the time went to JSONSerialization per line.
            let members = (try? JSONParser.parse(text: String(line), path: path))?.root.members
            func member(_ name: String) -> JSONValue? { members?.last { $0.key.value == name }?.value }
            guard case .string(let text)? = member("text") else {
                throw InputError("a line that starts with '{' must be a JSON object with a string \"text\" (and optionally \"locale\")",
                                 file: path, line: index + 1, column: 1)
            }
            var requested = locale
            switch member("locale") {
            case nil: break
            case .string(let given)?: requested = given.value
            default: throw InputError("\"locale\" must be a string", file: path, line: index + 1, column: 1)
            }
            do throws(InputError) {
                try LocaleCode.validate(requested)
            } catch {
                throw InputError(error.message, file: path, line: index + 1, column: 1)
            }
            requests.append(Request(text: text.value, locale: requested))
        }
        return requests
    }

    /// Measures each request in `box` with one measurer (the font opened
    /// once), `jobs` at a time, and writes each result, in order, as one line
    /// of JSON to `write`: a piece at a time, so a large batch is not held
    /// whole twice.
    public static func run(_ requests: [Request], box: LayoutBox, measurer: TextMeasurer,
                           jobs: Int = ProcessInfo.processInfo.activeProcessorCount, write: (String) -> Void) {
        let font = measurer.fontFamily
        var start = 0
        while start < requests.count {
            let piece = Array(requests[start..<min(start + 4096, requests.count)])
            let lines = ConcurrentMap.map(piece, jobs: jobs) { request -> String in
                let fit = measurer.fit(request.text, locale: request.locale, box: box)
                // An encoder each: JSONEncoder is not to be shared between threads.
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let data = (try? encoder.encode(Result(fit, font: font))) ?? Data("{}".utf8)
                return String(decoding: data, as: UTF8.self)
            }
            write(lines.joined(separator: "\n") + "\n")
            start += piece.count
        }
    }
}
