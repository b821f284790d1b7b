import CFont
import Foundation

/// One face of a font file, as fontconfig names it: what the font engine
/// opens, what every run reports it measured with, and what the report's
/// and the Chromium test's `@font-face` rules point at.
public struct FontFile: Sendable, Hashable, Codable {
    public var path: String
    /// The face's index in a collection (`.ttc`), 0 otherwise.
    public var index: Int
    public var family: String
    public var postScriptName: String
    public var fullName: String

    package init(_ found: cfont_found) {
        var found = found
        path = FontFile.string(&found.path)
        index = Int(found.index)
        family = FontFile.string(&found.family)
        postScriptName = FontFile.string(&found.postscript_name)
        fullName = FontFile.string(&found.full_name)
    }

    private static func string<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// The installed regular face of a family ("Inter"), or nil: fontconfig's
    /// nearest substitute is never taken for the font asked for.
    public static func installed(family: String) -> FontFile? {
        var found = cfont_found()
        return cfont_find_family(family, &found) == 1 ? FontFile(found) : nil
    }

    /// The face at `path` (a `.ttf`, `.otf` or `.ttc`; face `index`), or nil
    /// when it is not a font fontconfig can read.
    public static func file(at path: String, index: Int = 0) -> FontFile? {
        // Only a regular file of a font's size: a named pipe or a device would never end a read (issue 29).
        guard problem(path) == nil else { return nil }
        var found = cfont_found()
        guard cfont_describe_file(path, Int32(clamping: index), &found) == 1 else { return nil }
        return FontFile(found)
    }

    /// The first 12 hex digits of the file's SHA-256: two machines whose
    /// verdicts differ can tell whether they measured with the same file.
    /// nil when it cannot be read again. Hashed once per file and run.
    public var digest: String? {
        FontFile.digests.value(path) {
            guard FontFile.problem(path) == nil, let data = FileManager.default.contents(atPath: path) else { return nil }
            return SHA256.digest([UInt8](data)).prefix(6).map { String(format: "%02x", $0) }.joined()
        }
    }

    /// The first 12 hex digits of the SHA-256 of the face's table directory
    /// (each table's tag, checksum, offset and length) and the file's size:
    /// a fingerprint of the font's content that reads a few hundred bytes,
    /// for the fallback fonts a run names (Noto's CJK collections are 20 MB,
    /// too much to hash on every run). nil when it cannot be read.
    public var tablesDigest: String? {
        FontFile.tableDigests.value("\(index)\u{0}\(path)") {
            guard FontFile.problem(path) == nil, let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            func read(_ offset: Int, _ count: Int) -> [UInt8]? {
                guard (try? handle.seek(toOffset: UInt64(offset))) != nil, let data = try? handle.read(upToCount: count),
                      data.count == count else { return nil }
                return Array(data)
            }
            guard let head = read(0, 12), let size = try? handle.seekToEnd() else { return nil }
            var face = 0
            if head.starts(with: Array("ttcf".utf8)) {
                guard let offset = read(12 + 4 * index, 4) else { return nil }
                face = offset.reduce(0) { $0 << 8 | Int($1) }
            }
            guard let directory = read(face, 12) else { return nil }
            let tables = Int(directory[4]) << 8 | Int(directory[5])
            guard let records = read(face + 12, 16 * tables) else { return nil }
            let sized = (0..<8).map { UInt8(truncatingIfNeeded: size >> (56 - 8 * UInt64($0))) }
            return SHA256.digest(sized + directory + records).prefix(6).map { String(format: "%02x", $0) }.joined()
        }
    }

    /// The face's version as its makers number it: the name table's version
    /// string without "Version " and what follows a `;` ("4.000"), else the
    /// head table's fontRevision; nil when it has neither.
    public var version: String? {
        FontFile.versions.value("\(index)\u{0}\(path)") {
            var buffer = [CChar](repeating: 0, count: 256)
            guard cfont_font_version(path, Int32(clamping: index), &buffer, Int32(buffer.count)) == 1 else { return nil }
            var text = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let semicolon = text.firstIndex(of: ";") { text = String(text[..<semicolon]) }
            if text.lowercased().hasPrefix("version") { text = String(text.dropFirst("version".count)) }
            text = text.trimmingCharacters(in: .whitespaces).filter { !$0.isNewline && $0.asciiValue.map { $0 >= 0x20 } ?? true }
            return text.isEmpty ? nil : String(text.prefix(40))
        }
    }

