import Foundation

/// The build settings of one configuration of a target, layered as Xcode
/// layers them (lowest first): the project's `.xcconfig`, the project's
/// settings, the target's `.xcconfig`, the target's settings. A setting is
/// the highest layer's; `$(inherited)` is the next lower layer's value, and
/// `$(NAME)` / `${NAME}` any setting's, so `PRODUCT_BUNDLE_IDENTIFIER =
/// $(BASE_ID).widget` with `BASE_ID` in an xcconfig resolves.
public struct BuildSettingLayers: Sendable, Equatable {
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
    /// Bytes all the expansions of one value may produce, inner ones
    /// included: 4,096 expansions of 64 KB each, every one through a
    /// modifier, took seconds for a 150-byte `.xcconfig` (fuzz-xcconfig).
    package static let maximumWork = 4 * maximumLength

    /// What one `value(_:)` call has spent.
    private final class Budget {
        var expansions = 0
        var bytes = 0
    }

    /// The value of `name`, its references expanded where they can be (the
    /// rest are kept as written, so `BuildSettings.hasReference` tells).
    public func value(_ name: String) -> String? {
        value(name, below: layers.count, depth: 0, budget: Budget())
    }

    /// `value(_:)`, and the bytes its expansions produced (at most about
    /// `maximumWork`): what the work budget bounds.
    package func valueAndWork(_ name: String) -> (value: String?, bytes: Int) {
        let budget = Budget()
        return (value(name, below: layers.count, depth: 0, budget: budget), budget.bytes)
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
            guard budget.expansions <= Self.maximumExpansions, budget.bytes <= Self.maximumWork else {
                return result + rest[dollar...]
            }
            let inner = rest[rest.index(after: after)..<end]
            let parts = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let reference = String(parts.first ?? "")
            let found = reference == "inherited" ? value(name, below: layer, depth: depth + 1, budget: budget) ?? ""
                : value(reference, below: layers.count, depth: depth + 1, budget: budget)
            // A value that would grow past the limit keeps the reference as written.
            budget.bytes += found?.utf8.count ?? 0
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
            return replacingNonASCIIAlphanumerics(of: value, keeping: [UInt8(ascii: "-"), UInt8(ascii: ".")], with: UInt8(ascii: "-"))
        case "c99extidentifier", "identifier":
            return replacingNonASCIIAlphanumerics(of: value, keeping: [UInt8(ascii: "_")], with: UInt8(ascii: "_"))
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return nil
        }
    }

    /// Each character that is not an ASCII letter, digit or one of `keeping`
    /// becomes `replacement` (one per character, as Xcode's modifiers do).
    private static func replacingNonASCIIAlphanumerics(of value: String, keeping: [UInt8], with replacement: UInt8) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                let kept = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || keeping.contains(byte)
                bytes.append(kept ? byte : replacement)
            } else {
                bytes.append(replacement)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
