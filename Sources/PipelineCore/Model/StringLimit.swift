/// The room `limits:` in `l10n.yml` gives one string that is not a quick
/// action's title or subtitle (a widget's title, a button, an App Shortcut's
/// short title): lines of a width, as the quick actions have theirs.
/// `check` holds every locale's text to it (`limit-exceeded`) and `xliff
/// export` hands it to the translator's tool.
public struct StringLimit: Sendable, Equatable, Codable {
    public var table: String
    public var key: String
    /// A line's width in points, for the font engine.
    public var points: Double?
    /// A line's width in columns, for the column engine.
    public var columns: Int?
    public var lines: Int
    /// The font size in points at the default text size (Large); scaled as
    /// Body is at other sizes. Default: a title's.
    public var size: Double?
    /// Where `l10n.yml` gives it.
    public var location: SourceLocation?

    public init(table: String = TableName.localizable, key: String, points: Double? = nil, columns: Int? = nil, lines: Int = 1,
                size: Double? = nil, location: SourceLocation? = nil) {
        self.table = table
        self.key = key
        self.points = points
        self.columns = columns
        self.lines = lines
        self.size = size
        self.location = location
    }

    /// Its box, when it gives a width in the unit of the engine that
    /// measures (`points` for the font engine, `columns` for columns); nil
    /// when it does not, and then it is not held to.
    public func box(_ rules: LayoutRules, measurer: TextMeasurer) -> LayoutBox? {
        let size = rules.textSize.scaled(self.size ?? rules.titleSize, style: .body)
        switch measurer.engine {
        case .columns:
            guard let columns else { return nil }
            return LayoutBox(width: columns, lines: lines, points: points ?? 0, size: size)
        case .font:
            guard let points else { return nil }
            return LayoutBox(width: columns ?? 0, lines: lines, points: points, size: size)
        }
    }
}
