import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// Translations whose String Catalog state is `new`: they have a value, so
/// they are translations and ship (docs/formats.md, "String Catalog
/// states"), but nobody marked them translated in Xcode. Catalogs exported by
/// translation platforms carry every translation so. Information, not a
/// fault: one note per catalog and language, never one per key.
public struct TranslationMarkedNew: Check {
    public static let code = "translation-marked-new"
    public static let summary = "A String Catalog's translations in a language are in the state new (not reviewed in Xcode): one note per catalog and language; they ship as written."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Search", localizations: [
                JSONMember(key: "en", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Search", state: CatalogState.new))])),
                JSONMember(key: "↓de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Suchen", state: CatalogState.new))])),
            ]),
            CatalogExamples.entry("Share", localizations: [
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Teilen", state: CatalogState.new))])),
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Partager"))])),
            ]),
        ])])),
        // Reviewed translations, the development language's own `new` units (Xcode writes them so), and no value at all (missing, not new).
        .passes(ExampleProject(catalogs: [TableName.localizable: CatalogExamples.catalog([
            CatalogExamples.entry("Search", localizations: [
                JSONMember(key: "en", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Search", state: CatalogState.new))])),
                JSONMember(key: "de", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("Suchen"))])),
                JSONMember(key: "fr", value: .object([JSONMember(key: "stringUnit", value: CatalogExamples.stringUnit("", state: CatalogState.new))])),
            ]),
        ])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root in
            root.catalogs.flatMap { catalog -> [Diagnostic] in
                var count: [String: (units: Int, keys: Int, at: SourceLocation)] = [:]
                for entry in catalog.entries where catalog.translates(entry) && !entry.isStale {
                    for (locale, localization) in entry.localizations where locale != catalog.sourceLanguage {
                        let marked = localization.stringUnits.filter { $0.state == CatalogState.new && !$0.value.isEmpty }.count
                            + (localization.content.stringSet.map { $0.state == CatalogState.new && !$0.isUntranslated ? 1 : 0 } ?? 0)
                        guard marked > 0 else { continue }
                        // Entries come in file order: the first one counted is where the finding points.
                        let earlier = count[locale]
                        count[locale] = ((earlier?.units ?? 0) + marked, (earlier?.keys ?? 0) + 1, earlier?.at ?? localization.location)
                    }
                }
                return count.keys.sorted().compactMap { locale in
                    guard let found = count[locale] else { return nil }
                    let keys = found.keys == 1 ? "1 key" : "\(Count.text(found.keys)) keys"
                    return finding("\(locale): \(keys) of \(catalog.path.lastComponent) \(found.keys == 1 ? "has its" : "have their") translation in the state new (not reviewed in Xcode); they ship as written\(found.units == found.keys ? "" : " (\(Count.text(found.units)) strings, forms included)")",
                                   locale: locale, table: catalog.tableName, at: found.at)
                }
            }
        }
    }
}
