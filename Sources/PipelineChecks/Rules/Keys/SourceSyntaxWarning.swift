import PipelineCore
import PipelineFormats
import PipelineProject

/// A source file that does not parse cleanly was scanned as far as possible;
/// strings in its broken part may have been missed. A note: it says how well
/// the tool read the file, not what any user sees, and swift-syntax reads
/// the newest grammar, so a file its own language mode compiles can be
/// reported (issue 48: the one such finding on 13 real apps was
/// `@objc (Name)`, which Swift 5 accepts).
public struct SourceSyntaxWarning: Check {
    public static let code = "source-syntax-error"
    public static let summary = "A Swift or Objective-C file has syntax errors; it was still scanned for what could be found."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Broken.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")\nfunc broken( ↓{"])),
        .passes(ExampleProject(code: ["Fine.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        (context.project.code?.parseWarnings ?? []).map { warning in
            finding(warning.message, at: warning.location)
        }
    }
}
