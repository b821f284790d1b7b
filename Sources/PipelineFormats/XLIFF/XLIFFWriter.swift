import PipelineCore

/// Serializes an `XLIFFDocument` as XLIFF 1.2 the way Xcode's "Export
/// Localizations" does (same elements, attributes and indentation), so
/// translation tools that expect Xcode's files take ours.
///
/// The output depends only on the document: no dates, no random ids.
public enum XLIFFWriter {
    /// `weblate`: write Weblate's `font` and `weblate-flags` beside XLIFF 1.2's
    /// own `maxwidth` and `size-unit`; they are not in the 1.2 schema, so an
    /// `.xcloc` for Xcode leaves them out.
    public static func render(_ document: XLIFFDocument, toolVersion: String = ToolInfo.version, weblate: Bool = true) throws(InputError) -> String {
        // The base an export records goes in attributes of our namespace,
        // XLIFF 1.2's extension point; declared only when used, so a document
        // without bases is written exactly as Xcode writes one.
        let ns = XLIFFBaseNamespace.prefix
        let declaration = document.files.contains(where: \.recordsBase) ? " xmlns:\(ns)=\"\(XLIFFBaseNamespace.uri)\"" : ""
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"\(declaration) version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

        """
        for file in document.files {
            var target = ""
            if let language = file.targetLanguage { target = " target-language=\"\(try attribute(language, file.location))\"" }
            let records = file.recordsBase ? " \(ns):exported=\"yes\"" : ""
            out += "  <file original=\"\(try attribute(file.original, file.location))\" source-language=\"\(try attribute(file.sourceLanguage, file.location))\"\(target) datatype=\"\(try attribute(file.datatype, file.location))\"\(records)>\n"
            out += "    <header>\n"
            out += "      <tool tool-id=\"\(ToolInfo.name)\" tool-name=\"\(ToolInfo.name)\" tool-version=\"\(try attribute(toolVersion, nil))\"/>\n"
            out += "    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                var base = ""
                if file.recordsBase, let recorded = unit.base {
                    base = " \(ns):base=\"\(try baseAttribute(recorded.text, unit.location))\""
                    if let state = recorded.state { base += " \(ns):base-state=\"\(try attribute(state, unit.location))\"" }
                }
                var limit = ""
                if let room = unit.limit {
                    limit = " maxwidth=\"\(room.maxWidth)\" size-unit=\"\(room.sizeUnit)\""
                    if weblate, let font = room.font { limit += " font=\"\(try attribute(font, unit.location))\"" }
                    if weblate, room.lines > 1 { limit += " weblate-flags=\"max-size:\(room.maxWidth):\(room.lines)\"" }
                }
                out += "      <trans-unit id=\"\(try attribute(unit.id, unit.location))\" xml:space=\"preserve\"\(limit)\(base)>\n"
                out += "        <source>\(text(unit.source))</source>\n"
                if let target = unit.target {
                    var state = ""
                    if let value = unit.state { state = " state=\"\(try attribute(value, unit.location))\"" }
                    out += "        <target\(state)>\(text(target))</target>\n"
                }
                if let note = unit.note, !note.isEmpty { out += "        <note>\(text(note))</note>\n" }
                if let room = unit.limit { out += "        <note from=\"\(ToolInfo.name)\">\(text(room.words))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        return out + "</xliff>\n"
    }

    /// Element content. `& < > "` become entities; a CR becomes `&#13;` (a
    /// literal one would be read back as a line feed). Characters XML 1.0
    /// cannot hold at all, even as `&#...;` (most C0 controls), become
    /// `<ph ctype="x-ctrl">U+0007</ph>`: a placeholder translators leave alone
    /// and `XLIFFReader` turns back into the character.
    package static func text(_ value: String) -> String {
        var placeholders = 0
        return Markup.escape(value, Markup.Style(quote: true)) { scalar in
            guard !Markup.isXMLCharacter(scalar) else { return nil }
            placeholders += 1
            return "<ph id=\"ctrl\(placeholders)\" ctype=\"\(controlType)\">\(codePoint(scalar))</ph>"
        }
    }

    /// Attribute values: as element content, plus tab and line breaks as
    /// character references (a parser turns literal ones into spaces).
    /// Characters XML cannot hold have no placeholder here: that is an error.
    package static func attribute(_ value: String, _ location: SourceLocation?) throws(InputError) -> String {
        if let bad = value.unicodeScalars.first(where: { !Markup.isXMLCharacter($0) }) {
            throw InputError("\"\(value.debugDescription.dropFirst().dropLast())\" contains \(codePoint(bad)), which XLIFF (XML 1.0) cannot hold in a key or path; rename it", at: location)
        }
        return Markup.escape(value, Markup.Style(quote: true, breaksAsReferences: true))
    }

    /// A recorded base: an attribute, with the characters XML cannot hold
    /// written as `\u{7}` escapes the reader undoes (an attribute has no
    /// room for `<ph>`); a backslash is doubled.
    package static func baseAttribute(_ value: String, _ location: SourceLocation?) throws(InputError) -> String {
        guard value.unicodeScalars.contains(where: { !Markup.isXMLCharacter($0) || $0 == "\\" }) else { return try attribute(value, location) }
        var escaped = ""
        for scalar in value.unicodeScalars {
            if scalar == "\\" { escaped += "\\\\" } else if Markup.isXMLCharacter(scalar) { escaped.unicodeScalars.append(scalar) } else {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return try attribute(escaped, location)
    }

    /// The `ctype` of the placeholders that stand for control characters.
    package static let controlType = "x-ctrl"

    package static func codePoint(_ scalar: Unicode.Scalar) -> String { CharacterNames.codePoint(scalar) }
}
