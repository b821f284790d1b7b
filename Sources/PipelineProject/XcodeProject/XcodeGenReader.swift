import Foundation
import Yams
import PipelineCore
import PipelineFormats

/// Reads XcodeGen's `project.yml` (and the files it `include:`s) into the
/// same model as a `.xcodeproj`: each target's type, its `sources` (folders
/// with their `excludes:` globs, or files), `info.path`, its build settings
/// (`settings:`, `configFiles:`, `options: bundleIdPrefix`). Targets built
/// from `templates:` are not followed: then the project cannot say what
/// ships, and the spec is found but not used.
public enum XcodeGenReader {
    /// Includes followed at most (a file including itself ends here).
    package static let maximumIncludes = 32

    /// What reading a spec gave: a project, with a note when its paths were
    /// read from another folder than its own; or why it is not used.
    public enum Outcome: Sendable, Equatable {
        case project(XcodeProject, note: String?)
        case unused(String)
    }

    /// `within`: the checked folder; an include outside it, or one that
    /// cannot be read, leaves targets unknown, and then nil.
    public static func read(path: String, within root: String) throws(InputError) -> XcodeProject? {
        if case .project(let project, _) = try load(path: path, within: root) { return project }
        return nil
    }

    /// The spec at `path`, its `sources:` read from its own folder, as
    /// XcodeGen reads them, or from the checked folder `root` when only
    /// that finds them: a spec kept in a subfolder (`Apps/Name/project.yml`)
    /// that a script copies to the repository's root before generating is
    /// written relative to the root. Said in a note; a spec whose sources
    /// are found from neither is not used, and says so.
    public static func load(path: String, within root: String) throws(InputError) -> Outcome {
        let text = try TextDecoding.decode(try InputFile.read(path, kind: "an XcodeGen project", scope: .app(root: root)), path: path).text
        return try load(text, path: path, within: root)
    }

    /// `load` for a spec whose text is `text` (included files are read from disk).
    public static func load(_ text: String, path: String, within root: String) throws(InputError) -> Outcome {
        let unusable = "not used: a target is built from XcodeGen templates: or has no sources:, or an include: "
            + "cannot be read, so which tables ship cannot be told from it; every table found is read"
        guard let own = try parseCounting(text, path: path, within: root, base: nil) else { return .unused(unusable) }
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        let checked = URL(fileURLWithPath: root).standardizedFileURL.path
        guard own.found < own.total, folder != checked else { return .project(own.project, note: nil) }
        let rooted = try parseCounting(text, path: path, within: root, base: checked)
        if let rooted, rooted.found > own.found {
            var project = rooted.project
            project.folder = checked
            let relative = ProjectFileSummary.relative(folder, to: checked)
            return .project(project, note: "its sources: are found from the checked folder, not from the spec's own folder (\(relative)): "
                             + "read as if copied there, as a script does before generating (\(rooted.found) of \(rooted.total) found)")
        }
        guard own.found == 0 else { return .project(own.project, note: nil) }
        return .unused("not used: none of its \(own.total) sources: is found, from its own folder or from the checked folder, "
                       + "so which tables ship cannot be told from it; every table found is read")
    }

    /// The project whose `project.yml` at `path` holds `text` (included files are read from disk).
    public static func parse(_ text: String, path: String, within root: String) throws(InputError) -> XcodeProject? {
        try parseCounting(text, path: path, within: root, base: nil)?.project
    }

