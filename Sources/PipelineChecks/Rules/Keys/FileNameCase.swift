import PipelineCore
import PipelineFormats
import PipelineProject

/// `infoPlist.strings` works on a case-insensitive Mac and fails on device builds
/// from case-sensitive volumes.
public struct FileNameCase: Check {
    public static let code = "file-name-case"
    public static let summary = "A table's file name differs from the expected one only in letter case."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.infoPlist: "\"Search\" = \"Search\";"]],
            misnamedTables: ["de": ["infoPlist.strings": "↓↓\"Search\" = \"Suchen\";"]])),
        .passes(ExampleProject(tables: [
            "en": [TableName.infoPlist: "\"Search\" = \"Search\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.locales.values.sorted { $0.locale < $1.locale }.flatMap { tables in
                tables.misnamed.map { file in
                    let written = file.path.lastComponent
                    return finding("\(tables.locale): table file is named \"\(written)\" but iOS looks for \"\(file.expectedName)\"; it is not found on case-sensitive file systems",
                                   locale: tables.locale, table: TableName.of(file.expectedName),
                                   at: SourceLocation(file: file.path))
                }
            }
        }
    }
}
