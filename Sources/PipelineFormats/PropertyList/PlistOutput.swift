import Foundation
import PipelineCore

/// How a generated property list is written.
public enum PlistFormat: String, Sendable, CaseIterable {
    case xml, binary
}

/// Turns `PlistValue`s into property list bytes that are the same for the
/// same value on every run.
///
/// XML goes through Foundation's `PropertyListSerialization`, which sorts
/// dictionary keys. Its binary writer does not: on Linux it writes keys in
/// hash order, which changes from one process to the next. Binary plists
/// come from `PropertyListEncoder`, whose binary output (swift-foundation)
/// is the same in every process, and are read back with
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
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            guard let data = try? encoder.encode(value),
                  let decoded = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                  PlistValue(any: decoded) == value else {
                throw InputError("the binary property list written does not read back as written")
            }
            return data
        }
    }
}

extension PlistValue {
    /// The value as Foundation's property list types.
    package var foundationValue: Any {
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

extension PlistValue: Encodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let array):
            var container = encoder.unkeyedContainer()
            for element in array { try container.encode(element) }
        case .dictionary(let dictionary):
            var container = encoder.container(keyedBy: Key.self)
            // The encoder writes keys in the order given: sorted, as Xcode and PropertyListSerialization write them.
            for (key, element) in dictionary.sorted(by: { $0.key < $1.key }) { try container.encode(element, forKey: Key(stringValue: key)) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let string): try container.encode(string)
            case .integer(let integer): try container.encode(integer)
            case .real(let real): try container.encode(real)
            case .bool(let bool): try container.encode(bool)
            case .date(let seconds): try container.encode(Date(timeIntervalSinceReferenceDate: seconds))
            case .data(let bytes): try container.encode(Data(bytes))
            case .array, .dictionary: break
            }
        }
    }
}
