import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// A value still equal to the development text was probably never translated.
public struct Untranslated: Check {
    public static let code = "untranslated"
    public static let summary = "A translation of two or more words equals the development value (numbers, placeholders, single words, names other languages keep, and copies whose words but one the locale's translations use elsewhere are skipped); a table mostly left so is one finding."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(base: "Search Restaurants", translation: "Search Restaurants", locale: "de"),
        .passes(base: "Search Restaurants", translation: "Restaurants suchen", locale: "de"),
        // Plural forms too (issue 48: a quick action's plural subtitle left in English passed).
        .triggers(.plural(base: [.one: "%d unread message", .other: "%d unread messages"],
                          translation: [.one: "%d Nachricht", .other: "↓%d unread messages"], locale: "de")),
        .passes(.plural(base: [.one: "%d unread message", .other: "%d unread messages"],
                        translation: [.one: "%d ungelesene Nachricht", .other: "%d ungelesene Nachrichten"], locale: "de")),
        // The same text in other bytes (é decomposed) is the same text.
        .triggers(base: "Café ouvert", translation: "Cafe\u{301} ouvert", locale: "de"),
        .passes(base: "Café ouvert", translation: "Café fermé", locale: "de"),
        .passes(base: "OK", translation: "OK", locale: "de"),
        .passes(base: "%@ (%d)", translation: "%@ (%d)", locale: "fr"),
        // Parameters of Siri intents and other template systems are placeholders too.
        .passes(base: "${content}", translation: "${content}", locale: "de"),
        .passes(base: "${name} (${count})", translation: "${name} (${count})", locale: "de"),
        .passes(base: "DuckDuckGo", translation: "DuckDuckGo", locale: "fr"),
        .passes(base: "Search Restaurants", translation: "Search Restaurants", locale: "en-GB"),
        // A single word is a cognate or a name as often as not.
        .passes(base: "Token", translation: "Token", locale: "de"),
        .passes(base: "Documents", translation: "Documents", locale: "fr"),
        .passes(base: "S%1$@ E%2$@", translation: "S%1$@ E%2$@", locale: "fr"),
        // A name most translators keep is no forgotten translation.
        // Words German translations use elsewhere make a German phrase.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"io\" = \"Import / Export\";\n\"a\" = \"Export data\";\n\"b\" = \"Import file\";"],
            "de": [TableName.localizable: "\"io\" = \"Import / Export\";\n\"a\" = \"Export der Daten\";\n\"b\" = \"Import der Datei\";"],
        ])),
        // A name the locale writes elsewhere ("Pocket Casts") and one more word.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"logo\" = \"Pocket Casts logo\";\n\"a\" = \"Open Pocket Casts\";"],
            "nl": [TableName.localizable: "\"logo\" = \"Pocket Casts logo\";\n\"a\" = \"Pocket Casts openen\";"],
        ])),
        // An English sentence is not Dutch however many names it shares.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"empty\" = \"Your folder is empty\";\n\"a\" = \"Open Pocket Casts\";"],
            "nl": [TableName.localizable: "↓\"empty\" = \"Your folder is empty\";\n\"a\" = \"Pocket Casts openen\";"],
        ])),
        // A capitalized name two languages keep (Italian and Russian) is a name.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"icon\" = \"Electric Blue\";\n\"x\" = \"x\";"],
            "it": [TableName.localizable: "\"icon\" = \"Electric Blue\";\n\"x\" = \"y\";"],
            "ru": [TableName.localizable: "\"icon\" = \"Electric Blue\";\n\"x\" = \"y\";"],
            "fr": [TableName.localizable: "\"icon\" = \"Bleu électrique\";\n\"x\" = \"y\";"],
            "es": [TableName.localizable: "\"icon\" = \"Azul eléctrico\";\n\"x\" = \"y\";"],
        ])),
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"theme\" = \"Red Velvet\";\n\"x\" = \"x\";"],
            "de": [TableName.localizable: "\"theme\" = \"Red Velvet\";\n\"x\" = \"y\";"],
            "fr": [TableName.localizable: "\"theme\" = \"Red Velvet\";\n\"x\" = \"y\";"],
            "es": [TableName.localizable: "\"theme\" = \"Terciopelo rojo\";\n\"x\" = \"y\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let baseLanguage = Untranslated.language(context.baseLocale)
        return context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            // Each locale's values equal to their source, by table; and per key,
            // in how many locales it has a value and keeps the source's.
            var copies: [(tables: LocaleTables, table: String, indices: [Int])] = []
            var keeping: [String: [String: Int]] = [:]
            // Per table and key, the languages that keep it.
            var keptIn: [String: [String: Set<String>]] = [:]
            var locales: [LocaleTables] = []
            for tables in context.translatedLocales(root) where Untranslated.language(tables.locale) != baseLanguage {
                locales.append(tables)
                for name in tables.tables.keys.sorted() {
                    guard let baseFile = base.tables[name], let file = tables.tables[name],
                          let alignment = context.alignment(root: rootIndex, locale: tables.locale, table: name) else { continue }
                    var equal: [Int] = []
                    // Entries read in place through the buffers: a copy of each retained all its strings.
                    file.entries.withUnsafeBufferPointer { entries in
                        baseFile.entries.withUnsafeBufferPointer { baseEntries in
                            for index in entries.indices {
                                guard let position = alignment.basePosition(ofEntry: index),
                                      Untranslated.sameText(baseEntries[position].value, entries[index].value) else { continue }
                                keeping[name, default: [:]][entries[index].key, default: 0] += 1
                                keptIn[name, default: [:]][entries[index].key, default: []].insert(Untranslated.language(tables.locale))
                                equal.append(index)
                            }
                        }
                    }
                    if !equal.isEmpty { copies.append((tables, name, equal)) }
                }
            }
            // How many locales have each kept key: counted for those keys only, not for every entry.
            var having: [String: [String: Int]] = [:]
            for (name, keys) in keeping {
                for key in keys.keys {
                    having[name, default: [:]][key] = locales.reduce(0) { $0 + ($1.tables[name]?.lookup.contains(key) == true ? 1 : 0) }
                }
            }
            // Words each locale's translators write (values not copied), built when first needed.
            var vocabularies: [String: Set<UInt64>] = [:]
            func vocabulary(_ tables: LocaleTables) -> Set<UInt64> {
                if let known = vocabularies[tables.locale] { return known }
                var copied: [String: Set<Int>] = [:]
                for copy in copies where copy.tables.locale == tables.locale { copied[copy.table] = Set(copy.indices) }
                var words = Set<UInt64>()
                var read = 0
                tables: for name in tables.tables.keys.sorted() {
                    guard let file = tables.tables[name] else { continue }
                    for (index, entry) in file.entries.enumerated() where copied[name]?.contains(index) != true {
                        Untranslated.forEachWord(entry.value) { words.insert($0) }
                        read += 1
                        if read >= Untranslated.vocabularySample { break tables }
                    }
                }
                vocabularies[tables.locale] = words
                return words
            }
            // Plural forms (a .stringsdict, a catalog's variations) by the same rules, once per key and locale.
            let pluralFindings = locales.flatMap { tables -> [Diagnostic] in
                tables.plurals.keys.sorted().flatMap { name -> [Diagnostic] in
                    guard let baseFile = base.plurals[name], let file = tables.plurals[name] else { return [] }
                    return file.entries.compactMap { entry -> Diagnostic? in
                        guard let baseEntry = baseFile.lookup[entry.key] else { return nil }
                        let same = Untranslated.copiedForms(entry, of: baseEntry) { form in
                            !Untranslated.isLanguageNeutral(form) && Untranslated.foreignWords(form, vocabulary: vocabulary(tables)) >= 2
                        }
                        guard let first = same.first else { return nil }
                        let forms = same.map(\.category.rawValue).joined(separator: ", ")
                        return finding("\(tables.locale): plural \"\(entry.key)\": the \(forms) form\(same.count == 1 ? " is" : "s are") the same as in \(context.baseLocale) (\"\(first.text.escapedForMessage)\")",
                                       locale: tables.locale, key: entry.key, table: name, at: first.location)
                    }
                }
            }
            return pluralFindings + copies.flatMap { tables, name, equal -> [Diagnostic] in
                guard let file = tables.tables[name] else { return [] }
                // A table mostly left in the development language (a platform's
                // unfinished locale) is one finding, not one per value.
                if equal.count >= Untranslated.wholesale, equal.count * 2 >= file.entries.count, let first = equal.first {
                    let path = context.fileName(table: name, locale: tables.locale, root: root)
                    let entry = file.entries[first]
                    return [finding("\(tables.locale): \(equal.count) of \(file.entries.count) values of \(path) are the same as in \(context.baseLocale): "
                                    + "the table looks untranslated (first: \"\(entry.key)\")", locale: tables.locale, table: name, at: entry.location)]
                }
                return equal.compactMap { index -> Diagnostic? in
                    let entry = file.entries[index]
                    guard !Untranslated.isLanguageNeutral(entry.value), !["CFBundleDisplayName", "CFBundleName"].contains(entry.key),
                          !Untranslated.isKeptByMost(kept: keeping[name]?[entry.key] ?? 0, of: having[name]?[entry.key] ?? 0),
                          !(Untranslated.isNameLike(entry.value) && (keptIn[name]?[entry.key]?.count ?? 0) >= 2),
                          Untranslated.foreignWords(entry.value, vocabulary: vocabulary(tables)) >= 2 else { return nil }
                    return finding("\(tables.locale): \"\(entry.key)\" is the same as in \(context.baseLocale): \"\(entry.value)\"",
                                   locale: tables.locale, key: entry.key, table: name, at: entry.location)
                }
            }
        }
    }

    /// The forms of `entry` that are the development entry's text for the
    /// same variable (matched by name, else the only one) and category, or
    /// its `other` where it lacks the category (Russian `few` against
    /// English `other`), and that `counts` admits; in category order.
    package static func copiedForms(_ entry: PluralEntry, of base: PluralEntry, counts: (String) -> Bool)
        -> [(category: PluralCategory, text: String, location: SourceLocation)] {
        var found: [(category: PluralCategory, text: String, location: SourceLocation)] = []
        for variable in entry.variables {
            guard let source = base.variables.first(where: { $0.name == variable.name })
                    ?? (entry.variables.count == 1 && base.variables.count == 1 ? base.variables.first : nil) else { continue }
            for category in variable.forms.keys.sorted() {
                guard let form = variable.forms[category], let original = source.forms[category] ?? source.forms[.other],
                      sameText(original, form), counts(form) else { continue }
                found.append((category, form, variable.location(of: category)))
            }
        }
        return found
    }

    /// A short phrase with every word capitalized (Electric Blue, Mad Max,
    /// True Crime): a name when translators of another language kept it too
    /// (issue 27: app icon and theme names, places, genres).
    package static func isNameLike(_ value: String) -> Bool {
        let words = value.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        return words.count <= 4 && words.allSatisfy { $0.first(where: \.isLetter)?.isUppercase == true }
    }

    /// A copy whose words but one the locale's translators write elsewhere
    /// reads as that language or as a name in it (Dutch "IN MENU", "Pocket
    /// Casts logo", German "Import / Export"); the one left is a cognate or a
    /// name as often as a single word is. An English sentence has several
    /// words no translation of it uses.
    package static func foreignWords(_ value: String, vocabulary: Set<UInt64>) -> Int {
        var count = 0
        forEachWord(value) { if !vocabulary.contains($0) { count += 1 } }
        return count
    }

    /// The locale's words are read from at most this many of its values (in
    /// table and file order): enough for the words a language repeats, and a
    /// bound on the time a 100 MB app's tables take.
    package static let vocabularySample = 4000

    /// Each word of the text (a run of ASCII letters and non-ASCII bytes,
    /// ASCII lowercased) as a 64-bit FNV-1a hash: no string is made, so the
    /// vocabulary of thousands of values costs milliseconds.
    package static func forEachWord(_ text: String, _ body: (UInt64) -> Void) {
        let offset: UInt64 = 0xcbf2_9ce4_8422_2325, prime: UInt64 = 0x100_0000_01b3
        var hash = offset
        var inWord = false
        for byte in text.utf8 {
            let letter: UInt8?
            switch byte {
            case 0x41...0x5A: letter = byte | 0x20
            case 0x61...0x7A, 0x80...: letter = byte
            default: letter = nil
            }
            if let letter {
                hash = (hash ^ UInt64(letter)) &* prime
                inWord = true
            } else if inWord {
                body(hash)
                hash = offset
                inWord = false
            }
        }
        if inWord { body(hash) }
    }

    /// A value most translators kept (two thirds of at least three locales)
    /// is a name or a loanword (Red Velvet, Hong Kong, OpenID Connect), not
    /// one of them forgetting it (issue 27: such were 13 of 15 on one app).
    package static func isKeptByMost(kept: Int, of having: Int) -> Bool {
        having >= 3 && kept * 3 >= having * 2
    }

    /// The text without `${name}` parameters (Intents definitions) and
    /// `{{name}}` template fields, which are not words to translate.
    /// `==` (canonical equivalence), with the usual answers found sooner:
    /// the same bytes are the same text, and two different ASCII first bytes
    /// start different text (no mark or decomposition makes them meet; most
    /// Latin translations differ from their first letter on). Swift's `==`
    /// normalizes non-ASCII text as it goes: 3 % of `check` on L.
    package static func sameText(_ a: String, _ b: String) -> Bool {
        if TextScan.sameBytes(a, b) { return true }
        if let x = a.utf8.first, let y = b.utf8.first, x != y, x < 0x80, y < 0x80 { return false }
        return a == b
    }

    package static func withoutParameters(_ value: String) -> String {
        guard TextScan.contains(value, "${") || TextScan.contains(value, "{{") else { return value }
        var result = ""
        var rest = Substring(value)
        while let start = rest.range(of: "${") ?? rest.range(of: "{{") {
            let closing = rest[start.lowerBound...].hasPrefix("${") ? "}" : "}}"
            guard let end = rest[start.upperBound...].range(of: closing) else { break }
            result += rest[..<start.lowerBound] + " "
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    package static func language(_ locale: String) -> String {
        String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale)).lowercased()
    }

    /// Copies that make a table one "looks untranslated" finding: at least
    /// this many, and at least half of its entries.
    package static let wholesale = 20

    /// Text that is the same in most languages: numbers and symbols,
    /// placeholders only, very short strings, brand-like and all-caps words,
    /// URLs, and any single word: on real apps single words equal to the
    /// source were cognates and names (Token, Status, Album, Documents,
    /// Israel, Plus) far more often than forgotten translations (issue 27).
    package static func isLanguageNeutral(_ value: String) -> Bool {
        var text = Untranslated.withoutParameters(value)
        for placeholder in FormatPlaceholders.parse(text) {
            text = text.replacingOccurrences(of: placeholder.written, with: " ")
        }
        let letters = text.filter(\.isLetter)
        if letters.isEmpty || text.trimmingCharacters(in: .whitespaces).count <= 3 { return true }
        let words = text.split(whereSeparator: \.isWhitespace)
        // Fewer than two words (a brand such as DuckDuckGo, PDF, a URL, any single word).
        if words.filter({ $0.filter(\.isLetter).count >= 2 }).count < 2 { return true }
        return false
    }
}
