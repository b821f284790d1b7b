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

/// Readers on inputs made to hurt them (issue 11): large, deep, broken or
/// hostile. These check that the answer is right and that nothing crashes;
/// how the time grows is measured by the benchmark (`bench/run.sh hostile`),
/// never timed here.
@Suite struct HostileReaderTests {
    private func failure(_ body: () throws(InputError) -> Void) -> InputError? {
        do { try body(); return nil } catch { return error }
    }

    // MARK: Quadratic inputs, checked for correctness at a moderate size

    @Test func aLargeStringCatalogBecomesTablesWithEveryKey() throws {
        var strings: [String] = []
        for index in 0..<3000 {
            strings.append("\"key.\(index)\" : { \"localizations\" : { \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"v\(index)\" } }, \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"w\(index)\" } } } }")
        }
        let text = "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n" + strings.joined(separator: ",\n") + "\n}, \"version\" : \"1.0\" }"
        let catalog = try StringCatalogReader.read(text: text, path: "Big.xcstrings")
        let tables = CatalogTables.tables(of: catalog)
        #expect(Set(tables.keys) == ["en", "de"])
        #expect(tables["de"]?.strings.entries.count == 3000)
        #expect(tables["de"]?.strings.entries.last?.value == "w2999")
        #expect(tables["de"]?.strings.entries.last?.location.line == 3001)
    }

    @Test func aPlistOnOneLineHasTheRightColumns() throws {
        let filler = (0..<2000).map { "<key>K\($0)</key><string>é\($0)</string>" }.joined()
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(filler)"
            + "<key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>t</string>"
            + "<key>UIApplicationShortcutItemTitle</key><string>Title</string></dict></array></dict></plist>"
        let spec = try InfoPlistReader.read(Data(text.utf8), path: "Info.plist")
        let item = try #require(spec.items.first)
        // Columns count scalars: every `é` is one column though two bytes.
        let scalars = Array(text.unicodeScalars)
        func column(of needle: String, after start: Int = 0) -> Int {
            let target = Array(needle.unicodeScalars)
            var i = start
            while !scalars[i..<(i + target.count)].elementsEqual(target) { i += 1 }
            return i + 1
        }
        let array = column(of: "<array>")
        #expect(item.location.line == 1)
        #expect(item.location.column == column(of: "<dict>", after: array))
        #expect(item.fieldLocations[ShortcutKey.title]?.column == column(of: "<string>Title"))
    }

    @Test func unclosedObjectiveCCallsAreSkippedAndClosedOnesStillFound() {
        let source = String(repeating: "NSLocalizedString(@\"x\",\n", count: 2000)
            + "NSString *a = NSLocalizedString(@\"kept\", nil);\n"
        let found = ObjCExtractor.extract(source: source, path: "A.m")
        // Only the last call is closed; the 2,000 before it never are, and are skipped.
        #expect(found.strings.map(\.key) == ["kept"])

        let nested = "x = " + String(repeating: "NSLocalizedString(", count: 500) + "@\"k\", nil)" + String(repeating: ", nil)", count: 499) + ";"
        let inner = ObjCExtractor.extract(source: nested, path: "B.m")
        #expect(inner.strings.map(\.key) == ["k"])
        #expect(inner.nonLiteralKeys.count == 499)
    }

    @Test func unclosedMessageSendsAreSkipped() {
        let source = String(repeating: "[a foo:", count: 3000) + "\n[[UIApplicationShortcutItem alloc] initWithType:@\"t\" localizedTitle:NSLocalizedString(@\"T\", nil) localizedSubtitle:nil icon:nil userInfo:nil];\n"
        let found = ObjCExtractor.extract(source: source, path: "C.m")
        #expect(found.strings.map(\.key) == ["T"])
    }

