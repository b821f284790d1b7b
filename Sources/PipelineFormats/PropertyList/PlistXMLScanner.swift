import PipelineCore

/// An element of an XML property list, located in the file's UTF-8 bytes so
/// an editor can change one string without touching the bytes around it.
package struct PlistXMLNode: Sendable {
    package var name: String
    /// From the start tag's `<` to just after the end tag's `>`.
    package var range: Range<Int>
    /// Between the start and the end tag; empty, at `range.upperBound`, when self-closing.
    package var content: Range<Int>
    package var selfClosing: Bool
    /// The text of a leaf (`key`, `string`, `integer`...) as a plist parser
    /// reads it: entities and CDATA resolved, comments dropped, line ends
    /// normalised to LF. Empty for containers.
    package var text: String
    /// The child elements of a container (`plist`, `dict`, `array`).
    package var children: [PlistXMLNode]

    /// A dictionary's `<key>` and value elements, in file order.
    package var pairs: [(key: PlistXMLNode, value: PlistXMLNode)] {
        stride(from: 0, to: children.count - 1, by: 2).map { (children[$0], children[$0 + 1]) }
    }

    /// The value of the last pair with `key` (the one plist parsers keep).
    package func value(forKey key: String) -> PlistXMLNode? {
        pairs.last { $0.key.text == key }?.value
    }
}

