import PipelineCore

/// The tables one target of the Xcode project copies, cut out of the
/// folders of tables loading read. A folder often holds several targets'
/// files (a `Resources/` whose `Localizable.xcstrings` the app and its
/// extensions share, beside the app's own `InfoPlist.xcstrings`): Xcode
/// copies each file into the bundles of the targets whose Resources phase
/// names it, and each bundle's `Info.plist` is localized by the
/// `InfoPlist` table of that bundle alone (Bundle.localizedInfoDictionary
/// reads the bundle's own `InfoPlist.strings`). So the export judges
/// membership file by file, never folder by folder.
package enum TargetTables {
    /// `root` with only the files `target` copies; nil when it copies none.
    package static func restrict(_ root: LocalizationRoot, to target: XcodeProject.Target) -> LocalizationRoot? {
        filter(root) { target.contains($0) }
    }

    /// `root` with only the files `keep` accepts; nil when none is left.
    package static func filter(_ root: LocalizationRoot, keep: (String) -> Bool) -> LocalizationRoot? {
        var locales: [String: LocaleTables] = [:]
        for (locale, tables) in root.locales {
            var kept = tables
            kept.tables = tables.tables.filter { keep($0.value.path) }
            kept.plurals = tables.plurals.filter { keep($0.value.path) }
            kept.shadowedBase = tables.shadowedBase.filter { keep($0.value.path) }
            kept.shadowedBasePlurals = tables.shadowedBasePlurals.filter { keep($0.value.path) }
            kept.misnamed = tables.misnamed.filter { keep($0.path) }
            if !kept.tables.isEmpty || !kept.plurals.isEmpty { locales[locale] = kept }
        }
        guard !locales.isEmpty else { return nil }
        return LocalizationRoot(folder: root.folder, locales: locales, files: root.files.filter { keep($0.path) },
                                catalogs: root.catalogs.filter { keep($0.path) })
    }

    /// The files of the `InfoPlist` and `AppShortcuts` tables of `roots`.
    package static func bundleTableFiles(_ roots: [LocalizationRoot]) -> Set<String> {
        var files = Set<String>()
        for root in roots {
            for tables in root.locales.values {
                for name in [TableName.infoPlist, AppShortcutTokens.table] {
                    if let file = tables.tables[name] { files.insert(file.path) }
                    if let file = tables.plurals[name] { files.insert(file.path) }
                }
            }
        }
        return files
    }

    /// The roots of `project` with only what `target` copies.
    package static func roots(of project: Project, target: XcodeProject.Target) -> [LocalizationRoot] {
        project.roots.compactMap { restrict($0, to: target) }
    }

    /// Whether any of `roots` holds an `InfoPlist` or `AppShortcuts` table:
    /// what a bundle's export ships besides quick actions.
    package static func shipsBundleTables(_ roots: [LocalizationRoot]) -> Bool {
        roots.contains { root in
            root.locales.values.contains { $0.tables[TableName.infoPlist] != nil || $0.tables[AppShortcutTokens.table] != nil }
        }
    }
}
