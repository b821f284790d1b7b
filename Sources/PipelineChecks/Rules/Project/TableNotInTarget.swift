import PipelineCore
import PipelineFormats
import PipelineProject

/// A table beside the app's that no target of the Xcode project copies never
/// ships: a locale a translation platform exported but nobody added to the
/// project, a stray copy beside the real table. It is not checked either, so
/// one note per `.lproj` folder says so.
public struct TableNotInTarget: Check {
    public static let code = "table-not-in-target"
    public static let summary = "Tables beside the app's that no target of the Xcode project copies never ship and are not checked (a locale never added to the project, a stray copy): once per .lproj folder."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        // Arabic was translated but never added to the project.
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])
            .unshipped(["ar": ["↓↓InfoPlist.strings", "Localizable.strings"]])),
        // A misnamed copy beside German's real table; Base is no locale of its own.
        .triggers(ExampleProject(tables: ["en": [TableName.infoPlist: "\"a\" = \"A\";"], "de": [TableName.infoPlist: "\"a\" = \"B\";"]])
            .unshipped(["de": ["↓↓infoPlist.strings"], "Base": ["↓↓infoPlist.strings"]])),
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        var byFolder: [String: [String]] = [:]
        for path in context.project.unshippedTables { byFolder[path.parentPath, default: []].append(path) }
        return byFolder.keys.sorted().compactMap { folder -> Diagnostic? in
            guard let files = byFolder[folder]?.sorted(), let first = files.first else { return nil }
            let name = folder.lastComponent
            let locale = name.hasSuffix(".lproj") ? String(name.dropLast(".lproj".count)) : name
            let names = files.map(\.lastComponent).joined(separator: ", ")
            // Shipped through another folder's tables (a package's, an extension's) is shipped.
            let shipped = Set(context.project.roots.flatMap(\.locales.keys))
            guard locale == TableName.base || shipped.contains(locale) else {
                // A locale the app does not ship: counted with the app, not as a locale of its own.
                return finding("\(locale): \(context.relativePath(folder)) holds \(names), but no target of the project copies \(files.count == 1 ? "it" : "them"), so the app does not ship \(locale): add the localization to the project, or remove the folder",
                               at: SourceLocation(file: first))
            }
            return finding("\(locale): \(names) in \(context.relativePath(folder)) \(files.count == 1 ? "is" : "are") copied by no target of the project, so \(files.count == 1 ? "it" : "they") never ship\(files.count == 1 ? "s" : "") and \(files.count == 1 ? "is" : "are") not checked: add \(files.count == 1 ? "it" : "them") to a target, or remove \(files.count == 1 ? "it" : "them")",
                           locale: shipped.contains(locale) ? locale : nil, at: SourceLocation(file: first))
        }
    }
}
