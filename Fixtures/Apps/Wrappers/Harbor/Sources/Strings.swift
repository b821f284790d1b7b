import Foundation

/// The app's own lookup: its keys are in the app's tables.
internal func XLoc(_ key: String, value: String, comment: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Marker.self), value: value, comment: comment)
}

private final class Marker {}
