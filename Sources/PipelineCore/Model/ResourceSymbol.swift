/// A reference to a generated `LocalizedStringResource` symbol: Xcode 26's
/// String Catalog symbols (`Text(.cartCheckoutTitle)`,
/// `String(localized: .itemsCount(3))`, `.Settings.title` for the `Settings`
/// table) and xcstrings-tool's accessors (`.localizable(.footerText(2))`,
/// `String(localized: .app(.documentTitle))`). The code that declares them is
/// generated at build time and never in the repository, so the key is found
/// by matching the name against the catalog keys once the tables are read
/// (`CodeExtraction.resolveResourceSymbols`).
public struct ResourceSymbolUse: Sendable, Equatable {
    /// The member named: `cartCheckoutTitle`, `footerText`.
    public var name: String
    /// The table the reference names (`app` in `.app(.documentTitle)`,
    /// `Settings` in `.Settings.title`); nil for the default table.
    public var table: String?
    /// The view, modifier or call it is given to, as `LocalizedStringUse.function` says.
    public var function: String?
    public var location: SourceLocation

    public init(name: String, table: String? = nil, function: String? = nil, location: SourceLocation) {
        self.name = name
        self.table = table
        self.function = function
        self.location = location
    }

    /// How a key or table name and the symbol made from it are compared:
    /// letters and digits only, lowercased. Xcode and xcstrings-tool both turn
    /// a key into a lower-camel-case identifier by dropping the characters an
    /// identifier cannot hold and capitalizing the word after each (`cart.checkout_title`,
    /// `Cart Checkout Title` and `CART_CHECKOUT_TITLE` all become
    /// `cartCheckoutTitle`); comparing without separators and case matches
    /// every such spelling without depending on the exact capitalization rule.
    public static func fingerprint(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
            .lowercased()
    }
}
