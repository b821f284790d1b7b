import Foundation
import PipelineCore

/// A SiriKit `.intentdefinition` file: each localizable text in it (an
/// intent's title and description, a parameter's display name and prompts,
/// a response's templates) is written beside an identifier (`INIntentTitle`
/// and `INIntentTitleID`), and that identifier is the key of the text in the
/// `Intents.strings` of each locale (the table is named after the file).
/// So each identifier is a use of its key, with the text as the development
/// text (issue 27: fourteen translated keys read as obsolete on one app).
package enum IntentDefinitionReader {
    package static func uses(path: String, scope: ReadScope, warnings: inout [InputWarning]) -> [LocalizedStringUse] {
        guard let data = InputFile.read(path, kind: "an intent definition", scope: scope, orWarn: &warnings,
                                        consequence: "its texts are not known as keys") else { return [] }
        return uses(data: data, path: path, warnings: &warnings)
    }

    /// The uses of the definition whose bytes are `data`, at `path`.
    package static func uses(data: Data, path: String, warnings: inout [InputWarning]) -> [LocalizedStringUse] {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            warnings.append(InputWarning("not a property list Xcode can read; its texts are not known as keys", file: path))
            return []
        }
        let table = (path.lastComponent as NSString).deletingPathExtension
        let lines = DefinitionLines(data: data)
        var uses: [LocalizedStringUse] = []
        var seen = Set<String>()
        func walk(_ value: Any, depth: Int) {
            guard depth < 64 else { return }
            if let dict = value as? [String: Any] {
                for name in dict.keys.sorted() {
                    if name.hasSuffix("ID"), let key = dict[name] as? String, !key.isEmpty,
                       let text = dict[String(name.dropLast(2))] as? String, seen.insert(key).inserted {
                        var use = LocalizedStringUse(key: key, table: table, value: text, kind: .intentDefinition, bundle: .other("Intents"),
                                                     function: path.lastComponent, file: path, line: lines.line(of: key), column: 1)
                        // Its key is used (Xcode exports it), but no locale misses it.
                        if !hasWords(text) { use.hidden = true }
                        uses.append(use)
                    }
                    if let inner = dict[name] { walk(inner, depth: depth + 1) }
                }
            } else if let array = value as? [Any] {
                for inner in array { walk(inner, depth: depth + 1) }
            }
        }
        walk(plist, depth: 0)
        return uses
    }

    /// A text with a letter outside its `${parameter}` tokens: `"${mediaItems}"`
    /// alone (a parameter combination's title) has nothing to translate, so a
    /// locale without it shows the same (Pocket Casts: 70 false missing
    /// translations); Xcode still exports it, and a translator may add words.
    package static func hasWords(_ text: String) -> Bool {
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            if rest[..<open.lowerBound].contains(where: \.isLetter) { return true }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { return rest[open.upperBound...].contains(where: \.isLetter) }
            rest = rest[rest.index(after: close)...]
        }
        return rest.contains(where: \.isLetter)
    }
}
