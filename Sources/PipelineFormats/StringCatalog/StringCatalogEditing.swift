import Foundation
import PipelineCore

/// Changes to a catalog made in code or in tests: the catalog's whole
/// document is edited and the model read again from it. (A writer edits
/// through `StringCatalogEditor`, which never builds the whole document.)
extension StringCatalog {
    /// The catalog as one ordered document: the one it was made from, or its
    /// file's text read again (that text was read once, so it reads again).
    public var document: JSONDocument {
        switch source {
        case .document(let document):
            return document
        case .text(let text):
            var document = (try? JSONParser.parse(bytes: text.bytes, path: path)) ?? JSONDocument(root: .object([]))
            document.encoding = text.encoding
            return document
        }
    }

    /// Sets the string unit of `key` in `locale` to `value` with `state`,
    /// adding the localization when the key has none (members are inserted
    /// where sorted order puts them, as Xcode keeps them). Returns false,
    /// changing nothing, when the catalog has no such key.
    @discardableResult
    public mutating func setTranslation(_ value: String, state: String = CatalogState.translated,
                                        key: String, locale: String) throws(InputError) -> Bool {
        try edited { CatalogDocumentEdits.setTranslation(value, state: state, key: key, locale: locale, in: &$0) }
    }

    /// Sets one case of a variation of `key` in `locale` (`variations.plural.one`,
    /// `variations.device.iphone`) to `value` with `state`, creating what is
    /// missing on the way in sorted order. False when the catalog has no such key.
    @discardableResult
    public mutating func setVariation(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                      kind: String, name: String) throws(InputError) -> Bool {
        try edited { CatalogDocumentEdits.setVariation(value, state: state, key: key, locale: locale, kind: kind, name: name, in: &$0) }
    }

    /// Sets one plural case of a substitution of `key` in `locale`, giving the
    /// locale's substitution the source's `argNum` and `formatSpecifier` when
    /// it has none yet. False when the catalog has no such key.
    @discardableResult
    public mutating func setSubstitutionCase(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                             substitution: CatalogSubstitution, category: String) throws(InputError) -> Bool {
        try edited {
            CatalogDocumentEdits.setSubstitutionCase(value, state: state, key: key, locale: locale, substitution: substitution,
                                                     category: category, in: &$0)
        }
    }

    /// Adds `key` as Xcode adds a key it finds in code: its comment,
    /// `extractionState: extracted_with_value` and the development value as
    /// a `new` string unit of the source language. False when the key exists.
    @discardableResult
    public mutating func addExtractedKey(_ key: String, value: String, comment: String?) throws(InputError) -> Bool {
        let language = sourceLanguage
        return try edited { CatalogDocumentEdits.addExtractedKey(key, value: value, comment: comment, sourceLanguage: language, in: &$0) }
    }

    /// Marks `key` as no longer found in code (`extractionState: stale`), as
    /// Xcode does; false when it has no such key or it is stale already.
    @discardableResult
    public mutating func markStale(_ key: String) throws(InputError) -> Bool {
        try edited { CatalogDocumentEdits.markStale(key, in: &$0) }
    }

    /// Removes `key` with all its localizations; false when it has none.
    @discardableResult
    public mutating func removeKey(_ key: String) throws(InputError) -> Bool {
        try edited { CatalogDocumentEdits.removeKey(key, in: &$0) }
    }

    /// Edits the document and re-derives the model from it (the edited members
    /// have no position until the file is read again); passes `edit`'s answer on.
    private mutating func edited(_ edit: (inout JSONDocument) -> Bool) throws(InputError) -> Bool {
        var document = document
        guard edit(&document) else { return false }
        self = try StringCatalogReader.catalog(from: document, path: path)
        return true
    }
}

