import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject

/// Finds the Info.plist files that declare quick actions and the
/// localization folders below a path: folders holding `<locale>.lproj`
/// folders or String Catalogs (`*.xcstrings`, which live anywhere in an app).
public enum ProjectDiscovery {
    /// Folders that hold dependencies or build products, never the app's own tables.
    public static var skippedFolders: Set<String> { FolderWalk.skippedFolders }

    public struct Found: Sendable, Equatable {
        public var specs: [String] = []
        /// Parent folders of `.lproj` folders, and folders holding `.xcstrings` files.
        public var localeFolders: [String] = []
        /// Folders of every Info.plist, quick actions or not: each is a bundle
        /// (app or extension) that owns the tables below it.
        public var bundleFolders: [String] = []
        /// Every Info.plist found, quick actions or not.
        public var infoPlists: [String] = []
        /// Swift package targets' folders, as their `Package.swift` declares
        /// them (`path:`, else `Sources/<name>`), or every folder of `Sources`
        /// when the manifest builds its targets in code (their resources are `Bundle.module`).
        public var packageTargets: [String] = []
        /// Files that define keys of tables: settings panes and `.intentdefinition`s.
        public var definitionFiles: [String] = []
        /// `.xcodeproj` folders: what Xcode builds (see `XcodeProject`).
        public var xcodeProjects: [String] = []
        /// XcodeGen's `project.yml` files: what it generates the project from.
        public var xcodeGenSpecs: [String] = []
        /// `defaultLocalization:` of the `Package.swift` manifests read.
        public var packageLocalizations: [String] = []
        /// Folders and files no package target builds: `exclude:` paths and
        /// test targets' folders. Their tables are not read.
        public var packageExcluded: [String] = []
        /// The folders of tables (and Info.plists with quick actions) left
        /// out because a package excludes them, each with its reason.
        public var packageLeftOut: [LeftOutFile] = []
        /// Folders the walk does not enter (`.build`, `Pods`, ...), with why.
        public var skippedFolders: [LeftOutFile] = []
        /// Tuist manifests (`Project.swift` importing ProjectDescription).
        public var tuistManifests: [String] = []
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
        var walk = FolderWalk(policy: policy, filter: filter)
        // Why each package folder is left out, by folder.
        var reasons: [String: String] = [:]
        walk.walk(root, real: realRoot, enter: { folder in
            if folder.name.hasSuffix(".xcodeproj") {
                found.xcodeProjects.append(folder.path)
                return false
            }
            // A <locale>.lproj folder marks its parent as a folder of tables; nothing below it is walked
            // but for an intent definition Xcode keeps there (`Base.lproj/Intents.intentdefinition`).
            guard folder.name.hasSuffix(".lproj") else { return true }
            localeFolders.insert(folder.folder)
            for entry in DirectoryEntries.list(folder.path)
            where !entry.isDirectory && !entry.isSymbolicLink && entry.name.hasSuffix(".intentdefinition")
                && !filter.excludes(folder.path + "/" + entry.name) {
                found.definitionFiles.append(folder.path + "/" + entry.name)
            }
            return false
        }, file: { file in
            if file.name.hasSuffix(".xcstrings") {
                localeFolders.insert(file.folder)
            } else if file.name.hasSuffix(".intentdefinition") || SettingsBundleReader.isPane(file.path) {
                found.definitionFiles.append(file.path)
            } else if file.name == "project.yml" || file.name == "project.yaml" {
                found.xcodeGenSpecs.append(file.path)
            } else if file.name == "Project.swift", ProjectDiscovery.isTuistManifest(file.path, scope: .app(policy)) {
                found.tuistManifests.append(file.path)
            } else if file.name == "Package.swift" {
                // The manifest's targets (their `path:` and `exclude:`); one that
                // builds targets in code: every folder of `Sources` as well.
                let manifest = PackageManifestReader.read(path: file.path, scope: .app(policy))
                if let region = manifest?.defaultLocalization { found.packageLocalizations.append(region) }
                for target in manifest?.targets ?? [] {
                    if target.isTest {
                        found.packageExcluded.append(target.folder)
                        reasons[target.folder] = "a test target of \(ProjectFileSummary.relative(file.path, to: root)): built for its tests, never shipped"
                    } else {
                        found.packageTargets.append(target.folder)
                        found.packageExcluded += target.excluded
                        for excluded in target.excluded { reasons[excluded] = "excluded from its target by exclude: of \(ProjectFileSummary.relative(file.path, to: root))" }
                    }
                }
                if manifest?.complete != true || manifest?.targets.isEmpty != false {
                    let sources = file.folder + "/Sources"
                    for target in DirectoryEntries.list(sources) where target.isDirectory && !target.isSymbolicLink {
                        found.packageTargets.append(sources + "/" + target.name)
                    }
                }
            } else if file.name == "Info.plist" || file.name.hasSuffix("-Info.plist") {
                found.bundleFolders.append(file.folder)
                found.infoPlists.append(file.path)
                if InfoPlistReader.declaresShortcuts(path: file.path, scope: .app(policy)) {
                    specs.insert(file.path)
                }
            }
        })
        found.warnings = walk.warnings
        found.skippedFolders = walk.skipped.sorted().map { LeftOutFile(path: $0, reason: FolderWalk.reason(skipping: $0)) }
        // Left out by a pattern: the defaults (test targets, previews, release tooling) or exclude: and --exclude.
        let defaults = PathFilter(root: filter.root, patterns: [])
        found.skippedFolders += walk.excluded.sorted().map { folder in
            LeftOutFile(path: folder, reason: defaults.excludes(folder)
                ? "left out by default: a test target's folder (*Tests, *-tests, *_tests), Preview Content or fastlane, never shipped"
                : "left out by exclude: of l10n.yml or --exclude")
        }
        // What a package leaves out of its targets never ships: said with the package's reason.
        let excluded = found.packageExcluded
        if !excluded.isEmpty {
            func exclusion(_ path: String) -> String? { excluded.first { path == $0 || path.hasPrefix($0 + "/") } }
            for path in localeFolders.sorted() + specs.sorted() {
                guard let by = exclusion(path) else { continue }
                found.packageLeftOut.append(LeftOutFile(path: path, reason: reasons[by] ?? "no package target builds it"))
            }
            localeFolders = localeFolders.filter { exclusion($0) == nil }
            specs = specs.filter { exclusion($0) == nil }
            found.definitionFiles.removeAll { exclusion($0) != nil }
        }
        found.specs = specs.sorted()
        found.bundleFolders = Array(Set(found.bundleFolders)).sorted()
        found.packageTargets = Array(Set(found.packageTargets)).sorted()
        found.infoPlists.sort()
        found.definitionFiles.sort()
        found.xcodeProjects.sort()
        found.xcodeGenSpecs.sort()
        found.localeFolders = localeFolders.sorted()
        found.tuistManifests.sort()
        return found
    }

    /// Whether `Project.swift` is Tuist's manifest (it imports
    /// ProjectDescription), not an app's source file of that name.
    package static func isTuistManifest(_ path: String, scope: ReadScope) -> Bool {
        guard let data = try? InputFile.read(path, kind: "a Swift file", scope: scope) else { return false }
        return data.range(of: Data("import ProjectDescription".utf8)) != nil
    }
}
