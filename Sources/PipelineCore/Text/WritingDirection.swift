import CICU

/// Which way a locale's script runs, from ICU (the likely script of the
/// locale: `ar` is Arabic script, `az-Arab` too, `az` is Latin), so the
/// report needs no hand-kept list of right-to-left languages.
public enum WritingDirection: String, Sendable, Codable, Equatable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    public init(locale: String) {
        self = cicu_locale_is_rtl(locale) != 0 ? .rightToLeft : .leftToRight
    }
}
