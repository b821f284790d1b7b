import Foundation

/// Walks an app's folders as every reader must: each real folder and file
/// once, the folders no app ships (`.build`, `Pods`, ...) and asset catalogs
/// left out, excluded paths (`PathFilter`) left out, and symbolic links
/// followed last (so what the walk reaches under its own name keeps that
/// name) and only where `PathPolicy` lets them lead: inside the project.
/// Project discovery and the code scanner both walk with it.
package struct FolderWalk {
    /// Folders that hold dependencies or build products, never the app's own files.
    package static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", ".git", ".swiftpm"]

    /// A file or folder the walk reached: its path as reached, its name, the
    /// folder holding it (as reached) and its real path.
    package struct Entry {
        package var path: String
        package var name: String
        package var folder: String
        package var real: String
    }

    package let policy: PathPolicy
    package let filter: PathFilter
    /// Warn of a link that leads nowhere (the code scanner does; discovery keeps quiet).
    package var warnsOfBrokenLinks = false
    private var visited = Set<String>()
    private var seenFiles = Set<String>()
    package private(set) var warnings: [InputWarning] = []
    /// The folders of `skippedFolders` met and not entered (`.git` aside: it
    /// holds the repository's history, never an app's file).
    package private(set) var skipped: [String] = []
    /// The folders `filter` left out.
    package private(set) var excluded: [String] = []

    package init(policy: PathPolicy, filter: PathFilter, warnsOfBrokenLinks: Bool = false) {
        self.policy = policy
        self.filter = filter
        self.warnsOfBrokenLinks = warnsOfBrokenLinks
    }

    /// Walks `root`, whose real path is `real`. `enter` decides, for each
    /// folder not skipped, whether to walk into it (and may note it: a
    /// `.lproj` folder is a leaf to discovery); `file` hears of each file once.
    package mutating func walk(_ root: String, real: String, enter: (Entry) -> Bool, file: (Entry) -> Void) {
        var links: [(path: String, name: String, folder: String)] = []
        var stack = [(root, real)]
        while true {
            while let (folder, real) = stack.popLast() {
                guard visited.insert(real).inserted else { continue }
                for item in DirectoryEntries.list(folder).sorted(by: { $0.name < $1.name }) {
                    let child = Self.join(folder, item.name)
                    if filter.excludes(child) {
                        if item.isDirectory && !item.isSymbolicLink { excluded.append(child) }
                        continue
                    }
                    let entry = Entry(path: child, name: item.name, folder: folder, real: Self.join(real, item.name))
                    if item.isSymbolicLink {
                        links.append((child, item.name, folder))
                    } else if item.isDirectory {
                        if Self.isWalkable(item.name) {
                            if enter(entry) { stack.append((child, entry.real)) }
                        } else if Self.skippedFolders.contains(item.name), item.name != ".git" {
                            skipped.append(child)
                        }
                    } else if seenFiles.insert(entry.real).inserted {
                        file(entry)
                    }
                }
            }
            guard !links.isEmpty else { return }
            let link = links.removeFirst()
            switch policy.destination(ofLink: link.path) {
            case .broken:
                if warnsOfBrokenLinks {
                    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) ?? "?"
                    warnings.append(InputWarning("symbolic link to \(target), which does not exist; not read", file: link.path))
                }
            case .outside(let real):
                warnings.append(PathPolicy.skippedLink(link.path, to: real))
            case .inside(let real):
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { continue }
                let entry = Entry(path: link.path, name: link.name, folder: link.folder, real: real)
                if !isFolder.boolValue {
                    // A linked file counts once, under its real name when the walk met it.
                    if seenFiles.insert(real).inserted { file(entry) }
                } else if Self.isWalkable(link.name), enter(entry) {
                    // Walked under its real name: that is where files are written.
                    stack.append((real, real))
                }
            }
        }
    }

    /// Why a folder of `skippedFolders` is not read.
    package static func reason(skipping path: String) -> String {
        switch (path as NSString).lastPathComponent {
        case ".build", "DerivedData": return "build products, made from the sources"
        case "Pods": return "CocoaPods' dependencies: third-party code and tables, not the app's own"
        case "Carthage": return "Carthage's dependencies: third-party code and tables, not the app's own"
        case "node_modules": return "npm's dependencies, not the app's own"
        case ".swiftpm": return "Swift Package Manager's own state"
        default: return "a dependency or build folder"
        }
    }

    package static func isWalkable(_ name: String) -> Bool {
        !skippedFolders.contains(name) && !name.hasSuffix(".xcassets")
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