/// The edits themselves, on a catalog's ordered document only. A writer that
/// makes hundreds of them (an import) edits the document and writes it,
/// without re-deriving the whole catalog's model after each: that made an
/// import of 731 translations into a 2.2 MB catalog take 23 s.
package enum CatalogDocumentEdits {
    package static func setTranslation(_ value: String, state: String, key: String, locale: String, in document: inout JSONDocument) -> Bool {
        guard hasKey(key, document) else { return false }
        set(["strings", key, "localizations", locale, "stringUnit"], stringUnit(value, state: state), in: &document)
        return true
    }

    package static func setVariation(_ value: String, state: String, key: String, locale: String, kind: String, name: String,
                             in document: inout JSONDocument) -> Bool {
        guard hasKey(key, document) else { return false }
        set(["strings", key, "localizations", locale, "variations", kind, name, "stringUnit"], stringUnit(value, state: state), in: &document)
        return true
    }

    package static func setSubstitutionCase(_ value: String, state: String, key: String, locale: String, substitution: CatalogSubstitution,
                                    category: String, in document: inout JSONDocument) -> Bool {
        guard hasKey(key, document) else { return false }
        let base = ["strings", key, "localizations", locale, "substitutions", substitution.name]
        // A substitution the locale does not have yet takes the source's argument.
        if member(base, in: document) == nil {
            if let argNum = substitution.argNum { set(base + ["argNum"], .number("\(argNum)"), in: &document) }
            if let specifier = substitution.formatSpecifier { set(base + ["formatSpecifier"], .string(JSONString(specifier)), in: &document) }
        }
        set(base + ["variations", "plural", category, "stringUnit"], stringUnit(value, state: state), in: &document)
        return true
    }

    package static func addExtractedKey(_ key: String, value: String, comment: String?, sourceLanguage: String, in document: inout JSONDocument) -> Bool {
        guard !hasKey(key, document) else { return false }
        var members: [JSONMember] = []
        if let comment, !comment.isEmpty { members.append(JSONMember(key: "comment", value: .string(JSONString(comment)))) }
        members.append(JSONMember(key: "extractionState", value: .string(JSONString("extracted_with_value"))))
        members.append(JSONMember(key: "localizations", value: .object([
            JSONMember(key: sourceLanguage, value: .object([JSONMember(key: "stringUnit", value: stringUnit(value, state: CatalogState.new))])),
        ])))
        set(["strings", key], .object(members), in: &document)
        return true
    }

    package static func markStale(_ key: String, in document: inout JSONDocument) -> Bool {
        let path = ["strings", key, "extractionState"]
        guard hasKey(key, document), member(path, in: document)?.value != .string(JSONString(CatalogState.stale)) else { return false }
        set(path, .string(JSONString(CatalogState.stale)), in: &document)
        return true
    }

    package static func removeKey(_ key: String, in document: inout JSONDocument) -> Bool {
        guard hasKey(key, document), let strings = document.root.member("strings")?.value else { return false }
        set(["strings"], .object((strings.members ?? []).filter { $0.key.value != key }), in: &document)
        return true
    }

    private static func hasKey(_ key: String, _ document: JSONDocument) -> Bool {
        member(["strings", key], in: document) != nil
    }

    /// The member at `path`, if the document has it.
    private static func member(_ path: [String], in document: JSONDocument) -> JSONMember? {
        var value: JSONValue? = document.root
        var found: JSONMember?
        for name in path {
            found = value?.member(name)
            value = found?.value
        }
        return found
    }

    private static func stringUnit(_ value: String, state: String) -> JSONValue {
        .object([
            JSONMember(key: "state", value: .string(JSONString(state))),
            JSONMember(key: "value", value: .string(JSONString(value))),
        ])
    }

    private static func set(_ path: [String], _ value: JSONValue, in document: inout JSONDocument) {
        document.root = setting(path[...], in: document.root, to: value)
    }

    /// `value` with the member at `path` replaced (or inserted) by `newValue`.
    private static func setting(_ path: ArraySlice<String>, in value: JSONValue?, to newValue: JSONValue) -> JSONValue {
        guard let name = path.first else { return newValue }
        var members = value?.members ?? []
        if let index = members.lastIndex(where: { $0.key.value == name }) {
            members[index].value = setting(path.dropFirst(), in: members[index].value, to: newValue)
        } else {
            let member = JSONMember(key: name, value: setting(path.dropFirst(), in: nil, to: newValue))
            members.insert(member, at: members.firstIndex { $0.key.value > name } ?? members.count)
        }
        return .object(members)
    }
}

