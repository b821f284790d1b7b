/// An App Shortcut as the code declares it: `AppShortcut(intent:phrases:shortTitle:systemImageName:)`
/// in the `appShortcuts` of an `AppShortcutsProvider`.
public struct AppShortcutDeclaration: Sendable, Equatable {
    /// The type that declares it (the provider).
    public var provider: String
    /// The intent's type (`StartWorkoutIntent` of `StartWorkoutIntent()`), when written as a call.
    public var intent: String?
    /// The phrases, keys as Xcode writes them (`Start ${workout} in ${applicationName}`).
    public var phrases: [AppShortcutPhrase]
    /// Phrases named by a constant (`Phrases.start`) that `CodeExtraction.resolveAppShortcutPhrases` looks up.
    public var pendingPhrases: [PendingPhrase] = []
    /// The `shortTitle:` key (a `LocalizedStringResource` of the `Localizable` table).
    public var shortTitle: String?
    public var systemImageName: String?
    /// Where the `AppShortcut(` call starts.
    public var location: SourceLocation

    public init(provider: String, intent: String?, phrases: [AppShortcutPhrase], shortTitle: String? = nil,
                systemImageName: String? = nil, location: SourceLocation) {
        self.provider = provider
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.location = location
    }

    /// A phrase given by name, and where the name is written.
    public struct PendingPhrase: Sendable, Equatable {
        public var name: [String]
        public var location: SourceLocation

        package init(name: [String], location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }
}

/// One phrase of an App Shortcut.
public struct AppShortcutPhrase: Sendable, Equatable {
    /// The phrase's key: the literal with `\(.applicationName)` written
    /// `${applicationName}` and `\(\.$workout)` written `${workout}`, as
    /// Xcode writes it into `AppShortcuts.xcstrings`.
    public var key: String
    /// The literal's place.
    public var location: SourceLocation

    public init(key: String, location: SourceLocation) {
        self.key = key
        self.location = location
    }

    /// The phrase as a use of its key in the `AppShortcuts` table; the key is the development text.
    public var use: LocalizedStringUse {
        LocalizedStringUse(key: key, table: AppShortcutTokens.table, kind: .appShortcutPhrase, function: "AppShortcut.phrases",
                           file: location.file, line: location.line ?? 1, column: location.column ?? 1)
    }
}

/// An App Intent type: its title (a `Localizable` key) and its parameters'
/// names, which are all a phrase's `${…}` tokens may name.
public struct AppIntentDeclaration: Sendable, Equatable {
    public var name: String
    public var title: String?
    /// `@Parameter` properties, by name.
    public var parameters: [String]
    public var location: SourceLocation

    public init(name: String, title: String? = nil, parameters: [String] = [], location: SourceLocation) {
        self.name = name
        self.title = title
        self.parameters = parameters
        self.location = location
    }
}

/// The `${…}` tokens of App Shortcut phrases.
public enum AppShortcutTokens {
    /// The token every phrase must hold: the app's name, which Siri fills in.
    public static let applicationName = "applicationName"
    /// The table App Shortcut phrases are looked up in.
    public static let table = "AppShortcuts"
    /// Apple's limit on App Shortcuts per app.
    public static let maximumShortcuts = 10

    /// The names of the `${name}` tokens in the order written.
    public static func names(in text: String) -> [String] {
        tokens(in: text).map { String($0.name) }
    }

    /// Each `${name}` token: where it is written and its name. One pass over
    /// the text: `range(of:)` on the rest copied the rest for every token,
    /// 16 s for 160,000 tokens in one translation (issue 50).
    public static func tokens(in text: String) -> [(range: Range<String.Index>, name: Substring)] {
        var tokens: [(range: Range<String.Index>, name: Substring)] = []
        var index = text.startIndex
        while let dollar = text[index...].firstIndex(of: "$") {
            let open = text.index(after: dollar)
            guard open < text.endIndex else { break }
            guard text[open] == "{" else { index = open; continue }
            let start = text.index(after: open)
            guard let end = text[start...].firstIndex(of: "}") else { break }
            index = text.index(after: end)
            tokens.append((dollar..<index, text[start..<end]))
        }
        return tokens
    }

    /// The tokens other than the app's name: the phrase's parameters.
    public static func parameters(in text: String) -> [String] {
        names(in: text).filter { $0 != applicationName }
    }

    /// How many times the app name's token occurs.
    public static func applicationNameCount(in text: String) -> Int {
        names(in: text).filter { $0 == applicationName }.count
    }
}
