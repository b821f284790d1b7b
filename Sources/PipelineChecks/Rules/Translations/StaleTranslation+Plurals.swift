import PipelineCore
import PipelineFormats
import PipelineProject

/// The plural half of the lock evidence: `xliff import` records each plural
/// string under its XLIFF id (`/key:dict/files:dict/few:dict/:string`), so a
/// form is stale when its fingerprint differs from the `<source>` an export
/// would give it now (`XLIFFPlurals.sources(of:)`: a category English lacks
/// was translated from English's `other`).
extension StaleTranslation {
    package func pluralLockFindings(_ context: CheckContext) -> [Diagnostic] {
        let lock = context.project.lock
        guard !lock.isEmpty else { return [] }
        return context.project.roots.flatMap { root -> [Diagnostic] in
            let base = context.baseTables(root)
            return context.translatedLocales(root).flatMap { tables in
                tables.plurals.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let file = tables.plurals[name], let baseFile = base?.plurals[name],
                          let recorded = lock.locales[tables.locale]?[lock.tableID(rootFolder: root.folder, table: name)] else { return [] }
                    return file.lookup.winners.flatMap { entry -> [Diagnostic] in
                        // No development entry: obsolete-translation's business, not ours.
                        guard let baseEntry = baseFile.lookup[entry.key] else { return [] }
                        return staleStrings(of: entry, sources: XLIFFPlurals.sources(of: baseEntry), recorded: recorded,
                                            locale: tables.locale, table: name)
                    }
                }
            }
        }
    }

    /// The format and forms of one translated entry whose recorded source is
    /// not today's; a form the development entry no longer has a source for is skipped.
    private func staleStrings(of entry: PluralEntry, sources: [String: String], recorded: [String: LockFingerprint],
                              locale: String, table: String) -> [Diagnostic] {
        func currentIfStale(_ id: String) -> String? {
            guard let fingerprint = recorded[id], let current = sources[id],
                  TranslationLock.fingerprint(current) != fingerprint else { return nil }
            return current
        }
        var found: [Diagnostic] = []
        if let current = currentIfStale(XLIFFPlurals.formatID(entry.key)) {
            found.append(finding("\(locale): plural format of \"\(entry.key)\" was translated from an older base format; the development format is now \"\(current)\"",
                                 locale: locale, key: entry.key, table: table, at: entry.location))
        }
        for variable in entry.variables {
            for category in variable.forms.keys.sorted() {
                guard let current = currentIfStale(XLIFFPlurals.formID(entry.key, variable: variable.name, category: category)) else { continue }
                found.append(finding("\(locale): plural form \(category.rawValue) of variable \"\(variable.name)\" in \"\(entry.key)\" was translated from an older base value; the development text is now \"\(current)\"",
                                     locale: locale, key: entry.key, table: table, at: variable.location(of: category)))
            }
        }
        return found
    }
}
