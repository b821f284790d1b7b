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

// Tests for StringsDictReader. Fixtures live in Fixtures/stringsdict (see
// its README.md); the oracle compares with Foundation's PropertyListSerialization.

private typealias Location = LocalePipeline.SourceLocation

enum FixturePaths {
    /// The package root: the nearest folder above this file with a Package.swift.
    static let packageRoot: URL? = PackageRoot.url

    static var corpus: URL? { packageRoot?.appendingPathComponent("../shared/corpus").standardizedFileURL }

    static func fixture(_ relative: String) throws -> (data: Data, path: String) {
        let root = try #require(packageRoot, "package root not found from \(#filePath)")
        let url = root.appendingPathComponent("Fixtures").appendingPathComponent(relative)
        return (try Data(contentsOf: url), url.path)
    }

    /// Every regular file below `folder` whose name ends in `suffix`, sorted.
    static func files(under folder: URL, suffix: String) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var result: [URL] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }
}

/// The error `body` throws, or nil (and a failed expectation) if it does not.
func expectInputError<T>(_ body: () throws -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        _ = try body()
        Issue.record("expected an InputError", sourceLocation: sourceLocation)
        return nil
    } catch let error as InputError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite("StringsDictReader")
struct StringsDictReaderTests {
    private func read(_ name: String) throws -> PluralFile {
        let (data, path) = try FixturePaths.fixture("stringsdict/" + name)
        return try StringsDictReader.read(data, path: path)
    }

    @Test func validFileWithPositions() throws {
        let file = try read("valid.stringsdict")
        let path = file.path
        #expect(file.entries.map(\.key) == ["%d files", "Café & “bar” <%ld>"])

        let files = try #require(file.lookup["%d files"])
        #expect(files.format == "%#@files@")
        #expect(files.location == Location(file: path, line: 5, column: 2))
        let variable = try #require(files.variables.first)
        #expect(files.variables.count == 1)
        #expect(variable.name == "files")
        #expect(variable.valueType == "d")
        #expect(variable.forms == [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])
        #expect(variable.location == Location(file: path, line: 9, column: 3))
        #expect(variable.location(of: .one) == Location(file: path, line: 15, column: 4))
        #expect(variable.location(of: .few) == Location(file: path, line: 17, column: 4))
        #expect(variable.location(of: .many) == Location(file: path, line: 19, column: 4))
        #expect(variable.location(of: .other) == Location(file: path, line: 21, column: 4))

        // Entities in keys are decoded; the position is still the <key>'s.
        let visits = try #require(file.lookup["Café & “bar” <%ld>"])
        #expect(visits.location == Location(file: path, line: 25, column: 2))
        #expect(visits.variables.first?.valueType == "ld")
        #expect(visits.variables.first?.forms[.other] == "%1$ld визита в «%2$@»")
        #expect(visits.variables.first?.location == Location(file: path, line: 29, column: 3))
        #expect(visits.variables.first?.location(of: .other) == Location(file: path, line: 37, column: 4))
    }

    @Test func severalVariablesInOneFormat() throws {
        let file = try read("multi-variable.stringsdict")
        let entry = try #require(file.lookup["files-in-folders"])
        #expect(entry.format == "%1$#@files@ in %2$#@folders@")
        // In the order the format names them; `unused` is not named, so not kept.
        #expect(entry.variables.map(\.name) == ["files", "folders"])
        #expect(entry.variables[0].forms == [.zero: "No files", .one: "%1$d file", .other: "%1$d files"])
        #expect(entry.variables[1].forms == [.one: "one folder", .other: "%2$d folders"])
        #expect(entry.location == Location(file: file.path, line: 5, column: 3))
        #expect(entry.variables[1].location == Location(file: file.path, line: 9, column: 5))
        #expect(entry.variables[0].location == Location(file: file.path, line: 20, column: 5))
        #expect(entry.variables[0].location(of: .zero) == Location(file: file.path, line: 26, column: 7))
        #expect(file.lookup["same-variable-twice"]?.variables.map(\.name) == ["n"])
        #expect(file.lookup["same-variable-twice"]?.variables.first?.valueType == nil)
    }

    @Test func otherRuleTypesAreSkipped() throws {
        let file = try read("non-plural.stringsdict")
        #expect(file.entries.map(\.key) == ["width-variable"])
        #expect(file.lookup["width-variable"]?.variables.map(\.name) == ["count"])
    }

