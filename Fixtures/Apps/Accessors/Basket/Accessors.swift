import Foundation

// xcstrings-tool style accessors (`.table(.key)`) and resources typed
// LocalizedStringResource.
enum Deeplink {
    case cart, help

    var title: LocalizedStringResource {
        switch self {
        case .cart: .deeplinks(.openCart)
        case .help: "deeplink.help"
        }
    }
}

enum Strings {
    static let greeting = LocalizedStringResource("greeting.hello", table: "Settings")
    static var farewell: LocalizedStringResource = "farewell.bye"
}

func documentName() -> String {
    String(localized: .localizable(.documentUntitled))
}

func legacy(_ key: String) -> String {
    // Built at run time: still a finding.
    NSLocalizedString(key + ".title", comment: "")
}
