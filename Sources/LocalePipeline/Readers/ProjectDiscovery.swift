import Foundation

/// Finds the Info.plist files that declare quick actions and the
/// localization folders below a path: folders holding `<locale>.lproj`
/// folders or String Catalogs (`*.xcstrings`, which live anywhere in an app).
public enum ProjectDiscovery {
    /// Folders that hold dependencies or build products, never the app's own tables.
    public static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

    public struct Found: Sendable, Equatable {
        public var specs: [String] = []
        /// Parent folders of `.lproj` folders, and folders holding `.xcstrings` files.
        public var localeFolders: [String] = []
        /// Folders of every Info.plist, quick actions or not: each is a bundle
        /// (app or extension) that owns the tables below it.
        public var bundleFolders: [String] = []
        /// Every Info.plist found, quick actions or not.
        public var infoPlists: [String] = []
        /// Swift package targets: each folder of a `Sources` folder beside a
        /// `Package.swift` (their resources are `Bundle.module`).
        public var packageTargets: [String] = []
        /// Symbolic links not followed: they lead out of the project (`PathPolicy`).
        public var warnings: [InputWarning] = []

        /// Every bundle folder found, for `BundleLayout`.
        public var bundles: [BundleFolder] {
            bundleFolders.map { BundleFolder(path: $0, kind: .target) } + packageTargets.map { BundleFolder(path: $0, kind: .package) }
        }
    }

    /// Walks `path`. Symbolic links are followed only where `policy` allows
    /// (inside the project), each real folder once: a link to a folder the
    /// walk reaches anyway, or to one of its own parents, adds nothing.
    /// `filter` leaves out folders and files that are not shipped (see `PathFilter`).
    public static func scan(_ path: String, policy: PathPolicy? = nil, filter: PathFilter = .none) throws(InputError) -> Found {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("no such file or folder", file: path)
        }
        guard isDirectory.boolValue else {
            throw InputError("expected a folder (the app to check)", file: path)
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.path
        let policy = policy ?? PathPolicy(root: root)
        let realRoot = PathPolicy.realPath(of: root) ?? root
        var found = Found()
        var localeFolders = Set<String>()
        var specs = Set<String>()
        // Folders walked, by real path: a folder below the root is walked under its own name
        // (no link on the way), so its real path is the root's real path and the rest.
        var visited = Set<String>()
        var links: [(path: String, name: String, folder: String)] = []
        var seenFiles = Set<String>()

        func walk(_ start: String, real startReal: String) {
            var stack = [(start, startReal)]
            while let (folder, real) = stack.popLast() {
                guard visited.insert(real).inserted else { continue }
                for entry in DirectoryEntries.list(folder).sorted(by: { $0.name < $1.name }) {
                    let name = entry.name
                    let child = folder == "/" ? "/" + name : folder + "/" + name
                    if filter.excludes(child) { continue }
                    if entry.isSymbolicLink {
                        links.append((child, name, folder))
                    } else if entry.isDirectory {
                        if name.hasSuffix(".lproj") {
                            localeFolders.insert(folder)
                        } else if !skippedFolders.contains(name) && !name.hasSuffix(".xcassets") {
                            stack.append((child, real == "/" ? "/" + name : real + "/" + name))
                        }
                    } else {
                        consider(file: child, name: name, folder: folder, real: real == "/" ? "/" + name : real + "/" + name)
                    }
                }
            }
        }

        func consider(file: String, name: String, folder: String, real: String) {
            guard seenFiles.insert(real).inserted else { return }
            if name.hasSuffix(".xcstrings") {
                localeFolders.insert(folder)
            } else if name == "Package.swift" {
                let sources = folder + "/Sources"
                for target in DirectoryEntries.list(sources) where target.isDirectory && !target.isSymbolicLink {
                    found.packageTargets.append(sources + "/" + target.name)
                }
            } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                found.bundleFolders.append(folder)
                found.infoPlists.append(file)
                if InfoPlistReader.declaresShortcuts(path: file) {
                    specs.insert(file)
                }
            }
        }

        walk(root, real: realRoot)
        // Links last, so what the walk reaches under its own name keeps that name.
        var index = 0
        while index < links.count {
            let link = links[index]
            index += 1
            switch policy.destination(ofLink: link.path) {
            case .broken:
                continue
            case .outside(let real):
                found.warnings.append(PathPolicy.skippedLink(link.path, to: real))
            case .inside(let real):
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { continue }
                if !isFolder.boolValue {
                    // A linked Info.plist or catalog counts once, under its real name when the walk met it.
                    consider(file: link.path, name: link.name, folder: link.folder, real: real)
                } else if link.name.hasSuffix(".lproj") {
                    localeFolders.insert(link.folder)
                } else if !skippedFolders.contains(link.name) && !link.name.hasSuffix(".xcassets") {
                    // Walked under its real name: that is where files are written.
                    walk(real, real: real)
                }
            }
        }
        found.specs = specs.sorted()
        found.bundleFolders = Array(Set(found.bundleFolders)).sorted()
        found.packageTargets = Array(Set(found.packageTargets)).sorted()
        found.infoPlists.sort()
        found.localeFolders = localeFolders.sorted()
        return found
    }
}
