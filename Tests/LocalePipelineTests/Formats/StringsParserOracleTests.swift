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

// MARK: - Oracle and robustness

@Suite("StringsParser against Foundation")
struct StringsOracleTests {
    /// Parses `url` both ways; returns a description of any disagreement.
    static func compare(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url) else { return "\(url.path): unreadable" }
        let ours: StringsFile
        do {
            ours = try StringsParser.parse(data, path: url.path)
        } catch {
            return "\(url.path): we reject it: \(error)"
        }
        let text = (try? TextDecoding.decode(data, path: url.path).text) ?? ""
        guard let theirs = foundationStringsTable(data, encoding: ours.encoding, text: text) else {
            return "\(url.path): Foundation rejects it, we read \(ours.entries.count) entries"
        }
        let mine = stringsTable(ours)
        guard mine != theirs else { return nil }
        let keys = Set(mine.keys).union(theirs.keys).filter { mine[$0] != theirs[$0] }.sorted().prefix(5)
        return "\(url.path): differs at \(keys.map { "\($0.debugDescription): ours \(mine[$0].debugDescription), Foundation \(theirs[$0].debugDescription)" })"
    }

    @Test func validFixturesMatchFoundation() throws {
        let root = try #require(StringsTestPaths.fixtures)
        let files = StringsTestPaths.files(under: root, suffix: ".strings", recursive: false)
        #expect(files.count >= 15)
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
        }
    }

    @Test func corpusMatchesFoundation() throws {
        guard let corpus = StringsTestPaths.corpus, FileManager.default.fileExists(atPath: corpus.path) else {
            print("skipping corpus oracle: ../shared/corpus not found")
            return
        }
        let files = StringsTestPaths.files(under: corpus, suffix: ".strings")
        #expect(!files.isEmpty)
        var entries = 0
        for url in files {
            let problem = Self.compare(url)
            #expect(problem == nil, "\(problem ?? "")")
            if problem == nil, let data = try? Data(contentsOf: url) {
                entries += (try? StringsParser.parse(data, path: url.path).entries.count) ?? 0
            }
        }
        print("corpus oracle: \(files.count) .strings files, \(entries) entries agree with Foundation")
    }

    /// Every file under the corpus and Fixtures, whatever it is, must give
    /// either a table or an InputError; a crash would end the test run.
    @Test func noInputCrashesTheParser() throws {
        var roots: [URL] = []
        if let fixtures = StringsTestPaths.packageRoot?.appendingPathComponent("Fixtures") { roots.append(fixtures) }
        if let corpus = StringsTestPaths.corpus, FileManager.default.fileExists(atPath: corpus.path) { roots.append(corpus) }
        var count = 0
        for root in roots {
            for url in StringsTestPaths.files(under: root) {
                guard let data = try? Data(contentsOf: url) else { continue }
                count += 1
                do {
                    let file = try StringsParser.parse(data, path: url.path)
                    // A binary property list keeps no positions: its entries are placed at the file.
                    for entry in file.entries { #expect(entry.location.line ?? 0 >= 1 || file.format == .binary) }
                } catch {
                    #expect(error.location?.file == url.path)
                }
                // Truncating the small fixtures at every byte exercises each
                // "end of file inside an entry" path.
                if url.pathExtension == "strings", url.path.contains("/Fixtures/strings/") {
                    for cut in stride(from: 0, to: data.count, by: 1) {
                        _ = try? StringsParser.parse(data.prefix(cut), path: url.path)
                    }
                }
            }
        }
        #expect(count > 0)
    }

    /// Seeded random byte edits of the fixtures: any outcome but a crash is fine.
    @Test func mutatedFixturesDoNotCrash() throws {
        let root = try #require(StringsTestPaths.fixtures)
        let files = StringsTestPaths.files(under: root, suffix: ".strings").compactMap { try? Data(contentsOf: $0) }
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: seed >> 33)
        }
        let interesting: [UInt8] = [0x22, 0x27, 0x5C, 0x2F, 0x2A, 0x3B, 0x3D, 0x0A, 0x0D, 0x00, 0x55, 0x7B, 0xE2, 0xF0, 0xFF]
        var parsed = 0
        for round in 0..<3000 {
            var data = files[round % files.count]
            guard !data.isEmpty else { continue }
            for _ in 0..<(1 + next() % 3) {
                let at = data.startIndex + next() % data.count
                data[at] = next() % 2 == 0 ? interesting[next() % interesting.count] : UInt8(truncatingIfNeeded: next())
            }
            if (try? StringsParser.parse(data, path: "mutated.strings")) != nil { parsed += 1 }
        }
        #expect(parsed > 0)
    }
}
