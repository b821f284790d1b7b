import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// Any text laid out by both engines (columns, and the font engine with
/// Inter when it is installed) in a small box: never a trap, and the verdict
/// agrees with itself (fits ⇔ at most the lines allowed; what is shown ends in
/// `…` exactly when the text is cut; no more lines shown than allowed).
@main
enum FuzzLayout {
    static let locales = ["en", "de", "ar", "he", "th", "lo", "my", "ja", "zh-Hans", "zh-Hant", "ko", "hi", "ru", "fa"]
    static let measurers: [TextMeasurer] = {
        var rules = LayoutRules()
        rules.engine = .auto
        let font = (try? TextMeasurer(rules: rules)) ?? .columns
        return font.name == "font" ? [.columns, font] : [.columns]
    }()

    static func main() {
        fuzz { bytes in
            guard let first = bytes.first else { return }
            let locale = locales[Int(first) % locales.count]
            let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let lines = Int(first >> 4) % 3 + 1
            let box = LayoutBox(width: 1 + Int(first) % 23, lines: lines, points: 20 + Double(first) * 0.7, size: 11 + Double(first % 7) * 3)
            for measurer in measurers {
                let fit = measurer.fit(text, locale: locale, box: box)
                require(fit.fits == (fit.lines.count <= lines), "\(measurer.name): fits \(fit.fits) with \(fit.lines.count) of \(lines) lines")
                require(fit.lineWidths.count == fit.lines.count, "\(measurer.name): \(fit.lineWidths.count) widths for \(fit.lines.count) lines")
                require(fit.fits ? fit.display == text : fit.display.hasSuffix("…"), "\(measurer.name): shown \(fit.display.debugDescription) of \(text.debugDescription)")
                require(fit.shownLines.count <= lines, "\(measurer.name): \(fit.shownLines.count) lines shown of \(lines)")
                require(fit.width.isFinite && fit.lineWidths.allSatisfy(\.isFinite), "\(measurer.name): a width that is not finite")
                let count = measurer.lineCount(text, locale: locale, box: box)
                require(count.lines == fit.lines.count, "\(measurer.name): lineCount \(count.lines), fit \(fit.lines.count)")
            }
        }
    }
}
