/// The room a quick action's field gets on the Home Screen: columns per line
/// and lines. `check` measures against it and the report draws the menu in
/// it, so the picture and the findings agree.
public struct LayoutBox: Sendable, Equatable {
    public var width: Int
    public var lines: Int
}

extension LayoutRules {
    /// A title without subtitle wraps to its lines; with a subtitle it gets
    /// one; a subtitle gets one.
    public func box(for field: ShortcutText.Field, of item: ShortcutItem) -> LayoutBox {
        switch field {
        case .title: return LayoutBox(width: titleWidth, lines: titleLineLimit(hasSubtitle: item.hasSubtitle))
        case .subtitle: return LayoutBox(width: subtitleWidth, lines: subtitleLines)
        }
    }

    public func box(for text: ShortcutText) -> LayoutBox { box(for: text.field, of: text.item) }
}
