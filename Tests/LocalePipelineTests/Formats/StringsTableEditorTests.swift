import Foundation
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

// The editor's promise: what it does not change stays byte for byte, in the
// file's own encoding. Fixtures are the parser's (Fixtures/strings).

private enum EditorPaths {
    static let packageRoot: URL? = PackageRoot.url

    static func fixtures() throws -> [URL] {
        let folder = try #require(packageRoot).appendingPathComponent("Fixtures/strings")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "strings" }
            .sorted { $0.path < $1.path }
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(packageRoot).appendingPathComponent("Fixtures/strings/\(name)"))
    }

    /// A fresh folder for files the test writes.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

private func editor(_ text: String) throws -> StringsTableEditor {
    try StringsTableEditor(data: Data(text.utf8), path: "t.strings")
}

/// Foundation's reading of the edited text: it must agree with what was set.
private func foundationTable(_ text: String) -> [String: String]? {
    try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? [String: String]
}

@Suite("StringsTableEditor")
struct StringsTableEditorTests {
    // MARK: Nothing changed, nothing touched

    @Test func settingEveryKeyToItsValueKeepsEveryFixtureByteIdentical() throws {
        for url in try EditorPaths.fixtures() {
            let data = try Data(contentsOf: url)
            var editor = try StringsTableEditor(data: data, path: url.path)
            for entry in editor.file.entries { editor.setValue(entry.value, forKey: entry.key) }
            #expect(!editor.hasChanges, "\(url.lastPathComponent)")
            #expect((try editor.encodedData()) == data, "\(url.lastPathComponent)")
        }
    }

    @Test func reencodingAnEditedFixtureKeepsItsEncodingAndOtherEntries() throws {
        for url in try EditorPaths.fixtures() {
            let data = try Data(contentsOf: url)
            var editor = try StringsTableEditor(data: data, path: url.path)
            let before = editor.file.lookup.mapValues(\.value)
            editor.setValue("Neuer Wert ✓ \"quoted\"", forKey: "l10n-tool.added")
            let output = (try editor.encodedData())
            let (text, encoding) = try TextDecoding.decode(output, path: url.path)
            #expect(encoding == editor.encoding, "\(url.lastPathComponent)")
            let reparsed = try StringsParser.parse(text: text, path: url.path)
            var expected = before
            expected["l10n-tool.added"] = "Neuer Wert ✓ \"quoted\""
            #expect(reparsed.lookup.mapValues(\.value) == expected, "\(url.lastPathComponent)")
            // The original text is a prefix (or, inside braces, everything but the closing lines).
            let original = try TextDecoding.decode(data, path: url.path).text
            if !original.contains("{") {
                #expect(text.hasPrefix(original), "\(url.lastPathComponent)")
            }
        }
    }

    // MARK: Replacing

    @Test func replacesOnlyTheValueOfTheLastOccurrence() throws {
        let text = "/* First definition */\n\"dup\" = \"first\";\n\"other\" = \"x\";\n/* Second definition wins */\n\"dup\" = \"second\";\n"
        var editor = try editor(text)
        editor.setValue("third", forKey: "dup")
        #expect(try editor.renderedText() == text.replacingOccurrences(of: "\"second\"", with: "\"third\""))
        #expect(editor.edits == [StringsEdit(kind: .replaced, key: "dup", oldValue: "second", newValue: "third", line: 5)])
    }

    @Test func keepsUnquotedKeysAndUntouchedEscapes() throws {
        let text = "plain = value;\nnext.key = \"a \\\"b\\\" \\U00e9\";\nshorthand;\n"
        var editor = try editor(text)
        editor.setValue("neu", forKey: "plain")
        editor.setValue("Kurz", forKey: "shorthand")
        #expect(try editor.renderedText() == "plain = \"neu\";\nnext.key = \"a \\\"b\\\" \\U00e9\";\nshorthand = \"Kurz\";\n")
    }

    @Test func escapesWhatItWritesSoFoundationReadsItBack() throws {
        let tricky = "Quote \" backslash \\ newline \n tab \t return \r bell \u{7} é 🍣"
        var editor = try editor("\"a\" = \"b\";\n")
        editor.setValue(tricky, forKey: "a")
        editor.setValue(tricky, forKey: "new \"key\"\n")
        let text = try editor.renderedText()
        #expect(try StringsParser.parse(text: text, path: "t").lookup.mapValues(\.value) == ["a": tricky, "new \"key\"\n": tricky])
        #expect(foundationTable(text) == ["a": tricky, "new \"key\"\n": tricky])
    }

    // MARK: Appending

