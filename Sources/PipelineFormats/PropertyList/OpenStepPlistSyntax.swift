import Foundation
import PipelineCore

/// Finds where an old-style (OpenStep) property list such as
/// `project.pbxproj` breaks, with its line and column: CoreFoundation says
/// only "the data is not in the correct format" (and logs a line of its own).
///
/// Asked only after Foundation has refused the file, and no stricter than
/// CoreFoundation's parser: dictionaries `{ key = value; }` (`;` after every
/// value), arrays `( a, b, )`, strings quoted with `"` or `'` (backslash
/// escapes) or bare, data `<hex>`, and `//` and `/* */` comments anywhere.
/// A file it finds no fault in gets nil; the caller then says what
/// Foundation said. Nesting is kept on a stack of its own, not the call
/// stack, so a deep file cannot overflow it.
package enum OpenStepPlistSyntax {
    package struct Fault: Equatable {
        package var message: String
        package var line: Int
        package var column: Int
    }

    package static func firstFault(in data: [UInt8]) -> Fault? {
        var scanner = Scanner(bytes: data)
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        }

        /// What the parser waits for inside an open dictionary or array.
        enum Frame {
            case dictionaryKey, dictionaryEquals, dictionaryValue, dictionarySemicolon
            case arrayValue, arrayComma
        }

        mutating func run() -> Fault? {
            var stack: [Frame] = []
            guard skipSpace() else { return nil }  // an empty file is Foundation's to judge
            if let fault = value(&stack) { return fault }
            while true {
                if let fault = skipSpaceOrFault() { return fault }
                guard let top = stack.last else {
                    return offset < bytes.count ? fault("unexpected text after the end of the property list") : nil
                }
                guard offset < bytes.count else {
                    return fault(top == .arrayValue || top == .arrayComma ? "the file ends inside an array: a ')' is missing"
                                                                          : "the file ends inside a dictionary: a '}' is missing")
                }
                let byte = bytes[offset]
                switch top {
                case .dictionaryKey:
                    if byte == UInt8(ascii: "}") { advance(); stack.removeLast(); continue }
                    guard isStringStart(byte) else { return fault("expected a key or '}' here, found \(shown(byte))") }
                    if let fault = string() { return fault }
                    stack[stack.count - 1] = .dictionaryEquals
                case .dictionaryEquals:
                    if byte == UInt8(ascii: ";") { advance(); stack[stack.count - 1] = .dictionaryKey; continue }
                    guard byte == UInt8(ascii: "=") else { return fault("expected '=' after the key, found \(shown(byte))") }
                    advance()
                    stack[stack.count - 1] = .dictionaryValue
                case .dictionaryValue:
                    stack[stack.count - 1] = .dictionarySemicolon
                    if let fault = value(&stack) { return fault }
                case .dictionarySemicolon:
                    guard byte == UInt8(ascii: ";") else { return fault("expected ';' after the value, found \(shown(byte))") }
                    advance()
                    stack[stack.count - 1] = .dictionaryKey
                case .arrayValue:
                    if byte == UInt8(ascii: ")") { advance(); stack.removeLast(); continue }
                    stack[stack.count - 1] = .arrayComma
                    if let fault = value(&stack) { return fault }
                case .arrayComma:
                    if byte == UInt8(ascii: ")") { advance(); stack.removeLast(); continue }
                    guard byte == UInt8(ascii: ",") else { return fault("expected ',' or ')' after the array's value, found \(shown(byte))") }
                    advance()
                    stack[stack.count - 1] = .arrayValue
                }
            }
        }

        /// One value at the cursor: a string or data is read whole; a
        /// dictionary or array is opened on the stack.
        mutating func value(_ stack: inout [Frame]) -> Fault? {
            if let fault = skipSpaceOrFault() { return fault }
            guard offset < bytes.count else { return fault("the file ends where a value was expected") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "{"): advance(); stack.append(.dictionaryKey)
            case UInt8(ascii: "("): advance(); stack.append(.arrayValue)
            case UInt8(ascii: "<"): return data()
            default:
                guard isStringStart(byte) else { return fault("expected a value here, found \(shown(byte))") }
                return string()
            }
            return nil
        }

        mutating func string() -> Fault? {
            let quote = bytes[offset]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                while offset < bytes.count, isBare(bytes[offset]) { advance() }
                return nil
            }
            let start = (offset, line, lineStart)
            advance()
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == quote { advance(); return nil }
                if byte == UInt8(ascii: "\\") { advance() }
                if offset < bytes.count { advance() }
            }
            (offset, line, lineStart) = start
            return fault("this quoted string is never closed")
        }

        mutating func data() -> Fault? {
            let start = (offset, line, lineStart)
            advance()
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: ">") { advance(); return nil }
                guard isHex(byte) || isSpace(byte) else { return fault("expected hexadecimal digits or '>' in data, found \(shown(byte))") }
                advance()
            }
            (offset, line, lineStart) = start
            return fault("this data value ('<') is never closed")
        }

        /// Skips white space and comments; false at the end.
        mutating func skipSpace() -> Bool {
            skipSpaceOrFault() == nil && offset < bytes.count
        }

        mutating func skipSpaceOrFault() -> Fault? {
            while offset < bytes.count {
                let byte = bytes[offset]
                if isSpace(byte) { advance(); continue }
                guard byte == UInt8(ascii: "/"), offset + 1 < bytes.count else { return nil }
                if bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { advance() }
                } else if bytes[offset + 1] == UInt8(ascii: "*") {
                    let start = (offset, line, lineStart)
                    advance(); advance()
                    var closed = false
                    while offset < bytes.count {
                        if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                            advance(); advance()
                            closed = true
                            break
                        }
                        advance()
                    }
                    if !closed {
                        (offset, line, lineStart) = start
                        return fault("this comment ('/*') is never closed")
                    }
                } else {
                    return nil
                }
            }
            return nil
        }

        mutating func advance() {
            let byte = bytes[offset]
            offset += 1
            // \r\n is one line end; a lone \r is one too.
            if byte == 0x0A || (byte == 0x0D && (offset >= bytes.count || bytes[offset] != 0x0A)) {
                line += 1
                lineStart = offset
            }
        }

        func fault(_ message: String) -> Fault {
            // The column in characters: UTF-8 continuation bytes do not count.
            let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            return Fault(message: message, line: line, column: column)
        }

        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
        }

        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
        }

        /// Lenient: anything CoreFoundation might read as part of a bare string.
        func isBare(_ byte: UInt8) -> Bool {
            !isSpace(byte) && !"{}()<>=;,\"'".utf8.contains(byte) && !(byte == UInt8(ascii: "/") && offset + 1 < bytes.count
                && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")))
        }

        func isStringStart(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isBare(byte)
        }

        func shown(_ byte: UInt8) -> String {
            byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
        }
    }
}
