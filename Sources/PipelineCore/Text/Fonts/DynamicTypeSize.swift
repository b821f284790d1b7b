/// The user's text size (Settings > Display & Brightness > Text Size, and
/// Accessibility's Larger Text), and the point sizes UIKit gives the menu's
/// text styles at each.
///
/// Sizes are Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
/// Dynamic Type sizes" (developer.apple.com/design/human-interface-guidelines/typography#Specifications),
/// the same as read off the iOS simulator. The menu's title is Body and its
/// subtitle Subheadline (UIKit's context-menu metrics), so a title is 17 pt
/// and a subtitle 15 pt at the default size, Large.
public enum DynamicTypeSize: String, Sendable, Codable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    public enum Style: Sendable {
        case body, subheadline
    }

    /// Points of `style` at this size (HIG table).
    public func points(_ style: Style) -> Double {
        let index = DynamicTypeSize.allCases.firstIndex(of: self) ?? 3
        switch style {
        case .body: return DynamicTypeSize.body[index]
        case .subheadline: return DynamicTypeSize.subheadline[index]
        }
    }

    package static let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    package static let subheadline: [Double] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]

    /// A size given at Large, at this text size: the table's value for the
    /// style's own Large size, else scaled as the style scales.
    public func scaled(_ sizeAtLarge: Double, style: Style) -> Double {
        let large = DynamicTypeSize.large.points(style)
        if sizeAtLarge == large { return points(style) }
        return (sizeAtLarge * points(style) / large * 100).rounded() / 100
    }

    /// Accepts the HIG's spellings, any case: `xSmall`, `large`, `AX3`, `xxxl`.
    public init?(name: String) {
        let lower = name.lowercased()
        let aliases = ["xs": "xsmall", "s": "small", "m": "medium", "l": "large", "xl": "xlarge", "xxl": "xxlarge", "xxxl": "xxxlarge"]
        let wanted = aliases[lower] ?? lower
        guard let found = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == wanted }) else { return nil }
        self = found
    }

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
