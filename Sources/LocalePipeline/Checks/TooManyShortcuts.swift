/// The Home Screen shows the first few quick actions; the rest never appear.
public struct TooManyShortcuts: Check {
    public static let code = "too-many-shortcuts"
    public static let summary = "More quick actions are declared than the Home Screen shows (max_items)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: (1...5).map { ExampleItem(type: "t\($0)", title: "Item \($0)") })),
        .passes(ExampleProject(items: (1...4).map { ExampleItem(type: "t\($0)", title: "Item \($0)") })),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let limit = context.project.layout.maxItems
        return context.project.specs.compactMap { spec -> Diagnostic? in
            guard spec.items.count > limit else { return nil }
            let hidden = spec.items[limit...].map { $0.displayKey }.joined(separator: ", ")
            return finding("\(spec.items.count) quick actions are declared but only \(limit) are shown; not shown: \(hidden)",
                           key: spec.items[limit].type, at: spec.items[limit].location)
        }
    }
}
