import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// One App Shortcut on a locale's page: its short title and its phrases as
/// they will be spoken, the app's name put in for `${applicationName}`.
public struct ReportAppShortcut: Sendable, Equatable, Codable {
    /// The intent's type (`StartWorkoutIntent`), when the code names it.
    public var intent: String?
    /// The short title in this locale (its `Localizable` translation, else the development text).
    public var shortTitle: String?
    public var phrases: [ReportPhrase]
}

public struct ReportPhrase: Sendable, Equatable, Codable {
    public enum Problem: String, Sendable, Codable {
        /// The locale's AppShortcuts table lacks it: Siri does not know it in this language.
        case missing
        /// No `${applicationName}`: Siri drops the phrase.
        case noApplicationName = "no-application-name"
        /// Other `${…}` parameters than the phrase's.
        case parametersChanged = "parameters-changed"
    }

    /// The phrase's key (the development phrase, as Xcode writes it).
    public var key: String
    /// The locale's text (the development text when the locale lacks it).
    public var text: String
    /// As spoken: the app's name in place of its token, a parameter as `‹workout›`.
    public var spoken: String
    public var problems: [Problem]
}

/// Builds the App Shortcuts of a locale's page from the code's declarations
/// and the locale's `AppShortcuts` and `Localizable` tables.
package struct ReportAppShortcuts {
    package let context: ProjectResolution

    package func shortcuts(locale: String) -> [ReportAppShortcut]? {
        let project = context.project
        let declared = project.code?.appShortcuts ?? []
        guard !declared.isEmpty else { return nil }
        let roots = project.roots
        // The app's name as its own InfoPlist table localizes it: an extension's table names the extension.
        let own = project.application.map { $0.roots.map { project.roots[$0] } } ?? roots
        let name = [locale, project.baseLocale].lazy.compactMap {
            context.resolve("CFBundleDisplayName", table: TableName.infoPlist, locale: $0, in: own)?.value
        }.first ?? project.displayName ?? "‹app name›"
        return declared.map { shortcut in
            let title = shortcut.shortTitle.map { key in context.resolve(key, table: TableName.localizable, locale: locale, in: roots)?.value ?? key }
            let phrases = shortcut.phrases.map { phrase -> ReportPhrase in
                let found = context.resolve(phrase.key, table: AppShortcutTokens.table, locale: locale, in: roots)?.value
                let text = found ?? phrase.key
                var problems: [ReportPhrase.Problem] = []
                if found == nil && !context.isBase(locale) { problems.append(.missing) }
                if AppShortcutTokens.applicationNameCount(in: text) == 0 { problems.append(.noApplicationName) }
                if AppShortcutTokens.parameters(in: text).sorted() != AppShortcutTokens.parameters(in: phrase.key).sorted() {
                    problems.append(.parametersChanged)
                }
                return ReportPhrase(key: phrase.key, text: text, spoken: Self.spoken(text, appName: name), problems: problems)
            }
            return ReportAppShortcut(intent: shortcut.intent, shortTitle: title, phrases: phrases)
        }
    }

    /// `Start ${workout} in ${applicationName}` → `Start ‹workout› in Stride`.
    package static func spoken(_ text: String, appName: String) -> String {
        var out = ""
        var from = text.startIndex
        for token in AppShortcutTokens.tokens(in: text) {
            out += text[from..<token.range.lowerBound]
            out += token.name == AppShortcutTokens.applicationName ? appName : "‹\(token.name)›"
            from = token.range.upperBound
        }
        return out + text[from...]
    }
}