    @Test func binaryPlistHasNoPositions() throws {
        let file = try read("binary.stringsdict")
        let xml = try read("valid.stringsdict")
        // Same values; binary plists keep no order, so keys come sorted.
        #expect(file.entries.map(\.key) == xml.entries.map(\.key).sorted())
        for entry in xml.entries {
            let binary = try #require(file.lookup[entry.key])
            #expect(binary.format == entry.format)
            #expect(binary.variables.map(\.forms) == entry.variables.map(\.forms))
            #expect(binary.location == Location(file: file.path))
        }
    }

    @Test func oldStylePlist() throws {
        let text = #"{ "k" = { NSStringLocalizedFormatKey = "%#@n@"; n = { NSStringFormatSpecTypeKey = NSStringPluralRuleType; other = "%d"; }; }; }"#
        let file = try StringsDictReader.read(text: text, path: "old.stringsdict")
        #expect(file.lookup["k"]?.variables.first?.forms == [.other: "%d"])
    }

    @Test func variableNamesInFormats() {
        #expect(PluralEntry.variableNames(in: "%#@files@ in %#@folders@") == ["files", "folders"])
        #expect(PluralEntry.variableNames(in: "%1$#@a@ %2$#@b.c@ %%#@not@ %# @broken @") == ["a", "b.c"])
        #expect(PluralEntry.variableNames(in: "%@ and %d") == [])
        #expect(PluralEntry.variableNames(in: "%1#@count@ and %2$@") == ["count"])
        #expect(PluralEntry.variableNames(in: "%#@unterminated") == [])
    }

    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }
    }

    @Test("Malformed file reports where", arguments: [
        Broken(name: "tag-mismatch.stringsdict", line: 8, column: 24,
               message: "malformed XML property list: an end tag does not match its start tag (libxml2 error 76)"),
        Broken(name: "missing-format.stringsdict", line: 10, column: 2,
               message: "entry \"no-format\" lacks NSStringLocalizedFormatKey"),
        Broken(name: "missing-variable.stringsdict", line: 5, column: 2,
               message: "the format of \"files\" uses %#@folders@, but the entry has no \"folders\" dictionary"),
        Broken(name: "missing-spec-type.stringsdict", line: 9, column: 3,
               message: "variable \"files\" of \"files\" lacks NSStringFormatSpecTypeKey (e.g. NSStringPluralRuleType)"),
        Broken(name: "form-not-string.stringsdict", line: 13, column: 4,
               message: "the one form of \"files\" in \"files\" must be a string"),
        Broken(name: "entry-not-dict.stringsdict", line: 5, column: 2,
               message: "entry \"files\" must be a dictionary"),
        Broken(name: "top-level-array.stringsdict", line: 1, column: 1,
               message: "a .stringsdict must hold a dictionary at its top level"),
    ])
    func broken(_ broken: Broken) throws {
        let (data, path) = try FixturePaths.fixture("stringsdict/broken/" + broken.name)
        let error = expectInputError { try StringsDictReader.read(data, path: path) }
        #expect(error?.location == Location(file: path, line: broken.line, column: broken.column))
        #expect(error?.message == broken.message)
    }

    /// Linux Foundation's XMLParser crashes on a tag name that is not UTF-8;
    /// the reader must refuse such bytes before XMLParser sees them.
    @Test func invalidUTF8InATagIsAnErrorNotACrash() {
        let data = Data("<plist>\n<dict>\n<".utf8) + Data([0xFF]) + Data("key>a</key>\n</dict>\n</plist>\n".utf8)
        let error = expectInputError { try StringsDictReader.read(data, path: "bad.stringsdict") }
        #expect(error?.location == Location(file: "bad.stringsdict", line: 3, column: 2))
        #expect(error?.message.contains("not valid UTF-8") == true)
        // A file that declares another encoding is left to libxml2.
        let latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<plist><dict><key>caf".utf8) + Data([0xE9])
            + Data("</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict></plist>".utf8)
        #expect((try? StringsDictReader.read(latin1, path: "latin1.stringsdict"))?.entries.first?.key == "café")
    }

    /// Found by Fuzz/ (fuzz-stringsdict; Fuzz/crashers/stringsdict/): zero
    /// bytes on one side made these bytes UTF-16 to `TextDecoding`, while
    /// libxml2, seeing no BOM and no UTF-16 `<?`, read them as UTF-8 and
    /// XMLParser trapped on the tag name. Now refused before parsing.
    @Test func bytesOnlyWeTakeForUTF16AreAnErrorNotACrash() {
        let data = Data([0x3C, 0x73, 0xFF, 0xFF, 0x00, 0x01, 0x00, 0xFF, 0xFF, 0x23])
        #expect(TextDecoding.detectEncoding(data) == .utf16BE)
        let error = expectInputError { try StringsDictReader.read(data, path: "bad.stringsdict") }
        #expect(error?.location == Location(file: "bad.stringsdict", line: 1, column: 1))
        #expect(error?.message.contains("UTF-16 without a byte-order mark") == true)
        // UTF-16 that libxml2 knows as such (a UTF-16 `<?xml`) passes the guard.
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict><key>k</key><dict>"
            + "<key>NSStringLocalizedFormatKey</key><string>\u{4E00}\u{4E8C}\u{4E09}</string></dict></dict></plist>\n"
        for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian] {
            let bytes = utf16.data(using: encoding) ?? Data()
            #expect(throws: Never.self) { try XMLInput.checkEncoding(bytes, path: "utf16.stringsdict") }
        }
    }

    /// Found by Fuzz/ (fuzz-stringsdict; Fuzz/crashers/stringsdict/): Linux
    /// XMLParser crashes on a processing instruction with nothing after its
    /// name. Refused, at its place; one with data, or inside a comment, is fine.
    @Test func emptyProcessingInstructionIsAnErrorNotACrash() {
        let plist = "<plist>\n<dict>\n<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>\n</dict>\n</plist>\n"
        let bad = Data((plist + "<?pi?>\n").utf8)
        let error = expectInputError { try StringsDictReader.read(bad, path: "pi.stringsdict") }
        #expect(error?.location == Location(file: "pi.stringsdict", line: 6, column: 1))
        #expect(error?.message.contains("<?pi?>") == true)
        #expect((try? StringsDictReader.read(Data((plist + "<?pi data?>\n").utf8), path: "pi.stringsdict"))?.entries.first?.key == "k")
        // Even in a comment: to libxml2 it may not be one (a broken declaration's data runs over it).
        let commented = expectInputError { try StringsDictReader.read(Data(("<!-- <?pi?> -->\n" + plist).utf8), path: "pi.stringsdict") }
        #expect(commented?.location == Location(file: "pi.stringsdict", line: 1, column: 6))
    }

    /// Found by Fuzz/ (fuzz-stringsdict; Fuzz/crashers/stringsdict/): a
    /// malformed declaration (`eencoding="ISO-8859-1"`) was taken for a
    /// Latin-1 one, so bytes that are not UTF-8 reached XMLParser, which
    /// trapped. Only a well-formed declaration lets Latin-1 through.
    @Test func onlyAWellFormedLatin1DeclarationLetsOtherBytesThrough() {
        let body = Data("<plist><dict><key>caf".utf8) + Data([0xE9])
            + Data("</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict></dict></plist>".utf8)
        let malformed = Data("<?xml version=\"1.0\" eencoding=\"ISO-8859-1\"?>\n".utf8) + body
        let error = expectInputError { try StringsDictReader.read(malformed, path: "bad.stringsdict") }
        #expect(error?.message.contains("not valid UTF-8") == true)
        let wellFormed = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n".utf8) + body
        #expect((try? StringsDictReader.read(wellFormed, path: "latin1.stringsdict"))?.entries.first?.key == "café")
        // A version not of XML's form (`1.` and digits): libxml2 then ignores the encoding too.
        for version in [Data([0xB1]), Data("2.0".utf8), Data("1.".utf8), Data("".utf8)] {
            let odd = Data("<?xml version=\"".utf8) + version + Data("\" encoding=\"ISO-8859-1\"?>\n".utf8) + body
            #expect(expectInputError { try StringsDictReader.read(odd, path: "bad.stringsdict") }?.message.contains("not valid UTF-8") == true)
        }
        // White space that is not XML's (a vertical tab), or a name in upper case.
        for declaration in ["<?xml version\u{0B}=\"1.0\" encoding=\"ISO-8859-1\"?>\n", "<?xml VERSION=\"1.0\" encoding=\"ISO-8859-1\"?>\n"] {
            let odd = Data(declaration.utf8) + body
            #expect(expectInputError { try StringsDictReader.read(odd, path: "bad.stringsdict") }?.message.contains("not valid UTF-8") == true)
        }
        let encodingInLowerCase = Data("<?xml version=\"1.0\" encoding=\"iso-8859-1\"?>\n".utf8) + body
        #expect((try? StringsDictReader.read(encodingInLowerCase, path: "latin1.stringsdict"))?.entries.first?.key == "café")
        for crasher in ["stringsdict/latin1-declaration-with-a-bad-version", "infoplist/latin1-declaration-with-a-vertical-tab"] {
            let url = PackageRoot.url.appendingPathComponent("Fuzz/crashers/" + crasher)
            #expect(throws: InputError.self) { try StringsDictReader.read(try Data(contentsOf: url), path: "bad.stringsdict") }
        }
    }

    @Test func notAPlistAtAll() {
        let error = expectInputError { try StringsDictReader.read(text: "{ unterminated", path: "x.stringsdict") }
        #expect(error?.message.hasPrefix("not a valid property list") == true)
        #expect(error?.location?.file == "x.stringsdict")
    }

    /// Seeded random byte edits of the fixtures: any outcome but a crash is fine.
    @Test func mutatedFixturesDoNotCrash() throws {
        let root = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/stringsdict")
        let files = FixturePaths.files(under: root, suffix: ".stringsdict").compactMap { try? Data(contentsOf: $0) }
        #expect(files.count >= 10)
        var seed: UInt64 = 0x5D1C7
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let interesting = Array("<>/&;\"'#@%$\n".utf8) + [0x00, 0xE2, 0xFF]
        var read = 0
        for round in 0..<1000 {
            var data = files[round % files.count]
            for _ in 0..<(1 + next() % 3) {
                let at = data.startIndex + next() % data.count
                data[at] = next() % 2 == 0 ? interesting[next() % interesting.count] : UInt8(truncatingIfNeeded: next())
            }
            if (try? StringsDictReader.read(data, path: "mutated.stringsdict")) != nil { read += 1 }
        }
        #expect(read > 0)
    }
}

