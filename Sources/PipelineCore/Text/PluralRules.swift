import CICU

/// CLDR plural categories, from ICU's plural rules through CICU.
public enum PluralCategory: String, Sendable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

public enum PluralRules {
    /// The cardinal categories a locale's rules select (e.g. ru: one, few, many, other).
    /// Unknown locales get the root rules (other only).
    public static func categories(for locale: String) -> [PluralCategory] {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = cicu_plural_categories(locale, &buffer, Int32(buffer.count))
        guard length >= 0 else { return [.other] }
        let text = PluralRules.text(buffer)
        let found = text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }
        return found.isEmpty ? [.other] : found
    }

    /// The categories a locale selects for the counts a format can show:
    /// whole numbers below 1100, and with `fractional` tenths below 11, and
    /// `other`, which Foundation falls back to. A
    /// category only millions select (French `many`) or only fractions do
    /// (Czech `many`, for an integer format) is not among them.
    public static func categoriesForCounts(locale: String, fractional: Bool) -> [PluralCategory] {
        let bits = cicu_plural_categories_for_counts(locale, fractional ? 1 : 0)
        guard bits > 0 else { return [.other] }
        // `other` always: Foundation falls back to it (in Russian only fractions select it).
        return PluralCategory.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 || $0.element == .other }.map(\.element)
    }

    /// The category a locale's rules select for a number.
    public static func select(_ number: Double, locale: String) -> PluralCategory {
        var buffer = [CChar](repeating: 0, count: 16)
        guard cicu_plural_select(locale, number, &buffer, Int32(buffer.count)) > 0 else { return .other }
        return PluralCategory(rawValue: PluralRules.text(buffer)) ?? .other
    }

    /// A NUL-terminated C buffer as text.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