/// A String Catalog being edited by a writer (import, update): the catalog,
/// the bytes it was read from (what the file must still hold when written)
/// and the edits, for reports and `--dry-run`.
///
/// It never builds the catalog's whole document (several times the file's
/// size): a key it edits is read from the catalog's text alone, edited as a
/// document of that one key (`CatalogDocumentEdits`), and written back into
/// the text in place of the old one; every other key is copied as it was.
public struct StringCatalogEditor: Sendable {
    /// The catalog as read, for what it held before the edits.
    public let catalog: StringCatalog
    public let original: Data
    public private(set) var edits: [StringsEdit] = []
    private let entries: [String: CatalogEntry]
    private let text: CatalogText
    /// Each key of the text to the last of its members (the one an edit
    /// changes, as the one a reader keeps).
    private let lastMember: [String: Int]
    /// Keys edited or added, as they now are.
    private var changed: [String: JSONMember] = [:]
    /// Keys of the text removed (every copy of them).
    private var removed: Set<String> = []
    /// Keys added and removed, in the order they were: replayed on the text's
    /// members, they give the order the whole document's edits give (an added
    /// key goes before the first key then after it in sorted order, which a
    /// key removed later can still be).
    private var membership: [Membership] = []
    private enum Membership { case added(String), removed(String) }
    /// A key of the text that did not read again (never expected: it read once).
    private var failure: InputError?

    package init(catalog: StringCatalog, text: CatalogText, original: Data) {
        self.catalog = catalog
        self.original = original
        self.text = text
        entries = catalog.entriesByKey
        lastMember = Dictionary(text.members.indices.map { (text.members[$0].key, $0) }) { _, last in last }
    }

    /// Opens the catalog at `path`; `loaded` is the same catalog as the
    /// project read it, edited as it is when the file still holds the bytes
    /// it was read from (else the file is read again).
    public static func open(path: String, loaded: StringCatalog? = nil, scope: ReadScope) throws(InputError) -> StringCatalogEditor {
        let data = try InputFile.read(path, kind: "a String Catalog", scope: scope)
        if let loaded, let hash = loaded.sourceHash, hash == StringCatalogReader.hash(data), case .text(let text) = loaded.source {
            return StringCatalogEditor(catalog: loaded, text: text, original: data)
        }
        let catalog = try StringCatalogReader.read(data, path: path)
        return StringCatalogEditor(catalog: catalog, text: try StringCatalogReader.text(of: catalog), original: data)
    }

    public var path: String { catalog.path }
    public var hasChanges: Bool { !edits.isEmpty }

    /// The edited file's bytes. The edited keys are read back first, as a
    /// catalog of their own: one that would not read (an edit gone wrong)
    /// stops the write before anything is written. (The writer itself is
    /// checked on every kind of catalog by fuzz-xcstrings-roundtrip.)
    public func encodedData() throws(InputError) -> Data {
        if let failure { throw failure }
        if !changed.isEmpty {
            var root = [JSONMember(key: "sourceLanguage", value: .string(JSONString(catalog.sourceLanguage)))]
            if let version = catalog.version { root.append(JSONMember(key: "version", value: .string(JSONString(version)))) }
            let strings = changed.keys.sorted().compactMap { changed[$0] }
            let check = JSONDocument(root: .object(root + [JSONMember(key: "strings", value: .object(strings))]))
            _ = try StringCatalogReader.catalog(from: check, path: path)
        }
        guard !changed.isEmpty || !removed.isEmpty else { return StringCatalogWriter.encoded(text.bytes, as: text.encoding) }
        guard isOneKeyALine else { return try rewrittenWhole() }
        // Built as the file's bytes directly when it is UTF-8 (nearly always):
        // an array converted to Data at the end held the file twice.
        var out = Data()
        out.reserveCapacity(text.bytes.count + 4096)
        if text.encoding == .utf8BOM { out.append(contentsOf: [0xEF, 0xBB, 0xBF]) }
        out.append(contentsOf: text.bytes[..<text.strings.lowerBound])
        let slots = self.slots
        if slots.isEmpty {
            out.append(contentsOf: "{\n\n  }".utf8)
        } else {
            out.append(contentsOf: "{\n".utf8)
            for (position, slot) in slots.enumerated() {
                if case .text(let index) = slot, edited(slot) == nil {
                    out.append(contentsOf: "    ".utf8)
                    out.append(contentsOf: text.bytes[text.members[index].range])
                } else if let edited = edited(slot) {
                    var member: [UInt8] = []
                    StringCatalogWriter.write(edited, indent: 4, into: &member)
                    out.append(contentsOf: member)
                }
                out.append(contentsOf: (position == slots.count - 1 ? "\n" : ",\n").utf8)
            }
            out.append(contentsOf: "  }".utf8)
        }
        out.append(contentsOf: text.bytes[text.strings.upperBound...])
        switch text.encoding {
        case .utf8, .utf8BOM: return out
        default: return StringCatalogWriter.encoded([UInt8](out), as: text.encoding)
        }
    }
    public var expectation: FileReplacement.Expectation { .contents(original) }

