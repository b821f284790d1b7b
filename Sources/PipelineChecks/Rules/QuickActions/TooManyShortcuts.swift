import PipelineCore
import PipelineFormats
import PipelineProject

/// The Home Screen shows the first few quick actions; the rest never appear.
public struct TooManyShortcuts: Check {
    public static let code = "too-many-shortcuts"
    public static let summary = "More quick actions are declared than the Home Screen shows (max_items)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // The fifth is the first the Home Screen leaves out.
        .triggers(ExampleProject(items: (1...5).map { ExampleItem(type: "\($0 == 5 ? "↓" : "")t\($0)", title: "Item \($0)") })),
        .passes(ExampleProject(items: (1...4).map { ExampleItem(type: "t\($0)", title: "Item \($0)") })),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let limit = context.project.layout.maxItems
        return context.shortcutGroups.compactMap { group -> Diagnostic? in
            let items = group.items
            guard items.count > limit else { return nil }
            let dynamic = items.filter { $0.origin == .code }.count
            let made = dynamic > 0 ? " (\(items.count - dynamic) in Info.plist, \(dynamic) in code)" : ""
            let hidden = items[limit...].map { $0.displayKey }.joined(separator: ", ")
            return finding("\(items.count) quick actions are declared\(made) but only \(limit) are shown; not shown: \(hidden)",
                           key: items[limit].type, at: items[limit].location)
        }
    }
}
