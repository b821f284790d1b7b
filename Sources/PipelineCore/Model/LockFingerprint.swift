import Foundation

/// One fingerprint of `l10n.lock`: FNV-1a, 64 bits, of a development value's
/// UTF-8 bytes. Held as the number, written as 16 hex digits: as a string it
/// took a heap block per key (16 bytes is one more than Swift keeps inline),
/// about 100 MB for a lock of 1.3 M keys.
/// Only encoded: the lock is read by walking its JSON (`LockFile.parse`).
public struct LockFingerprint: Hashable, Sendable, Encodable, CustomStringConvertible {
    public let value: UInt64

    public init(_ value: UInt64) {
        self.value = value
    }

    /// The fingerprint of `text`.
    public init(of text: String) {
        value = FNV1a.digest(text.utf8)
    }

    /// 16 hex digits, as the file writes them; nil for anything else.
    public init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ $0 < 0x80 && ($0 | 0x20).isHexDigitASCII }),
              let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// 16 lowercase hex digits.
    public var hex: String { FNV1a.hex(value) }

    public var description: String { hex }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

private extension UInt8 {
    /// `0-9` or `a-f` (callers fold the case first).
    var isHexDigitASCII: Bool { (0x30...0x39).contains(self) || (0x61...0x66).contains(self) }
}
