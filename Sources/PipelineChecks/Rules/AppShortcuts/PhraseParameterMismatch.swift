import PipelineCore
import PipelineFormats
import PipelineProject

/// A phrase's parameters are what Siri asks for or fills in: `${workout}`
/// in the table stands for the intent's `@Parameter var workout`. A
/// translation must keep each token unchanged (a translated or dropped
/// token makes the phrase unusable in that language), and a token must name
/// a parameter of the shortcut's intent (Xcode's build rejects it).
public struct PhraseParameterMismatch: Check {
    public static let code = "phrase-parameter-mismatch"
    public static let summary = "An App Shortcut phrase's translation has other ${…} parameter tokens than the phrase, or a phrase names a parameter its intent does not have."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start ${workout} in ${applicationName}\" = \"Start ${workout} in ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "↓\"Start ${workout} in ${applicationName}\" = \"${Training} in ${applicationName} starten\";"],
        ])),
        .triggers(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"Start \\(\\.$route) in \\(.applicationName)\""])])),
        // Order may change with the language; the tokens may not.
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Start ${workout} in ${applicationName}\" = \"Start ${workout} in ${applicationName}\";"],
            "ja": [AppShortcutTokens.table: "\"Start ${workout} in ${applicationName}\" = \"${applicationName}で${workout}を開始\";"],
            "tr": [AppShortcutTokens.table: "\"Start ${workout} in ${applicationName}\" = \"${applicationName}'ta ${workout} başlat\";"],
        ], code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Start \\(\\.$workout) in \\(.applicationName)\""])])),
        // A literal "${" is text, not a token to keep (issue 50).
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Pay ${5 for ${workout} in ${applicationName}\" = \"Pay ${5 for ${workout} in ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "\"Pay ${5 for ${workout} in ${applicationName}\" = \"${workout} in ${applicationName} für ${5 zahlen\";"],
        ])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let index = AppShortcutIndex(code: context.project.code)
        var result: [Diagnostic] = []
        for shortcut in index.shortcuts {
            guard let intent = shortcut.intent.flatMap({ index.intents[$0] }) else { continue }
            for phrase in shortcut.phrases {
                let unknown = AppShortcutTokens.parameters(in: phrase.key).filter { !intent.parameters.contains($0) }
                guard !unknown.isEmpty else { continue }
                let has = intent.parameters.isEmpty ? "has no parameters" : "has \(intent.parameters.map { "${\($0)}" }.joined(separator: ", "))"
                result.append(finding("\(context.baseLocale): \(index.described(phrase.key)) names \(unknown.map { "${\($0)}" }.joined(separator: ", ")), which \(intent.name) does not have (it \(has))",
                                      locale: context.baseLocale, key: phrase.key, table: AppShortcutTokens.table, at: phrase.location))
            }
        }
        // Cut as a text is: a translation may hold thousands of tokens.
        let listed = { (names: [String]) in names.isEmpty ? "none" : names.map { "${\($0)}" }.joined(separator: ", ").escapedForMessage }
        for set in AppShortcutIndex.phraseSets(in: context.project) where !context.isBase(set.locale) {
            guard let first = set.keys.first else { continue }
            // A string set's texts may each leave out a parameter; none may bring one its phrases lack.
            let allowed = Set(set.keys.flatMap { AppShortcutTokens.parameters(in: $0) })
            for (text, location) in set.values where !EmptyTranslation.isBlank(text) {
                let found = AppShortcutTokens.parameters(in: text).sorted()
                if set.isSet {
                    let foreign = found.filter { !allowed.contains($0) }
                    guard !foreign.isEmpty else { continue }
                    result.append(finding("\(set.locale): \(index.subject(of: set, isBase: false)), \"\(text.escapedForMessage)\", has \(listed(foreign)), which none of its phrases has (they have \(listed(allowed.sorted()))): keep each ${…} token as it is",
                                          locale: set.locale, key: first, table: AppShortcutTokens.table, at: location))
                } else {
                    let expected = AppShortcutTokens.parameters(in: first).sorted()
                    guard expected != found else { continue }
                    result.append(finding("\(set.locale): the translation of \(index.described(first)) has the parameters \(listed(found)), the phrase \(listed(expected)): keep each ${…} token as it is",
                                          locale: set.locale, key: first, table: AppShortcutTokens.table, at: location))
                }
            }
        }
        return result
    }
}
