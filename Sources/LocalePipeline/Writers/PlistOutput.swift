import Foundation

/// How a generated property list is written.
public enum PlistFormat: String, Sendable, CaseIterable {
    case xml, binary
}

/// Turns `PlistValue`s into property list bytes that are the same for the
/// same value on every run.
///
/// XML goes through Foundation's `PropertyListSerialization`, which sorts
/// dictionary keys. Its binary writer does not: on Linux it writes keys in
/// hash order, which changes from one process to the next, so binary plists
/// come from `BinaryPlistWriter` (keys sorted) and are read back with
/// `PropertyListSerialization` to prove they say the same.
public enum PlistOutput {
    public static func data(_ value: PlistValue, format: PlistFormat) throws(InputError) -> Data {
        switch format {
        case .xml:
            do {
                return try PropertyListSerialization.data(fromPropertyList: value.foundationValue, format: .xml, options: 0)
            } catch {
                throw InputError("cannot write the property list: \(error.localizedDescription)")
            }
        case .binary:
            let data = BinaryPlistWriter.encode(value)
            guard let decoded = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                  PlistValue(any: decoded) == value else {
                throw InputError("the binary property list written does not read back as written")
            }
            return data
        }
    }
}

extension PlistValue {
    /// The value as Foundation's property list types.
    var foundationValue: Any {
        switch self {
        case .string(let string): return string
        case .integer(let integer): return integer
        case .real(let real): return real
        case .bool(let bool): return bool
        case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): return Data(bytes)
        case .array(let array): return array.map(\.foundationValue)
        case .dictionary(let dictionary): return dictionary.mapValues(\.foundationValue)
        }
    }
}
