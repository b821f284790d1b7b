import Foundation
import Testing

/// The README stays short, and no page of the documentation points at a file
/// that is not in the repository, or at a heading its page does not have.
struct DocsLinkTests {
    static let root = PackageRoot.url

    static func pages() throws -> [URL] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md"), root.appendingPathComponent("CONTRIBUTING.md")]
            + names.map { docs.appendingPathComponent($0) }
    }

    /// The anchors GitHub gives a page's headings: lower-cased, punctuation
    /// dropped, spaces as hyphens (headings inside code blocks are not headings).
    static func anchors(of text: String) -> Set<String> {
        var anchors = Set<String>()
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
            let slug = title.lowercased().unicodeScalars.compactMap { scalar -> String? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return String(scalar) }
                return nil
            }.joined()
            anchors.insert(slug)
        }
        return anchors
    }

    @Test func anchorsFollowGitHub() {
        let anchors = Self.anchors(of: "# Safety of writes\n```\n## not a heading\n```\n## `l10n.lock`: what each translation was made from\n")
        #expect(anchors == ["safety-of-writes", "l10nlock-what-each-translation-was-made-from"])
    }

    @Test func readmeIsShort() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }

    /// A newcomer's first screen: the command that sets everything up and the
    /// one that runs the tests, both scripts that exist.
    @Test func readmeFirstScreenHoldsTheTwoCommands() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let firstScreen = readme.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        for command in ["scripts/setup.sh", ".ci/run"] {
            #expect(firstScreen.contains("\n\(command) "), "\(command) is not on the README's first screen")
            #expect(FileManager.default.isExecutableFile(atPath: Self.root.appendingPathComponent(command).path), "\(command)")
        }
    }

    @Test func everyRelativeLinkResolves() throws {
        var broken: [String] = []
        for page in try Self.pages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.1)
                guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let resolved = page.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
                if !FileManager.default.fileExists(atPath: resolved.path) {
                    broken.append("\(page.lastPathComponent): \(target)")
                } else if parts.count == 2, resolved.pathExtension == "md",
                          let linked = try? String(contentsOf: resolved, encoding: .utf8),
                          !Self.anchors(of: linked).contains(parts[1]) {
                    broken.append("\(page.lastPathComponent): \(target) (no such heading)")
                }
            }
            // design.md lives outside the repository: it must not be cited.
            if text.contains("design.md") { broken.append("\(page.lastPathComponent): cites design.md") }
        }
        #expect(broken.isEmpty, "\(broken)")
    }
}
