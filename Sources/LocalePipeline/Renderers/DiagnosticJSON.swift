/// Writes diagnostics exactly as `JSONRenderer.encode` (JSONEncoder, pretty,
/// sorted keys, slashes unescaped) writes them inside the report's
/// `"diagnostics"` array, without going through Encodable: on a large app
/// the list holds tens of thousands of findings, and the encoder's generic
/// walk over them was the longest step that ran on one core.
/// Tests compare the two outputs.
enum DiagnosticJSON {
    /// The items of the array, each an object at nesting depth 2, joined by ",\n".
    static func items(_ diagnostics: [Diagnostic]) -> String {
        var writer = Writer()
        writer.out.reserveCapacity(diagnostics.count * 400)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { writer.out += ",\n" }
            writer.write(diagnostic, depth: 2)
        }
        return writer.out
    }

    struct Writer {
        var out = ""

        mutating func write(_ d: Diagnostic, depth: Int) {
            indent(depth)
            out += "{"
            var first = true
            string("code", d.code, depth: depth, first: &first)
            int("column", d.column, depth: depth, first: &first)
            string("file", d.file, depth: depth, first: &first)
            string("key", d.key, depth: depth, first: &first)
            int("line", d.line, depth: depth, first: &first)
            string("locale", d.locale, depth: depth, first: &first)
            if let m = d.measurement {
                key("measurement", depth: depth, first: &first)
                out += "{"
                let inner = depth + 1
                var innerFirst = true
                int("allowedLines", m.allowedLines, depth: inner, first: &innerFirst)
                string("display", m.display, depth: inner, first: &innerFirst)
                int("lineWidth", m.lineWidth, depth: inner, first: &innerFirst)
                strings("lines", m.lines, depth: inner, first: &innerFirst)
                string("text", m.text, depth: inner, first: &innerFirst)
                int("width", m.width, depth: inner, first: &innerFirst)
                close(depth: inner)
            }
            string("message", d.message, depth: depth, first: &first)
            string("severity", d.severity.rawValue, depth: depth, first: &first)
            string("table", d.table, depth: depth, first: &first)
            close(depth: depth)
        }

        private mutating func indent(_ level: Int) {
            for _ in 0..<level { out += "  " }
        }

        /// `,` (but before the first), a line break, and `"name" : ` one level inside the object at `depth`.
        private mutating func key(_ name: String, depth: Int, first: inout Bool) {
            out += first ? "\n" : ",\n"
            first = false
            indent(depth + 1)
            out += "\""
            out += name
            out += "\" : "
        }

        private mutating func close(depth: Int) {
            out += "\n"
            indent(depth)
            out += "}"
        }

        private mutating func string(_ name: String, _ value: String?, depth: Int, first: inout Bool) {
            guard let value else { return }
            key(name, depth: depth, first: &first)
            DiagnosticJSON.quote(value, into: &out)
        }

        private mutating func int(_ name: String, _ value: Int?, depth: Int, first: inout Bool) {
            guard let value else { return }
            key(name, depth: depth, first: &first)
            out += String(value)
        }

        private mutating func strings(_ name: String, _ values: [String], depth: Int, first: inout Bool) {
            key(name, depth: depth, first: &first)
            if values.isEmpty {
                out += "[\n\n"
                indent(depth + 1)
                out += "]"
                return
            }
            out += "[\n"
            for (index, value) in values.enumerated() {
                if index > 0 { out += ",\n" }
                indent(depth + 2)
                DiagnosticJSON.quote(value, into: &out)
            }
            out += "\n"
            indent(depth + 1)
            out += "]"
        }
    }

    /// A JSON string as JSONEncoder writes it: `"` and `\` escaped, control
    /// characters as \b \f \n \r \t or \u00XX, everything else as is.
    static func quote(_ value: String, into out: inout String) {
        out += "\""
        let utf8 = value.utf8
        var plainStart = utf8.startIndex
        var index = plainStart
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C {
                index = utf8.index(after: index)
                continue
            }
            out += value[plainStart..<index]
            switch byte {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x08: out += "\\b"
            case 0x0C: out += "\\f"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            default:
                let hex = String(byte, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            index = utf8.index(after: index)
            plainStart = index
        }
        out += value[plainStart..<index]
        out += "\""
    }
}
