import PipelineCore
import PipelineFormats
import PipelineProject

/// iOS draws no icon for an IconType it does not know.
public struct UnknownIconType: Check {
    public static let code = "unknown-icon-type"
    public static let summary = "IconType is not one of the system's UIApplicationShortcutIconType names."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search", iconType: "↓UIApplicationShortcutIconTypeSerch")])),
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search", iconType: "↓search")])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search", iconType: "UIApplicationShortcutIconTypeSearch")])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")])),
    ]

    /// The 29 system icon types (the model's list, which the report draws too).
    public static var systemIconTypes: Set<String> { ShortcutItem.systemIconTypes }

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.shortcutGroups.flatMap { group in
            group.items.compactMap { item -> Diagnostic? in
                guard let icon = item.iconType, !UnknownIconType.systemIconTypes.contains(icon),
                      !BuildSettings.hasReference(icon) else { return nil }
                let hint = UnknownIconType.closest(to: icon).map { "; did you mean \($0)?" } ?? ""
                return finding("unknown icon type \"\(icon)\"\(hint)", key: item.displayKey,
                               at: item.location(of: ShortcutKey.iconType))
            }
        }
    }

    /// A system name that differs only in case or by a small typo.
    package static func closest(to name: String) -> String? {
        let lowered = name.lowercased()
        let candidates = systemIconTypes.sorted()
        if let match = candidates.first(where: { $0.lowercased() == lowered || $0.lowercased().hasSuffix("icontype" + lowered) }) {
            return match
        }
        let best = candidates.map { ($0, EditDistance.between($0, name)) }.min { $0.1 < $1.1 }
        return best.flatMap { $0.1 <= 3 ? $0.0 : nil }
    }
}
