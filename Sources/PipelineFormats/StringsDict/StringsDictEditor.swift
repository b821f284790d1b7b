import Foundation
import PipelineCore

/// Merges plural translations into a locale's `.stringsdict` by editing the
/// XML text in place, as `StringsTableEditor` does for `.strings`: a changed
/// string has only its `<string>` content replaced; a new form is inserted
/// into its variable's dictionary (before the next category in CLDR order,
/// so `few` and `many` land between `one` and `other`); a new variable is
/// appended to its entry and a new entry to the file. Everything else (key
/// order, `NSStringFormatSpecTypeKey`/`NSStringFormatValueTypeKey`, keys of
/// other rule types, comments, indentation, the text encoding) is kept byte
/// for byte, and an editor with no changes gives back the bytes it read.
/// Nothing is ever removed.
///
/// New text copies the layout of the dictionary it goes into (tabs or
/// spaces, one element per line or not); a new file is written as Xcode
/// writes one (XML declaration, DOCTYPE, tabs).
///
/// Binary and old-style (OpenStep) `.stringsdict` files are read, but not
/// rewritten: rewriting would change the file's kind behind the developer's
/// back. An import that would change one is refused, naming the file and the
/// `plutil` command that converts it; one that changes nothing passes.
///
/// Before anything is written, the edited bytes are read back with
/// `StringsDictReader`: untouched entries must read as before and every
/// edit as planned, so a slip here can never leave a broken table.
public struct StringsDictEditor: Sendable {
    public let path: String
    /// Whether the file existed when the editor was made.
    public let exists: Bool
    /// The entries as read (binary files too).
    public let file: PluralFile

    private let original: Data
    private let encoding: TextEncoding
    /// The text as UTF-8, which the nodes' ranges index; empty when not editable.
    private let text: [UInt8]
    /// The top-level dictionary; nil when the file cannot be edited in place.
    private let top: PlistXMLNode?
    /// The error a change to this file gives when it cannot be edited in
    /// place (binary, old-style, not UTF-8/16, XML this editor cannot place).
    private let uneditable: InputError?
    private let layout: StringsDictLayout
    private let lineStarts: [Int]

    // What the merges planned, keyed by the byte offset of the node they change.
    private var replacements: [Int: Replacement] = [:]
    private var newForms: [Int: FormInsertion] = [:]
    private var newVariables: [Int: VariableInsertion] = [:]
    private var newEntries: [NewEntry] = []

    /// An editor for a file's bytes (read from `path`). A file
    /// `StringsDictReader` refuses is refused here with the reader's error.
    public init(data: Data, path: String) throws(InputError) {
        self.path = path
        self.exists = true
        self.original = data
        self.file = try StringsDictReader.read(data, path: path)
        let source = Self.editableText(data, path: path, file: file)
        self.encoding = source.encoding
        self.text = source.text
        self.top = source.top
        self.uneditable = source.uneditable
        self.layout = StringsDictLayout(text: source.text, top: source.top)
        self.lineStarts = Self.lineStarts(source.text)
    }

    /// An editor for a file that does not exist yet: an empty plist, as Xcode writes one.
    public init(newFileAt path: String) {
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n" +
            "<plist version=\"1.0\">\n"
        let dict = "<dict>\n</dict>"
        let text = Array((head + dict + "\n</plist>\n").utf8)
        let start = head.utf8.count
        let top = PlistXMLNode(name: "dict", range: start..<(start + dict.utf8.count), content: (start + 6)..<(start + 7),
                               selfClosing: false, text: "", children: [])
        self.path = path
        self.exists = false
        self.original = Data()
        self.file = PluralFile(path: path, entries: [])
        self.encoding = .utf8
        self.text = text
        self.top = top
        self.uneditable = nil
        self.layout = StringsDictLayout(text: text, top: top)
        self.lineStarts = Self.lineStarts(text)
    }

    /// Reads the file at `path`, or starts a new one there.
    public static func open(path: String, scope: ReadScope) throws(InputError) -> StringsDictEditor {
        guard FileManager.default.fileExists(atPath: path) else { return StringsDictEditor(newFileAt: path) }
        return try StringsDictEditor(data: try InputFile.read(path, kind: "a .stringsdict table", scope: scope), path: path)
    }