    /// A member of the `strings` object as written: one of the text's, or an added key.
    private enum Slot { case text(Int), added(String) }

    /// The `strings` object's members after the edits: the text's that are
    /// left, in their order, and the added keys where sorted order put them
    /// when they were added. (Removals in a row are made in one pass.)
    private var slots: [Slot] {
        var slots = text.members.indices.map { Slot.text($0) }
        var removals = Set<String>()
        func remove() {
            guard !removals.isEmpty else { return }
            slots.removeAll { removals.contains(key($0)) }
            removals = []
        }
        for change in membership {
            switch change {
            case .removed(let name):
                removals.insert(name)
            case .added(let name):
                remove()
                slots.insert(.added(name), at: slots.firstIndex { key($0) > name } ?? slots.count)
            }
        }
        remove()
        return slots
    }

    private func key(_ slot: Slot) -> String {
        switch slot {
        case .text(let index): return text.members[index].key
        case .added(let key): return key
        }
    }

    /// Whether the `strings` object has one key a line, indented as Xcode
    /// writes it. Then the edited and added keys are written in Xcode's layout
    /// and every other byte is kept: for a catalog Xcode wrote, what rewriting
    /// the whole file gives; for one another tool pretty-printed (`"key": value`),
    /// a change that touches its own key only, not every line of the file.
    private var isOneKeyALine: Bool {
        let object = text.bytes[text.strings]
        return (object.starts(with: Array("{\n    \"".utf8)) && object.reversed().starts(with: Array("\n  }".utf8).reversed()))
            || object.elementsEqual("{\n\n  }".utf8)
    }

    /// Any other catalog (minified, say) is rewritten whole in Xcode's layout,
    /// as Xcode itself would: its document is built for that.
    private func rewrittenWhole() throws(InputError) -> Data {
        var document = try JSONParser.parse(bytes: text.bytes, path: path)
        document.encoding = text.encoding
        guard var root = document.root.members, let strings = root.lastIndex(where: { $0.key.value == "strings" }),
              let written = root[strings].value.members, written.count == text.members.count else {
            throw InputError("the catalog's text does not read as it did", file: path)
        }
        // The last "strings" object's members are the text's, in order.
        root[strings].value = .object(slots.compactMap { slot in
            if case .text(let index) = slot, edited(slot) == nil { return written[index] }
            return edited(slot)
        })
        document.root = .object(root)
        return StringCatalogWriter.data(document)
    }

    /// What `slot` is written from when the edits changed it: its edited
    /// member (for a key of the text, only its last copy); nil for a key of
    /// the text left as it was written.
    private func edited(_ slot: Slot) -> JSONMember? {
        switch slot {
        case .text(let index):
            let key = text.members[index].key
            return lastMember[key] == index ? changed[key] : nil
        case .added(let key):
            return changed[key]
        }
    }

    /// The entry of `key` as read.
    public func entry(_ key: String) -> CatalogEntry? { entries[key] }

