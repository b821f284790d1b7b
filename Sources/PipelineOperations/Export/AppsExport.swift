import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// The export of a repository with several apps: each app into a folder of
/// its own, named after it (`OUTPUT/Kettle/de.lproj/InfoPlist.strings`),
/// from its own tables alone, all apps' files written together or none.
public enum AppsExport {
    /// Plans each app's export, then writes every file into `output`, all or none.
    public static func run(_ projects: [Project], output: String, options: ExportOptions = ExportOptions()) throws(InputError) -> (plan: ExportPlan, written: [String]) {
        guard projects.count > 1 else {
            return try ShortcutExport.run(projects.first ?? Project(root: output, baseLocale: "en", specs: [], roots: []), output: output, options: options)
        }
        let plan = try self.plan(projects, options: options)
        let inputs = projects.flatMap { ShortcutExport.inputFiles(of: $0) }
        let folder = try OutputFolder(path: output, protecting: inputs)
        return (plan, try folder.write(plan.files))
    }

    /// Each app's plan, its files below the app's folder; warnings name the app.
    public static func plan(_ projects: [Project], options: ExportOptions = ExportOptions()) throws(InputError) -> ExportPlan {
        var combined = ExportPlan(files: [], warnings: [], locales: [], items: 0)
        for (project, folder) in zip(projects, folders(of: projects)) {
            let plan = try ShortcutExport.plan(project, options: options)
            combined.files += plan.files.map { ExportedFile(components: [folder] + $0.components, data: $0.data) }
            combined.warnings += plan.warnings.map { warning in
                var copy = warning
                copy.message = "\(folder): " + warning.message
                return copy
            }
            for locale in plan.locales where !combined.locales.contains(locale) { combined.locales.append(locale) }
            combined.items += plan.items
            combined.leftOut += plan.leftOut
            combined.plainTexts += plan.plainTexts
            combined.apps.append(folder)
        }
        return combined
    }

    /// A folder name per app: its target's name made a plain file name, unique.
    package static func folders(of projects: [Project]) -> [String] {
        var used = Set<String>()
        return projects.enumerated().map { index, project in
            let name = (project.application?.name ?? "app-\(index + 1)").replacingOccurrences(of: "/", with: "-")
            let base = OutputFolder.isPlainName(name) ? name : "app-\(index + 1)"
            var folder = base
            var suffix = 2
            while !used.insert(folder.lowercased()).inserted { folder = "\(base)-\(suffix)"; suffix += 1 }
            return folder
        }
    }
}
