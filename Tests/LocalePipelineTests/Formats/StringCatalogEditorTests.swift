import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats

// The catalog reader keeps a file's text and where each key is, not its
// document, and the editor splices the keys it changes into that text. Both
// are checked against the whole-document way (parse everything, edit the
// document, write it all), which they replace for memory's sake: the same
// catalogs, the same edits, the same bytes.

private let catalogs = [
    "xcstrings/Localizable.xcstrings", "xcstrings/Escapes.xcstrings", "xcstrings/Minified.xcstrings", "xcstrings/Empty.xcstrings",
    "xcstrings/Variations/Resources/Localizable.xcstrings", "xcstrings/App/Resources/InfoPlist.xcstrings",
    "Apps/AppShortcutsCatalog/Pace/AppShortcuts.xcstrings", "Apps/Accessors/Basket/Localizable.xcstrings",
]

/// One edit, made both ways.
private enum Edit {
    case translate(String, String, String)   // key, locale, value
    case variation(String, String, String, String)   // key, locale, plural case, value
    case substitution(String, String, String)   // key, locale, plural case (of the key's first substitution)
    case add(String)
    case stale(String)
    case remove(String)

    func apply(to catalog: inout StringCatalog) throws {
        switch self {
        case .translate(let key, let locale, let value): try catalog.setTranslation(value, key: key, locale: locale)
        case .variation(let key, let locale, let name, let value):
            try catalog.setVariation(value, key: key, locale: locale, kind: "plural", name: name)
        case .substitution(let key, let locale, let name):
            guard let substitution = Self.substitution(key, in: catalog.entriesByKey) else { return }
            try catalog.setSubstitutionCase("%arg x", key: key, locale: locale, substitution: substitution, category: name)
        case .add(let key): try catalog.addExtractedKey(key, value: "Value of \(key)", comment: "added \"here\"")
        case .stale(let key): try catalog.markStale(key)
        case .remove(let key): try catalog.removeKey(key)
        }
    }

    func apply(to editor: inout StringCatalogEditor, entries: [String: CatalogEntry]) {
        switch self {
        case .translate(let key, let locale, let value): editor.setTranslation(value, key: key, locale: locale)
        case .variation(let key, let locale, let name, let value):
            editor.setVariation(value, key: key, locale: locale, kind: "plural", name: name)
        case .substitution(let key, let locale, let name):
            guard let substitution = Self.substitution(key, in: entries) else { return }
            editor.setSubstitutionCase("%arg x", key: key, locale: locale, substitution: substitution, category: name)
        case .add(let key): editor.addExtractedKey(key, value: "Value of \(key)", comment: "added \"here\"")
        case .stale(let key): editor.markStale(key)
        case .remove(let key): editor.removeKey(key)
        }
    }

    static func substitution(_ key: String, in entries: [String: CatalogEntry]) -> CatalogSubstitution? {
        entries[key]?.localizations.values.sorted { $0.locale < $1.locale }.lazy.compactMap(\.substitutions.first).first
    }
}

/// Every kind of edit, on the catalog's own first, middle and last keys and on
/// keys it does not have; a key removed and added again; an added key edited.
private func edits(for catalog: StringCatalog) -> [Edit] {
    let keys = catalog.entries.map(\.key)
    let first = keys.first ?? "none", last = keys.last ?? "none", middle = keys.isEmpty ? "none" : keys[keys.count / 2]
    return [
        .translate(first, "de", "Erster \"Wert\"\n"), .translate(middle, "it", "Valore"), .translate("no.such.key", "de", "x"),
        .variation(last, "ru", "few", "%lld штуки"), .substitution("visits.summary", "fr", "many"), .substitution(middle, "de", "one"),
        .add(""), .add("0 first"), .add("mmm.middle"), .add("~ last"), .add(middle),
        .translate("mmm.middle", "de", "Mitte"), .stale(last), .stale("mmm.middle"),
        .remove(middle), .add(middle), .remove("no.such.key"), .remove(first),
        // Xcode sorts keys without case ("book.table" before "DishDash"): a key
        // added before one removed later stays where it was added.
        .add("Echo"), .remove("book.table"), .add("Zulu"), .remove(keys.count > 1 ? keys[1] : "none"), .add("Zulu"),
    ]
}

