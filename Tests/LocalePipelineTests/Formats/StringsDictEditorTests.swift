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

// Tests for StringsDictEditor: in-place edits of XML .stringsdict files.
// Fixtures are in Fixtures/stringsdict (see its README.md) and Locales/.

private typealias Location = LocalePipeline.SourceLocation

/// What an XLIFF would give back for one entry.
private func translation(_ key: String, format: String? = nil, _ variables: [(String, [PluralCategory: String])] = [],
                         at location: Location? = nil) -> PluralTranslation {
    PluralTranslation(key: key, format: format, sourceFormat: format, formatLocation: location,
                      variables: variables.map { PluralTranslation.Variable(name: $0.0, forms: $0.1, locations: $0.1.mapValues { _ in location ?? Location(file: "x.xliff") }) },
                      location: location)
}

/// Every string of an entry, as if the XLIFF gave each back unchanged.
private func unchanged(_ entry: PluralEntry) -> PluralTranslation {
    translation(entry.key, format: entry.format, entry.variables.map { ($0.name, $0.forms) })
}

/// The plist as Foundation reads it.
private func foundationValue(_ data: Data) throws -> PlistValue {
    PlistValue(any: try PropertyListSerialization.propertyList(from: data, options: [], format: nil))
}

private func pluralVariable(_ valueType: String?, _ forms: [String: String]) -> PlistValue {
    var dict = forms.mapValues(PlistValue.string)
    dict["NSStringFormatSpecTypeKey"] = .string("NSStringPluralRuleType")
    if let valueType { dict["NSStringFormatValueTypeKey"] = .string(valueType) }
    return .dictionary(dict)
}

private let plistHead = """
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">

"""

@Suite("StringsDictEditor")
struct StringsDictEditorTests {
    static let fixtures = ["stringsdict/valid.stringsdict", "stringsdict/multi-variable.stringsdict",
                           "stringsdict/non-plural.stringsdict", "stringsdict/binary.stringsdict"]

    static var localeFiles: [String] {
        guard let root = FixturePaths.packageRoot else { return [] }
        return FixturePaths.files(under: root.appendingPathComponent("Locales"), suffix: ".stringsdict").map(\.path)
    }

    // MARK: No change, no new bytes

    @Test(arguments: fixtures)
    func mergingWhatAFixtureHoldsChangesNoByte(_ name: String) throws {
        let (data, path) = try FixturePaths.fixture(name)
        try expectUnchanged(data, path: path)
    }

