import Foundation
import PipelineCore

/// A Settings bundle's panes (`Settings.bundle/Root.plist` and its child
/// panes): iOS's Settings app looks each specifier's `Title`, each of its
/// `Titles` and `FooterText` up in the pane's strings table (the plist's
/// `StringsTable`, else its own name: `Root.plist` and InAppSettingsKit's
/// `Root.inApp.plist` read `Root.strings`), so those values are uses of that
/// table's keys. Without this every translated `Root.strings` key read as
/// obsolete (issue 27, ten on one app).
///
/// A title no table has is shown as written, in the development language
/// too, so a use carries no development value of its own: `Licenses` reads
/// as text, `SETTINGS_GENERAL` is a key English users would see raw (issue 48;
/// `LocalizedStringUse.looksLikeText` decides, as for code).
package enum SettingsBundleReader {
    /// Whether a file is a pane of a settings bundle: a `.plist` directly in a
    /// `*.bundle` folder, but not a resource bundle's own `Info.plist`.
    package static func isPane(_ path: String) -> Bool {
        let name = path.lastComponent
        return name.hasSuffix(".plist") && name != "Info.plist" && !name.hasSuffix("-Info.plist")
            && path.deletingLastComponent.hasSuffix(".bundle")
    }

    /// The uses a pane's texts make; a file that is no pane (no
    /// `PreferenceSpecifiers`) makes none, and one that cannot be read a warning.
    package static func uses(path: String, scope: ReadScope, warnings: inout [InputWarning]) -> [LocalizedStringUse] {
        guard let data = InputFile.read(path, kind: "a settings pane", scope: scope, orWarn: &warnings,
                                        consequence: "its titles are not known as keys") else { return [] }
        return uses(data: data, path: path, warnings: &warnings)
    }

    /// The same, of a pane's bytes already read.
    package static func uses(data: Data, path: String, warnings: inout [InputWarning]) -> [LocalizedStringUse] {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
            warnings.append(InputWarning("not a property list Settings can read; its titles are not known as keys", file: path))
            return []
        }
        guard let specifiers = plist["PreferenceSpecifiers"] as? [[String: Any]] else { return [] }
        // InAppSettingsKit's `Root.inApp.plist` reads `Root.strings` too.
        let name = (path.lastComponent as NSString).deletingPathExtension
        let table = (plist["StringsTable"] as? String).flatMap { $0.isEmpty ? nil : $0 }
            ?? (name.hasSuffix(".inApp") ? String(name.dropLast(".inApp".count)) : name)
        let lines = DefinitionLines(data: data)
        var uses: [LocalizedStringUse] = []
        // A pane most of whose texts are licences is an acknowledgements pane:
        // its headings, package names and shorter licences are shown as written too.
        let holdsLicence = specifiers.map { specifier in
            ["Title", "FooterText"].contains { SettingsBundleReader.isLicenceText(specifier[$0] as? String ?? "") }
        }
        let withText = specifiers.filter { $0["Title"] is String || $0["FooterText"] is String }.count
        let licences = holdsLicence.filter { $0 }.count
        let acknowledgements = licences >= 2 && licences * 2 >= withText
        for (index, specifier) in specifiers.enumerated() {
            var texts: [(text: String, asWritten: Bool)] = []
            for field in ["Title", "FooterText"] { if let text = specifier[field] as? String { texts.append((text, false)) } }
            let choices = (specifier["Titles"] as? [String]) ?? []
            let label = specifier["Title"] as? String
            // A picker whose label is a key (`SETTINGS_SUBTITLES_FONT`) and whose
            // choices are written as text (`Arial`, `-12 dB`) localized its label
            // and chose to show the choices as they are: names and values.
            let choicesAsWritten = label.map { !LocalizedStringUse.looksLikeText($0) } ?? false
                && !choices.isEmpty && choices.allSatisfy(LocalizedStringUse.looksLikeText)
            texts += choices.map { ($0, choicesAsWritten) }
            // An acknowledgements pane: a link to a package's licence pane titled by
            // the package's name, and a licence with its package's name as the
            // group's title, are shown as written.
            if acknowledgements || holdsLicence[index] || SettingsBundleReader.isPackageLink(specifier) {
                texts = texts.map { ($0.text, true) }
            }
            // A title with no word (`1x01`, `S1E01`, `1.01`: a format shown as its sample) is not for translation.
            for (text, asWritten) in texts where SettingsBundleReader.hasWord(text) {
                let place = lines.place(of: text)
                var use = LocalizedStringUse(key: text, table: table, kind: .settingsBundle, bundle: .other("Settings.bundle"),
                                             function: path.lastComponent, file: path, line: place.line, column: place.column)
                if asWritten { use.hidden = true }
                uses.append(use)
            }
        }
        return uses
    }
}

extension SettingsBundleReader {
    /// A child pane link whose title is its pane's file name, in a folder of
    /// its own (`File` `Packages/DeviceKit`, `Title` `DeviceKit`): what
    /// acknowledgement generators (LicensePlist, Xcode build scripts) write
    /// for each package, whose name is the same in every language (Element X:
    /// 36 such titles were `key-in-no-table` notes).
    package static func isPackageLink(_ specifier: [String: Any]) -> Bool {
        guard specifier["Type"] as? String == "PSChildPaneSpecifier", let file = specifier["File"] as? String,
              let title = specifier["Title"] as? String, !title.isEmpty, file.contains("/") else { return false }
        return file.lastComponent == title
    }

    /// A licence's text (a `FooterText` of an acknowledgements pane: "Apache
    /// License\nVersion 2.0, …", "Copyright (c) 2019, … Redistribution and use
    /// …"): legal text, kept in the language it was granted in, never
    /// translated (Meshtastic: 20 such notes). Long, and naming a copyright or
    /// a licence.
    package static func isLicenceText(_ text: String) -> Bool {
        guard text.utf8.count >= 200 else { return false }
        let lower = text.lowercased()
        return lower.contains("copyright") || lower.contains("license") || lower.contains("licence")
    }

    /// Whether text has two letters in a row somewhere.
    package static func hasWord(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isLetter ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }
}

/// The line where a string is first written as a `<string>` value of an XML
/// plist, for a finding to point near it; 1 when it cannot be told (binary).
package struct DefinitionLines {
    private let text: String?

    package init(data: Data) {
        text = String(data: data, encoding: .utf8)
    }

    package func line(of value: String) -> Int {
        place(of: value).line
    }

    /// The line, and the column (in Unicode scalars) of the value's first
    /// character; column 1 when the value cannot be found.
    package func place(of value: String) -> (line: Int, column: Int) {
        guard let text, let range = text.range(of: "<string>\(Markup.escape(value, Markup.Style(quote: false)))</string>")
                ?? text.range(of: ">\(value)<") else { return (1, 1) }
        let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        let lineStart = text[..<range.lowerBound].lastIndex { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map { text.index(after: $0) } ?? text.startIndex
        let valueStart = text[range].firstIndex(of: ">").map { text.index(after: $0) } ?? range.lowerBound
        return (line, text.unicodeScalars[lineStart..<valueStart].count + 1)
    }
}
