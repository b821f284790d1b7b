import Foundation

/// Changes to a catalog that touch only what they change: the ordered
/// document is edited in place, so `StringCatalogWriter` writes every other
/// byte as it was read.
extension StringCatalog {
    /// Sets the string unit of `key` in `locale` to `value` with `state`,
    /// adding the localization when the key has none (members are inserted
    /// where sorted order puts them, as Xcode keeps them). Returns false,
    /// changing nothing, when the catalog has no such key.
    @discardableResult
    public mutating func setTranslation(_ value: String, state: String = CatalogState.translated,
                                        key: String, locale: String) throws(InputError) -> Bool {
        guard hasKey(key) else { return false }
        try edit(["strings", key, "localizations", locale, "stringUnit"], Self.stringUnit(value, state: state))
        return true
    }

    /// Sets one case of a variation of `key` in `locale` (`variations.plural.one`,
    /// `variations.device.iphone`) to `value` with `state`, creating what is
    /// missing on the way in sorted order. False when the catalog has no such key.
    @discardableResult
    public mutating func setVariation(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                      kind: String, name: String) throws(InputError) -> Bool {
        guard hasKey(key) else { return false }
        try edit(["strings", key, "localizations", locale, "variations", kind, name, "stringUnit"], Self.stringUnit(value, state: state))
        return true
    }

    /// Sets one plural case of a substitution of `key` in `locale`, giving the
    /// locale's substitution the source's `argNum` and `formatSpecifier` when
    /// it has none yet. False when the catalog has no such key.
    @discardableResult
    public mutating func setSubstitutionCase(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                             substitution: CatalogSubstitution, category: String) throws(InputError) -> Bool {
        guard hasKey(key) else { return false }
        let base = ["strings", key, "localizations", locale, "substitutions", substitution.name]
        let existing = entries.first { $0.key == key }?.localizations[locale]?.substitutions.first { $0.name == substitution.name }
        if existing == nil {
            if let argNum = substitution.argNum { try edit(base + ["argNum"], .number("\(argNum)")) }
            if let specifier = substitution.formatSpecifier { try edit(base + ["formatSpecifier"], .string(JSONString(specifier))) }
        }
        try edit(base + ["variations", "plural", category, "stringUnit"], Self.stringUnit(value, state: state))
        return true
    }

    /// Adds `key` as Xcode adds a key it finds in code: its comment,
    /// `extractionState: extracted_with_value` and the development value as
    /// a `new` string unit of the source language. False when the key exists.
    @discardableResult
    public mutating func addExtractedKey(_ key: String, value: String, comment: String?) throws(InputError) -> Bool {
        guard !hasKey(key) else { return false }
        var members: [JSONMember] = []
        if let comment, !comment.isEmpty { members.append(JSONMember(key: "comment", value: .string(JSONString(comment)))) }
        members.append(JSONMember(key: "extractionState", value: .string(JSONString("extracted_with_value"))))
        members.append(JSONMember(key: "localizations", value: .object([
            JSONMember(key: sourceLanguage, value: .object([JSONMember(key: "stringUnit", value: Self.stringUnit(value, state: CatalogState.new))])),
        ])))
        try edit(["strings", key], .object(members))
        return true
    }

    /// Marks `key` as no longer found in code (`extractionState: stale`), as
    /// Xcode does; false when it has no such key or it is stale already.
    @discardableResult
    public mutating func markStale(_ key: String) throws(InputError) -> Bool {
        guard hasKey(key), entries.first(where: { $0.key == key })?.isStale != true else { return false }
        try edit(["strings", key, "extractionState"], .string(JSONString(CatalogState.stale)))
        return true
    }

    /// Removes `key` with all its localizations; false when it has none.
    @discardableResult
    public mutating func removeKey(_ key: String) throws(InputError) -> Bool {
        guard hasKey(key), let strings = document.root.member("strings")?.value else { return false }
        let kept = (strings.members ?? []).filter { $0.key.value != key }
        try edit(["strings"], .object(kept))
        return true
    }

    private func hasKey(_ key: String) -> Bool {
        document.root.member("strings")?.value.member(key) != nil
    }

    private static func stringUnit(_ value: String, state: String) -> JSONValue {
        .object([
            JSONMember(key: "state", value: .string(JSONString(state))),
            JSONMember(key: "value", value: .string(JSONString(value))),
        ])
    }

