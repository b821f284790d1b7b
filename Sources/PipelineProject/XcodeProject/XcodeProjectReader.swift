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
        // A custom source tree may be a setting of the project (its `.xcconfig` files are placed by now).
        graph.placeCustomTrees()

        // The project says what ships in PROJECT_DIR (a CMake-made `build/App.xcodeproj` covers the folder above).
        var project = XcodeProject(path: path, folder: graph.top)
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
        project.unplaced = graph.unplaced
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
        /// Nodes whose source tree is not in the repository (the SDK, a build
        /// product, a custom path), with the targets that name what is below them.
        package var unplaced: [XcodeProject.UnplacedReference] = []
        /// Each node below an unplaced one, with the index of that one in `unplaced`.
        package var unplacedOwners: [String: Int] = [:]
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
            top = projectFolder
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

        /// The project's top folder, set by `placeGroups`: the `.xcodeproj`'s
        /// folder joined with `projectDirPath`. Xcode's `PROJECT_DIR` and
        /// `SRCROOT` (so `SOURCE_ROOT` references and `INFOPLIST_FILE`) are
        /// this folder: a CMake-generated `build/App.xcodeproj` whose
        /// `projectDirPath` is `..` builds the sources of the folder above
        /// (`xcodebuild -showBuildSettings` shows SRCROOT there; CocoaPods
        /// issue 9365, Xcodeproj pull request 1023).
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
            place([(mainGroup, nil)])
        }

        /// Places each node of `stack` (with the node whose folder it is in,
        /// nil: the top folder) and everything below it.
        private mutating func place(_ stack: [(id: String, parent: String?)]) {
            var stack = stack
            while let (id, parent) = stack.popLast() {
                guard places[id] == nil, unplacedOwners[id] == nil, pendingTrees[id] == nil, let node = object(id) else { continue }
                guard let place = location(of: node, parent: parent) else {
                    let tree = Self.treeName(node["sourceTree"] as? String ?? "")
                    if XcodeProject.UnplacedReference(path: "", sourceTree: tree, isGroup: false).isOutsideRepository {
                        recordUnplaced(id, node)
                    } else {
                        pendingTrees[id] = tree
                        pendingOrder.append(id)
                    }
                    continue
                }
                places[id] = place
                for child in (node["children"] as? [String] ?? []).reversed() {
                    // A variant group is a group: its children are found from its
                    // place, which is its parent's folder unless it has a `path` of
                    // its own (`..`), as Xcode finds them (issue 46).
                    stack.append((child, id))
                }
            }
        }

        /// Nodes relative to a source tree that is neither the project's nor
        /// the SDK's (a custom path), by the tree's name, waiting for the
        /// project's settings.
        package var pendingTrees: [String: String] = [:]
        private var pendingOrder: [String] = []

        /// Places the nodes of custom source trees that the project's own
        /// settings define, as Xcode's build system resolves a tree that
        /// names a build setting (a relative value is below `PROJECT_DIR`);
        /// the rest are unplaced: their tree is a custom path of Xcode's
        /// preferences, set on each developer's Mac.
        package mutating func placeCustomTrees() {
            let order = pendingOrder
            pendingOrder = []
            for id in order {
                guard let tree = pendingTrees[id], let node = object(id) else { continue }
                pendingTrees[id] = nil
                if let base = projectSetting(tree) {
                    let path = node["path"] as? String ?? ""
                    let folder = base.hasPrefix("/") ? base : ProjectPaths.join(top, base)
                    places[id] = .at(path.hasPrefix("/") ? ProjectPaths.join("/", path) : ProjectPaths.join(folder, path))
                    place((node["children"] as? [String] ?? []).reversed().map { ($0, id) })
                } else {
                    recordUnplaced(id, node)
                }
            }
            // Trees found below a placed custom tree are resolved the same way.
            if !pendingOrder.isEmpty { placeCustomTrees() }
        }

        /// A setting of the project (not a target) that every configuration
        /// gives the same value, references resolved.
        private func projectSetting(_ name: String) -> String? {
            guard !name.isEmpty, !projectConfigurations.isEmpty else { return nil }
            let values = Set(projectConfigurations.map { BuildSettingLayers(layers: $0.layers, builtins: builtins(target: "")).value(name) })
            guard values.count == 1, let value = values.first ?? nil, !value.isEmpty, !BuildSettings.hasReference(value) else { return nil }
            return value
        }

        /// `SDKROOT` for `SDKROOT` and `$(SDKROOT)`.
        static func treeName(_ tree: String) -> String {
            tree.trimmingCharacters(in: CharacterSet(charactersIn: "$(){}"))
        }

        /// Where a node lies, by its source tree; nil for the SDK's and
        /// Xcode's files, build products and custom paths (`UnplacedReference`).
        /// A path of a group or file may name `$(SRCROOT)` and the like.
        package func location(of node: [String: Any], parent: String?) -> Place? {
            var path = node["path"] as? String ?? ""
            if BuildSettings.hasReference(path) {
                let known = builtins(target: "")
                path = BuildSettings.expand(path) { known[$0] }
            }
            if path.hasPrefix("/") { return .at(ProjectPaths.join("/", path)) }
            switch node["sourceTree"] as? String ?? "<group>" {
            case "<group>": return .below(parent, path)
            // Xcode's build system reads SOURCE_ROOT references from PROJECT_DIR (`top`).
            case "SOURCE_ROOT": return .at(ProjectPaths.join(top, path))
            case "<absolute>": return .at(URL(fileURLWithPath: path).standardizedFileURL.path)
            default: return nil
            }
        }

        /// A node that cannot be placed, with the localization files below
        /// it (by name), so that what it holds is said.
        mutating func recordUnplaced(_ id: String, _ node: [String: Any]) {
            let index = unplaced.count
            let written = node["path"] as? String ?? node["name"] as? String ?? id
            var localizations: [String] = []
            var stack: [(id: String, path: String)] = [(id, written)]
            while let (nodeID, path) = stack.popLast() {
                guard unplacedOwners[nodeID] == nil, places[nodeID] == nil, let child = object(nodeID) else { continue }
                unplacedOwners[nodeID] = index
                // A variant group is a name, not a folder: its localizations are below its parent's folder (or its own path).
                let isVariant = child["isa"] as? String == "PBXVariantGroup" || child["isa"] as? String == "XCVersionGroup"
                let own = child["path"] as? String
                let folder = !isVariant ? path : nodeID == id ? own ?? "" : (path as NSString).deletingLastPathComponent + (own.map { "/" + $0 } ?? "")
                if !isVariant, Self.isLocalizationFile(path) || path.hasSuffix(".lproj") || path.hasSuffix("Info.plist") { localizations.append(path) }
                for grandchild in child["children"] as? [String] ?? [] {
                    let step = object(grandchild)?["path"] as? String ?? object(grandchild)?["name"] as? String ?? ""
                    stack.append((grandchild, step.isEmpty ? folder : (folder.isEmpty ? step : folder + "/" + step)))
                }
            }
            let isGroup = (node["isa"] as? String).map { $0.hasSuffix("Group") } ?? false
            unplaced.append(XcodeProject.UnplacedReference(path: written, sourceTree: Self.treeName(node["sourceTree"] as? String ?? ""),
                                                           isGroup: isGroup, localizations: localizations.sorted()))
        }

        package mutating func target(id: String, _ object: [String: Any]) -> XcodeProject.Target {
            var target = XcodeProject.Target(name: object["name"] as? String ?? id, productType: object["productType"] as? String ?? "")
            for phaseID in object["buildPhases"] as? [String] ?? [] {
                for buildFileID in self.object(phaseID)?["files"] as? [String] ?? [] {
                    guard let fileID = self.object(buildFileID)?["fileRef"] as? String else { continue }
                    // Another target's product copied or linked: an extension or framework it embeds.
                    if let owner = productOwners[fileID], owner != target.name { target.dependencies.insert(owner) }
                    // What a target names below an unplaced node: said with the node.
                    if let index = unplacedOwners[fileID], !target.isTest, !unplaced[index].targets.contains(target.name) {
                        unplaced[index].targets.append(target.name)
                    }
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
                target.settings.append(settings)
                target.configurations.append(name)
                if let id = settings.value("PRODUCT_BUNDLE_IDENTIFIER"), !id.isEmpty, !BuildSettings.hasReference(id) {
                    target.bundleIdentifiers.insert(id)
                }
                if let plist = settings.value("INFOPLIST_FILE"), !plist.isEmpty {
                    if BuildSettings.hasReference(plist) {
                        target.unresolvedInfoPlist = true
                    } else {
                        // Relative to SRCROOT, which is PROJECT_DIR (`top`).
                        target.infoPlists.insert(ProjectPaths.join(top, plist))
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
            var values = ["SRCROOT": top, "PROJECT_DIR": top, "SOURCE_ROOT": top,
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
