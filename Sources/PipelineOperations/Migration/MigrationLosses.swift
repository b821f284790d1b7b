import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// What old tables can say that a String Catalog cannot: each is a reason to
/// refuse a migration, at the place that says it, so that nothing is lost
/// without the developer deciding.
package enum MigrationLosses {
    /// A note at `location`: text iOS never shows, which the catalog leaves out.
    package static func hidden(_ message: String, at location: SourceLocation) -> InputWarning {
        var note = InputWarning(message + "; never shown by iOS, so not carried over", label: "note")
        note.location = location
        return note
    }

    /// The earlier entries of a key written twice in one `.strings` file with
    /// different values: iOS shows the last.
    package static func repeatedKeys(_ file: StringsFile?) -> [InputWarning] {
        guard let file, file.lookup.count != file.entries.count else { return [] }
        return file.entries.compactMap { entry in
            guard let winner = file.lookup[entry.key], winner.location != entry.location, winner.value != entry.value else { return nil }
            return hidden("\"\(entry.key)\" is written again at line \(winner.location.line ?? 0) with another value", at: entry.location)
        }
    }

    /// Keys of a `.strings` file that the `.stringsdict` of the same table
    /// and locale also has: iOS shows the plural entry.
    package static func keysInBothFiles(_ strings: StringsFile?, _ plurals: PluralFile?) -> [StringsEntry] {
        guard let strings, let plurals else { return [] }
        return strings.lookup.winners.filter { plurals.lookup.contains($0.key) }
    }

    /// What a `.stringsdict` holds beyond the plural rules the reader keeps:
    /// variable-width and device rules, variables the format never names,
    /// keys no rule knows. Read from the property list itself, so nothing the
    /// reader skips goes unnoticed.
    package static func unreadPluralRules(_ data: Data, path: String) -> [InputError] {
        guard let top = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] else { return [] }
        let positions = StringsDictReader.looksLikeXML(data) ? (try? StringsDictPositions.scan(data, path: path)) : nil
        let categories = Set(PluralCategory.allCases.map(\.rawValue))
        let variableKeys = categories.union([StringsDictReader.specTypeKey, StringsDictReader.valueTypeKey])
        var losses: [InputError] = []
        for key in top.keys.sorted() {
            guard let entry = top[key] as? [String: Any] else { continue }
            let at = positions?.entries[key]?.location ?? SourceLocation(file: path)
            guard let format = entry[StringsDictReader.formatKey] as? String else {
                losses.append(InputError("\"\(key)\" is not a plural rule (\(entry.keys.sorted().joined(separator: ", "))); String Catalogs "
                                         + "have no variable-width strings: migrate this entry by hand", at: at))
                continue
            }
            let names = namedVariables(format, entry)
            for name in entry.keys.sorted() where name != StringsDictReader.formatKey {
                guard names.contains(name) else {
                    losses.append(InputError("\"\(key)\" has a variable \"\(name)\" that its format \"\(format)\" never names, so iOS never "
                                             + "shows its forms and a catalog would drop them: fix the format (%#@\(name)@) or delete the variable "
                                             + "before migrating", at: at))
                    continue
                }
                guard let variable = entry[name] as? [String: Any] else { continue }
                if let type = variable[StringsDictReader.specTypeKey] as? String, type != StringsDictReader.pluralRule {
                    losses.append(InputError("variable \"\(name)\" of \"\(key)\" uses \(type); a String Catalog converts only plural rules: "
                                             + "migrate this entry by hand", at: at))
                }
                for extra in variable.keys.sorted() where !variableKeys.contains(extra) {
                    losses.append(InputError("variable \"\(name)\" of \"\(key)\" has \"\(extra)\", which is not a plural category a catalog "
                                             + "keeps (zero, one, two, few, many, other): delete or rename it before migrating", at: at))
                }
            }
        }
        return losses
    }

    /// The variables a format names and, in turn, their forms name.
    private static func namedVariables(_ format: String, _ entry: [String: Any]) -> Set<String> {
        var names = PluralEntry.variableNames(in: format)
        var seen = Set(names)
        var next = 0
        while next < names.count {
            let variable = entry[names[next]] as? [String: Any]
            next += 1
            for case let form as String in variable?.values.map({ $0 }) ?? [] {
                for name in PluralEntry.variableNames(in: form) where seen.insert(name).inserted { names.append(name) }
            }
        }
        return seen
    }
}
