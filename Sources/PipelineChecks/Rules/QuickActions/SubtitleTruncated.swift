import PipelineCore
import PipelineFormats
import PipelineProject

/// A subtitle gets one line; the rest is cut with `…`.
public struct SubtitleTruncated: Check {
    public static let code = "subtitle-truncated"
    public static let summary = "A quick action's subtitle needs more than one line in a locale."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Call", subtitle: "Call for me")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "ja": [TableName.infoPlist: "\"Call\" = \"電話\";\n↓\"Call for me\" = \"私の代わりにレストランに電話をかける\";"],
        ])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Call", subtitle: "Call for me")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "ja": [TableName.infoPlist: "\"Call\" = \"電話\";\n\"Call for me\" = \"代わりに電話する\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        LayoutCheck.findings(self, field: .subtitle, in: context)
    }
}
