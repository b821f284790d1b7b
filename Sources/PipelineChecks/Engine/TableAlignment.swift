import PipelineCore
import PipelineFormats
import PipelineProject

/// Where each entry of a translated `.strings` table finds its key in the
/// development table of the same name: one hash lookup per entry, shared by
/// every check that compares a translation with its source (placeholders,
/// untranslated, obsolete, missing) instead of one lookup per check.
public struct TableAlignment: Sendable {
    /// Per entry of the translated file, in file order: the position in the
    /// development file's entries of the entry that counts for its key, or -1.
    public let basePositions: [Int32]
    /// Per entry of the development file: whether the translated file has its key.
    public let translated: [Bool]

    package init(base: StringsFile, translation: StringsFile) {
        var translated = [Bool](repeating: false, count: base.entries.count)
        // Translations mostly keep the development table's order: the next
        // development key is compared before hashing (`position(of:cursor:)`).
        var next = 0
        // Keys read in place through the buffer: mapping the entries copied each, all its strings retained.
        basePositions = translation.entries.withUnsafeBufferPointer { entries in
            entries.indices.map { index in
                guard let position = base.lookup.position(of: entries[index].key, cursor: &next) else { return -1 }
                translated[position] = true
                return Int32(truncatingIfNeeded: position)
            }
        }
        self.translated = translated
    }

    /// The development entry for the translated entry at `index`, by position.
    public func basePosition(ofEntry index: Int) -> Int? {
        let position = basePositions[index]
        return position < 0 ? nil : Int(position)
    }
}

/// Alignments computed ahead of the checks, in parallel, by root, locale and table.
package struct TableAlignments: Sendable {
    package struct Key: Hashable, Sendable {
        package var root: Int
        package var locale: String
        package var table: String
    }

    private var byKey: [Key: TableAlignment] = [:]

    package init() {}

    package init(project: Project, jobs: Int?) {
        var keys: [Key] = []
        for (rootIndex, root) in project.roots.enumerated() {
            guard let base = root.locales[project.baseLocale] else { continue }
            for (locale, tables) in root.locales where locale != project.baseLocale {
                for name in tables.tables.keys where base.tables[name] != nil {
                    keys.append(Key(root: rootIndex, locale: locale, table: name))
                }
            }
        }
        let alignments = ConcurrentMap.map(keys, jobs: jobs) { key -> TableAlignment? in
            let root = project.roots[key.root]
            guard let base = root.locales[project.baseLocale]?.tables[key.table],
                  let translation = root.locales[key.locale]?.tables[key.table] else { return nil }
            return TableAlignment(base: base, translation: translation)
        }
        for (key, alignment) in zip(keys, alignments) { byKey[key] = alignment }
    }

    package subscript(key: Key) -> TableAlignment? { byKey[key] }
}