    private mutating func edit(_ path: [String], _ value: JSONValue) throws(InputError) {
        document.root = Self.setting(path[...], in: document.root, to: value)
        // Re-derive the model from the edited document; the edited members
        // have no position until the file is read again.
        self = try StringCatalogReader.catalog(from: document, path: self.path)
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
public struct StringCatalogEditor: Sendable {
    public private(set) var catalog: StringCatalog
    public let original: Data
    public private(set) var edits: [StringsEdit] = []

    public static func open(path: String) throws(InputError) -> StringCatalogEditor {
        let data = try InputFile.read(path)
        return StringCatalogEditor(catalog: try StringCatalogReader.read(data, path: path), original: data)
    }

    public var path: String { catalog.path }
    public var hasChanges: Bool { !edits.isEmpty }
    public func encodedData() -> Data { StringCatalogWriter.data(catalog) }
    public var expectation: FileReplacement.Expectation { .contents(original) }

    /// Sets a translation (see `StringCatalog.setTranslation`) and records it.
    public mutating func setTranslation(_ value: String, state: String = CatalogState.translated, key: String, locale: String) throws(InputError) {
        let old = catalog.entries.first { $0.key == key }?.localizations[locale]?.content.stringUnit
        guard try catalog.setTranslation(value, state: state, key: key, locale: locale) else { return }
        edits.append(StringsEdit(kind: old == nil ? .added : .replaced, key: key, oldValue: old?.value, newValue: value,
                                 line: catalog.entries.first { $0.key == key }?.location.line))
    }

    /// Sets one case of a variation (see `StringCatalog.setVariation`) and records it.
    public mutating func setVariation(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                      kind: String, name: String) throws(InputError) {
        let old = catalog.entries.first { $0.key == key }?.localizations[locale]?.content
        let oldCase = (kind == "plural" ? old?.plural : old?.device)?.first { $0.name == name }?.content.stringUnit
        guard try catalog.setVariation(value, state: state, key: key, locale: locale, kind: kind, name: name) else { return }
        edits.append(StringsEdit(kind: oldCase == nil ? .added : .replaced, key: key, oldValue: oldCase?.value, newValue: value,
                                 line: catalog.entries.first { $0.key == key }?.location.line, part: "\(kind).\(name)"))
    }

    /// Sets one plural case of a substitution (see `StringCatalog.setSubstitutionCase`) and records it.
    public mutating func setSubstitutionCase(_ value: String, state: String = CatalogState.translated, key: String, locale: String,
                                             substitution: CatalogSubstitution, category: String) throws(InputError) {
        let old = catalog.entries.first { $0.key == key }?.localizations[locale]?.substitutions.first { $0.name == substitution.name }?
            .content.plural.first { $0.name == category }?.content.stringUnit
        guard try catalog.setSubstitutionCase(value, state: state, key: key, locale: locale, substitution: substitution, category: category) else { return }
        edits.append(StringsEdit(kind: old == nil ? .added : .replaced, key: key, oldValue: old?.value, newValue: value,
                                 line: catalog.entries.first { $0.key == key }?.location.line, part: "\(substitution.name).\(category)"))
    }

    public mutating func addExtractedKey(_ key: String, value: String, comment: String?) throws(InputError) {
        if try catalog.addExtractedKey(key, value: value, comment: comment) {
            edits.append(StringsEdit(kind: .added, key: key, oldValue: nil, newValue: value, line: nil))
        }
    }

    /// The `part` of the edit `markStale` records.
    public static let stalePart = "stale"

    public mutating func markStale(_ key: String) throws(InputError) {
        let entry = catalog.entries.first { $0.key == key }
        if try catalog.markStale(key) {
            let value = entry?.localizations[catalog.sourceLanguage]?.content.stringUnit?.value ?? key
            edits.append(StringsEdit(kind: .replaced, key: key, oldValue: value, newValue: value, line: entry?.location.line, part: Self.stalePart))
        }
    }

    public mutating func removeKey(_ key: String) throws(InputError) {
        let entry = catalog.entries.first { $0.key == key }
        if try catalog.removeKey(key) {
            edits.append(StringsEdit(kind: .removed, key: key, oldValue: entry?.localizations[catalog.sourceLanguage]?.content.stringUnit?.value,
                                     newValue: nil, line: entry?.location.line))
        }
    }
}
