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
        /// Swift package targets: each folder of a `Sources` folder beside a
        /// `Package.swift` (their resources are `Bundle.module`).
        public var packageTargets: [String] = []

        /// Every bundle folder found, for `BundleLayout`.
        public var bundles: [BundleFolder] {
            bundleFolders.map { BundleFolder(path: $0, kind: .target) } + packageTargets.map { BundleFolder(path: $0, kind: .package) }
        }
    }

    /// `filter` leaves out folders and files that are not shipped (see `PathFilter`).
    public static func scan(_ path: String, filter: PathFilter = .none) throws(InputError) -> Found {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("no such file or folder", file: path)
        }
        guard isDirectory.boolValue else {
            throw InputError("expected a folder (the app to check)", file: path)
        }
        var found = Found()
        var localeFolders = Set<String>()
        var stack = [URL(fileURLWithPath: path).standardizedFileURL]
        while let folder = stack.popLast() {
            for entry in DirectoryEntries.list(folder.path).sorted(by: { $0.name < $1.name }) {
                let name = entry.name
                let child = folder.appendingPathComponent(name, isDirectory: entry.isDirectory)
                // Symbolic links are not followed: they can loop, or lead out of the app.
                if entry.isSymbolicLink || filter.excludes(child.path) { continue }
                if entry.isDirectory {
                    if name.hasSuffix(".lproj") {
                        localeFolders.insert(folder.path)
                    } else if !skippedFolders.contains(name) && !name.hasSuffix(".xcassets") {
                        stack.append(child)
                    }
                } else if name == "Package.swift" {
                    let sources = folder.appendingPathComponent("Sources", isDirectory: true)
                    for target in DirectoryEntries.list(sources.path) where target.isDirectory && !target.isSymbolicLink {
                        found.packageTargets.append(sources.appendingPathComponent(target.name).path)
                    }
                } else if name.hasSuffix(".xcstrings") {
                    localeFolders.insert(folder.path)
                } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
                    found.bundleFolders.append(folder.path)
                    if InfoPlistReader.declaresShortcuts(path: child.path) {
                        found.specs.append(child.path)
                    }
                }
            }
        }
        found.specs.sort()
        found.bundleFolders = Array(Set(found.bundleFolders)).sorted()
        found.packageTargets.sort()
        found.localeFolders = localeFolders.sorted()
        return found
    }
}
