import Foundation
import PipelineCore

/// Reads a String Catalog (`.xcstrings`).
///
/// The JSON is read by `JSONParser`, which keeps member order (for the
/// writer) and the position of every key (for findings). Members this reader
/// does not know are kept in the document and ignored here, so a newer Xcode's
/// additions neither fail the run nor get lost on a rewrite. A member of the
/// wrong kind (`"value" : 3`) is an `InputError` at its key.
public enum StringCatalogReader {
    public static func read(path: String, scope: ReadScope) throws(InputError) -> StringCatalog {
        let data = try InputFile.read(path, kind: "a String Catalog", scope: scope)
        return try read(data, path: path)
    }

    public static func read(_ data: Data, path: String) throws(InputError) -> StringCatalog {
        let (text, encoding) = try TextDecoding.decode(data, path: path)
        var catalog = try read(bytes: Array(text.utf8), encoding: encoding, path: path)
        catalog.sourceHash = hash(data)
        return catalog
    }

    /// The text a catalog was read from, with where its keys are: a catalog
    /// made from a document is written and read again for it.
    package static func text(of catalog: StringCatalog) throws(InputError) -> CatalogText {
        if case .text(let text) = catalog.source { return text }
        let again = try read(StringCatalogWriter.data(catalog.document), path: catalog.path)
        guard case .text(let text) = again.source else {
            throw InputError("the catalog's text could not be read again", file: catalog.path)
        }
        return text
    }

    /// The `sourceHash` of a catalog read from `data`.
    package static func hash(_ data: Data) -> String {
        data.withUnsafeBytes { WordHash.hex($0) }
    }

    public static func read(text: String, path: String) throws(InputError) -> StringCatalog {
        try read(bytes: Array(text.utf8), encoding: .utf8, path: path)
    }

    /// Reads the keys one by one as the parser meets them (see
    /// `JSONParser.parse(bytes:path:streaming:each:)`), keeping the text and
    /// where each key is rather than the document. Errors come in the order
    /// a whole document's reading gives them: the JSON's, the catalog's own
    /// members', then the first bad key's.
    private static func read(bytes: [UInt8], encoding: TextEncoding, path: String) throws(InputError) -> StringCatalog {
        var entries: [CatalogEntry] = []
        var members: [CatalogText.Member] = []
        var entryError: InputError?
        var object = -1
        let streamed = try JSONParser.parse(bytes: bytes, path: path, streaming: "strings") { member, memberRange, index throws(InputError) in
            if index != object {   // "strings" written twice: the last one counts
                (entries, members, entryError, object) = ([], [], nil, index)
            }
            members.append(CatalogText.Member(key: member.key.value, range: memberRange))
            guard entryError == nil else { return }
            do throws(InputError) {
                entries.append(try entry(member.node(path), path: path))
            } catch {
                entryError = error
            }
        }
        var document = streamed.document
        document.encoding = encoding
        var catalog = try catalog(from: document, path: path)
        guard let root = document.root.members, let last = root.lastIndex(where: { $0.key.value == "strings" }),
              let range = streamed.objects[last] else {
            // Not reached: catalog(from:) refuses a catalog whose last "strings" is
            // not an object, and every such object at the root is streamed.
            var whole = try JSONParser.parse(bytes: bytes, path: path)
            whole.encoding = encoding
            return try self.catalog(from: whole, path: path)
        }
        if last != object { (entries, members, entryError) = ([], [], nil) }   // the last "strings" is empty
        if let entryError { throw entryError }
        catalog.entries = entries
        catalog.source = .text(CatalogText(bytes: bytes, encoding: encoding, strings: range, members: members))
        return catalog
    }

    package static func catalog(from document: JSONDocument, path: String) throws(InputError) -> StringCatalog {
        let top = SourceLocation(file: path, line: 1, column: 1)
        guard let members = document.root.members else {
            throw InputError("a String Catalog must be a JSON object, found \(document.root.kindName)", at: top)
        }
        let root = Node(value: document.root, location: top, name: "", isRoot: true)
        let sourceLanguage = try root.requiredString("sourceLanguage")
        let version = try root.string("version")
        var entries: [CatalogEntry] = []
        if let strings = try root.object("strings") {
            for member in strings.members {
                entries.append(try entry(member.node(path), path: path))
            }
        } else if !members.contains(where: { $0.key.value == "strings" }) {
            // Xcode always writes "strings", even when empty; without it this is not a catalog.
            throw InputError("a String Catalog needs a \"strings\" object", at: top)
        }
        return StringCatalog(path: path, sourceLanguage: sourceLanguage, version: version, entries: entries, document: document)
    }

