import PipelineCore
import PipelineFormats
import PipelineProject

/// An item without a Type or a Title is ignored by iOS.
public struct MissingShortcutField: Check {
    public static let code = "missing-shortcut-field"
    public static let summary = "A quick action lacks its required Type or Title."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(title: "↓Search")])),
        .triggers(ExampleProject(items: [ExampleItem(type: "↓com.example.search")])),
        .triggers(ExampleProject(items: [ExampleItem(type: "↓", title: "Search")])),
        .passes(ExampleProject(items: [ExampleItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).search", title: "Search")])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.specs.flatMap { spec in
            spec.items.compactMap { item -> Diagnostic? in
                var missing: [String] = []
                if (item.type ?? "").isEmpty { missing.append(ShortcutKey.type) }
                if (item.title ?? "").isEmpty { missing.append(ShortcutKey.title) }
                guard !missing.isEmpty else { return nil }
                return finding("quick action \(item.index + 1) has no \(missing.joined(separator: " and ")); iOS ignores it",
                               key: item.type, at: item.location)
            }
        }
    }
}
