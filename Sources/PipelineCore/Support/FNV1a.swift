import Foundation

/// FNV-1a, 64 bits, as 16 hex digits. Not a cryptographic hash: it only has
/// to notice that bytes changed, and it is stable across platforms and Swift
/// versions (unlike `hashValue`).
package enum FNV1a {
    package static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Through a buffer when the bytes have one: Data's iterator costs
        // several times the hash itself (the journal hashes every file written).
        let hash = (bytes as? Data)?.withUnsafeBytes { digest($0) } ?? bytes.withContiguousStorageIfAvailable { digest($0) } ?? digest(bytes)
        return hex(hash)
    }

    /// A digest as 16 lowercase hex digits, zeros in front.
    package static func hex(_ digest: UInt64) -> String {
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    package static func digest<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
