/// The room a quick action's field gets on the Home Screen: columns per line
/// (column engine), points per line at a font size (font engine), and lines.
/// `check` measures against it and the report draws the menu in it, so the
/// picture and the findings agree.
public struct LayoutBox: Sendable, Equatable {
    public var width: Int
    public var lines: Int
    /// Points per line and the font size in points, for the font engine.
    public var points: Double = 190
    public var size: Double = 17

    public init(width: Int, lines: Int, points: Double = 190, size: Double = 17) {
        self.width = width
        self.lines = lines
        self.points = points
        self.size = size
    }
}

extension LayoutRules {
    /// A title without subtitle wraps to its lines; with a subtitle it gets
    /// one; a subtitle gets one. Sizes follow the Dynamic Type size.
    public func box(for field: ShortcutText.Field, of item: ShortcutItem) -> LayoutBox {
        switch field {
        case .title:
            return LayoutBox(width: titleWidth, lines: titleLineLimit(hasSubtitle: item.hasSubtitle), points: titlePoints,
                             size: titlePointSize)
        case .subtitle:
            return LayoutBox(width: subtitleWidth, lines: subtitleLines, points: subtitlePoints,
                             size: subtitlePointSize)
        }
    }

    public func box(for text: ShortcutText) -> LayoutBox { box(for: text.field, of: text.item) }
}
