import Foundation
import PipelineCore
import PipelineFormats

/// Reads `project.pbxproj`, an old-style (OpenStep) property list, with
/// Foundation's `PropertyListSerialization` (it reads that format on Linux
/// too), and follows its object graph: targets, their build phases' files
/// through groups and variant groups, Xcode 16's synchronized folders with
/// their exception sets, `knownRegions`, and the build settings of each
/// configuration (with the `.xcconfig` files they are based on).
public enum XcodeProjectReader {
    /// The project in the `.xcodeproj` folder at `path`. `.xcconfig` files are
    /// read only inside `root` (the checked folder; default: the project's
    /// folder), and so is `project.pbxproj`: never through a link that leaves.
    public static func read(path: String, within root: String? = nil) throws(InputError) -> XcodeProject {
        let file = path + "/project.pbxproj"
        let scope = ReadScope.app(root: root ?? URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path)
        let data = try InputFile.read(file, kind: "an Xcode project file", scope: scope)
        return try parse(data, path: path, within: root)
    }

    /// The project whose `project.pbxproj` holds `data`, in the `.xcodeproj` folder at `path`.
    public static func parse(_ data: Data, path: String, within checkedFolder: String? = nil) throws(InputError) -> XcodeProject {
        let file = path + "/project.pbxproj"
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation says only that the format is wrong: find where.
            if !data.starts(with: Array("bplist".utf8)), let fault = OpenStepPlistSyntax.firstFault(in: [UInt8](data)) {
                throw InputError("not a property list Xcode can read: \(fault.message); open the project in Xcode to repair it, or pass --no-project",
                                 file: file, line: fault.line, column: fault.column)
            }
            throw InputError("not a property list Xcode can read (\(error.localizedDescription)); open the project in Xcode to repair it, or pass --no-project", file: file)
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any] else {
            throw InputError("no objects and root object: not an Xcode project; pass --no-project to check without it", file: file)
        }
        let projectFolder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var graph = Graph(objects: objects, projectFolder: projectFolder, root: checkedFolder ?? projectFolder,
                          projectName: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        graph.placeGroups(from: root["mainGroup"] as? String, projectDirPath: root["projectDirPath"] as? String)
        graph.developmentRegion = root["developmentRegion"] as? String
        graph.projectListID = root["buildConfigurationList"] as? String
        graph.projectConfigurations = graph.configurations(graph.projectListID)

        var project = XcodeProject(path: path)
        project.developmentRegion = root["developmentRegion"] as? String
        project.knownRegions = (root["knownRegions"] as? [String] ?? []).filter { $0 != "Base" }
        let targetIDs = root["targets"] as? [String] ?? []
        // Each target's product, to tell which targets a build phase embeds.
        for targetID in targetIDs {
            guard let object = objects[targetID] as? [String: Any] else { continue }
            let name = object["name"] as? String ?? targetID
            graph.targetNames[targetID] = name
            if let product = object["productReference"] as? String { graph.productOwners[product] = name }
        }
        for targetID in targetIDs {
            guard let object = objects[targetID] as? [String: Any] else { continue }
            project.targets.append(graph.target(id: targetID, object))
        }
        project.markShipped()
        project.missingFiles = graph.missingFiles(targetIDs: targetIDs, text: data)
        return project
    }

