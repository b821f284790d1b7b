import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The plural half of `update --accept`: plural tables are not among the
/// `.strings` tables `TableUpdate` walks, yet `stale-translation` judges
/// their lock records too, so accepting must re-baseline them as well.
extension TableUpdate {
    /// Records every translated format and form of `root`'s plural tables as
    /// made from today's development text, under the XLIFF id and with the
    /// `<source>` an export would give it, as `xliff import` records them.
    /// Entries and variables the development table lacks are left alone.
    package static func acceptPlurals(_ root: LocalizationRoot, baseLocale: String, lock: inout TranslationLock) {
        guard let base = root.locales[baseLocale]?.plurals else { return }
        for (locale, tables) in root.locales where locale != baseLocale {
            for (name, file) in tables.plurals {
                guard let baseFile = base[name] else { continue }
                let tableID = lock.tableID(rootFolder: root.folder, table: name)
                for entry in file.lookup.winners {
                    guard let baseEntry = baseFile.lookup[entry.key] else { continue }
                    let sources = XLIFFPlurals.sources(of: baseEntry)
                    var ids = [XLIFFPlurals.formatID(entry.key)]
                    for variable in entry.variables {
                        ids += variable.forms.keys.map { XLIFFPlurals.formID(entry.key, variable: variable.name, category: $0) }
                    }
                    for id in ids {
                        if let source = sources[id] { lock.record(source, locale: locale, table: tableID, key: id) }
                    }
                }
            }
        }
    }
}
