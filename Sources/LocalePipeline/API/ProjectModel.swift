import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineLoading

/// The model the checks run on, as `l10n-tool project` prints it: each app
/// of the repository with the targets it ships (extensions and frameworks
/// it embeds), each target's Info.plist, name, bundle id and tables, the
/// locales the app ships, and every file left out with why.
public struct ProjectModel: Sendable, Equatable, Codable {
    /// A table of a folder of tables: its name and the locales that have it.
    public struct Table: Sendable, Equatable, Codable {
        /// The folder holding the `<locale>.lproj` folders or the catalog, relative to the checked folder.
        public var folder: String
        public var name: String
        /// `strings`, `stringsdict`, `xcstrings` (the kinds of file it is kept in).
        public var formats: [String]
        public var locales: [String]
    }

    public struct Target: Sendable, Equatable, Codable {
        public var name: String
        /// `application`, `app-extension`, `framework`, ...
        public var kind: String
        public var infoPlist: String?
        public var displayName: String?
        /// Where the name comes from (`Info.plist CFBundleDisplayName`, `INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`).
        public var displayNameSource: String?
        public var bundleID: String?
        /// The targets it builds in and embeds (extensions, frameworks), by name.
        public var embeds: [String]
        /// The tables its build phases copy.
        public var tables: [Table]
    }

    public struct App: Sendable, Equatable, Codable {
        /// As `--app` takes it; the folder's name when no Xcode project names the app.
        public var name: String
        /// The `.xcodeproj` or `project.yml` declaring it, relative to the checked folder.
        public var project: String?
        public var infoPlist: String?
        public var displayName: String?
        public var displayNameSource: String?
        public var bundleID: String?
        /// The app's target first, then what it embeds.
        public var targets: [Target]
        /// Every table the app ships (its own, its extensions', its frameworks' and packages').
        public var tables: [Table]
        /// The locales its tables have, the development one first.
        public var locales: [String]
        public var developmentLocale: String
        public var quickActions: Int
        public var appShortcuts: Int
        /// The localization wrappers its code is read through (filled by the code reader; may be empty).
        public var wrappers: [String]
        /// What loading this app left out, with why.
        public var leftOut: [LeftOutFile]
    }

    /// The checked folder.
    public var root: String
    /// The Xcode projects and XcodeGen specs read, relative to the checked folder.
    public var projects: [String]
    public var apps: [App]
    /// Notes loading made: a spec found but not used, a Tuist manifest, references not in the repository.
    public var notes: [String]

    /// The model of the repository whose apps are `projects` (one per app, as `ProjectLoader.loadEach` gives them).
    public init(projects loaded: [Project]) {
        let first = loaded.first
        let root = first?.root ?? "/"
        self.root = root
        func relative(_ path: String) -> String { ProjectFileSummary.relative(path, to: root) }
        projects = first?.xcodeProjects.map { relative($0.path) } ?? []
        var notes: [String] = []
        for project in loaded {
            for warning in project.warnings where warning.label == "note" {
                let text = (warning.location.map { relative($0.file) + ": " } ?? "") + warning.message
                if !notes.contains(text) { notes.append(text) }
            }
        }
        self.notes = notes
        apps = loaded.map { project in Self.app(project, root: root) }
    }

    private static func app(_ project: Project, root: String) -> App {
        func relative(_ path: String) -> String { ProjectFileSummary.relative(path, to: root) }
        let scope = ReadScope.app(project.paths)
        func tablesOf(_ indices: [Int]) -> [Table] { indices.flatMap { tables(of: project.roots[$0], root: root) } }
        var targets: [Target] = []
        let appName = project.application.map { application in
            application.name.split(separator: "/").last.map(String.init) ?? application.name
        }
        let shipped = project.xcodeProjects.flatMap(\.shippedTargets)
        let ordered = shipped.filter { $0.name == appName } + shipped.filter { $0.name != appName }
        for target in ordered {
            let name = BundleNames.displayName(of: target, scope: scope)
            let owned = project.roots.indices.filter { index in
                rootFiles(project.roots[index]).contains { target.contains($0) }
            }
            let embeds = target.dependencies.filter { dependency in shipped.contains { $0.name == dependency } }.sorted()
            targets.append(Target(name: target.name, kind: target.kind, infoPlist: target.infoPlists.count == 1 ? target.infoPlists.first.map(relative) : nil,
                                  displayName: name?.name, displayNameSource: name?.source,
                                  bundleID: target.bundleIdentifiers.count == 1 ? target.bundleIdentifiers.first : nil,
                                  embeds: embeds, tables: tablesOf(owned)))
        }
        let locales = Set(project.roots.flatMap(\.locales.keys)).subtracting([TableName.base, project.baseLocale]).sorted()
        let folderName = (project.root as NSString).lastPathComponent
        return App(name: project.application?.name ?? folderName, project: project.application.map { relative($0.project) },
                   infoPlist: project.application?.infoPlist.map(relative) ?? (project.specs.count == 1 ? project.specs.first.map { relative($0.path) } : nil),
                   displayName: project.application?.displayName ?? project.displayName,
                   displayNameSource: project.application?.displayNameSource ?? (project.displayName == nil ? nil : "Info.plist"),
                   bundleID: project.application?.bundleID,
                   targets: targets, tables: tablesOf(Array(project.roots.indices)),
                   locales: [project.baseLocale] + locales, developmentLocale: project.baseLocale,
                   quickActions: project.specs.reduce(0) { $0 + $1.items.count } + project.dynamicItems.count,
                   appShortcuts: project.code?.appShortcuts.count ?? 0,
                   wrappers: (project.code?.wrapperSummaries ?? []).map { wrapper in
                       "\(wrapper.name) (\(relative(wrapper.file)):\(wrapper.line), \(wrapper.calls) call\(wrapper.calls == 1 ? "" : "s"))"
                           + (wrapper.fallsBack == true ? ", shows its own text for a key no table has" : "")
                   },
                   leftOut: project.leftOutFiles)
    }

