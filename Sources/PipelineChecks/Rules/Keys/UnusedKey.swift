import PipelineCore
import PipelineFormats
import PipelineProject

/// A key nothing refers to: translators keep paying for it. Off with
/// `--no-unused-keys` or `unused_keys: false` when keys are built at run time.
public struct UnusedKey: Check {
    public static let code = "unused-key"
    public static let summary = "A key of a development table that no code uses (only for tables that code uses); its translations are then not reported missing."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n↓\"Old\" = \"Old\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
        // Used only through the app's own wrapper (found without settings), or, in a table read with
        // run-time keys (VLC's Settings), written as a literal the code hands on.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n\"home.title\" = \"Departures\";",
                            "Root": "\"SETTINGS_TITLE\" = \"Settings\";\n\"SETTINGS_ABOUT\" = \"About\";"]],
            code: ["Loc.swift": "func XLoc(_ key: String, value: String) -> String { NSLocalizedString(key, value: value, comment: \"\") }",
                   "Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")\nlet h = XLoc(\"home.title\", value: \"Departures\")",
                   "Settings.swift": """
                       struct Item { let title: String }
                       let items = [Item(title: "SETTINGS_ABOUT")]
                       let header = settingsBundle.localizedString(forKey: "SETTINGS_TITLE", value: nil, table: "Root")
                       func title(_ item: Item) -> String { settingsBundle.localizedString(forKey: item.title, value: nil, table: "Root") }
                       """])),
        // Handed on through the app's own code in a way not followed (a wrapper of a wrapper, a
        // literal kept in a model): a key written as a literal anywhere is used (Delta Chat).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n\"timer_1_hour\" = \"1 hour\";\n\"timer_1_day\" = \"1 day\";"]],
            code: ["Stock.swift": """
                extension String { static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
                func setStockTranslation(id: Int, localizationKey: String) { store(id, String.localized(localizationKey)) }
                struct Timer { let key: String }
                let timers = [Timer(key: "timer_1_day")]
                func start() {
                    let t = NSLocalizedString("Play", comment: "")
                    setStockTranslation(id: 1, localizationKey: "timer_1_hour")
                }
                """])),
        // Read through a type a script generates from the table at build time, which the
        // repository lacks (Kiwix's `LocalString`): each member names its key; one no code names is unused.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: [
                "\"common.button.yes\" = \"Yes\";", "\"common.button.no\" = \"No\";", "\"library.title\" = \"Library\";",
                "\"search.bar.placeholder\" = \"Search\";", "\"zim_file.action.open\" = \"Open\";", "↓\"settings.old_title\" = \"Old\";",
            ].joined(separator: "\n")]],
            code: ["Views.swift": """
                let yes = LocalString.common_button_yes, no = LocalString.common_button_no
                let title = Text(LocalString.library_title)
                let prompt = LocalString.search_bar_placeholder
                func open() -> String { LocalString.zim_file_action_open }
                """])),
        // ...but not a subscript's key, which names a value (Delta Chat's `userInfo["answer_call"]`).
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n↓\"answer_call\" = \"Answer\";"]],
            code: ["Calls.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")\nlet isCall = userInfo[\"answer_call\"] != nil"])),
        // A key a run-time key's fixed start matches is that code's.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";\n\"speed.fast\" = \"Fast\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")\nlet s = NSLocalizedString(\"speed.\\(name)\", comment: \"\")"])),
        // Passed to the app's own LocalizedStringKey parameter (a memberwise one here), or
        // made by `\(n)` of a type not known (%@) where the table says %lld: used.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"empty.title\" = \"Nothing here\";\n\"Preview %lld items\" = \"Preview %lld items\";"]],
            code: ["EmptyState.swift": "import SwiftUI\nstruct EmptyState: View {\n    let title: LocalizedStringKey\n    var body: some View { Text(title) }\n}",
                   "Home.swift": "import SwiftUI\nstruct Home: View {\n    var body: some View {\n        EmptyState(title: \"empty.title\")\n        ForEach(1..<3) { n in Text(\"Preview \\(n) items\") }\n    }\n}"])),
        // Today's SwiftUI: a literal without a letter (still looked up, and Xcode extracts it), one
        // assigned to a property declared LocalizedStringKey, one made into an enum case's key value.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"  ·  \" = \"  ·  \";\n\"%@\" = \"%@\";\n\"error.offline\" = \"Offline\";\n\"tags.empty\" = \"No tags\";\n\"tags.many\" = \"Too many\";"]],
            code: ["Row.swift": """
                import SwiftUI
                struct Row: View {
                    @State private var error: LocalizedStringKey?
                    var body: some View { Text("\\(name)") + Text("  ·  ") }
                    func load() { error = "error.offline" }
                }
                enum Validation { case valid, invalid(reason: LocalizedStringKey) }
                func check(_ tags: [String]) -> Validation { tags.isEmpty ? .invalid(reason: "tags.empty") : .invalid(reason: "tags.many") }
                """])),
        // A key read through a member that gives back literals (`func pushKey() -> String`): each is used.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Cancel\" = \"Cancel\";\n\"push.follow\" = \"%@ followed you\";\n\"push.boost\" = \"%@ boosted\";"]],
            code: ["Kind.swift": "enum Kind {\n    case follow, boost\n    func pushKey() -> String {\n        switch self {\n        case .follow: \"push.follow\"\n        case .boost: \"push.boost\"\n        }\n    }\n}",
                   "Push.swift": "let cancel = NSLocalizedString(\"Cancel\", comment: \"\")\nfunc body(_ kind: Kind) -> String { NSLocalizedString(kind.pushKey(), comment: \"\") }"])),
        // A table that no code names is left alone (storyboards and settings bundles use keys too).
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Play\" = \"Play\";", "Settings": "\"Old\" = \"Old\";"]],
            code: ["Player.swift": "let t = NSLocalizedString(\"Play\", comment: \"\")"])),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let dead = context.resolution.deadKeys
        return context.project.roots.indices.flatMap { rootIndex -> [Diagnostic] in
            let root = context.project.roots[rootIndex]
            guard let base = context.baseTables(root) else { return [] }
            return base.tables.keys.sorted().filter { $0 != TableName.infoPlist }.flatMap { name -> [Diagnostic] in
                let unused = dead.keys(root: rootIndex, table: name)
                guard !unused.isEmpty, let file = base.tables[name] else { return [] }
                // A catalog's table is named as the catalog, not as a .strings file it does not have.
                let path = context.fileName(table: name, locale: context.baseLocale, root: root, basePath: file.path)
                return file.lookup.winners.filter { unused.contains($0.key) }.map { entry in
                    finding("\"\(entry.key.escapedForMessage)\" in \(path) is not used in code",
                            locale: context.baseLocale, key: entry.key, table: name, at: entry.location)
                }
            }
        }
    }
}
