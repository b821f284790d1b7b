import Foundation
import PipelineCore
import PipelineFormats

/// Reads an `.xcconfig` file: `NAME = value` lines, `//` comments and
/// `#include "other.xcconfig"` (`#include?`: when it exists), later lines and
/// the including file's own lines winning. Files are read only inside
/// `root` (the checked folder), links resolved, at most `maximumFiles` in
/// all; a file that cannot be read adds nothing (its settings stay
/// unresolved references).
public enum XCConfigReader {
    package static let maximumFiles = 32

    public static func read(path: String, within root: String) -> [String: String] {
        var settings: [String: String] = [:]
        var visited: Set<String> = []
        read(path, within: root, scope: .app(root: root), into: &settings, visited: &visited)
        return settings
    }

    /// The settings of `text`, an xcconfig at `path` (its includes are read from disk).
    public static func parse(_ text: String, path: String, within root: String) -> [String: String] {
        var settings: [String: String] = [:]
        var visited: Set<String> = [URL(fileURLWithPath: path).standardizedFileURL.path]
        parse(text, path: path, within: root, scope: .app(root: root), into: &settings, visited: &visited)
        return settings
    }

    private static func read(_ path: String, within root: String, scope: ReadScope, into settings: inout [String: String], visited: inout Set<String>) {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !visited.contains(path), visited.count < maximumFiles,
              path.hasPrefix(root == "/" ? "/" : root + "/"),
              let data = try? InputFile.read(path, kind: "an xcconfig file", scope: scope),
              let text = try? TextDecoding.decode(data, path: path).text else { return }
        visited.insert(path)
        parse(text, path: path, within: root, scope: scope, into: &settings, visited: &visited)
    }

    private static func parse(_ text: String, path: String, within root: String, scope: ReadScope, into settings: inout [String: String], visited: inout Set<String>) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var line = Substring(line)
            // `//` starts a comment anywhere, as Xcode reads it (URLs are written `https:/$()/…`).
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(trimmed[trimmed.index(after: open)..<close])
                read(ProjectPaths.join(folder, included), within: root, scope: scope, into: &settings, visited: &visited)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let name = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("["), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = value
        }
    }
}
