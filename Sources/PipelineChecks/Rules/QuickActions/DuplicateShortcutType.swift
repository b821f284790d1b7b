import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// The Type identifies the action to the app: two items with one Type are ambiguous.
public struct DuplicateShortcutType: Check {
    public static let code = "duplicate-shortcut-type"
    public static let summary = "Two quick actions share a Type."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [
            ExampleItem(type: "com.example.search", title: "Search"),
            ExampleItem(type: "↓com.example.search", title: "Find"),
        ])),
        .triggers(ExampleProject(items: [
            ExampleItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).search", title: "Search"),
            ExampleItem(type: "↓${PRODUCT_BUNDLE_IDENTIFIER}.search", title: "Find"),
        ])),
        .passes(ExampleProject(items: [
            ExampleItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).search", title: "Search"),
            ExampleItem(type: "$(PRODUCT_BUNDLE_IDENTIFIER).compose", title: "Compose"),
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.specs.flatMap { spec -> [Diagnostic] in
            var first: [String: ShortcutItem] = [:]
            var result: [Diagnostic] = []
            for item in spec.items {
                guard let written = item.type, !written.isEmpty else { continue }
                // `${X}` and `$(X)` name the same build setting.
                let type = written.replacingOccurrences(of: "${", with: "$(").replacingOccurrences(of: "}", with: ")")
                if let earlier = first[type] {
                    let line = earlier.location.line.map { " (line \($0))" } ?? ""
                    result.append(finding("quick action \(item.index + 1) repeats the Type \"\(type)\" of quick action \(earlier.index + 1)\(line)",
                                          key: type, at: item.location(of: ShortcutKey.type)))
                } else {
                    first[type] = item
                }
            }
            return result
        }
    }
}
