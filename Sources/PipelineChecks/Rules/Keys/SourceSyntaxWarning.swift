import PipelineCore
import PipelineFormats
import PipelineProject

/// A source file that does not parse cleanly was scanned as far as possible;
/// strings in its broken part may have been missed. A note: it says how well
/// the tool read the file, not what any user sees, and swift-syntax reads
/// the newest grammar in Swift 5 mode (`SwiftSourceParser`). The false
/// findings on real apps were all valid code: `@objc (Name)` and
/// `(@MainActor() -> Void)?`, which Swift 5 accepts (ChatSecure, Session), and
/// closures nested past a debug build's nesting limit of 20 (ownCloud).
public struct SourceSyntaxWarning: Check {
    public static let code = "source-syntax-error"
    public static let summary = "A Swift or Objective-C file has syntax errors; it was still scanned for what could be found."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Broken.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")\nfunc broken( ↓{"])),
        .passes(ExampleProject(code: ["Fine.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        // Swift 5 mode: a space before an attribute's argument, a global actor on a function type.
        .passes(ExampleProject(code: ["Stack.swift": """
            @objc (OTRVerticalStackView) class VerticalStackView: NSObject {}
            struct Row { var onTap: (@MainActor() -> Void)? }
            """])),
        // Nested deeper than a debug build of swift-syntax allows by default (20).
        .passes(ExampleProject(code: ["Deep.swift": "func f() {\n"
            + String(repeating: "run { ", count: 24) + "print(NSLocalizedString(\"Deep\", comment: \"\"))"
            + String(repeating: " }", count: 24) + "\n}"])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        (context.project.code?.parseWarnings ?? []).map { warning in
            finding(warning.message, at: warning.location)
        }
    }
}
