import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject

/// What is read once before any app of a repository is loaded: the
/// settings, what discovery found, the Xcode projects (and XcodeGen specs)
/// with every app shipping, and the apps they declare.
package struct LoadSite: Sendable {
    /// One app of the repository: an application target no other app embeds.
    package struct App: Sendable, Equatable {
        /// As `--app` takes it: the target's name, `Project/Target` when two projects have one of that name.
        package var name: String
        /// Index into `projects`.
        package var project: Int
        package var target: String
    }

    package var root: String
    package var policy: PathPolicy
    package var config: ToolConfig
    package var configPath: String?
    package var filter: PathFilter
    /// Nil when l10n.yml names both the Info.plists and the folders of tables.
    package var found: ProjectDiscovery.Found?
    package var projects: [XcodeProject] = []
    package var apps: [App] = []
    package var warnings: [InputWarning] = []
    /// `--no-project` not given.
    package var readsProject = true

    /// Reads l10n.yml, walks the folder and reads the projects it holds.
    package static func discover(path: String, config explicitConfig: String?, options: LoadOptions) throws(InputError) -> LoadSite {
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        var policy = PathPolicy(root: root)
        let configPath = AppFolder.configPath(root: root, explicit: explicitConfig)
        // A --config FILE was named on the command line; PATH/l10n.yml was found by name.
        if explicitConfig == nil, let configPath { try policy.checkNamed(configPath) }
        let configScope: ReadScope = explicitConfig == nil ? .app(policy) : .named
        let config = try configPath.map { path throws(InputError) in try ConfigReader.read(path: path, ruleCodes: options.ruleCodes, scope: configScope) } ?? ToolConfig()
        if let configPath { policy.allow(URL(fileURLWithPath: configPath).standardizedFileURL.deletingLastPathComponent().path) }
        for named in config.specs + config.localeFolders + config.sources { try policy.checkNamed(named) }
        // A font file l10n.yml names is read by FreeType, not by InputFile: judged here.
        if FontEngine.isPath(config.layout.font) { try policy.checkNamed(config.layout.font) }
        // What l10n.yml names may be read where it is (outside the app only in so many words: checkNamed).
        for named in config.specs + config.localeFolders + config.sources { policy.allow(named) }
        // Globs are relative to l10n.yml's folder, else to the checked folder.
        let filterRoot = configPath.map { URL(fileURLWithPath: $0).standardizedFileURL.deletingLastPathComponent().path } ?? root
        let filter = PathFilter(root: filterRoot, patterns: config.exclude + options.exclude)
        var site = LoadSite(root: root, policy: policy, config: config, configPath: configPath, filter: filter)
        guard config.specs.isEmpty || config.localeFolders.isEmpty else { return site }
        let found = try ProjectDiscovery.scan(root, policy: policy, filter: filter)
        site.found = found
        site.warnings = found.warnings
        site.readsProject = options.readProject
        guard options.readProject else { return site }
        var warnings: [InputWarning] = []
        // A project.pbxproj that is a link out of the app is skipped like any such link.
        let readable = found.xcodeProjects.filter { policy.admits($0 + "/project.pbxproj", warnings: &warnings) }
        site.projects = try readable.map { path throws(InputError) in try XcodeProjectReader.read(path: path, within: root) }
        // XcodeGen's spec and Tuist's manifest where no generated project is committed beside them.
        let generated = Set(found.xcodeProjects.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        for spec in found.xcodeGenSpecs where !generated.contains(URL(fileURLWithPath: spec).deletingLastPathComponent().path) {
            switch try XcodeGenReader.load(path: spec, within: root) {
            case .project(let project, let note):
                site.projects.append(project)
                if let note { warnings.append(InputWarning(note, file: spec, label: "note")) }
            case .unused(let why):
                // Found but not used: said, never dropped in silence (issue 46; a real app's
                // `templates:` target made the tool check locales its spec excludes).
                warnings.append(InputWarning(why, file: spec, label: "note"))
            }
        }
        for manifest in found.tuistManifests where !generated.contains(URL(fileURLWithPath: manifest).deletingLastPathComponent().path) {
            warnings.append(InputWarning("not read: a Tuist manifest, Swift code that Tuist runs to generate the project, so which tables ship "
                                         + "cannot be told from it; every table found is read (run `tuist generate` first, and the generated "
                                         + ".xcodeproj says what ships)", file: manifest, label: "note"))
        }
        site.warnings += warnings
        site.apps = Self.apps(of: site.projects)
        return site
    }

    /// What every app ships together, when `chosen` is one of several: what
    /// it leaves out that another app ships is said as that app's.
    package func everyApp(for chosen: App?) -> ProjectMembership? {
        guard chosen != nil, apps.count > 1, let found else { return nil }
        return ProjectMembership(projects: projects, packageTargets: found.packageTargets)
    }

    /// The apps of `projects`, in their order, named uniquely.
    static func apps(of projects: [XcodeProject]) -> [App] {
        let apps = projects.indices.flatMap { index in projects[index].applications.map { (index, $0.name) } }
        let counts = Dictionary(apps.map { ($0.1, 1) }, uniquingKeysWith: +)
        return apps.map { index, target in
            let project = URL(fileURLWithPath: projects[index].path).deletingPathExtension().lastPathComponent
            return App(name: counts[target, default: 0] > 1 ? "\(project)/\(target)" : target, project: index, target: target)
        }
    }

    /// The app `--app NAME` names: exactly, else in another letter case when only one matches.
    package func app(named name: String) throws(InputError) -> App {
        if let app = apps.first(where: { $0.name == name }) { return app }
        let folded = apps.filter { $0.name.lowercased() == name.lowercased() || $0.target.lowercased() == name.lowercased() }
        if folded.count == 1, let app = folded.first { return app }
        if !readsProject { throw InputError("--app \(name): --app names an application target of the Xcode project, which --no-project leaves unread", file: root) }
        guard !apps.isEmpty else {
            throw InputError("--app \(name): no application target was found (--app chooses among the apps of an Xcode project or XcodeGen spec below the folder\(found == nil ? ", and l10n.yml names the files to read" : ""))", file: root)
        }
        throw InputError("--app \(name): no such app; the apps are \(apps.map(\.name).joined(separator: ", "))", file: root)
    }
}
