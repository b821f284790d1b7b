import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Builds the XLIFF a translator gets for one locale: every key of every
/// development table, with the locale's current translation as `<target>`
/// where it has one and the developer's comment as `<note>`.
public enum XLIFFExport {
    /// One `<file>` per development table, folders in project order and
    /// tables by name; units in the order of the development table, then the
    /// quick action titles it lacks (they need no development entry, but
    /// translators need them). With `recordBases`, each unit also records
    /// its target as exported, so importing the file later is three-way
    /// (`XLIFFThreeWay`): what the translator left alone never reverts a
    /// table that changed since.
    public static func document(for project: Project, locale: String, recordBases: Bool = true) throws(InputError) -> XLIFFDocument {
        let required = RequiredKeys.of(project)
        let limits = XLIFFLimits.of(project)
        var files: [XLIFFFile] = []
        for (rootIndex, root) in project.roots.enumerated() {
            let base = root.locales[project.baseLocale]
            let target = root.locales[locale]
            var names = Set(base?.tables.keys.map { $0 } ?? [])
            for (table, keys) in required where keys.contains(where: { $0.roots.contains(rootIndex) }) { names.insert(table) }
            for name in names.sorted() where !RequiredKeys.isInvented(name, root: root) {
                let baseFile = base?.tables[name]
                let path = baseFile?.path ?? TablePaths.path(root: root.folder, locale: project.baseLocale, table: name)
                guard let original = TablePaths.relative(path, to: project.root) else {
                    throw InputError("this table is outside \(project.root), so XLIFF cannot name it relative to the project", file: path)
                }
                var units: [XLIFFUnit] = []
                var listed = Set<String>()
                // A catalog's translations carry their state, as Xcode exports them.
                let catalog = root.catalogs.first { $0.path == path }
                let catalogEntries = catalog?.entriesByKey ?? [:]
                // A catalog's string sets (App Shortcut phrases) are not exchanged as XLIFF yet.
                let inSets = catalog.map(Self.stringSetKeys) ?? []
                for entry in baseFile?.lookup.winners ?? [] where !inSets.contains(entry.key) {
                    listed.insert(entry.key)
                    // A catalog string that varies by device goes as Xcode sends it: a unit per device.
                    if let catalog, let catalogEntry = catalogEntries[entry.key],
                       let variations = CatalogXLIFF.units(catalogEntry, sourceLanguage: catalog.sourceLanguage, locale: locale) {
                        units += variations
                        continue
                    }
                    let value = target?.tables[name]?.lookup[entry.key]?.value
                    let state = value == nil ? nil : CatalogXLIFF.xliffState(catalogEntries[entry.key]?.localizations[locale]?.state)
                    units.append(XLIFFUnit(id: entry.key, source: entry.value, target: value, note: entry.comment, location: entry.location,
                                           state: state))
                }
                for key in required[name] ?? [] where key.roots.contains(rootIndex) && !listed.contains(key.key) && !inSets.contains(key.key) {
                    listed.insert(key.key)
                    units.append(XLIFFUnit(id: key.key, source: key.defaultValue, target: target?.tables[name]?.lookup[key.key]?.value,
                                           note: key.comment, location: key.origin))
                }
                guard !units.isEmpty else { continue }
                if let room = limits[name] {
                    for index in units.indices { units[index].limit = room[units[index].id] }
                }
                files.append(XLIFFFile(original: original, sourceLanguage: project.baseLocale, targetLanguage: locale, units: units))
            }
            // Plural tables, encoded with Xcode's `/key:dict/...:string` ids.
            files += try pluralFiles(base: base?.plurals ?? [:], target: target?.plurals ?? [:], project: project, locale: locale,
                                     catalogs: root.catalogs)
        }
        let document = XLIFFDocument(files: mergingCatalogHalves(files, project: project))
        return recordBases ? document.recordingBases() : document
    }

