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

// Helpers of the `.strings` parser tests.


enum StringsTestPaths {
    /// The package root: the nearest folder above this file with a Package.swift.
    static let packageRoot: URL? = PackageRoot.url

    static var fixtures: URL? { packageRoot?.appendingPathComponent("Fixtures/strings") }
    static var corpus: URL? { packageRoot?.appendingPathComponent("../shared/corpus").standardizedFileURL }

    /// Every regular file below `folder` whose name ends in `suffix`, sorted.
    static func files(under folder: URL, suffix: String = "", recursive: Bool = true) -> [URL] {
        guard let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey],
            options: recursive ? [] : [.skipsSubdirectoryDescendants]) else { return [] }
        var result: [URL] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(url) }
        }
        return result.sorted { $0.path < $1.path }
    }

    static func fixture(_ name: String) throws -> (data: Data, path: String) {
        let root = try #require(fixtures, "package root not found from \(#filePath)")
        let url = root.appendingPathComponent(name)
        return (try Data(contentsOf: url), url.path)
    }
}

func parseStrings(_ text: String, path: String = "test.strings") throws -> StringsFile {
    try StringsParser.parse(text: text, path: path)
}

func parseStringsFixture(_ name: String) throws -> StringsFile {
    let (data, path) = try StringsTestPaths.fixture(name)
    return try StringsParser.parse(data, path: path)
}

/// Key to value, the last duplicate winning, like Foundation's dictionary.
func stringsTable(_ file: StringsFile) -> [String: String] {
    file.lookup.mapValues(\.value)
}


/// What Foundation makes of the file: the reference for the oracle tests.
/// Linux Foundation does not detect UTF-16 without a BOM (it reads it as
/// UTF-8 and fails), and refuses zero-length data that CF otherwise treats
/// as an empty table, so those two cases get help.
func foundationStringsTable(_ data: Data, encoding: TextEncoding, text: String) -> [String: String]? {
    if data.isEmpty { return [:] }
    let input = (encoding == .utf16LE || encoding == .utf16BE) ? Data(text.utf8) : data
    let plist = try? PropertyListSerialization.propertyList(from: input, options: [], format: nil)
    return plist as? [String: String]
}