/// Finds the elements of an XML property list with their byte ranges.
///
/// `XMLParser` and `PropertyListSerialization` give values and (XMLParser)
/// line numbers, but no byte offsets, so an in-place editor cannot use them.
/// This scanner knows just what plists use: the XML declaration, a DOCTYPE,
/// comments, processing instructions, elements with attributes, CDATA,
/// character and the five predefined entity references. It runs only on files
/// `StringsDictReader` has already accepted; anything else is an `InputError`,
/// never a crash.
package enum PlistXMLScanner {
    /// The top-level element of `<plist>` (for a `.stringsdict`, its dictionary).
    package static func topElement(_ bytes: [UInt8], path: String) throws(InputError) -> PlistXMLNode {
        var scanner = Scanner(bytes: bytes, path: path)
        try scanner.skipMarkup()
        let root = try scanner.element(depth: 0)
        guard root.name == "plist" else {
            throw scanner.error("the root element is <\(root.name)>, not <plist>", at: root.range.lowerBound)
        }
        guard root.children.count == 1, let top = root.children.first else {
            throw scanner.error("<plist> must hold exactly one element", at: root.range.lowerBound)
        }
        return top
    }

    /// The 1-based line and column (in scalars) of a byte offset.
    package static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        let (line, column) = LineIndex.position(of: offset, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
    }

    private struct Scanner {
        let bytes: [UInt8]
        let path: String
        var position = 0

        /// Deeper than any plist a person writes; keeps recursion bounded.
        static let maximumDepth = 200
        static let containers: Set<String> = ["plist", "dict", "array"]

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        func error(_ message: String, at offset: Int) -> InputError {
            InputError("cannot edit this property list: \(message)", at: PlistXMLScanner.location(of: offset, in: bytes, path: path))
        }

        func starts(with literal: String, at offset: Int) -> Bool {
            let pattern = Array(literal.utf8)
            guard offset + pattern.count <= bytes.count else { return false }
            return bytes[offset..<offset + pattern.count].elementsEqual(pattern)
        }

        /// The offset just after the next `terminator` from `offset`.
        func after(_ terminator: String, from offset: Int) throws(InputError) -> Int {
            let pattern = Array(terminator.utf8)
            var index = offset
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index + pattern.count }
                index += 1
            }
            throw error("'\(terminator)' expected", at: offset)
        }

        static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

        mutating func skipSpace() {
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        }

        /// Skips white space, comments, processing instructions (the XML
        /// declaration) and a DOCTYPE, with any internal subset.
        mutating func skipMarkup() throws(InputError) {
            while true {
                skipSpace()
                if starts(with: "<!--", at: position) {
                    position = try after("-->", from: position + 4)
                } else if starts(with: "<?", at: position) {
                    position = try after("?>", from: position + 2)
                } else if starts(with: "<!DOCTYPE", at: position) {
                    position = try endOfDoctype(from: position)
                } else {
                    return
                }
            }
        }

        func endOfDoctype(from start: Int) throws(InputError) -> Int {
            var index = start + 2
            var brackets = 0
            var quote: UInt8?
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: "[") {
                    brackets += 1
                } else if byte == UInt8(ascii: "]") {
                    brackets -= 1
                } else if byte == UInt8(ascii: ">"), brackets <= 0 {
                    return index + 1
                }
                index += 1
            }
            throw error("unterminated DOCTYPE", at: start)
        }

        /// A name after `<` or `</`.
        mutating func name() throws(InputError) -> String {
            let start = position
            while position < bytes.count, !Self.isSpace(bytes[position]),
                  bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "/") {
                position += 1
            }
            guard position > start else { throw error("a tag name is missing", at: start) }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The element starting at `position` (which is at its `<`).
        mutating func element(depth: Int) throws(InputError) -> PlistXMLNode {
            let start = position
            guard depth < Self.maximumDepth else { throw error("elements nested too deeply", at: start) }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else { throw error("an element expected", at: start) }
            position += 1
            let tag = try name()
            // Attributes (`version="1.0"`): skipped, quotes respected.
            var quote: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                position += 1
            }
            guard position < bytes.count else { throw error("the tag <\(tag)> is not closed", at: start) }
            position += 1
            if bytes[position - 2] == UInt8(ascii: "/") {
                return PlistXMLNode(name: tag, range: start..<position, content: position..<position, selfClosing: true, text: "", children: [])
            }
            let contentStart = position
            var children: [PlistXMLNode] = []
            var text: [UInt8] = []
            let isContainer = Self.containers.contains(tag)
            while true {
                if isContainer {
                    try skipMarkup()
                } else {
                    try readText(into: &text)
                }
                guard position < bytes.count else { throw error("<\(tag)> is not closed", at: start) }
                if starts(with: "</", at: position) {
                    let contentEnd = position
                    position += 2
                    let closing = try name()
                    skipSpace()
                    guard closing == tag, position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
                        throw error("</\(closing)> does not close <\(tag)>", at: contentEnd)
                    }
                    position += 1
                    return PlistXMLNode(name: tag, range: start..<position, content: contentStart..<contentEnd, selfClosing: false,
                                        text: String(decoding: text, as: UTF8.self), children: children)
                }
                guard isContainer, bytes[position] == UInt8(ascii: "<") else {
                    throw error(isContainer ? "text where an element belongs in <\(tag)>" : "an element inside <\(tag)>", at: position)
                }
                children.append(try element(depth: depth + 1))
            }
        }

        /// Reads a leaf's character data up to the next tag, resolving
        /// references and CDATA and skipping comments.
        mutating func readText(into text: inout [UInt8]) throws(InputError) {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "<") {
                    if starts(with: "<!--", at: position) {
                        position = try after("-->", from: position + 4)
                    } else if starts(with: "<![CDATA[", at: position) {
                        let end = try after("]]>", from: position + 9)
                        appendNormalised(bytes[(position + 9)..<(end - 3)], to: &text)
                        position = end
                    } else {
                        return
                    }
                } else if byte == UInt8(ascii: "&") {
                    try readReference(into: &text)
                } else {
                    let start = position
                    while position < bytes.count, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") { position += 1 }
                    appendNormalised(bytes[start..<position], to: &text)
                }
            }
        }

        /// XML turns CR LF and a lone CR into LF before a parser sees the text.
        func appendNormalised(_ slice: ArraySlice<UInt8>, to text: inout [UInt8]) {
            var index = slice.startIndex
            while index < slice.endIndex {
                let byte = slice[index]
                if byte == 0x0D {
                    text.append(0x0A)
                    let next = index + 1
                    // Slices end at markup, so a CR LF pair is never split between two.
                    if next < slice.endIndex, slice[next] == 0x0A { index += 1 }
                } else {
                    text.append(byte)
                }
                index += 1
            }
        }

        mutating func readReference(into text: inout [UInt8]) throws(InputError) {
            let start = position
            guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
                throw error("'&' must start an entity such as &amp; or &lt;", at: start)
            }
            let name = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
            position = semicolon + 1
            let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let character = named[name] {
                text.append(contentsOf: Array(character.utf8))
                return
            }
            var digits = Substring(name)
            guard digits.first == "#" else { throw error("unknown entity &\(name);", at: start) }
            digits = digits.dropFirst()
            let hex = digits.first == "x"
            if hex { digits = digits.dropFirst() }
            guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) else {
                throw error("bad character reference &\(name);", at: start)
            }
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
    }
}
