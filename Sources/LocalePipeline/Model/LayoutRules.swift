/// How much room the Home Screen quick-action menu gives each string.
///
/// The defaults (profile `iphone`) approximate the menu at the default text
/// size on a current iPhone: they are a budget in columns, not a rendering.
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

    public init() {}

    public static let iphone = LayoutRules()

    /// Lines allowed for a title, given whether its item has a subtitle.
    public func titleLineLimit(hasSubtitle: Bool) -> Int {
        hasSubtitle ? titleLinesWithSubtitle : titleLines
    }
}
