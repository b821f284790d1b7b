/// A key nothing uses any more: dead weight a translator keeps paying for.
public struct ObsoleteTranslation: Check {
    public static let code = "obsolete-translation"
    public static let summary = "A locale's table has a key that the development table and the Info.plist do not have."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
            "de": [TableName.localizable: "\"greeting\" = \"Hallo\";\n\"old\" = \"Alt\";"],
        ])),
        // Quick action titles and Info.plist keys belong in InfoPlist.strings without a base entry.
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Search")], tables: [
            "en": [TableName.localizable: "\"greeting\" = \"Hello\";"],
            "de": [TableName.infoPlist: "\"Search\" = \"Suchen\";\n\"NSCameraUsageDescription\" = \"Für Fotos.\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            let base = context.baseTables(root)
            let plistKeys = infoPlistKeys(context, rootIndex: rootIndex)
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    let alignment = context.alignment(root: rootIndex, locale: tables.locale, table: name)
                    // A key the development language has as a plural is not obsolete.
                    let basePlurals = base?.plurals[name]?.lookup
                    // Without a development table there is nothing to compare with.
                    guard let file = tables.tables[name], alignment != nil || basePlurals != nil || name == TableName.infoPlist else { return [] }
                    return file.entries.indices.compactMap { index in
                        if alignment?.basePosition(ofEntry: index) != nil { return nil }
                        let entry = file.entries[index]
                        if basePlurals?.contains(entry.key) == true { return nil }
                        if name == TableName.infoPlist && (plistKeys.contains(entry.key) || ObsoleteTranslation.isInfoPlistKey(entry.key)) { return nil }
                        return finding("\(tables.locale): \"\(entry.key)\" is not in the development table \(context.baseLocale).lproj/\(name).strings\(name == TableName.infoPlist ? " nor in Info.plist" : "")",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// Titles, subtitles and top-level keys of the specs this root localizes.
    private func infoPlistKeys(_ context: CheckContext, rootIndex: Int) -> Set<String> {
        var keys = Set<String>()
        for (specIndex, spec) in context.project.specs.enumerated() where context.project.specRoots[specIndex].contains(rootIndex) {
            keys.formUnion(spec.topLevelKeys)
            for item in spec.items {
                if let title = item.title { keys.insert(title) }
                if let subtitle = item.subtitle { keys.insert(subtitle) }
            }
        }
        return keys
    }

    /// Apple's Info.plist keys (`NSCameraUsageDescription`, `CFBundleDisplayName`)
    /// may be localized even when the Info.plist gets them from build settings.
    static func isInfoPlistKey(_ key: String) -> Bool {
        let prefixes = ["NS", "CF", "UI", "LS", "IN", "MK", "GK", "WK"]
        guard let prefix = prefixes.first(where: key.hasPrefix) else { return false }
        let rest = key.dropFirst(prefix.count)
        return rest.first?.isUppercase == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "~" || $0 == "-" }
    }
}
