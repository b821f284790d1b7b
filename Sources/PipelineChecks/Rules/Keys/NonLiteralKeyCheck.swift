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
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        (context.project.code?.nonLiteralKeys ?? []).map { found in
            finding("localized string key is not a literal: \(found.expression); it cannot be extracted or checked",
                    at: found.location)
        }
    }
}