    private static func entry(_ node: Node, path: String) throws(InputError) -> CatalogEntry {
        let object = try node.asObject()
        var entry = CatalogEntry(key: node.name, comment: try object.string("comment"),
                                 extractionState: try object.string("extractionState"),
                                 shouldTranslate: try object.bool("shouldTranslate") ?? true,
                                 location: node.location)
        if let localizations = try object.object("localizations") {
            for member in localizations.members {
                let language = member.node(path)
                let content = try language.asObject()
                var substitutions: [CatalogSubstitution] = []
                if let subs = try content.object("substitutions") {
                    for sub in subs.members {
                        substitutions.append(try substitution(sub.node(path), path: path))
                    }
                }
                entry.localizations[language.name] = CatalogLocalization(
                    locale: language.name, content: try variation(content, path: path),
                    substitutions: substitutions, location: language.location)
            }
        }
        return entry
    }

    private static func substitution(_ node: Node, path: String) throws(InputError) -> CatalogSubstitution {
        let object = try node.asObject()
        return CatalogSubstitution(name: node.name, argNum: try object.int("argNum"),
                                   formatSpecifier: try object.string("formatSpecifier"),
                                   content: try variation(object, path: path), location: node.location)
    }

    /// The `stringUnit` and `variations` of an object.
    private static func variation(_ object: ObjectNode, path: String) throws(InputError) -> CatalogVariation {
        var result = CatalogVariation()
        if let unitNode = object.node("stringUnit") {
            let unit = try unitNode.asObject()
            result.stringUnit = CatalogStringUnit(state: try unit.string("state"), value: try unit.requiredString("value"),
                                                  location: unitNode.location)
        }
        if let setNode = object.node("stringSet") {
            let set = try setNode.asObject()
            var values: [String] = []
            if let valuesNode = set.node("values") {
                guard case .array(let items) = valuesNode.value else {
                    throw InputError("\"values\" must be an array of strings, found \(valuesNode.value.kindName)", at: valuesNode.location)
                }
                for item in items {
                    guard let value = item.string else {
                        throw InputError("\"values\" must be an array of strings, found \(item.kindName) in it", at: valuesNode.location)
                    }
                    values.append(value)
                }
            }
            result.stringSet = CatalogStringSet(state: try set.string("state"), values: values, location: setNode.location)
        }
        if let variations = try object.object("variations") {
            result.plural = try cases(variations, "plural", path: path)
            result.device = try cases(variations, "device", path: path)
        }
        return result
    }

    private static func cases(_ variations: ObjectNode, _ kind: String, path: String) throws(InputError) -> [CatalogCase] {
        guard let object = try variations.object(kind) else { return [] }
        var result: [CatalogCase] = []
        for member in object.members {
            let node = member.node(path)
            result.append(CatalogCase(name: node.name, content: try variation(try node.asObject(), path: path), location: node.location))
        }
        return result
    }
}

/// A value with the key it was found under, for typed access with messages
/// that point at that key.
private struct Node {
    var value: JSONValue
    var location: SourceLocation
    /// The member's key (empty for the root).
    var name: String
    var isRoot = false

    func asObject() throws(InputError) -> ObjectNode {
        guard let members = value.members else {
            throw InputError("\"\(name)\" must be an object, found \(value.kindName)", at: location)
        }
        return ObjectNode(members: members, location: location, name: name, isRoot: isRoot)
    }

    func requiredString(_ key: String) throws(InputError) -> String {
        try asObject().requiredString(key)
    }

    func string(_ key: String) throws(InputError) -> String? {
        try asObject().string(key)
    }

    func object(_ key: String) throws(InputError) -> ObjectNode? {
        try asObject().object(key)
    }
}

private struct ObjectNode {
    var members: [JSONMember]
    var location: SourceLocation
    var name: String
    var isRoot = false

    func node(_ key: String) -> Node? {
        guard let member = members.last(where: { $0.key.value == key }) else { return nil }
        return Node(value: member.value, location: member.location ?? location, name: key)
    }

    func string(_ key: String) throws(InputError) -> String? {
        guard let node = node(key) else { return nil }
        guard let string = node.value.string else {
            throw InputError("\"\(key)\" must be a string, found \(node.value.kindName)", at: node.location)
        }
        return string
    }

    func requiredString(_ key: String) throws(InputError) -> String {
        guard let string = try string(key) else {
            throw InputError("\(isRoot ? "the catalog" : "\"\(name)\"") lacks \"\(key)\"", at: location)
        }
        return string
    }

    func bool(_ key: String) throws(InputError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard let value = node.value.bool else {
            throw InputError("\"\(key)\" must be true or false, found \(node.value.kindName)", at: node.location)
        }
        return value
    }

    func int(_ key: String) throws(InputError) -> Int? {
        guard let node = node(key) else { return nil }
        guard let value = node.value.int else {
            throw InputError("\"\(key)\" must be a whole number, found \(node.value.kindName)", at: node.location)
        }
        return value
    }

    func object(_ key: String) throws(InputError) -> ObjectNode? {
        guard let node = node(key) else { return nil }
        return try node.asObject()
    }
}

private extension JSONMember {
    func node(_ path: String) -> Node {
        Node(value: value, location: location ?? SourceLocation(file: path), name: key.value)
    }
}
