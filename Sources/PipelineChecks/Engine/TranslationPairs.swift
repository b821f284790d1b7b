import PipelineCore
import PipelineFormats
import PipelineProject

/// Where a translated entry is: its locale (and that locale's language,
/// worked out once per table rather than once per entry) and table.
package struct TranslationSlot {
    package var locale: String
    package var language: String
    package var table: String
    /// Chinese, Japanese, Thai, Lao, Khmer and Burmese put no spaces between words or sentences.
    package var writesWithoutSpaces: Bool
    /// Development keys of the table that nothing uses (`DeadKeys`): never
    /// shown, so how they are laid out is nobody's to see.
    package var unusedKeys: Set<String> = []

    package init(locale: String, language: String, table: String) {
        self.locale = locale
        self.language = language
        self.table = table
        writesWithoutSpaces = ["zh", "ja", "th", "lo", "km", "my"].contains(language)
    }
}

/// A translated entry and the development entry it translates, lent to a
/// check for the length of one call: the walk visits every string of the
/// app, and copying two entries for each (their keys, values, comments and
/// paths) cost more than most checks spend on them. Read what is needed;
/// take `entry` (a copy) only for a finding or to keep it.
package struct TranslationPair {
    package let entryPointer: UnsafePointer<StringsEntry>
    package let sourcePointer: UnsafePointer<StringsEntry>

    package var value: String { entryPointer.pointee.value }
    package var sourceValue: String { sourcePointer.pointee.value }
    package var key: String { entryPointer.pointee.key }
    package var location: SourceLocation { entryPointer.pointee.location }
    package var entry: StringsEntry { entryPointer.pointee }
}

/// Byte-level questions the text checks ask of every string: answered
/// without walking grapheme clusters, which most strings never need.
package enum TextScan {
    /// The text's UTF-8 bytes as one buffer: loops over it compile to plain
    /// (often vectorized) loops, where the string's UTF-8 view checks each step.
    package static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    // Eight bytes at a time, in a UInt64 (SIMD16's `any` compiled to a call
    // per chunk here). `ones` has 0x01 in every byte, `highs` 0x80.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that equals `byte` (exact: no
    /// borrow reaches a byte above an equal one unless one below is equal too).
    private static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs
    }

    /// Whether any byte is 0xE1 or more: the first three bits set and one of
    /// the last five (no carry crosses a byte: 0x1F + 0x7F < 0x100).
    private static func bytesAboveE0(_ word: UInt64) -> Bool {
        let top = word & (word << 1) & (word << 2) & highs
        let low = ((word & (ones &* 0x1F)) &+ (ones &* 0x7F)) & highs
        return top & low != 0
    }

    /// Whether any byte is 0xE1 or more, the lead bytes of U+1000 and up but
    /// for U+0800-0FFF (Indic scripts and Thai): most strings are settled
    /// without a look at each byte.
    package static func hasByteAboveE0(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            if bytesAboveE0(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { return true }
            index += 8
        }
        while index < bytes.count {
            if bytes[index] > 0xE0 { return true }
            index += 1
        }
        return false
    }

    /// Whether the UTF-8 bytes hold a line break: LF, CR, U+2028 or U+2029.
    /// The lead byte 0xE2 (also of dashes, quotes and `…`, common in every
    /// language) is looked at closer only in the words that hold it.
    package static func holdsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        func separator(at index: Int) -> Bool {
            bytes[index] == 0xE2 && index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
        }
        var index = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if equalBytes(word, 0x0A) | equalBytes(word, 0x0D) != 0 { return true }
            if equalBytes(word, 0xE2) != 0, (index..<index + 8).contains(where: separator) { return true }
            index += 8
        }
        while index < count {
            if bytes[index] == 0x0A || bytes[index] == 0x0D || separator(at: index) { return true }
            index += 1
        }
        return false
    }

    /// The same code points (a translation equal to its source).
    package static func sameBytes(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Whether `needle` (ASCII) occurs in the text, by its bytes: Foundation's
    /// `contains` would bridge the text to an NSString first.
    package static func contains(_ text: String, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        let bytes = text.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// Unicode's White_Space, spelled out: a property lookup per string end
    /// showed in the profile.
    package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether the text starts and ends with white space.
    package static func edges(_ text: String) -> (start: Bool, end: Bool) {
        withBytes(text, edges)
    }

    /// The same from its UTF-8 bytes, decoding only the first and last code points.
    package static func edges(_ bytes: UnsafeBufferPointer<UInt8>) -> (start: Bool, end: Bool) {
        guard let first = firstScalar(bytes), let last = lastScalar(bytes) else { return (false, false) }
        return (isSpace(first), isSpace(last))
    }

    /// The first code point of well-formed UTF-8 (a Swift string's).
    package static func firstScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        scalar(in: bytes, at: 0)
    }

    /// The last code point: back over at most three continuation bytes.
    package static func lastScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var start = bytes.count - 1
        while start > 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(in: bytes, at: start)
    }

    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar? {
        guard index >= 0, index < bytes.count else { return nil }
        let lead = bytes[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (lead < 0xE0 ? 0x1F : lead < 0xF0 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }
}
