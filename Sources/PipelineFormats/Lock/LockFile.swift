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
    private struct Contents: Encodable {
        var version: Int
        var hash: String
        var locales: [String: [String: [String: LockFingerprint]]]
    }

    /// The lock at `path`, or an empty one (remembering `path`) when there is none.
    public static func read(path: String, scope: ReadScope) throws(InputError) -> TranslationLock {
        guard FileManager.default.fileExists(atPath: path) else { return TranslationLock(path: path) }
        return try parse(try InputFile.read(path, kind: "a translation lock", scope: scope), path: path)
    }

    /// Walks the JSON without building its tree (see `JSONParser.ObjectReader`):
    /// only the dictionaries kept are made.
    public static func parse(_ data: Data, path: String) throws(InputError) -> TranslationLock {
        var version: Int?, hash: String?
        var locales: [String: [String: [String: LockFingerprint]]]?
        // A value of the wrong kind, or a fingerprint that is not 16 hex
        // digits, is kept rather than thrown: a later duplicate key replaces
        // it (as JSON readers take the last), and the version and hash are
        // named first (a newer version may write the rest differently).
        var versionProblem: Problem?, hashProblem: Problem?, localesProblem: Problem?
        var reader = JSONParser.ObjectReader(bytes: try utf8(data, path: path), path: path)
        do {
            try reader.document { reader, member throws(InputError) in
                switch member {
                case "version":
                    let offset = reader.offset
                    let value = try reader.value()
                    // JSONDecoder read `1.0` as 1 too.
                    if case .number(let text) = value, let number = Int(text) ?? Double(text).flatMap({ Int(exactly: $0) }) {
                        (version, versionProblem) = (number, nil)
                    } else {
                        let (line, column) = reader.position(of: offset)
                        (version, versionProblem) = (nil, Problem(offset: offset, error: InputError("\"version\" is not a whole number", file: path, line: line, column: column)))
                    }
                case "hash":
                    if reader.isString {
                        (hash, hashProblem) = (try reader.string(), nil)
                    } else {
                        (hash, hashProblem) = (nil, Problem(offset: reader.offset, error: try reader.skipMismatch("a string")))
                    }
                case "locales":
                    guard reader.isObject else {
                        (locales, localesProblem) = (nil, Problem(offset: reader.offset, error: try reader.skipMismatch("an object")))
                        return
                    }
                    var all: [String: [String: [String: LockFingerprint]]] = [:]
                    var localeProblems: [String: Problem] = [:]
                    try reader.object { reader, locale throws(InputError) in
                        guard reader.isObject else {
                            (all[locale], localeProblems[locale]) = (nil, Problem(offset: reader.offset, error: try reader.skipMismatch("an object")))
                            return
                        }
                        var tables: [String: [String: LockFingerprint]] = [:]
                        var tableProblems: [String: Problem] = [:]
                        try reader.object { reader, table throws(InputError) in
                            guard reader.isObject else {
                                (tables[table], tableProblems[table]) = (nil, Problem(offset: reader.offset, error: try reader.skipMismatch("an object")))
                                return
                            }
                            var keys: [String: LockFingerprint] = [:]
                            var keyProblems: [String: Problem] = [:]
                            try reader.object { reader, key throws(InputError) in
                                let offset = reader.offset
                                guard reader.isString else {
                                    (keys[key], keyProblems[key]) = (nil, Problem(offset: offset, error: try reader.skipMismatch("a string")))
                                    return
                                }
                                let text = try reader.string()
                                keys[key] = LockFingerprint(hex: text)
                                if keys[key] != nil {
                                    keyProblems[key] = nil
                                } else {
                                    let (line, column) = reader.position(of: offset)
                                    keyProblems[key] = Problem(offset: offset, error: InputError(
                                        "the fingerprint of \"\(key)\" (\(locale), \(table)) is 16 hex digits, not \"\(text)\"",
                                        file: path, line: line, column: column))
                                }
                            }
                            (tables[table], tableProblems[table]) = (keys, Problem.first(keyProblems.values))
                        }
                        (all[locale], localeProblems[locale]) = (tables, Problem.first(tableProblems.values))
                    }
                    (locales, localesProblem) = (all, Problem.first(localeProblems.values))
                default:
                    _ = try reader.value()
                }
            }
        } catch {
            // Broken JSON says so; JSON of the wrong shape is a bad lock.
            throw error.message.hasPrefix("invalid JSON") ? error : invalid(error)
        }
        if let versionProblem { throw invalid(versionProblem.error) }
        guard let version else { throw InputError("not a valid \(TranslationLock.fileName): it has no \"version\"", file: path) }
        guard version == 1 else {
            throw InputError("\(TranslationLock.fileName) version \(version) is newer than this tool understands (1)", file: path)
        }
        if let hashProblem { throw invalid(hashProblem.error) }
        guard let hash else { throw InputError("not a valid \(TranslationLock.fileName): it has no \"hash\"", file: path) }
        guard hash == TranslationLock.hashName else {
            throw InputError("\(TranslationLock.fileName) uses hash '\(hash)'; this tool knows '\(TranslationLock.hashName)'", file: path)
        }
        if let localesProblem { throw invalid(localesProblem.error) }
        guard let locales else { throw InputError("not a valid \(TranslationLock.fileName): it has no \"locales\"", file: path) }
        var lock = TranslationLock(path: path, locales: locales)
        lock.source = ContentFingerprint(data)
        return lock
    }

    /// What is wrong with one value, and where (the first written is named).
    private struct Problem {
        var offset: Int
        var error: InputError

        static func first(_ all: some Sequence<Problem>) -> Problem? { all.min { $0.offset < $1.offset } }
    }

    private static func invalid(_ error: InputError) -> InputError {
        InputError("not a valid \(TranslationLock.fileName): \(error.message)", at: error.location)
    }

    /// The text as UTF-8 bytes: checked, without a BOM, decoded from UTF-16
    /// (JSON allows it, and editors write it); `TextDecoding` says where
    /// bytes that are neither break.
    private static func utf8(_ data: Data, path: String) throws(InputError) -> [UInt8] {
        Array(try TextDecoding.decode(data, path: path).text.utf8)
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
}
