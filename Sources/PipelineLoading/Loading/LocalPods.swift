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
        let expressions = patterns.flatMap { folder, globs in globs.compactMap { regex(folder + "/" + $0) } }
        for file in candidates where expressions.contains(where: { matches($0, file) }) { found.sources.insert(file) }
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

    /// A CocoaPods glob (`Dir.glob` with `**`, `*`, `?` and `{a,b}`) as a regular expression.
    package static func regex(_ glob: String) -> NSRegularExpression? {
        var pattern = "^"
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters = characters.dropFirst()
                    if characters.first == "/" { characters = characters.dropFirst(); pattern += "(?:.*/)?" } else { pattern += ".*" }
                } else {
                    pattern += "[^/]*"
                }
            case "?": pattern += "[^/]"
            case "{": pattern += "(?:"
            case "}": pattern += ")"
            case ",": pattern += "|"
            default: pattern += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return try? NSRegularExpression(pattern: pattern + "$")
    }

    private static func matches(_ expression: NSRegularExpression, _ path: String) -> Bool {
        expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }

    private static func readText(_ path: String, kind: String, scope: ReadScope, warnings: inout [InputWarning]) -> String? {
        guard let data = InputFile.read(path, kind: kind, scope: scope, orWarn: &warnings,
                                        consequence: "its pods' sources are read as no target's") else { return nil }
        return (try? TextDecoding.decode(data, path: path))?.text
    }
}
