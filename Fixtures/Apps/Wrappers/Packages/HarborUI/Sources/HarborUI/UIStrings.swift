import Foundation

/// The package's lookup, of the same name again: its keys are in the package's tables.
func XLoc(_ key: String, value: String, comment: String) -> String {
    Bundle.module.localizedString(forKey: key, value: value, table: nil)
}