private func wholeDocument(_ catalog: StringCatalog, _ edits: [Edit]) throws -> Data {
    var edited = catalog
    edited.source = .document(catalog.document)
    for edit in edits { try edit.apply(to: &edited) }
    return StringCatalogWriter.data(edited.document)
}

private func spliced(_ catalog: StringCatalog, _ data: Data, _ edits: [Edit]) throws -> Data {
    var editor = StringCatalogEditor(catalog: catalog, text: try StringCatalogReader.text(of: catalog), original: data)
    for edit in edits { edit.apply(to: &editor, entries: catalog.entriesByKey) }
    return try editor.encodedData()
}

@Suite("StringCatalogEditor")
struct StringCatalogEditorTests {
    @Test(arguments: catalogs)
    func readingKeyByKeyGivesWhatTheWholeDocumentGives(_ name: String) throws {
        let (data, path) = try FixturePaths.fixture(name)
        let catalog = try StringCatalogReader.read(data, path: path)
        let whole = try StringCatalogReader.catalog(from: JSONParser.parse(data, path: path), path: path)
        #expect(catalog.entries == whole.entries)
        #expect(catalog.sourceLanguage == whole.sourceLanguage && catalog.version == whole.version)
        guard case .text(let text) = catalog.source else {
            Issue.record("a catalog read from a file keeps its text")
            return
        }
        #expect(text.members.map(\.key) == whole.entries.map(\.key))
    }

    @Test(arguments: catalogs)
    func splicedEditsWriteWhatWholeDocumentEditsWrite(_ name: String) throws {
        let (data, path) = try FixturePaths.fixture(name)
        let catalog = try StringCatalogReader.read(data, path: path)
        let edits = edits(for: catalog)
        // Each prefix of the edits, so that every step is compared, not only the sum.
        for count in 1...edits.count {
            let expected = try wholeDocument(catalog, Array(edits.prefix(count)))
            let actual = try spliced(catalog, data, Array(edits.prefix(count)))
            #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(name), \(count) edits")
        }
    }

    @Test func anUneditedCatalogIsItsOwnBytes() throws {
        let (data, path) = try FixturePaths.fixture("xcstrings/Minified.xcstrings")
        let catalog = try StringCatalogReader.read(data, path: path)
        #expect(try spliced(catalog, data, []) == data)
        #expect(try spliced(catalog, data, [.remove("no.such.key"), .translate("no.such.key", "de", "x")]) == data)
    }

