import PipelineCore
import PipelineFormats

/// A string that locales should translate but no development table lists:
/// a quick action's Info.plist title, or a key code uses. (The development
/// tables' own keys are expected too; checks read those tables directly.)
public struct ExpectedString: Sendable {
    public enum Origin: Sendable {
        case quickAction(ShortcutItem, ShortcutText.Field)
        case code(LocalizedStringUse)
    }

    public var table: String
    public var key: String
    /// Indices into `Project.roots` whose tables are read for it; the first
    /// is where its translations belong.
    public var roots: [Int]
    /// What the development language shows without a table entry: the
    /// Info.plist value, the code's default value, a SwiftUI literal. Nil
    /// when it would show the bare key: missing in the development locale too.
    public var developmentText: String?
    /// Where it is used: where a missing translation is reported.
    public var location: SourceLocation
    public var origin: Origin
    /// Whether translators were given it: some translated locale's table of
    /// the roots has it. A key used in code that no table has anywhere was
    /// never offered for translation, so its locales are not each missing
    /// it: it is reported once, in the development locale.
    public var offeredForTranslation = true
    /// Why it is missing, when the tool can tell (`pass bundle: .module`).
    public var hint: String?

    /// Used only where no one reads it (see `LocalizedStringUse.hidden`).
    public var isHidden: Bool {
        if case .code(let use) = origin { return use.hidden == true }
        return false
    }

    /// Where its table lacks it, the lookup shows the development text, not
    /// the key: an intent definition's text (Siri reads the definition).
    public var showsDevelopmentTextWhenAbsent: Bool {
        if case .code(let use) = origin { return use.kind == .intentDefinition }
        return false
    }

    /// Whether each translated locale is expected to have it.
    public var expectedInTranslations: Bool {
        if case .code = origin { return offeredForTranslation }
        return true
    }
}

