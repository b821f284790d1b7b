/// An input the run cannot use: unreadable, malformed, or a bad setting.
/// The command line prints it as `path:line:column: error: message` and exits 2.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.location = location
        self.message = message
    }

    public init(_ message: String, file: String, line: Int? = nil, column: Int? = nil) {
        self.init(message, at: SourceLocation(file: file, line: line, column: column))
    }

    /// As printed: control characters from the input are written visibly (see `TerminalText`).
    public var description: String {
        if let location { return "\(location.description): error: \(TerminalText.escape(message))" }
        return "error: \(TerminalText.escape(message))"
    }
}
