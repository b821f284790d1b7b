import Foundation
import PipelineCore

/// Reads and writes `l10n.lock` as JSON with sorted keys, so a diff of the
/// file shows only the fingerprints that changed:
///
/// ```json
/// {
///   "hash" : "fnv1a-64",
///   "locales" : { "de" : { "Localizable" : { "greeting" : "9ac6cb0f6ed0e2d9" } } },
///   "version" : 1
/// }
/// ```
public enum LockFile {
    private struct Contents: Codable {
        var version: Int
        var hash: String
        var locales: [String: [String: [String: LockFingerprint]]]
    }

    /// The lock at `path`, or an empty one (remembering `path`) when there is none.
    public static func read(path: String) throws(InputError) -> TranslationLock {
        guard FileManager.default.fileExists(atPath: path) else { return TranslationLock(path: path) }
        let data = try InputFile.read(path)
        return try parse(data, path: path)
    }

    public static func parse(_ data: Data, path: String) throws(InputError) -> TranslationLock {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            // JSONSerialization says where the syntax breaks; JSONDecoder (on
            // Linux) does not. Asked only on failure: its tree of a big lock
            // (1.3 M fingerprints) cost hundreds of MB beside the decoded one.
            do {
                _ = try JSONSerialization.jsonObject(with: data)
            } catch {
                throw syntaxError(error, data: data, path: path)
            }
            if let error = error as? DecodingError {
                throw InputError("not a valid \(TranslationLock.fileName): \(describe(error))", file: path)
            }
            throw InputError("not a valid \(TranslationLock.fileName): \(error.localizedDescription)", file: path)
        }
        guard contents.version == 1 else {
            throw InputError("\(TranslationLock.fileName) version \(contents.version) is newer than this tool understands (1)", file: path)
        }
        guard contents.hash == TranslationLock.hashName else {
            throw InputError("\(TranslationLock.fileName) uses hash '\(contents.hash)'; this tool knows '\(TranslationLock.hashName)'", file: path)
        }
        var lock = TranslationLock(path: path, locales: contents.locales)
        lock.source = ContentFingerprint(data)
        return lock
    }

    public static func encode(_ lock: TranslationLock) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let contents = Contents(version: 1, hash: TranslationLock.hashName, locales: lock.locales)
        // Encoding dictionaries of strings cannot fail.
        return ((try? encoder.encode(contents)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }

    /// The write that brings the file in line with `lock`, made from the
    /// bytes it was read from; nil when they stay the same (no lock file is
    /// made just to hold nothing). Writers add it to their transaction last.
    public static func replacement(for lock: TranslationLock) -> FileReplacement? {
        guard let path = lock.path else { return nil }
        guard let source = lock.source else {
            return lock.isEmpty ? nil : FileReplacement(path: path, data: encode(lock), expected: .absent)
        }
        // Unedited since it was read: the file stays as it is, whatever its layout.
        guard lock.isEdited else { return nil }
        let data = encode(lock)
        return ContentFingerprint(data) == source ? nil : FileReplacement(path: path, data: data, expected: .sameAs(size: source.size, hash: source.hash))
    }

    /// Writes the lock atomically when its bytes change from the file's
    /// (whatever was read); says whether it did.
    @discardableResult
    public static func write(_ lock: TranslationLock) throws(InputError) -> Bool {
        guard let path = lock.path else { return false }
        var current = lock
        current.source = (try? Data(contentsOf: URL(fileURLWithPath: path))).map(ContentFingerprint.init)
        current.isEdited = true
        guard let replacement = replacement(for: current) else { return false }
        try AtomicFile.write(replacement)
        return true
    }

    /// Foundation says "around character N" (Linux) or "around line L, column C" (Darwin).
    private static func syntaxError(_ error: Error, data: Data, path: String) -> InputError {
        let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? error.localizedDescription
        var line = 1, column = 1
        if let match = detail.firstMatch(of: /line (\d+), column (\d+)/), let l = Int(match.1), let c = Int(match.2) {
            (line, column) = (l, c)
        } else if let match = detail.firstMatch(of: /character (\d+)/), let offset = Int(match.1) {
            (line, column) = LineIndex.position(of: offset, in: data)
        }
        return InputError("not valid JSON: \(detail)", file: path, line: line, column: column)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            let where_ = context.codingPath.map(\.stringValue).joined(separator: ".")
            return where_.isEmpty ? context.debugDescription : "\(where_): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
