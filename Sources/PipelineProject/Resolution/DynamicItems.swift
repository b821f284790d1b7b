import Foundation
import PipelineCore
import PipelineFormats

/// Places the quick actions found in code into a project: their Type as far
/// as it resolves, where their texts are localized, and which app makes them.
package enum DynamicItems {
    package static func make(from code: CodeExtraction, bundleID: String?, project: Project) -> [DynamicItem] {
        let placement = CodePlacement(project: project)
        let specFolders = project.specs.map { folder(of: $0.path) }
        return code.shortcuts.enumerated().map { index, found in
            var item = ShortcutItem(index: index, location: found.location)
            item.origin = .code
            switch found.type {
            case .literal(let type):
                item.type = type
                item.rawType = type
            case .bundlePrefixed(let suffix):
                item.rawType = "<bundle-id>.\(suffix)"
                item.type = bundleID.map { "\($0).\(suffix)" } ?? item.rawType
            case .unknown:
                break
            }
            item.titleSource = source(found.title)
            item.subtitleSource = found.subtitle.map(source)
            item.title = text(found.title)
            item.subtitle = found.subtitle.flatMap(text)
            if let typeLocation = found.typeLocation { item.fieldLocations[ShortcutKey.type] = typeLocation }
            if let title = found.title { item.fieldLocations[ShortcutKey.title] = location(title) }
            if let subtitle = found.subtitle { item.fieldLocations[ShortcutKey.subtitle] = location(subtitle) }
            item.iconType = found.iconType
            item.iconSymbolName = found.iconSystemImageName
            item.iconFile = found.iconTemplateImageName
            return DynamicItem(item: item, roots: roots(of: found, placement: placement, project: project),
                               spec: owners(of: found.location.file, among: specFolders).first)
        }
    }

    /// The roots whose tables localize an item: those its title's call reads
    /// (see `CodePlacement`), else its file's bundle's, else every root.
    private static func roots(of found: CodeShortcutItem, placement: CodePlacement, project: Project) -> [Int] {
        let owner = placement.owner(of: found.location.file)
        for text in [found.title, found.subtitle] {
            guard case .localized(let use)? = text else { continue }
            let roots = placement.roots(of: placement.bundles(owner: placement.owner(of: use.bundleFile), naming: use.bundle, table: use.table))
            if !roots.isEmpty { return roots }
        }
        if let owner, !placement.bundles[owner].roots.isEmpty { return placement.bundles[owner].roots }
        return Array(project.roots.indices)
    }

    private static func source(_ text: CodeShortcutText?) -> ShortcutTextSource {
        switch text {
        case .localized(let use)?:
            return .localized(table: use.table, key: use.key, defaultValue: use.value, location: use.location)
        case .literal(let value, let location)?:
            return .literal(value, location)
        case .unknown?, nil:
            return .unknown
        }
    }

    private static func text(_ text: CodeShortcutText?) -> String? {
        switch text {
        case .localized(let use)?: return use.key
        case .literal(let value, _)?: return value
        case .unknown?, nil: return nil
        }
    }

    private static func location(_ text: CodeShortcutText) -> SourceLocation {
        switch text {
        case .localized(let use): return use.location
        case .literal(_, let location), .unknown(let location): return location
        }
    }

    package static func folder(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Indices of the folders that are the deepest ancestors of `file`; all of
    /// them when none is (code kept apart from its tables, as in this repo's demo).
    package static func owners(of file: String, among folders: [String]) -> [Int] {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let ancestors = folders.indices.filter { absolute.hasPrefix(folders[$0].hasSuffix("/") ? folders[$0] : folders[$0] + "/") }
        guard let deepest = ancestors.map({ folders[$0].count }).max() else { return Array(folders.indices) }
        return ancestors.filter { folders[$0].count == deepest }
    }
}
