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

/// Discovery's folder listing: kinds from readdir, links never followed.
struct DirectoryEntriesTests {
    @Test func kindsAndLinks() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("l10n-dir-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: root) }
        try fm.createDirectory(at: root.appendingPathComponent("App/en.lproj"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("Elsewhere/de.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"b\";".utf8).write(to: root.appendingPathComponent("App/en.lproj/Localizable.strings"))
        try Data().write(to: root.appendingPathComponent("App/file.txt"))
        try fm.createSymbolicLink(at: root.appendingPathComponent("App/Linked"), withDestinationURL: root.appendingPathComponent("Elsewhere"))

        let entries = DirectoryEntries.list(root.appendingPathComponent("App").path).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["Linked", "en.lproj", "file.txt"])
        #expect(entries.map(\.isDirectory) == [false, true, false])
        #expect(entries.map(\.isSymbolicLink) == [true, false, false])
        #expect(DirectoryEntries.list(root.appendingPathComponent("missing").path).isEmpty)

        // The link leads to another .lproj folder, which discovery must not reach.
        let found = try ProjectDiscovery.scan(root.appendingPathComponent("App").path)
        #expect(found.localeFolders == [root.appendingPathComponent("App").standardizedFileURL.path])
    }
}
