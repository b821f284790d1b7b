import Foundation
import PipelineCore
import PipelineFormats

/// Sources that a CocoaPods `Podfile` compiles from pods kept in the
/// repository (`pod 'Assets', :path => 'Assets.podspec'`): `pod install`
/// builds each into a target of `Pods.xcodeproj` that the app links, so its
/// `source_files` are the app's code though no target of the app's own
/// project names them (ChatSecure: a wrapper and 275 keys it uses were read
/// as compiled by no target). Pods from a registry are not in the
/// repository and not read. The Podfile and podspecs are Ruby: only the
/// plain literal forms are read (`:path => '…'`, `path: '…'`,
/// `s.source_files = '…'` or `= ['…', '…']`); anything computed is left out.
package enum LocalPods {
    package struct Found: Sendable, Equatable {
        /// Pod names, as the Podfile writes them (`OTRAssets`).
        package var pods: [String] = []
        /// Absolute paths of the source files their `source_files` match.
        package var sources: Set<String> = []
    }

    /// Read through the app's `scope`: a Podfile or podspec linked from
    /// outside the app is refused with a warning, as every input is.
    package static func find(root: String, candidates: [String], scope: ReadScope, warnings: inout [InputWarning]) -> Found {
        let podfile = root + "/Podfile"
        guard FileManager.default.fileExists(atPath: podfile),
              let text = readText(podfile, kind: "a Podfile", scope: scope, warnings: &warnings) else { return Found() }
        var found = Found()
        var patterns: [(folder: String, globs: [String])] = []
        for (name, path) in localPods(text) {
            let target = URL(fileURLWithPath: path.hasPrefix("/") ? path : root + "/" + path).standardizedFileURL.path
            let spec: String?
            if target.hasSuffix(".podspec") {
                spec = target
            } else {
                let base = String(name.split(separator: "/").first ?? Substring(name))
                spec = [target + "/" + base + ".podspec"].first { FileManager.default.fileExists(atPath: $0) }
            }
            guard let spec, let specText = readText(spec, kind: "a podspec", scope: scope, warnings: &warnings) else { continue }
            let globs = sourceFiles(specText)
            guard !globs.isEmpty else { continue }
            found.pods.append(name)
            patterns.append((URL(fileURLWithPath: spec).deletingLastPathComponent().path, globs))
        }
        let compiled = patterns.map { folder, globs in (folder: folder, globs: globs.compactMap(pattern).flatMap { $0 }) }
        for file in candidates where compiled.contains(where: { matches($0, file) }) { found.sources.insert(file) }
        return found
    }

    /// `pod 'Name', :path => 'x'` and `pod 'Name', path: 'x'`, outside comments.
    package static func localPods(_ podfile: String) -> [(String, String)] {
        var pods: [(String, String)] = []
        for line in podfile.split(whereSeparator: \.isNewline) {
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("pod ") || trimmed.hasPrefix("pod(") else { continue }
            let quoted = literals(String(trimmed))
            guard let name = quoted.first,
                  let pathRange = trimmed.range(of: ":path") ?? trimmed.range(of: "path:") else { continue }
            let after = literals(String(trimmed[pathRange.upperBound...]))
            if let path = after.first { pods.append((name, path)) }
        }
        return pods
    }

    /// Every `source_files` of a podspec (the spec's and its subspecs').
    package static func sourceFiles(_ podspec: String) -> [String] {
        var globs: [String] = []
        var rest = Substring(podspec)
        while let range = rest.range(of: "source_files") {
            let after = rest[range.upperBound...]
            guard let equals = after.firstIndex(where: { !$0.isWhitespace }), after[equals] == "=" else { rest = after; continue }
            // The value: one literal, or a bracketed list of them, up to the line's (or the list's) end.
            let value = after[after.index(after: equals)...]
            let trimmed = value.drop { $0.isWhitespace }
            let end: Substring.Index
            if trimmed.first == "[" {
                end = trimmed.firstIndex(of: "]") ?? trimmed.endIndex
            } else {
                end = trimmed.firstIndex(where: \.isNewline) ?? trimmed.endIndex
            }
            globs += literals(String(trimmed[..<end]))
            rest = trimmed[end...]
        }
        return globs
    }

    /// The single- or double-quoted literals of a Ruby expression, in order.
    private static func literals(_ text: String) -> [String] {
        var result: [String] = []
        var quote: Character?
        var current = ""
        for character in text {
            if let open = quote {
                if character == open { result.append(current); current = ""; quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
            }
        }
        return result
    }

    /// A CocoaPods glob (`Dir.glob` with `**`, `*`, `?`, `[…]` and `{a,b}`)
    /// relative to `folder`, as the component lists `PathFilter` matches in
    /// one pass: a regular expression of several `**` backtracked for
    /// seconds on every deep path (issue 50). Nil when its braces expand to
    /// more than `braceLimit` alternatives or do not close, or it is longer
    /// than any real one (`globLimit`: the expansion's work grows with it).
    package static func pattern(_ glob: String) -> [[String]]? {
        guard glob.utf8.count <= globLimit, let alternatives = expandBraces(glob) else { return nil }
        return alternatives.map { $0.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map(String.init) }
    }

    package static let braceLimit = 256
    package static let globLimit = 1024

    /// `a{b,c}d` as `abd`, `acd`; nested and repeated braces too.
    private static func expandBraces(_ glob: String) -> [String]? {
        let characters = Array(glob)
        guard let open = characters.firstIndex(of: "{") else { return [glob] }
        var depth = 0, close: Int?
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return nil }
        let head = String(characters[..<open]), tail = String(characters[(close + 1)...])
        let bounds = [open] + commas + [close]
        var expanded: [String] = []
        for index in 0..<(bounds.count - 1) {
            let choice = String(characters[(bounds[index] + 1)..<bounds[index + 1]])
            guard let rest = expandBraces(head + choice + tail) else { return nil }
            expanded += rest
            if expanded.count > braceLimit { return nil }
        }
        return expanded
    }

    private static func matches(_ pattern: (folder: String, globs: [[String]]), _ path: String) -> Bool {
        guard path.hasPrefix(pattern.folder + "/") else { return false }
        let components = path.dropFirst(pattern.folder.count + 1).split(separator: "/").map(String.init)
        return pattern.globs.contains { PathFilter.matchesWhole($0, components) }
    }

    private static func readText(_ path: String, kind: String, scope: ReadScope, warnings: inout [InputWarning]) -> String? {
        guard let data = InputFile.read(path, kind: kind, scope: scope, orWarn: &warnings,
                                        consequence: "its pods' sources are read as no target's") else { return nil }
        return (try? TextDecoding.decode(data, path: path))?.text
    }
}
