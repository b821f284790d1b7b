import Foundation
import PipelineCore
import PipelineFormats

/// Which folders of tables the Xcode projects ship: a folder is read when a
/// target that ships builds or copies one of its tables (`<locale>.lproj/*`,
/// `*.xcstrings`). Folders no project covers (beside the `.xcodeproj`'s
/// folder) and Swift package targets (their `Package.swift` says what they
/// ship) are read as before.
package struct ProjectMembership {
    package let projects: [XcodeProject]
    package let packageTargets: [String]
    /// Per project: the shipped targets' members and exceptions, lower-cased.
    private let foldedMembers: [Set<String>]
    private let foldedExceptions: [Set<String>]
    /// Per project: its shipped targets, and for each member or folder the
    /// targets that name it. A file asks only the targets above it, where it
    /// asked every target (5,000 targets each with its folder: quadratic, issue 50).
    private let shipped: [[XcodeProject.Target]]
    private let owners: [[String: [Int]]]
    /// Per project: the folder it covers, nil when no target ships. Made
    /// once: `shippedTargets` filters every target, and each file asked.
    private let tops: [String?]

    package func ships(localeFolder folder: String) -> Bool {
        guard let covering = covering(folder) else { return true }
        return tables(in: folder).contains { file in covering.contains { shipsIgnoringCase(file, in: $0) } }
    }

    /// Whether a table of a folder that ships is copied too: a `.lproj` the
    /// project never added (a locale dropped from the variant groups, a
    /// misnamed copy beside the real table) is not. A table the project names
    /// in another letter case is copied (and `file-name-case` says so).
    package func ships(table file: String) -> Bool {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let root = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent().path : folder.path
        guard let covering = covering(root) else { return true }
        return covering.contains { shipsIgnoringCase(file, in: $0) }
    }

    /// Whether a source file is compiled by a target that ships: code only a
    /// test, a tool no app embeds, or no target at all compiles (a generated
    /// file kept beside the code) neither uses keys nor is judged. Headers are
    /// never in a compile phase and always read (their macros and constants).
    /// A folder named in another case on a Mac's disk is the same folder
    /// (Bark's `NotificationContentExtension` group, `notificationContentExtension/` on disk).
    package func ships(source file: String) -> Bool {
        guard !file.hasSuffix(".h"), let covering = covering(URL(fileURLWithPath: file).deletingLastPathComponent().path) else { return true }
        return covering.contains { shipsIgnoringCase(file, in: $0) }
    }

    /// `ships`, or a member names the file in another letter case
    /// (`InfoPlist.strings` in the project, `infoPlist.strings` on disk): Xcode
    /// on a Mac's case-insensitive disk finds and copies it, and the device,
    /// whose disk is not, then never finds it (`file-name-case` says so).
    private func shipsIgnoringCase(_ path: String, in project: Int) -> Bool {
        if ships(path, in: project) { return true }
        let folded = path.lowercased()
        return foldedMembers[project].contains(folded) && !foldedExceptions[project].contains(folded)
    }

    /// `XcodeProject.ships`: the targets that name the file or a folder
    /// above it are asked, in the order `contains` walks up.
    private func ships(_ path: String, in project: Int) -> Bool {
        var current = Substring(path)
        while true {
            for target in owners[project][String(current)] ?? [] where shipped[project][target].contains(path) { return true }
            guard let slash = current.lastIndex(of: "/"), slash > current.startIndex else { return false }
            current = current[..<slash]
        }
    }

    /// Whether an Info.plist with quick actions is an app's: a shipped target
    /// names it in `INFOPLIST_FILE` (an old copy, a test host's, a sample's
    /// is no app's Home Screen menu).
    package func ships(infoPlist path: String) -> Bool {
        guard let covering = covering(URL(fileURLWithPath: path).deletingLastPathComponent().path) else { return true }
        return covering.contains { projects[$0].usesInfoPlist(path) }
    }

    /// The projects (indices) that say what ships in `folder`; nil when none
    /// does (a package target's folder, a folder beside the projects).
    private func covering(_ folder: String) -> [Int]? {
        if packageTargets.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { return nil }
        let covering = projects.indices.filter { index in
            guard let top = tops[index] else { return false }
            return folder == top || folder.hasPrefix(top == "/" ? "/" : top + "/")
        }
        return covering.isEmpty ? nil : covering
    }

    /// The table files of a folder of tables: each `.lproj`'s files and the String Catalogs.
    package func tables(in folder: String) -> [String] {
        DirectoryEntries.list(folder).flatMap { entry -> [String] in
            let path = folder + "/" + entry.name
            if entry.name.hasSuffix(".xcstrings") { return [path] }
            guard entry.isDirectory, entry.name.hasSuffix(".lproj") else { return [] }
            return DirectoryEntries.list(path).map { path + "/" + $0.name }
        }
    }

    package init(projects: [XcodeProject], packageTargets: [String]) {
        self.projects = projects
        self.packageTargets = packageTargets
        let shipped = projects.map(\.shippedTargets)
        self.shipped = shipped
        // Lower-cased once: asked for each file that does not ship, a scan of the members would be quadratic.
        foldedMembers = shipped.map { Set($0.flatMap { $0.members.map { $0.lowercased() } }) }
        foldedExceptions = shipped.map { Set($0.flatMap { $0.exceptions.map { $0.lowercased() } }) }
        // A project whose apps are not the one checked still covers its folder: it ships nothing there.
        tops = zip(projects, shipped).map { project, targets in
            targets.isEmpty && !project.checksAnotherApp ? nil : project.folder
        }
        owners = shipped.map { targets in
            var owners: [String: [Int]] = [:]
            for (index, target) in targets.enumerated() {
                for path in target.members.union(target.folders) { owners[path, default: []].append(index) }
            }
            return owners
        }
    }
}

extension ProjectFileSummary {
    /// `path` relative to `root` when below it.
    package static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
