import Foundation

/// The engine a run measures with, resolved once from the layout rules:
/// columns, or a font (HarfBuzz shaping at the box's size, in points).
/// Every verdict carries its name, so one never changes silently from one
/// machine to the next.
public struct TextMeasurer: Sendable, Equatable {
    public enum Engine: Sendable {
        case columns
        case font(FontEngine)
    }

    public let engine: Engine

    public static func == (a: TextMeasurer, b: TextMeasurer) -> Bool {
        switch (a.engine, b.engine) {
        case (.columns, .columns): return true
        case let (.font(x), .font(y)): return x === y
        default: return false
        }
    }

    public static let columns = TextMeasurer(engine: .columns)

    public init(engine: Engine) {
        self.engine = engine
    }

    /// `columns` measures in columns; `font` with the rules' font, an error
    /// when it is not installed; `auto` with the font when it is, else columns.
    public init(rules: LayoutRules) throws(InputError) {
        switch rules.engine {
        case .columns:
            self.init(engine: .columns)
        case .font, .auto:
            if let file = FontEngine.resolve(rules.font), let font = FontEngine(font: file, variations: rules.fontVariations) {
                self.init(engine: .font(font))
            } else if rules.engine == .auto {
                self.init(engine: .columns)
            } else if FontEngine.isPath(rules.font), let problem = FontFile.problem(rules.font) {
                throw InputError("font file '\(rules.font)' is not used: \(problem) (layout engine 'font' needs a .ttf, .otf or .ttc file, a family name, or engine 'auto' or 'columns')")
            } else if FontEngine.isPath(rules.font) {
                throw InputError("font file '\(rules.font)' cannot be read as a font (layout engine 'font' needs it: give a .ttf, .otf or .ttc, a family name, or use engine 'auto' or 'columns')")
            } else {
                throw InputError("font '\(rules.font)' is not installed (layout engine 'font' needs it; install it, e.g. apt-get install fonts-inter, name another family or a font file with 'font', or use engine 'auto' or 'columns')")
            }
        }
    }

    /// "columns" or "font".
    public var name: String {
        switch engine {
        case .columns: return "columns"
        case .font: return "font"
        }
    }

    /// The primary font's family, for the font engine.
    public var fontFamily: String? {
        if case let .font(font) = engine { return font.primary.family }
        return nil
    }

    /// The primary font's file, for the font engine.
    public var fontFile: FontFile? {
        if case let .font(font) = engine { return font.primary }
        return nil
    }

    /// One text in one box.
    public func fit(_ text: String, locale: String, box: LayoutBox) -> Fit {
        switch engine {
        case .columns:
            return Fit(text, locale: locale, lineWidth: box.width, maxLines: box.lines)
        case let .font(font):
            return Fit(text, locale: locale, font: font, size: box.size, lineWidth: box.points, maxLines: box.lines)
        }
    }

    /// Only how many lines a text needs and its whole width: what a sweep or
    /// a benchmark asks, without cutting line texts or the truncated form.
    public func lineCount(_ text: String, locale: String, box: LayoutBox) -> (lines: Int, width: Double) {
        let measured = MeasuredText(text, locale: locale)
        switch engine {
        case .columns:
            let layout = LineLayout(measured, lineWidth: box.width)
            return (layout.lines.count, Double(layout.width))
        case let .font(font):
            let layout = ShapedText(measured, engine: font, size: box.size).layout(lineWidth: box.points, ellipsis: 0)
            return (layout.lines.count, layout.width)
        }
    }

    /// A box's line width as a reader reads it: "22 columns" or "190 pt".
    public func widthDescription(_ box: LayoutBox) -> String {
        switch engine {
        case .columns: return "\(box.width) columns"
        case let .font(font): return "\(LayoutNumber.text(box.points)) pt (\(font.primary.family) \(LayoutNumber.text(box.size)) pt)"
        }
    }

    /// What measured a run, for its summary: "columns, title 22 and subtitle
    /// 25 a line", or "font Inter (…/Inter-Regular.otf, version 4.000, sha256
    /// …), title 17 pt in 190 pt, …; fallbacks: Noto Sans Arabic (…)", naming
    /// every fallback font that drew text so far.
    public func summary(_ rules: LayoutRules) -> String {
        switch engine {
        case .columns:
            return "columns, title \(rules.titleWidth) and subtitle \(rules.subtitleWidth) a line"
        case let .font(font):
            let fallbacks = font.fallbacksUsed
            return "font \(MeasuringFont(font.primary, role: .primary).described), title \(LayoutNumber.text(rules.titlePointSize)) pt in \(LayoutNumber.text(rules.titlePoints)) pt, "
                + "subtitle \(LayoutNumber.text(rules.subtitlePointSize)) pt in \(LayoutNumber.text(rules.subtitlePoints)) pt, text size \(rules.textSize.rawValue)"
                + (fallbacks.isEmpty ? "" : "; fallbacks: " + fallbacks.map { MeasuringFont($0, role: .fallback).described }.joined(separator: ", "))
        }
    }

    /// The fonts that measured so far, the primary first: empty for columns.
    public var fontsUsed: [MeasuringFont] {
        guard case let .font(font) = engine else { return [] }
        return [MeasuringFont(font.primary, role: .primary)] + font.fallbacksUsed.map { MeasuringFont($0, role: .fallback) }
    }
}

/// A font file that measured a run, as JSON's `summary.fonts` lists it.
public struct MeasuringFont: Sendable, Equatable, Codable {
    public enum Role: String, Sendable, Codable { case primary, fallback }
    public var role: Role
    public var family: String
    public var path: String
    /// The face's index in a collection (`.ttc`); 0 otherwise.
    public var index: Int
    public var version: String?
    /// The primary's: the first 12 hex digits of the file's SHA-256.
    public var sha256: String?
    /// A fallback's: the first 12 hex digits of the SHA-256 of its table
    /// directory and the file's size (`FontFile.tablesDigest`): the files are
    /// big (20 MB for CJK), and every run names them.
    public var tables: String?

    /// "/usr/…/Inter-Regular.otf, version 4.000, sha256 a7e791e8f5a0"; a face of a collection says its index.
    public var details: String {
        ([path + (index == 0 ? "" : " #\(index)")]
            + [version.map { "version " + $0 }, sha256.map { "sha256 " + $0 }, tables.map { "tables " + $0 }].compactMap { $0 })
            .joined(separator: ", ")
    }

    /// "Inter (/usr/…/Inter-Regular.otf, version 4.000, sha256 …)": a font as a run names what measured it.
    public var described: String { "\(family) (\(details))" }

    public init(_ file: FontFile, role: Role) {
        self.role = role
        family = file.family
        path = file.path
        index = file.index
        version = file.version
        switch role {
        case .primary: sha256 = file.digest
        case .fallback: tables = file.tablesDigest
        }
    }
}

/// Widths as printed: whole numbers bare, points to a tenth ("183.7").
public enum LayoutNumber {
    public static func text(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }

    /// For JSON: hundredths, so outputs stay short and stable.
    public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
