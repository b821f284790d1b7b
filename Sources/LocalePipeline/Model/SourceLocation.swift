/// A place in an input file. Lines and columns are 1-based; columns count
/// Unicode scalars, so they mean the same in UTF-8 and UTF-16 files.
public struct SourceLocation: Sendable, Hashable, Codable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers and editors print it.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}
