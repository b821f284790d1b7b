import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Where the quick actions of an XML plist are written: the
/// `UIApplicationShortcutItems` key, each item's `<dict>`, and each field's value.
/// Foundation's plist parser keeps no positions, so XMLParser finds them.
struct PlistPositions {
    struct Item {
        var line: Int
        var column: Int
        var fields: [String: (line: Int, column: Int)] = [:]
    }

    var itemsKey: SourceLocation?
    var items: [Item] = []

    static func scan(_ data: Data, path: String) throws(InputError) -> PlistPositions {
        // Invalid UTF-8 in a tag name and `<?name?>` crash XMLParser on Linux: refuse them first.
        try XMLInput.check(data, path: path)
        let parser = XMLInput.parser(data)
        // Plists never need the network or outside entities.
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate(path: path, lines: LineTable(data))
        parser.delegate = delegate
        if !parser.parse() {
            // The parser's own position has moved on by now; the delegate kept where it failed.
            let place = delegate.failure ?? (parser.lineNumber, parser.columnNumber, (parser.parserError as NSError?)?.code ?? 0)
            throw InputError("malformed XML property list: \(XMLErrorText.describe(code: place.code))", file: path,
                             line: max(place.line, 1), column: max(place.column, 1))
        }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var lines: LineTable
        var failure: (line: Int, column: Int, code: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil {
                failure = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code)
            }
        }

        var result = PlistPositions()
        var depth = 0              // element depth; <plist> is 1, its <dict> 2
        var text = ""
        var lastKeyAtTop: String?
        var itemsArrayDepth: Int?  // depth of the items <array>
        var currentKey: String?

        init(path: String, lines: LineTable) {
            self.path = path
            self.lines = lines
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            text = ""
            // libxml2 stands just past the start tag: point at its '<' instead.
            let here = (line: parser.lineNumber, column: lines.tagStart(line: parser.lineNumber, column: parser.columnNumber))
            guard let arrayDepth = itemsArrayDepth else {
                if depth == 3 && name == "array" && lastKeyAtTop == ShortcutKey.items {
                    itemsArrayDepth = depth
                }
                return
            }
            if depth == arrayDepth + 1 {
                result.items.append(Item(line: here.line, column: here.column))
                currentKey = nil
            } else if depth == arrayDepth + 2, name != "key", let key = currentKey, !result.items.isEmpty {
                result.items[result.items.count - 1].fields[key] = here
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            defer { depth -= 1 }
            if name == "array", depth == itemsArrayDepth {
                itemsArrayDepth = nil
                lastKeyAtTop = nil
                return
            }
            guard name == "key" else { return }
            if depth == 3 && itemsArrayDepth == nil {
                lastKeyAtTop = text
                if text == ShortcutKey.items {
                    result.itemsKey = SourceLocation(file: path, line: parser.lineNumber, column: max(parser.columnNumber, 1))
                }
            } else if let arrayDepth = itemsArrayDepth, depth == arrayDepth + 2 {
                currentKey = text
            }
        }
    }
}

/// Line starts, to turn libxml2's positions (a line, and a column counted
/// in characters, just past a start tag) into the column of the tag's `<`,
/// counted in Unicode scalars like every other column here. Tags are asked
/// for in file order, so the walk along a line carries on from the last tag
/// asked for: a plist written on one line (minified, or generated) costs one
/// pass, not a walk from the line start per tag.
struct LineTable {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]
    /// Where the last walk along a line stopped: its line, byte offset and column.
    private var cursor: (line: Int, offset: Int, column: Int) = (0, 0, 1)

    init(_ data: Data) {
        bytes = Array(data)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    mutating func tagStart(line: Int, column target: Int) -> Int {
        guard line >= 1, line <= starts.count, !bytes.isEmpty else { return max(target, 1) }
        let lineEnd = line < starts.count ? starts[line] - 1 : bytes.count
        var (offset, column) = (starts[line - 1], 1)
        if cursor.line == line, cursor.column <= target { (offset, column) = (cursor.offset, cursor.column) }
        // Forward to the character at `target`, one scalar (its lead byte and continuation bytes) at a time.
        while column < target, offset < lineEnd {
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        cursor = (line, offset, column)
        // Back to the tag's `<`.
        var at = min(offset, bytes.count - 1)
        while at > starts[line - 1], bytes[at] != UInt8(ascii: "<") {
            at -= 1
            if bytes[at] & 0xC0 != 0x80 { column -= 1 }
        }
        return max(column, 1)
    }
}