    /// A catalog's plain strings and its variations are read as two tables;
    /// Xcode sends a catalog as one `<file>`, its units in the catalog's key order.
    package static func mergingCatalogHalves(_ files: [XLIFFFile], project: Project) -> [XLIFFFile] {
        var merged: [XLIFFFile] = []
        var index: [String: Int] = [:]
        for file in files {
            guard file.original.hasSuffix(".xcstrings") else { merged.append(file); continue }
            if let at = index[file.original] { merged[at].units += file.units } else {
                index[file.original] = merged.count
                merged.append(file)
            }
        }
        let catalogs = project.roots.flatMap(\.catalogs)
        for (original, at) in index {
            let path = (project.root as NSString).appendingPathComponent(original)
            guard let catalog = catalogs.first(where: { URL(fileURLWithPath: $0.path).standardizedFileURL.path == URL(fileURLWithPath: path).standardizedFileURL.path })
            else { continue }
            var order: [String: Int] = [:]
            for (position, entry) in catalog.entries.enumerated() where order[entry.key] == nil { order[entry.key] = position }
            // Stable: a key's units keep their order (the string, then its cases).
            merged[at].units = merged[at].units.enumerated().sorted { a, b in
                let (left, right) = (order[unitKey(a.element.id)] ?? Int.max, order[unitKey(b.element.id)] ?? Int.max)
                return left != right ? left < right : a.offset < b.offset
            }.map(\.element)
        }
        return merged
    }

    /// The keys a catalog's string sets stand for: each set's key and its source phrases.
    package static func stringSetKeys(_ catalog: StringCatalog) -> Set<String> {
        var keys = Set<String>()
        for entry in catalog.entries {
            guard let phrases = entry.stringSetPhrases(sourceLanguage: catalog.sourceLanguage) else { continue }
            keys.insert(entry.key)
            keys.formUnion(phrases)
        }
        return keys
    }

    /// The catalog key a unit belongs to: its id before `|==|`, or the key of a `/key:dict/...` id.
    private static func unitKey(_ id: String) -> String {
        if let parsed = CatalogXLIFF.parse(id: id) { return parsed.key }
        if let plural = XLIFFPlurals.parse(id: id) { return plural.key }
        return id
    }

    /// One `<file>` per development `.stringsdict` (table name to file), by table name.
    /// A String Catalog's variations are named as Xcode names them
    /// (`key|==|plural.one`, see `CatalogXLIFF`) where they are of the whole
    /// string; the rest, like a `.stringsdict`, by their `/key:dict/...` ids.
    public static func pluralFiles(base: [String: PluralFile], target: [String: PluralFile], project: Project, locale: String,
                                   catalogs: [StringCatalog] = []) throws(InputError) -> [XLIFFFile] {
        var files: [XLIFFFile] = []
        for name in base.keys.sorted() {
            guard let file = base[name], !file.entries.isEmpty else { continue }
            guard let original = TablePaths.relative(file.path, to: project.root) else {
                throw InputError("this table is outside \(project.root), so XLIFF cannot name it relative to the project", file: file.path)
            }
            guard let catalog = catalogs.first(where: { $0.path == file.path }) else {
                files.append(XLIFFPlurals.file(base: file, target: target[name], original: original,
                                               sourceLanguage: project.baseLocale, targetLanguage: locale))
                continue
            }
            let entries = catalog.entriesByKey
            let units = file.entries.flatMap { entry in
                entries[entry.key].flatMap { CatalogXLIFF.units($0, sourceLanguage: catalog.sourceLanguage, locale: locale) }
                    ?? XLIFFPlurals.units(base: entry, target: target[name]?.lookup[entry.key], targetLanguage: locale)
            }
            files.append(XLIFFFile(original: original, sourceLanguage: project.baseLocale, targetLanguage: locale, units: units))
        }
        return files
    }
}

/// Where tables live: `<folder>/<locale>.lproj/<Table>.strings`.
package enum TablePaths {
    package static func path(root: String, locale: String, table: String, extension ext: String = "strings") -> String {
        (root as NSString).appendingPathComponent("\(locale).lproj/\(table).\(ext)")
    }

    /// `path` relative to `folder`, or nil when it is not below it.
    package static func relative(_ path: String, to folder: String) -> String? {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