    @Test func appendsWithCommentAndBlankLineInXcodeStyle() throws {
        var editor = try editor("/* Greeting */\n\"hello\" = \"Hallo\";\n")
        editor.setValue("Tschüss", forKey: "bye", comment: "Farewell */ tricky")
        editor.setValue("Ja", forKey: "yes")
        #expect(try editor.renderedText() == "/* Greeting */\n\"hello\" = \"Hallo\";\n\n/* Farewell * / tricky */\n\"bye\" = \"Tschüss\";\n\n\"yes\" = \"Ja\";\n")
    }

    @Test func appendsInTheFilesOwnStyle() throws {
        // Compact, CRLF, `=` without spaces, no final line break.
        var editor = try editor("\"a\"=\"1\";\r\n\"b\"=\"2\";")
        editor.setValue("3", forKey: "c", comment: "C")
        #expect(try editor.renderedText() == "\"a\"=\"1\";\r\n\"b\"=\"2\";\r\n/* C */\r\n\"c\"=\"3\";\r\n")
    }

    @Test func appendsInsideBraces() throws {
        var editor = try editor("{\n    \"a\" = \"b\";\n    c = d;\n}\n")
        editor.setValue("f", forKey: "e")
        let text = try editor.renderedText()
        #expect(text == "{\n    \"a\" = \"b\";\n    c = d;\n    \"e\" = \"f\";\n}\n")
        #expect(foundationTable(text) == ["a": "b", "c": "d", "e": "f"])
    }

    @Test func appendsToEmptyCommentOnlyAndNewFiles() throws {
        var empty = try editor("")
        empty.setValue("v", forKey: "k", comment: "c")
        #expect(try empty.renderedText() == "/* c */\n\"k\" = \"v\";\n")

        var header = try editor("/* Localizable.strings */\n")
        header.setValue("v", forKey: "k")
        #expect(try header.renderedText() == "/* Localizable.strings */\n\n\"k\" = \"v\";\n")

        var new = StringsTableEditor(newFileAt: "x/de.lproj/InfoPlist.strings", encoding: .utf16LEBOM)
        new.setValue("Suchen", forKey: "Search", comment: "Quick action title")
        #expect((try new.encodedData()).starts(with: [0xFF, 0xFE]))
        #expect(try TextDecoding.decode((try new.encodedData()), path: "x").text == "/* Quick action title */\n\"Search\" = \"Suchen\";\n")
    }

    // MARK: Encodings

    @Test(arguments: ["utf16le.strings", "utf16be.strings", "utf16le-bom.strings", "utf16be-bom.strings", "utf8-bom.strings"])
    func staysInItsEncoding(_ name: String) throws {
        let data = try EditorPaths.fixture(name)
        var editor = try StringsTableEditor(data: data, path: name)
        let key = try #require(editor.file.entries.first?.key)
        editor.setValue("geändert 🍣", forKey: key)
        let output = (try editor.encodedData())
        #expect(TextDecoding.detectEncoding(output) == editor.encoding)
        let original = try TextDecoding.decode(data, path: name)
        let decoded = try TextDecoding.decode(output, path: name)
        #expect(decoded.encoding == original.encoding)
        #expect(try StringsParser.parse(output, path: name).lookup[key]?.value == "geändert 🍣")
        // Only the value changed: the rest of the text is the same.
        let entry = try #require(editor.file.lookup[key])
        let valueRange = try #require(entry.ranges?.value)
        let utf8 = Array(original.text.utf8)
        let expected = utf8[..<valueRange.lowerBound] + Array("\"geändert 🍣\"".utf8) + utf8[valueRange.upperBound...]
        #expect(Array(decoded.text.utf8) == Array(expected))
    }

    /// Found by Fuzz/ (fuzz-strings-editor): a BOM-less UTF-16 table is told
    /// by its zero bytes; once an edit made it mostly non-ASCII, the tool
    /// read its own output as broken UTF-8. It gets a BOM then.
    @Test(arguments: [TextEncoding.utf16LE, .utf16BE])
    func utf16WithoutBOMStaysReadableWhenMostlyNonASCII(_ encoding: TextEncoding) throws {
        let text = "\"a\" = \"b\";\n"
        let data = try #require(text.data(using: encoding == .utf16LE ? .utf16LittleEndian : .utf16BigEndian))
        var editor = try StringsTableEditor(data: data, path: "ja.lproj/Localizable.strings")
        #expect(editor.encoding == encoding)
        let japanese = String(repeating: "日本語のテキスト", count: 20)
        editor.setValue(japanese, forKey: "a")
        let output = (try editor.encodedData())
        #expect(output.starts(with: encoding == .utf16LE ? [0xFF, 0xFE] : [0xFE, 0xFF]))
        let read = try StringsParser.parse(output, path: "ja.lproj/Localizable.strings")
        #expect(read.encoding == (encoding == .utf16LE ? .utf16LEBOM : .utf16BEBOM))
        #expect(read.lookup["a"]?.value == japanese)

        // An edit that leaves the text recognisable adds no BOM.
        var small = try StringsTableEditor(data: data, path: "ja.lproj/Localizable.strings")
        small.setValue("c", forKey: "a")
        #expect(TextDecoding.detectEncoding((try small.encodedData())) == encoding)
    }

