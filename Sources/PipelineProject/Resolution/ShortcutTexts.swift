import PipelineCore
import PipelineFormats

/// A quick action's title or subtitle as one locale shows it.
public struct ShortcutText: Sendable {
    public enum Field: String, Sendable {
        case title, subtitle
    }

    public var item: ShortcutItem
    public var field: Field
    public var locale: String
    /// The table and key it is looked up under (InfoPlist and the Info.plist value for static items).
    public var table: String?
    public var key: String?
    /// The text shown: the translation, or in the development locale the
    /// Info.plist value or the code's default value.
    public var text: String
    /// The table entry the text came from, if any.
    public var entry: StringsEntry?
    /// Where the text is written when no table entry is.
    public var written: SourceLocation
    /// For a plural key, the form this text is (one text per form the locale uses).
    public var plural: PluralForms.Form? = nil

    /// Where a fix belongs: the translation's entry, else where the text is written.
    public var location: SourceLocation { entry?.location ?? written }
}

/// The quick actions of one app: its Info.plist items and those its code makes.
public struct ShortcutGroup: Sendable {
    public var spec: ShortcutSpec?
    /// Index into `Project.specs` of `spec`.
    public var specIndex: Int?
    public var items: [ShortcutItem]
}

/// What each locale shows of each quick action, worked out once per project.
package enum ShortcutTexts {
    /// Static items per spec, with the dynamic items of that app after them;
    /// dynamic items of no known app form a group of their own.
    package static func groups(_ project: Project) -> [ShortcutGroup] {
        var groups = project.specs.enumerated().map { ShortcutGroup(spec: $0.element, specIndex: $0.offset, items: $0.element.items) }
        var orphans: [ShortcutItem] = []
        for dynamic in project.dynamicItems {
            if let spec = dynamic.spec, groups.indices.contains(spec) {
                groups[spec].items.append(dynamic.item)
            } else {
                orphans.append(dynamic.item)
            }
        }
        if !orphans.isEmpty { groups.append(ShortcutGroup(spec: nil, specIndex: nil, items: orphans)) }
        return groups
    }

    /// Every title and subtitle as each locale shows it. A locale without a
    /// translation is left out (missing-translation reports it); a literal
    /// title is measured in the development locale only; a text set at run
    /// time is not measured; a plural is measured form by form (`PluralForms`).
    package static func texts(_ project: Project, lookup: TableLookup) -> [ShortcutText] {
        var texts: [ShortcutText] = []
        for (specIndex, spec) in project.specs.enumerated() {
            let roots = project.roots(ofSpec: specIndex)
            for locale in [lookup.baseLocale] + lookup.translatedLocales(of: roots) {
                for item in spec.items {
                    for field in [ShortcutText.Field.title, .subtitle] {
                        guard let key = field == .title ? item.title : item.subtitle, !key.isEmpty else { continue }
                        let entry = lookup.resolve(key, table: TableName.infoPlist, locale: locale, in: roots)
                        if entry == nil && !lookup.isBase(locale) { continue }
                        let written = item.location(of: field == .title ? ShortcutKey.title : ShortcutKey.subtitle)
                        texts.append(ShortcutText(item: item, field: field, locale: locale, table: TableName.infoPlist, key: key,
                                                  text: entry?.value ?? key, entry: entry, written: written))
                    }
                }
            }
        }
        for dynamic in project.dynamicItems {
            let roots = dynamic.roots.map { project.roots[$0] }
            let locales = [lookup.baseLocale] + lookup.translatedLocales(of: roots)
            for field in [ShortcutText.Field.title, .subtitle] {
                switch field == .title ? dynamic.item.titleSource : dynamic.item.subtitleSource {
                case let .localized(table, key, defaultValue, location)?:
                    for locale in locales {
                        let entry = lookup.resolve(key, table: table, locale: locale, in: roots)
                        // A plural's text depends on the count: each form the locale uses is measured.
                        if entry == nil, let plural = lookup.resolvePlural(key, table: table, locale: locale, in: roots) {
                            for form in PluralForms.forms(of: plural, locale: locale) {
                                texts.append(ShortcutText(item: dynamic.item, field: field, locale: locale, table: table, key: key,
                                                          text: form.text, entry: nil, written: form.location, plural: form))
                            }
                            continue
                        }
                        if entry == nil && !lookup.isBase(locale) { continue }
                        texts.append(ShortcutText(item: dynamic.item, field: field, locale: locale, table: table, key: key,
                                                  text: entry?.value ?? defaultValue ?? key, entry: entry, written: location))
                    }
                case let .literal(text, location)?:
                    texts.append(ShortcutText(item: dynamic.item, field: field, locale: lookup.baseLocale, table: nil, key: nil,
                                              text: text, entry: nil, written: location))
                case .unknown?, nil:
                    continue
                }
            }
        }
        return texts
    }
}

extension Project {
    /// The roots that localize spec `index`.
    package func roots(ofSpec index: Int) -> [LocalizationRoot] {
        specRoots.indices.contains(index) ? specRoots[index].map { roots[$0] } : []
    }
}
