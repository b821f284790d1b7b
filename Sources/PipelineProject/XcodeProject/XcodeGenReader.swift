import Foundation
import Yams
import PipelineCore
import PipelineFormats

/// Reads XcodeGen's `project.yml` (and the files it `include:`s) into the
/// same model as a `.xcodeproj`: each target's type, its `sources` (folders
/// with their `excludes:` globs, or files), `info.path` and
/// `PRODUCT_BUNDLE_IDENTIFIER`. Targets built from `templates:` are not
/// followed: then the project cannot say what ships, and `read` returns nil.
public enum XcodeGenReader {
    /// Includes followed at most (a file including itself ends here).
    package static let maximumIncludes = 32

    /// `within`: the checked folder; an include outside it, or one that
    /// cannot be read, leaves targets unknown, and then nil.
    public static func read(path: String, within root: String) throws(InputError) -> XcodeProject? {
        let text = try TextDecoding.decode(try InputFile.read(path, kind: "an XcodeGen project", scope: .app(root: root)), path: path).text
        return try parse(text, path: path, within: root)
    }

    /// The project whose `project.yml` at `path` holds `text` (included files are read from disk).
    public static func parse(_ text: String, path: String, within root: String) throws(InputError) -> XcodeProject? {
        var targets: [String: (node: Node, folder: String)] = [:]
        var visited: Set<String> = []
        let complete = try collect(text, path: URL(fileURLWithPath: path).standardizedFileURL.path, within: root,
                                   scope: .app(root: root), into: &targets, visited: &visited)
        guard complete else { return nil }
        var project = XcodeProject(path: path)
        for name in targets.keys.sorted() {
            // Paths of an included file are relative to that file, as XcodeGen reads them.
            guard let (node, folder) = targets[name], let mapping = node.mapping else { continue }
            if mapping["templates"] != nil || mapping["sources"] == nil { return nil }
            let type = mapping["type"]?.string ?? ""
            var target = XcodeProject.Target(name: name, productType: "com.apple.product-type." + type)
            for source in sources(mapping["sources"]) {
                let place = ProjectPaths.join(folder, source.path)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory), isDirectory.boolValue {
                    target.folders.insert(place)
                    if !source.excludes.isEmpty {
                        // Globs relative to the source folder, anchored there as XcodeGen reads them.
                        target.folderExcludes[place] = PathFilter(root: place, patterns: source.excludes.map { "/" + $0 }, includingDefaults: false)
                    }
                } else {
                    target.members.insert(place)
                }
            }
            if let info = mapping["info"]?.mapping?["path"]?.string { target.infoPlists.insert(ProjectPaths.join(folder, info)) }
            // `- target: Widget` (or `OtherProject/Widget`): built in and embedded.
            for dependency in list(mapping["dependencies"]) {
                guard let name = dependency.mapping?["target"]?.string else { continue }
                target.dependencies.insert(String(name.split(separator: "/").last ?? Substring(name)))
            }
            let settings = mapping["settings"]?.mapping
            if let id = (settings?["base"]?.mapping?["PRODUCT_BUNDLE_IDENTIFIER"] ?? settings?["PRODUCT_BUNDLE_IDENTIFIER"])?.string,
               !BuildSettings.hasReference(id) {
                target.bundleIdentifiers.insert(id)
            }
            project.targets.append(target)
        }
        project.markShipped()
        return project
    }

    /// The targets of `path` and of the files it includes, relative to it.
    /// False when an include could not be followed (outside `root`, through a
    /// link that leaves it, missing, too many).
    private static func collect(_ given: String? = nil, path: String, within root: String, scope: ReadScope,
                                into targets: inout [String: (node: Node, folder: String)],
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
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for include in list(mapping["include"]) {
            let relative = include.string ?? include.mapping?["path"]?.string
            guard let relative else { continue }
            guard try collect(path: ProjectPaths.join(folder, relative), within: root, scope: scope, into: &targets, visited: &visited) else { return false }
        }
        for (key, value) in mapping["targets"]?.mapping ?? [:] {
            guard let name = key.string else { continue }
            targets[name] = (value, folder)
        }
        return true
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
