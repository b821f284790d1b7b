import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// EntryLookup (positions, not copies) and TableAlignment (one lookup per
/// translated entry, shared by the checks), against a plain dictionary.
@Suite("Entry lookup and table alignment")
struct TableAlignmentTests {
    private func table(_ text: String, path: String = "/t/Localizable.strings") throws -> StringsFile {
        try StringsParser.parse(text: text, path: path)
    }

    @Test func lookupIsLastWinsLikeFoundation() throws {
        let file = try table("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        #expect(file.lookup.count == 2)
        #expect(file.lookup["a"]?.value == "3")
        #expect(file.lookup.position(of: "a") == 2)
        #expect(file.lookup.position(of: "b") == 1)
        #expect(file.lookup["c"] == nil)
        #expect(file.lookup.winners.map(\.value) == ["2", "3"])
        #expect(file.lookup.mapValues(\.value) == ["a": "3", "b": "2"])
    }

    @Test func lookupFollowsAMerge() throws {
        var file = try table("\"a\" = \"en\";\n")
        file.merge(try table("\"a\" = \"base\";\n\"b\" = \"base\";\n").entries, overriding: false)
        #expect(file.lookup["a"]?.value == "en")
        #expect(file.lookup["b"]?.value == "base")
    }

    /// Same order, shuffled order, missing and extra keys, and a development
    /// table with a duplicate (where the in-order shortcut must not be used).
    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n", "\"a\" = \"x\";\n\"b\" = \"y\";\n\"c\" = \"z\";\n"),
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n", "\"c\" = \"x\";\n\"new\" = \"y\";\n\"a\" = \"z\";\n"),
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"c\" = \"4\";\n", "\"a\" = \"x\";\n\"b\" = \"y\";\n\"a\" = \"z\";\n\"c\" = \"w\";\n"),
        ("\"K\" = \"1\";\n\"é\" = \"2\";\n", "\"\u{212A}\" = \"x\";\n\"e\u{301}\" = \"y\";\n"),
    ])
    func alignmentAgreesWithTheLookup(base: String, translation: String) throws {
        let baseFile = try table(base, path: "/t/en.lproj/Localizable.strings")
        let translated = try table(translation, path: "/t/de.lproj/Localizable.strings")
        let alignment = TableAlignment(base: baseFile, translation: translated)
        for (index, entry) in translated.entries.enumerated() {
            #expect(alignment.basePosition(ofEntry: index) == baseFile.lookup.position(of: entry.key), "entry \(index) \(entry.key)")
        }
        let keys = Set(translated.entries.map(\.key))
        for (position, entry) in baseFile.entries.enumerated() {
            let counts = baseFile.lookup.position(of: entry.key) == position
            #expect(alignment.translated[position] == (counts && keys.contains(entry.key)), "base entry \(position) \(entry.key)")
        }
    }
}

/// Translations read with the development table share its key and comment
/// strings, without changing what is read.
@Suite("Sharing development keys and comments")
struct SharedStringsTests {
    @Test func sharingReadsTheSameEntries() throws {
        let base = try StringsParser.parse(text: "/* Greeting */\n\"hello\" = \"Hello\";\n\"K\" = \"Kelvin\";\n\"café\" = \"Café\";\n",
                                           path: "/t/en.lproj/Localizable.strings")
        // The same key and comment; a canonically equal key in other bytes (KELVIN SIGN, NFD é); an extra key.
        let text = "/* Greeting */\n\"hello\" = \"Hallo\";\n\"\u{212A}\" = \"Kelvin\";\n\"cafe\u{301}\" = \"Café\";\n/* new */\n\"extra\" = \"x\";\n"
        let plain = try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings")
        let shared = try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings", sharing: base)
        #expect(shared == plain)
        // The file's own bytes are kept where they differ from the development key's.
        #expect(Array(shared.entries[1].key.unicodeScalars) == ["\u{212A}"])
        #expect(Array(shared.entries[2].key.utf8) == Array("cafe\u{301}".utf8))
        #expect(shared.entries.map(\.comment) == ["Greeting", nil, nil, "new"])
    }

    /// Keys and comments longer than a String holds inline share the development storage.
    @Test func longKeysAndCommentsShareStorage() throws {
        let key = "settings.notifications.title", comment = "Title of the notification settings screen"
        let base = try StringsParser.parse(text: "/* \(comment) */\n\"\(key)\" = \"Notifications\";\n", path: "/t/en.lproj/Localizable.strings")
        let text = "/* \(comment) */\n\"\(key)\" = \"Mitteilungen\";\n"
        let shared = try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings", sharing: base)
        let plain = try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings")
        func storage(_ string: String?) -> UnsafeRawPointer? {
            string?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        #expect(storage(shared.entries[0].key) == storage(base.entries[0].key))
        #expect(storage(shared.entries[0].comment) == storage(base.entries[0].comment))
        #expect(storage(plain.entries[0].key) != storage(base.entries[0].key))
        #expect(shared == plain)
    }

    /// In the development table's order (the next entry is tried first) or
    /// not (looked up), every long key shares its storage.
    @Test func keysShareStorageInAnyOrder() throws {
        let keys = (0..<6).map { "settings.section.\($0).title" }
        let base = try StringsParser.parse(text: keys.map { "\"\($0)\" = \"x\";\n" }.joined(), path: "/t/en.lproj/Localizable.strings")
        for order in [keys, keys.reversed(), [keys[2], keys[3], keys[0], keys[1], keys[5], keys[4]], keys + keys] {
            let text = order.map { "\"\($0)\" = \"y\";\n" }.joined()
            let shared = try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings", sharing: base)
            #expect(shared == (try StringsParser.parse(text: text, path: "/t/de.lproj/Localizable.strings")))
            for entry in shared.entries {
                let original = try #require(base.entries.first { $0.key == entry.key })
                #expect(entry.key.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                        == original.key.utf8.withContiguousStorageIfAvailable { $0.baseAddress }, "\(order)")
            }
        }
    }
}

/// The report asks a locale's tables for keys in the development table's
/// order and tries the next entry first: the answers are `entry(key)`'s.
@Suite("Entries found in order")
struct OrderedEntryTests {
    static func entries(_ pairs: [(String, String)]) -> EntryLookup<StringsEntry> {
        EntryLookup(pairs.enumerated().map { index, pair in
            StringsEntry(key: pair.0, value: pair.1, location: SourceLocation(file: "/t/de.lproj/Localizable.strings", line: index + 1))
        })
    }

    @Test func theSameEntryInAnyOrder() {
        let keys = (0..<10).map { "key.number.\($0).long-enough" }
        let unique = Self.entries(keys.map { ($0, "first " + $0) })
        // A repeated key (the last one counts) and a fallback table (`pt` behind `pt-BR`).
        let repeated = Self.entries(keys.map { ($0, "first " + $0) } + [(keys[2], "again")])
        let fallback = Self.entries([("only.in.fallback", "fallback"), (keys[3], "fallback 3")])
        let orders = [keys, keys.reversed(), [keys[0], "missing", keys[1], keys[5], keys[6], "only.in.fallback", keys[7]],
                      keys + keys, [keys[2], keys[2], keys[3]]]
        for first in [unique, repeated] {
            let lookups = TranslationLookups(strings: [first, fallback], plurals: [])
            for order in orders {
                var cursor = 0
                for key in order {
                    #expect(lookups.entry(key, cursor: &cursor) == lookups.entry(key), "\(key) in \(order)")
                }
            }
        }
        var cursor = 0
        #expect(TranslationLookups(strings: [repeated], plurals: []).entry(keys[2], cursor: &cursor)?.value == "again")
    }
}
