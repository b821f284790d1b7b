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

    /// Which engine measures: columns (the default, the same on every
    /// machine), a font, or the font when it is installed.
    public var engine: Engine = .auto
    /// The font engine's primary font: a family name or a font file's path.
    /// Inter stands in for SF Pro, which is not redistributable.
    public var font: String = "Inter"
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

    public enum Engine: String, Sendable, Codable, CaseIterable {
        case auto, font, columns
    }

    public init() {}

    public static let iphone = LayoutRules()

    /// The font engine's settings are written only when it is asked for, so
    /// a column run's report (which records its rules) reads as before.
    private enum CodingKeys: String, CodingKey {
        case titleWidth, subtitleWidth, titleLines, titleLinesWithSubtitle, subtitleLines, maxItems
        case engine, font, fontVariations, titleSize, subtitleSize, titlePoints, subtitlePoints, textSize
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(titleWidth, forKey: .titleWidth)
        try container.encode(subtitleWidth, forKey: .subtitleWidth)
        try container.encode(titleLines, forKey: .titleLines)
        try container.encode(titleLinesWithSubtitle, forKey: .titleLinesWithSubtitle)
        try container.encode(subtitleLines, forKey: .subtitleLines)
        try container.encode(maxItems, forKey: .maxItems)
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
    }

    /// Points of a title and of a subtitle at the text size.
    public var titlePointSize: Double { textSize.scaled(titleSize, style: .body) }
    public var subtitlePointSize: Double { textSize.scaled(subtitleSize, style: .subheadline) }

    /// Lines allowed for a title, given whether its item has a subtitle.
    public func titleLineLimit(hasSubtitle: Bool) -> Int {
        hasSubtitle ? titleLinesWithSubtitle : titleLines
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