    @Test func mergingWhatTheDemoLocalesHoldChangesNoByte() throws {
        #expect(Self.localeFiles.count >= 10)
        for path in Self.localeFiles {
            try expectUnchanged(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
        }
    }

    private func expectUnchanged(_ data: Data, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var editor = try StringsDictEditor(data: data, path: path)
        for entry in editor.file.entries {
            #expect(try editor.merge(unchanged(entry), base: entry) == nil, sourceLocation: sourceLocation)
        }
        #expect(!editor.hasChanges, "\(path)", sourceLocation: sourceLocation)
        #expect(editor.edits.isEmpty, sourceLocation: sourceLocation)
        #expect(try editor.encodedData() == data, "\(path)", sourceLocation: sourceLocation)
        #expect(try editor.write() == false, sourceLocation: sourceLocation)
    }

    // MARK: Edits in place

    @Test func replacesAndInsertsFormsInPlace() throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/valid.stringsdict")
        var editor = try StringsDictEditor(data: data, path: path)
        let visits = "Café & “bar” <%ld>"
        try editor.merge(translation("%d files", [("files", [.one: "%d файлик", .few: "%d файла"])]), base: nil)
        try editor.merge(translation(visits, format: "%#@visits@ – итого", [("visits", [.few: "%1$ld визита & <b>", .many: "%1$ld визитов"])]), base: nil)

        let expected = String(decoding: data, as: UTF8.self)
            .replacingOccurrences(of: "<string>%d файл</string>", with: "<string>%d файлик</string>")
            .replacingOccurrences(of: "<string>%#@visits@</string>", with: "<string>%#@visits@ – итого</string>")
            .replacingOccurrences(of: "\t\t\t<string>Один визит в «%2$@»</string>\n", with: """
            \t\t\t<string>Один визит в «%2$@»</string>
            \t\t\t<key>few</key>
            \t\t\t<string>%1$ld визита &amp; &lt;b&gt;</string>
            \t\t\t<key>many</key>
            \t\t\t<string>%1$ld визитов</string>

            """)
        let edited = try editor.encodedData()
        #expect(String(decoding: edited, as: UTF8.self) == expected)

        #expect(editor.edits == [
            StringsEdit(kind: .replaced, key: "%d files", oldValue: "%d файл", newValue: "%d файлик", line: 15, part: "files.one"),
            StringsEdit(kind: .replaced, key: visits, oldValue: "%#@visits@", newValue: "%#@visits@ – итого", line: 27, part: "format"),
            StringsEdit(kind: .added, key: visits, oldValue: nil, newValue: "%1$ld визита & <b>", line: nil, part: "visits.few"),
            StringsEdit(kind: .added, key: visits, oldValue: nil, newValue: "%1$ld визитов", line: nil, part: "visits.many"),
        ])

        // The reader sees the new strings, and everything else as before.
        let reread = try StringsDictReader.read(edited, path: path)
        #expect(reread.entries.map(\.key) == ["%d files", visits])
        #expect(reread.lookup["%d files"]?.variables.first?.forms == [.one: "%d файлик", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])
        #expect(reread.lookup[visits]?.format == "%#@visits@ – итого")
        #expect(reread.lookup[visits]?.variables.first?.valueType == "ld")
        #expect(reread.lookup[visits]?.variables.first?.forms == [
            .one: "Один визит в «%2$@»", .few: "%1$ld визита & <b>", .many: "%1$ld визитов", .other: "%1$ld визита в «%2$@»",
        ])
        // And so does Foundation.
        #expect(try foundationValue(edited) == .dictionary([
            "%d files": .dictionary([
                "NSStringLocalizedFormatKey": .string("%#@files@"),
                "files": pluralVariable("d", ["one": "%d файлик", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]),
            ]),
            visits: .dictionary([
                "NSStringLocalizedFormatKey": .string("%#@visits@ – итого"),
                "visits": pluralVariable("ld", ["one": "Один визит в «%2$@»", "few": "%1$ld визита & <b>", "many": "%1$ld визитов",
                                                "other": "%1$ld визита в «%2$@»"]),
            ]),
        ]))
    }

    @Test func keepsCommentsOtherRuleTypesAndHowUnchangedTextIsWritten() throws {
        let text = plistHead + """
        <dict>
        \t<!-- Shown on the start screen -->
        \t<key>%d items</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string><![CDATA[%#@items@ & more]]></string>
        \t\t<key>items</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d &#x44;ing</string> <!-- D, written oddly -->
        \t\t\t<key>other</key>
        \t\t\t<string>%d things</string>
        \t\t</dict>
        \t</dict>
        \t<key>welcome</key>
        \t<dict>
        \t\t<key>NSStringVariableWidthRuleType</key>
        \t\t<dict>
        \t\t\t<key>1</key>
        \t\t\t<string>Hi</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
        var editor = try StringsDictEditor(data: Data(text.utf8), path: "c.stringsdict")
        // The same text, written plainly: no change.
        try editor.merge(translation("%d items", format: "%#@items@ & more", [("items", [.one: "%d Ding"])]), base: nil)
        #expect(!editor.hasChanges)
        try editor.merge(translation("%d items", [("items", [.other: "%d Dinge"])]), base: nil)
        #expect(String(decoding: try editor.encodedData(), as: UTF8.self)
                == text.replacingOccurrences(of: "<string>%d things</string>", with: "<string>%d Dinge</string>"))
    }

    @Test func newEntriesAndVariablesFollowTheFilesIndentationAndTheDevelopmentEntry() throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/multi-variable.stringsdict")
        var editor = try StringsDictEditor(data: data, path: path)
        let base = PluralEntry(key: "%lu photos", format: "%#@photos@", variables: [
            PluralVariable(name: "photos", valueType: "lu", forms: [.one: "%lu photo", .other: "%lu photos"], location: Location(file: "en")),
        ], location: Location(file: "en"))
        // The XLIFF's format is untranslated: the development format is used.
        try editor.merge(translation("%lu photos", [("photos", [.other: "%lu Fotos", .one: "%lu Foto"])]), base: base)
        try editor.merge(translation("files-in-folders", [("folders", [.many: "%2$d Ordner"])]), base: nil)
        let edited = String(decoding: try editor.encodedData(), as: UTF8.self)
        #expect(edited.hasSuffix("""
              <key>other</key>
              <string>%d</string>
            </dict>
          </dict>
          <key>%lu photos</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@photos@</string>
            <key>photos</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>lu</string>
              <key>one</key>
              <string>%lu Foto</string>
              <key>other</key>
              <string>%lu Fotos</string>
            </dict>
          </dict>
        </dict>
        </plist>

        """))
        #expect(edited.contains("""
              <string>one folder</string>
              <key>many</key>
              <string>%2$d Ordner</string>
              <key>other</key>
        """))
        let reread = try StringsDictReader.read(Data(edited.utf8), path: path)
        #expect(reread.entries.map(\.key) == ["files-in-folders", "same-variable-twice", "%lu photos"])
        #expect(reread.lookup["%lu photos"]?.variables.first?.valueType == "lu")
    }

    @Test func aVariableTheEntryLacksIsAppendedToIt() throws {
        let text = plistHead + "<dict>\n\t<key>k</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@a@</string>\n"
            + "\t\t<key>a</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
            + "\t\t\t<key>other</key>\n\t\t\t<string>%d a</string>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
        var editor = try StringsDictEditor(data: Data(text.utf8), path: "v.stringsdict")
        let base = PluralEntry(key: "k", format: "%#@a@ %#@b@", variables: [
            PluralVariable(name: "b", valueType: "ld", forms: [:], location: Location(file: "en")),
        ], location: Location(file: "en"))
        try editor.merge(translation("k", format: "%#@a@ / %#@b@", [("b", [.other: "%ld b"])]), base: base)
        #expect(String(decoding: try editor.encodedData(), as: UTF8.self) == text
            .replacingOccurrences(of: "<string>%#@a@</string>", with: "<string>%#@a@ / %#@b@</string>")
            .replacingOccurrences(of: "\t\t</dict>\n\t</dict>", with: """
            \t\t</dict>
            \t\t<key>b</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>ld</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%ld b</string>
            \t\t</dict>
            \t</dict>
            """))
    }

    // MARK: New files

    @Test func aNewFileIsWrittenAsXcodeWritesOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-sd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pl.lproj/Localizable.stringsdict").path
        var editor = try StringsDictEditor.open(path: path, scope: .named)
        #expect(!editor.exists)
        #expect(try editor.write() == false)
        #expect(!FileManager.default.fileExists(atPath: path), "nothing to write, no file")

        let base = PluralEntry(key: "%d files", format: "%#@files@", variables: [
            PluralVariable(name: "files", valueType: "d", forms: [.one: "%d file", .other: "%d files"], location: Location(file: "en")),
        ], location: Location(file: "en"))
        try editor.merge(translation("%d files", format: "%#@files@", [("files", [.one: "%d plik", .few: "%d pliki", .many: "%d plików", .other: "%d pliku"])]), base: base)
        #expect(try editor.write())
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(String(decoding: written, as: UTF8.self) == plistHead + """
        <dict>
        \t<key>%d files</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d plik</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%d pliki</string>
        \t\t\t<key>many</key>
        \t\t\t<string>%d plików</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d pliku</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """)
        #expect(try foundationValue(written) == .dictionary(["%d files": .dictionary([
            "NSStringLocalizedFormatKey": .string("%#@files@"),
            "files": pluralVariable("d", ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"]),
        ])]))
    }

    @Test func aKeyAndFormWithMarkupRoundTripThroughTheReader() throws {
        let key = "Tom & Jerry <%d>"
        let form = "%d cats & <dogs> ]]> \r\n x"
        var editor = StringsDictEditor(newFileAt: "/nonexistent/x.stringsdict")
        try editor.merge(translation(key, format: "%#@n@", [("n", [.other: form])]), base: nil)
        let data = try editor.encodedData()
        #expect(String(decoding: data, as: UTF8.self).contains("<key>Tom &amp; Jerry &lt;%d&gt;</key>"))
        #expect(try StringsDictReader.read(data, path: "x").lookup[key]?.variables.first?.forms == [.other: form])
        #expect(try foundationValue(data) == .dictionary([key: .dictionary([
            "NSStringLocalizedFormatKey": .string("%#@n@"), "n": pluralVariable(nil, ["other": form]),
        ])]))
        // Merging the same again into the written file is no change.
        var again = try StringsDictEditor(data: data, path: "x.stringsdict")
        try again.merge(translation(key, format: "%#@n@", [("n", [.other: form])]), base: nil)
        #expect(!again.hasChanges)
    }

    @Test func refusesCharactersXMLCannotHold() throws {
        var editor = StringsDictEditor(newFileAt: "/nonexistent/x.stringsdict")
        let at = Location(file: "ru.xliff", line: 12, column: 7)
        let error = expectInputError { try editor.merge(translation("k", format: "%#@n@", [("n", [.other: "ring \u{7}"])], at: at), base: nil) }
        #expect(error?.location == at)
        #expect(error?.message.contains("U+0007") == true)
        #expect(!editor.hasChanges)
    }

    // MARK: What is refused or left out

    @Test func aBinaryFileIsRefusedOnlyWhenItWouldChange() throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/binary.stringsdict")
        var editor = try StringsDictEditor(data: data, path: path)
        try editor.merge(translation("%d files", [("files", [.one: "%d файл"])]), base: nil)
        #expect(!editor.hasChanges)
        let error = expectInputError { try editor.merge(translation("%d files", [("files", [.one: "%d файлик"])]), base: nil) }
        #expect(error?.location?.file == path)
        #expect(error?.message.contains("binary") == true)
        #expect(error?.message.contains("plutil -convert xml1") == true)
    }

    @Test func anEntryWhoseFormatNamesAVariableWithoutFormsIsLeftOut() throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/valid.stringsdict")
        var editor = try StringsDictEditor(data: data, path: path)
        let reason = try editor.merge(translation("%d files", format: "%#@files@ in %#@folders@", [("files", [.one: "x"])]), base: nil)
        #expect(reason?.contains("%#@folders@") == true)
        #expect(!editor.hasChanges, "nothing of the entry is merged")
        let new = try editor.merge(translation("new", format: "%#@n@"), base: nil)
        #expect(new?.contains("%#@n@") == true)
        #expect(!editor.hasChanges)
    }

    @Test func pluralFormsForAnotherRuleTypeAreRefused() throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/non-plural.stringsdict")
        var editor = try StringsDictEditor(data: data, path: path)
        let entry = expectInputError { try editor.merge(translation("welcome", format: "%#@n@", [("n", [.other: "x"])]), base: nil) }
        #expect(entry?.location == Location(file: path, line: 5, column: 2))
        let variable = expectInputError { try editor.merge(translation("width-variable", [("greeting", [.other: "x"])]), base: nil) }
        #expect(variable?.location == Location(file: path, line: 29, column: 3))
        // The plural variable beside it can be edited.
        try editor.merge(translation("width-variable", [("count", [.other: "%d Dinge"])]), base: nil)
        #expect(editor.edits.map(\.part) == ["count.other"])
    }

    // MARK: Other layouts and encodings

    @Test func crlfUTF16AndSelfClosingStringsStayAsTheyAre() throws {
        let text = (plistHead + """
        <dict>
          <key>k</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@n@</string>
            <key>n</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>one</key>
              <string/>
              <key>other</key>
              <string>%d Dinge</string>
            </dict>
          </dict>
        </dict>
        </plist>

        """).replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let data = text.utf16LEWithBOM
        var editor = try StringsDictEditor(data: data, path: "w.stringsdict")
        try editor.merge(translation("k", [("n", [.one: "ein Ding", .zero: "keine Dinge"])]), base: nil)
        let edited = try editor.encodedData()
        #expect(edited.starts(with: [0xFF, 0xFE]))
        let expected = text
            .replacingOccurrences(of: "<string/>", with: "<string>ein Ding</string>")
            .replacingOccurrences(of: "      <key>one</key>", with: "      <key>zero</key>\r\n      <string>keine Dinge</string>\r\n      <key>one</key>")
        #expect(edited == expected.utf16LEWithBOM)
        #expect(try StringsDictReader.read(edited, path: "w").lookup["k"]?.variables.first?.forms == [.zero: "keine Dinge", .one: "ein Ding", .other: "%d Dinge"])
    }

    @Test func anEmptyOrSelfClosingTopDictionaryTakesNewEntries() throws {
        for top in ["<dict/>", "<dict></dict>"] {
            let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(top)\n</plist>\n"
            var editor = try StringsDictEditor(data: Data(text.utf8), path: "e.stringsdict")
            try editor.merge(translation("k", format: "%#@n@", [("n", [.other: "%d"])]), base: nil)
            let edited = try editor.encodedData()
            #expect(String(decoding: edited, as: UTF8.self).contains("<dict>\n\t<key>k</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>"), "\(top)")
            #expect(try StringsDictReader.read(edited, path: "e").lookup["k"]?.format == "%#@n@")
        }
    }

    // MARK: Robustness

    /// Seeded random byte edits of the fixtures: whatever the reader accepts,
    /// the editor opens and edits without crashing, or refuses with an error.
    @Test func mutatedFixturesDoNotCrashTheEditor() throws {
        let root = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/stringsdict")
        let files = FixturePaths.files(under: root, suffix: ".stringsdict").compactMap { try? Data(contentsOf: $0) }
        var seed: UInt64 = 0xE_D170
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let interesting = Array("<>/&;\"'#@%$\n!-[]".utf8) + [0x00, 0xE2, 0xFF]
        var opened = 0
        for round in 0..<1500 {
            var data = files[round % files.count]
            for _ in 0...(next() % 2) where !data.isEmpty {
                let index = next() % data.count
                switch next() % 3 {
                case 0: data[index] = interesting[next() % interesting.count]
                case 1: data.remove(at: index)
                default: data.insert(interesting[next() % interesting.count], at: index)
                }
            }
            guard var editor = try? StringsDictEditor(data: data, path: "fuzz.stringsdict") else { continue }
            opened += 1
            for entry in editor.file.entries {
                _ = try? editor.merge(translation(entry.key, format: entry.format + "!", entry.variables.map { ($0.name, [.other: "x", .few: "y"]) }), base: nil)
            }
            _ = try? editor.encodedData()
        }
        #expect(opened > 50)
    }

    /// Real apps' `.stringsdict` files: unchanged merges keep every byte, and
    /// editing every form reads back as edited.
    @Test(.enabled(if: FixturePaths.corpus.map { FileManager.default.fileExists(atPath: $0.path) } ?? false, "no corpus at ../shared/corpus"))
    func corpusFilesRoundTrip() throws {
        let corpus = try #require(FixturePaths.corpus)
        let files = FixturePaths.files(under: corpus, suffix: ".stringsdict")
        for url in files {
            let data = try Data(contentsOf: url)
            guard let read = try? StringsDictReader.read(data, path: url.path) else { continue }
            try expectUnchanged(data, path: url.path)
            guard StringsDictReader.looksLikeXML(data) else { continue }
            var editor = try StringsDictEditor(data: data, path: url.path)
            for entry in read.entries {
                let edited = entry.variables.map { variable in (variable.name, variable.forms.mapValues { $0 + " ✓ & <ok>" }) }
                #expect(try editor.merge(translation(entry.key, edited), base: nil) == nil)
            }
            let reread = try StringsDictReader.read(try editor.encodedData(), path: url.path)
            #expect(reread.entries.map(\.key) == read.entries.map(\.key), "\(url.path)")
            for entry in read.entries {
                #expect(reread.lookup[entry.key]?.variables.map { $0.forms } == entry.variables.map { $0.forms.mapValues { $0 + " ✓ & <ok>" } }, "\(url.path)")
            }
        }
    }
}
