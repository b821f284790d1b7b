import PipelineCore
import PipelineFormats

/// What each locale of a project shows, worked out once: where code finds
/// its strings (bundles, tables, fallback), the texts of every quick action,
/// and the strings locales should translate beyond the development tables.
/// Checks, the report, `export` and `update` read it rather than work it
/// out again.
public struct ProjectResolution: Sendable {
    public let project: Project
    public let lookup: TableLookup
    public let placement: CodePlacement
    /// Every title and subtitle as each locale shows it (see `ShortcutTexts.texts`).
    public let shortcutTexts: [ShortcutText]
    /// Each app's quick actions, Info.plist items then those made in code.
    public let shortcutGroups: [ShortcutGroup]
    /// Quick action titles and code keys that no development table lists.
    public let expected: [ExpectedString]
    /// Table name to the keys code uses, in any bundle: such keys are never
    /// unused or obsolete.
    public let codeKeys: [String: Set<String>]
    /// Development keys nothing uses (see `DeadKeys`).
    public let deadKeys: DeadKeys
    /// Keys built at run time that the tables account for (see `BuiltKeys`).
    public let builtKeys: BuiltKeys
    /// Per root index: development tables that no translated locale of the
    /// root has at all (a settings table kept in English, say). Their keys
    /// are not expected in other locales.
    public let developmentOnlyTables: [Int: Set<String>]
    /// Tables of intent definitions' texts (`Intents.strings`): where one
    /// lacks a key, Siri shows the definition's own text, not the key.
    public let intentTables: Set<String>

    public init(project: Project) {
        let lookup = TableLookup(baseLocale: project.baseLocale)
        let placement = CodePlacement(project: project)
        self.project = project
        self.lookup = lookup
        self.placement = placement
        shortcutTexts = ShortcutTexts.texts(project, lookup: lookup)
        shortcutGroups = ShortcutTexts.groups(project)
        expected = ExpectedStrings.make(project, placement: placement, lookup: lookup)
        intentTables = Set((project.code?.strings ?? []).lazy.filter { $0.kind == .intentDefinition }.map(\.table))
        var keys: [String: Set<String>] = [:]
        var loose: [String: Set<String>] = [:]
        for use in project.code?.strings ?? [] {
            keys[use.table, default: []].insert(use.key)
            // Only interpolation is guessed (`%@` for a value of a type not known); a written specifier is meant.
            if LooseFormatKeys.isGuessed(use) {
                loose[use.table, default: []].insert(LooseFormatKeys.looseKey(use.key))
            }
        }
        // `\(n)` of a type not known is guessed %@: a table key that differs
        // only in its specifiers' types (%lld) is that use's, as for missing
        // keys. One spelling per root, the one `update` keeps (the development
        // table's first): an old `%d` left in one locale beside `%lld` is
        // obsolete here as it is pruned there.
        for root in project.roots {
            for (name, guessed) in loose {
                let index = LooseFormatKeys.looseIndex(table: name, roots: [root], baseLocale: project.baseLocale)
                for key in guessed {
                    if let written = index[key] { keys[name, default: []].insert(written) }
                }
            }
        }
        // A key written as a literal anywhere in the code is used: code hands
        // keys on in ways not followed (a wrapper of a wrapper, a literal kept
        // in a model and looked up from a variable, an initializer of a
        // framework not known: Delta Chat's `setStockTranslation(id:
        // localizationKey: "ephemeral_timer_1_hour_by_you")`, about 200 false
        // `unused-key` notes on the ledger). Only tables `unused-key` judges
        // (code reads them with literal keys): one read with run-time keys
        // alone stays unjudged, since its keys may come from anywhere.
        if let code = project.code, !code.literalTexts.isEmpty {
            for root in project.roots {
                guard let base = root.locales[project.baseLocale] else { continue }
                for (name, table) in base.tables where keys[name] != nil {
                    for key in table.lookup.keys where code.literalTexts.contains(key) { keys[name, default: []].insert(key) }
                }
            }
        }
        let built = BuiltKeys(project: project)
        for (name, found) in built.keys { keys[name, default: []].formUnion(found) }
        builtKeys = built
        codeKeys = keys
        deadKeys = DeadKeys(project: project, codeKeys: keys)
        var developmentOnly: [Int: Set<String>] = [:]
        for (index, root) in project.roots.enumerated() {
            guard let base = root.locales[project.baseLocale] else { continue }
            let translated = root.locales.filter { !lookup.isBase($0.key) }.values
            guard !translated.isEmpty else { continue }
            let names = Set(base.tables.keys).union(base.plurals.keys).filter { name in
                !translated.contains { $0.tables[name] != nil || $0.plurals[name] != nil }
            }
            if !names.isEmpty { developmentOnly[index] = names }
        }
        developmentOnlyTables = developmentOnly
    }

    /// Whether no translated locale of root `index` has `table` at all.
    public func isDevelopmentOnly(root index: Int, table: String) -> Bool {
        developmentOnlyTables[index]?.contains(table) == true
    }

    /// Translated locales of some roots (by index), sorted.
    public func translatedLocales(ofRoots indices: [Int], in project: Project) -> [String] {
        lookup.translatedLocales(of: indices.map { project.roots[$0] })
    }
}
