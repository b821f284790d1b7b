import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// Parse → `StringCatalogWriter` → parse gives the same document (members,
/// order, numbers as written, the white space around the value, the
/// encoding), and writing that again gives the same bytes. Setting a
/// translation (`setTranslation`) changes only that string unit: the written
/// catalog reads back as the edited document, and with that unit taken out
/// again the document is the original.
@main
enum FuzzXCStringsRoundTrip {
    static func main() {
        fuzz { bytes in
            let count = bytes.count
            let path = "App/Localizable.xcstrings"
            guard let document = readOrRefuse(path: path, { try JSONParser.parse(bytes, path: path) }) else { return }
            let written = StringCatalogWriter.data(document)
            guard let again = readOrRefuse(path: path, { try JSONParser.parse(written, path: path) }) else {
                require(false, "the writer's output does not read back")
                return
            }
            require(again == document, "the document changed on a round trip")
            require(StringCatalogWriter.data(again) == written, "writing a written catalog again changes its bytes")

            guard let catalog = try? StringCatalogReader.read(bytes, path: path) else { return }
            let pool = Array(catalog.entries.prefix(8).map(\.key))
            let locales = catalog.locales + ["xx-Fuzz"]
            for (n, entry) in catalog.entries.prefix(3).enumerated() {
                var edited = catalog
                let locale = locales[(count + n) % locales.count]
                let value = TrickyValues.pick(count + n, from: pool)
                let changed: Bool
                do throws(InputError) {
                    changed = try edited.setTranslation(value, key: entry.key, locale: locale)
                } catch {
                    // The edited document no longer makes a catalog (the key's
                    // localizations were not an object, say): refused, not written.
                    requireWellFormed(error, path: path)
                    continue
                }
                require(changed, "setTranslation did not find \(entry.key.debugDescription)")
                let out = StringCatalogWriter.data(edited)
                guard let reread = readOrRefuse(path: path, { try StringCatalogReader.read(out, path: path) }) else {
                    require(false, "the edited catalog does not read back")
                    continue
                }
                require(reread.document == edited.document, "the edited catalog reads back as another document")
                // The editor splices the same edits into the text: the same
                // document, and for a catalog in Xcode's layout the same bytes.
                let added = "Fuzz " + value, removed = pool.first ?? entry.key
                var whole = edited
                do throws(InputError) {
                    try whole.addExtractedKey(added, value: value, comment: nil)
                    try whole.removeKey(removed)
                    var editor = StringCatalogEditor(catalog: catalog, text: try StringCatalogReader.text(of: catalog), original: bytes)
                    editor.setTranslation(value, key: entry.key, locale: locale)
                    editor.addExtractedKey(added, value: value, comment: nil)
                    editor.removeKey(removed)
                    let spliced = try editor.encodedData()
                    let again = try JSONParser.parse(spliced, path: path)
                    require(again.root == whole.document.root, "the editor's splice of \(entry.key.debugDescription) is another document")
                    if StringCatalogWriter.data(document) == bytes {
                        require(spliced == StringCatalogWriter.data(whole.document), "the editor's splice of an Xcode catalog has other bytes")
                    }
                } catch {
                    require(false, "the editor refused what the whole document took: \(error.description)")
                }
                let unit = reread.entries.last { $0.key == entry.key }?.localizations[locale]?.content.stringUnit
                require(unit?.value == value && unit?.state == CatalogState.translated, "the translation of \(entry.key.debugDescription) was not set")
                let path = ["strings", entry.key, "localizations", locale, "stringUnit"]
                require(removing(path[...], from: edited.document.root, keeping: document.root) == document.root,
                        "setting \(entry.key.debugDescription) in \(locale) changed more than its string unit")
            }
            return
        }
    }
}

/// `value` with the member at `path` (the last of its name, as lookups take
/// it) put back as `original` has it: removed where `original` has none.
private func removing(_ path: ArraySlice<String>, from value: JSONValue, keeping original: JSONValue?) -> JSONValue {
    guard let name = path.first, var members = value.members,
          let index = members.lastIndex(where: { $0.key.value == name }) else { return value }
    guard let had = original?.member(name) else {
        members.remove(at: index)
        return .object(members)
    }
    members[index].value = path.count == 1 ? had.value : removing(path.dropFirst(), from: members[index].value, keeping: had.value)
    return .object(members)
}
