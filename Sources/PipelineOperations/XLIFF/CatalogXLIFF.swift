import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// How Xcode names a String Catalog's variations in XLIFF: one trans-unit per
/// case, `key|==|plural.one`, `key|==|device.iphone` (Xcode 15 and later; a
/// `.stringsdict` keeps its `/key:dict/...:dict/:string` ids). The source of a
/// plural case the development language lacks is its `other` text, as
/// Xcode's is; a case the target language needs is listed even when it has
/// no translation yet.
///
/// Substitutions (`%#@files@` in the string) are a unit with the key as id
/// for the string itself, then `key|==|substitutions.files.plural.one` per
/// case, with `%arg` written as the argument it stands for (`%2$lld`), as
/// Xcode writes them.
///
/// Covered: a plural or a device variation of the whole string, one level
/// deep, and substitutions with plural cases. Nested variations keep the
/// `.stringsdict` ids (`XLIFFPlurals`), which import reads back as before.
package enum CatalogXLIFF {
    package static let separator = "|==|"

    /// `<target state>` for a catalog string unit's state: Xcode's mapping
    /// (`needs_review` is `needs-review-translation`).
    package static func xliffState(_ catalogState: String?) -> String? {
        switch catalogState {
        case CatalogState.needsReview: "needs-review-translation"
        default: catalogState
        }
    }

    /// The catalog state an imported translation gets: to be reviewed when
    /// the XLIFF says so (`needs-review-translation`, `-l10n`, `-adaptation`),
    /// `new` when it says `new` (a catalog's `new` translation exported and
    /// imported back stays as it was), otherwise translated.
    package static func catalogState(_ xliffState: String?) -> String {
        if xliffState?.hasPrefix("needs-review") == true { return CatalogState.needsReview }
        return xliffState == CatalogState.new ? CatalogState.new : CatalogState.translated
    }

    /// The variation kind and case of an id: `("plural", "one")`; for a
    /// substitution's case, its name too.
    package static func parse(id: String) -> (key: String, kind: String, name: String, substitution: String?)? {
        guard let range = id.range(of: separator, options: .backwards) else { return nil }
        let key = String(id[..<range.lowerBound])
        let rest = id[range.upperBound...]
        if rest.hasPrefix("substitutions."), let dot = rest.range(of: ".plural.", options: .backwards) {
            let name = rest[rest.index(rest.startIndex, offsetBy: "substitutions.".count)..<dot.lowerBound]
            let category = rest[dot.upperBound...]
            guard !name.isEmpty, !category.isEmpty else { return nil }
            return (key, "plural", String(category), String(name))
        }
        let path = rest.split(separator: ".", maxSplits: 1).map(String.init)
        guard path.count == 2, path[0] == "plural" || path[0] == "device", !path[1].isEmpty else { return nil }
        return (key, path[0], path[1], nil)
    }

    /// `%arg` of a substitution's case as the argument it stands for, and back.
    package static func argument(_ substitution: CatalogSubstitution) -> String {
        "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "lld")
    }

    /// The units of one entry in Xcode's form, or nil when it is not a
    /// one-level plural or device variation of the whole string.
    package static func units(_ entry: CatalogEntry, sourceLanguage: String, locale: String) -> [XLIFFUnit]? {
        if let substituted = substitutionUnits(entry, sourceLanguage: sourceLanguage, locale: locale) { return substituted }
        guard let source = entry.localizations[sourceLanguage]?.content, source.stringUnit == nil,
              entry.localizations[sourceLanguage]?.substitutions.isEmpty != false else { return nil }
        let target = entry.localizations[locale]?.content
        let (kind, cases, targetCases): (String, [CatalogCase], [CatalogCase])
        if !source.plural.isEmpty, source.device.isEmpty {
            (kind, cases, targetCases) = ("plural", source.plural, target?.plural ?? [])
        } else if !source.device.isEmpty, source.plural.isEmpty {
            (kind, cases, targetCases) = ("device", source.device, target?.device ?? [])
        } else {
            return nil
        }
        guard cases.allSatisfy({ $0.content.stringUnit != nil && $0.content.plural.isEmpty && $0.content.device.isEmpty }) else { return nil }
        return caseUnits(idPrefix: entry.key + separator + kind + ".", kind: kind, cases: cases, targetCases: targetCases,
                         entry: entry, sourceLanguage: sourceLanguage, locale: locale)
    }

    /// The string itself, then each case of each substitution; nil unless
    /// every substitution is plural cases of string units.
    private static func substitutionUnits(_ entry: CatalogEntry, sourceLanguage: String, locale: String) -> [XLIFFUnit]? {
        guard let source = entry.localizations[sourceLanguage], let format = source.content.stringUnit, !source.substitutions.isEmpty,
              source.content.plural.isEmpty, source.content.device.isEmpty,
              source.substitutions.allSatisfy({ substitution in
                  !substitution.content.plural.isEmpty && substitution.content.plural.allSatisfy { $0.content.stringUnit != nil }
              }) else { return nil }
        let target = entry.localizations[locale]
        let translated = target?.content.stringUnit
        let value = translated?.isUntranslated == true && locale != sourceLanguage ? nil : translated?.value
        var units = [XLIFFUnit(id: entry.key, source: format.value, target: value, note: entry.comment, location: entry.location,
                               state: value == nil ? nil : xliffState(translated?.state))]
        for substitution in source.substitutions {
            let theirs = target?.substitutions.first { $0.name == substitution.name }
            let argument = argument(substitution)
            units += caseUnits(idPrefix: entry.key + separator + "substitutions.\(substitution.name).plural.", kind: "plural",
                               cases: substitution.content.plural, targetCases: theirs?.content.plural ?? [],
                               entry: entry, sourceLanguage: sourceLanguage, locale: locale)
                .map { unit in
                    var unit = unit
                    unit.source = unit.source.replacingOccurrences(of: "%arg", with: argument)
                    unit.target = unit.target?.replacingOccurrences(of: "%arg", with: argument)
                    return unit
                }
        }
        return units
    }

    private static func caseUnits(idPrefix: String, kind: String, cases: [CatalogCase], targetCases: [CatalogCase],
                                  entry: CatalogEntry, sourceLanguage: String, locale: String) -> [XLIFFUnit] {
        var names = cases.map(\.name)
        if kind == "plural" {
            // The cases the target language selects, in CLDR's order.
            let needed = PluralRules.categories(for: locale).map(\.rawValue) + targetCases.map(\.name)
            for name in needed where !names.contains(name) { names.append(name) }
            let order = PluralCategory.allCases.map(\.rawValue)
            names.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        }
        let other = cases.first { $0.name == "other" }?.content.stringUnit?.value
        return names.compactMap { name in
            guard let text = cases.first(where: { $0.name == name })?.content.stringUnit?.value ?? other else { return nil }
            let translated = targetCases.first { $0.name == name }?.content.stringUnit
            // A unit without a value in another language was never translated; `new` with one is a translation.
            let value = translated?.isUntranslated == true && locale != sourceLanguage ? nil : translated?.value
            return XLIFFUnit(id: idPrefix + name, source: text, target: value, note: entry.comment,
                             location: entry.location, state: value == nil ? nil : xliffState(translated?.state))
        }
    }
}
