/// A fast 64-bit hash of a file's bytes, for the write journal to tell a
/// file's old version from its new one. FNV-1a's one-byte chain ran at under
/// 1 GB/s, and every report write hashed 60 MB with it (the old pages and the
/// new); here four lanes take 8-byte words (rotate, xor, multiply), so their
/// multiplies overlap. Not cryptographic, and not meant to be.
package enum WordHash {
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let hex = String(digest(bytes), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    package static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var a: UInt64 = 0x243F_6A88_85A3_08D3, b: UInt64 = 0x1319_8A2E_0370_7344
        var c: UInt64 = 0xA409_3822_299F_31D0, d: UInt64 = 0x082E_FA98_EC4E_6C89
        var offset = 0
        while offset + 32 <= count {
            a = step(a, word(bytes, offset))
            b = step(b, word(bytes, offset + 8))
            c = step(c, word(bytes, offset + 16))
            d = step(d, word(bytes, offset + 24))
            offset += 32
        }
        while offset + 8 <= count {
            a = step(a, word(bytes, offset))
            offset += 8
        }
        // The last 1-7 bytes as one word, with their count so trailing zero bytes still count.
        var tail: UInt64 = 0
        for index in offset..<count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        b = step(b, tail ^ (UInt64(count - offset) << 56))
        var hash = UInt64(truncatingIfNeeded: count)
        hash = mix(hash ^ a)
        hash = mix(hash ^ b)
        hash = mix(hash ^ c)
        return mix(hash ^ d)
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        (((lane << 31) | (lane >> 33)) ^ word) &* 0x9E37_79B9_7F4A_7C15
    }

    /// MurmurHash3's finalizer: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