    // MARK: Removing

    @Test func removesAnEntryWithItsCommentAndOneBlankLine() throws {
        let text = "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n\n/* C */\n\"c\" = \"3\";\n"
        var middle = try editor(text)
        middle.removeEntries(forKey: "b")
        #expect(try middle.renderedText() == "/* A */\n\"a\" = \"1\";\n\n/* C */\n\"c\" = \"3\";\n")

        var first = try editor(text)
        first.removeEntries(forKey: "a")
        #expect(try first.renderedText() == "/* B */\n\"b\" = \"2\";\n\n/* C */\n\"c\" = \"3\";\n")

        var last = try editor(text)
        last.removeEntries(forKey: "c")
        #expect(try last.renderedText() == "/* A */\n\"a\" = \"1\";\n\n/* B */\n\"b\" = \"2\";\n")
    }

    @Test func removesEveryDuplicateAndKeepsTrailingRemarksOfOthers() throws {
        let text = "\"dup\" = \"1\";\n\"keep\" = \"k\"; // stays\n\"dup\" = \"2\"; // goes\n"
        var editor = try editor(text)
        editor.removeEntries(forKey: "dup")
        #expect(try editor.renderedText() == "\"keep\" = \"k\"; // stays\n")
        #expect(editor.edits.map(\.kind) == [.removed])
    }

    /// Found by fuzzing: a block comment after the `;` on the same line is the
    /// entry's trailing remark; left behind, it became the next key's comment.
    @Test func aTrailingBlockRemarkGoesWithItsEntry() throws {
        for text in ["\"a\" = \"1\";/* about a */\n\"b\" = \"2\";\n",
                     "\"a\" = \"1\"; /* about a,\n   over two lines */\n\"b\" = \"2\";\n"] {
            let before = try StringsParser.parse(text: text, path: "t")
            #expect(before.lookup["b"]?.comment == nil, "the remark is no key's comment: \(text.debugDescription)")
            var editor = try editor(text)
            editor.removeEntries(forKey: "a")
            #expect(try editor.renderedText() == "\"b\" = \"2\";\n", "\(text.debugDescription)")
        }
        // Another entry on the same line keeps what the parser gives it.
        let shared = "\"a\" = \"1\"; /* c */ \"b\" = \"2\";\n"
        var editor = try editor(shared)
        editor.removeEntries(forKey: "a")
        let after = try StringsParser.parse(text: try editor.renderedText(), path: "t")
        #expect(after.lookup["b"]?.comment == (try StringsParser.parse(text: shared, path: "t")).lookup["b"]?.comment)
    }

    /// Found by fuzzing: a comment that belongs to no entry (a file header
    /// above an entry with its own comment) becomes the next key's comment
    /// once that entry goes with its comment: the format ties a comment to the
    /// key after it and has no other way to keep it apart. The removed entry's
    /// own comment never stays behind.
    @Test func aRemovalCanHandAnOrphanCommentToTheNextKey() throws {
        let text = "/* header */\n\n/* about a */\n\"a\" = \"1\";\n\n\"b\" = \"2\";\n"
        #expect(try StringsParser.parse(text: text, path: "t").lookup["b"]?.comment == nil)
        var editor = try editor(text)
        editor.removeEntries(forKey: "a")
        #expect(try editor.renderedText() == "/* header */\n\n\"b\" = \"2\";\n")
        #expect(try StringsParser.parse(text: try editor.renderedText(), path: "t").lookup["b"]?.comment == "header")
    }