    /// The objects by id, and where each file or group lies on disk.
    package struct Graph {
        package let objects: [String: Any]
        package let projectFolder: String
        /// The checked folder: `.xcconfig` files outside it are not read.
        package let root: String
        package let projectName: String
        package var developmentRegion: String?
        /// Target names by id, and the target whose product each file reference is.
        package var targetNames: [String: String] = [:]
        package var productOwners: [String: String] = [:]
        /// The project's own settings per configuration name, its xcconfig's below them.
        package var projectListID: String?
        package var projectConfigurations: [(name: String, layers: [[String: String]])] = []
        /// Where each group, variant group and file reference lies, as a step
        /// from its parent's folder: `path(of:)` makes the whole path when
        /// asked. Keeping each node's whole path took 22 s and 1.8 GB for
        /// groups nested 40,000 deep (issue 50): quadratic in the depth.
        package var places: [String: Place] = [:]
        /// Xcode 16's synchronized folders, by id, in a stable order.
        package let synchronizedGroups: [String]
        /// The exception sets of the synchronized folders, by the target they
        /// name, each with its folder: a target reads its own, where each
        /// target looked at every folder (quadratic: 5,000 targets and
        /// folders took 23 s, issue 50).
        package let exceptionSets: [String: [(group: String, exception: String)]]
        /// What is worked out once and asked for by every target.
        package let memo = Memo()

        /// Targets share configuration lists and `.xcconfig` files, and a list
        /// may name one configuration many times: each file was read again
        /// for every configuration of every target (28 s for 40 targets on a
        /// list naming one configuration 100 times, issue 50).
        package final class Memo {
            /// Each `.xcconfig`'s settings, by path.
            var xcconfigs: [String: [String: String]] = [:]
            /// Each configuration list's configurations, by id.
            var lists: [String: [(name: String, layers: [[String: String]])]] = [:]
            /// `INFOPLIST_KEY_` settings of a project list, a target list and a configuration name.
            var infoPlistKeys: [String: [String]] = [:]
            /// How many `.xcconfig` files were read from disk (for the tests).
            package private(set) var xcconfigReads = 0
            /// The whole paths made so far, by node.
            var paths: [String: String] = [:]

            func xcconfig(_ path: String, within root: String) -> [String: String] {
                if let settings = xcconfigs[path] { return settings }
                xcconfigReads += 1
                let settings = XCConfigReader.read(path: path, within: root)
                xcconfigs[path] = settings
                return settings
            }
        }

        package init(objects: [String: Any], projectFolder: String, root: String, projectName: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            self.root = root
            self.projectName = projectName
            synchronizedGroups = objects.compactMap { id, object in
                (object as? [String: Any])?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" ? id : nil
            }.sorted()
            var exceptionSets: [String: [(group: String, exception: String)]] = [:]
            for groupID in synchronizedGroups {
                for exceptionID in (objects[groupID] as? [String: Any])?["exceptions"] as? [String] ?? [] {
                    guard let target = (objects[exceptionID] as? [String: Any])?["target"] as? String else { continue }
                    exceptionSets[target, default: []].append((groupID, exceptionID))
                }
            }
            self.exceptionSets = exceptionSets
        }

        /// Where a node lies: a path of its own (absolute), or a step (maybe
        /// empty) from the folder of the node above it (nil: the project's top folder).
        package enum Place {
            case at(String)
            case below(String?, String)
        }

        /// The project's top folder (`projectDirPath`), set by `placeGroups`.
        package var top = ""

        /// The path of a placed node, made from the steps up to its nearest
        /// absolute place (or the top): joined once, as joining each step in
        /// turn would, with standardizing once at the end.
        package func path(of id: String) -> String? {
            if let known = memo.paths[id] { return known }
            guard var place = places[id] else { return nil }
            var steps: [String] = []
            var base = top
            while case .below(let parent, let step) = place {
                if !step.isEmpty { steps.append(step) }
                guard let parent, let above = places[parent] else { break }
                place = above
            }
            if case .at(let path) = place { base = path }
            let path = steps.isEmpty ? base : ProjectPaths.join(base, steps.reversed().joined(separator: "/"))
            memo.paths[id] = path
            return path
        }

        package func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

        /// Places every node below the main group, parents first. Nodes are
        /// visited once: a cycle in a damaged file ends the walk, not the run.
        package mutating func placeGroups(from mainGroup: String?, projectDirPath: String?) {
            guard let mainGroup else { return }
            top = ProjectPaths.join(projectFolder, projectDirPath ?? "")
            // Each node with the node whose folder it is in (nil: the top folder).
            var stack: [(id: String, parent: String?)] = [(mainGroup, nil)]
            while let (id, parent) = stack.popLast() {
                guard places[id] == nil, let node = object(id) else { continue }
                guard let place = location(of: node, parent: parent) else { continue }
                places[id] = place
                for child in (node["children"] as? [String] ?? []).reversed() {
                    // A variant group is a group: its children are found from its
                    // place, which is its parent's folder unless it has a `path` of
                    // its own (`..`), as Xcode finds them (issue 46).
                    stack.append((child, id))
                }
            }
        }

        /// Where a node lies, by its source tree; nil for build products and SDK files.
        package func location(of node: [String: Any], parent: String?) -> Place? {
            let path = node["path"] as? String ?? ""
            switch node["sourceTree"] as? String ?? "<group>" {
            case "<group>": return path.hasPrefix("/") ? .at(ProjectPaths.join("/", path)) : .below(parent, path)
            case "SOURCE_ROOT": return .at(ProjectPaths.join(projectFolder, path))
            case "<absolute>": return .at(URL(fileURLWithPath: path).standardizedFileURL.path)
            default: return nil
            }
        }

        package func target(id: String, _ object: [String: Any]) -> XcodeProject.Target {
            var target = XcodeProject.Target(name: object["name"] as? String ?? id, productType: object["productType"] as? String ?? "")
            for phaseID in object["buildPhases"] as? [String] ?? [] {
                for buildFileID in self.object(phaseID)?["files"] as? [String] ?? [] {
                    guard let fileID = self.object(buildFileID)?["fileRef"] as? String else { continue }
                    // Another target's product copied or linked: an extension or framework it embeds.
                    if let owner = productOwners[fileID], owner != target.name { target.dependencies.insert(owner) }
                    add(fileID, to: &target)
                }
            }
            for dependencyID in object["dependencies"] as? [String] ?? [] {
                if let other = self.object(dependencyID)?["target"] as? String, let name = targetNames[other] { target.dependencies.insert(name) }
            }
            // An exception set of a synchronized folder names files of one
            // target: for the target that owns the folder they are left out;
            // for another target they are added to it (a catalog the app's
            // folder shares with an extension).
            let owned = Set(object["fileSystemSynchronizedGroups"] as? [String] ?? [])
            for groupID in owned where self.object(groupID)?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
                if let folder = path(of: groupID) { target.folders.insert(folder) }
            }
            for (groupID, exceptionID) in exceptionSets[id] ?? [] {
                guard let folder = path(of: groupID), let exception = self.object(exceptionID) else { continue }
                for relative in exception["membershipExceptions"] as? [String] ?? [] {
                    if owned.contains(groupID) {
                        target.exceptions.insert(ProjectPaths.join(folder, relative))
                    } else {
                        target.members.insert(ProjectPaths.join(folder, relative))
                    }
                }
            }
            let projectLayers = Dictionary(projectConfigurations.map { ($0.name, $0.layers) }, uniquingKeysWith: { first, _ in first })
            var symbols: [Bool?] = []
            let listID = object["buildConfigurationList"] as? String
            for (name, layers) in configurations(listID) {
                let settings = BuildSettingLayers(layers: (projectLayers[name] ?? []) + layers, builtins: builtins(target: target.name))
                if let id = settings.value("PRODUCT_BUNDLE_IDENTIFIER"), !id.isEmpty, !BuildSettings.hasReference(id) {
                    target.bundleIdentifiers.insert(id)
                }
                if let plist = settings.value("INFOPLIST_FILE"), !plist.isEmpty {
                    if BuildSettings.hasReference(plist) {
                        target.unresolvedInfoPlist = true
                    } else {
                        target.infoPlists.insert(ProjectPaths.join(projectFolder, plist))
                    }
                }
                // Keys Xcode writes into the Info.plist it generates (`INFOPLIST_KEY_NSCameraUsageDescription`).
                if settings.isOn("GENERATE_INFOPLIST_FILE") == true {
                    target.generatesInfoPlist = true
                    // The names depend on the layers alone, not on the target: found
                    // once per list and configuration, not once per target of a shared list.
                    let key = "\(projectListID ?? "")\u{0}\(listID ?? "")\u{0}\(name)"
                    let names = memo.infoPlistKeys[key] ?? settings.names(withPrefix: "INFOPLIST_KEY_")
                    memo.infoPlistKeys[key] = names
                    for setting in names {
                        target.generatedInfoPlistKeys.insert(String(setting.dropFirst("INFOPLIST_KEY_".count)))
                    }
                }
                symbols.append(settings.isOn("STRING_CATALOG_GENERATE_SYMBOLS"))
            }
            if !symbols.isEmpty { target.generatesStringSymbols = symbols.contains(true) ? true : symbols.allSatisfy { $0 == false } ? false : nil }
            return target
        }

