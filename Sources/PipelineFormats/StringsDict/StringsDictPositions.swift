import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PipelineCore

/// Where the keys of an XML `.stringsdict` are written: each entry's key,
/// each variable's key inside it, and each plural form's key inside that.
/// `PropertyListSerialization` keeps no positions (nor order), so one pass
/// with `XMLParser` finds them, as `PlistPositions` does for Info.plist.
package struct StringsDictPositions {
    package struct Variable {
        package var location: SourceLocation
        package var forms: [String: SourceLocation] = [:]
    }

    package struct Entry {
        package var location: SourceLocation
        package var variables: [String: Variable] = [:]
        /// Keys inside the entry's dictionary, in file order.
        package var order: [String] = []
    }

    package var entries: [String: Entry] = [:]
    /// Entry keys in file order (a repeated key is listed once).
    package var order: [String] = []

    package static func scan(_ data: Data, path: String) throws(InputError) -> StringsDictPositions {
        try XMLInput.check(data, path: path)
        let parser = XMLInput.parser(data)
        // Plists never need the network or outside entities.
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate(path: path)
        parser.delegate = delegate
        if !parser.parse() {
            // libxml2 may read on after the first error; where it stopped is no help.
            let at = delegate.firstError ?? (parser.lineNumber, parser.columnNumber)
            throw InputError("malformed XML property list: \(XMLErrorText.describe(parser))", file: path,
                             line: max(at.line, 1), column: max(at.column, 1))
        }
        return delegate.result
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var result = StringsDictPositions()
        /// Open elements; `plist` is first, the top dictionary second.
        var stack: [String] = []
        var text = ""
        var keyStart: SourceLocation?
        /// The last key read at each depth, to know what a `<dict>` belongs to.
        var lastKey: [Int: String] = [:]
        var entry: String?
        var variable: String?

        var firstError: (line: Int, column: Int)?

        init(path: String) { self.path = path }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            stack.append(name)
            text = ""
            let depth = stack.count
            if name == "key" {
                // XMLParser reports the column of the tag's '>' (in scalars); the key starts at its '<'.
                keyStart = SourceLocation(file: path, line: parser.lineNumber, column: max(1, parser.columnNumber - name.count - 1))
            } else if name == "dict" {
                switch depth {
                case 3: entry = lastKey[3]; variable = nil
                case 4: variable = entry == nil ? nil : lastKey[4]
                default: break
                }
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let depth = stack.count
            defer { stack.removeLast() }
            if name == "dict" {
                if depth == 3 { entry = nil }
                if depth == 4 { variable = nil }
                return
            }
            guard name == "key", let location = keyStart else { return }
            lastKey[depth] = text
            // A key's depth: 3 in the top dictionary, 4 in an entry, 5 in a variable.
            switch depth {
            case 3:
                if result.entries[text] == nil { result.order.append(text) }
                result.entries[text] = Entry(location: location)
            case 4:
                guard let entry else { break }
                result.entries[entry]?.variables[text] = Variable(location: location)
                if result.entries[entry]?.order.contains(text) == false { result.entries[entry]?.order.append(text) }
            case 5:
                guard let entry, let variable else { break }
                result.entries[entry]?.variables[variable]?.forms[text] = location
            default:
                break
            }
        }
    }
}

