import Foundation
import Testing

/// `l10n-tool measure` and `l10n-tool list-checks`.
@Suite struct MeasureAndListTests {
    struct Measured: Decodable {
        var text: String
        var locale: String
        var width: Int
        var graphemes: Int
        var lines: [String]
        var fits: Bool
        var display: String
    }

    /// The column engine's measurement (these tests are about columns; the default is the font engine's, below).
    func measure(_ arguments: [String]) async throws -> (Tool.Result, Measured) {
        let result = try await Tool.run(["measure", "--engine", "columns"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        let object = try result.jsonObject()
        #expect(Set(object.keys) == ["text", "locale", "engine", "width", "graphemes", "lineWidth", "lines", "lineWidths", "fits", "display"])
        return (result, try JSONDecoder().decode(Measured.self, from: Data(result.stdout.utf8)))
    }

    @Test func germanTitleDoesNotFitOneLine() async throws {
        let (_, measured) = try await measure(["Alle Notizen durchsuchen", "--locale", "de", "--width", "22", "--lines", "1"])
        #expect(measured.text == "Alle Notizen durchsuchen")
        #expect(measured.locale == "de")
        #expect(measured.width == 24)
        #expect(measured.graphemes == 24)
        #expect(measured.lines == ["Alle Notizen", "durchsuchen"])
        #expect(measured.fits == false)
        #expect(measured.display.hasSuffix("…"))
        #expect(measured.display.count <= 22)
    }

    @Test("a width no column count can hold is refused, not a trap")
    func hugeWidthIsRefused() async throws {
        for width in ["1e300", "inf", "nan"] {
            let result = try await Tool.run(["measure", "Search", "--width", width])
            #expect(result.status == 2 || result.status == 64, "\(width): \(result)")
            #expect(result.stderr.contains("--width must be between 1 and 100000"), "\(width): \(result)")
        }
    }

    /// A long text from a file: UTF-16 with its BOM, the final line break
    /// dropped; a missing file, both forms at once, or a FIFO are refused.
    @Test func measureReadsTheTextFromAFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("title.txt")
        var bytes = Data([0xFF, 0xFE])
        bytes.append("Alle Notizen durchsuchen\r\n".data(using: .utf16LittleEndian) ?? Data())
        try bytes.write(to: file)
        let (_, measured) = try await measure(["--file", file.path, "--locale", "de", "--width", "22", "--lines", "1"])
        #expect(measured.text == "Alle Notizen durchsuchen")
        #expect(measured.lines == ["Alle Notizen", "durchsuchen"])

        let missing = try await Tool.run(["measure", "--file", folder.appendingPathComponent("none.txt").path])
        #expect(missing.status == 2 && missing.stderr.contains("none.txt"), "\(missing)")
        let both = try await Tool.run(["measure", "Search", "--file", file.path])
        #expect((both.status == 2 || both.status == 64) && both.stderr.contains("not both"), "\(both)")
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let piped = try await Tool.run(["measure", "--file", fifo])
        #expect(piped.status == 2, "\(piped)")
    }

    /// A font asked for while the engine is columns is not used: said, not ignored.
    /// Many texts in one run (issue 47): a text or a JSON object a line in,
    /// one result a line out, in order, each the same as `--format json` gives.
    @Test func manyTextsInOneRunAreOneResultALine() async throws {
        let input = try Tool.temporaryFile("batch.txt", "Search Restaurants\n{\"text\": \"Restaurants suchen\", \"locale\": \"de\"}\n\n新しいレストラン\r\n")
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let result = try await Tool.run(["measure", "--engine", "columns", "--format", "jsonl", "--file", input.path, "--width", "10"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4, "\(result.stdout)")
        let measured = try lines.map { try JSONDecoder().decode(Measured.self, from: Data($0.utf8)) }
        #expect(measured.map(\.text) == ["Search Restaurants", "Restaurants suchen", "", "新しいレストラン"])
        #expect(measured.map(\.locale) == ["en", "de", "en", "en"])
        // The same as one run each.
        let single = try await Tool.run(["measure", "--engine", "columns", "--format", "json", "--width", "10", "--locale", "de", "Restaurants suchen"])
        let one = try JSONDecoder().decode(Measured.self, from: Data(single.stdout.utf8))
        #expect(one.lines == measured[1].lines && one.width == measured[1].width && one.fits == measured[1].fits)
        #expect(measured[3].width == 16, "wide characters count two columns")
    }

    @Test func aBadLineOfABatchStopsItAtItsLine() async throws {
        let input = try Tool.temporaryFile("batch.jsonl", "{\"text\": \"Search\"}\n{\"txt\": \"oops\"}\n")
        defer { try? FileManager.default.removeItem(at: input.deletingLastPathComponent()) }
        let result = try await Tool.run(["measure", "--format", "jsonl", "--file", input.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("batch.jsonl:2:1: error: a line that starts with '{' must be a JSON object with a string \"text\""), "\(result)")
        #expect(result.stdout.isEmpty)
        let noFile = try await Tool.run(["measure", "--format", "jsonl", "Search"])
        #expect(noFile.status != 0 && noFile.stderr.contains("--format jsonl measures the lines of --file PATH"), "\(noFile)")
    }

    @Test func aFontWithTheColumnEngineIsANote() async throws {
        let result = try await Tool.run(["measure", "Hello", "--engine", "columns", "--font", "Inter", "--size", "20"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("columns"), "\(result)")
        #expect(result.stderr.contains("note: --font and --size are the font engine's; measured in columns"), "\(result)")
    }

    @Test func germanTitleFitsTwoLines() async throws {
        let (_, measured) = try await measure(["Alle Notizen durchsuchen", "--locale", "de", "--width", "22", "--lines", "2"])
        #expect(measured.fits)
        #expect(measured.display == "Alle Notizen durchsuchen")
    }

    @Test func japaneseCountsTwoColumnsACharacter() async throws {
        let (_, fitting) = try await measure(["すべてのメモを検索", "--locale", "ja", "--width", "22", "--lines", "1"])
        #expect(fitting.width == 18)
        #expect(fitting.graphemes == 9)
        #expect(fitting.fits)
        #expect(fitting.lines == ["すべてのメモを検索"])
        #expect(fitting.display == "すべてのメモを検索")

        let (_, cut) = try await measure(["すべてのメモを検索", "--locale", "ja", "--width", "10", "--lines", "1"])
        #expect(cut.fits == false)
        #expect(cut.lines.count == 2)
        #expect(cut.display.hasSuffix("…"))
    }

    @Test func textOutput() async throws {
        let result = try await Tool.run(["measure", "Alle Notizen durchsuchen", "--engine", "columns", "--locale", "de", "--width", "22", "--lines", "1"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("width:     24 columns, 24 graphemes"), "\(result)")
        #expect(result.stdout.contains("box:       1 line of 22 columns"), "\(result)")
        #expect(result.stdout.contains("fits:      no, needs 2 lines"), "\(result)")
        #expect(result.stdout.contains("display:   Alle Notizen durchsuc…") || result.stdout.contains("display:   Alle Notizen…"), "\(result)")

        let japanese = try await Tool.run(["measure", "すべてのメモを検索", "--engine", "columns", "--locale", "ja"])
        #expect(japanese.status == 0, "\(japanese)")
        #expect(japanese.stdout.contains("width:     18 columns, 9 graphemes"), "\(japanese)")
        #expect(japanese.stdout.contains("fits:      yes"), "\(japanese)")
    }

    @Test func listChecks() async throws {
        let result = try await Tool.run(["list-checks"])
        #expect(result.status == 0, "\(result)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true) }
        #expect(rows.count >= 13, "\(result)")
        var listed: [String: String] = [:]
        for row in rows where row.count == 3 {
            listed[String(row[0])] = String(row[1])
            #expect(!row[2].trimmingCharacters(in: .whitespaces).isEmpty, "\(row[0]) has a summary")
        }
        #expect(allCodes.count >= 24 && listed == allCodes, "list-checks and the README's table agree")
        #expect(listed.count == rows.count, "one code per line: \(result)")
        let markdown = try await Tool.run(["list-checks", "--format", "markdown"])
        #expect(markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }.count == listed.count, "\(markdown)")
        let json = try await Tool.run(["list-checks", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(Dictionary(uniqueKeysWithValues: entries.compactMap { e in (e["code"] as? String).map { ($0, e["severity"] as? String ?? "") } }) == listed)
        // An opt-in check says so; the others leave the field out.
        #expect(entries.filter { $0["opt_in"] != nil }.compactMap { $0["code"] as? String } == ["punctuation-mismatch"])
        #expect(entries.filter { $0["opt_in"] as? Bool == true }.count == 1)
    }

    @Test func aMisspelledCommandIsNotReadAsAPath() async throws {
        let result = try await Tool.run(["chek"])
        #expect(result.status == 2 && result.stderr.contains("unknown command 'chek'; did you mean 'check'?"), "\(result)")
        #expect(result.stdout.isEmpty)
        // A folder of that name is still a folder to check.
        let missing = try await Tool.run(["NoSuchApp"])
        #expect(missing.status == 2 && missing.stderr.contains("no such file or folder"), "\(missing)")
    }
}
