import Foundation

/// Which folders of tables the Xcode projects ship: a folder is read when a
/// target that ships builds or copies one of its tables (`<locale>.lproj/*`,
/// `*.xcstrings`). Folders no project covers (beside the `.xcodeproj`'s
/// folder) and Swift package targets (their `Package.swift` says what they
/// ship) are read as before.
struct ProjectMembership {
    let projects: [XcodeProject]
    let packageTargets: [String]

    func ships(localeFolder folder: String) -> Bool {
        if packageTargets.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { return true }
        let covering = projects.filter { project in
            let top = URL(fileURLWithPath: project.path).deletingLastPathComponent().path
            return !project.shippedTargets.isEmpty && (folder == top || folder.hasPrefix(top == "/" ? "/" : top + "/"))
        }
        if covering.isEmpty { return true }
        return tables(in: folder).contains { file in covering.contains { $0.ships(file) } }
    }

    /// The table files of a folder of tables: each `.lproj`'s files and the String Catalogs.
    func tables(in folder: String) -> [String] {
        DirectoryEntries.list(folder).flatMap { entry -> [String] in
            let path = folder + "/" + entry.name
            if entry.name.hasSuffix(".xcstrings") { return [path] }
            guard entry.isDirectory, entry.name.hasSuffix(".lproj") else { return [] }
            return DirectoryEntries.list(path).map { path + "/" + $0.name }
        }
    }
}

extension ProjectFileSummary {
    /// `path` relative to `root` when below it.
    static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
