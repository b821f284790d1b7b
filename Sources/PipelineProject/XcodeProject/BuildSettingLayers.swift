import Foundation
import PipelineCore
import PipelineFormats

/// The build settings of one configuration of a target, layered as Xcode
/// layers them (lowest first): the project's `.xcconfig`, the project's
/// settings, the target's `.xcconfig`, the target's settings. A setting is
/// the highest layer's; `$(inherited)` is the next lower layer's value, and
/// `$(NAME)` / `${NAME}` any setting's, so `PRODUCT_BUNDLE_IDENTIFIER =
/// $(BASE_ID).widget` with `BASE_ID` in an xcconfig resolves.
public struct BuildSettingLayers: Sendable {
    /// Lowest first. Conditional settings (`NAME[sdk=iphoneos*]`) are left out:
    /// which condition applies depends on the build.
    public var layers: [[String: String]]
    /// Settings Xcode defines itself (`SRCROOT`, `TARGET_NAME`, …): below every layer.
    public var builtins: [String: String]

    public init(layers: [[String: String]], builtins: [String: String]) {
        self.layers = layers
        self.builtins = builtins
    }

    /// References followed in a row at most: a setting naming itself ends here.
    package static let maximumDepth = 16
    /// References expanded for one value at most, and its length: settings
    /// that each name another many times would otherwise grow without end.
    package static let maximumExpansions = 4_096
    package static let maximumLength = 65_536

    /// What one `value(_:)` call has spent.
    private final class Budget {
        var expansions = 0
    }

    /// The value of `name`, its references expanded where they can be (the
    /// rest are kept as written, so `BuildSettings.hasReference` tells).
    public func value(_ name: String) -> String? {
        value(name, below: layers.count, depth: 0, budget: Budget())
    }

    /// Every setting named in some layer whose name starts with `prefix`.
    package func names(withPrefix prefix: String) -> [String] {
        Set(layers.flatMap { $0.keys.filter { $0.hasPrefix(prefix) } }).sorted()
    }

    /// Whether `name` is set to YES (Xcode's booleans: YES/NO).
    package func isOn(_ name: String) -> Bool? {
        guard let value = value(name)?.trimmingCharacters(in: .whitespaces).uppercased() else { return nil }
        if value == "YES" || value == "TRUE" || value == "1" { return true }
        if value == "NO" || value == "FALSE" || value == "0" { return false }
        return nil
    }

    /// The value in the highest layer below `limit` that sets `name`.
    private func value(_ name: String, below limit: Int, depth: Int, budget: Budget) -> String? {
        for index in stride(from: limit - 1, through: 0, by: -1) {
            if let raw = layers[index][name] { return expand(raw, name: name, layer: index, depth: depth, budget: budget) }
        }
        return builtins[name]
    }

    private func expand(_ raw: String, name: String, layer: Int, depth: Int, budget: Budget) -> String {
        guard raw.contains("$"), depth < Self.maximumDepth else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{",
                  let end = rest[after...].firstIndex(of: rest[after] == "(" ? ")" : "}") else {
                result += rest[dollar...]
                return result
            }
            budget.expansions += 1
            guard budget.expansions <= Self.maximumExpansions else {
                return result + rest[dollar...]
            }
            let inner = rest[rest.index(after: after)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let reference = String(parts.first ?? "")
            let found = reference == "inherited" ? value(name, below: layer, depth: depth + 1, budget: budget) ?? ""
                : value(reference, below: layers.count, depth: depth + 1, budget: budget)
            // A value that would grow past the limit keeps the reference as written.
            if let found, let modified = Self.apply(parts.count > 1 ? String(parts[1]) : nil, to: found),
               result.utf8.count + modified.utf8.count <= Self.maximumLength {
                result += modified
            } else {
                result += rest[dollar...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// Xcode's modifiers that bundle ids and paths use; nil for another one
    /// (the reference is then kept as written).
    package static func apply(_ modifier: String?, to value: String) -> String? {
        guard let modifier else { return value }
        switch modifier {
        case "rfc1034identifier":
            return String(value.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == ".") ? Character(scalar) : "-"
            })
        case "c99extidentifier", "identifier":
            return String(value.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
            })
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return nil
        }
    }

    /// A configuration's `buildSettings` as strings: arrays joined with
    /// spaces (as Xcode passes them), conditional settings left out.
    package static func strings(_ settings: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in settings where !name.contains("[") {
            if let text = value as? String {
                result[name] = text
            } else if let list = value as? [Any] {
                result[name] = list.compactMap { $0 as? String }.joined(separator: " ")
            }
        }
        return result
    }
}
