import PipelineCore
import PipelineFormats
import PipelineProject

/// `Café` composed (NFC) and decomposed (NFD, `e` + U+0301, common when text
/// is pasted from macOS file names) look the same, and Swift calls them
/// equal, but the device looks a key up by its code points: a table key in
/// the other form is never found, and its translation never shown.
public struct UnnormalizedKey: Check {
    public static let code = "unnormalized-key"
    public static let summary = "An Info.plist value or a code key and the table key that should match it differ only by Unicode normalization."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        // Info.plist writes the title decomposed; the table's key is composed.
        .triggers(ExampleProject(items: [ExampleItem(type: "a", title: "Cafe\u{301}")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "fr": [TableName.infoPlist: "↓\"Café\" = \"Café\";"],
        ])),
        .triggers(ExampleProject(
            tables: ["en": [TableName.localizable: "↓\"Cafe\u{301} menu\" = \"Café menu\";"]],
            code: ["Menu.swift": "let t = NSLocalizedString(\"Café menu\", comment: \"\")"])),
        .passes(ExampleProject(items: [ExampleItem(type: "a", title: "Café")], tables: [
            "en": [TableName.localizable: "\"x\" = \"x\";"],
            "fr": [TableName.infoPlist: "\"Café\" = \"Café\";"],
        ])),
    ]

    public init() {}

    /// " (NFD: e + U+0301 COMBINING ACUTE ACCENT)": the form, and the first
    /// combining mark that a composed text would not hold.
    package static func form(of text: String) -> String {
        let form = NormalizationForm.of(text)
        guard form != .nfc else { return " (NFC)" }
        let scalars = Array(text.unicodeScalars)
        guard let index = scalars.indices.first(where: { $0 > 0 && scalars[$0].properties.canonicalCombiningClass != .notReordered }) else {
            return form.map { " (\($0.rawValue))" } ?? ""
        }
        return " (\(form?.rawValue ?? "not NFC"): \(scalars[index - 1]) + \(CharacterNames.describe(scalars[index])))"
    }

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        // (table, key) pairs the app looks up. An ASCII key only ever matches
        // itself, so only the others can differ by normalization.
        var wanted: [(table: String, key: String, written: String)] = []
        for spec in project.specs {
            for item in spec.items {
                for key in [item.title, item.subtitle].compactMap({ $0 }) where !key.utf8.allSatisfy({ $0 < 0x80 }) {
                    wanted.append((TableName.infoPlist, key, "Info.plist writes it"))
                }
            }
        }
        for use in project.code?.strings ?? [] where !use.key.utf8.allSatisfy({ $0 < 0x80 }) {
            wanted.append((use.table, use.key, "the code at \(context.relativePath(use.file)):\(use.line) writes it"))
        }
        guard !wanted.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        var seen = Set<SourceLocation>()
        for root in project.roots {
            for locale in root.locales.keys.sorted() {
                guard let tables = root.locales[locale] else { continue }
                for (table, key, written) in wanted {
                    guard let entry = tables.tables[table]?.lookup[key], !entry.key.utf8.elementsEqual(key.utf8),
                          seen.insert(entry.location).inserted else { continue }
                    let tableForm = Self.form(of: entry.key), wantedForm = Self.form(of: key)
                    findings.append(finding(
                        "\(locale): key \"\(entry.key.escapedForMessage)\" is normalized differently\(tableForm) from how \(written)\(wantedForm): "
                            + "the device compares code points and will not find it; write both in NFC",
                        locale: locale, key: entry.key, table: table, at: entry.location))
                }
            }
        }
        return findings
    }
}