    /// Found by fuzzing: a UTF-8 table with raw NUL bytes, once entries are
    /// removed, held so many that it read back as BOM-less UTF-16.
    @Test func utf8WithNULBytesStaysUTF8AfterARemoval() throws {
        let text = "\"k\" = \"\u{0}a\u{0}b\u{0}c\u{0}d\";\n\"long key that goes\" = \"a long value that keeps the NULs few\";\n"
        let data = Data(text.utf8)
        #expect(TextDecoding.detectEncoding(data) == .utf8)
        var editor = try StringsTableEditor(data: data, path: "de.lproj/Localizable.strings")
        editor.removeEntries(forKey: "long key that goes")
        // Without a BOM the edited bytes would be taken for UTF-16.
        #expect(TextDecoding.detectEncoding(Data(try editor.renderedText().utf8)) != .utf8)
        let output = (try editor.encodedData())
        let read = try StringsParser.parse(output, path: "de.lproj/Localizable.strings")
        #expect(read.encoding == .utf8BOM)
        #expect(read.lookup["k"]?.value == "\u{0}a\u{0}b\u{0}c\u{0}d")
    }

    @Test func removingAndAppendingTogetherLeavesNoExtraBlankLines() throws {
        // A renamed quick action: the old key goes, the new one is appended.
        for (text, expected) in [
            ("\"a\" = \"1\";\n\n\"b\" = \"2\";", "\"a\" = \"1\";\n\n\"c\" = \"3\";\n"),
            ("\"a\" = \"1\";\n\n\"b\" = \"2\";\n", "\"a\" = \"1\";\n\n\"c\" = \"3\";\n"),
            ("\"a\" = \"1\";\n\"b\" = \"2\";\n", "\"a\" = \"1\";\n\"c\" = \"3\";\n"),
        ] {
            var editor = try editor(text)
            editor.removeEntries(forKey: "b")
            editor.setValue("3", forKey: "c")
            #expect(try editor.renderedText() == expected, "\(text.debugDescription)")
        }
    }

    @Test func removesEntriesSharingALine() throws {
        var first = try editor("\"a\" = \"1\"; \"b\" = \"2\";\n")
        first.removeEntries(forKey: "a")
        #expect(try first.renderedText() == "\"b\" = \"2\";\n")
        var second = try editor("\"a\" = \"1\"; \"b\" = \"2\";\n")
        second.removeEntries(forKey: "b")
        #expect(try StringsParser.parse(text: try second.renderedText(), path: "t").lookup.mapValues(\.value) == ["a": "1"])
    }

    // MARK: BartyCrouch's bugs

    @Test func aFileWithUnquotedKeysIsNotWiped() throws {
        let data = try EditorPaths.fixture("unquoted.strings")
        var editor = try StringsTableEditor(data: data, path: "unquoted.strings")
        let before = editor.file.lookup.mapValues(\.value)
        editor.setValue("new", forKey: "added")
        let after = try StringsParser.parse((try editor.encodedData()), path: "unquoted.strings").lookup.mapValues(\.value)
        #expect(after.count == before.count + 1)
        #expect(after.filter { $0.key != "added" } == before)
        #expect(String(decoding: (try editor.encodedData()), as: UTF8.self).hasPrefix(String(decoding: data, as: UTF8.self)))
    }

    @Test func aUTF16FileIsNotRewrittenAsUTF8() throws {
        let data = try EditorPaths.fixture("utf16le-bom.strings")
        var editor = try StringsTableEditor(data: data, path: "x.strings")
        editor.setValue("neu", forKey: "added")
        #expect((try editor.encodedData()).starts(with: [0xFF, 0xFE]))
        #expect((try editor.encodedData()).count % 2 == 0)
        #expect(TextDecoding.detectEncoding((try editor.encodedData())) == .utf16LEBOM)
    }

