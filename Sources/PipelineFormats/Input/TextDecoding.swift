import Foundation
import PipelineCore

/// Turns a text file's bytes into a `String`, detecting UTF-8 or UTF-16 the
/// way Xcode-era tools write them, so every reader reports bad bytes alike.
public enum TextDecoding {
    /// Decodes `data`, dropping any byte-order mark. Without a BOM, UTF-16 is
    /// recognised by its NUL bytes (ASCII text in UTF-16 has a zero in every
    /// other byte); anything else must be valid UTF-8.
    public static func decode(_ data: Data, path: String) throws(InputError) -> (text: String, encoding: TextEncoding) {
        // UTF-32 would read as UTF-16 full of NULs: say what it is instead.
        if isUTF32(data) {
            throw InputError("the file is UTF-32, which is not read: save it as UTF-8 (or UTF-16)", file: path, line: 1, column: 1)
        }
        // `withUnsafeBytes` only rethrows untyped errors, so carry a Result out.
        let result: Result<(String, TextEncoding), InputError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let encoding = detectEncoding(bytes)
            let text: Result<String, InputError>
            switch encoding {
            case .utf8:
                text = decodeUTF8(bytes, path: path)
            case .utf8BOM:
                text = decodeUTF8(UnsafeBufferPointer(rebasing: bytes.dropFirst(3)), path: path)
            case .utf16LE, .utf16BE:
                text = decodeUTF16(bytes, bigEndian: encoding == .utf16BE, path: path)
            case .utf16LEBOM, .utf16BEBOM:
                text = decodeUTF16(UnsafeBufferPointer(rebasing: bytes.dropFirst(2)),
                                   bigEndian: encoding == .utf16BEBOM, path: path)
            }
            return text.map { ($0, encoding) }
        }
        let (text, encoding) = try result.get()
        return (text, encoding)
    }

    /// A UTF-32 byte-order mark, or a first character with three zero bytes beside it.
    package static func isUTF32(_ data: Data) -> Bool {
        guard data.count >= 4 else { return false }
        let b = Array(data.prefix(4))
        if b == [0xFF, 0xFE, 0, 0] || b == [0, 0, 0xFE, 0xFF] { return true }
        return (b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0) || (b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0)
    }

    /// The encoding `decode` will use, from the BOM or the NUL-byte pattern.
    public static func detectEncoding(_ data: Data) -> TextEncoding {
        data.withUnsafeBytes { detectEncoding($0.bindMemory(to: UInt8.self)) }
    }

    private static func detectEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> TextEncoding {
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return .utf8BOM }
        if count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return .utf16LEBOM }
        if count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return .utf16BEBOM }

        // A sample is enough: .strings files are mostly ASCII punctuation and keys.
        let units = min(count, 4096) / 2
        var evenZeros = 0
        var oddZeros = 0
        for unit in 0..<units {
            if bytes[2 * unit] == 0 { evenZeros += 1 }
            if bytes[2 * unit + 1] == 0 { oddZeros += 1 }
        }
        // At least a quarter of the code units must be ASCII, with the zero
        // on one side only; a stray NUL in a UTF-8 file does not count.
        guard units > 0 else { return .utf8 }
        if oddZeros * 4 >= units, evenZeros * 8 <= oddZeros { return .utf16LE }
        if evenZeros * 4 >= units, oddZeros * 8 <= evenZeros { return .utf16BE }
        return .utf8
    }

    // MARK: - UTF-8

    private static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Result<String, InputError> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        // Slow path only on failure: find where it broke.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                // Unreachable when validation failed, but never crash on it.
                return .failure(InputError("file is not valid UTF-8", file: path))
            case .error(let length):
                let bad = bytes[offset..<min(offset + max(length, 1), bytes.count)]
                let hex = bad.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
                let position = LineIndex.position(of: offset, in: UnsafeBufferPointer(rebasing: bytes[..<offset]))
                return .failure(InputError(
                    "file is not valid UTF-8 (bad byte \(hex)); save it as UTF-8 or UTF-16",
                    file: path, line: position.line, column: position.column))
            }
        }
    }

    // MARK: - UTF-16

    private static func decodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool,
                                    path: String) -> Result<String, InputError> {
        if bytes.count % 2 == 0, let text = transcodeUTF16(bytes, bigEndian: bigEndian) {
            return .success(text)
        }
        // Slow path only on failure: find where it broke.
        let unitCount = bytes.count / 2
        let units = [UInt16](unsafeUninitializedCapacity: unitCount) { buffer, initialized in
            for i in 0..<unitCount {
                let first = UInt16(bytes[2 * i])
                let second = UInt16(bytes[2 * i + 1])
                buffer[i] = bigEndian ? (first << 8 | second) : (second << 8 | first)
            }
            initialized = unitCount
        }
        let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
        var parser = Unicode.UTF16.ForwardParser()
        var iterator = units.makeIterator()
        var valid = 0  // units read before the failure
        // Where the failure is: the end of the text read so far, counted as every position is.
        var position: (line: Int, column: Int) {
            let text = Array(String(decoding: units[..<valid], as: UTF16.self).utf8)
            return LineIndex.position(of: text.count, in: text)
        }
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                valid += encoded.count
            case .emptyInput:
                // All units were fine, so the odd trailing byte is the problem.
                return .failure(InputError("\(name) file ends in the middle of a character (odd number of bytes)",
                                           file: path, line: position.line, column: position.column))
            case .error:
                return .failure(InputError("file is not valid \(name) (unpaired surrogate)",
                                           file: path, line: position.line, column: position.column))
            }
        }
    }
}

