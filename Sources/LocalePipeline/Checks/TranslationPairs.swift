/// A translated `.strings` entry with the development entry it translates.
struct TranslationPair {
    var locale: String
    var table: String
    var entry: StringsEntry
    var source: StringsEntry
}

extension CheckContext {
    /// `body`'s findings for every translated entry whose key the development
    /// table of the same name has: root by root, locales and tables sorted,
    /// entries in file order. The checks that compare a translation's text
    /// with its source's share this walk (and the alignments it reads).
    func findingsForEachTranslation(_ body: (TranslationPair) -> Diagnostic?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (rootIndex, root) in resolution.project.roots.enumerated() {
            guard let base = baseTables(root) else { continue }
            for tables in translatedLocales(root) {
                for name in tables.tables.keys.sorted() {
                    guard let baseFile = base.tables[name], let file = tables.tables[name],
                          let alignment = alignment(root: rootIndex, locale: tables.locale, table: name) else { continue }
                    for (index, entry) in file.entries.enumerated() {
                        guard let position = alignment.basePosition(ofEntry: index) else { continue }
                        let pair = TranslationPair(locale: tables.locale, table: name, entry: entry, source: baseFile.entries[position])
                        if let finding = body(pair) { findings.append(finding) }
                    }
                }
            }
        }
        return findings
    }
}
