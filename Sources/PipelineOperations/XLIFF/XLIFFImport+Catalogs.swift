import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The String Catalog half of `XLIFFImport`: a `<file>` whose `original` is a
/// `.xcstrings` file sets each translated key's string unit for the target
/// language in that catalog, edited in place (`StringCatalog.setTranslation`)
/// so `StringCatalogWriter` keeps every other byte; a new or changed
/// translation gets the state `translated`. A unit whose text the catalog
/// already has changes nothing, not even its state, so an unchanged import
/// leaves the file byte-identical.
///
/// Variations named as Xcode names them (`key|==|plural.one`,
/// `key|==|device.iphone`, see `CatalogXLIFF`) set that case's string unit.
///
/// Not placed (and so an error unless `--skip-unknown`): a key the catalog
/// does not have, a key marked `shouldTranslate: false`, a variation of a key
/// that is a plain string in that language, and edited substitutions or
/// nested variations (`/key:dict/...` ids), which this import does not write yet.
extension XLIFFImport {
    /// A catalog being edited, and the locales merged into it.
    package struct CatalogEdit {
        package var editor: StringCatalogEditor
        package var locales: [String] = []
    }

    /// Merges one `<file>` into the catalog at `path` (opened on first use).
    package static func mergeCatalog(_ file: XLIFFFile, path: String, locale: String, project: Project, loaded: LoadedTables, into catalogs: inout [String: CatalogEdit],
                             report: inout XLIFFImportReport) throws(InputError) {
        try requireExisting(path, file: file)
        var edit: CatalogEdit
        if let open = catalogs[path] {
            edit = open
        } else {
            edit = CatalogEdit(editor: try StringCatalogEditor.open(path: path, loaded: loaded.catalog(at: path), scope: .app(project.paths)))
        }
        if !edit.locales.contains(locale) { edit.locales.append(locale) }
        let plurals = currentPluralTargets(path: path, locale: locale, project: project)
        for unit in file.units {
            guard let translation = unit.target, !(translation.isEmpty && !unit.source.isEmpty) else { continue }
            let place = unit.location ?? file.location
            if let (key, kind, name, substitution) = CatalogXLIFF.parse(id: unit.id) {
                guard let entry = edit.editor.entry(key), entry.shouldTranslate else {
                    report.skipped.append(.init(location: place, reason: "\(file.original) has no key \"\(key)\" to translate", translations: 1))
                    continue
                }
                if let substitution {
                    guard let sourceSubstitution = entry.localizations[edit.editor.catalog.sourceLanguage]?.substitutions.first(where: { $0.name == substitution }) else {
                        report.skipped.append(.init(location: place, reason: "\"\(key)\" has no substitution \(substitution)", translations: 1))
                        continue
                    }
                    // The case is stored with `%arg` where the XLIFF names the argument.
                    let value = translation.replacingOccurrences(of: CatalogXLIFF.argument(sourceSubstitution), with: "%arg")
                    let state = CatalogXLIFF.catalogState(unit.state)
                    let now = entry.localizations[locale]?.substitutions.first { $0.name == substitution }?
                        .content.plural.first { $0.name == name }?.content.stringUnit
                    if holds(now, value, state: unit.state) {
                        report.translations += 1
                        continue
                    }
                    edit.editor.setSubstitutionCase(value, state: state, key: key, locale: locale, substitution: sourceSubstitution, category: name)
                    report.translations += 1
                    continue
                }
                let content = entry.localizations[locale]?.content
                let cases = (kind == "plural" ? content?.plural : content?.device) ?? []
                let state = CatalogXLIFF.catalogState(unit.state)
                let now = cases.first(where: { $0.name == name })?.content.stringUnit
                if holds(now, translation, state: unit.state) {
                    report.translations += 1
                    continue
                }
                if content?.stringUnit != nil {
                    report.skipped.append(.init(location: place, reason: "\"\(key)\" is a plain string in \(locale), not \(kind) variations", translations: 1))
                    continue
                }
                edit.editor.setVariation(translation, state: state, key: key, locale: locale, kind: kind, name: name)
                report.translations += 1
                continue
            }
            if XLIFFPlurals.parse(id: unit.id) != nil {
                // What the catalog already holds (an export imported back unedited) loses nothing.
                if plurals[unit.id] == translation {
                    report.translations += 1
                    continue
                }
                report.skipped.append(.init(location: place, reason: "trans-unit \"\(unit.id)\" is a plural form of a String Catalog entry, which import does not write yet",
                                            translations: 1))
                continue
            }
            guard let entry = edit.editor.entry(unit.id) else {
                report.skipped.append(.init(location: place, reason: "\(file.original) has no key \"\(unit.id)\"", translations: 1))
                continue
            }
            guard entry.shouldTranslate else {
                report.skipped.append(.init(location: place, reason: "\(file.original) marks \"\(unit.id)\" as not to be translated", translations: 1))
                continue
            }
            let current = entry.localizations[locale]
            // The same text in the same state changes nothing: an export of a
            // string that needs review, imported back, is still to be reviewed;
            // one the translator marked translated is no longer.
            let state = CatalogXLIFF.catalogState(unit.state)
            if holds(current?.content.stringUnit, translation, state: unit.state) {
                report.translations += 1
                continue
            }
            if let current, current.content.stringUnit == nil {
                // Xcode keeps an App Shortcut's phrases as a set of strings per language.
                let what = current.content.stringSet != nil
                    ? "is a set of App Shortcut phrases (a string set)"
                    : "has plural or device variations"
                report.skipped.append(.init(location: place, reason: "\"\(unit.id)\" \(what) in \(locale), which import does not write yet",
                                            translations: 1))
                continue
            }
            edit.editor.setTranslation(translation, state: state, key: unit.id, locale: locale)
            report.translations += 1
        }
        catalogs[path] = edit
    }

    /// Whether the catalog already has this text in the state the XLIFF gives
    /// (or any state, when it gives none): importing it changes nothing.
    private static func holds(_ unit: CatalogStringUnit?, _ text: String, state: String?) -> Bool {
        unit?.value == text && (state == nil || unit?.state == CatalogXLIFF.catalogState(state))
    }

    /// The plural forms the catalog at `path` has in `locale`, by their XLIFF
    /// ids, as the export wrote them (from the project's plural model).
    private static func currentPluralTargets(path: String, locale: String, project: Project) -> [String: String] {
        var targets: [String: String] = [:]
        for root in project.roots {
            guard let base = root.locales[project.baseLocale] else { continue }
            for (name, file) in base.plurals where standardized(file.path) == path {
                let translated = root.locales[locale]?.plurals[name]
                for entry in file.entries {
                    for unit in XLIFFPlurals.units(base: entry, target: translated?.lookup[entry.key], targetLanguage: locale) {
                        if let target = unit.target { targets[unit.id] = target }
                    }
                }
            }
        }
        return targets
    }

    private static func requireExisting(_ path: String, file: XLIFFFile) throws(InputError) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError("\(file.original) does not exist in this project: a String Catalog is not created by an import", at: file.location)
        }
    }
}
