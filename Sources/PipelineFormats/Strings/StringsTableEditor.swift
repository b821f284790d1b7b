import Foundation
import PipelineCore

/// One change an editor will make, for reports and `--dry-run`.
public struct StringsEdit: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case replaced, added, removed
    }

    public var kind: Kind
    public var key: String
    /// The value before (nil when added) and after (nil when removed).
    public var oldValue: String?
    public var newValue: String?
    /// Line of the entry edited or removed; nil for additions.
    public var line: Int?
    /// Which string of a plural (`.stringsdict`) entry: `format`, or
    /// `<variable>.<category>` such as `files.few`; nil for a `.strings` entry.
    public var part: String? = nil
}

/// Edits a `.strings` file's text in place, so a translator's work is never
/// lost: only the values it replaces, the entries it removes and the entries
/// it appends change; comments, order, blank lines, unquoted keys, escapes of
/// untouched entries and the text encoding (UTF-16 stays UTF-16, a BOM stays
/// a BOM) are kept byte for byte. An editor with no changes gives back the
/// bytes it was made from.
///
/// Tools that rewrite tables from a parsed dictionary (BartyCrouch, for one)
/// have wiped files with unquoted keys, turned UTF-16 into UTF-8 and dropped
/// InfoPlist.strings translations; editing the text avoids all three.
public struct StringsTableEditor: Sendable {
    public let path: String
    public let encoding: TextEncoding
    /// The entries as read.
    public let file: StringsFile
    /// Whether the file existed when the editor was made.
    public let exists: Bool
    /// The bytes read; nil when the project's parse of these very bytes was
    /// reused: then only their size and hash are kept, and the file is read
    /// again (and checked against them) to render an edit. A big import held
    /// each table's bytes beside the project's parse for nothing.
    private let original: Data?
    private let originalSize: Int
    private let originalHash: String
    /// The decoded text as UTF-8, which the parser's ranges index; nil when
    /// the project's parse was reused (decoded again only to render an edit).
    private let decodedText: [UInt8]?

    private var replacements: [String: String] = [:]
    private var additions: [(key: String, value: String, comment: String?)] = []
    /// Position of each key in `additions`: an import adds tens of thousands,
    /// and finding each by a walk over the others was quadratic.
    private var additionIndex: [String: Int] = [:]
    private var removals: Set<String> = []

    /// An editor for a file's bytes (read from `path`). `loaded` is the same
    /// table as the project read it: its entries are used, not parsed again,
    /// when they were parsed from these very bytes (a big import held the
    /// table twice).
    public init(data: Data, path: String, loaded: StringsFile? = nil) throws(InputError) {
        self.path = path
        self.originalSize = data.count
        self.originalHash = StringsParser.hash(data)
        self.exists = true
        if StringsPlistReader.format(of: data, decoded: nil) == .binary {
            self.original = data
            self.file = try StringsPlistReader.read(data, decoded: nil, path: path)
            self.encoding = .utf8
            self.decodedText = []
        } else if let loaded, loaded.format == .text, loaded.path == path, let hash = loaded.sourceHash, hash == originalHash {
            // Parsed from these very bytes: their entries and encoding are the project's.
            self.file = loaded
            self.encoding = loaded.encoding
            self.decodedText = nil
            self.original = nil
        } else {
            let (decoded, encoding) = try TextDecoding.decode(data, path: path)
            self.original = data
            self.encoding = encoding
            self.decodedText = Array(decoded.utf8)
            self.file = StringsPlistReader.format(of: data, decoded: decoded) == .xml
                ? try StringsPlistReader.read(data, decoded: (decoded, encoding), path: path)
                : try StringsParser.parse(text: decoded, path: path, encoding: encoding)
        }
    }

    /// An editor for a file that does not exist yet.
    public init(newFileAt path: String, encoding: TextEncoding = .utf8) {
        self.path = path
        self.encoding = encoding
        self.original = Data()
        self.originalSize = 0
        self.originalHash = ""
        self.decodedText = []
        self.file = StringsFile(path: path, encoding: encoding, entries: [])
        self.exists = false
    }

    /// Reads the file at `path`, or starts a new one there (in `newFileEncoding`);
    /// `loaded` as in `init(data:path:loaded:)`; `scope`: where it may lie.
    public static func open(path: String, newFileEncoding: TextEncoding = .utf8,
                            loaded: StringsFile? = nil, scope: ReadScope) throws(InputError) -> StringsTableEditor {
        guard FileManager.default.fileExists(atPath: path) else {
            return StringsTableEditor(newFileAt: path, encoding: newFileEncoding)
        }
        let data = try InputFile.read(path, kind: "a .strings table", scope: scope)
        return try StringsTableEditor(data: data, path: path, loaded: loaded)
    }

    // MARK: Reading

