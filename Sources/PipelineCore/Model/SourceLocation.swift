/// A place in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars, so they mean the same in UTF-8 and UTF-16 files.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var file: String
    // 32 bits each, 0 for none: every entry of every table carries a
    // location, and on a large app two optional Ints per entry cost tens of MB.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var line: Int? {
        get { Self.unpack(storedLine) }
        set { storedLine = Self.pack(newValue) }
    }

    public var column: Int? {
        get { Self.unpack(storedColumn) }
        set { storedColumn = Self.pack(newValue) }
    }

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.storedLine = Self.pack(line)
        self.storedColumn = Self.pack(column)
    }

    private static func pack(_ value: Int?) -> UInt32 {
        guard let value else { return 0 }
        return UInt32(clamping: value) &+ (value < Int(UInt32.max) ? 1 : 0)
    }

    private static func unpack(_ stored: UInt32) -> Int? {
        stored == 0 ? nil : Int(stored) - 1
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try container.decode(String.self, forKey: .file),
                  line: try container.decodeIfPresent(Int.self, forKey: .line),
                  column: try container.decodeIfPresent(Int.self, forKey: .column))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encodeIfPresent(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
    }

    /// `path:line:column`, as compilers and editors print it (control
    /// characters in the path written visibly, so the line stays one line).
    public var description: String {
        var text = TerminalText.escape(file)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