    static let twice = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a" : {
          "comment" : "first copy"
        },
        "b" : {

        },
        "a" : {
          "comment" : "second copy"
        }
      },
      "version" : "1.0"
    }
    """

    @Test func aKeyWrittenTwiceIsEditedInItsLastCopyAndRemovedInBoth() throws {
        let data = Data(Self.twice.utf8)
        let catalog = try StringCatalogReader.read(data, path: "Twice.xcstrings")
        for edits: [Edit] in [[.translate("a", "de", "A")], [.stale("a")], [.remove("a")], [.remove("a"), .add("a")], [.remove("a"), .remove("b")]] {
            let actual = try spliced(catalog, data, edits)
            #expect(String(decoding: actual, as: UTF8.self) == String(decoding: try wholeDocument(catalog, edits), as: UTF8.self))
        }
        let edited = String(decoding: try spliced(catalog, data, [.translate("a", "de", "A")]), as: UTF8.self)
        #expect(edited.contains("\"comment\" : \"first copy\"\n    },\n    \"b\""))
        #expect(edited.contains("\"comment\" : \"second copy\",\n      \"localizations\""))
    }

    static let prettyPrinted = """
    {
      "sourceLanguage": "en",
      "strings": {
        "a": {
          "localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "A"}}
          }
        },
        "b": {
          "comment": "kept as written"
        }
      },
      "version": "1.0"
    }

    """

    @Test func anotherToolsLayoutOneKeyALineChangesOnlyTheEditedKey() throws {
        let data = Data(Self.prettyPrinted.utf8)
        let catalog = try StringCatalogReader.read(data, path: "Pretty.xcstrings")
        let edited = String(decoding: try spliced(catalog, data, [.translate("b", "de", "B")]), as: UTF8.self)
        #expect(edited == """
        {
          "sourceLanguage": "en",
          "strings": {
            "a": {
              "localizations": {
                "de": {"stringUnit": {"state": "translated", "value": "A"}}
              }
            },
            "b" : {
              "comment" : "kept as written",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "B"
                  }
                }
              }
            }
          },
          "version": "1.0"
        }

        """)
        // The same document as the whole-document edit, in another layout.
        let whole = try wholeDocument(catalog, [.translate("b", "de", "B")])
        #expect(try JSONParser.parse(Data(edited.utf8), path: "P").root == JSONParser.parse(whole, path: "P").root)
    }

    @Test func stringsWrittenTwiceCountTheLastAndItsErrorsOnly() throws {
        let text = #"{"sourceLanguage":"en","strings":{"bad":{"comment":3}},"strings":{"good":{}}}"#
        let catalog = try StringCatalogReader.read(Data(text.utf8), path: "T.xcstrings")
        #expect(catalog.entries.map(\.key) == ["good"])
        let backwards = #"{"sourceLanguage":"en","strings":{"good":{}},"strings":{"bad":{"comment":3}}}"#
        let error = expectInputError { try StringCatalogReader.read(Data(backwards.utf8), path: "T.xcstrings") }
        #expect(error?.message.contains("\"comment\" must be a string") == true)
        let empty = #"{"sourceLanguage":"en","strings":{"good":{}},"strings":{}}"#
        #expect(try StringCatalogReader.read(Data(empty.utf8), path: "T.xcstrings").entries.isEmpty)
    }

    @Test func errorsComeInTheOrderOfTheWholeDocument() throws {
        // A bad key before a JSON error and before a missing sourceLanguage: the
        // JSON's error first, then the catalog's own, then the key's.
        let cases = [
            (#"{"strings":{"bad":{"comment":3}},"x":}"#, "invalid JSON"),
            (#"{"strings":{"bad":{"comment":3}}}"#, "lacks \"sourceLanguage\""),
            (#"{"sourceLanguage":"en","strings":{"ok":{},"bad":{"comment":3},"worse":[]}}"#, "\"comment\" must be a string"),
        ]
        for (text, message) in cases {
            let streamed = expectInputError { try StringCatalogReader.read(Data(text.utf8), path: "T.xcstrings") }
            let whole = expectInputError {
                try StringCatalogReader.catalog(from: JSONParser.parse(Data(text.utf8), path: "T.xcstrings"), path: "T.xcstrings")
            }
            #expect(streamed?.message.contains(message) == true, "\(text)")
            #expect(streamed?.description == whole?.description, "\(text)")
        }
    }

    @Test func anEditedCatalogReadsBackWithTheEditAndEveryKey() throws {
        let (data, path) = try FixturePaths.fixture("xcstrings/Localizable.xcstrings")
        let catalog = try StringCatalogReader.read(data, path: path)
        var editor = StringCatalogEditor(catalog: catalog, text: try StringCatalogReader.text(of: catalog), original: data)
        editor.setTranslation("Tisch", key: "book.table", locale: "de")
        let out = try editor.encodedData()
        let reread = try StringCatalogReader.read(out, path: path)
        #expect(reread.entriesByKey["book.table"]?.localizations["de"]?.content.stringUnit?.value == "Tisch")
        #expect(reread.entries.count == catalog.entries.count)
    }
}
