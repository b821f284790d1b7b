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