    /// The value `key` will have after the edits, or nil when it has none.
    public func value(forKey key: String) -> String? {
        if removals.contains(key) { return nil }
        if let value = replacements[key] { return value }
        if let index = file.lookup.position(of: key) { return file.entries[index].value }
        return additionIndex[key].map { additions[$0].value }
    }

    public var hasChanges: Bool { !edits.isEmpty }

    /// What the edits do, in file order, additions last.
    public var edits: [StringsEdit] {
        var result: [StringsEdit] = []
        for (index, entry) in file.entries.enumerated() where file.lookup.position(of: entry.key) == index {
            if removals.contains(entry.key) {
                result.append(StringsEdit(kind: .removed, key: entry.key, oldValue: entry.value, newValue: nil, line: entry.location.line))
            } else if let value = replacements[entry.key] {
                result.append(StringsEdit(kind: .replaced, key: entry.key, oldValue: entry.value, newValue: value, line: entry.location.line))
            }
        }
        for addition in additions {
            result.append(StringsEdit(kind: .added, key: addition.key, oldValue: nil, newValue: addition.value, line: nil))
        }
        return result
    }

    // MARK: Editing

    /// Sets `key` to `value`: replaces the value of its last entry, or appends
    /// an entry (with `comment`) at the end. Setting the value a key already
    /// has changes nothing, whatever escapes it is written with.
    public mutating func setValue(_ value: String, forKey key: String, comment: String? = nil) {
        removals.remove(key)
        if let index = file.lookup.position(of: key) {
            replacements[key] = file.entries[index].value == value ? nil : value
        } else if let position = additionIndex[key] {
            additions[position].value = value
        } else {
            additionIndex[key] = additions.count
            additions.append((key, value, comment))
        }
    }

    /// Removes every entry of `key` (an earlier duplicate would otherwise
    /// come back), with its translator comment.
    public mutating func removeEntries(forKey key: String) {
        replacements[key] = nil
        if additionIndex.removeValue(forKey: key) != nil {
            additions.removeAll { $0.key == key }
            additionIndex = Dictionary(additions.enumerated().map { ($1.key, $0) }) { first, _ in first }
        }
        if file.lookup.position(of: key) != nil { removals.insert(key) }
    }

    // MARK: Output

    /// The edited text, as UTF-8 bytes.
    public func renderedText() throws(InputError) -> String {
        String(decoding: try renderedUTF8(), as: UTF8.self)
    }

    /// The edited file in its original encoding and format; the original
    /// bytes when nothing changed. Throws when a property-list table cannot
    /// take the edits in place (see `propertyListData`).
    public func encodedData() throws(InputError) -> Data {
        guard hasChanges else { return try bytes() }
        if file.format != .text { return try propertyListData() }
        return TextEncoder.encode(try renderedUTF8(), as: encoding)
    }

    /// An XML table edited in place and read back before it is given out:
    /// untouched entries must read as before and each edit as planned. A
    /// binary table is written anew as a binary plist of the edited values
    /// (it has no order, comments or layout to keep).
    private func propertyListData() throws(InputError) -> Data {
        let convert = "Convert it with `plutil -convert xml1 \(path)` (Xcode reads both), then run again"
        if file.format == .binary {
            // A binary plist keeps no order, comments or layout: written anew from the edited values, nothing is lost.
            var values: [String: PlistValue] = [:]
            for key in Set(file.entries.map(\.key)).union(additions.map(\.key)) {
                if let value = value(forKey: key) { values[key] = .string(value) }
            }
            return try PlistOutput.data(.dictionary(values), format: .binary)
        }
        guard file.entries.allSatisfy({ $0.ranges != nil }) else {
            throw InputError("cannot edit this .strings property list in place: its dictionary is not laid out as <key>/<string> pairs. \(convert)", file: path)
        }
        for (key, value) in replacements.map({ ($0.key, $0.value) }) + additions.map({ ($0.key, $0.value) }) {
            if let bad = (key + value).unicodeScalars.first(where: { !Markup.isXMLCharacter($0) }) {
                throw InputError("the translation of \"\(key)\" contains \(CharacterNames.codePoint(bad)), which an XML property list (XML 1.0) cannot hold; "
                                 + "remove it from the translation", file: path)
            }
        }
        var replaced: [Int: String] = [:]
        var removed: Set<Int> = []
        for (index, entry) in file.entries.enumerated() {
            // Every entry of a removed key goes (an earlier duplicate would come back); a replacement is the last one's.
            if removals.contains(entry.key) {
                removed.insert(index)
            } else if file.lookup.position(of: entry.key) == index, let value = replacements[entry.key] {
                replaced[index] = value
            }
        }
        let layout = try StringsPlistLayout(text: try text(), path: path)
        let data = TextEncoder.encode(layout.render(entries: file.entries, replacements: replaced, removals: removed, additions: additions), as: encoding)
        let reread: StringsFile
        do {
            reread = try StringsParser.parse(data, path: path)
        } catch {
            throw InputError("internal error: the edited property list would not read back (\(error.message)); nothing written", file: path)
        }
        for key in Set(file.entries.map(\.key)).union(additions.map(\.key)) where reread.lookup[key]?.value != value(forKey: key) {
            throw InputError("internal error: the edited property list would read \"\(key)\" differently than planned; nothing written", file: path)
        }
        return data
    }

