/// The bundle a localization call names: `bundle: .main` (or none),
/// `bundle: .module`, or any other expression (`Bundle(for: X.self)`).
public enum CodeBundle: Sendable, Equatable, Hashable, Codable {
    /// `Bundle.main`, `.main`, or no bundle argument.
    case main
    /// `Bundle.module`, `.module` (a Swift package's resources).
    case module
    /// Any other expression, as written.
    case other(String)
}