    // MARK: Deep nesting

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = [Int](repeating: -1, count: 64)
        func set(_ index: Int, _ value: Int) { lock.lock(); stored[index] = value; lock.unlock() }
        var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
    }

    @Test func aStackIsGivenBackOnlyWhenWorkWentBelowItsTopMegabyte() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = 16 << 20
        let raw = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        let stack = try #require(raw == MAP_FAILED ? nil : raw)
        defer { munmap(stack, size) }
        // A shallow file: only the top half megabyte is touched.
        for offset in stride(from: size - (512 << 10), to: size, by: page) { stack.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self) }
        #expect(!LargeStack.touched(below: 1 << 20, of: stack, size: size, page: page))
        // A deep one: a page three megabytes down.
        stack.storeBytes(of: 1, toByteOffset: size - (3 << 20) - page, as: UInt8.self)
        #expect(!LargeStack.touched(below: 1 << 20, of: stack, size: size, page: page), "only the pages just below the top are probed")
        for offset in stride(from: size - (3 << 20), to: size, by: page) { stack.storeBytes(of: 1, toByteOffset: offset, as: UInt8.self) }
        #expect(LargeStack.touched(below: 1 << 20, of: stack, size: size, page: page))
    }

    @Test func largeStackRunsRecursionDeeperThanAThreadsOwnStack() {
        // About 100 bytes a frame: 500,000 frames need more than the 8 MB of an ordinary thread.
        @Sendable func depth(_ n: Int, _ pad: (Int, Int, Int, Int, Int, Int, Int, Int)) -> Int {
            n == 0 ? pad.0 : depth(n - 1, (pad.1, pad.2, pad.3, pad.4, pad.5, pad.6, pad.7, pad.0)) + 1
        }
        let result = LargeStack.run(size: 512 << 20) { depth(500_000, (0, 0, 0, 0, 0, 0, 0, 0)) }
        #expect(result == 500_000)
        // Threads are reused, by many callers at once, each getting its own result.
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            results.set(index, LargeStack.run { depth(index * 1000, (index, 0, 0, 0, 0, 0, 0, 0)) - index * 1000 })
        }
        #expect(results.values == Array(0..<64))
        #expect(LargeStack.size(forInputBytes: 10) == LargeStack.minimumSize)
        #expect(LargeStack.size(forInputBytes: 1 << 20) == 4 << 30)
        #expect(LargeStack.size(forInputBytes: Int.max) == LargeStack.maximumSize)
    }

    @Test func deeplyNestedJSONIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = failure { () throws(InputError) in _ = try JSONParser.parse(text: text, path: "deep.json") }
        #expect(error?.message.contains("nested more than 512 levels deep") == true, "\(String(describing: error))")
    }

    @Test func deeplyNestedPlistsAreErrorsNotCrashes() {
        let depth = 50_000
        let xml = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>a</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</dict></plist>"
        let error = failure { () throws(InputError) in _ = try StringsDictReader.read(Data(xml.utf8), path: "deep.stringsdict") }
        #expect(error != nil)
        let oldStyle = String(repeating: "{a=", count: depth) + "b;" + String(repeating: "};", count: depth - 1) + "}"
        #expect(failure { () throws(InputError) in _ = try StringsDictReader.read(Data(oldStyle.utf8), path: "deep.stringsdict") } != nil)
        #expect(failure { () throws(InputError) in _ = try InfoPlistReader.read(Data(xml.utf8), path: "Info.plist") } != nil)
    }

    @Test func deeplyNestedXLIFFMarkupIsReadAsText() throws {
        let depth = 50_000
        let target = String(repeating: "<g>", count: depth) + "deep" + String(repeating: "</g>", count: depth)
        let text = "<?xml version=\"1.0\"?><xliff version=\"1.2\"><file original=\"a.strings\"><body>"
            + "<trans-unit id=\"k\"><source>s</source><target>\(target)</target></trans-unit></body></file></xliff>"
        let document = try XLIFFReader.parse(Data(text.utf8), path: "deep.xliff")
        #expect(document.files.first?.units.first?.target == "deep")
    }

    // MARK: Limits that are not ours

    @Test func anXLIFFOverTenMegabytesIsRead() throws {
        // libxml2 refuses more than 10,000,000 bytes handed over at once.
        // Long texts: few elements per megabyte, so a debug build reads 10 MB quickly.
        let source = String(repeating: "Some English text. ", count: 40), target = String(repeating: "Deutscher Text. ", count: 40)
        let unit = (0..<24).map { "<trans-unit id=\"k\($0)\"><source>\(source)</source><target>\(target)</target></trans-unit>\n" }.joined()
        let file = "<file original=\"App/en.lproj/Localizable.strings\" source-language=\"en\" target-language=\"de\"><body>\n\(unit)</body></file>\n"
        let files = String(repeating: file, count: 10_500_000 / file.utf8.count + 1)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n\(files)</xliff>\n"
        #expect(text.utf8.count > 10_500_000)
        let document = try XLIFFReader.parse(Data(text.utf8), path: "big.xliff")
        #expect(document.files.count == 10_500_000 / file.utf8.count + 1)
        #expect(document.files.last?.units.last?.target == target)
    }

    @Test func aStringsDictValueOverTenMegabytesIsRead() throws {
        let value = String(repeating: "abcdefghij", count: 1_050_000)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>\(value)</string></dict>
            </dict></dict></plist>
            """
        let file = try StringsDictReader.read(Data(text.utf8), path: "Big.stringsdict")
        #expect(file.entries.first?.variables.first?.forms[.other]?.utf8.count == 10_500_000)
        #expect(file.entries.first?.variables.first?.formLocations[.other]?.line == 5)
    }

    @Test func entitiesAreStillRefusedAfterALongPrologue() {
        let filler = String(repeating: "<!-- filler -->\n", count: 10_000)
        let text = "<?xml version=\"1.0\"?>\n\(filler)<!DOCTYPE x [<!ENTITY a \"b\">]><xliff version=\"1.2\"/>"
        let error = failure { () throws(InputError) in _ = try XLIFFReader.parse(Data(text.utf8), path: "bomb.xliff") }
        #expect(error?.message.contains("DTDs and entities are refused") == true, "\(String(describing: error))")
    }

    @Test func aliasBombsAreRefusedAndOrdinaryAnchorsAccepted() throws {
        var lines = ["a0: &a0 x"]
        for level in 1...14 { lines.append("a\(level): &a\(level) [*a\(level - 1), *a\(level - 1), *a\(level - 1)]") }
        let error = failure { () throws(InputError) in _ = try ConfigReader.parse(lines.joined(separator: "\n"), path: "l10n.yml") }
        #expect(error?.message.contains("aliases (*name) expand this file to more than 10000 values") == true, "\(String(describing: error))")
        #expect(error?.location?.line != nil)

        let config = try ConfigReader.parse("base: &b de\nlocales: [Res, Other]\nsources: &s Sources\n", path: "/app/l10n.yml")
        #expect(config.base == "de")
    }

    // MARK: Messages

    @Test func specialFilesAreRefusedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-special-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.strings").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let cases: [(String, String)] = [
            (fifo, "is a named pipe (FIFO), not a table"),
            (folder.path, "is a folder, not a table"),
            ("/dev/zero", "is a device, not a table"),
            (folder.appendingPathComponent("missing").path, "cannot read file: No such file or directory"),
        ]
        for (path, message) in cases {
            let error = failure { () throws(InputError) in _ = try InputFile.read(path, kind: "a table", scope: .named) }
            #expect(error?.message.hasPrefix(message) == true, "\(path): \(String(describing: error))")
            #expect(error?.location?.file == path)
        }
    }

    @Test func theLibXML2TableMatchesXMLErrorH() throws {
        let header = "/usr/include/libxml2/libxml/xmlerror.h"
        guard let text = try? String(contentsOfFile: header, encoding: .utf8) else {
            print("skipped: \(header) is missing (apt-get install libxml2-dev to check the table against it)")
            return
        }
        var named: [Int: String] = [:]
        for match in text.matches(of: /(XML_[A-Z_]+), \/\* (\d+) \*\//) {
            if let code = Int(match.2), (1...111).contains(code) { named[code] = String(match.1) }
        }
        #expect(named.count == 111)
        for (code, entry) in XMLErrorText.codes {
            #expect(named[code] == entry.name, "code \(code)")
        }
        #expect(XMLErrorText.describe(code: 23).contains("lacks its ';'"))
        #expect(XMLErrorText.describe(code: 68).contains("a name is required"))
        #expect(XMLErrorText.describe(code: 999) == "not well-formed XML (libxml2 error 999)")
    }

    @Test func terminalTextShowsEveryControlCharacter() {
        #expect(TerminalText.escape("plain ünïcode 日本") == "plain ünïcode 日本")
        #expect(TerminalText.escape("a\u{1B}[31mb\u{07}") == "a\\u{1B}[31mb\\u{7}")
        #expect(TerminalText.escape("line\nnext\r\ttab") == "line\\nnext\\r\\ttab")
        #expect(TerminalText.escape("\u{7F}\u{9B}\u{85}é") == "\\u{7F}\\u{9B}\\u{85}é")
    }

    @Test func diagnosticsAndErrorsPrintControlCharactersVisibly() {
        let diagnostic = Diagnostic(code: "obsolete-translation", severity: .warning, message: "de: \"a\u{1B}[2Kb\" is gone",
                                    locale: "de", key: "a\u{1B}[2Kb", table: "Localizable",
                                    location: SourceLocation(file: "d\ne.lproj/Localizable.strings", line: 2, column: 1))
        let line = TextRenderer().line(for: diagnostic)
        #expect(line == "d\\ne.lproj/Localizable.strings:2:1: warning: de: \"a\\u{1B}[2Kb\" is gone [obsolete-translation]")
        let annotation = GitHubRenderer().render([diagnostic])
        #expect(annotation == "::warning file=d\\ne.lproj/Localizable.strings,line=2,col=1,title=obsolete-translation::de: \"a\\u{1B}[2Kb\" is gone\n")
        let error = InputError("unknown setting 'x\u{07}'", file: "a\nb/l10n.yml", line: 1, column: 1)
        #expect(error.description == "a\\nb/l10n.yml:1:1: error: unknown setting 'x\\u{7}'")
    }
}
