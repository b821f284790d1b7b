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
        guard document.root.member("strings")?.value.member(key) != nil else { return false }
        let unit = JSONValue.object([
            JSONMember(key: "state", value: .string(JSONString(state))),
            JSONMember(key: "value", value: .string(JSONString(value))),
        ])
        document.root = Self.setting(["strings", key, "localizations", locale, "stringUnit"][...], in: document.root, to: unit)
        // Re-derive the model from the edited document; the edited members
        // have no position until the file is read again.
        self = try StringCatalogReader.catalog(from: document, path: path)
        return true
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
