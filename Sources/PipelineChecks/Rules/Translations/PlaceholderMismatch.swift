import PipelineCore
import PipelineFormats
import PipelineProject

/// `String(format:)` with a changed placeholder prints garbage or crashes.
public struct PlaceholderMismatch: Check {
    public static let code = "placeholder-mismatch"
    public static let summary = "A translation changes the printf placeholders of its source (type or count; reordering with %1$@ is fine)."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(base: "Share %@", translation: "„%d“ teilen", locale: "de"),
        .triggers(base: "%d of %d", translation: "%d", locale: "fr"),
        .triggers(base: "From %@", translation: "Von % @", locale: "de"),
        .triggers(base: "Go to %1$@ > %2$@", translation: "1$@ > %2$@ adresine gidin", locale: "tr"),
        .triggers(base: "%ld items", translation: "%d éléments", locale: "fr"),
        .triggers(base: "Hello", translation: "Bonjour %@", locale: "fr"),
        // A key the locale's .stringsdict also has is read from there: the .strings value is never shown.
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"%ld files\" = \"%ld files\";"],
                                         "uk": [TableName.localizable: "\"%ld files\" = \"файли\";"]],
                               stringsdicts: ["uk": [TableName.localizable: ExampleProject.stringsdict(key: "%ld files", forms: [.one: "%ld файл", .few: "%ld файли", .many: "%ld файлів", .other: "%ld файлу"])]])),
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"%ld files\" = \"%ld files\";"],
                                           "uk": [TableName.localizable: "↓\"%ld files\" = \"файли\";"]])),
        // A development value left blank is no format to compare with.
        .passes(base: "", translation: "%d plików zostało przesłanych", locale: "pl"),
        .passes(base: "%1$@ of %2$@", translation: "%2$@の%1$@", locale: "ja"),
        .passes(base: "%@ of %d", translation: "%1$@ sur %2$d", locale: "fr"),
        .passes(base: "100%% sure", translation: "sûr à 100 %%", locale: "fr"),
        .passes(base: "%i new", translation: "%d nouveaux", locale: "fr"),
        // A blank translation is empty-translation's to report.
        .passes(base: "%d of %d", translation: " ", locale: "fr"),
        // A base without any % is not a format: a percent sign beside a number is text.
        .passes(base: "Allergens are not checked with certainty", translation: "Allergene werden nicht zu 100%genau geprüft", locale: "de"),
        .passes(base: "Allergens are not checked with certainty", translation: "Alergenoak ez dira %100ean egiaztatzen", locale: "eu"),
        // The source's "100% g…" is a percent sign (no placeholder), and so is the translation's "100%-osan".
        .passes(base: "Latest states are not 100% guaranteed, give it a try.", translation: "A legfrissebb állapot nem garantált 100%-osan, de kipróbálhatja.", locale: "hu"),
        // A percent sign after no number of the source is read as printf reads it.
        .triggers(base: "EV Charging · Numeric %", translation: "Laddning av elbilar · Numeriskt %-tal", locale: "sv"),
        // Plural forms are compared with the base's other form of the same variable.
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "%d Datei", .other: "↓%@ Dateien"], locale: "de")),
        .triggers(.plural(base: [.one: "%d file", .other: "%d files"],
                          translation: [.one: "%d fichier", .other: "↓%ld fichiers"], locale: "fr")),
        // A form may leave out its own count ("one file")...
        .passes(.plural(base: [.one: "%d file", .other: "%d files"],
                        translation: [.one: "eine Datei", .other: "%d Dateien"], locale: "de")),
        .passes(.plural(base: [.one: "%ld file", .other: "%ld files"],
                        translation: [.zero: "Aucun fichier", .one: "Un fichier", .other: "%ld fichiers"], locale: "fr", valueType: "ld")),
        // ...but not another argument: %@ would then take the count's place.
        .triggers(ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file in %@", .other: "%d files in %@"])],
            "de": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "↓Eine Datei in %@", .other: "%d Dateien in %@"])],
        ])),
        // A format that lost its variable (`%# @count @` is not a reference).
        .triggers(ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%d file", .other: "%d files"])],
            "cs": [TableName.localizable: ExampleProject.stringsdict(key: "↓key", format: "%# @count @", forms: [.one: "%d soubor", .few: "%d soubory", .many: "%d souboru", .other: "%d souborů"])],
        ])),
        // A catalog substitution's form may write its own argument by number: %2$ld in argNum 2 is %arg.
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.substitution(
            format: "%1$.2f MB, %#@files@", name: "files", argNum: 2, specifier: "ld",
            sourceForms: [.one: "%arg file", .other: "%arg files"], locale: "ru",
            forms: [.one: "%2$ld файл", .few: "%2$ld файла", .many: "%2$ld файлов", .other: "%2$ld файла"])])),
        // ...and is still judged by its type.
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.substitution(
            format: "%1$.2f MB, %#@files@", name: "files", argNum: 2, specifier: "ld",
            sourceForms: [.one: "%arg file", .other: "%arg files"], locale: "ru",
            forms: [.one: "↓%2$@ файл", .few: "%2$ld файла", .many: "%2$ld файлов", .other: "%2$ld файла"])])),
        .passes(ExampleProject(stringsdicts: [
            "en": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "%1$d file in %2$@", .other: "%1$d files in %2$@"])],
            "de": [TableName.localizable: ExampleProject.stringsdict(forms: [.one: "Eine Datei in %2$@", .other: "%1$d Dateien in %2$@"])],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        tableFindings(context) + pluralFindings(context)
    }

    private func tableFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let baseFile = base.tables[name], let file = tables.tables[name],
                          let alignment = context.alignment(root: rootIndex, locale: tables.locale, table: name) else { return [] }
                    // Foundation reads a key the locale's .stringsdict of the same table defines from
                    // there: the .strings value is never shown (Nextcloud Talk's uk), and the plural is judged below.
                    let shadowing = tables.plurals[name]?.lookup
                    // Entries read in place through the buffers: a copy of each retained all its strings.
                    return file.entries.withUnsafeBufferPointer { entries in
                        baseFile.entries.withUnsafeBufferPointer { baseEntries in
                            entries.indices.compactMap { index in
                                // A blank translation is empty-translation's, as for the other text checks.
                                // A blank development value is no format: nothing says what the code passes
                                // (a platform's per-form keys kept empty in the source, kDrive's `-plural-2`).
                                guard let position = alignment.basePosition(ofEntry: index), !EmptyTranslation.isBlank(entries[index].value),
                                      shadowing?[entries[index].key] == nil,
                                      !EmptyTranslation.isBlank(baseEntries[position].value),
                                      let problem = PlaceholderMismatch.difference(base: baseEntries[position].value, translation: entries[index].value),
                                      !PlaceholderMismatch.isPercentText(base: baseEntries[position].value, translation: entries[index].value) else { return nil }
                                let entry = entries[index]
                                return finding("\(tables.locale): placeholders of \"\(entry.key)\" differ from the base: \(problem)",
                                               locale: tables.locale, key: entry.key, table: name, at: entry.location)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Every form of a translated plural variable against the base's `other`
    /// form of the same variable, and the translated format against the base's.
    private func pluralFindings(_ context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            guard let base = context.baseTables(root) else { return [] }
            return context.translatedLocales(root).flatMap { tables in
                tables.plurals.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let baseLookup = base.plurals[name]?.lookup else { return [] }
                    return (tables.plurals[name]?.entries ?? []).flatMap { entry -> [Diagnostic] in
                        guard let source = baseLookup[entry.key] else { return [] }
                        var result: [Diagnostic] = []
                        let baseNames = PluralEntry.variableNames(in: source.format), names = PluralEntry.variableNames(in: entry.format)
                        // Catalog substitutions pair by the argument they stand for, not by name.
                        let byArgument = PlaceholderMismatch.pairsByArgument(source, entry)
                        let sameArguments = byArgument.map { Set($0.keys) == Set(entry.variables.map(\.name)) } ?? false
                        if !sameArguments && Set(baseNames) != Set(names) {
                            // Say it in terms of variables: `%#@` as a placeholder would only confuse.
                            let list = { (names: [String]) in names.isEmpty ? "no variable" : names.map { "%#@\($0)@" }.joined(separator: " ") }
                            result.append(finding("\(tables.locale): the plural format of \"\(entry.key)\" uses \(list(names)) where the base uses \(list(baseNames)): \"\(entry.format.escapedForMessage)\"",
                                                  locale: tables.locale, key: entry.key, table: name, at: entry.location))
                        } else if let problem = PlaceholderMismatch.difference(base: source.format, translation: entry.format) {
                            result.append(finding("\(tables.locale): placeholders of the plural format of \"\(entry.key)\" differ from the base: \(problem)",
                                                  locale: tables.locale, key: entry.key, table: name, at: entry.location))
                        }
                        for variable in entry.variables {
                            let baseName = byArgument?[variable.name] ?? variable.name
                            guard let baseVariable = source.variables.first(where: { $0.name == baseName }),
                                  let baseOther = baseVariable.forms[.other] else { continue }
                            for category in variable.forms.keys.sorted() {
                                guard let text = variable.forms[category],
                                      let problem = PlaceholderMismatch.pluralDifference(base: PlaceholderMismatch.ownArgumentUnnumbered(baseOther, argument: baseVariable.argument),
                                                                                          variant: PlaceholderMismatch.ownArgumentUnnumbered(text, argument: variable.argument),
                                                                                          valueType: baseVariable.valueType ?? variable.valueType) else { continue }
                                result.append(finding("\(tables.locale): placeholders of the \(category.rawValue) form of \"\(variable.name)\" in \"\(entry.key)\" differ from the base's other form: \(problem)",
                                                      locale: tables.locale, key: entry.key, table: name, at: variable.location(of: category)))
                            }
                        }
                        return result
                    }
                }
            }
        }
    }

    /// A base with no `%` at all is not a format string, and a translation's
    /// `%` written against a number ("100%-osan", "%100ean") is a percent
    /// sign, not a placeholder someone forgot to remove. In a base with
    /// placeholders or percent signs, a translation's `%` right after a
    /// number the base writes with a percent sign that is no placeholder
    /// ("not 100% guaranteed", Hungarian "100%-osan", whose `%-o` printf
    /// would read as octal) is that percent sign: read so, the placeholders
    /// agree. A `%` after no such number ("Numeric %" as "%-tal") is judged.
    package static func isPercentText(base: String, translation: String) -> Bool {
        if base.contains("%") {
            let numbers = percentSignNumbers(base)
            guard !numbers.isEmpty else { return false }
            return difference(base: base, translation: escapingPercentSigns(after: numbers, in: translation)) == nil
        }
        let placeholders = FormatPlaceholders.parse(translation)
        guard !placeholders.isEmpty else { return false }
        return placeholders.allSatisfy { placeholder in
            // "%100e": digits right after the %; "100%g": a digit right before it.
            if placeholder.written.dropFirst().first?.isNumber == true && !placeholder.written.contains("$") { return true }
            var searchFrom = translation.startIndex
            while let range = translation.range(of: placeholder.written, range: searchFrom..<translation.endIndex) {
                if range.lowerBound > translation.startIndex, translation[translation.index(before: range.lowerBound)].isNumber { return true }
                searchFrom = range.upperBound
            }
            return false
        }
    }

    /// The numbers a text writes a literal percent sign after (`100` of
    /// "100% guaranteed"): a `%` that no placeholder or `%%` takes.
    package static func percentSignNumbers(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var taken = [Bool](repeating: false, count: bytes.count)
        for token in FormatPlaceholders.tokens(text) { for index in token.range where index < taken.count { taken[index] = true } }
        var numbers = Set<String>()
        for (index, byte) in bytes.enumerated() where byte == 0x25 && !taken[index] {
            let number = digits(before: index, in: bytes)
            if !number.isEmpty { numbers.insert(number) }
        }
        return numbers
    }

    /// The translation with each placeholder that follows one of `numbers`
    /// written as `%%`, a percent sign.
    private static func escapingPercentSigns(after numbers: Set<String>, in text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var escaped = Set<Int>()
        for token in FormatPlaceholders.tokens(text) where token.placeholder != nil && numbers.contains(digits(before: token.range.lowerBound, in: bytes)) {
            escaped.insert(token.range.lowerBound)
        }
        for (index, byte) in bytes.enumerated() {
            out.append(byte)
            if escaped.contains(index) { out.append(0x25) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The ASCII digits right before byte `index`.
    private static func digits(before index: Int, in bytes: [UInt8]) -> String {
        var start = index
        while start > 0, bytes[start - 1] >= 0x30 && bytes[start - 1] <= 0x39 { start -= 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Translated variable name to the base's, paired by the argument each
    /// stands for; nil unless every variable of both is a catalog
    /// substitution with a known argument.
    package static func pairsByArgument(_ base: PluralEntry, _ translation: PluralEntry) -> [String: String]? {
        let baseArguments = base.variables.map(\.argument), arguments = translation.variables.map(\.argument)
        guard !baseArguments.isEmpty, !baseArguments.contains(nil), !arguments.contains(nil) else { return nil }
        var pairs: [String: String] = [:]
        for variable in translation.variables {
            guard let match = base.variables.first(where: { $0.argument == variable.argument }) else { return nil }
            pairs[variable.name] = match.name
        }
        return pairs
    }

    /// A catalog substitution's form with its own argument written by number
    /// (`%2$ld` in the substitution whose `argNum` is 2) as `%arg` is written:
    /// both stand for that argument (Go Map!!'s Russian `%2$ld файла`).
    package static func ownArgumentUnnumbered(_ form: String, argument: Int?) -> String {
        guard let argument, form.contains("$") else { return form }
        return form.replacingOccurrences(of: "%\(argument)$", with: "%")
    }

    /// Like `difference`, except that a plural form may leave out the count
    /// of its own variable ("one file", or Japanese "1 file" style): the
    /// arguments of the variable's value type that the form does not use are
    /// forgiven, as long as every other argument keeps its number and type.
    package static func pluralDifference(base: String, variant: String, valueType: String?) -> String? {
        guard let problem = difference(base: base, translation: variant) else { return nil }
        guard let baseSignature = FormatPlaceholders.signature(FormatPlaceholders.parse(base)),
              let signature = FormatPlaceholders.signature(FormatPlaceholders.parse(variant)) else { return problem }
        let ownType = valueType.flatMap { FormatPlaceholders.parse("%" + $0).first?.type }
        func isOwnCount(_ type: String) -> Bool {
            if let ownType { return type == ownType }
            return type.last.map { "duxo".contains($0) } ?? false
        }
        var forgiven = baseSignature
        for (position, type) in baseSignature where signature[position] == nil && isOwnCount(type) {
            forgiven[position] = nil
        }
        return forgiven == signature ? nil : problem
    }

    /// What changed, or nil when both use the same arguments with the same types.
    package static func difference(base: String, translation: String) -> String? {
        let basePlaceholders = FormatPlaceholders.parse(base)
        let translated = FormatPlaceholders.parse(translation)
        if basePlaceholders.isEmpty && translated.isEmpty { return nil }
        guard let baseSignature = FormatPlaceholders.signature(basePlaceholders) else { return nil }
        guard let signature = FormatPlaceholders.signature(translated) else {
            return "one argument is used with two types in \(list(translated))"
        }
        if signature == baseSignature { return nil }
        var problems: [String] = []
        for position in Set(baseSignature.keys).union(signature.keys).sorted() {
            switch (baseSignature[position], signature[position]) {
            case let (expected?, found?) where expected != found:
                problems.append("argument \(position) is %\(found), expected %\(expected)")
            case (let expected?, nil):
                problems.append("argument \(position) (%\(expected)) is missing")
            case (nil, let found?):
                problems.append("argument \(position) (%\(found)) is extra")
            default:
                break
            }
        }
        var message = "\(problems.joined(separator: "; ")) (base \(list(basePlaceholders)), translation \(list(translated)))"
        if let hint = brokenPlaceholderHint(translation) { message += "; \(hint)" }
        return message
    }

    /// Placeholders that a translation tool or translator mangled, such as
    /// `% @` (a space after %) or `1$@` (the % lost).
    package static func brokenPlaceholderHint(_ translation: String) -> String? {
        let scalars = Array(translation.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "%" {
            var next = index + 1
            while next < scalars.count, scalars[next] == " " || scalars[next] == "\u{A0}" { next += 1 }
            if next > index + 1, next < scalars.count, "@dilufs".unicodeScalars.contains(scalars[next]) {
                let written = String(String.UnicodeScalarView(scalars[index...next]))
                return "\"\(written)\" has a space after %: write \"%\(scalars[next])\""
            }
        }
        for (index, scalar) in scalars.enumerated() where scalar == "$" && index > 0 {
            var start = index
            while start > 0, scalars[start - 1].properties.numericType != nil, scalars[start - 1].isASCII { start -= 1 }
            guard start < index, index + 1 < scalars.count, "@dilufs".unicodeScalars.contains(scalars[index + 1]),
                  start == 0 || scalars[start - 1] != "%" else { continue }
            let written = String(String.UnicodeScalarView(scalars[start...(index + 1)]))
            return "\"\(written)\" lacks its %: write \"%\(written)\""
        }
        return nil
    }

    private static func list(_ placeholders: [FormatPlaceholder]) -> String {
        placeholders.isEmpty ? "none" : placeholders.map(\.written).joined(separator: " ")
    }
}
