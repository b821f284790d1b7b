/// Something the run skipped or did on its way and wants a person to know;
/// printed as `path: warning: message` (or with another label) on stderr.
public struct InputWarning: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String
    /// `warning`, or `note` for things done that need no action.
    public var label: String

    public init(_ message: String, file: String? = nil, label: String = "warning") {
        self.location = file.map { SourceLocation(file: $0) }
        self.message = message
        self.label = label
    }

    public var description: String {
        if let location { return "\(location.description): \(label): \(message)" }
        return "\(label): \(message)"
    }
}
