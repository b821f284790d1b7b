import PipelineCore

/// Turns a String Catalog into the per-locale tables every other format
/// gives, so the table checks (missing, placeholders, plurals, layout) need
/// not know catalogs exist.
///
/// - A string unit becomes a `StringsEntry`; plural variations and
///   substitutions become a `PluralEntry` (a plural on the whole string is one
///   variable, `count`, with the format `%#@count@`; each substitution is a
///   variable, with `%arg` written as its `formatSpecifier`, e.g. `%lld`).
/// - Device variations: the iPhone's text (`iphone`, else `other`, else the
///   first), since quick actions are an iPhone feature.
/// - In the source language a key with no localization shows the key itself,
///   as Xcode does; in an `InfoPlist` catalog it shows the Info.plist's value,
///   and in an Interface Builder catalog (`mul.lproj`) the storyboard's own
///   text, so the source language has no entry for it.
/// - Left out of every locale: keys with `shouldTranslate: false` or a comment
///   asking translators to leave them alone (`StringCatalog.translates`), stale
///   keys (`stale-translation` reports those once; they are dead text, so
///   reporting them as missing as well would be noise), and the empty key
///   that Xcode extracts from `Text("")`, which no language translates.
/// - Positions: a source-language entry points at its key (that is what a
///   missing translation is missing); a translation at its language's member.
/// - In other languages a localization whose string units have no value
///   was never translated, so it is left out and reported missing. A unit
///   with a value is a translation whatever its state (`new` included:
///   platforms export every translation so; `translation-marked-new` says so
///   once per table and locale).
public enum CatalogTables {
    public struct Tables: Sendable, Equatable {
        public var strings: StringsFile
        public var plurals: PluralFile
    }

    /// Locale to the catalog's table in that locale. Every locale of the
    /// catalog gets a table, possibly empty, so a locale lacking a key is seen.
    public static func tables(of catalog: StringCatalog) -> [String: Tables] {
        var strings: [String: [StringsEntry]] = [:]
        var plurals: [String: [PluralEntry]] = [:]
        // Computed from every entry: once, not once per entry.
        let locales = catalog.locales
        // An InfoPlist key the source language lacks shows the Info.plist's own value, not the key;
        // an Interface Builder catalog's, the storyboard's own text.
        let showsKey = catalog.tableName != TableName.infoPlist && !catalog.isInterfaceBuilder
        for locale in locales {
            strings[locale] = []
            plurals[locale] = []
        }
        for entry in catalog.entries where catalog.translates(entry) && !entry.isStale && !entry.key.isEmpty {
            if let sets = stringSets(entry, catalog: catalog) {
                for (locale, entries) in sets { strings[locale, default: []] += entries }
                continue
            }
            for locale in locales {
                let isSource = locale == catalog.sourceLanguage
                guard var localization = entry.localizations[locale] else {
                    if isSource, showsKey {
                        strings[locale, default: []].append(StringsEntry(key: entry.key, value: entry.key, comment: entry.comment, location: entry.location))
                    }
                    continue
                }
                if !isSource, isUntranslated(localization) { continue }
                if isSource { localization.location = entry.location }
                switch convert(entry, localization) {
                case .string(let stringsEntry): strings[locale, default: []].append(stringsEntry)
                case .plural(let pluralEntry): plurals[locale, default: []].append(pluralEntry)
                case nil:
                    // Nothing readable (say, only substitutions): the source still shows the key.
                    if isSource {
                        strings[locale, default: []].append(StringsEntry(key: entry.key, value: entry.key, comment: entry.comment, location: entry.location))
                    }
                }
            }
        }
        var result: [String: Tables] = [:]
        for locale in locales {
            result[locale] = Tables(strings: StringsFile(path: catalog.path, encoding: catalog.encoding, entries: strings[locale] ?? []),
                                    plurals: PluralFile(path: catalog.path, entries: plurals[locale] ?? []))
        }
        return result
    }

    /// Adds a catalog's tables to a folder's locales. A table of the same name
    /// from an lproj folder keeps its entries where both have a key.
    public static func merge(_ catalog: StringCatalog, into locales: inout [String: LocaleTables]) {
        let name = catalog.tableName
        for (locale, tables) in tables(of: catalog) {
            var localeTables = locales[locale] ?? LocaleTables(locale: locale)
            if var existing = localeTables.tables[name] {
                existing.merge(tables.strings.entries, overriding: false)
                localeTables.tables[name] = existing
            } else {
                localeTables.tables[name] = tables.strings
            }
            if var existing = localeTables.plurals[name] {
                existing.merge(tables.plurals.entries, overriding: false)
                localeTables.plurals[name] = existing
            } else {
                localeTables.plurals[name] = tables.plurals
            }
            locales[locale] = localeTables
        }
    }

    private enum Converted {
        case string(StringsEntry)
        case plural(PluralEntry)
    }

