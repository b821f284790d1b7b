import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The `.stringsdict` half of `XLIFFImport`: a `<file>` whose `original`
/// is a development `.stringsdict` goes to `<locale>.lproj/<Table>.stringsdict`.
/// Its trans-units (Xcode's `/key:dict/...:dict/:string` ids) are grouped
/// back into one `PluralTranslation` per key and merged by `StringsDictEditor`;
/// a new entry or variable takes its value type from the development entry.
extension XLIFFImport {
    /// Merges one `<file>` into `editor`, records the lock and counts, and
    /// returns every key the file names (for the obsolete report).
    package static func mergePlurals(_ file: XLIFFFile, into editor: inout StringsDictEditor, target: TableTarget, tableID: String,
                             project: Project, lock: inout TranslationLock, report: inout XLIFFImportReport) throws(InputError) -> Set<String> {
        let grouped = XLIFFPlurals.group(file.units)
        for unit in grouped.unrecognized {
            report.skipped.append(.init(location: unit.location ?? file.location,
                                        reason: "trans-unit \"\(unit.id)\" of \(file.original) is not a plural string id "
                                            + "(/key:dict/\(XLIFFPlurals.formatKey):dict/:string or /key:dict/variable:dict/category:dict/:string)",
                                        translations: translatedUnits([unit])))
        }
        let base = baseTables(target, project: project)?.plurals[target.table]
        for var translation in grouped.translations {
            // Errors and notes point at the trans-unit, or at least at its <file>.
            translation.location = translation.location ?? file.location
            if let reason = try editor.merge(translation, base: base?.lookup[translation.key]) {
                report.skipped.append(.init(location: translation.location, reason: reason, translations: translatedUnits(translation.units)))
                continue
            }
            for unit in translation.units {
                // The lock keys a plural string by its XLIFF id: one fingerprint per form.
                if target.locale != project.baseLocale {
                    lock.record(unit.source, locale: target.locale, table: tableID, key: unit.id)
                }
                report.translations += 1
            }
        }
        return grouped.keys
    }

    /// Entries of the locale's `.stringsdict` that neither the XLIFF nor the
    /// development table (plural or not) has: kept, but reported.
    package static func obsoletePlurals(in editor: StringsDictEditor, target: TableTarget, listed: Set<String>, project: Project) -> [Diagnostic] {
        let base = baseTables(target, project: project)
        return editor.file.entries.compactMap { entry in
            guard !listed.contains(entry.key), base?.plurals[target.table]?.lookup.contains(entry.key) != true,
                  base?.tables[target.table]?.lookup.contains(entry.key) != true else { return nil }
            return obsoleteDiagnostic(key: entry.key, target: target, at: entry.location)
        }
    }

    /// The development locale's tables in the target's localization folder.
    private static func baseTables(_ target: TableTarget, project: Project) -> LocaleTables? {
        project.roots.first { standardized($0.folder) == target.rootFolder }?.locales[project.baseLocale]
    }
}
