/// A key the app looks up, so the development table should have it.
public struct RequiredKey: Sendable, Equatable {
    public var table: String
    public var key: String
    /// What the development table should say when it lacks the key: the
    /// Info.plist value, or the code's default value (else the key itself).
    public var defaultValue: String
    public var comment: String?
    /// Where the app uses it.
    public var origin: SourceLocation?
    /// The localization folders (indices into `Project.roots`) it belongs in.
    public var roots: [Int]

    public init(table: String, key: String, defaultValue: String, comment: String? = nil, origin: SourceLocation? = nil, roots: [Int]) {
        self.table = table
        self.key = key
        self.defaultValue = defaultValue
        self.comment = comment
        self.origin = origin
        self.roots = roots
    }
}

/// The keys a project's Info.plist and code use, per table: what `update`
/// brings the tables in line with and `xliff export` offers translators.
public enum RequiredKeys {
    /// Table name to its keys, in the order the app declares them.
    public static func of(_ project: Project) -> [String: [RequiredKey]] {
        let keys = infoPlistKeys(project) + codeKeys(project.code?.strings ?? [], project: project)
        var tables: [String: [RequiredKey]] = [:]
        var positions: [String: [String: Int]] = [:]
        for key in keys {
            // The first use names the key; later ones (another app target's Info.plist) add their folders.
            if let index = positions[key.table]?[key.key] {
                let known = tables[key.table]?[index].roots ?? []
                tables[key.table]?[index].roots += key.roots.filter { !known.contains($0) }
            } else {
                positions[key.table, default: [:]][key.key] = tables[key.table, default: []].count
                tables[key.table, default: []].append(key)
            }
        }
        return tables
    }

    /// Tables whose every key the project declares, so a key nothing declares
    /// is unused: InfoPlist (when there is an Info.plist) and the tables code
    /// uses. Other tables (storyboards', a library's) are never judged.
    public static func authoritativeTables(_ project: Project, required: [String: [RequiredKey]]) -> Set<String> {
        var tables = Set(required.keys)
        if !project.specs.isEmpty { tables.insert(TableName.infoPlist) }
        return tables
    }

    /// Quick action titles and subtitles: keys of InfoPlist.strings whose
    /// development value is the Info.plist value itself.
    package static func infoPlistKeys(_ project: Project) -> [RequiredKey] {
        var keys: [RequiredKey] = []
        for (specIndex, spec) in project.specs.enumerated() {
            let roots = project.specRoots.indices.contains(specIndex) ? project.specRoots[specIndex] : []
            for item in spec.items {
                let type = item.displayKey
                for (field, text, label) in [(ShortcutKey.title, item.title, "title"), (ShortcutKey.subtitle, item.subtitle, "subtitle")] {
                    guard let text, !text.isEmpty, !BuildSettings.hasReference(text) else { continue }
                    keys.append(RequiredKey(table: TableName.infoPlist, key: text, defaultValue: text,
                                            comment: "Quick action \(label) (\(type))", origin: item.location(of: field), roots: roots))
                }
            }
        }
        return keys
    }

    /// Strings used in code: `NSLocalizedString("key", tableName:, value:, comment:)`
    /// and friends. A call without a default value shows its key.
    /// A key with a guessed specifier (`%@` for `\(n)`) that a table writes
    /// with another (`%lld`) is the table's key, as `check` matches it: not
    /// added again, and never pruned (a real app's translated `%lld×%lld pixel`
    /// was to be pruned and `%@×%@ pixel` added).
    package static func codeKeys(_ uses: [LocalizedStringUse], project: Project) -> [RequiredKey] {
        var rootsByTable: [String: [Int]] = [:]
        var looseByTable: [String: [String: String]] = [:]
        return uses.compactMap { use in
            let roots = rootsByTable[use.table] ?? {
                let found = defaultRoots(for: use.table, in: project)
                rootsByTable[use.table] = found
                return found
            }()
            var key = use.key
            if LooseFormatKeys.isGuessed(use), !roots.contains(where: { project.roots[$0].locales[project.baseLocale]?.has(key, table: use.table) == true }) {
                let index = looseByTable[use.table] ?? {
                    let built = LooseFormatKeys.looseIndex(table: use.table, roots: roots.map { project.roots[$0] }, baseLocale: project.baseLocale)
                    looseByTable[use.table] = built
                    return built
                }()
                if let written = index[LooseFormatKeys.looseKey(key)] { key = written }
            }
            // `"\(a): \(b)"` (a hidden use without letters) keeps a key a table has, and asks for none.
            if use.hidden == true, !CodeText.hasLetter(LooseFormatKeys.looseKey(key)), !roots.contains(where: { project.roots[$0].locales.values.contains { $0.has(key, table: use.table) } }) {
                return nil
            }
            return RequiredKey(table: use.table, key: key, defaultValue: use.value ?? key, comment: use.comment,
                               origin: use.location, roots: roots)
        }
    }

    /// A table only code asks for, which no locale of the folder has (SwiftUI
    /// literals in an app whose tables have other names, `table: "Browse"`
    /// in an app that never made a Browse table). `xliff export` leaves it
    /// out and says so (`inventedTables`): sending it would make the import
    /// create a table the app never had. `update` makes it only in a folder
    /// of `.strings` tables, as genstrings would (`makesNoTable`).
    public static func isInvented(_ table: String, root: LocalizationRoot) -> Bool {
        table != TableName.infoPlist && !root.locales.values.contains { $0.tables[table] != nil || $0.plurals[table] != nil }
    }

    /// Whether `update` leaves an invented table out: in a folder that keeps
    /// String Catalogs a new `.strings` file is the wrong format (a real app,
    /// Kurozora, would have got 20 beside its catalog); Xcode makes catalogs.
    public static func makesNoTable(_ table: String, root: LocalizationRoot) -> Bool {
        isInvented(table, root: root) && !root.catalogs.isEmpty
    }

    /// The tables left out (`invented`: `isInvented`, or `makesNoTable`), with how many keys code uses in each.
    public static func inventedTables(of project: Project, required: [String: [RequiredKey]]? = nil,
                                      invented: (String, LocalizationRoot) -> Bool = isInvented) -> [(table: String, keys: Int)] {
        var counts: [String: Int] = [:]
        for (table, keys) in required ?? of(project) {
            for key in keys where key.roots.contains(where: { project.roots.indices.contains($0) && invented(table, project.roots[$0]) }) {
                counts[table, default: 0] += 1
            }
        }
        return counts.keys.sorted().map { ($0, counts[$0] ?? 0) }
    }

    /// Code is not tied to a folder: its table goes where the development
    /// locale already has it, else to the first folder with that locale.
    package static func defaultRoots(for table: String, in project: Project) -> [Int] {
        let indices = Array(project.roots.indices)
        if let found = indices.first(where: { project.roots[$0].locales[project.baseLocale]?.tables[table] != nil }) { return [found] }
        if let found = indices.first(where: { project.roots[$0].locales[project.baseLocale] != nil }) { return [found] }
        return indices.isEmpty ? [] : [0]
    }
}