    /// Every table file of a folder of tables.
    private static func rootFiles(_ root: LocalizationRoot) -> [String] {
        root.catalogs.map(\.path) + root.locales.values.flatMap { $0.tables.values.map(\.path) + $0.plurals.values.map(\.path) }
    }

    /// A folder's tables by name, with their locales and formats.
    private static func tables(of root: LocalizationRoot, root top: String) -> [Table] {
        var byName: [String: (formats: Set<String>, locales: Set<String>)] = [:]
        for (locale, tables) in root.locales {
            for (name, file) in tables.tables { byName[name, default: ([], [])].formats.insert((file.path as NSString).pathExtension); byName[name]?.locales.insert(locale) }
            for (name, file) in tables.plurals { byName[name, default: ([], [])].formats.insert((file.path as NSString).pathExtension); byName[name]?.locales.insert(locale) }
        }
        return byName.keys.sorted().map { name in
            let entry = byName[name] ?? ([], [])
            return Table(folder: ProjectFileSummary.relative(root.folder, to: top), name: name, formats: entry.formats.sorted(), locales: entry.locales.sorted())
        }
    }

    /// The model as text: each app, its targets and tables, what it leaves out.
    public var text: String {
        var out = projects.isEmpty ? "no Xcode project or XcodeGen spec: every table found is read\n" : "projects: \(projects.joined(separator: ", "))\n"
        for app in apps {
            out += "\napp \(app.name)"
            let details = [app.displayName.map { "\"\($0)\"" }, app.bundleID].compactMap { $0 }
            if !details.isEmpty { out += " (\(details.joined(separator: ", ")))" }
            out += "\n"
            if let source = app.displayNameSource { out += app.displayName.map { "  name: \($0), from \(source)\n" } ?? "  name: none, as it \(source)\n" }
            if let plist = app.infoPlist { out += "  Info.plist: \(plist)\n" }
            out += "  locales: \(app.locales.joined(separator: ", ")) (\(app.developmentLocale) the development one)\n"
            out += "  quick actions: \(app.quickActions); App Shortcuts: \(app.appShortcuts)\n"
            out += "  wrappers: \(app.wrappers.isEmpty ? "none" : app.wrappers.joined(separator: ", "))\n"
            if !app.targets.isEmpty {
                out += "  targets:\n"
                for target in app.targets {
                    out += "    \(target.name) (\(target.kind))"
                    let facts = [target.displayName.map { "\"\($0)\"" }, target.bundleID, target.infoPlist].compactMap { $0 }
                    if !facts.isEmpty { out += ": " + facts.joined(separator: ", ") }
                    out += "\n"
                    if !target.embeds.isEmpty { out += "      embeds: \(target.embeds.joined(separator: ", "))\n" }
                    for table in target.tables { out += "      table \(Self.describe(table))\n" }
                }
            }
            out += "  tables:\n"
            for table in app.tables { out += "    \(Self.describe(table))\n" }
            if !app.leftOut.isEmpty {
                out += "  left out:\n"
                for file in app.leftOut { out += "    \(file.path): \(file.reason)\n" }
            }
        }
        if !notes.isEmpty {
            out += "\nnotes:\n"
            for note in notes { out += "  \(note)\n" }
        }
        return out
    }

    private static func describe(_ table: Table) -> String {
        "\(table.folder.isEmpty ? "." : table.folder): \(table.name) (\(table.formats.joined(separator: ", "))) in \(table.locales.joined(separator: ", "))"
    }
}

extension Pipeline {
    /// The model of `app`'s repository the checks run on: each app on its
    /// own (`options.app`: one), read without measuring.
    public static func projectModel(_ app: AppLocation, options: LoadOptions = LoadOptions(measures: false),
                                    events: Events = Events()) async throws(InputError) -> ProjectModel {
        var options = options
        options.measures = false
        return ProjectModel(projects: try await loadEach(app, options, events: events))
    }
}
