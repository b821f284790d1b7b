/// The constants and enums source files declare, by qualified name, so a
/// quick action's title or Type can be followed to another file:
/// `UserText.openVPN` (a `static let` of `struct UserText`),
/// `AppDelegate.ShortcutKey.search`, `String.QuickActions.search` (a member
/// of `extension String`), `kShortcutSearch` (an Objective-C `#define` or
/// `static NSString * const`). Each file fills its own table in its one walk;
/// `CodeScanner` merges them.
public struct CodeSymbols: Sendable, Equatable {
    package struct Constant: Sendable, Equatable {
        package var value: CodeValue
        package var file: String
        /// An instance member of an enum whose value uses `rawValue` or
        /// `self`: read through a case (`ShortcutType.search.type`).
        package var perCase: Bool = false

        package init(value: CodeValue, file: String, perCase: Bool = false) {
            self.value = value
            self.file = file
            self.perCase = perCase
        }
    }

    package struct EnumCases: Sendable, Equatable {
        /// Case name → raw value; the case name itself when the enum has no String raw values.
        package var cases: [String: String] = [:]
        package var hasStringRawValues: Bool
        package var file: String

        package init(cases: [String: String] = [:], hasStringRawValues: Bool, file: String) {
            self.cases = cases
            self.hasStringRawValues = hasStringRawValues
            self.file = file
        }
    }

    /// Qualified name → its declarations (a name may be declared in several targets).
    package var constants: [String: [Constant]] = [:]
    /// Qualified enum name → its cases.
    package var enums: [String: [EnumCases]] = [:]

    public init() {}

    public var isEmpty: Bool { constants.isEmpty && enums.isEmpty }

    package mutating func add(_ name: String, _ constant: Constant) {
        constants[name, default: []].append(constant)
    }

    package mutating func addEnum(_ name: String, _ cases: EnumCases) {
        if var known = enums[name], let index = known.firstIndex(where: { $0.file == cases.file }) {
            known[index].cases.merge(cases.cases) { first, _ in first }
            enums[name] = known
        } else {
            enums[name, default: []].append(cases)
        }
    }

    package mutating func merge(_ other: CodeSymbols) {
        if constants.isEmpty { constants = other.constants } else {
            constants.merge(other.constants) { $0 + $1 }
        }
        if enums.isEmpty { enums = other.enums } else {
            for (name, list) in other.enums { for cases in list { addEnum(name, cases) } }
        }
    }

    /// Enums with String raw values by simple name: enum → case → raw value.
    package var stringEnums: [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for (name, list) in enums {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            for cases in list where cases.hasStringRawValues {
                result[simple, default: [:]].merge(cases.cases) { first, _ in first }
            }
        }
        return result
    }
}