    /// Sets a translation (see `StringCatalog.setTranslation`) and records it.
    public mutating func setTranslation(_ value: String, state: String = CatalogState.translated, key: String, locale: String) {
        let old = entries[key]?.localizations[locale]?.content.stringUnit
        guard edit(key, { CatalogDocumentEdits.setTranslation(value, state: state, key: key, locale: locale, in: &$0) }) else { return }
        // A catalog holds every locale: the edit says which.
        record(old == nil ? .added : .replaced, key, old: old?.value, new: value, part: locale)
    }

    /// Sets one case of a variation (see `StringCatalog.setVariation`) and records it.
    public mutating func setVariation(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                      kind: String, name: String) {
        let content = entries[key]?.localizations[locale]?.content
        let old = (kind == "plural" ? content?.plural : content?.device)?.first { $0.name == name }?.content.stringUnit
        guard edit(key, { CatalogDocumentEdits.setVariation(value, state: state, key: key, locale: locale, kind: kind, name: name, in: &$0) })
        else { return }
        record(old == nil ? .added : .replaced, key, old: old?.value, new: value, part: "\(kind).\(name)")
    }

    /// Sets one plural case of a substitution (see `StringCatalog.setSubstitutionCase`) and records it.
    public mutating func setSubstitutionCase(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                             substitution: CatalogSubstitution, category: String) {
        let old = entries[key]?.localizations[locale]?.substitutions.first { $0.name == substitution.name }?
            .content.plural.first { $0.name == category }?.content.stringUnit
        guard edit(key, {
            CatalogDocumentEdits.setSubstitutionCase(value, state: state, key: key, locale: locale, substitution: substitution,
                                                     category: category, in: &$0)
        }) else { return }
        record(old == nil ? .added : .replaced, key, old: old?.value, new: value, part: "\(substitution.name).\(category)")
    }

    public mutating func addExtractedKey(_ key: String, value: String, comment: String?) {
        let language = catalog.sourceLanguage
        guard edit(key, { CatalogDocumentEdits.addExtractedKey(key, value: value, comment: comment, sourceLanguage: language, in: &$0) })
        else { return }
        edits.append(StringsEdit(kind: .added, key: key, oldValue: nil, newValue: value, line: nil))
    }

    /// The `part` of the edit `markStale` records.
    public static let stalePart = "stale"

    public mutating func markStale(_ key: String) {
        guard edit(key, { CatalogDocumentEdits.markStale(key, in: &$0) }) else { return }
        let value = sourceValue(key)
        record(.replaced, key, old: value, new: value, part: Self.stalePart)
    }

    public mutating func removeKey(_ key: String) {
        let value = sourceValue(key)
        guard edit(key, { CatalogDocumentEdits.removeKey(key, in: &$0) }) else { return }
        record(.removed, key, old: value, new: nil)
    }

    /// Applies `body` to a document of `key` alone (its member as it now is,
    /// or none) and keeps what it leaves; passes `body`'s answer on.
    private mutating func edit(_ key: String, _ body: (inout JSONDocument) -> Bool) -> Bool {
        let existing: JSONMember?
        if let member = changed[key] {
            existing = member
        } else if !removed.contains(key), let index = lastMember[key] {
            do throws(InputError) {
                existing = try JSONParser.member(in: text.bytes, range: text.members[index].range, path: path)
            } catch {
                failure = failure ?? error
                return false
            }
        } else {
            existing = nil
        }
        var document = JSONDocument(root: .object([JSONMember(key: "strings", value: .object(existing.map { [$0] } ?? []))]))
        guard body(&document) else { return false }
        if let member = document.root.member("strings")?.value.members?.last {
            if existing == nil { membership.append(.added(key)) }
            changed[key] = member
        } else {
            changed[key] = nil
            removed.insert(key)
            membership.append(.removed(key))
        }
        return true
    }

    private func sourceValue(_ key: String) -> String {
        entries[key]?.localizations[catalog.sourceLanguage]?.content.stringUnit?.value ?? key
    }

    private mutating func record(_ kind: StringsEdit.Kind, _ key: String, old: String?, new: String?, part: String? = nil) {
        edits.append(StringsEdit(kind: kind, key: key, oldValue: old, newValue: new, line: entries[key]?.location.line, part: part))
    }
}
