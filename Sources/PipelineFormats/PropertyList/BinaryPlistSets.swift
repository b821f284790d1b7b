import Foundation
import PipelineCore

/// Linux Foundation's `PropertyListSerialization` crashes (a dynamic cast
/// while bridging `NSSet`) on binary plists that hold a set, object marker
/// `0xC_`; found by fuzzing (`Fuzz/crashers/infoplist/`). No Info.plist or
/// `.stringsdict` holds a set (an XML plist cannot even write one), so such a
/// file is refused before Foundation reads it.
package enum BinaryPlistSets {
    /// Why `data` is refused, or nil: not a binary plist, one whose trailer
    /// Foundation will judge itself, or one without a set.
    package static func problem(_ data: Data) -> String? {
        guard data.starts(with: Array("bplist".utf8)), data.count >= 40 else { return nil }
        return data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            let trailer = bytes.count - 32
            func number(at offset: Int, size: Int) -> Int? {
                guard size >= 1, size <= 8, offset >= 0, offset + size <= bytes.count else { return nil }
                var value: UInt64 = 0
                for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
                return value <= UInt64(Int.max) ? Int(value) : nil
            }
            let offsetSize = Int(bytes[trailer + 6])
            guard let count = number(at: trailer + 8, size: 8), let table = number(at: trailer + 24, size: 8),
                  offsetSize >= 1, offsetSize <= 8, count <= trailer,
                  table <= trailer, count <= (trailer - table) / offsetSize else { return nil }
            for index in 0..<count {
                guard let offset = number(at: table + index * offsetSize, size: offsetSize), offset < trailer else { continue }
                if bytes[offset] >> 4 == 0xC {
                    return "a binary property list holding a set (object \(index)), which no Info.plist or .stringsdict has; it is not read"
                }
            }
            return nil
        }
    }
}
