import Foundation
import PipelineCore

/// Writes a String Catalog as Xcode does, so that a catalog nobody changed is
/// rewritten byte for byte, and a changed one differs only where it changed.
///
/// Xcode's format (Xcode 15 and later): two-space indentation, `"key" : value`,
/// one member per line, an empty object as `{`, an empty line, `}`, and no
/// newline at the end of the file. Members are written in the order they
/// were read (Xcode sorts them when it saves; this writer never reorders).
///
/// Strings read from the file are written with the escapes they were read
/// with. Strings made in code are escaped as Xcode escapes them: `"` `\`
/// and control characters (`\n`, `\t`, `\u001b`...), while `/` and every
/// non-ASCII character are written as they are. (Apple's `JSONSerialization`
/// writes `/` as `\/`; Xcode's catalogs do not, so neither does this.)
public enum StringCatalogWriter {
    public static func data(_ catalog: StringCatalog) -> Data {
        data(catalog.document)
    }

    /// The file's bytes, in the encoding it was read in.
    public static func data(_ document: JSONDocument) -> Data {
        encoded(utf8(document), as: document.encoding)
    }

    /// UTF-8 text as the bytes of a file in `encoding`.
    package static func encoded(_ bytes: [UInt8], as encoding: TextEncoding) -> Data {
        switch encoding {
        case .utf8: return Data(bytes)
        case .utf8BOM: return Data([0xEF, 0xBB, 0xBF] + bytes)
        case .utf16LE: return utf16(String(decoding: bytes, as: UTF8.self), bigEndian: false)
        case .utf16BE: return utf16(String(decoding: bytes, as: UTF8.self), bigEndian: true)
        case .utf16LEBOM: return Data([0xFF, 0xFE]) + utf16(String(decoding: bytes, as: UTF8.self), bigEndian: false)
        case .utf16BEBOM: return Data([0xFE, 0xFF]) + utf16(String(decoding: bytes, as: UTF8.self), bigEndian: true)
        }
    }

    public static func text(_ document: JSONDocument) -> String {
        String(decoding: utf8(document), as: UTF8.self)
    }

    /// The text as UTF-8, written into one buffer: building a String of a
    /// large catalog and then converting it cost two more copies of the file.
    private static func utf8(_ document: JSONDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        out += document.leading.utf8
        write(document.root, indent: 0, into: &out)
        out += document.trailing.utf8
        return out
    }

    /// Writes the catalog to `path` (or its own path) atomically: a reader
    /// never sees half a file.
    public static func write(_ catalog: StringCatalog, to path: String? = nil) throws(InputError) {
        try AtomicFile.write(data(catalog), to: path ?? catalog.path)
    }

    // MARK: Formatting

    /// One member of an object whose members are indented by `indent`, from the
    /// indentation to the value's end (an editor splices it into a file's text).
    package static func write(_ member: JSONMember, indent: Int, into out: inout [UInt8]) {
        spaces(indent, into: &out)
        writeString(member.key, into: &out)
        out += " : ".utf8
        write(member.value, indent: indent, into: &out)
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{\n\n".utf8
                spaces(indent, into: &out)
                out.append(UInt8(ascii: "}"))
                return
            }
            out += "{\n".utf8
            for (index, member) in members.enumerated() {
                write(member, indent: indent + 2, into: &out)
                out += (index == members.count - 1 ? "\n" : ",\n").utf8
            }
            spaces(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[\n\n".utf8
                spaces(indent, into: &out)
                out.append(UInt8(ascii: "]"))
                return
            }
            out += "[\n".utf8
            for (index, element) in elements.enumerated() {
                spaces(indent + 2, into: &out)
                write(element, indent: indent + 2, into: &out)
                out += (index == elements.count - 1 ? "\n" : ",\n").utf8
            }
            spaces(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let string):
            writeString(string, into: &out)
        case .number(let text):
            out += text.utf8
        case .bool(let flag):
            out += (flag ? "true" : "false").utf8
        case .null:
            out += "null".utf8
        }
    }

    private static func writeString(_ string: JSONString, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        out += (string.written ?? escape(string.value)).utf8
        out.append(UInt8(ascii: "\""))
    }

    /// Escapes as Xcode writes catalogs (see the type's comment).
    package static func escape(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func spaces(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    private static func utf16(_ text: String, bigEndian: Bool) -> Data {
        var data = Data(capacity: text.utf16.count * 2)
        for unit in text.utf16 {
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            data.append(contentsOf: bigEndian ? [high, low] : [low, high])
        }
        return data
    }
}
