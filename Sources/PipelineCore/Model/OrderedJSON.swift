/// A JSON value that keeps what `JSONSerialization` throws away: the order of
/// object members, duplicate keys, the text of numbers, and the escapes of
/// strings as written. String Catalogs are read into it and written back from
/// it, so a catalog nobody changed comes out byte for byte as it went in.
public indirect enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(JSONString)
    /// The number as written (`1`, `1.0`, `1e3` stay distinct).
    case number(String)
    case bool(Bool)
    case null

    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var string: String? {
        if case .string(let string) = self { return string.value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// A whole number, if the number is written as one.
    public var int: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The member `name` of an object; the last one when a key repeats, as
    /// `JSONSerialization` keeps the last.
    public func member(_ name: String) -> JSONMember? {
        members?.last { $0.key.value == name }
    }

    /// A short name of the kind of value, for messages.
    public var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON string: its value, and for strings read from a file the escaped
/// text between the quotes, which the writer reuses (so `\/` or `\u00e9`
/// survive a rewrite). A string made in code is escaped as Xcode does.
public struct JSONString: Sendable, Hashable {
    public let value: String
    /// The text between the quotes as read; only the parser sets it, so it
    /// always decodes to `value`.
    package let written: String?

    public init(_ value: String) {
        self.value = value
        self.written = nil
    }

    package init(value: String, written: String) {
        self.value = value
        self.written = written
    }

    /// Equal values are equal strings, however they were escaped.
    public static func == (a: JSONString, b: JSONString) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// One `"key" : value` of an object.
public struct JSONMember: Sendable, Equatable {
    public var key: JSONString
    public var value: JSONValue
    /// Where the key's opening quote is; nil for members made in code.
    public var location: SourceLocation?

    public init(key: String, value: JSONValue, location: SourceLocation? = nil) {
        self.key = JSONString(key)
        self.value = value
        self.location = location
    }

    package init(key: JSONString, value: JSONValue, location: SourceLocation?) {
        self.key = key
        self.value = value
        self.location = location
    }

    /// Same key and value; where they were read does not matter.
    public static func == (a: JSONMember, b: JSONMember) -> Bool { a.key == b.key && a.value == b.value }
}

/// A whole JSON file: the value, the white space around it, and the encoding,
/// so that writing it back changes nothing that was not changed.
public struct JSONDocument: Sendable, Equatable {
    public var root: JSONValue
    /// White space before and after the value as read (Xcode writes none
    /// before and no final newline after).
    public var leading: String
    public var trailing: String
    public var encoding: TextEncoding

    public init(root: JSONValue, leading: String = "", trailing: String = "", encoding: TextEncoding = .utf8) {
        self.root = root
        self.leading = leading
        self.trailing = trailing
        self.encoding = encoding
    }
}
