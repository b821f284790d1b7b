import Foundation
import Testing

/// The README stays short, and no page of the documentation points at a file
/// that is not in the repository.
struct DocsLinkTests {
    static let root = PackageRoot.url

    static func pages() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("CONTRIBUTING.md")]
            + names.map { docs.appendingPathComponent($0) }
    }

    @Test func readmeIsShort() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }

    @Test func everyRelativeLinkResolves() throws {
        var broken: [String] = []
        for page in try Self.pages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1)[0])
                let resolved = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                if !FileManager.default.fileExists(atPath: resolved.path) {
                    broken.append("\(page.lastPathComponent): \(target)")
                }
            }
            // design.md lives outside the repository: it must not be cited.
            if text.contains("design.md") { broken.append("\(page.lastPathComponent): cites design.md") }
        }
        #expect(broken.isEmpty, "\(broken)")
    }
}
