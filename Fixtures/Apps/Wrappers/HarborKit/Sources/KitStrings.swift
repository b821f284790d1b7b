import Foundation

/// The framework's lookup, of the same name as the app's: its keys are in the framework's tables.
internal func XLoc(_ key: String, value: String, comment: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Marker.self), value: value, comment: comment)
}

/// A lookup other modules call: it still reads this framework's tables.
public func KitText(_ key: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Marker.self), comment: "")
}

private final class Marker {}
