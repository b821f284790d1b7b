import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// Two App Shortcuts with the same phrase in one language: Siri cannot tell
/// which one the user means. Compared as Siri hears them: letter case,
/// width (full- and half-width forms) and surrounding white space ignored.
public struct DuplicatePhrase: Check {
    public static let code = "duplicate-phrase"
    public static let summary = "Two App Shortcuts share a phrase in one language (ignoring case and width), so Siri cannot tell them apart."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(code: ["Shortcuts.swift": AppShortcutExamples.provider(shortcuts: [
            ["\"Start \\(.applicationName)\""], ["↓\"start \\(.applicationName)\""],
        ])])),
        // Two phrases apart in English, one in German.
        .triggers(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Begin ${applicationName}\" = \"Begin ${applicationName}\";\n\"Start ${applicationName}\" = \"Start ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "\"Begin ${applicationName}\" = \"${applicationName} starten\";\n↓\"Start ${applicationName}\" = \"${applicationName} Starten\";"],
        ], code: ["Shortcuts.swift": AppShortcutExamples.provider(shortcuts: [["\"Begin \\(.applicationName)\""], ["\"Start \\(.applicationName)\""]])])),
        // One shortcut may say the same thing twice; that hurts nobody.
        .passes(ExampleProject(tables: [
            "en": [AppShortcutTokens.table: "\"Begin ${applicationName}\" = \"Begin ${applicationName}\";\n\"Start ${applicationName}\" = \"Start ${applicationName}\";"],
            "de": [AppShortcutTokens.table: "\"Begin ${applicationName}\" = \"${applicationName} starten\";\n\"Start ${applicationName}\" = \"${applicationName} starten\";"],
        ], code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Begin \\(.applicationName)\"", "\"Start \\(.applicationName)\""])])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let index = AppShortcutIndex(code: context.project.code)
        var result: [Diagnostic] = []
        // In code: the development language's phrases, shortcut against shortcut.
        var seen: [String: (shortcut: Int, phrase: String)] = [:]
        for (number, shortcut) in index.shortcuts.enumerated() {
            for phrase in shortcut.phrases {
                let folded = Self.folded(phrase.key, locale: context.baseLocale)
                if let first = seen[folded] {
                    if first.shortcut != number {
                        result.append(finding("\(context.baseLocale): \(index.described(phrase.key)) is also a phrase of \(index.shortcuts[first.shortcut].intent ?? "another App Shortcut") (\"\(first.phrase.escapedForMessage)\"): Siri cannot tell them apart",
                                              locale: context.baseLocale, key: phrase.key, table: AppShortcutTokens.table, at: phrase.location))
                    }
                } else {
                    seen[folded] = (number, phrase.key)
                }
            }
        }
        // In each translation: the phrases of different shortcuts (all phrases are apart when code is not read).
        var translated: [String: [String: (keys: [String], text: String)]] = [:]
        for set in AppShortcutIndex.phraseSets(in: context.project) where !context.isBase(set.locale) {
            guard let first = set.keys.first else { continue }
            let ours = index.shortcutsByPhrase[first] ?? []
            for (text, location) in set.values where !EmptyTranslation.isBlank(text) {
                let folded = Self.folded(text, locale: set.locale)
                let place = "\(set.root) \(set.locale)"
                guard let earlier = translated[place]?[folded] else { translated[place, default: [:]][folded] = (set.keys, text); continue }
                // The same set, or the same shortcut: one shortcut may say a thing twice.
                if earlier.keys == set.keys { continue }
                let theirs = earlier.keys.first.flatMap { index.shortcutsByPhrase[$0] } ?? []
                guard ours.isEmpty || theirs.isEmpty || Set(ours).isDisjoint(with: theirs) else { continue }
                result.append(finding("\(set.locale): \(index.subject(of: set, isBase: false)), \"\(text.escapedForMessage)\", is also that of \"\((earlier.keys.first ?? "").escapedForMessage)\": Siri cannot tell the two apart",
                                      locale: set.locale, key: first, table: AppShortcutTokens.table, at: location))
            }
        }
        return result
    }

    package static func folded(_ text: String, locale: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .widthInsensitive], locale: Locale(identifier: locale))
    }
}
