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
