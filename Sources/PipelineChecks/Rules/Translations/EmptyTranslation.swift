import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// An empty translation shows nothing: a blank menu item or a gap in a sentence.
public struct EmptyTranslation: Check {
    public static let code = "empty-translation"
    public static let summary = "A translation's value is empty."
    public static let severity = Severity.error
    public static let examples: [CheckExample] = [
        .triggers(base: "Search", translation: "", locale: "de"),
        .triggers(base: "Search", translation: "  ", locale: "fr"),
        .passes(base: "Search", translation: "Suchen", locale: "de"),
        // Empty on purpose in the development language too.
        .passes(base: "", translation: "", locale: "de"),
        // A fragment joined to others (`Text(date) + Text(" at ") + Text(time)`):
        // a language that needs no word there keeps the space (a real-app run, IceCubes).
        .passes(base: " at ", translation: " ", locale: "ja"),
        .triggers(base: " at ", translation: "", locale: "ja"),
        // A label with a stray space is no fragment.
        .triggers(base: "Cancel ", translation: " ", locale: "ja"),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        context.project.roots.flatMap { root -> [Diagnostic] in
            let base = context.baseTables(root)
            return context.translatedLocales(root).flatMap { tables in
                tables.tables.keys.sorted().flatMap { name -> [Diagnostic] in
                    let baseLookup = base?.tables[name]?.lookup
                    return (tables.tables[name]?.entries ?? []).compactMap { entry in
                        guard EmptyTranslation.isBlank(entry.value) else { return nil }
                        if let baseValue = baseLookup?[entry.key]?.value {
                            if EmptyTranslation.isBlank(baseValue) { return nil }
                            if !entry.value.isEmpty, EmptyTranslation.isFragment(baseValue) { return nil }
                        }
                        return finding("\(tables.locale): translation of \"\(entry.key)\" is empty",
                                       locale: tables.locale, key: entry.key, table: name, at: entry.location)
                    }
                }
            }
        }
    }

    /// A joining word set in white space (`" at "`, `" of "`, `"- "`): a piece
    /// of a sentence put together in code, where white space alone can be the
    /// whole translation. One short word at most: `"Cancel "` with a stray
    /// space is a label, and a blank translation of it still an error.
    package static func isFragment(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
              TextScan.isSpace(first) || TextScan.isSpace(last) else { return false }
        let visible = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return visible.count <= 4 && !visible.contains(where: \.isWhitespace)
    }

    /// Empty or only whitespace. Almost every value starts with a visible
    /// ASCII character, which settles it without walking grapheme clusters.
    package static func isBlank(_ value: String) -> Bool {
        if let first = value.utf8.first, first > 0x20, first < 0x7F { return false }
        if let first = value.unicodeScalars.first, !TextScan.isSpace(first) { return false }
        return value.allSatisfy(\.isWhitespace)
    }
}
