import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// A migration source read per locale as iOS reads it: the old side of the
/// migration's proof, with what a String Catalog could not hold (`losses`)
/// and the text iOS never shows, which it leaves out (`hidden`).
///
/// `Base.lproj` stands for the source language where that language has no
/// file of its own (iOS reads the language's own file first and never merges
/// the two, so a `Base.lproj` file beside it is never shown). A key in both
/// files of a locale is its `.stringsdict` entry, as iOS shows it.
package struct MigrationTables {
    package var strings: [String: StringsFile] = [:]
    package var plurals: [String: PluralFile] = [:]
    package var losses: [InputError] = []
    package var hidden: [InputWarning] = []

    package var locales: [String] { Set(strings.keys).union(plurals.keys).sorted() }

    package init(_ source: MigrationSource, sourceLanguage: String) {
        // The source language's table first: the others share its keys' storage, as the project's tables do.
        var shared: StringsFile?
        let located = source.strings.compactMap { file in locale(of: file, among: source.strings, sourceLanguage: sourceLanguage).map { (file, $0) } }
        for (file, locale) in located.sorted(by: { ($0.1 == sourceLanguage ? 0 : 1) < ($1.1 == sourceLanguage ? 0 : 1) }) {
            do {
                strings[locale] = try StringsParser.parse(file.data, path: file.path, sharing: shared)
                if locale == sourceLanguage { shared = strings[locale] }
            } catch {
                losses.append(error)
            }
        }
        for file in source.plurals {
            guard let locale = locale(of: file, among: source.plurals, sourceLanguage: sourceLanguage) else { continue }
            do {
                plurals[locale] = try StringsDictReader.read(file.data, path: file.path)
                losses += MigrationLosses.unreadPluralRules(file.data, path: file.path)
            } catch {
                losses.append(error)
            }
        }
        for locale in locales {
            hidden += MigrationLosses.repeatedKeys(strings[locale])
            let shadowed = MigrationLosses.keysInBothFiles(strings[locale], plurals[locale])
            guard let file = strings[locale], let plural = plurals[locale], !shadowed.isEmpty else { continue }
            for entry in shadowed {
                hidden.append(MigrationLosses.hidden("\"\(entry.key)\" is also in \(plural.path.lastComponent), whose plural text iOS shows instead",
                                                     at: entry.location))
            }
            let keys = Set(shadowed.map(\.key))
            strings[locale] = StringsFile(path: file.path, encoding: file.encoding, format: file.format,
                                          entries: file.entries.filter { !keys.contains($0.key) })
        }
    }

    /// The catalog language a file's folder stands for; nil (and a loss) for
    /// a `Base.lproj` file the source language's own file hides.
    private mutating func locale(of file: MigrationSource.File, among files: [MigrationSource.File], sourceLanguage: String) -> String? {
        guard file.locale == TableName.base else { return file.locale }
        if let own = files.first(where: { $0.locale == sourceLanguage }) {
            let shown = own.path.split(separator: "/").suffix(2).joined(separator: "/")
            hidden.append(MigrationLosses.hidden("this table is hidden by \(shown), which iOS reads instead",
                                                 at: SourceLocation(file: file.path, line: 1, column: 1)))
            return nil
        }
        return sourceLanguage
    }

    /// The comment a catalog keeps for `key`: the source language's, else the
    /// first other language's (by name) that has one.
    package func comment(_ key: String, sourceLanguage: String) -> String? {
        func of(_ locale: String) -> String? {
            let comment = plurals[locale]?.lookup[key]?.comment ?? strings[locale]?.lookup[key]?.comment
            return comment?.isEmpty == false ? comment : nil
        }
        if strings[sourceLanguage]?.lookup.contains(key) == true || plurals[sourceLanguage]?.lookup.contains(key) == true {
            return of(sourceLanguage)
        }
        return locales.lazy.compactMap(of).first
    }
}
