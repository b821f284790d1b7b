import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// A key code uses with a development text (a default value, or a key that
/// reads as text: `Text("Cancel")`, `NSLocalizedString("BazQux")`, a
/// settings title `Licenses`) that no table has in any locale: every
/// language shows that text. Often deliberate (a brand name, a debug label),
/// sometimes a key nobody exported for translators; either way one note, not
/// an error per locale. A key that reads as a code shows raw: that is
/// `missing-translation`'s error, whatever the call (issue 48).
public struct KeyInNoTable: Check {
    public static let code = "key-in-no-table"
    public static let summary = "A key used in code whose development text reads as text (a default value, or a key written as text) is in no table of any locale, so no locale translates it (once per key)."
    public static let severity = Severity.note
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Chat.swift": "let t = ↓NSLocalizedString(\"aichat.title\", value: \"New chat\", comment: \"Title of the chat screen\")"])),
        // A key that reads as text shows that text: one note, whatever the call (`BazQux`, `mins`, `Sending...`, `DEFCON`).
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Account.swift": "let a = ↓NSLocalizedString(\"BazQux\", comment: \"Account name\")\nlet b = ↓NSLocalizedString(\"Sending...\", comment: \"\")",
                   "Cell.m": "NSString *m = ↓NSLocalizedString(@\"mins\", @\"\");"])),
        // A table no bundle has (`table: "Feed"`): every locale shows the text, and the note names the table.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Feed.swift": "let t = ↓NSLocalizedString(\"Write a comment\", tableName: \"Feed\", comment: \"Placeholder\")"])),
        // The developer asked translators to leave it alone: shown as written on purpose.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Chat.swift": "let t = NSLocalizedString(\"aichat.title\", value: \"Duck.ai\", comment: \"Not to be translated\")\nlet u = NSLocalizedString(\"Chromecast\", comment: \"Brand name, do not translate.\")"])),
        // A type named like a debug screen, in a file named so.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Settings/CalendarDebugView.swift": "struct CalendarDebugView: View { var body: some View { Text(\"Reload calendars\") } }"])),
        // A key in another letter case than the table's: shown untranslated; the note names the table's key.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Off\" = \"Off\";"], "de": [TableName.localizable: "\"Off\" = \"Aus\";"]],
            code: ["Display.swift": "let t = ↓NSLocalizedString(\"off\", comment: \"\")"])),
        // A settings picker's choices beside a label that is a key: font names and values shown as written.
        .passes(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_FONT\" = \"Font\";\n\"SETTINGS_PREAMP\" = \"Preamp\";"],
                     "de": ["Root": "\"SETTINGS_FONT\" = \"Schrift\";\n\"SETTINGS_PREAMP\" = \"Vorverstärker\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.multiValue(title: "SETTINGS_FONT", titles: ["American Typewriter", "Gill Sans", "Times New Roman"]),
                SettingsExamples.multiValue(title: "SETTINGS_PREAMP", titles: ["-12 dB", "0 dB", "12 dB"]),
            ])])),
        // A label written as text in such a pane is a text nobody gave translators.
        .triggers(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_FONT\" = \"Font\";"], "de": ["Root": "\"SETTINGS_FONT\" = \"Schrift\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.multiValue(title: "SETTINGS_FONT", titles: ["Arial", "Georgia"]),
                SettingsExamples.toggle(title: "↓Continue Media Playback"),
            ])])),
        // An acknowledgements pane: package names linking to their licence panes, licences under
        // their package's name, shown as written (Element X, Meshtastic); its own heading is text.
        .triggers(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_FONT\" = \"Font\";"], "de": ["Root": "\"SETTINGS_FONT\" = \"Schrift\";"]],
            code: ["Settings.bundle/Root.plist": SettingsExamples.pane([
                SettingsExamples.multiValue(title: "SETTINGS_FONT", titles: ["Arial", "Georgia"]),
                SettingsExamples.group(title: "↓Open-source licences"),
                SettingsExamples.childPane(title: "DeviceKit", file: "Packages/DeviceKit"),
                SettingsExamples.group(title: "GRDB", footer: "Copyright (C) 2015-2025 Gwendal Roué\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the \"Software\"), to deal in the Software without restriction."),
            ])])),
        // A pane that is mostly licences: its heading and shorter notices are shown as written too.
        .passes(ExampleProject(
            tables: ["en": ["Root": "\"SETTINGS_FONT\" = \"Font\";"], "de": ["Root": "\"SETTINGS_FONT\" = \"Schrift\";"]],
            code: ["Settings.bundle/Acknowledgments.plist": SettingsExamples.pane([
                SettingsExamples.group(title: "Portions of this application use the following material:"),
                SettingsExamples.group(title: "Starscream", footer: "Apache License\nVersion 2.0, January 2004\nhttp://www.apache.org/licenses/\n\nTERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION\n\n1. Definitions. \"License\" shall mean the terms and conditions for use, reproduction, and distribution."),
                SettingsExamples.group(title: "Nordic DFU", footer: "BSD 3-Clause License\n\nCopyright (c) 2019-2024, Nordic Semiconductor\nAll rights reserved.\n\nRedistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met: 1. Redistributions of source code must retain the above copyright notice, this list of conditions and the following disclaimer."),
                SettingsExamples.group(title: "CocoaAsyncSocket", footer: "This library is in the public domain."),
            ], stringsTable: "Root")])),
        // App Shortcut phrases with no AppShortcuts table at all: Siri knows them in no language but the development one.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"Start Workout\" = \"Start Workout\";\n\"workout\" = \"Workout\";"],
                     "de": [TableName.localizable: "\"Start Workout\" = \"Training starten\";\n\"workout\" = \"Training\";"]],
            code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"Start \\(.applicationName)\""])])),
        // Phrases kept in Localizable, which Siri never reads for them (VLC): said where they are.
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "\"PHRASE_START_${applicationName}\" = \"Start ${applicationName}\";\n\"Start Workout\" = \"Start Workout\";\n\"workout\" = \"Workout\";"],
                     "de": [TableName.localizable: "\"PHRASE_START_${applicationName}\" = \"${applicationName} starten\";\n\"Start Workout\" = \"Training starten\";\n\"workout\" = \"Training\";"]],
            code: ["Shortcuts.swift": AppShortcutExamples.provider(phrases: ["↓\"PHRASE_START_\\(.applicationName)\""])])),
        // A developer menu's texts are not for translation.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["DeveloperMenu/FlagsView.swift": "let t = NSLocalizedString(\"flags.title\", value: \"Feature flags\", comment: \"\")"])),
        // A loading skeleton's text is drawn as grey bars; a URL prompt and the app's name read the same everywhere.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Pills.swift": "var body: some View { HStack { Button(action: {}, label: { Text(\"Placeholder\") }).buttonStyle(.plain).redacted(reason: .placeholder) } }",
                   "Import.swift": "var body: some View { TextField(\"https://...\", text: $url) }"])),
        // Offered to translators (German has it): French lacking it is missing-translation's.
        .passes(ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";\n\"vpn.open\" = \"VPN öffnen\";"],
                     "fr": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Shortcuts.swift": "let t = NSLocalizedString(\"vpn.open\", value: \"Open VPN\", comment: \"\")"])),
    ]

    public init() {}

    /// Code in a folder or file named for developers (`DeveloperMenu/`,
    /// `Debug/`, `DebugSettings.swift`, `CalendarDebugView.swift`: a type
    /// named like a debug screen, in the file Swift names after it) is not
    /// shown to users in other languages by design: its texts are not for
    /// translation (issue 27: 12 of 15 sampled notes on one app were its
    /// developer menu). Names are read word by word, as identifiers are
    /// written (camel case, `_`, `-`, `.`), so `Debugger` or `Devices` are not.
    package static func isDeveloperOnly(_ path: String) -> Bool {
        path.split(separator: "/").contains { component in
            let name = component.lowercased()
            if name.contains("developer") || name.hasPrefix("debug") { return true }
            return IdentifierWords.words(of: component).contains { $0 == "debug" || $0 == "developer" }
        }
    }

    /// A sample of what to type (`https://...`, `name@example.com`), as a text
    /// field's prompt shows it: the same in every language.
    package static func isSampleInput(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.contains("://") || trimmed.lowercased().hasPrefix("www.") { return !trimmed.contains(" ") }
        return trimmed.contains("@") && !trimmed.contains(" ") && trimmed.contains(".")
    }

    public func findings(in context: CheckContext) -> [Diagnostic] {
        var developmentCase = DevelopmentKeysByCase()
        return context.resolution.expected.compactMap { expected -> Diagnostic? in
            guard case .code(let use) = expected.origin, !expected.isHidden, !expected.offeredForTranslation, let text = expected.developmentText,
                  !KeyInNoTable.isDeveloperOnly(expected.location.file), !DeveloperNotes.asksNotToTranslate(use.comment),
                  !KeyInNoTable.isSampleInput(text), !context.project.applicationNames.contains(text) else { return nil }
            let roots = expected.roots.map { context.project.roots[$0] }
            // Base.lproj has it, shadowed by the development locale's own table: shadowed-base-key says so.
            guard !roots.contains(where: { $0.locales[context.baseLocale]?.shadowedBase[expected.table]?.lookup[expected.key] != nil }) else { return nil }
            // The folder whose development table it is (a settings bundle's `Root.strings`), else one with the development locale.
            let root = roots.first { $0.locales[context.baseLocale]?.tables[expected.table] != nil }
                ?? roots.first { $0.locales[context.baseLocale] != nil } ?? roots[0]
            // A table kept in a String Catalog is named as the catalog; a table
            // no locale has goes where the root keeps its catalogs, if it does.
            let basePath = root.locales[context.baseLocale]?.tables[expected.table]?.path
            var file = context.fileName(table: expected.table, locale: context.baseLocale, root: root, basePath: basePath)
            if basePath == nil, let catalog = root.catalogs.first {
                file = context.resolution.relativePath((catalog.path as NSString).deletingLastPathComponent + "/" + expected.table + ".xcstrings")
            }
            if case .code(let use) = expected.origin, use.kind == .appShortcutPhrase {
                // VLC keeps its phrases' texts in Localizable.strings, which Siri never reads for them.
                let elsewhere = roots.lazy.compactMap { root in
                    root.locales[context.baseLocale]?.tables.sorted { $0.key < $1.key }
                        .first { $0.key != expected.table && $0.value.lookup[expected.key] != nil }?.value.path
                }.first
                let hint = elsewhere.map { "; \(context.resolution.relativePath($0)) has it, but Siri reads phrases from the \(expected.table) table only: move it there" }
                    ?? ": add it to \(file) to translate it"
                return finding("the App Shortcut phrase \"\(expected.key.escapedForMessage)\" is in no table, so Siri and Spotlight know it in the development language only\(hint)",
                               locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
            }
            // A slip for a key the table has in another letter case, whose translations no locale shows.
            if let similar = developmentCase.similar(to: expected, in: context) {
                return finding("\"\(expected.key.escapedForMessage)\" is used in code but no table has it, so every locale shows it untranslated; the table has \"\(similar.escapedForMessage)\", which differs only in letter case and is translated: did you mean it?",
                               locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
            }
            // A table no bundle has at all (`table: "Feed"`): said, as that is what to fix.
            if expected.tableInNoBundle(context.project) {
                return finding("\"\(expected.key.escapedForMessage)\" is used in code (shown as \"\(text.escapedForMessage)\") from table \(expected.table), which no bundle has, so no locale translates it: add \(file) if it is to be translated",
                               locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
            }
            return finding("\"\(expected.key.escapedForMessage)\" is used in code (shown as \"\(text.escapedForMessage)\") but no table has it, so no locale translates it: add it to \(file) if it is to be translated",
                           locale: context.baseLocale, key: expected.key, table: expected.table, at: expected.location)
        }
    }
}
