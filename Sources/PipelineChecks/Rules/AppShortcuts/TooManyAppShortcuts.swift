import PipelineCore
import PipelineFormats
import PipelineProject

/// Apple allows an app at most 10 App Shortcuts across its providers
/// (`AppShortcutsProvider`: "an app can have up to 10 App Shortcuts").
public struct TooManyAppShortcuts: Check {
    public static let code = "too-many-app-shortcuts"
    public static let summary = "More than 10 App Shortcuts are declared across the app's providers; Apple allows 10."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(
            shortcuts: (1...11).map { ($0 == 11 ? ["↓"] : []) + ["\"Start workout \($0) in \\(.applicationName)\""] })])),
        .passes(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(
            shortcuts: (1...10).map { ["\"Start workout \($0) in \\(.applicationName)\""] })])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let shortcuts = context.project.code?.appShortcuts ?? []
        let limit = AppShortcutTokens.maximumShortcuts
        guard shortcuts.count > limit else { return [] }
        let providers = Set(shortcuts.map(\.provider)).sorted()
        let over = shortcuts[limit...].map { $0.intent ?? "?" }.joined(separator: ", ")
        return [finding("\(shortcuts.count) App Shortcuts are declared (\(providers.joined(separator: ", "))); an app may have \(limit): remove \(shortcuts.count - limit) (from here on: \(over))",
                        key: shortcuts[limit].intent, at: shortcuts[limit].location)]
    }
}
