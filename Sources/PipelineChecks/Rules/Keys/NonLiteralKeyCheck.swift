import PipelineCore
import PipelineFormats
import PipelineProject

/// A key computed at run time cannot be extracted or checked, and often hides a missing translation.
public struct NonLiteralKeyCheck: Check {
    public static let code = "non-literal-key"
    public static let summary = "A localization call's key is not a string literal (interpolated, concatenated from variables, or returned by a call)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Menu.swift": "let title = NSLocalizedString(↓\"menu.\\(name)\", comment: \"\")"])),
        .triggers(ExampleProject(code: ["Menu.swift": "let title = NSLocalizedString(↓key, comment: \"\")"])),
        .triggers(ExampleProject(code: ["Menu.m": "NSString *t = NSLocalizedString(↓key, nil);"])),
        .passes(ExampleProject(code: ["Menu.swift": "let title = NSLocalizedString(\"menu.\" + \"title\", comment: \"\")"])),
        .passes(ExampleProject(code: ["Menu.swift": "let title = String(localized: \"Hello \\(name)\")"])),
        // Built from an enum of the app's whose every case's key the table has; or in a shape its keys have.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Scrubbing fast\" = \"Fast scrubbing\";\n\"Scrubbing slow\" = \"Slow scrubbing\";\n\"Rate 2x\" = \"Double\";"]],
            code: ["Player.swift": """
                enum Speed { case fast, slow }
                func label(_ speed: Speed) -> String { NSLocalizedString("Scrubbing \\(speed)", comment: "") }
                """,
                   "Rate.m": "NSString *t = NSLocalizedString([NSString stringWithFormat:@\"Rate %@\", rate], nil);"])),
        // A case without its key is still a key no one can check.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Scrubbing fast\" = \"Fast scrubbing\";"]],
            code: ["Player.swift": """
                enum Speed { case fast, slow }
                func label(_ speed: Speed) -> String { NSLocalizedString(↓"Scrubbing \\(speed)", comment: "") }
                """])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        // Built keys the tables account for (every case's key there) are counted in the summary instead.
        let accounted = context.resolution.builtKeys.resolved
        return (context.project.code?.nonLiteralKeys ?? []).filter { !accounted.contains($0.location) }.map { found in
            finding("localized string key is not a literal: \(found.expression); it cannot be extracted or checked",
                    at: found.location)
        }
    }
}
