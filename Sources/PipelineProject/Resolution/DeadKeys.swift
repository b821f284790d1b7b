import Foundation
import PipelineCore
import PipelineFormats

/// Keys of development tables that nothing uses: an `InfoPlist.strings` key
/// that is neither an Info.plist key nor a quick action's text, or a key of
/// a table code reads that no code uses. Each is reported once, where it is
/// (`orphaned-infoplist-key`, `unused-key`), never as a translation missing
/// in every locale.
public struct DeadKeys: Sendable {
    /// Per root index: table name to its dead keys.
    private let byRoot: [Int: [String: Set<String>]]
    /// Per root index localized by an Info.plist that was read: the keys its
    /// `InfoPlist.strings` may hold (Info.plist keys, item titles and subtitles).
    public let infoPlistKeys: [Int: Set<String>]

    /// Per root index localized by an Info.plist that was read: the keys its
    /// `InfoPlist.strings` may hold. The one answer `check`, `update --prune`
    /// and `xliff import` share (they worked it out three ways, and the
    /// writers forgot extensions' Info.plists).
    public static func infoPlistKeys(of project: Project) -> [Int: Set<String>] {
        var infoPlistKeys: [Int: Set<String>] = [:]
        for (specIndex, spec) in project.specs.enumerated() {
            let roots = project.specRoots.indices.contains(specIndex) ? project.specRoots[specIndex] : []
            var keys = spec.topLevelKeys
            for item in spec.items { keys.formUnion([item.title, item.subtitle].compactMap { $0 }) }
            for root in roots { infoPlistKeys[root, default: []].formUnion(keys) }
        }
        // Roots of bundles whose Info.plist declares no quick actions: its keys alone.
        for bundle in project.bundles {
            guard let keys = project.infoPlistKeys[bundle.folder] else { continue }
            for root in bundle.roots where infoPlistKeys[root] == nil { infoPlistKeys[root] = keys }
        }
        return infoPlistKeys
    }

    /// Whether `key` of root `root`'s `InfoPlist.strings` belongs to an
    /// Info.plist (its keys, its quick actions' texts, Apple's keys), in `keys`
    /// as `infoPlistKeys(of:)` gives them.
    public static func belongsToInfoPlist(_ key: String, root: Int?, keys: [Int: Set<String>]) -> Bool {
        isAppleInfoPlistKey(key) || root.flatMap { keys[$0] }?.contains(key) == true
    }

    package init(project: Project, codeKeys: [String: Set<String>]) {
        let infoPlistKeys = Self.infoPlistKeys(of: project)
        let judgesCode = project.code != nil && project.reportUnusedKeys
        let prefixes = DeadKeys.runTimePrefixes(project.code?.nonLiteralKeys ?? [])
        var byRoot: [Int: [String: Set<String>]] = [:]
        for (rootIndex, root) in project.roots.enumerated() {
            guard let base = root.locales[project.baseLocale] else { continue }
            for (name, file) in base.tables {
                if DeadKeys.readThroughUnseenAccessors(table: name, root: root, inputs: project.unseenAccessorInputs) { continue }
                let dead: Set<String>
                if name == TableName.infoPlist {
                    guard let known = infoPlistKeys[rootIndex] else { continue }
                    dead = Set(file.lookup.keys.filter { !known.contains($0) && !DeadKeys.isAppleInfoPlistKey($0) })
                } else {
                    // Only tables code reads: storyboards and settings bundles use keys too.
                    guard judgesCode, let used = codeKeys[name] else { continue }
                    dead = Set(file.lookup.keys.filter { key in !used.contains(key) && !prefixes.contains { key.hasPrefix($0) } })
                }
                if !dead.isEmpty { byRoot[rootIndex, default: [:]][name] = dead }
            }
        }
        self.byRoot = byRoot
        self.infoPlistKeys = infoPlistKeys
    }

    /// Whether SwiftGen's unseen accessors read table `name` of `root`: an
    /// input is the root's folder, one of its `.lproj` folders, or the table's file there.
    package static func readThroughUnseenAccessors(table name: String, root: LocalizationRoot, inputs: [String]) -> Bool {
        guard !inputs.isEmpty else { return false }
        let folder = URL(fileURLWithPath: root.folder).standardizedFileURL.path
        return inputs.contains { input in
            let path = input.hasSuffix("/") ? String(input.dropLast()) : input
            if path == folder { return true }
            let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if parent == folder && path.hasSuffix(".lproj") { return true }
            let file = URL(fileURLWithPath: path)
            return file.deletingLastPathComponent().deletingLastPathComponent().path == folder
                && ["strings", "stringsdict", "xcstrings"].contains(file.pathExtension) && file.deletingPathExtension().lastPathComponent == name
        }
    }

    public func contains(root: Int, table: String, key: String) -> Bool {
        byRoot[root]?[table]?.contains(key) == true
    }

    /// Whether an `InfoPlist.strings` key of root `root` (in any locale) is
    /// neither an Info.plist key nor a quick action's text; false when the
    /// root's Info.plist was not read.
    public func isOrphanedInfoPlistKey(_ key: String, root: Int) -> Bool {
        guard let known = infoPlistKeys[root] else { return false }
        return !known.contains(key) && !DeadKeys.isAppleInfoPlistKey(key)
    }

    public func keys(root: Int, table: String) -> Set<String> {
        byRoot[root]?[table] ?? []
    }

    /// The fixed starts of keys built at run time: `"settings.\(name)"`,
    /// `[NSString stringWithFormat:@"Scrubbing %@", speed]` make keys that
    /// begin `settings.` and `Scrubbing `; a table's keys that begin so are
    /// that code's, not unused (issue 27: 5 of Kodi Remote's 13 notes). The
    /// first literal of the key expression, up to its first placeholder, when
    /// it has a letter and three characters or more.
    package static func runTimePrefixes(_ keys: [NonLiteralKey]) -> [String] {
        var prefixes = Set<String>()
        for key in keys {
            let text = key.expression
            guard let open = text.firstIndex(of: "\"") else { continue }
            let rest = text[text.index(after: open)...]
            let literal = rest.prefix { $0 != "\"" }
            var prefix = ""
            var previous: Character?
            for character in literal {
                if character == "%" || (previous == "\\" && character == "(") { break }
                prefix.append(character)
                previous = character
            }
            if prefix.last == "\\" { prefix.removeLast() }
            if prefix.count >= 3, prefix.contains(where: \.isLetter) { prefixes.insert(prefix) }
        }
        return prefixes.sorted()
    }

    /// Apple's Info.plist keys (`NSCameraUsageDescription`, `CFBundleDisplayName`)
    /// may be localized even when the Info.plist gets them from build settings.
    public static func isAppleInfoPlistKey(_ key: String) -> Bool {
        let prefixes = ["NS", "CF", "UI", "LS", "IN", "MK", "GK", "WK"]
        guard let prefix = prefixes.first(where: key.hasPrefix) else { return false }
        let rest = key.dropFirst(prefix.count)
        return rest.first?.isUppercase == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "~" || $0 == "-" }
    }
}
