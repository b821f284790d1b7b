import Foundation
import PipelineCore

/// Reads `.strings` files that are property lists: a dictionary of strings in
/// XML (`<dict><key>k</key><string>v</string></dict>`) or binary form.
/// Foundation's `CFBundle` loads a `.strings` table with the property-list
/// parser, which takes all three formats, so Xcode and iOS accept these as
/// tables; some translation platforms write XML, and Xcode compiles every
/// table to binary when it builds.
///
/// Values come from `PropertyListSerialization`, the same parser iOS uses;
/// an XML file is then scanned again (`PlistXMLScanner`) for each entry's
/// byte ranges, so its entries keep file order, duplicates and positions and
/// `StringsTableEditor` can change one value without rewriting the rest.
/// A binary file keeps neither order nor positions: its keys are sorted.
public enum StringsPlistReader {
    /// Whether `data` is a property list rather than a text `.strings`: binary
    /// (`bplist`) or XML (its first non-blank character is `<`, which no text
    /// table can start with). UTF-16 XML is told after decoding (`decoded`).
    public static func format(of data: Data, decoded: String?) -> StringsFormat {
        if data.starts(with: Array("bplist".utf8)) { return .binary }
        guard let decoded else { return .text }
        let first = decoded.utf8.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "<") ? .xml : .text
    }

    /// Reads a property-list table; `decoded` is the text of an XML one (nil for binary).
    public static func read(_ data: Data, decoded: (text: String, encoding: TextEncoding)?, path: String) throws(InputError) -> StringsFile {
        let start = SourceLocation(file: path, line: decoded == nil ? nil : 1, column: decoded == nil ? nil : 1)
        if let problem = BinaryPlistSets.problem(data) { throw InputError(problem, at: start) }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if decoded == nil { throw InputError(PlistErrorText.damagedBinary(error, what: ".strings"), at: start) }
            // XMLParser says where the XML is broken; the plist parser only that it is.
            _ = try StringsDictPositions.scan(data, path: path)
            throw InputError("not a valid property list: \(PlistErrorText.describe(error))", at: start)
        }
        guard let top = root as? [String: Any] else {
            throw InputError("a .strings property list must hold a dictionary at its top level", at: start)
        }
        guard let decoded else {
            return StringsFile(path: path, encoding: .utf8, format: .binary, entries: try sortedEntries(top, start: start))
        }
        let text = Array(decoded.text.utf8)
        // A layout the scanner cannot place still reads (sorted, unplaced); edits are then refused.
        guard let dict = try? PlistXMLScanner.topElement(text, path: path), dict.name == "dict",
              dict.children.count % 2 == 0, dict.pairs.allSatisfy({ $0.key.name == "key" }) else {
            return StringsFile(path: path, encoding: decoded.encoding, format: .xml, entries: try sortedEntries(top, start: start))
        }
        var lines = LineIndex(text)
        var entries: [StringsEntry] = []
        entries.reserveCapacity(dict.pairs.count)
        for (key, value) in dict.pairs {
            let (line, column) = lines.position(of: key.range.lowerBound, in: text)
            let location = SourceLocation(file: path, line: line, column: column)
            guard value.name == "string" else {
                throw InputError("\"\(key.text)\" holds a <\(value.name)>; a .strings table maps each key to a <string>", at: location)
            }
            let ranges = StringsEntry.SourceRanges(entry: key.range.lowerBound..<value.range.upperBound, key: key.range, value: value.range)
            entries.append(StringsEntry(key: key.text, value: value.text, location: location, ranges: ranges))
        }
        let file = StringsFile(path: path, encoding: decoded.encoding, format: .xml, entries: entries)
        // Foundation's reading is what iOS shows: where the scan reads otherwise (XML it
        // should refuse, such as a NUL in a string, which CoreFoundation cuts), its values win, unplaced.
        guard file.lookup.count == top.count, file.lookup.winners.allSatisfy({ top[$0.key] as? String == $0.value }) else {
            return StringsFile(path: path, encoding: decoded.encoding, format: .xml, entries: try sortedEntries(top, start: start))
        }
        return file
    }

    private static func sortedEntries(_ top: [String: Any], start: SourceLocation) throws(InputError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        for key in top.keys.sorted() {
            guard let value = top[key] as? String else {
                throw InputError("\"\(key)\" does not hold a string; a .strings table maps each key to a string", at: start)
            }
            entries.append(StringsEntry(key: key, value: value, location: start))
        }
        return entries
    }
}
