import PipelineCore
import PipelineFormats
import PipelineProject

/// The Settings app localizes a Settings bundle from the bundle's own
/// `.lproj` folders: for a language the app ships and its Settings bundle
/// lacks, it picks the bundle's development localization (CoreFoundation's
/// search list ends in the development region), so those users read the
/// app in their language and its settings in English. Each bundle's
/// locales are its own, so `missing-translation` never sees this (issue 48:
/// ChatSecure ships 30 languages, its Settings bundle only `en`).
public struct SettingsLocaleMissing: Check {
    public static let code = "settings-locale-missing"
    public static let summary = "A Settings bundle's panes have no strings table for locales the app ships, so Settings shows those users the development language's titles (once per table)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        // The app speaks German and French; its settings pane only English.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";", "Root": "↓↓\"Licenses\" = \"Licenses\";"],
                     "de": [TableName.localizable: "\"x\" = \"y\";"], "fr": [TableName.localizable: "\"x\" = \"z\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([SettingsExamples.toggle(title: "Licenses")])])),
        // pt-BR reads pt's Root.strings, en-GB the development one.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";", "Root": "\"Licenses\" = \"Licenses\";"],
                     "pt": [TableName.localizable: "\"x\" = \"y\";", "Root": "\"Licenses\" = \"Licenças\";"],
                     "pt-BR": [TableName.localizable: "\"x\" = \"y\";"], "en-GB": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([SettingsExamples.toggle(title: "Licenses")])])),
        // A pane's table no locale has (a generated licenses pane) is not a localized one.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"y\";"]],
            code: ["Settings.bundle/Licenses.plist": SettingsExamples.pane([SettingsExamples.group(title: "AFNetworking")], stringsTable: "Licenses")])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        guard let code = project.code else { return [] }
        // The tables the panes read, and a pane for each.
        var panes: [String: String] = [:]
        for use in code.strings where use.kind == .settingsBundle && panes[use.table] == nil { panes[use.table] = use.file }
        return panes.keys.sorted().flatMap { table -> [Diagnostic] in
            // The roots that hold the table: the Settings bundle's folders.
            let holding = project.roots.indices.filter { index in project.roots[index].locales.values.contains { $0.tables[table] != nil } }
            guard !holding.isEmpty else { return [] }
            let settingsRoots = holding.map { project.roots[$0] }
            // The app's locales: those of the other tables of the bundles that hold
            // the Settings bundle; when those have none (the app's tables kept in a
            // folder of their own, as ChatSecure's `OTRResources`), every table the project ships.
            let bundles = project.bundles.filter { bundle in bundle.roots.contains(where: holding.contains) }
            func locales(of roots: [Int]) -> Set<String> {
                Set(roots.filter { project.roots.indices.contains($0) }.flatMap { index in
                    context.translatedLocales(project.roots[index])
                        .filter { tables in tables.tables.keys.contains { $0 != table } || !tables.plurals.isEmpty }.map(\.locale)
                })
            }
            var shipped = locales(of: Array(Set(bundles.flatMap(\.roots))))
            if shipped.isEmpty { shipped = locales(of: Array(project.roots.indices)) }
            let lacking = shipped.filter { context.lookup.tableLocales($0, table: table, in: settingsRoots).isEmpty }.sorted()
            guard !lacking.isEmpty else { return [] }
            // At the development table, the one to copy; else at the pane.
            let development = settingsRoots.lazy.compactMap { $0.locales[context.baseLocale]?.tables[table]?.path }.first
            let file = development ?? panes[table] ?? ""
            let shown = lacking.count > 12 ? lacking.prefix(12).joined(separator: ", ") + ", …" : lacking.joined(separator: ", ")
            return [finding("the settings table \(table) has no localization for \(Count.text(lacking.count)) locale\(lacking.count == 1 ? "" : "s") the app ships (\(shown)), so Settings shows those users its titles in the development language (\(context.baseLocale)): add \(lacking.count == 1 ? "its" : "their") \(table).strings to the Settings bundle",
                            table: table, at: SourceLocation(file: file))]
        }
    }
}