    @Test func infoPlistTranslationsAreNeverDropped() throws {
        let text = """
        /* Bundle display name */
        "CFBundleDisplayName" = "DishDash";
        NSCameraUsageDescription = "Für Fotos von Gerichten.";
        /* Quick action */
        "Call" = "Anrufen";

        """
        var editor = try StringsTableEditor(data: Data(text.utf8), path: "de.lproj/InfoPlist.strings")
        editor.setValue("Suchen", forKey: "SHORTCUT_TITLE_SEARCH", comment: "Quick action title")
        let after = try StringsParser.parse((try editor.encodedData()), path: "x").lookup.mapValues(\.value)
        #expect(after == ["CFBundleDisplayName": "DishDash", "NSCameraUsageDescription": "Für Fotos von Gerichten.",
                          "Call": "Anrufen", "SHORTCUT_TITLE_SEARCH": "Suchen"])
        #expect(try editor.renderedText().hasPrefix(text))
    }

    // MARK: Writing

    @Test func writesAtomicallyOnlyWhenSomethingChanged() throws {
        let folder = try EditorPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("de.lproj/Localizable.strings").path

        var editor = try StringsTableEditor.open(path: path, scope: .named)
        #expect(!editor.exists)
        #expect(try editor.write() == false)
        #expect(!FileManager.default.fileExists(atPath: path))
        editor.setValue("Hallo", forKey: "hello")
        #expect(try editor.write())
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\"hello\" = \"Hallo\";\n")

        let unchanged = try StringsTableEditor.open(path: path, scope: .named)
        #expect(try unchanged.write() == false)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("de.lproj").path)
        #expect(leftovers == ["Localizable.strings"])
    }

    @Test func atomicWriteKeepsPermissionsAndNeverWritesThroughALink() throws {
        let folder = try EditorPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.strings").path
        let link = folder.appendingPathComponent("link.strings").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: real)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.strings")

        let refused = #expect(throws: InputError.self) { try AtomicFile.write(Data("new".utf8), to: link) }
        #expect(refused?.message.contains("this is a symbolic link (to real.strings); l10n-tool never writes through a link") == true)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "old")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.strings")

        try AtomicFile.write(Data("new".utf8), to: real)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.strings", "real.strings"])

        #expect(throws: InputError.self) { try AtomicFile.write(Data(), to: folder.appendingPathComponent("missing/x").path) }
    }
}

/// An editor reuses the entries the project parsed from the same bytes
/// (memory of big imports, issue 29), and parses again when the file changed.
struct StringsTableEditorReuseTests {
    @Test func theProjectsEntriesAreUsedOnlyForTheSameBytes() throws {
        let data = Data("/* c */\n\"a\" = \"One\";\n\"b\" = \"Two\";\n".utf8)
        let parsed = try StringsParser.parse(data, path: "/t/de.lproj/L.strings")
        #expect(parsed.sourceHash != nil)
        // A marked copy: if the editor shows the mark, it used these entries.
        var marked = try StringsParser.parse(Data("\"a\" = \"MARK\";\n\"b\" = \"Two\";\n".utf8), path: "/t/de.lproj/L.strings")
        marked.sourceHash = parsed.sourceHash
        let reused = try StringsTableEditor(data: data, path: "/t/de.lproj/L.strings", loaded: marked)
        #expect(reused.value(forKey: "a") == "MARK")

        let changed = Data("\"a\" = \"Eins\";\n\"b\" = \"Two\";\n".utf8)
        let reparsed = try StringsTableEditor(data: changed, path: "/t/de.lproj/L.strings", loaded: marked)
        #expect(reparsed.value(forKey: "a") == "Eins")
        let elsewhere = try StringsTableEditor(data: data, path: "/t/fr.lproj/L.strings", loaded: marked)
        #expect(elsewhere.value(forKey: "a") == "One")

    }

    /// A reused table's bytes are let go: an edit reads the file again, and
    /// lands on the right bytes only while it still holds what was read;
    /// the write expects the same size and hash.
    @Test func aReusedTableIsReadAgainToRenderAndMustBeUnchanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reuse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("L.strings").path
        let data = Data("/* c */\n\"a\" = \"One\";\n\"b\" = \"Two\";\n".utf8)
        try data.write(to: URL(fileURLWithPath: path))
        let parsed = try StringsParser.parse(data, path: path)
        var editor = try StringsTableEditor(data: data, path: path, loaded: parsed)
        #expect(editor.expectation == .sameAs(size: data.count, hash: StringsParser.hash(data)))
        editor.setValue("Zwei", forKey: "b")
        let edited = try editor.encodedData()
        #expect(String(decoding: edited, as: UTF8.self) == "/* c */\n\"a\" = \"One\";\n\"b\" = \"Zwei\";\n")
        #expect(try editor.write())
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == edited)

        // Another program changed the file after it was read: nothing rendered, nothing written.
        var stale = try StringsTableEditor(data: edited, path: path, loaded: try StringsParser.parse(edited, path: path))
        stale.setValue("Drei", forKey: "b")
        let other = Data("\"a\" = \"Uno\";\n".utf8)
        try other.write(to: URL(fileURLWithPath: path))
        let error = expectInputError { _ = try stale.encodedData() }
        #expect(error?.message.contains("changed after l10n-tool read it") == true)
        #expect(throws: InputError.self) { try AtomicFile.write(FileReplacement(path: path, data: edited, expected: stale.expectation)) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == other)
    }

    @Test func aMergedTableIsNeverReused() throws {
        var file = try StringsParser.parse(Data("\"a\" = \"One\";\n".utf8), path: "/t/de.lproj/L.strings")
        file.merge([], overriding: true)
        #expect(file.sourceHash == nil)
    }
}
