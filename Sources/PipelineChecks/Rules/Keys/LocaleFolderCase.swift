import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// `en-US.lproj` beside `en-us.lproj`: one folder on a case-insensitive disk
/// (macOS's default), so a checkout there merges or loses one of them, and a
/// device loads one localization where the project has two.
public struct LocaleFolderCase: Check {
    public static let code = "locale-folder-case"
    public static let summary = "Two localization folders of one place differ only in letter case (en-US.lproj and en-us.lproj)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"a\" = \"a\";"],
            "en-US": [TableName.localizable: "\"a\" = \"a\";"],
            "en-us": [TableName.localizable: "↓\"a\" = \"a\";"],
        ])),
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"a\" = \"a\";"],
            "en-US": [TableName.localizable: "\"a\" = \"a\";"],
            "en-GB": [TableName.localizable: "\"a\" = \"a\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            let folders = root.locales.values.filter { !$0.tables.isEmpty || !$0.plurals.isEmpty }.map(\.locale).sorted()
            var first: [String: String] = [:]
            var result: [Diagnostic] = []
            for locale in folders {
                let folded = locale.lowercased()
                guard let kept = first[folded] else {
                    first[folded] = locale
                    continue
                }
                // At the first entry of the folder's first table: somewhere an editor can open.
                let tables = root.locales[locale]
                let first = tables?.tables.keys.sorted().first.flatMap { tables?.tables[$0] }
                let place = first?.entries.first?.location ?? first.map { SourceLocation(file: $0.path) }
                    ?? SourceLocation(file: URL(fileURLWithPath: root.folder).appendingPathComponent("\(locale).lproj").path)
                result.append(finding("\(locale).lproj and \(kept).lproj differ only in letter case: on a case-insensitive disk (macOS's default) "
                                      + "they are one folder, and iOS loads one localization; merge them into one",
                                      locale: locale, at: place))
            }
            return result
        }
    }
}
