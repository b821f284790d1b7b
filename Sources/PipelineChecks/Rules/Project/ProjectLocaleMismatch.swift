import PipelineCore
import PipelineFormats
import PipelineProject

/// The Xcode project's localizations (`knownRegions`) and the locales whose
/// tables ship should be the same list. A region listed with no table is a
/// language the project promises and the app never offers (iOS offers the
/// languages of the tables it ships); tables for a locale the project does
/// not list ship, but Xcode's Localizations list and its exports leave them
/// out, so translators never get their new strings.
public struct ProjectLocaleMismatch: Check {
    public static let code = "project-locale-mismatch"
    public static let summary = "The Xcode project's localizations (knownRegions) and the locales whose tables ship differ: a listed locale without tables, or shipped tables for a locale the project does not list."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        // French is a localization of the project, but nothing was translated.
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])
            .inProject([ExampleTarget("Notes")], knownRegions: ["en", "de", "↓↓fr"])),
        // Japanese ships, but Xcode does not know it as a localization.
        .triggers(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"],
                                          "ja": [TableName.localizable: "↓↓\"a\" = \"エー\";"]])
            .inProject([ExampleTarget("Notes")], knownRegions: ["en"])),
        // Old projects name regions in English; "English" is en.
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "de": [TableName.localizable: "\"a\" = \"B\";"]])
            .inProject([ExampleTarget("Notes")], knownRegions: ["English", "de"])),
        .passes(ExampleProject(tables: ["en": [TableName.localizable: "\"a\" = \"A\";"], "zh-Hans": [TableName.localizable: "\"a\" = \"甲\";"]])
            .inProject([ExampleTarget("Notes")], knownRegions: ["en", "zh-hans"])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        // XcodeGen lists no regions: nothing to compare.
        let listing = project.xcodeProjects.filter { !$0.knownRegions.isEmpty && !$0.shippedTargets.isEmpty }
        guard !listing.isEmpty else { return [] }
        var listed: [String: (region: String, project: XcodeProject)] = [:]
        for xcode in listing {
            for region in xcode.knownRegions where listed[Self.normalized(region)] == nil { listed[Self.normalized(region)] = (region, xcode) }
        }
        // Each locale with tables, and its first table a target of these
        // projects copies (a Swift package's resources are no project's
        // localizations), where a finding about it points.
        var present: Set<String> = []
        var shipped: [String: (locale: String, file: String)] = [:]
        for root in project.roots {
            for locale in root.locales.keys.sorted() where locale != TableName.base {
                guard let tables = root.locales[locale] else { continue }
                present.insert(Self.normalized(locale))
                let files = tables.tables.keys.sorted().compactMap { tables.tables[$0]?.path } + tables.plurals.keys.sorted().compactMap { tables.plurals[$0]?.path }
                guard shipped[Self.normalized(locale)] == nil, let file = files.first(where: { file in listing.contains { $0.ships(file) } }) else { continue }
                shipped[Self.normalized(locale)] = (locale, file)
            }
        }
        // A repository's other apps share the project's localizations: a locale one of them ships is the project's.
        present.formUnion((project.application?.otherAppsLocales ?? []).map(Self.normalized))
        var findings: [Diagnostic] = []
        let development = Set(listing.compactMap(\.developmentRegion).map(Self.normalized) + [Self.normalized(context.baseLocale)])
        for key in listed.keys.sorted() where !present.contains(key) && !development.contains(key) {
            guard let (region, xcode) = listed[key] else { continue }
            let name = xcode.path.lastComponent
            findings.append(finding("\(region): \(name) lists \(region) as a localization, but no table ships for it, so the app is not offered in \(region): translate it, or remove the localization from the project",
                                    at: SourceLocation(file: xcode.path)))
        }
        for key in shipped.keys.sorted() where listed[key] == nil {
            guard let (locale, file) = shipped[key] else { continue }
            let names = listing.map { $0.path.lastComponent }.joined(separator: ", ")
            findings.append(finding("\(locale): tables ship for \(locale) (\(context.relativePath(file))), but \(names) does not list it as a localization, so Xcode's exports leave it out and its new strings never reach translators: add \(locale) to the project's localizations",
                                    locale: locale, at: SourceLocation(file: file)))
        }
        return findings
    }

    /// Old projects name regions in English (`English`, `German`); case and `_` vary.
    package static func normalized(_ region: String) -> String {
        let legacy = ["english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it", "dutch": "nl"]
        let lowered = region.lowercased().replacingOccurrences(of: "_", with: "-")
        return legacy[lowered] ?? lowered
    }
}