/// Guards `XMLParser` against bytes it cannot take.
package enum XMLInput {
    /// A parser that is handed `data` in chunks, as a stream. Given all of it
    /// at once, libxml2 refuses a document over 10,000,000 bytes as malformed
    /// ("Huge input lookup", XML_MAX_LOOKUP_LIMIT): a large app's own XLIFF
    /// export, or a `.stringsdict` with a 10 MB value. Foundation cannot set
    /// XML_PARSE_HUGE, but read in chunks libxml2 consumes as it goes and the
    /// limit never applies. Entities stay refused (`XMLSafety`, and no
    /// external entity is ever resolved).
    package static func parser(_ data: Data) -> XMLParser {
        XMLParser(stream: InputStream(data: data))
    }

    /// Everything below: the encoding, then processing instructions.
    package static func check(_ data: Data, path: String) throws(InputError) {
        try checkEncoding(data, path: path)
        try refuseEmptyProcessingInstructions(in: data, path: path)
        // The text's UTF-8 bytes, read in place (a large file is not copied again).
        guard var text = try? TextDecoding.decode(data, path: path).text else { return }
        let result: Result<Void, InputError> = text.withUTF8 { bytes in
            Result { () throws(InputError) in
                try refuseEmptyProcessingInstructions(bytes, path: path)
                try refuseNonXML(bytes, path: path)
                try refuseHugeAttributes(bytes, path: path)
            }
        }
        try result.get()
    }

    /// libxml2 stops at an attribute value over 10,000,000 bytes with an
    /// "internal error", even read as a stream; such a value is no table's.
    package static let maximumAttributeBytes = 10_000_000

    /// No plist or XLIFF element has more than a handful of attributes;
    /// Foundation's parser slows down with the square of their number
    /// (200,000 on one element: 10 s).
    package static let maximumAttributesPerElement = 1_000

    /// Finds attribute values (quoted runs inside tags, outside comments and
    /// CDATA) longer than libxml2 takes, and elements with more attributes
    /// than any real file, in one pass.
    package static func refuseHugeAttributes(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(InputError) {
        func find(_ needle: String, from start: Int) -> Int? {
            let pattern = Array(needle.utf8)
            var i = start
            while i + pattern.count <= bytes.count {
                if bytes[i] == pattern[0], bytes[i..<(i + pattern.count)].elementsEqual(pattern) { return i }
                i += 1
            }
            return nil
        }
        var i = 0
        var inTag = false
        var tagStart = 0
        var attributes = 0
        while i < bytes.count {
            let byte = bytes[i]
            if !inTag {
                guard byte == UInt8(ascii: "<") else { i += 1; continue }
                if bytes[i...].starts(with: "<!--".utf8) { i = (find("-->", from: i + 4) ?? bytes.count) + 3; continue }
                if bytes[i...].starts(with: "<![CDATA[".utf8) { i = (find("]]>", from: i + 9) ?? bytes.count) + 3; continue }
                inTag = true
                tagStart = i
                attributes = 0
                i += 1
            } else if byte == UInt8(ascii: ">") {
                inTag = false
                i += 1
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = bytes[(i + 1)...].firstIndex(of: byte) ?? bytes.count
                if close - i - 1 > maximumAttributeBytes {
                    let (line, column) = LineIndex.position(of: i, in: bytes)
                    throw InputError("an attribute value of \(close - i - 1) bytes; XML parsers stop at \(maximumAttributeBytes) (a damaged file?)",
                                     file: path, line: line, column: column)
                }
                attributes += 1
                if attributes > maximumAttributesPerElement {
                    let (line, column) = LineIndex.position(of: tagStart, in: bytes)
                    throw InputError("an element with more than \(maximumAttributesPerElement) attributes, which no property list or XLIFF file has (a damaged or hostile file?)",
                                     file: path, line: line, column: column)
                }
                i = close + 1
            } else {
                i += 1
            }
        }
    }

    /// Text that cannot be XML, said in the user's terms rather than as
    /// libxml2's "document is empty" or "internal error": a file that does
    /// not begin with `<` (a `spec:` naming a text file), and a NUL character
    /// (which XML never allows; libxml2 stops with an internal error).
    package static func refuseNonXML(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(InputError) {
        if let first = bytes.firstIndex(where: { !" \t\r\n".utf8.contains($0) }), bytes[first] != UInt8(ascii: "<") {
            let start = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<min(first + 24, bytes.count)]), as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            throw InputError("not an XML file: it begins with \"\(start)\", where <?xml or <plist was expected",
                             file: path, line: 1, column: 1)
        }
        if let nul = bytes.firstIndex(of: 0) {
            let (line, column) = LineIndex.position(of: nul, in: bytes)
            throw InputError("a NUL character (U+0000), which XML does not allow: the file is damaged, or not text", file: path, line: line, column: column)
        }
    }

    /// The same on the bytes as they are: where our decoding and libxml2's
    /// differ (NUL bytes that make a file look like UTF-16 to us), libxml2
    /// still reads the ASCII it sees (`<?m?>u\0>`, found by fuzzing).
    package static func refuseEmptyProcessingInstructions(in data: Data, path: String) throws(InputError) {
        let result: Result<Void, InputError> = data.withUnsafeBytes { raw in
            Result { () throws(InputError) in
                try refuseEmptyProcessingInstructions(raw.bindMemory(to: UInt8.self), path: path)
            }
        }
        try result.get()
    }

    /// Linux Foundation's XMLParser also crashes (`strlen` of the null data
    /// libxml2 hands it) on a processing instruction with nothing after its
    /// name, `<?name?>`. Found by fuzzing (Fuzz/crashers/stringsdict/).
    /// Refused wherever it is written, comments and CDATA included: what
    /// looks like a comment to a scan may be the data of a broken declaration
    /// to libxml2, which then meets the instruction (Fuzz/crashers/infoplist/).
    /// No plist or XLIFF needs one.
    package static func refuseEmptyProcessingInstructions(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(InputError) {
        func starts(_ i: Int, _ prefix: String) -> Bool { bytes[i...].starts(with: prefix.utf8) }
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            guard bytes[i + 1] == UInt8(ascii: "?") else { i += 1; continue }
            // The name ends where a new `<` begins: `<?<?x?>` holds `<?x?>` (found by fuzzing).
            var j = i + 2
            while j < bytes.count, !" \t\r\n?><".utf8.contains(bytes[j]) { j += 1 }
            if j > i + 2, starts(j, "?>") {
                let before = bytes[..<i]
                let line = before.count { $0 == 0x0A } + 1
                let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let column = bytes[lineStart..<i].count { $0 & 0xC0 != 0x80 } + 1
                let name = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                throw InputError("the processing instruction <?\(name)?> has nothing after its name, which XMLParser cannot take; "
                                 + "remove it", file: path, line: line, column: column)
            }
            i = j
        }
    }

    /// Linux Foundation's XMLParser traps (a crash, not an error) when a tag
    /// or attribute name reaches it as invalid UTF-8 (`<\u{FF}plist>`, or any
    /// byte under an encoding libxml2 does not know, such as `UT#-8`). Plists
    /// are UTF-8 or UTF-16, so text that is neither is refused first, at the
    /// bad byte's position. The one exception is a declared ISO-8859-1
    /// (Latin-1), which libxml2 converts itself, byte for byte.
    ///
    /// UTF-16 must also be UTF-16 to libxml2, which knows it only by a BOM or
    /// a UTF-16 `<?` at the start and reads anything else as UTF-8: bytes
    /// that merely look like UTF-16 to `TextDecoding` (zero bytes on one side)
    /// must then be valid UTF-8 as well.
    package static func checkEncoding(_ data: Data, path: String) throws(InputError) {
        let encoding: TextEncoding
        do {
            encoding = try TextDecoding.decode(data, path: path).encoding
        } catch {
            if declaresLatin1(data) { return }
            throw error
        }
        guard encoding == .utf16LE || encoding == .utf16BE else { return }
        let signature: [UInt8] = encoding == .utf16LE ? [0x3C, 0x00, 0x3F, 0x00] : [0x00, 0x3C, 0x00, 0x3F]
        if data.starts(with: signature) || declaresLatin1(data) { return }
        guard data.withUnsafeBytes({ String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) }) != nil else {
            throw InputError("the file looks like UTF-16 without a byte-order mark, which XML parsers read as UTF-8, "
                             + "and it is not valid UTF-8; save it as UTF-8, or as UTF-16 with a byte-order mark",
                             file: path, line: 1, column: 1)
        }
    }

    /// Only a well-formed declaration counts (`version`, then `encoding`, as
    /// libxml2 reads them): fuzzing found `eencoding="ISO-8859-1"` taken for
    /// one, and then `version="±"` (libxml2 honours the encoding only after
    /// a version of XML's form, `1.` and digits), while libxml2 went on in
    /// UTF-8 and XMLParser trapped. Then `version\u{0B}="1.0"`: white space
    /// is XML's four characters only (not a regex's `\s`), and the names are
    /// lower case; only the encoding's value ignores case.
    private static func declaresLatin1(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(200), as: UTF8.self)
        guard let match = head.prefixMatch(
            of: /<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"([^"']*)"|'([^"']*)')/
        ) else { return false }
        guard let name = match.1 ?? match.2 else { return false }
        return ["iso-8859-1", "latin1", "iso_8859-1", "iso-latin-1"].contains(String(name).lowercased())
    }
}