extension TextDecoding {
    /// UTF-16 bytes straight to a native (UTF-8) String, or nil at an
    /// unpaired surrogate. `String(validating:as: UTF16.self)` takes a generic
    /// path that costs several times more than this loop on large tables.
    package static func transcodeUTF16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> String? {
        let count = bytes.count / 2
        guard count > 0, let base = bytes.baseAddress else { return count == 0 ? "" : nil }
        let high = bigEndian ? 0 : 1, low = bigEndian ? 1 : 0
        @inline(__always) func unit(_ i: Int) -> UInt32 {
            UInt32(base[2 &* i &+ high]) &<< 8 | UInt32(base[2 &* i &+ low])
        }
        // First pass: validate and count the UTF-8 bytes, so the string is
        // allocated once at its exact size.
        var length = 0
        var i = 0
        while i < count {
            let u = unit(i)
            i &+= 1
            if u < 0x80 {
                length &+= 1
            } else if u < 0x800 {
                length &+= 2
            } else if u & 0xF800 != 0xD800 {
                length &+= 3
            } else {
                guard u < 0xDC00, i < count, unit(i) & 0xFC00 == 0xDC00 else { return nil }
                i &+= 1
                length &+= 4
            }
        }
        return String(unsafeUninitializedCapacity: length) { out in
            var o = 0
            var i = 0
            while i < count {
                var u = unit(i)
                i &+= 1
                if u < 0x80 {
                    out[o] = UInt8(truncatingIfNeeded: u)
                    o &+= 1
                } else if u < 0x800 {
                    out[o] = UInt8(truncatingIfNeeded: 0xC0 | u &>> 6)
                    out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
                    o &+= 2
                } else if u & 0xF800 != 0xD800 {
                    out[o] = UInt8(truncatingIfNeeded: 0xE0 | u &>> 12)
                    out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (u &>> 6) & 0x3F)
                    out[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
                    o &+= 3
                } else {
                    u = 0x10000 &+ ((u &- 0xD800) &<< 10) &+ (unit(i) &- 0xDC00)
                    i &+= 1
                    out[o] = UInt8(truncatingIfNeeded: 0xF0 | u &>> 18)
                    out[o &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (u &>> 12) & 0x3F)
                    out[o &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (u &>> 6) & 0x3F)
                    out[o &+ 3] = UInt8(truncatingIfNeeded: 0x80 | u & 0x3F)
                    o &+= 4
                }
            }
            return o
        }
    }
}
