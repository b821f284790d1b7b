import PipelineCore
import PipelineFormats
import PipelineProject

/// A title longer than its lines is cut with `…` on the Home Screen.
public struct TitleTruncated: Check {
    public static let code = "title-truncated"
    public static let summary = "A quick action's title needs more lines than the layout allows in a locale (2 without a subtitle, 1 with one)."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Book", subtitle: "Near you")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "↓\"Book\" = \"Einen Tisch in der Nähe reservieren\";\n\"Near you\" = \"In der Nähe\";"],
        ])),
        // Two lines are allowed without a subtitle; CJK counts two columns a character.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "↓Search all notes, folders and attachments at once")])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Alle Notizen durchsuchen\";"],
            "ja": [TableName.infoPlist: "\"Search\" = \"すべてのメモを検索\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        LayoutCheck.findings(self, field: .title, in: context)
    }
}
