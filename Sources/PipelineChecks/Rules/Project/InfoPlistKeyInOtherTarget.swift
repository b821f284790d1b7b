import PipelineCore
import PipelineFormats
import PipelineProject

/// iOS translates an Info.plist value (a permission prompt, the display name)
/// from the `InfoPlist.strings` of the same bundle. When the target whose
/// Info.plist has the key copies no table that translates it, and another
/// target's table does (one whose own Info.plist lacks the key), the
/// translation sits in the wrong bundle: the app shows its prompt in the
/// development language. Only Xcode projects say which target copies which
/// table, so only they are judged.
public struct InfoPlistKeyInOtherTarget: Check {
    public static let code = "infoplist-key-in-other-target"
    public static let summary = "An Info.plist key of one target is translated only in the InfoPlist.strings of another target (whose Info.plist lacks it), so the app shows it untranslated (Xcode projects)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // The app's camera prompt is translated in a table only the widget copies.
        .triggers(ExampleProject(tables: [
            "en": [TableName.infoPlist: "↓\"NSCameraUsageDescription\" = \"Scans receipts.\";"],
            "de": [TableName.infoPlist: "\"NSCameraUsageDescription\" = \"Scannt Belege.\";"],
        ]).inProject([ExampleTarget("Notes", copies: [], infoPlistKeys: ["NSCameraUsageDescription"]),
                      ExampleTarget("NotesWidget", infoPlistKeys: ["CFBundleDisplayName"])])),
        // The app copies the table too.
        .passes(ExampleProject(tables: [
            "en": [TableName.infoPlist: "\"NSCameraUsageDescription\" = \"Scans receipts.\";"],
            "de": [TableName.infoPlist: "\"NSCameraUsageDescription\" = \"Scannt Belege.\";"],
        ]).inProject([ExampleTarget("Notes", infoPlistKeys: ["NSCameraUsageDescription"]),
                      ExampleTarget("NotesWidget", infoPlistKeys: ["CFBundleDisplayName"])])),
        // Both Info.plists have the key: each table translates its own target's.
        .passes(ExampleProject(tables: [
            "de": [TableName.infoPlist: "\"CFBundleDisplayName\" = \"Notizen\";"],
        ]).inProject([ExampleTarget("Notes", copies: [], infoPlistKeys: ["CFBundleDisplayName"]),
                      ExampleTarget("NotesWidget", infoPlistKeys: ["CFBundleDisplayName"])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        let targets = project.xcodeProjects.flatMap(\.shippedTargets).filter { $0.infoPlistKeys != nil }
        guard targets.count > 1 else { return [] }
        // Per target and locale, the Info.plist keys the tables it copies translate.
        var translated: [String: [String: Set<String>]] = [:]
        var tables: [(root: Int, locale: String, file: StringsFile, owners: [Int])] = []
        for (rootIndex, root) in project.roots.enumerated() {
            // The development locale first: a finding points at its entry.
            for locale in root.locales.keys.sorted(by: { (context.isBase($0) ? 0 : 1, $0) < (context.isBase($1) ? 0 : 1, $1) }) {
                guard let file = root.locales[locale]?.tables[TableName.infoPlist] else { continue }
                let owners = targets.indices.filter { targets[$0].contains(file.path) }
                for owner in owners { translated[targets[owner].name, default: [:]][locale, default: []].formUnion(file.lookup.keys) }
                tables.append((rootIndex, locale, file, owners))
            }
        }
        // One finding per key, folder and target that lacks it, with its locales.
        var order: [String] = []
        var found: [String: (entry: StringsEntry, key: String, wanting: String, copiers: [String], locales: [String])] = [:]
        for table in tables where !table.owners.isEmpty {
            for entry in table.file.lookup.winners where DeadKeys.isAppleInfoPlistKey(entry.key) {
                // The table is its own target's when that target's Info.plist has the key.
                guard !table.owners.contains(where: { targets[$0].infoPlistKeys?.contains(entry.key) == true }) else { continue }
                // A framework's or a test bundle's Info.plist is no user's to read.
                for target in targets where target.showsInfoPlist && target.infoPlistKeys?.contains(entry.key) == true
                    && translated[target.name]?[table.locale]?.contains(entry.key) != true {
                    let id = "\(table.root)\u{0}\(entry.key)\u{0}\(target.name)"
                    if found[id] == nil {
                        order.append(id)
                        found[id] = (entry, entry.key, target.name, table.owners.map { targets[$0].name }, [])
                    }
                    found[id]?.locales.append(table.locale)
                }
            }
        }
        return order.compactMap { id -> Diagnostic? in
            // The development language shows the Info.plist's own value: only translations are lost.
            guard let item = found[id] else { return nil }
            let locales = item.locales.filter { !context.isBase($0) }
            guard !locales.isEmpty else { return nil }
            let shown = Self.localeList(locales)
            let copiers = item.copiers.joined(separator: ", ")
            return finding("\"\(item.key.escapedForMessage)\" is in the Info.plist of \(item.wanting), but its translations (\(shown)) are in an InfoPlist.strings that only \(copiers) copies, whose Info.plist lacks the key: \(item.wanting) shows it in the development language; add the table to the \(item.wanting) target",
                           key: item.key, table: TableName.infoPlist, at: item.entry.location)
        }
    }
}
