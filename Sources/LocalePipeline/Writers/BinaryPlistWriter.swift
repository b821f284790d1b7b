import Foundation

/// Writes Apple's binary property list format (`bplist00`) with dictionary
/// keys sorted, so the same value always gives the same bytes (see
/// `PlistOutput` for why Foundation's writer is not used).
///
/// Layout: the header, every object once (equal strings shared), a table of
/// each object's offset, and a 32-byte trailer giving the sizes, the object
/// count, the top object and where the offset table starts.
enum BinaryPlistWriter {
    static func encode(_ value: PlistValue) -> Data {
        var builder = Builder()
        let top = builder.add(value)
        return builder.finish(top: top)
    }

    /// An object flattened: its marker and payload, references still as indices.
    private enum Object {
        case bytes([UInt8])
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    private struct Builder {
        var objects: [Object] = []
        var strings: [String: Int] = [:]

        mutating func add(_ value: PlistValue) -> Int {
            switch value {
            case .string(let string):
                if let known = strings[string] { return known }
                let index = append(.bytes(BinaryPlistWriter.string(string)))
                strings[string] = index
                return index
            case .integer(let integer):
                return append(.bytes(BinaryPlistWriter.integer(Int64(integer))))
            case .real(let real):
                return append(.bytes([0x23] + BinaryPlistWriter.bigEndian(real.bitPattern, size: 8)))
            case .bool(let bool):
                return append(.bytes([bool ? 0x09 : 0x08]))
            case .date(let seconds):
                return append(.bytes([0x33] + BinaryPlistWriter.bigEndian(seconds.bitPattern, size: 8)))
            case .data(let bytes):
                return append(.bytes(BinaryPlistWriter.marker(0x40, count: bytes.count) + bytes))
            case .array(let array):
                let index = append(.array([]))
                objects[index] = .array(array.map { add($0) })
                return index
            case .dictionary(let dictionary):
                let index = append(.dictionary(keys: [], values: []))
                let keys = dictionary.keys.sorted()
                let keyRefs = keys.map { add(.string($0)) }
                let valueRefs = keys.map { key in add(dictionary[key] ?? .string("")) }
                objects[index] = .dictionary(keys: keyRefs, values: valueRefs)
                return index
            }
        }

        private mutating func append(_ object: Object) -> Int {
            objects.append(object)
            return objects.count - 1
        }

        func finish(top: Int) -> Data {
            let refSize = BinaryPlistWriter.byteCount(for: UInt64(objects.count))
            var out: [UInt8] = Array("bplist00".utf8)
            var offsets: [Int] = []
            offsets.reserveCapacity(objects.count)
            for object in objects {
                offsets.append(out.count)
                switch object {
                case .bytes(let bytes):
                    out += bytes
                case .array(let refs):
                    out += BinaryPlistWriter.marker(0xA0, count: refs.count)
                    for ref in refs { out += BinaryPlistWriter.bigEndian(UInt64(ref), size: refSize) }
                case .dictionary(let keys, let values):
                    out += BinaryPlistWriter.marker(0xD0, count: keys.count)
                    for ref in keys + values { out += BinaryPlistWriter.bigEndian(UInt64(ref), size: refSize) }
                }
            }
            let tableOffset = out.count
            let offsetSize = BinaryPlistWriter.byteCount(for: UInt64(tableOffset))
            for offset in offsets { out += BinaryPlistWriter.bigEndian(UInt64(offset), size: offsetSize) }
            // Trailer: 5 unused bytes, sort version, offset size, reference size, then three 8-byte numbers.
            out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
            out += BinaryPlistWriter.bigEndian(UInt64(objects.count), size: 8)
            out += BinaryPlistWriter.bigEndian(UInt64(top), size: 8)
            out += BinaryPlistWriter.bigEndian(UInt64(tableOffset), size: 8)
            return Data(out)
        }
    }

    /// ASCII strings are stored as bytes (0x5n), others as UTF-16 big-endian (0x6n).
    private static func string(_ string: String) -> [UInt8] {
        if string.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(string.utf8)
            return marker(0x50, count: bytes.count) + bytes
        }
        let units = Array(string.utf16)
        var out = marker(0x60, count: units.count)
        for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        return out
    }

    /// Integers in 1, 2, 4 or 8 bytes; negative ones always take 8 (they are signed only there).
    private static func integer(_ value: Int64) -> [UInt8] {
        let unsigned = UInt64(bitPattern: value)
        switch value {
        case 0...0xFF: return [0x10] + bigEndian(unsigned, size: 1)
        case 0x100...0xFFFF: return [0x11] + bigEndian(unsigned, size: 2)
        case 0x1_0000...0xFFFF_FFFF: return [0x12] + bigEndian(unsigned, size: 4)
        default: return [0x13] + bigEndian(unsigned, size: 8)
        }
    }

    /// A marker with the count in its low nibble, or nibble 0xF and the count as an integer object.
    private static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type | UInt8(count)] : [type | 0x0F] + integer(Int64(count))
    }

    private static func byteCount(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
    }
}