    /// An entry whose source is a string set (App Shortcut phrases): in the
    /// source language each phrase is a key of its own (so each phrase code
    /// declares is found); in a translation each source phrase takes the
    /// value at its position, the last when the language has fewer. Phrases
    /// are a set, not pairs, so checks that need every value of a language
    /// read `CatalogEntry` itself (`AppShortcutIndex.phraseSets`).
    package static func stringSets(_ entry: CatalogEntry, catalog: StringCatalog) -> [(String, [StringsEntry])]? {
        guard let keys = entry.stringSetPhrases(sourceLanguage: catalog.sourceLanguage) else { return nil }
        let source = entry.localizations[catalog.sourceLanguage]
        var result: [(String, [StringsEntry])] = [(catalog.sourceLanguage, keys.map {
            StringsEntry(key: $0, value: $0, comment: entry.comment, location: source?.location ?? entry.location)
        })]
        for (locale, localization) in entry.localizations.sorted(by: { $0.key < $1.key }) where locale != catalog.sourceLanguage {
            guard let set = localization.content.stringSet, !set.isUntranslated, let last = set.values.last else { continue }
            result.append((locale, keys.enumerated().map { index, key in
                StringsEntry(key: key, value: index < set.values.count ? set.values[index] : last, comment: entry.comment, location: localization.location)
            }))
        }
        return result
    }

    package static func isUntranslated(_ localization: CatalogLocalization) -> Bool {
        let units = localization.stringUnits
        return !units.isEmpty && units.allSatisfy(\.isUntranslated)
    }

    /// The device case shown on an iPhone.
    package static func iPhoneContent(_ variation: CatalogVariation) -> CatalogVariation {
        var current = variation
        // Device cases may nest plural cases (and, in principle, devices again).
        for _ in 0..<8 where !current.device.isEmpty {
            let chosen = current.device.first { $0.name == "iphone" } ?? current.device.first { $0.name == "other" } ?? current.device[0]
            current = chosen.content
        }
        return current
    }

    private static func convert(_ entry: CatalogEntry, _ localization: CatalogLocalization) -> Converted? {
        let content = iPhoneContent(localization.content)
        var variables = localization.substitutions.compactMap(variable(from:))
        if !content.plural.isEmpty {
            let name = variables.contains { $0.name == "count" } ? "plural" : "count"
            let forms = pluralForms(content.plural)
            let other = forms.forms[.other] ?? forms.forms.values.first ?? ""
            let valueType = FormatPlaceholders.parse(other).first { "duxo".contains($0.kind) }?.type
            let location = content.plural.first?.location ?? localization.location
            variables.insert(PluralVariable(name: name, valueType: valueType, forms: forms.forms,
                                            location: location, formLocations: forms.locations), at: 0)
            return .plural(PluralEntry(key: entry.key, format: "%#@\(name)@", variables: variables,
                                       comment: entry.comment, location: localization.location))
        }
        guard let unit = content.stringUnit else { return nil }
        // Substitutions without argNum stand for the arguments in the order the format names them.
        let order = PluralEntry.variableNames(in: unit.value)
        for index in variables.indices where variables[index].argument == nil {
            variables[index].argument = order.firstIndex(of: variables[index].name).map { $0 + 1 }
        }
        if variables.isEmpty {
            return .string(StringsEntry(key: entry.key, value: unit.value, comment: entry.comment, location: localization.location))
        }
        return .plural(PluralEntry(key: entry.key, format: unit.value, variables: variables,
                                   comment: entry.comment, location: localization.location))
    }

    /// A substitution with plural cases as a plural variable; `%arg` becomes
    /// the substitution's format specifier so placeholder checks can read it.
    private static func variable(from substitution: CatalogSubstitution) -> PluralVariable? {
        let content = iPhoneContent(substitution.content)
        guard !content.plural.isEmpty else { return nil }
        let specifier = substitution.formatSpecifier ?? "lld"
        var forms = pluralForms(content.plural)
        forms.forms = forms.forms.mapValues { $0.replacingOccurrences(of: "%arg", with: "%" + specifier) }
        var variable = PluralVariable(name: substitution.name, valueType: specifier, forms: forms.forms,
                                      location: substitution.location, formLocations: forms.locations)
        variable.argument = substitution.argNum
        return variable
    }

    /// Category to text and position; unknown category names are left out
    /// (plural-category-missing then reports what is lacking).
    private static func pluralForms(_ cases: [CatalogCase]) -> (forms: [PluralCategory: String], locations: [PluralCategory: SourceLocation]) {
        var forms: [PluralCategory: String] = [:]
        var locations: [PluralCategory: SourceLocation] = [:]
        for item in cases {
            guard let category = PluralCategory(rawValue: item.name) else { continue }
            let content = iPhoneContent(item.content)
            guard let unit = content.stringUnit else { continue }
            forms[category] = unit.value
            locations[category] = item.location
        }
        return (forms, locations)
    }
}
