import Foundation

/// Places each localization folder in the bundle that ships it.
///
/// A folder of tables belongs to the deepest known bundle folder above it
/// (an Info.plist's folder, a Swift package target). With none above it, it
/// is a bundle of its own, named by its folder, or by the folder above a
/// folder named for resources (`App/Resources/en.lproj` is App's), so the
/// code beside it belongs to it too.
public enum BundleLayout {
    /// Folder names that hold a target's resources rather than being one.
    package static let resourceFolderNames: Set<String> = [
        "resources", "resource", "localization", "localizations", "localisation", "localisations",
        "localizable", "strings", "l10n", "i18n", "supporting files", "supportingfiles", "supporting",
    ]

    public static func make(roots: [LocalizationRoot], bundleFolders: [BundleFolder], projectRoot: String) -> [LocalizationBundle] {
        var bundles = bundleFolders.map { LocalizationBundle(folder: $0.path, kind: $0.kind, roots: []) }
        var byFolder: [String: Int] = [:]
        for (index, bundle) in bundles.enumerated() where byFolder[bundle.folder] == nil { byFolder[bundle.folder] = index }
        for (rootIndex, root) in roots.enumerated() {
            let folder = owningFolder(of: root.folder, bundleFolders: bundleFolders.map(\.path), projectRoot: projectRoot)
            if let index = byFolder[folder] {
                bundles[index].roots.append(rootIndex)
            } else {
                byFolder[folder] = bundles.count
                bundles.append(LocalizationBundle(folder: folder, kind: .target, roots: [rootIndex]))
            }
        }
        return bundles
    }

    /// The bundle folder of a localization folder (see the type's comment).
    package static func owningFolder(of folder: String, bundleFolders: [String], projectRoot: String) -> String {
        if let deepest = bundleFolders.filter({ isInside(folder, $0) }).max(by: { $0.count < $1.count }) {
            return deepest
        }
        var current = folder
        let top = trimmed(projectRoot)
        while resourceFolderNames.contains(current.lastComponent.lowercased()) {
            let parent = (current as NSString).deletingLastPathComponent
            // Never above the project: its parent is not the app's.
            guard !parent.isEmpty, parent != current, isInside(parent, top) else { break }
            current = parent
        }
        return current
    }

    /// Whether `path` is `folder` or inside it.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = trimmed(folder)
        return path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
