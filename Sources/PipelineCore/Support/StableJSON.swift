import Foundation

/// The one JSON encoding of every output and file we write.
public enum StableJSON {
    /// Pretty, key-sorted JSON with a final newline: stable for diffs and tests.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
