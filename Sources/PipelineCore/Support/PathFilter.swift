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
                if PathFilter.matchesSomePrefix(parts, components) { return true }
            } else if parts.count == 1, components.contains(where: { PathFilter.matches(parts[0], $0) }) {
                return true
            }
        }
        return false
    }

    /// Whether glob components match the path's first `end` components for
    /// some `end` of at least 1, `**` spanning any number. One pass over the
    /// pattern keeps the set of path positions it can have reached (a
    /// backtracking match took exponential time on several `**`): at most
    /// pattern x path steps, each name matched once per pattern part.
    package static func matchesSomePrefix(_ pattern: [String], _ path: [String]) -> Bool {
        reachedEnds(pattern, path)?.dropFirst().contains(true) ?? false
    }

    /// Whether glob components match the whole path (`**` spanning any
    /// number of folders), in the same one pass as `matchesSomePrefix`.
    package static func matchesWhole(_ pattern: [String], _ path: [String]) -> Bool {
        reachedEnds(pattern, path)?.last ?? false
    }

    /// After the whole pattern, which path positions it can have reached
    /// (nil as soon as none).
    private static func reachedEnds(_ pattern: [String], _ path: [String]) -> [Bool]? {
        var reached = [Bool](repeating: false, count: path.count + 1)
        reached[0] = true
        for part in pattern {
            var next = [Bool](repeating: false, count: path.count + 1)
            if part == "**" {
                // Zero or more folders: every position from the first reached on.
                guard let first = reached.firstIndex(of: true) else { return nil }
                for position in first...path.count { next[position] = true }
            } else {
                var any = false
                for position in 0..<path.count where reached[position] && matches(part, path[position]) {
                    next[position + 1] = true
                    any = true
                }
                if !any { return nil }
            }
            reached = next
        }
        return reached
    }

    /// One name against one glob (`fnmatch`, so `*`, `?` and `[...]` work as in a shell).
    package static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