        /// Each configuration of a list: its name, and its settings with the
        /// `.xcconfig` it is based on below them. Worked out once per list,
        /// each `.xcconfig` read once; a configuration the list names again
        /// is left out (it says nothing new).
        package func configurations(_ listID: String?) -> [(name: String, layers: [[String: String]])] {
            guard let listID else { return [] }
            if let known = memo.lists[listID] { return known }
            var seen = Set<String>()
            let ids = (object(listID)?["buildConfigurations"] as? [String] ?? []).filter { seen.insert($0).inserted }
            let result: [(name: String, layers: [[String: String]])] = ids.compactMap { id in
                guard let configuration = object(id) else { return nil }
                var layers: [[String: String]] = []
                if let reference = configuration["baseConfigurationReference"] as? String, let file = path(of: reference) {
                    layers.append(memo.xcconfig(file, within: root))
                }
                layers.append(BuildSettingLayers.strings(configuration["buildSettings"] as? [String: Any] ?? [:]))
                return (configuration["name"] as? String ?? id, layers)
            }
            memo.lists[listID] = result
            return result
        }

        /// What Xcode defines for every target: paths of the project, names.
        package func builtins(target: String) -> [String: String] {
            var values = ["SRCROOT": projectFolder, "PROJECT_DIR": projectFolder, "SOURCE_ROOT": projectFolder,
                          "PROJECT_NAME": projectName, "TARGET_NAME": target, "PRODUCT_NAME": target]
            if let developmentRegion { values["DEVELOPMENT_LANGUAGE"] = developmentRegion }
            return values
        }

        /// A build file's reference: a file, a variant group's localizations, a folder.
        package func add(_ id: String, to target: inout XcodeProject.Target) {
            guard let node = object(id), let place = path(of: id) else { return }
            switch node["isa"] as? String {
            case "PBXVariantGroup", "XCVersionGroup":
                for child in node["children"] as? [String] ?? [] {
                    if let path = path(of: child) { target.members.insert(path) }
                }
            default:
                // A file, or a folder copied whole (folder reference, Settings.bundle).
                target.members.insert(place)
            }
        }
    }
}
