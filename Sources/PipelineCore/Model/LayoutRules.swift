import Foundation

/// How much room the Home Screen quick-action menu gives each string.
///
/// The defaults (profile `iphone`) approximate the menu at the default text
/// size on a current iPhone (sources in docs/layout.md): a budget in columns
/// for the column engine, and in points at the menu's font sizes for the
/// font engine.
public struct LayoutRules: Sendable, Equatable, Codable {
    public var titleWidth: Int = 22
    public var subtitleWidth: Int = 25
    /// Lines for a title when the item has no subtitle (then truncated).
    public var titleLines: Int = 2
    /// Lines for a title when the item has a subtitle.
    public var titleLinesWithSubtitle: Int = 1
    public var subtitleLines: Int = 1
    /// Items the Home Screen shows; more are declared in vain.
    public var maxItems: Int = 4

    /// Which engine measures: `auto` (the default: the font when it is
    /// installed, else columns, and the run says so), `font` (a missing font
    /// is an error) or `columns` (the same verdict on every machine).
    public var engine: Engine = .auto
    /// The font engine's primary font: a family name or a font file's path.
    /// On macOS the system font (SF Pro, what the Home Screen draws with);
    /// elsewhere Inter stands in for it (SF Pro may not be redistributed).
    public var font: String = LayoutRules.defaultFont
    /// Variation settings for a variable font ("wght=400"); without them a
    /// variable font is set to regular.
    public var fontVariations: String?
    /// Points at the Large text size: UIKit's Body for titles, Subheadline for subtitles.
    public var titleSize: Double = 17
    public var subtitleSize: Double = 15
    /// Points of a line: a 250 pt menu less its insets and icon.
    public var titlePoints: Double = 190
    public var subtitlePoints: Double = 190
    /// The Dynamic Type size the sizes are taken at.
    public var textSize: DynamicTypeSize = .large
    /// `limits:` of l10n.yml: the room of other strings than the quick actions'.
    public var limits: [StringLimit] = []
    /// Set when a width given without an engine made the run measure in
    /// columns ("l10n.yml's title_width", "--title-width"): the load says so
    /// once. Not encoded.
    package var columnsBecause: String?

    public enum Engine: String, Sendable, Codable, CaseIterable {
        case auto, font, columns
    }

    public init() {}

    public static let iphone = LayoutRules()

    /// The font when `font:` is not set: SF Pro where the system has it
    /// (macOS keeps it at /System/Library/Fonts/SFNS.ttf, a variable font
    /// whose optical size follows the font size), else Inter.
    public static let defaultFont: String = {
        #if os(macOS)
        let system = "/System/Library/Fonts/SFNS.ttf"
        if FileManager.default.fileExists(atPath: system) { return system }
        #endif
        return "Inter"
    }()

