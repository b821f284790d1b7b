import PipelineCore
import PipelineFormats
import PipelineProject

/// A table, catalog or intent definition a target of the Xcode project names
/// that is not where the project resolves it (a file moved or deleted on
/// disk, a group path that no longer leads to it): Xcode fails the build, or
/// the localization ships without that file. Reported at the file
/// reference's line of `project.pbxproj`, so nothing the project names is
/// left out in silence (issue 46).
public struct ProjectFileMissing: Check {
    public static let code = "project-file-missing"
    public static let summary = "A table, String Catalog or intent definition a target of the Xcode project names is not where the project resolves it: the build fails, or the app ships without it."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // The project names a German table that was deleted from the disk.
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])
            .inProject([ExampleTarget("Notes", missing: ["↓↓fr.lproj/Localizable.strings"])])),
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])
            .inProject([ExampleTarget("Notes")])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        // One app of several: another app's missing files are said when that app is checked.
        let oneOfSeveral = !(context.project.application?.otherApps.isEmpty ?? true)
        return context.project.xcodeProjects.flatMap { xcode in
            let shipped = Set(xcode.shippedTargets.map(\.name))
            return xcode.missingFiles.filter { !oneOfSeveral || !shipped.isDisjoint(with: $0.targets) }.map { missing in
                let folder = missing.path.parentPath.lastComponent
                let locale = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
                let targets = missing.targets.joined(separator: ", ")
                let which = missing.targets.count == 1 ? "target \(targets) names" : "targets \(targets) name"
                return finding("\(context.relativePath(missing.path)) is not there, but \(xcode.path.lastComponent)'s \(which) it: the build fails, "
                               + "or the app ships without it; restore the file, or fix or remove the reference in Xcode",
                               locale: locale == TableName.base ? nil : locale,
                               at: SourceLocation(file: xcode.path + "/project.pbxproj", line: missing.line, column: missing.line == nil ? nil : 1))
            }
        }
    }
}
