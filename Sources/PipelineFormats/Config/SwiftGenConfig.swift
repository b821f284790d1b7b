import Foundation
import Yams
import PipelineCore

/// The `strings:` entries of a SwiftGen `swiftgen.yml`: which tables its
/// generated accessors (`L10n.Home.title`) read, and where it writes them.
/// When that output is not in the repository (written at build time), code
/// reads those tables through accessors nobody can see here, so which keys
/// it uses cannot be told (Hedvig: about 810 keys called unused).
public struct SwiftGenConfig: Sendable, Equatable {
    public struct Strings: Sendable, Equatable {
        /// Folders (`en.lproj`) or table files, absolute.
        public var inputs: [String]
        /// Generated Swift files, absolute.
        public var outputs: [String]
    }

    public var strings: [Strings] = []

    /// The entries of `path`; nil when it is no SwiftGen configuration we can
    /// read (a template SwiftGen itself would refuse is not ours to report:
    /// the file is only a hint).
    public static func read(path: String, scope: ReadScope) -> SwiftGenConfig? {
        guard let data = try? InputFile.read(path, kind: "a SwiftGen configuration", scope: scope),
              let text = try? TextDecoding.decode(data, path: path).text else { return nil }
        return parse(text, path: path)
    }

    /// The entries of `text`, read from `path` (relative inputs and outputs
    /// are resolved against its folder).
    package static func parse(_ text: String, path: String) -> SwiftGenConfig? {
        guard (try? YAMLAliasLimit.check(text, path: path)) != nil,
              let root = (try? Yams.compose(yaml: text)) ?? nil, let mapping = root.mapping else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        func absolute(_ relative: String) -> String {
            relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).standardizedFileURL.path
        }
        func strings(_ node: Node) -> [String] {
            if let text = node.string { return [text] }
            return node.sequence?.compactMap(\.string) ?? []
        }
        var config = SwiftGenConfig()
        for (key, value) in mapping where key.string == "strings" {
            // One entry, or a list of entries.
            let entries: [Node] = value.sequence.map { Array($0) } ?? [value]
            for entry in entries {
                guard let fields = entry.mapping else { continue }
                var inputs: [String] = [], outputs: [String] = []
                for (field, content) in fields {
                    switch field.string {
                    case "inputs": inputs += strings(content).map(absolute)
                    case "outputs":
                        let list: [Node] = content.sequence.map { Array($0) } ?? [content]
                        for output in list { if let file = output.mapping?["output"]?.string { outputs.append(absolute(file)) } }
                    default: break
                    }
                }
                if !inputs.isEmpty && !outputs.isEmpty { config.strings.append(Strings(inputs: inputs, outputs: outputs)) }
            }
        }
        return config
    }
}
