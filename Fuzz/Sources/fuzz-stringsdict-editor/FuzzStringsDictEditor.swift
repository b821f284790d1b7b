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

/// `StringsDictEditor` merges plural translations into a `.stringsdict`
/// without losing anything: with no merge it gives back the input's bytes;
/// after merges the file reads back with every untouched entry as before
/// and every merged string as merged. The editor checks its own output too
/// (and refuses with "would not read back as planned"): that refusal is a
/// bug here, as are a trap and a check of this target's that fails.
///
/// Translations are made from the input's own entries (values from the
/// input or `TrickyValues`), plus a new entry.
@main
enum FuzzStringsDictEditor {
    static func main() {
        fuzz { bytes in
            let count = bytes.count
            let path = "App/de.lproj/Localizable.stringsdict"
            guard let editor = readOrRefuse(path: path, { try StringsDictEditor(data: bytes, path: path) }) else { return }
            require((try? editor.encodedData()) == bytes, "an editor with no merges changed the bytes")
            let entries = editor.file.entries
            var pool: [String] = []
            for entry in entries.prefix(4) {
                pool.append(entry.format)
                for variable in entry.variables { pool.append(contentsOf: variable.forms.values.sorted()) }
            }
            pool = Array(pool.prefix(16))

            var edited = editor
            var merged: [PluralTranslation] = []
            for (n, entry) in entries.prefix(3).enumerated() {
                var translation = PluralTranslation(key: entry.key, format: n % 2 == 0 ? nil : TrickyValues.pick(count + n, from: pool))
                for (v, variable) in entry.variables.enumerated() {
                    var forms: [PluralCategory: String] = [:]
                    for (c, category) in variable.forms.keys.sorted().enumerated() {
                        forms[category] = TrickyValues.pick(count + 3 * n + 5 * v + c, from: pool)
                    }
                    // One category the file may not have yet, so a form is inserted.
                    let extra = PluralCategory.allCases[(count + n + v) % PluralCategory.allCases.count]
                    forms[extra] = forms[extra] ?? TrickyValues.pick(count / 2 + v, from: pool)
                    translation.variables.append(.init(name: variable.name, forms: forms))
                }
                if merge(&edited, translation, base: entry, path: path) { merged.append(translation) }
            }
            var newKey = TrickyValues.pick(count / 3, from: pool)
            while entries.contains(where: { $0.key == newKey }) { newKey += "+" }
            let fresh = PluralTranslation(key: newKey, format: "%#@items@ " + TrickyValues.pick(count / 5, from: pool),
                                          variables: [.init(name: "items", forms: [.one: TrickyValues.pick(count / 7, from: pool),
                                                                                    .other: TrickyValues.pick(count / 11, from: pool)])])
            if merge(&edited, fresh, base: nil, path: path) { merged.append(fresh) }

            let out: Data
            do throws(InputError) {
                out = try edited.encodedData()
            } catch {
                require(!error.message.contains("would not read back"), "the editor caught its own slip: \(error)")
                requireWellFormed(error, path: path)
                return
            }
            guard edited.hasChanges else {
                require(out == bytes, "no changes, yet other bytes")
                return
            }
            guard let read = readOrRefuse(path: path, { try StringsDictReader.read(out, path: path) }) else {
                require(false, "the edited file does not read back")
                return
            }
            // Untouched entries read as before; the original keys keep their order.
            let touched = Set(merged.map(\.key))
            for entry in entries where !touched.contains(entry.key) {
                guard let now = read.lookup[entry.key] else { require(false, "\(entry.key.debugDescription) lost"); continue }
                require(now.format == entry.format && now.comment == entry.comment, "\(entry.key.debugDescription) changed")
                require(now.variables.map(\.name) == entry.variables.map(\.name) && now.variables.map(\.forms) == entry.variables.map(\.forms)
                        && now.variables.map(\.valueType) == entry.variables.map(\.valueType), "variables of \(entry.key.debugDescription) changed")
            }
            let keysBefore = entries.map(\.key)
            require(Array(read.entries.map(\.key).filter { keysBefore.contains($0) }) == keysBefore.filter { read.lookup[$0] != nil },
                    "entries reordered")
            // Every merged string reads back as merged.
            for translation in merged {
                guard let now = read.lookup[translation.key] else { require(false, "merged \(translation.key.debugDescription) missing"); continue }
                if let format = translation.format { require(now.format == format, "format of \(translation.key.debugDescription) not merged") }
                for variable in translation.variables {
                    // Variables the format does not name are not read back.
                    guard let readVariable = now.variables.first(where: { $0.name == variable.name }) else { continue }
                    for (category, form) in variable.forms {
                        require(readVariable.forms[category] == form, "\(variable.name).\(category) of \(translation.key.debugDescription) not merged")
                    }
                }
            }
            return
        }
    }
}

/// Merges; an `InputError` (a file or translation the editor cannot take)
/// is a refusal, fine here. True when the translation was merged.
private func merge(_ editor: inout StringsDictEditor, _ translation: PluralTranslation, base: PluralEntry?, path: String) -> Bool {
    do throws(InputError) {
        return try editor.merge(translation, base: base) == nil
    } catch {
        require(!error.message.isEmpty, "a refusal with no message")
        return false
    }
}
