import PipelineCore

// The box of a shortcut text: here, not beside LayoutBox, because ShortcutText is resolution.
extension LayoutRules {
    /// A title without subtitle wraps to its lines; with a subtitle it gets
    /// one; a subtitle gets one. Sizes follow the Dynamic Type size.
    public func box(for field: ShortcutText.Field, of item: ShortcutItem) -> LayoutBox {
        switch field {
        case .title: return box(item.hasSubtitle ? .titleWithSubtitle : .title)
        case .subtitle: return box(.subtitle)
        }
    }

    public func box(for text: ShortcutText) -> LayoutBox { box(for: text.field, of: text.item) }
}
