import PipelineCore
import PipelineFormats
import PipelineProject

/// A quick action made in code with a plain string shows that string in every language.
public struct UnlocalizedShortcutTitle: Check {
    public static let code = "unlocalized-shortcut-title"
    public static let summary = "A quick action made in code has a string literal title or subtitle, which is never translated."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: ↓"Play")
            """])),
        .triggers(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIMutableApplicationShortcutItem(type: "com.example.play", localizedTitle: NSLocalizedString("Play", comment: ""), localizedSubtitle: ↓"Will Play an item", icon: nil, userInfo: nil)
            """])),
        // Words around a run-time value are English in every language too.
        .triggers(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIApplicationShortcutItem(type: "com.example.inbox", localizedTitle: NSLocalizedString("Inbox", comment: ""), localizedSubtitle: ↓"\\(count) items", icon: nil, userInfo: nil)
            """])),
        .passes(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: NSLocalizedString("Play", comment: "Quick action"))
            """])),
        // A value alone (a name) is no text of the app's.
        .passes(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIApplicationShortcutItem(type: "com.example.user", localizedTitle: "\\(name)")
            """])),
        .passes(ExampleProject(code: ["Shortcuts.swift": """
            let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: titleFromServer)
            """])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.dynamicItems.flatMap { dynamic -> [Diagnostic] in
            [("title", dynamic.item.titleSource), ("subtitle", dynamic.item.subtitleSource)].compactMap { name, source in
                guard case let .literal(text, location)? = source else { return nil }
                return finding("quick action \(name) \"\(text.escapedForMessage)\" is a plain string and is never translated; use NSLocalizedString or String(localized:)",
                               key: dynamic.item.displayKey, at: location)
            }
        }
    }
}
