#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders and files left out of discovery and code scanning: `exclude:`
/// globs of `l10n.yml`, `--exclude`, and the defaults.
///
/// A pattern is matched against the path relative to the project's folder.
/// Without a `/` it matches a file or folder name anywhere (`Tests`,
/// `*.generated.swift`); with one it is anchored at the project's folder
/// (`Tools/**`, `Scripts/converter`). `*` and `?` match within a name,
/// `[abc]` one of a set, and `**` any number of folders. A folder that
/// matches is skipped with everything below it.
public struct PathFilter: Sendable, Equatable {
    /// Test targets, development assets and release tooling are never shipped.
    public static let defaultPatterns = ["*Tests", "*-tests", "*_tests", "Preview Content", "fastlane"]

    public let root: String
    public let patterns: [String]
    private let compiled: [[String]]
    private let anchored: [Bool]

    public init(root: String, patterns: [String], includingDefaults: Bool = true) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        let all = (includingDefaults ? PathFilter.defaultPatterns : []) + patterns
        self.patterns = all
        var compiled: [[String]] = []
        var anchored: [Bool] = []
        for pattern in all {
            var trimmed = pattern
            while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
            while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
            let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            compiled.append(parts)
            anchored.append(trimmed.contains("/") || pattern.hasPrefix("/"))
        }
        self.compiled = compiled
        self.anchored = anchored
    }

    /// No pattern at all (not even the defaults).
    public static let none = PathFilter(root: "/", patterns: [], includingDefaults: false)

    /// Whether `path` (absolute, or relative like the root) is left out.
    public func excludes(_ path: String) -> Bool {
        guard !compiled.isEmpty else { return false }
        let relative: Substring
        if path == root { return false }
        if path.hasPrefix(root == "/" ? "/" : root + "/") {
            relative = path.dropFirst(root == "/" ? 1 : root.count + 1)
        } else {
            relative = Substring(path)
        }
        let components = relative.split(separator: "/").map(String.init)
        guard !components.isEmpty else { return false }
        for (index, parts) in compiled.enumerated() where !parts.isEmpty {
            if anchored[index] {
                // The path or one of its folders matches the whole pattern.
                for end in 1...components.count where PathFilter.match(parts[...], components[..<end]) { return true }
            } else if parts.count == 1, components.contains(where: { PathFilter.matches(parts[0], $0) }) {
                return true
            }
        }
        return false
    }

    /// Glob components against path components, `**` spanning any number.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            for start in path.indices where match(rest, path[start...]) { return true }
            return match(rest, path[path.endIndex...])
        }
        guard let head = path.first, matches(first, head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// One name against one glob (`fnmatch`, so `*`, `?` and `[...]` work as in a shell).
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