    /// The project with its top file's paths read from `base` (nil: its own
    /// folder), and how many of its targets' sources are on disk.
    private static func parseCounting(_ text: String, path: String, within root: String,
                                      base: String?) throws(InputError) -> (project: XcodeProject, found: Int, total: Int)? {
        var targets: [String: (node: Node, folder: String)] = [:]
        var visited: Set<String> = []
        var projectSettings: [Node] = []
        let complete = try collect(text, path: URL(fileURLWithPath: path).standardizedFileURL.path, base: base, within: root,
                                   scope: .app(root: root), into: &targets, settings: &projectSettings, visited: &visited)
        guard complete else { return nil }
        let top = base ?? URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        var project = XcodeProject(path: path)
        var found = 0
        var total = 0
        for name in targets.keys.sorted() {
            // Paths of an included file are relative to that file, as XcodeGen reads them.
            guard let (node, folder) = targets[name], let mapping = node.mapping else { continue }
            if mapping["templates"] != nil || mapping["sources"] == nil { return nil }
            let type = mapping["type"]?.string ?? ""
            var target = XcodeProject.Target(name: name, productType: "com.apple.product-type." + type)
            for source in sources(mapping["sources"]) {
                let place = ProjectPaths.join(folder, source.path)
                total += 1
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory) {
                    found += 1
                    if isDirectory.boolValue {
                        target.folders.insert(place)
                        if !source.excludes.isEmpty {
                            // Globs relative to the source folder, anchored there as XcodeGen reads them.
                            target.folderExcludes[place] = PathFilter(root: place, patterns: source.excludes.map { "/" + $0 }, includingDefaults: false)
                        }
                        continue
                    }
                }
                target.members.insert(place)
            }
            if let info = mapping["info"]?.mapping?["path"]?.string { target.infoPlists.insert(ProjectPaths.join(folder, info)) }
            // `- target: Widget` (or `OtherProject/Widget`): built in and embedded.
            for dependency in list(mapping["dependencies"]) {
                guard let name = dependency.mapping?["target"]?.string else { continue }
                target.dependencies.insert(String(name.split(separator: "/").last ?? Substring(name)))
            }
            (target.configurations, target.settings) = Self.settings(project: projectSettings, target: mapping, name: name, folder: folder, top: top, within: root)
            for configuration in target.settings {
                if let id = configuration.value(BuildSettings.bundleIdentifier), !id.isEmpty, !BuildSettings.hasReference(id) {
                    target.bundleIdentifiers.insert(id)
                }
            }
            if target.settings.contains(where: { $0.isOn("GENERATE_INFOPLIST_FILE") == true }) { target.generatesInfoPlist = true }
            project.targets.append(target)
        }
        project.markShipped()
        return (project, found, total)
    }

    /// The targets of `path` and of the files it includes, relative to it
    /// (the top file's relative to `base` when given), and the `settings:`
    /// and `options:` of each file. False when an include could not be
    /// followed (outside `root`, through a link that leaves it, missing, too many).
    private static func collect(_ given: String? = nil, path: String, base: String? = nil, within root: String, scope: ReadScope,
                                into targets: inout [String: (node: Node, folder: String)], settings: inout [Node],
                                visited: inout Set<String>) throws(InputError) -> Bool {
        if visited.contains(path) { return true }
        guard visited.count < maximumIncludes, path == root || path.hasPrefix(root == "/" ? "/" : root + "/") else { return false }
        visited.insert(path)
        let text: String
        if let given {
            text = given
        } else {
            guard FileManager.default.isReadableFile(atPath: path), scope.refusal(path) == nil else { return false }
            text = try TextDecoding.decode(try InputFile.read(path, kind: "an XcodeGen project", scope: scope), path: path).text
        }
        try YAMLAliasLimit.check(text, path: path)
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigReader.yamlError(error, path: path)
        } catch {
            throw InputError("invalid YAML: \(error)", file: path, line: 1, column: 1)
        }
        guard let mapping = document?.mapping else { return true }
        let folder = base ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
        for include in list(mapping["include"]) {
            let relative = include.string ?? include.mapping?["path"]?.string
            guard let relative else { continue }
            guard try collect(path: ProjectPaths.join(folder, relative), within: root, scope: scope, into: &targets,
                              settings: &settings, visited: &visited) else { return false }
        }
        // The project's own settings and options: the including file's last, so they win.
        if let document { settings.append(document) }
        for (key, value) in mapping["targets"]?.mapping ?? [:] {
            guard let name = key.string else { continue }
            targets[name] = (value, folder)
        }
        return true
    }

    /// A target's settings per configuration, lowest layer first, as
    /// XcodeGen writes them into the project: `bundleIdPrefix` (a bundle id
    /// for a target that sets none), the project's `configFiles:` and
    /// `settings:`, then the target's.
    private static func settings(project files: [Node], target: Node.Mapping, name: String, folder: String, top: String,
                                 within root: String) -> (names: [String], settings: [BuildSettingLayers]) {
        let projects = files.compactMap(\.mapping)
        var names = Set<String>()
        for mapping in projects + [target] {
            for key in ["configs", "configFiles"] {
                for (config, _) in mapping["settings"]?.mapping?[key]?.mapping ?? [:] { if let config = config.string { names.insert(config) } }
                if key == "configFiles" { for (config, _) in mapping[key]?.mapping ?? [:] { if let config = config.string { names.insert(config) } } }
            }
        }
        var lowest: [String: String] = [:]
        if let prefix = projects.lazy.compactMap({ $0["options"]?.mapping?["bundleIdPrefix"]?.string }).last {
            lowest[BuildSettings.bundleIdentifier] = prefix + "." + name
        }
        let builtins = ["SRCROOT": top, "PROJECT_DIR": top, "SOURCE_ROOT": top, "TARGET_NAME": name, "PRODUCT_NAME": name]
        let configurations = names.isEmpty ? [""] : names.sorted()
        return (configurations, configurations.map { config in
            var layers = [lowest]
            for (mapping, base) in projects.map({ ($0, top) }) + [(target, folder)] {
                if let file = mapping["configFiles"]?.mapping?[config]?.string {
                    layers.append(XCConfigReader.read(path: ProjectPaths.join(base, file), within: root))
                }
                let settings = mapping["settings"]?.mapping
                var layer = strings(settings?["base"]?.mapping)
                // Settings written flat, beside or without `base:`.
                for (key, value) in strings(settings) where !["base", "configs", "groups"].contains(key) { layer[key] = value }
                layer.merge(strings(settings?["configs"]?.mapping?[config]?.mapping)) { _, new in new }
                layers.append(layer)
            }
            return BuildSettingLayers(layers: layers, builtins: builtins)
        })
    }

    /// A YAML mapping of settings as strings: lists joined with spaces, as Xcode passes them.
    private static func strings(_ mapping: Node.Mapping?) -> [String: String] {
        var result: [String: String] = [:]
        for (key, value) in mapping ?? [:] {
            guard let name = key.string, !name.contains("[") else { continue }
            if let text = value.string {
                result[name] = text
            } else if let items = value.sequence {
                result[name] = items.compactMap(\.string).joined(separator: " ")
            }
        }
        return result
    }

    /// `sources:` as written: a path, or a list of paths and `{path:, excludes:}`.
    private static func sources(_ node: Node?) -> [(path: String, excludes: [String])] {
        list(node).compactMap { item in
            if let path = item.string { return (path, []) }
            guard let mapping = item.mapping, let path = mapping["path"]?.string else { return nil }
            return (path, list(mapping["excludes"]).compactMap(\.string))
        }
    }

    private static func list(_ node: Node?) -> [Node] {
        guard let node else { return [] }
        return node.sequence.map(Array.init) ?? [node]
    }
}
