// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

internal enum L10n {
  internal enum QuickAction {
    /// Within 10 km
    internal static let nearbySubtitle = L10n.tr("Localizable", "quick_action.nearby_subtitle", fallback: "Within 10 km")
  }
  internal enum Settings {
    /// Plural format key: "%#@trails@"
    internal static func savedCount(_ p1: Int) -> String {
      return L10n.tr("Localizable", "settings.saved_count", p1, fallback: "Plural format key: \"%#@trails@\"")
    }
    /// Units
    internal static let units = L10n.tr("Localizable", "settings.units", fallback: "Units")
  }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