    /// What the file must still hold when the edit is written: the bytes
    /// read, or nothing for a new file (see `WriteTransaction`).
    public var expectation: FileReplacement.Expectation {
        guard exists else { return .absent }
        return original.map { .contents($0) } ?? .sameAs(size: originalSize, hash: originalHash)
    }

    /// Writes the file atomically when something changed (creating its
    /// folder for a new file) and says whether it did.
    @discardableResult
    public func write() throws(InputError) -> Bool {
        guard hasChanges else { return false }
        try AtomicFile.write(FileReplacement(path: path, data: try encodedData(), expected: expectation))
        return true
    }

    /// The bytes read: kept, or read again and checked to be the same.
    private func bytes() throws(InputError) -> Data {
        if let original { return original }
        // The file open() judged, read again only to compare its bytes (never
        // shown); the write that follows refuses any link.
        let data = try InputFile.read(path, kind: "a .strings table", scope: .named)
        guard data.count == originalSize, StringsParser.hash(data) == originalHash else {
            throw InputError("this file changed after l10n-tool read it (another program wrote it?); nothing was written: run the command again", file: path)
        }
        return data
    }

    /// The file's text as UTF-8: kept, or decoded again from the same bytes.
    private func text() throws(InputError) -> [UInt8] {
        if let decodedText { return decodedText }
        return Array(try TextDecoding.decode(try bytes(), path: path).text.utf8)
    }

    private func renderedUTF8() throws(InputError) -> [UInt8] {
        // An insertion's bytes depend on what precedes it in the output (a removal
        // just before may have taken the line break), so they are made when reached.
        let text = try self.text()
        var splices: [(range: Range<Int>, bytes: [UInt8], isInsertion: Bool)] = []
        for (index, entry) in file.entries.enumerated() {
            guard let ranges = entry.ranges else { continue }
            if removals.contains(entry.key) {
                splices.append((StringsLayout.removalRange(of: ranges.entry, in: text), [], false))
            } else if file.lookup.position(of: entry.key) == index, let value = replacements[entry.key] {
                let quoted = Array(StringsLayout.quoted(value).utf8)
                // `key;` has no value token: it becomes `key = "value";`.
                splices.append((ranges.value, ranges.value.isEmpty ? Array(" = ".utf8) + quoted : quoted, false))
            }
        }
        let layout = StringsLayout(text: text, entries: file.entries)
        if !additions.isEmpty {
            let point = layout.insertionPoint
            splices.append((point..<point, [], true))
        }
        return StringsLayout.splice(text, splices.map(\.range)) { index, output in
            splices[index].isInsertion ? layout.block(for: additions, after: output) : splices[index].bytes
        }
    }
}

/// Turns edited text back into the bytes of the file's encoding.
package enum TextEncoder {
    package static func encode(_ utf8: [UInt8], as encoding: TextEncoding) -> Data {
        switch encoding {
        case .utf8:
            // Raw NUL bytes (legal, if odd) can outnumber the rest once entries
            // are removed, and NULs are how BOM-less UTF-16 is told: a UTF-8 BOM
            // then keeps the file UTF-8 (the mirror of the UTF-16 case below).
            let data = Data(utf8)
            if utf8.contains(0), TextDecoding.detectEncoding(data) != .utf8 { return Data([0xEF, 0xBB, 0xBF] + utf8) }
            return data
        case .utf8BOM: return Data([0xEF, 0xBB, 0xBF] + utf8)
        case .utf16LE, .utf16LEBOM, .utf16BE, .utf16BEBOM:
            let bigEndian = encoding == .utf16BE || encoding == .utf16BEBOM
            var data = Data()
            data.reserveCapacity(utf8.count * 2 + 2)
            switch encoding {
            case .utf16LEBOM: data.append(contentsOf: [0xFF, 0xFE])
            case .utf16BEBOM: data.append(contentsOf: [0xFE, 0xFF])
            default: break
            }
            for unit in String(decoding: utf8, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                data.append(contentsOf: bigEndian ? [high, low] : [low, high])
            }
            // Without a BOM, UTF-16 is told by its zero bytes (`TextDecoding`):
            // text that has become mostly non-ASCII (long Japanese values, say)
            // would read back as broken UTF-8. A BOM keeps it UTF-16.
            if encoding == .utf16LE || encoding == .utf16BE, !data.isEmpty, TextDecoding.detectEncoding(data) != encoding {
                data.insert(contentsOf: bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE], at: 0)
            }
            return data
        }
    }
}
