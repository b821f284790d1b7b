import CICU

/// How a message shows a character that cannot be seen: its code point and
/// Unicode name, from ICU (`U+200B ZERO WIDTH SPACE`).
public enum CharacterNames {
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = codePoint(scalar)
        return name(of: scalar).map { "\(code) \($0)" } ?? code
    }

    /// `U+0007`, `U+1F370`: at least four hex digits, as Unicode writes them.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The Unicode name, nil when ICU has none to give.
    public static func name(of scalar: Unicode.Scalar) -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = cicu_char_name(Int32(bitPattern: scalar.value), &buffer, Int32(buffer.count))
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Unicode normalization forms, through ICU's normalizer: the device looks
/// keys up by their code points, so `Café` composed (NFC) and decomposed
/// (NFD) are two different keys, though Swift's `==` calls them equal.
public enum NormalizationForm: String, Sendable {
    case nfc = "NFC", nfd = "NFD"

    /// The form `text` is in: NFC, NFD, or nil for neither (or both: text
    /// without composable characters is in both, and then nil is not asked).
    public static func of(_ text: String) -> NormalizationForm? {
        let units = Array(text.utf16)
        if cicu_is_nfc(units, Int32(units.count)) == 1 { return .nfc }
        if cicu_is_nfd(units, Int32(units.count)) == 1 { return .nfd }
        return nil
    }

    /// Whether two texts are the same to a person (canonically equivalent)
    /// but not the same code points, as a key lookup compares them.
    public static func differOnlyByNormalization(_ a: String, _ b: String) -> Bool {
        a == b && !a.utf8.elementsEqual(b.utf8)
    }
}
