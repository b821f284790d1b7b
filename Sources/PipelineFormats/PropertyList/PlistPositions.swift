import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PipelineCore

/// Where the quick actions of an XML plist are written: the
/// `UIApplicationShortcutItems` key, each item's `<dict>`, and each field's value.
/// Foundation's plist parser keeps no positions, so XMLParser finds them.
package struct PlistPositions {
    package struct Item {
        package var line: Int
        package var column: Int
        package var fields: [String: (line: Int, column: Int)] = [:]
    }

    package var itemsKey: SourceLocation?
    package var items: [Item] = []

    package static func scan(_ data: Data, path: String) throws(InputError) -> PlistPositions {
        // Invalid UTF-8 in a tag name and `<?name?>` crash XMLParser on Linux: refuse them first.
        try XMLInput.check(data, path: path)
        let parser = XMLInput.parser(data)
        // Plists never need the network or outside entities.
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate(path: path, positions: LibXMLPositions(data))
        parser.delegate = delegate
        if !parser.parse() {
            // The parser's own position has moved on by now; the delegate kept where it failed.
            let place = delegate.failure ?? (parser.lineNumber, parser.columnNumber, (parser.parserError as NSError?)?.code ?? 0)
            let position = delegate.positions.position(line: place.line, column: place.column)
            throw InputError("malformed XML property list: \(XMLErrorText.describe(code: place.code))", file: path,
                             line: position.line, column: position.column)
        }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var positions: LibXMLPositions
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

        init(path: String, positions: LibXMLPositions) {
            self.path = path
            self.positions = positions
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            text = ""
            // libxml2 stands just past the start tag: point at its '<' instead.
            let here = positions.tagStart(line: parser.lineNumber, column: parser.columnNumber)
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
                    let position = positions.position(line: parser.lineNumber, column: parser.columnNumber)
                    result.itemsKey = SourceLocation(file: path, line: position.line, column: position.column)
                }
            } else if let arrayDepth = itemsArrayDepth, depth == arrayDepth + 2 {
                currentKey = text
            }
        }
    }
}

/// libxml2's positions made the ones every other reader gives. libxml2 (2.9,
/// which Foundation links on Linux) numbers lines by LF alone and gives a
/// column in characters (a CR is one), just past a start tag; this finds the
/// byte it means, steps back to the tag's `<` where asked, and gives that
/// byte's line and column by `LineIndex` (CR, LF and CRLF each end a line).
/// Tags are asked for in file order, so the walk along a line carries on from
/// the last tag asked for: a plist written on one line (minified, or
/// generated) costs one pass, not a walk from the line start per tag.
package struct LibXMLPositions {
    private let bytes: [UInt8]
    /// Where each line starts as libxml2 counts them (after each LF).
    private var starts: [Int] = [0]
    private var lines: LineIndex
    /// Where the last walk along a line stopped: its line, byte offset and column.
    private var cursor: (line: Int, offset: Int, column: Int) = (0, 0, 1)

    package init(_ data: Data) {
        bytes = Array(data)
        lines = LineIndex(bytes)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    }

    /// The line and column of the tag whose end libxml2 stands at.
    package mutating func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard var at = offset(line: line, column: column) else { return (max(line, 1), max(column, 1)) }
        // Back to the tag's `<`.
        at = min(at, bytes.count - 1)
        while at > starts[line - 1], bytes[at] != UInt8(ascii: "<") { at -= 1 }
        return lines.position(of: at, in: bytes)
    }

    /// The line and column of libxml2's `line` and `column`.
    package mutating func position(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let at = offset(line: line, column: column) else { return (max(line, 1), max(column, 1)) }
        return lines.position(of: at, in: bytes)
    }

    /// The byte offset of libxml2's `line` and `column`, or nil when it is not in the file.
    private mutating func offset(line: Int, column target: Int) -> Int? {
        guard line >= 1, line <= starts.count, !bytes.isEmpty else { return nil }
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
        return offset
    }
}
