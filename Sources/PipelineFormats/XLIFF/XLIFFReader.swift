import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PipelineCore

/// Reads XLIFF 1.2 (as Xcode and translation tools write it) with
/// Foundation's `XMLParser`: `<file>` elements with their `original` and
/// languages, and each `<trans-unit>`'s `id`, `<source>`, `<target>` and
/// `<note>`.
///
/// Files that declare a DOCTYPE or entities are refused (see `XMLSafety`).
/// Inline markup inside a source or target (`<g>`, `<mrk>`, `<ph>`...) is read
/// as its text; `<ph ctype="x-ctrl">U+0007</ph>`, which `XLIFFWriter` writes
/// for characters XML cannot hold, becomes that character again.
/// `<alt-trans>` suggestions are ignored: only a unit's own target counts.
public enum XLIFFReader {
    public static func read(path: String, scope: ReadScope) throws(InputError) -> XLIFFDocument {
        let data = try InputFile.read(path, kind: "an XLIFF file", scope: scope)
        return try parse(data, path: path)
    }

    public static func parse(_ data: Data, path: String) throws(InputError) -> XLIFFDocument {
        try XMLSafety.check(data, path: path, format: "XLIFF file")
        let parser = XMLInput.parser(data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let delegate = Delegate(path: path)
        parser.delegate = delegate
        let ok = parser.parse()
        if let failure = delegate.failure { throw failure }
        guard ok else {
            throw InputError("malformed XLIFF: \(XMLErrorText.describe(parser))", file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }
        guard delegate.sawRoot else {
            throw InputError("not an XLIFF file: no <xliff> element", file: path, line: 1, column: 1)
        }
        // libxml2 on Linux may end a cut document without an error: a file
        // cut short lacks its root's end tag, and imports nothing.
        guard delegate.rootClosed else {
            let end = Self.endPosition(of: data)
            throw InputError("the XLIFF file ends before </xliff>: it was cut short (an interrupted copy or download?); nothing was imported",
                             file: path, line: end.line, column: end.column)
        }
        return XLIFFDocument(files: delegate.files)
    }

    /// The line and column just past the last byte (columns in characters).
    package static func endPosition(of data: Data) -> (line: Int, column: Int) {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (max(lines.count, 1), (lines.last?.count ?? 0) + 1)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var files: [XLIFFFile] = []
        var failure: InputError?
        var sawRoot = false
        /// The root element's end tag was read: the document is whole.
        var rootClosed = false

        private var stack: [String] = []
        private var file: XLIFFFile?
        private var unit: XLIFFUnit?
        /// The unit child being read (`source`, `target`, `note`) and its text so far.
        private var field: String?
        private var fieldDepth = 0
        private var buffer = ""
        private var notes: [String] = []
        /// The unit's `source` and `target` read so far: each may come once.
        private var seenInUnit: Set<String> = []
        /// Elements that are parts of the document, never inline markup of a text.
        private static let structural: Set<String> = ["xliff", "file", "header", "body", "group", "trans-unit", "source", "target", "note", "alt-trans"]
        /// Inside a `<ph>`: its ctype and text.
        private var placeholder: (ctype: String?, text: String)?

        init(path: String) { self.path = path }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard failure == nil else { return }
            failure = InputError(message, file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            parser.abortParsing()
        }

        private func here(_ parser: XMLParser) -> SourceLocation {
            SourceLocation(file: path, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
        }

        /// `xliff:file` and `file` alike: namespaces are not processed, prefixes are dropped.
        private static func local(_ name: String) -> String {
            name.split(separator: ":").last.map(String.init) ?? name
        }

        /// Prefixes declared for `XLIFFBaseNamespace.uri` (a tool may rename `l10n:`).
        private var basePrefixes: [String] = []

        private func baseAttribute(_ name: String, _ attributes: [String: String]) -> String? {
            for prefix in basePrefixes { if let value = attributes["\(prefix):\(name)"] { return value } }
            return nil
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let name = Self.local(elementName)
            defer { stack.append(name) }
            for (attribute, value) in attributes where value == XLIFFBaseNamespace.uri && attribute.hasPrefix("xmlns:") {
                let prefix = String(attribute.dropFirst("xmlns:".count))
                if !basePrefixes.contains(prefix) { basePrefixes.append(prefix) }
            }
            if let current = field {
                // Inline markup (`<g>`, `<ph>`, `<mrk>`…) may nest; the unit's own parts may not.
                if Self.structural.contains(name) {
                    return fail(parser, "<\(name)> inside <\(current)>: not XLIFF 1.2 (a tool damaged the file?); nothing was imported")
                }
                fieldDepth += 1
                if name == "ph" { placeholder = (attributes["ctype"], "") }
                return
            }
            switch name {
            case "xliff" where stack.isEmpty:
                sawRoot = true
                if let version = attributes["version"], !version.hasPrefix("1.") {
                    fail(parser, "XLIFF version \(version) is not supported; export XLIFF 1.2 (Xcode's format)")
                }
            case _ where stack.isEmpty:
                fail(parser, "not an XLIFF file: the root element is <\(elementName)>, not <xliff>")
            case "file":
                guard let original = attributes["original"], !original.isEmpty else {
                    return fail(parser, "<file> has no 'original' attribute (the table it belongs to)")
                }
                file = XLIFFFile(original: original, sourceLanguage: attributes["source-language"] ?? "",
                                 targetLanguage: attributes["target-language"].flatMap { $0.isEmpty ? nil : $0 },
                                 datatype: attributes["datatype"] ?? "plaintext", units: [], location: here(parser),
                                 recordsBase: baseAttribute("exported", attributes) == "yes")
            case "trans-unit":
                guard file != nil else { return fail(parser, "<trans-unit> outside a <file>") }
                guard let id = attributes["id"] else { return fail(parser, "<trans-unit> has no 'id' attribute (the key)") }
                unit = XLIFFUnit(id: id, source: "", location: here(parser),
                                 base: baseAttribute("base", attributes).map {
                                     XLIFFBase(text: XLIFFBase.unescape($0), state: baseAttribute("base-state", attributes))
                                 })
                notes = []
                seenInUnit = []
            case "source", "target", "note":
                // Only the unit's own children: not those of an <alt-trans> inside it.
                guard stack.last == "trans-unit", unit != nil else { return }
                if name != "note", seenInUnit.contains(name) {
                    return fail(parser, "a second <\(name)> in trans-unit '\(unit?.id ?? "")': XLIFF 1.2 allows one, so which is meant cannot be told; nothing was imported")
                }
                seenInUnit.insert(name)
                if name == "target" { unit?.state = attributes["state"].flatMap { $0.isEmpty ? nil : $0 } }
                // The room an export describes (`XLIFFLimit`) is ours to write, not a comment to read back.
                field = name == "note" && attributes["from"] == ToolInfo.name ? "limit-note" : name
                fieldDepth = 0
                buffer = ""
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            let name = Self.local(elementName)
            stack.removeLast()
            if stack.isEmpty { rootClosed = true }
            if let current = field {
                if fieldDepth > 0 {
                    fieldDepth -= 1
                    if name == "ph", let ph = placeholder {
                        placeholder = nil
                        buffer += ph.ctype == XLIFFWriter.controlType ? (Self.scalar(ph.text).map(String.init) ?? ph.text) : ph.text
                    }
                    return
                }
                field = nil
                switch current {
                case "source": unit?.source = buffer
                case "target": unit?.target = buffer
                case "limit-note": break
                default: if !buffer.isEmpty { notes.append(buffer) }
                }
                return
            }
            switch name {
            case "trans-unit":
                if var finished = unit {
                    finished.note = notes.isEmpty ? nil : notes.joined(separator: "\n")
                    file?.units.append(finished)
                }
                unit = nil
            case "file":
                if let finished = file { files.append(finished) }
                file = nil
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            append(string)
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            append(String(decoding: CDATABlock, as: UTF8.self))
        }

        private func append(_ text: String) {
            guard field != nil else { return }
            if placeholder != nil { placeholder?.text += text } else { buffer += text }
        }

        /// `U+0007` back to its character.
        private static func scalar(_ text: String) -> Character? {
            guard text.hasPrefix("U+"), let value = UInt32(text.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            return Character(scalar)
        }

        // Second line of defence: XMLSafety refuses these before parsing.
        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            fail(parser, "XLIFF file declares an entity; DTDs and entities are refused")
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
            fail(parser, "XLIFF file declares an external entity; DTDs and entities are refused")
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            fail(parser, "XLIFF file refers to an external entity; DTDs and entities are refused")
            return nil
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {}
    }
}
