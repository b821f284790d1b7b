import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Converts one table's `.strings` and `.stringsdict` files into a String
/// Catalog as Xcode's "Migrate to String Catalog" does, then proves it
/// (`MigrationProof`): the catalog is read back and compared with the old
/// tables, and any difference is a loss that stops the migration.
///
/// As Xcode writes a migrated catalog: the source language and every
/// language with a file; each key with `extractionState: migrated`, its
/// comment (the source language's) and every language's value as a
/// `translated` string unit; members sorted. A `.stringsdict` entry whose
/// format is only its one variable (`%#@items@`), with forms holding no other
/// argument, becomes a plural variation of the whole string; any other
/// becomes the format with `substitutions` (`argNum`, `formatSpecifier`,
/// the forms, `%arg` for the argument where a form writes it alone as
/// `%<type>`). Forms are otherwise kept as written: a catalog compiles back
/// to the same `.stringsdict`.
public enum CatalogMigration {
    public struct Result: Sendable {
        public var source: MigrationSource
        /// The catalog's bytes; nil when something would be lost.
        public var catalog: Data?
        /// What the catalog could not hold, or where the proof found it
        /// differs: each stops the migration.
        public var losses: [InputError]
        /// Comments of translations that differ from the key's comment: a
        /// catalog keeps one comment a key, and translated tables' comments
        /// are copies of an older development comment.
        public var droppedComments: Int
        /// Text iOS never shows (a `.strings` value its `.stringsdict` hides,
        /// the earlier of two values of a key, a hidden `Base.lproj` table),
        /// left out of the catalog: one note each, at its place.
        public var hidden: [InputWarning]
        public var keys: Int
        public var locales: [String]
    }

    /// Strings (a key in one language) written and proved at a time: the
    /// catalog is built as bytes a piece at a time, and each piece is read
    /// back (as a catalog of its own) and compared with the old tables, so
    /// memory holds the old tables, the new bytes and one piece's models (a
    /// megabyte or two), never a second whole model (issue 50).
    package static let pieceStrings = 8192

    /// The result's `source` is without its bytes (`MigrationSource.released`):
    /// pass the last copy of a big table's source, and its bytes are let go
    /// once they are parsed.
    public static func migrate(_ source: consuming MigrationSource, sourceLanguage: String) -> Result {
        migrate(source, sourceLanguage: sourceLanguage, pieceKeys: nil)
    }

    /// `pieceKeys`: keys a piece (nil: `pieceStrings` over the number of languages).
    package static func migrate(_ source: consuming MigrationSource, sourceLanguage: String, pieceKeys: Int?) -> Result {
        let tables = MigrationTables(copy source, sourceLanguage: sourceLanguage)
        source = source.released
        let locales = Array(Set(tables.locales).union([sourceLanguage])).sorted()
        var result = Result(source: source, catalog: nil, losses: tables.losses, droppedComments: 0, hidden: tables.hidden, keys: 0, locales: locales)
        guard tables.losses.isEmpty else { return result }

        let known = MigrationProof.Keys(tables, sourceLanguage: sourceLanguage)
        let keys = known.all.sorted()
        result.keys = keys.count
        // Xcode's layout, as `StringCatalogWriter` writes the whole document:
        // the members of "strings" at four spaces, "{", an empty line, "}" when there are none.
        let head = "{\n  \"sourceLanguage\" : \"\(StringCatalogWriter.escape(sourceLanguage))\",\n  \"strings\" : {"
        let tail = "  },\n  \"version\" : \"1.0\"\n}"
        // The catalog's bytes go to a temporary file as they are made (`SpooledBytes`).
        let catalog = SpooledBytes()
        catalog.append(head)
        let size = max(1, pieceKeys ?? pieceStrings / max(1, tables.locales.count))
        var start = 0
        while start < keys.count {
            let piece = Array(keys[start..<(keys.count - start > size ? start + size : keys.count)])
            // The piece's members, joined as the writer joins them.
            var body: [UInt8] = []
            for (index, key) in piece.enumerated() {
                if index > 0 { body += ",\n".utf8 }
                StringCatalogWriter.write(member(key, tables: tables, sourceLanguage: sourceLanguage), indent: 4, into: &body)
            }
            do {
                // The whole catalog when it is one piece; else this piece as a catalog of its own.
                let alone = Data(head.utf8) + Data("\n".utf8) + Data(body) + Data("\n".utf8) + Data(tail.utf8)
                let read = try StringCatalogReader.read(alone, path: result.source.catalogPath)
                let proof = MigrationProof.compare(tables, catalog: read, sourceLanguage: sourceLanguage, keys: known,
                                                   only: keys.count > size ? piece : nil)
                result.losses += proof.differences
                result.droppedComments += proof.droppedComments
            } catch {
                result.losses.append(error)
                return result
            }
            catalog.append(start == 0 ? "\n" : ",\n")
            catalog.append(body)
            start += piece.count
        }
        catalog.append(keys.isEmpty ? "\n\n" : "\n")
        catalog.append(tail)
        guard result.losses.isEmpty else { return result }
        result.catalog = catalog.data()
        if result.catalog == nil {
            result.losses.append(InputError("the catalog's bytes could not be kept in a temporary file or in memory; nothing was written",
                                            file: result.source.catalogPath))
        }
        return result
    }

