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
        // Invalid UTF-8 in a tag name crashes XMLParser on Linux: refuse it first.
        try XMLInput.checkEncoding(data, path: path)
        let parser = XMLParser(data: data)
        // Plists never need the network or outside entities.
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate(path: path)
        parser.delegate = delegate
        if !parser.parse() {
            let line = parser.lineNumber, column = parser.columnNumber
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw InputError("malformed XML property list: \(reason)", file: path, line: max(line, 1), column: max(column, 1))
        }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var result = PlistPositions()
        var depth = 0              // element depth; <plist> is 1, its <dict> 2
        var text = ""
        var lastKeyAtTop: String?
        var itemsArrayDepth: Int?  // depth of the items <array>
        var currentKey: String?

        init(path: String) { self.path = path }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            depth += 1
            text = ""
            let here = (line: parser.lineNumber, column: max(parser.columnNumber, 1))
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