    private static let digests = OnceEach()
    private static let versions = OnceEach()
    private static let tableDigests = OnceEach()

    /// Values worked out once per key and process: a font file is hashed
    /// once however often a run names it.
    private final class OnceEach: @unchecked Sendable {
        private let lock = NSLock()
        private var known: [String: String?] = [:]

        func value(_ key: String, _ make: () -> String?) -> String? {
            lock.lock()
            if let found = known[key] {
                lock.unlock()
                return found
            }
            lock.unlock()
            let made = make()
            lock.lock()
            known[key] = made
            lock.unlock()
            return made
        }
    }

    /// The largest font file read: the largest system fonts (Noto CJK
    /// collections) are about 30 MB.
    package static let maximumSize: Int64 = 256 << 20

    /// Why `path` cannot be a font file, or nil when it may be one.
    public static func problem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "it cannot be opened: \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : "it is not a regular file (a named pipe or a device?)"
        }
        guard Int64(info.st_size) <= maximumSize else { return "it is \(info.st_size) bytes, more than any font (\(maximumSize >> 20) MB)" }
        return truncation(path, size: Int(info.st_size))
    }

    /// A font whose table directory names bytes past the file's end was cut
    /// short (an interrupted download): HarfBuzz would read what is there and
    /// measure its missing glyphs as nothing, in silence.
    package static func truncation(_ path: String, size: Int) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, offset + count <= size, (try? handle.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return Array(data)
        }
        func number(_ bytes: [UInt8], _ at: Int, _ width: Int) -> Int {
            bytes[at..<(at + width)].reduce(0) { $0 << 8 | Int($1) }
        }
        guard let head = read(0, 12) else { return size < 12 ? "it is \(size) bytes: too short for a font" : nil }
        var faces = [0]
        if head.starts(with: Array("ttcf".utf8)) {
            let count = min(number(head, 8, 4), 1024)
            guard let offsets = read(12, 4 * count) else { return "it is cut short: its list of faces ends after the file's end" }
            faces = (0..<count).map { number(offsets, 4 * $0, 4) }
        } else if !([[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8)].contains { head.starts(with: $0) }) {
            return nil   // Not an sfnt (WOFF, or not a font): fontconfig and HarfBuzz say so.
        }
        for face in faces {
            guard let directory = read(face, 12) else { return "it is cut short: a face's table directory is past the file's end" }
            let tables = number(directory, 4, 2)
            guard let records = read(face + 12, 16 * tables) else { return "it is cut short: its table directory ends after the file's end" }
            for table in 0..<tables {
                let end = number(records, 16 * table + 8, 4) + number(records, 16 * table + 12, 4)
                if end > size {
                    let tag = String(decoding: records[(16 * table)..<(16 * table + 4)], as: UTF8.self)
                    return "it is cut short: its '\(tag)' table ends at byte \(end), after the file's end (\(size) bytes); download the font again"
                }
            }
        }
        return nil
    }

    /// fontconfig's best font for a code point, for a language (its own tag,
    /// see `FontLanguage`), preferring a color emoji font when `emoji`.
    package static func fallback(for scalar: Unicode.Scalar, language: String, emoji: Bool) -> FontFile? {
        var found = cfont_found()
        return cfont_find_fallback(scalar.value, language, emoji ? 1 : 0, &found) == 1 ? FontFile(found) : nil
    }
}

/// fontconfig's language tags differ from BCP 47 where they matter most:
/// the Han faces. `zh-Hans` draws with the Simplified Chinese face, `zh-Hant`
/// the Traditional, `ja` the Japanese one, for the same code points.
package enum FontLanguage {
    package static func fontconfigTag(for locale: String) -> String {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let language = parts.first else { return "" }
        guard language == "zh" else { return language }
        if parts.contains("hk") || parts.contains("mo") { return "zh-hk" }
        if parts.contains("hant") || parts.contains("tw") { return "zh-tw" }
        return "zh-cn"
    }
}