    // MARK: Merging

    /// Merges what `translation` translates: the format and each form replace
    /// the locale's string where it has one and are added where it has none.
    /// A new entry or variable takes its structure (value type, order of the
    /// variables) from `base`, the development entry, when there is one.
    ///
    /// Returns why the entry was left out, when merging it would leave an
    /// entry Foundation cannot use (its format names a variable that neither
    /// the file nor the XLIFF gives forms for); nothing of it is merged then.
    /// Throws when the file cannot take the translation at all.
    @discardableResult
    public mutating func merge(_ translation: PluralTranslation, base: PluralEntry?) throws(InputError) -> String? {
        try Self.checkCharacters(translation)
        if let uneditable {
            guard wouldChange(translation) else { return nil }
            throw uneditable
        }
        guard let top else { return nil }
        // Plan on a copy: an entry that cannot be merged leaves no half of itself behind.
        var next = self
        let problem: String?
        if let pair = top.pairs.last(where: { $0.key.text == translation.key }) {
            problem = try next.mergeExisting(translation, key: pair.key, entry: pair.value, base: base)
        } else {
            problem = next.mergeNew(translation, base: base)
        }
        if problem == nil { self = next }
        return problem
    }

    private mutating func mergeExisting(_ translation: PluralTranslation, key: PlistXMLNode, entry: PlistXMLNode, base: PluralEntry?) throws(InputError) -> String? {
        guard entry.name == "dict", let formatPair = entry.pairs.last(where: { $0.key.text == StringsDictReader.formatKey }),
              formatPair.value.name == "string" else {
            throw InputError("\"\(translation.key)\" is not a plural entry in this file (it has no \(StringsDictReader.formatKey) string, "
                             + "e.g. a variable-width rule), but the XLIFF gives it plural strings", at: location(key.range.lowerBound))
        }
        if let format = translation.format {
            setString(formatPair.value, to: format, key: translation.key, variable: nil, category: nil, keyNode: formatPair.key)
        }
        var added = newVariables[entry.range.lowerBound] ?? VariableInsertion(dict: entry, key: translation.key)
        for variable in translation.variables where !variable.forms.isEmpty {
            guard let variablePair = entry.pairs.last(where: { $0.key.text == variable.name }) else {
                added.add(variable, valueType: base?.variables.first { $0.name == variable.name }?.valueType)
                continue
            }
            let dict = variablePair.value
            guard dict.name == "dict", dict.value(forKey: StringsDictReader.specTypeKey)?.text == StringsDictReader.pluralRule else {
                throw InputError("variable \"\(variable.name)\" of \"\(translation.key)\" is not a plural rule (\(StringsDictReader.pluralRule)) in this file, "
                                 + "but the XLIFF gives it plural forms", at: location(variablePair.key.range.lowerBound))
            }
            var forms = newForms[dict.range.lowerBound] ?? FormInsertion(dict: dict, key: translation.key, variable: variable.name)
            for (category, form) in variable.forms {
                if let formPair = dict.pairs.last(where: { $0.key.text == category.rawValue }) {
                    guard formPair.value.name == "string" else {
                        throw InputError("the \(category.rawValue) form of \"\(variable.name)\" in \"\(translation.key)\" is not a string",
                                         at: location(formPair.key.range.lowerBound))
                    }
                    setString(formPair.value, to: form, key: translation.key, variable: variable.name, category: category, keyNode: formPair.key)
                } else {
                    forms.forms[category] = form
                }
            }
            newForms[dict.range.lowerBound] = forms.forms.isEmpty ? nil : forms
        }
        let format = translation.format ?? replacements[formatPair.value.range.lowerBound]?.newValue ?? formatPair.value.text
        for name in PluralEntry.variableNames(in: format) where entry.value(forKey: name) == nil && !added.variables.contains(where: { $0.name == name }) {
            return missingVariable(name, key: translation.key)
        }
        newVariables[entry.range.lowerBound] = added.variables.isEmpty ? nil : added
        return nil
    }

