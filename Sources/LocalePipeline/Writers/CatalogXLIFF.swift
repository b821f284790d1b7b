/// How Xcode names a String Catalog's variations in XLIFF: one trans-unit per
/// case, `key|==|plural.one`, `key|==|device.iphone` (Xcode 15 and later; a
/// `.stringsdict` keeps its `/key:dict/...:dict/:string` ids). The source of a
/// plural case the development language lacks is its `other` text, as
/// Xcode's is; a case the target language needs is listed even when it has
/// no translation yet.
///
/// Covered: a plural or a device variation of the whole string, one level
/// deep. Substitutions and nested variations keep the `.stringsdict` ids
/// (`XLIFFPlurals`), which import reads back as before.
enum CatalogXLIFF {
    static let separator = "|==|"

    /// `<target state>` for a catalog string unit's state: Xcode's mapping
    /// (`needs_review` is `needs-review-translation`).
    static func xliffState(_ catalogState: String?) -> String? {
        switch catalogState {
        case CatalogState.needsReview: "needs-review-translation"
        default: catalogState
        }
    }

    /// The catalog state an imported translation gets: to be reviewed when
    /// the XLIFF says so (`needs-review-translation`, `-l10n`, `-adaptation`),
    /// otherwise translated.
    static func catalogState(_ xliffState: String?) -> String {
        xliffState?.hasPrefix("needs-review") == true ? CatalogState.needsReview : CatalogState.translated
    }

    /// The variation kind and case of an id: `("plural", "one")`.
    static func parse(id: String) -> (key: String, kind: String, name: String)? {
        guard let range = id.range(of: separator, options: .backwards) else { return nil }
        let path = id[range.upperBound...].split(separator: ".", maxSplits: 1).map(String.init)
        guard path.count == 2, path[0] == "plural" || path[0] == "device", !path[1].isEmpty else { return nil }
        return (String(id[..<range.lowerBound]), path[0], path[1])
    }

    /// The units of one entry in Xcode's form, or nil when it is not a
    /// one-level plural or device variation of the whole string.
    static func units(_ entry: CatalogEntry, sourceLanguage: String, locale: String) -> [XLIFFUnit]? {
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
            // A `new` unit in another language was never translated (Xcode's NEW).
            let value = translated?.state == CatalogState.new && locale != sourceLanguage ? nil : translated?.value
            return XLIFFUnit(id: entry.key + separator + kind + "." + name, source: text, target: value, note: entry.comment,
                             location: entry.location, state: value == nil ? nil : xliffState(translated?.state))
        }
    }
}