    /// The font engine's settings are written only when it is asked for, so
    /// a column run's report (which records its rules) reads as before.
    private enum CodingKeys: String, CodingKey {
        case titleWidth, subtitleWidth, titleLines, titleLinesWithSubtitle, subtitleLines, maxItems
        case engine, font, fontVariations, titleSize, subtitleSize, titlePoints, subtitlePoints, textSize, limits
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(titleWidth, forKey: .titleWidth)
        try container.encode(subtitleWidth, forKey: .subtitleWidth)
        try container.encode(titleLines, forKey: .titleLines)
        try container.encode(titleLinesWithSubtitle, forKey: .titleLinesWithSubtitle)
        try container.encode(subtitleLines, forKey: .subtitleLines)
        try container.encode(maxItems, forKey: .maxItems)
        if !limits.isEmpty { try container.encode(limits, forKey: .limits) }
        guard engine != .columns else { return }
        try container.encode(engine, forKey: .engine)
        try container.encode(font, forKey: .font)
        try container.encodeIfPresent(fontVariations, forKey: .fontVariations)
        try container.encode(titleSize, forKey: .titleSize)
        try container.encode(subtitleSize, forKey: .subtitleSize)
        try container.encode(titlePoints, forKey: .titlePoints)
        try container.encode(subtitlePoints, forKey: .subtitlePoints)
        try container.encode(textSize, forKey: .textSize)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = LayoutRules()
        titleWidth = try container.decodeIfPresent(Int.self, forKey: .titleWidth) ?? defaults.titleWidth
        subtitleWidth = try container.decodeIfPresent(Int.self, forKey: .subtitleWidth) ?? defaults.subtitleWidth
        titleLines = try container.decodeIfPresent(Int.self, forKey: .titleLines) ?? defaults.titleLines
        titleLinesWithSubtitle = try container.decodeIfPresent(Int.self, forKey: .titleLinesWithSubtitle) ?? defaults.titleLinesWithSubtitle
        subtitleLines = try container.decodeIfPresent(Int.self, forKey: .subtitleLines) ?? defaults.subtitleLines
        maxItems = try container.decodeIfPresent(Int.self, forKey: .maxItems) ?? defaults.maxItems
        engine = try container.decodeIfPresent(Engine.self, forKey: .engine) ?? defaults.engine
        font = try container.decodeIfPresent(String.self, forKey: .font) ?? defaults.font
        fontVariations = try container.decodeIfPresent(String.self, forKey: .fontVariations)
        titleSize = try container.decodeIfPresent(Double.self, forKey: .titleSize) ?? defaults.titleSize
        subtitleSize = try container.decodeIfPresent(Double.self, forKey: .subtitleSize) ?? defaults.subtitleSize
        titlePoints = try container.decodeIfPresent(Double.self, forKey: .titlePoints) ?? defaults.titlePoints
        subtitlePoints = try container.decodeIfPresent(Double.self, forKey: .subtitlePoints) ?? defaults.subtitlePoints
        textSize = try container.decodeIfPresent(DynamicTypeSize.self, forKey: .textSize) ?? defaults.textSize
        limits = try container.decodeIfPresent([StringLimit].self, forKey: .limits) ?? []
    }

    /// Points of a title and of a subtitle at the text size.
    public var titlePointSize: Double { textSize.scaled(titleSize, style: .body) }
    public var subtitlePointSize: Double { textSize.scaled(subtitleSize, style: .subheadline) }

    /// Lines allowed for a title, given whether its item has a subtitle.
    public func titleLineLimit(hasSubtitle: Bool) -> Int {
        hasSubtitle ? titleLinesWithSubtitle : titleLines
    }

    /// Which of a quick action's texts a box is for: what `check` measures
    /// each title and subtitle in, and what `measure --field` names.
    public enum Room: String, Sendable, CaseIterable {
        /// A title of an item without subtitle: it may wrap (two lines by default).
        case title
        /// A title of an item with a subtitle: one line.
        case titleWithSubtitle = "title-with-subtitle"
        case subtitle
    }

    /// The room of one field: lines, the line's width in columns and in
    /// points, and the font size at the text size.
    public func box(_ room: Room) -> LayoutBox {
        switch room {
        case .title, .titleWithSubtitle:
            return LayoutBox(width: titleWidth, lines: titleLineLimit(hasSubtitle: room == .titleWithSubtitle), points: titlePoints,
                             size: titlePointSize)
        case .subtitle:
            return LayoutBox(width: subtitleWidth, lines: subtitleLines, points: subtitlePoints, size: subtitlePointSize)
        }
    }
}

extension LayoutRules {
    /// The first item of a `font_variations` list ("wght=600,wdth=90") that is
    /// not a four-letter OpenType axis tag, `=`, and a number; nil when all are.
    public static func invalidVariation(in list: String) -> String? {
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let tag = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            let value = parts.count == 2 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            guard (1...4).contains(tag.count), tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                  let number = Double(value), number.isFinite else {
                return item.trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