    private mutating func mergeNew(_ translation: PluralTranslation, base: PluralEntry?) -> String? {
        let index = newEntries.firstIndex { $0.key == translation.key }
        var entry = index.map { newEntries[$0] }
            ?? NewEntry(key: translation.key, format: base?.format ?? translation.sourceFormat ?? "", baseOrder: base?.variables.map(\.name) ?? [])
        if let format = translation.format { entry.format = format }
        guard !entry.format.isEmpty else {
            return "\"\(translation.key)\" is new to \(path.lastComponent), but neither the XLIFF nor the development table gives its format; entry not imported"
        }
        for variable in translation.variables where !variable.forms.isEmpty {
            entry.add(variable, valueType: base?.variables.first { $0.name == variable.name }?.valueType)
        }
        for name in PluralEntry.variableNames(in: entry.format) where !entry.variables.contains(where: { $0.name == name }) {
            return missingVariable(name, key: translation.key)
        }
        if let index { newEntries[index] = entry } else { newEntries.append(entry) }
        return nil
    }

    private func missingVariable(_ name: String, key: String) -> String {
        "\"\(key)\": its format names %#@\(name)@, but neither \(path.lastComponent) nor the XLIFF has forms for it; entry not imported"
    }

    /// Plans `node`'s text to become `value`; the same text, however it is
    /// written (entities, CDATA), is no change.
    private mutating func setString(_ node: PlistXMLNode, to value: String, key: String, variable: String?, category: PluralCategory?, keyNode: PlistXMLNode) {
        let offset = node.range.lowerBound
        if node.text == value {
            replacements[offset] = nil
        } else {
            replacements[offset] = Replacement(node: node, key: key, variable: variable, category: category, newValue: value,
                                               line: location(keyNode.range.lowerBound).line)
        }
    }

    /// For a file that cannot be edited: whether the translation differs from what it holds.
    private func wouldChange(_ translation: PluralTranslation) -> Bool {
        guard let entry = file.lookup[translation.key] else { return !translation.isEmpty }
        if let format = translation.format, format != entry.format { return true }
        return translation.variables.contains { variable in
            let existing = entry.variables.first { $0.name == variable.name }
            return variable.forms.contains { existing?.forms[$0.key] != $0.value }
        }
    }

    /// Refuses text an XML 1.0 document cannot hold, even as `&#...;` (most C0 controls).
    package static func checkCharacters(_ translation: PluralTranslation) throws(InputError) {
        func check(_ value: String, _ what: String, _ location: SourceLocation?) throws(InputError) {
            guard let bad = value.unicodeScalars.first(where: { !Markup.isXMLCharacter($0) }) else { return }
            throw InputError("\(what) contains \(CharacterNames.codePoint(bad)), which an XML property list (XML 1.0) cannot hold; remove it from the translation", at: location)
        }
        try check(translation.key, "the key \"\(translation.key.debugDescription.dropFirst().dropLast())\"", translation.location)
        if let format = translation.format { try check(format, "the format of \"\(translation.key)\"", translation.formatLocation ?? translation.location) }
        for variable in translation.variables {
            try check(variable.name, "variable \"\(variable.name.debugDescription.dropFirst().dropLast())\" of \"\(translation.key)\"", translation.location)
            for (category, form) in variable.forms {
                try check(form, "the \(category.rawValue) form of \"\(variable.name)\" in \"\(translation.key)\"", variable.locations[category] ?? translation.location)
            }
        }
    }

    // MARK: Reading

    public var hasChanges: Bool { !replacements.isEmpty || !newForms.isEmpty || !newVariables.isEmpty || !newEntries.isEmpty }

    /// What the merges change, one record per string, in file order, new entries last.
    /// `part` says which string: `format`, or `<variable>.<category>` (`files.few`).
    public var edits: [StringsEdit] { planned.map(\.edit) }

    private struct Planned {
        var edit: StringsEdit
        var variable: String?
        var category: PluralCategory?
    }

