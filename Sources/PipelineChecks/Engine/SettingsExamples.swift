import PipelineCore

/// Settings bundle panes for the checks' examples, as Xcode's template writes
/// them (an XML plist of `PreferenceSpecifiers`). A code file of an example
/// named `Settings.bundle/<name>.plist` is read as a pane; a title written
/// `↓Title` marks its value.
package enum SettingsExamples {
    /// A pane with these specifiers (each a `<dict>` from the functions below).
    package static func pane(_ specifiers: [String], stringsTable: String? = nil) -> String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        if let stringsTable { lines += ["\t<key>StringsTable</key>", "\t<string>\(xml(stringsTable))</string>"] }
        lines += ["\t<key>PreferenceSpecifiers</key>", "\t<array>"] + specifiers + ["\t</array>", "</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }

    package static func group(title: String, footer: String? = nil) -> String {
        specifier(type: "PSGroupSpecifier", fields: [("Title", title)] + (footer.map { [("FooterText", $0)] } ?? []))
    }

    /// A link to a child pane, the plist `file` (without `.plist`) of the bundle.
    package static func childPane(title: String, file: String) -> String {
        specifier(type: "PSChildPaneSpecifier", fields: [("Title", title), ("File", file)])
    }

    package static func toggle(title: String, key: String = "enabled") -> String {
        specifier(type: "PSToggleSwitchSpecifier", fields: [("Title", title), ("Key", key)])
    }

    /// A picker: its label, and the choices it offers.
    package static func multiValue(title: String, titles: [String], key: String = "choice") -> String {
        let choices = titles.map { "\t\t\t\t<string>\(xml($0))</string>" }
        let values = titles.indices.map { "\t\t\t\t<string>value\($0)</string>" }
        return (["\t\t<dict>", "\t\t\t<key>Type</key>", "\t\t\t<string>PSMultiValueSpecifier</string>",
                 "\t\t\t<key>Title</key>", "\t\t\t<string>\(xml(title))</string>", "\t\t\t<key>Key</key>", "\t\t\t<string>\(key)</string>",
                 "\t\t\t<key>Titles</key>", "\t\t\t<array>"] + choices + ["\t\t\t</array>", "\t\t\t<key>Values</key>", "\t\t\t<array>"]
                + values + ["\t\t\t</array>", "\t\t</dict>"]).joined(separator: "\n")
    }

    private static func specifier(type: String, fields: [(String, String)]) -> String {
        (["\t\t<dict>", "\t\t\t<key>Type</key>", "\t\t\t<string>\(type)</string>"]
            + fields.flatMap { ["\t\t\t<key>\($0.0)</key>", "\t\t\t<string>\(xml($0.1))</string>"] }
            + ["\t\t</dict>"]).joined(separator: "\n")
    }

    private static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
