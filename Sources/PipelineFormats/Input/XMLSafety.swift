import Foundation
import PipelineCore

/// Refuses XML that declares a DOCTYPE, entities or any other markup
/// declaration, before a parser sees it. XLIFF never needs one, and a DTD is
/// how XML attacks arrive: external entities read local files or the network
/// (XXE), and nested internal entities expand a few bytes into gigabytes
/// ("billion laughs"). `XMLParser` is also told not to resolve external
/// entities, but refusing the declaration outright does not depend on what
/// the libxml2 underneath does by default.
///
/// It also insists on valid UTF-8 or UTF-16 (what Xcode and translation tools
/// write): on bytes that are not, libxml2 falls back to Latin-1 midway and
/// swift-corelibs' `XMLParser` has been seen to crash on the element names
/// it then passes on.
package enum XMLSafety {
    package static func check(_ data: Data, path: String, format: String) throws(InputError) {
        // Bytes libxml2 would read in another encoding than we do are refused first.
        try XMLInput.checkEncoding(data, path: path)
        try XMLInput.refuseEmptyProcessingInstructions(in: data, path: path)
        // Decoding validates; the checks below then read the text's UTF-8 bytes in place.
        var text = try TextDecoding.decode(data, path: path).text
        let result: Result<Void, InputError> = text.withUTF8 { bytes in
            Result { () throws(InputError) in
                // `<?name?>` crashes XMLParser on Linux.
                try XMLInput.refuseEmptyProcessingInstructions(bytes, path: path)
                try refuseOtherEncodings(bytes, path: path, format: format)
                try refuseDeclarations(bytes, path: path, format: format)
                try XMLInput.refuseHugeAttributes(bytes, path: path)
            }
        }
        try result.get()
    }

    /// `<?xml ... encoding="..."?>` must name UTF-8 or UTF-16, the encodings checked above.
    private static func refuseOtherEncodings(_ bytes: UnsafeBufferPointer<UInt8>, path: String, format: String) throws(InputError) {
        guard starts(bytes, at: 0, with: "<?xml"), let end = firstIndex(of: Array("?>".utf8), in: bytes, from: 0) else { return }
        let declaration = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
        guard let match = declaration.firstMatch(of: /encoding\s*=\s*["']([^"']*)["']/) else { return }
        let name = match.1.uppercased()
        guard name == "UTF-8" || name == "UTF8" || name.hasPrefix("UTF-16") else {
            throw InputError("\(format) is declared as \(match.1); only UTF-8 and UTF-16 are read", file: path, line: 1, column: 1)
        }
    }

    private static func refuseDeclarations(_ bytes: UnsafeBufferPointer<UInt8>, path: String, format: String) throws(InputError) {
        var i = 0
        while let open = firstIndex(of: Array("<!".utf8), in: bytes, from: i) {
            if starts(bytes, at: open, with: "<!--") {
                i = (firstIndex(of: Array("-->".utf8), in: bytes, from: open + 4) ?? bytes.count) + 3
            } else if starts(bytes, at: open, with: "<![CDATA[") {
                i = (firstIndex(of: Array("]]>".utf8), in: bytes, from: open + 9) ?? bytes.count) + 3
            } else {
                let (line, column) = LineIndex.position(of: open, in: bytes)
                let word = starts(bytes, at: open, with: "<!ENTITY") ? "an entity" : starts(bytes, at: open, with: "<!DOCTYPE") ? "a DOCTYPE" : "a markup declaration"
                throw InputError("\(format) declares \(word); DTDs and entities are refused (they can read local files or expand without bound)",
                                 file: path, line: line, column: column)
            }
        }
    }

    private static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], bytes[i..<i + needle.count].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return i + p.count <= bytes.count && bytes[i..<i + p.count].elementsEqual(p)
    }
}