    private var planned: [Planned] {
        var placed: [(offset: Int, item: Planned)] = []
        func record(_ kind: StringsEdit.Kind, _ key: String, _ variable: String?, _ category: PluralCategory?, old: String?, new: String, line: Int?, at offset: Int) {
            let part = variable.map { "\($0).\(category?.rawValue ?? "")" } ?? "format"
            let edit = StringsEdit(kind: kind, key: key, oldValue: old, newValue: new, line: line, part: part)
            placed.append((offset, Planned(edit: edit, variable: variable, category: category)))
        }
        for replacement in replacements.values {
            record(.replaced, replacement.key, replacement.variable, replacement.category, old: replacement.node.text, new: replacement.newValue,
                   line: replacement.line, at: replacement.node.range.lowerBound)
        }
        for insertion in newForms.values {
            for (category, form) in insertion.forms.sorted(by: { $0.key < $1.key }) {
                record(.added, insertion.key, insertion.variable, category, old: nil, new: form, line: nil, at: insertion.dict.content.upperBound)
            }
        }
        for insertion in newVariables.values {
            for variable in insertion.variables {
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    record(.added, insertion.key, variable.name, category, old: nil, new: form, line: nil, at: insertion.dict.content.upperBound)
                }
            }
        }
        let end = text.count
        for entry in newEntries {
            record(.added, entry.key, nil, nil, old: nil, new: entry.format, line: nil, at: end)
            for variable in entry.orderedVariables {
                for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                    record(.added, entry.key, variable.name, category, old: nil, new: form, line: nil, at: end)
                }
            }
        }
        // Stable: records at one offset keep the order they were made in.
        return placed.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element.item)
    }

    // MARK: Output

    /// The edited file in its original encoding, read back and checked; the
    /// original bytes when nothing changed.
    public func encodedData() throws(InputError) -> Data {
        guard hasChanges else { return original }
        let data = TextEncoder.encode(renderedUTF8(), as: encoding)
        try verify(data)
        return data
    }

    /// What the file must still hold when the edit is written: the bytes
    /// read, or nothing for a new file (see `WriteTransaction`).
    public var expectation: FileReplacement.Expectation { exists ? .contents(original) : .absent }

    /// Writes the file atomically when something changed (creating its
    /// folder for a new file) and says whether it did.
    @discardableResult
    public func write() throws(InputError) -> Bool {
        guard hasChanges else { return false }
        try AtomicFile.write(FileReplacement(path: path, data: try encodedData(), expected: expectation))
        return true
    }

    private func renderedUTF8() -> [UInt8] {
        guard let top else { return text }
        var splices: [(range: Range<Int>, text: String)] = []
        for replacement in replacements.values {
            let node = replacement.node
            let escaped = StringsDictLayout.escape(replacement.newValue)
            // `<string/>` has no content to replace: the element is rewritten.
            splices.append(node.selfClosing ? (node.range, "<\(node.name)>\(escaped)</\(node.name)>") : (node.content, escaped))
        }
        for insertion in newForms.values { splices += formSplices(insertion) }
        for insertion in newVariables.values {
            splices.append(appendSplice(to: insertion.dict, insertion.variables.map { ($0.name, $0.value) }))
        }
        if !newEntries.isEmpty { splices.append(appendSplice(to: top, newEntries.map { ($0.key, $0.value) })) }

        splices = splices.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(text.count + 512)
        var cursor = 0
        for splice in splices {
            let start = min(max(splice.range.lowerBound, cursor), text.count)
            output.append(contentsOf: text[cursor..<start])
            output.append(contentsOf: Array(splice.text.utf8))
            cursor = min(max(cursor, splice.range.upperBound), text.count)
        }
        output.append(contentsOf: text[cursor...])
        return output
    }

    /// New forms go before the first existing form of a later category
    /// (`few` before `other`), else after the dictionary's last pair.
    private func formSplices(_ insertion: FormInsertion) -> [(range: Range<Int>, text: String)] {
        let dict = insertion.dict
        let separator = layout.pairSeparator(dict)
        let keyValue = layout.keyValueSeparator(dict)
        let indent = layout.childIndent(dict)
        var before: [Int: String] = [:]
        var atEnd: [(String, NewPlistValue)] = []
        for (category, form) in insertion.forms.sorted(by: { $0.key < $1.key }) {
            let anchor = dict.pairs.first { PluralCategory(rawValue: $0.key.text).map { $0 > category } ?? false }
            if let anchor {
                before[anchor.key.range.lowerBound, default: ""] += layout.pair(category.rawValue, .string(form), separator: keyValue, indent: indent) + separator
            } else {
                atEnd.append((category.rawValue, .string(form)))
            }
        }
        var splices = before.map { (range: $0.key..<$0.key, text: $0.value) }
        if !atEnd.isEmpty { splices.append(appendSplice(to: dict, atEnd)) }
        return splices
    }

    /// Pairs appended to `dict` after its last element, each laid out like the pairs before it.
    private func appendSplice(to dict: PlistXMLNode, _ pairs: [(String, NewPlistValue)]) -> (range: Range<Int>, text: String) {
        let separator = layout.pairSeparator(dict)
        let keyValue = layout.keyValueSeparator(dict)
        let indent = layout.childIndent(dict)
        let added = pairs.map { separator + layout.pair($0.0, $0.1, separator: keyValue, indent: indent) }.joined()
        if dict.selfClosing {
            let closing = layout.newline + StringsDictLayout.lineIndent(text, at: dict.range.lowerBound) + "</\(dict.name)>"
            return (dict.range, "<\(dict.name)>" + added + closing)
        }
        let point = layout.endPoint(dict)
        return (point..<point, added)
    }

    /// Reads the edited bytes back: untouched entries must read as before and
    /// every planned string as planned. A mismatch is a bug here, and stops
    /// the import before anything is written.
    private func verify(_ data: Data) throws(InputError) {
        func fail(_ detail: String) -> InputError {
            InputError("the edited file would not read back as planned (\(detail)); nothing was written. Please report this as a bug in l10n-tool", file: path)
        }
        let read: PluralFile
        do {
            read = try StringsDictReader.read(data, path: path)
        } catch {
            throw fail(error.message)
        }
        let plan = planned
        let touched = Set(plan.map(\.edit.key))
        for entry in file.entries where !touched.contains(entry.key) {
            guard let now = read.lookup[entry.key], Self.sameStrings(now, entry) else { throw fail("\"\(entry.key)\" changed") }
        }
        for item in plan {
            guard let entry = read.lookup[item.edit.key] else { throw fail("\"\(item.edit.key)\" is missing") }
            guard let variable = item.variable else {
                guard entry.format == item.edit.newValue else { throw fail("the format of \"\(item.edit.key)\" differs") }
                continue
            }
            // A variable the format does not name is not read; there is nothing to compare.
            guard let category = item.category, let read = entry.variables.first(where: { $0.name == variable }) else { continue }
            guard read.forms[category] == item.edit.newValue else { throw fail("\(variable).\(category.rawValue) of \"\(item.edit.key)\" differs") }
        }
    }

    private static func sameStrings(_ a: PluralEntry, _ b: PluralEntry) -> Bool {
        a.key == b.key && a.format == b.format && a.variables.count == b.variables.count
            && zip(a.variables, b.variables).allSatisfy { $0.name == $1.name && $0.valueType == $1.valueType && $0.forms == $1.forms }
    }

    // MARK: Positions

    private func location(_ offset: Int) -> SourceLocation {
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts.isEmpty ? 0 : lineStarts[low]
        let column = text[min(start, text.count)..<min(max(offset, start), text.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    private static func lineStarts(_ text: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in text.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        return starts
    }

    /// The file's text and top dictionary when it can be edited in place;
    /// else the error a change to it gives. A file that needs no change
    /// passes whatever its kind, so an unchanged import never fails on one.
    private static func editableText(_ data: Data, path: String, file: PluralFile)
        -> (text: [UInt8], encoding: TextEncoding, top: PlistXMLNode?, uneditable: InputError?) {
        let binary = InputError("this .stringsdict is a binary (or old-style) property list; xliff import edits XML .stringsdict files in place "
                                + "and does not rewrite other kinds. Convert it with `plutil -convert xml1 \(path)` (Xcode reads both), then import again",
                                file: path)
        guard !data.starts(with: Array("bplist".utf8)) else { return ([], .utf8, nil, binary) }
        let decoded: (text: String, encoding: TextEncoding)
        do {
            decoded = try TextDecoding.decode(data, path: path)
        } catch {
            guard StringsDictReader.looksLikeXML(data) else { return ([], .utf8, nil, binary) }
            return ([], .utf8, nil, InputError("this .stringsdict is neither UTF-8 nor UTF-16 text, which is all xliff import edits; "
                                               + "save it as UTF-8, then import again", file: path))
        }
        let text = Array(decoded.text.utf8)
        // XML starts with '<' (UTF-16 too, once decoded); old-style plists with '{' or a comment.
        guard text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<") else {
            return ([], .utf8, nil, binary)
        }
        let top: PlistXMLNode
        do {
            top = try PlistXMLScanner.topElement(text, path: path)
        } catch {
            return ([], .utf8, nil, error)
        }
        // Every entry the reader found must be placed here too, or an edit could land somewhere else.
        let keys = Set(top.pairs.map(\.key.text))
        guard top.name == "dict", top.children.count % 2 == 0, top.pairs.allSatisfy({ $0.key.name == "key" }),
              file.entries.allSatisfy({ keys.contains($0.key) }) else {
            return ([], .utf8, nil, InputError("cannot edit this property list in place: its top-level dictionary is not laid out as <key>/<value> pairs",
                                               at: PlistXMLScanner.location(of: top.range.lowerBound, in: text, path: path)))
        }
        return (text, decoded.encoding, top, nil)
    }
}

// MARK: - Planned changes

extension StringsDictEditor {
    package struct Replacement: Sendable {
        package var node: PlistXMLNode
        package var key: String
        package var variable: String?
        package var category: PluralCategory?
        package var newValue: String
        package var line: Int?
    }

    /// Forms added to an existing variable's dictionary.
    package struct FormInsertion: Sendable {
        package var dict: PlistXMLNode
        package var key: String
        package var variable: String
        package var forms: [PluralCategory: String] = [:]
    }

    /// A variable dictionary added to an entry, laid out as Xcode does:
    /// spec type, value type, then the forms in CLDR order.
    package struct NewVariable: Sendable {
        package var name: String
        package var valueType: String?
        package var forms: [PluralCategory: String]

        package var value: NewPlistValue {
            var pairs: [(String, NewPlistValue)] = [(StringsDictReader.specTypeKey, .string(StringsDictReader.pluralRule))]
            if let valueType { pairs.append((StringsDictReader.valueTypeKey, .string(valueType))) }
            for (category, form) in forms.sorted(by: { $0.key < $1.key }) { pairs.append((category.rawValue, .string(form))) }
            return .dict(pairs)
        }
    }

    /// Variables added to an existing entry.
    package struct VariableInsertion: Sendable {
        package var dict: PlistXMLNode
        package var key: String
        package var variables: [NewVariable] = []

        package mutating func add(_ variable: PluralTranslation.Variable, valueType: String?) {
            variables.add(variable, valueType: valueType)
        }
    }

    /// An entry added to the file: the format first, then the variables in
    /// the order the format names them (as Xcode writes them).
    package struct NewEntry: Sendable {
        package var key: String
        package var format: String
        /// The development entry's variables, for the order of the rest.
        package var baseOrder: [String]
        package var variables: [NewVariable] = []

        package mutating func add(_ variable: PluralTranslation.Variable, valueType: String?) {
            variables.add(variable, valueType: valueType)
        }

        package var orderedVariables: [NewVariable] {
            let named = PluralEntry.variableNames(in: format) + baseOrder
            func rank(_ variable: NewVariable) -> Int { named.firstIndex(of: variable.name) ?? named.count }
            return variables.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        }

        package var value: NewPlistValue {
            .dict([(StringsDictReader.formatKey, .string(format))] + orderedVariables.map { ($0.name, $0.value) })
        }
    }
}

extension Array where Element == StringsDictEditor.NewVariable {
    /// Adds a translated variable's forms, merging into one of the same name.
    package mutating func add(_ variable: PluralTranslation.Variable, valueType: String?) {
        if let index = firstIndex(where: { $0.name == variable.name }) {
            self[index].forms.merge(variable.forms) { _, new in new }
        } else {
            append(StringsDictEditor.NewVariable(name: variable.name, valueType: valueType, forms: variable.forms))
        }
    }
}