    /// One key's member of "strings": its comment, `extractionState`, and every language's value.
    private static func member(_ key: String, tables: MigrationTables, sourceLanguage: String) -> JSONMember {
        var members: [JSONMember] = []
        if let comment = tables.comment(key, sourceLanguage: sourceLanguage) {
            members.append(JSONMember(key: "comment", value: .string(JSONString(comment))))
        }
        members.append(JSONMember(key: "extractionState", value: .string(JSONString("migrated"))))
        var localizations: [JSONMember] = []
        // One shape in every language, as the checks compare languages' formats.
        let plurals = tables.locales.compactMap { tables.plurals[$0]?.lookup[key] }
        let wholeString = plurals.allSatisfy { wholeStringVariable($0) != nil }
        for locale in tables.locales {
            if let plural = tables.plurals[locale]?.lookup[key] {
                localizations.append(JSONMember(key: locale, value: localization(plural, wholeString: wholeString)))
            } else if let entry = tables.strings[locale]?.lookup[key] {
                localizations.append(JSONMember(key: locale, value: .object([stringUnit(entry.value)])))
            }
        }
        members.append(JSONMember(key: "localizations", value: .object(localizations)))
        return JSONMember(key: key, value: .object(members))
    }

    // MARK: Building

    private static func stringUnit(_ value: String) -> JSONMember {
        JSONMember(key: "stringUnit", value: .object([
            JSONMember(key: "state", value: .string(JSONString(CatalogState.translated))),
            JSONMember(key: "value", value: .string(JSONString(value))),
        ]))
    }

    private static func pluralCases(_ forms: [PluralCategory: String], _ transform: (String) -> String = { $0 }) -> JSONMember {
        // Xcode sorts cases by name: few, many, one, other, two, zero.
        JSONMember(key: "variations", value: .object([JSONMember(key: "plural", value: .object(
            forms.keys.map(\.rawValue).sorted().compactMap { name in
                PluralCategory(rawValue: name).flatMap { forms[$0] }.map { JSONMember(key: name, value: .object([stringUnit(transform($0))])) }
            }))]))
    }

    private static func localization(_ entry: PluralEntry, wholeString: Bool) -> JSONValue {
        if wholeString, let variable = wholeStringVariable(entry) {
            return .object([pluralCases(variable.forms)])
        }
        let alone = entry.variables.count == 1 && FormatPlaceholders.parse(formatWithoutReferences(entry.format)).isEmpty
        var substitutions: [JSONMember] = []
        for variable in entry.variables.sorted(by: { $0.name < $1.name }) {
            var members: [JSONMember] = []
            if let argNum = argumentNumber(of: variable.name, in: entry.format) {
                members.append(JSONMember(key: "argNum", value: .number(String(argNum))))
            }
            if let type = variable.valueType {
                members.append(JSONMember(key: "formatSpecifier", value: .string(JSONString(type))))
            }
            let own = variable.valueType.map { "%" + $0 }
            members.append(pluralCases(variable.forms) { form in
                // `%arg` only where it reads back as the same text: the form's one placeholder, written as the variable's type.
                guard alone, let own, FormatPlaceholders.parse(form).map(\.written) == [own], !form.contains("%arg") else { return form }
                return form.replacingOccurrences(of: own, with: "%arg")
            })
            substitutions.append(JSONMember(key: variable.name, value: .object(members)))
        }
        return .object([stringUnit(entry.format), JSONMember(key: "substitutions", value: .object(substitutions))])
    }

    /// The variable of an entry that is one plural for the whole string: a
    /// format that is only `%#@name@`, and forms whose only argument is that
    /// variable's, written as its type (so the catalog loses no type).
    package static func wholeStringVariable(_ entry: PluralEntry) -> PluralVariable? {
        guard entry.variables.count == 1, let variable = entry.variables.first, isLoneReference(entry.format) else { return nil }
        for form in variable.forms.values {
            let written = FormatPlaceholders.parse(form).map(\.written)
            guard written.isEmpty || (written.count == 1 && variable.valueType.map({ written[0] == "%" + $0 }) ?? false) else { return nil }
        }
        return variable
    }

    /// Whether a format is one variable reference and nothing else: `%#@n@`, `%1$#@n@`, `%1#@n@`.
    package static func isLoneReference(_ format: String) -> Bool {
        PluralEntry.variableNames(in: format).count == 1 && formatWithoutReferences(format).isEmpty
    }

    /// The format with every `%#@name@` reference taken out.
    package static func formatWithoutReferences(_ format: String) -> String {
        let scalars = Array(format.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var next = 0
        for reference in PluralEntry.variableReferences(in: format) {
            kept.append(contentsOf: scalars[next..<reference.range.lowerBound])
            next = reference.range.upperBound
        }
        kept.append(contentsOf: scalars[next...])
        return String(kept)
    }

    /// The argument a variable stands for: its explicit number (`%2$#@n@`),
    /// else its place among the format's arguments; nil when the format mixes
    /// both (the catalog then takes the order its format names them in).
    package static func argumentNumber(of name: String, in format: String) -> Int? {
        guard let reference = PluralEntry.variableReferences(in: format).first(where: { $0.name == name }) else { return nil }
        if let argument = reference.argument { return argument }
        let before = String(String.UnicodeScalarView(format.unicodeScalars.prefix(reference.range.lowerBound)))
        let earlier = FormatPlaceholders.parse(before)
        guard earlier.allSatisfy({ !$0.written.contains("$") }) else { return nil }
        return earlier.count + 1
    }
}