package enum ExpectedStrings {
    package static func make(_ project: Project, placement: CodePlacement, lookup: TableLookup) -> [ExpectedString] {
        var expected: [ExpectedString] = []
        var index: [PlaceKey: Int] = [:]
        func add(_ string: ExpectedString) {
            let place = PlaceKey(roots: string.roots, table: string.table, key: string.key)
            if let known = index[place] {
                // Another use of the same key: a default value given anywhere counts.
                if expected[known].developmentText == nil { expected[known].developmentText = string.developmentText }
                // Shown anywhere is shown: a visible use stands for the key.
                if expected[known].isHidden && !string.isHidden {
                    let text = expected[known].developmentText
                    expected[known].origin = string.origin
                    expected[known].location = string.location
                    expected[known].developmentText = text
                }
                return
            }
            index[place] = expected.count
            expected.append(string)
        }

        for specIndex in project.specs.indices {
            let rootIndices = project.specRoots.indices.contains(specIndex) ? project.specRoots[specIndex] : []
            let development = lookup.translationLookups(table: TableName.infoPlist, locale: lookup.baseLocale,
                                                        in: rootIndices.map { project.roots[$0] })
            for item in project.specs[specIndex].items {
                for (field, text, plistKey) in [(ShortcutText.Field.title, item.title, ShortcutKey.title),
                                                (.subtitle, item.subtitle, ShortcutKey.subtitle)] {
                    guard let key = text, !key.isEmpty, !development.contains(key) else { continue }
                    add(ExpectedString(table: TableName.infoPlist, key: key, roots: rootIndices, developmentText: key,
                                       location: item.location(of: plistKey), origin: .quickAction(item, field)))
                }
            }
        }

        guard let code = project.code else { return expected }
        var ownerFile: String?
        var owner: Int?
        var developmentLookups: [PlaceKey: TranslationLookups] = [:]
        var loosely: [PlaceKey: [String: String]] = [:]
        // Per root, table: catalog keys Xcode marked stale.
        var staleKeys: [Int: [String: Set<String>]] = [:]
        for (index, root) in project.roots.enumerated() {
            for catalog in root.catalogs {
                let stale = catalog.entries.filter(\.isStale).map(\.key)
                if !stale.isEmpty { staleKeys[index, default: [:]][catalog.tableName, default: []].formUnion(stale) }
            }
        }
        for var use in code.strings where !use.key.isEmpty {
            // A wrapper's use reads the wrapper's module, not the caller's.
            if use.bundleFile != ownerFile {
                ownerFile = use.bundleFile
                owner = placement.owner(of: use.bundleFile)
            }
            var bundleIndices = placement.bundles(owner: owner, naming: use.bundle, table: use.table)
            // A table no bundle has at all (`table: "Feed"` in an app whose only
            // catalog is Localizable; no AppShortcuts table): the lookup finds
            // nothing, so every locale shows the key, or the value given, as for a
            // key its table lacks (issue 46: Kurozora's 18 tables, some 230 keys,
            // had no finding). Placed where the call's bundle keeps its tables,
            // where the table would be made. A Settings pane's or an intent
            // definition's table is its file's (settings-locale-missing, Xcode's
            // intents compiler), not code's.
            if bundleIndices.isEmpty, use.kind != .settingsBundle, use.kind != .intentDefinition {
                bundleIndices = placement.home(owner: owner, naming: use.bundle)
            }
            let rootIndices = placement.roots(of: bundleIndices)
            guard !rootIndices.isEmpty else { continue }
            let place = PlaceKey(roots: rootIndices, table: use.table, key: "")
            let development = developmentLookups[place] ?? {
                let found = lookup.translationLookups(table: use.table, locale: lookup.baseLocale, in: rootIndices.map { project.roots[$0] })
                developmentLookups[place] = found
                return found
            }()
            let roots = rootIndices.map { project.roots[$0] }
            // An interpolated key's specifiers are guessed without types
            // (`\(count)` may be %lld or %@): a key that differs from one of
            // the tables' only in its specifiers' types is that key.
            if !development.contains(use.key), LooseFormatKeys.isGuessed(use) {
                let index = loosely[place] ?? {
                    let built = LooseFormatKeys.looseIndex(table: use.table, roots: roots, baseLocale: lookup.baseLocale)
                    loosely[place] = built
                    return built
                }()
                if let written = index[LooseFormatKeys.looseKey(use.key)] { use.key = written }
            }
            // A key of the development locale's own table: the table
            // comparison covers every locale. A catalog key marked stale is
            // the catalog's still (Xcode's mark is older than the code).
            guard !rootIndices.contains(where: { staleKeys[$0]?[use.table]?.contains(use.key) == true }) else { continue }
            guard !roots.contains(where: { root in
                root.locales[lookup.baseLocale]?.has(use.key, table: use.table) == true
            }) else { continue }
            // A regional development locale (en-GB) shows its language's (en) text.
            let fallback = development.contains(use.key)
                ? (lookup.resolve(use.key, table: use.table, locale: lookup.baseLocale, in: roots)?.value ?? use.key) : nil
            // An intent definition's text is offered by the file that defines it (Xcode
            // exports it): every locale with that table is to translate it; so is a
            // settings pane's title when the development locale has no Root.strings
            // (the pane is the source). With one, a title it lacks is offered no more
            // than code's keys are (VLC: 80 font names of a picker, in 62 locales):
            // key-in-no-table's, not each locale's to miss.
            let definedElsewhere = use.kind == .intentDefinition
                || (use.kind == .settingsBundle && !roots.contains { $0.locales[lookup.baseLocale]?.tables[use.table] != nil })
            let offered = roots.contains { root in
                root.locales.contains { locale, tables in
                    !lookup.isBase(locale) && (definedElsewhere ? tables.tables[use.table] != nil : tables.has(use.key, table: use.table))
                }
            }
            // A wrapper that shows its own text for a key no table has (LocalizationWrapper.fallsBack):
            // nothing shows the key, and the summary names the wrapper.
            if use.fallsBack == true && !offered { continue }
            var string = ExpectedString(table: use.table, key: use.key, roots: rootIndices,
                                        developmentText: use.value ?? (use.keyIsDevelopmentText ? use.key : nil) ?? fallback,
                                        location: use.location, origin: .code(use), offeredForTranslation: offered)
            // A package's call without `bundle: .module` reads the app; its own tables are never read.
            if !offered, case .main = use.bundle, let owner, placement.bundles[owner].kind == .package,
               placement.bundles[owner].roots.contains(where: { index in
                   project.roots[index].locales.values.contains { $0.has(use.key, table: use.table) }
               }) {
                string.offeredForTranslation = true
                string.hint = "the package's own tables have it, but a call without bundle: .module reads the app's: pass bundle: .module"
            }
            add(string)
        }
        return expected
    }

    private struct PlaceKey: Hashable {
        var roots: [Int]
        var table: String
        var key: String
    }
}

extension LocalizedStringUse {
    /// Whether, without a table entry, the development language shows text
    /// rather than a code. Every lookup shows its key then (SwiftUI's
    /// `LocalizedStringKey`, `NSLocalizedString`, App Intents' resources, the
    /// Settings app), so it is the key's reading that decides, whatever the
    /// call (issue 48: `Text("Inoreader")` and `NSLocalizedString("BazQux")`
    /// were a note and an error): `Unknown error`, a settings title
    /// `Licenses` read as text, `Text("settings.title")` as a code
    /// (`looksLikeText`). An App Shortcut phrase is the spoken development
    /// text whatever it says.
    package var keyIsDevelopmentText: Bool {
        kind == .appShortcutPhrase || LocalizedStringUse.looksLikeText(key)
    }
}

extension ExpectedString {
    /// The developer's comment: the code's, for a key used in code.
    public var comment: String? {
        if case .code(let use) = origin { return use.comment }
        return nil
    }
}
