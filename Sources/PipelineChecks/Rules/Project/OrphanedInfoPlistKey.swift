import PipelineCore
import PipelineFormats
import PipelineProject

/// `InfoPlist.strings` translates Info.plist values by key: the Info.plist's
/// own keys, and each quick action's title and subtitle as written. A key
/// that is neither is left from an item that was removed or renamed.
public struct OrphanedInfoPlistKey: Check {
    public static let code = "orphaned-infoplist-key"
    public static let summary = "An InfoPlist.strings key is neither an Info.plist key nor a quick action's title or subtitle, so iOS never shows it (reported once per key and folder, with the locales that have it)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.infoPlist: "\"Search\" = \"Search\";\n↓\"Scan QR Code\" = \"Scan QR Code\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";\n\"Scan QR Code\" = \"QR-Code scannen\";"],
        ])),
        // Letter case matters: the device looks the exact Info.plist value up.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Paste from Clipboard")], tables: [
            "de": [TableName.infoPlist: "↓\"Paste from clipboard\" = \"Aus Zwischenablage einfügen\";"],
        ])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";\n\"NSCameraUsageDescription\" = \"Für Fotos.\";\n\"CFBundleDisplayName\" = \"Rezepte\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        return project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            // Only folders whose Info.plist was read: its keys are known.
            guard let known = context.resolution.deadKeys.infoPlistKeys[rootIndex] else { return [] }
            let titles = project.specs.indices.filter { project.specRoots[$0].contains(rootIndex) }
                .flatMap { project.specs[$0].items.flatMap { [$0.title, $0.subtitle].compactMap { $0 } } }
            let root = project.roots[rootIndex]
            let locales = [context.baseLocale] + root.locales.keys.filter { !context.isBase($0) }.sorted()
            var order: [String] = []
            var found: [String: (entry: StringsEntry, locales: [String])] = [:]
            for locale in locales {
                guard let file = root.locales[locale]?.tables[TableName.infoPlist] else { continue }
                for entry in file.lookup.winners where !known.contains(entry.key) && !DeadKeys.isAppleInfoPlistKey(entry.key) {
                    if found[entry.key] == nil { order.append(entry.key) }
                    found[entry.key, default: (entry, [])].locales.append(locale)
                }
            }
            return order.compactMap { key -> Diagnostic? in
                guard let (entry, locales) = found[key] else { return nil }
                let shown = Self.localeList(locales)
                var message = "\"\(key.escapedForMessage)\" in InfoPlist.strings is neither an Info.plist key nor a quick action's title or subtitle, so iOS never shows it (in \(shown))"
                if let similar = titles.first(where: { $0.lowercased() == key.lowercased() }) {
                    message += "; the Info.plist has \"\(similar.escapedForMessage)\", which differs only in letter case"
                }
                return finding(message, key: key, table: TableName.infoPlist, at: entry.location)
            }
        }
    }
}

extension Check {
    /// "de, fr, ja" or "de, fr, ja and 5 more": the locales a finding names.
    package static func localeList(_ locales: [String]) -> String {
        locales.count <= 4 ? locales.joined(separator: ", ") : locales.prefix(3).joined(separator: ", ") + " and \(locales.count - 3) more"
    }
}