@Suite("StringsDictReader against Foundation")
struct StringsDictOracleTests {
    /// What Foundation's own plist reader says the file holds, by the same
    /// rules: entries with a format, and the plural variables the format
    /// names, or (in turn) their forms name.
    static func foundationView(_ data: Data) -> [String: (format: String, variables: [String: [String: String]])]? {
        guard let top = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] else { return nil }
        var result: [String: (format: String, variables: [String: [String: String]])] = [:]
        for (key, value) in top {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else { continue }
            var variables: [String: [String: String]] = [:]
            var names = PluralEntry.variableNames(in: format)
            var next = 0
            while next < names.count {
                let name = names[next]
                next += 1
                guard let variable = entry[name] as? [String: Any],
                      variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                var forms: [String: String] = [:]
                for category in ["zero", "one", "two", "few", "many", "other"] {
                    if let form = variable[category] as? String {
                        forms[category] = form
                        names += PluralEntry.variableNames(in: form).filter { !names.contains($0) }
                    }
                }
                variables[name] = forms
            }
            result[key] = (format, variables)
        }
        return result
    }

    static func compare(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return "\(url.path): unreadable" }
        let ours: PluralFile
        do {
            ours = try StringsDictReader.read(data, path: url.path)
        } catch {
            return "\(url.path): we reject it: \(error)"
        }
        guard let theirs = foundationView(data) else { return "\(url.path): Foundation rejects it" }
        if Set(ours.lookup.keys) != Set(theirs.keys) { return "\(url.path): keys differ" }
        for entry in ours.entries {
            guard let expected = theirs[entry.key] else { continue }
            if entry.format != expected.format { return "\(url.path): format of \(entry.key) differs" }
            let mine = Dictionary(uniqueKeysWithValues: entry.variables.map { variable in
                (variable.name, Dictionary(uniqueKeysWithValues: variable.forms.map { ($0.key.rawValue, $0.value) }))
            })
            if mine != expected.variables { return "\(url.path): variables of \(entry.key) differ" }
            if entry.location.line == nil { return "\(url.path): \(entry.key) has no position" }
        }
        return nil
    }

    @Test func validFixturesMatchFoundation() throws {
        let root = try #require(FixturePaths.packageRoot).appendingPathComponent("Fixtures/stringsdict")
        let files = FixturePaths.files(under: root, suffix: ".stringsdict").filter { !$0.path.contains("/broken/") && !$0.path.contains("binary") }
        #expect(files.count == 3)
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test func corpusMatchesFoundation() throws {
        guard let corpus = FixturePaths.corpus, FileManager.default.fileExists(atPath: corpus.path) else {
            print("skipping .stringsdict corpus oracle: ../shared/corpus not found")
            return
        }
        let files = FixturePaths.files(under: corpus, suffix: ".stringsdict")
        #expect(!files.isEmpty)
        var entries = 0
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
            entries += (try? StringsDictReader.read(Data(contentsOf: url), path: url.path).entries.count) ?? 0
        }
        print("corpus oracle: \(files.count) .stringsdict files, \(entries) entries agree with Foundation")
    }
}
