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
        let parser = XMLParser(data: data)
        // Plists never need the network or outside entities.
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate(path: path, lines: LineTable(data))
        parser.delegate = delegate
        if !parser.parse() {
            // The parser's own position has moved on by now; the delegate kept where it failed.
            let place = delegate.failure ?? (parser.lineNumber, parser.columnNumber, (parser.parserError as NSError?)?.code ?? 0)
            throw InputError("malformed XML property list: \(describe(code: place.code))", file: path,
                             line: max(place.line, 1), column: max(place.column, 1))
        }
        return delegate.result
    }

    /// Words for the libxml2 errors a hand-edited plist usually has.
    static func describe(code: Int) -> String {
        switch code {
        case 76: return "an end tag does not match its start tag"
        case 73, 74: return "a tag is not closed"
        case 5: return "the document ends too early"
        case 9: return "an invalid character"
        case 23, 38, 39, 40, 41: return "a malformed tag or attribute"
        case 68: return "an entity reference is not terminated"
        case 26, 27: return "an undefined entity"
        case 4: return "the document is empty"
        case 64, 65: return "the XML declaration is malformed"
        default: return "XML error \(code)"
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        let lines: LineTable
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
            // libxml2 stands at the start tag's '>': point at its '<' instead.
            let here = (line: parser.lineNumber, column: lines.tagStart(line: parser.lineNumber, byteColumn: parser.columnNumber))
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

/// Byte offsets of line starts, to turn libxml2's byte positions into the
/// start of a tag, counted in Unicode scalars like every other column here.
struct LineTable {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ data: Data) {
        bytes = Array(data)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    func tagStart(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= starts.count else { return max(byteColumn, 1) }
        let lineStart = starts[line - 1]
        var offset = min(lineStart + max(byteColumn, 1) - 1, bytes.count - 1)
        while offset > lineStart && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= lineStart, offset < bytes.count else { return max(byteColumn, 1) }
        // Columns count scalars: skip UTF-8 continuation bytes.
        return bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
