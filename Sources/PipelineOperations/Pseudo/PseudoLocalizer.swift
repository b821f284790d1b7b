import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// A pseudo-localization: how the development text is disguised so that a
/// run of the app shows, before any translation exists, what a translation
/// will do to it.
public enum PseudoStyle: String, Sendable, CaseIterable {
    /// Latin letters become accented look-alikes: `Search` → `Šéáŕçĥ`.
    /// Shows text that is not localized (it stays plain) and fonts or
    /// clipping that cannot take diacritics.
    case accented
    /// Text grows as translations grow (see `PseudoLocalizer.expansion`).
    /// Shows titles that will not fit in German or Finnish.
    case expanded
    /// `[` and `]` around each string: a cut-off end or a string built by
    /// concatenation shows at once.
    case bounded
    /// Text forced right to left with bidi controls, in an RTL locale: shows
    /// layouts that do not mirror.
    case rtl

    /// The pseudo-locale's code. Region codes XA–XZ are private use in BCP 47
    /// (and ISO 3166), so they never clash with a real locale. `XA` for
    /// accented and `ar-XB` for right to left are Android's and Chromium's
    /// names; `XE` (expanded) and `XM` (markers) are ours. The LTR styles keep
    /// the development language (`en-XA` for an English base, `de-XA` for a
    /// German one); the RTL style must be Arabic so iOS mirrors the layout.
    public func locale(baseLocale: String) -> String {
        let language = baseLocale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        switch self {
        case .accented: return "\(language)-XA"
        case .expanded: return "\(language)-XE"
        case .bounded: return "\(language)-XM"
        case .rtl: return "ar-XB"
        }
    }
}

/// Turns development text into pseudo-localized text, leaving alone what
/// the app or Foundation reads: printf placeholders (`%@`, `%1$@`, `%lld`,
/// `%.2f`), `%%`, plural variables (`%#@files@`, `%1$#@files@`) and
/// backslash escapes written into the text (`\n`). Every transform is
/// deterministic: the same text gives the same result on every run.
public struct PseudoLocalizer: Sendable {
    public let style: PseudoStyle

    public init(style: PseudoStyle) {
        self.style = style
    }

    /// The pseudo-localized text. An empty string stays empty (an empty
    /// translation is deliberate, and there is nothing to show).
    public func localize(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        let segments = Self.segments(text)
        switch style {
        case .accented:
            return segments.map { $0.isProtected ? $0.text : Self.accent($0.text) }.joined()
        case .expanded:
            return Self.expand(text)
        case .bounded:
            return "[" + text + "]"
        case .rtl:
            return Self.rightToLeft(segments)
        }
    }

    /// A plural entry with every form pseudo-localized; its format too when
    /// it has text of its own (`%#@files@ in %#@folders@`), not when it only
    /// names variables (`%#@count@`), which would mark the string twice.
    /// Keys, variable names, value types and the set of forms stay as they are.
    public func localize(_ entry: PluralEntry) -> PluralEntry {
        var result = entry
        if Self.hasText(entry.format) { result.format = localize(entry.format) }
        result.variables = entry.variables.map { variable in
            var copy = variable
            copy.forms = variable.forms.mapValues(localize)
            return copy
        }
        return result
    }

    // MARK: Segments

    /// A run of text, or something to keep byte for byte.
    package struct Segment: Equatable {
        package var text: String
        package var isProtected: Bool
    }

    /// Splits text into runs of plain text and protected runs: placeholders,
    /// `%%` and plural variables (found by `FormatPlaceholders`, the checks'
    /// own scanner) and backslash escapes (`\n`, `\U00E9`). Every boundary is
    /// an ASCII byte, so the runs are cut from the UTF-8 bytes.
    package static func segments(_ text: String) -> [Segment] {
        let bytes = Array(text.utf8)
        var protected = FormatPlaceholders.tokens(text, pluralVariables: true).map(\.range)
        // Backslash escapes outside format syntax.
        var i = 0
        var next = 0
        while i < bytes.count {
            while next < protected.count, protected[next].upperBound <= i { next += 1 }
            if next < protected.count, protected[next].contains(i) { i = protected[next].upperBound; continue }
            if bytes[i] == UInt8(ascii: "\\"), let end = escapeEnd(bytes, from: i) {
                protected.insert(i..<end, at: next)
                i = end
            } else if bytes[i] == UInt8(ascii: "$"), let end = tokenEnd(bytes, from: i) {
                // `${applicationName}`, `${workout}`: App Shortcut and Siri intent tokens.
                protected.insert(i..<end, at: next)
                i = end
            } else {
                i += 1
            }
        }
        var segments: [Segment] = []
        var plainStart = 0
        func piece(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        for range in protected {
            if plainStart < range.lowerBound { segments.append(Segment(text: piece(plainStart..<range.lowerBound), isProtected: false)) }
            segments.append(Segment(text: piece(range), isProtected: true))
            plainStart = range.upperBound
        }
        if plainStart < bytes.count { segments.append(Segment(text: piece(plainStart..<bytes.count), isProtected: false)) }
        return segments
    }

    /// Where a `${name}` token starting at `start` ends (a name of ASCII
    /// letters, digits and `_`), or nil when there is none.
    private static func tokenEnd(_ s: [UInt8], from start: Int) -> Int? {
        guard start + 2 < s.count, s[start + 1] == UInt8(ascii: "{") else { return nil }
        var end = start + 2
        while end < s.count, s[end] == UInt8(ascii: "_") || (s[end] >= 0x30 && s[end] <= 0x39) || ((s[end] | 0x20) >= 0x61 && (s[end] | 0x20) <= 0x7A) { end += 1 }
        return end > start + 2 && end < s.count && s[end] == UInt8(ascii: "}") ? end + 1 : nil
    }

    /// Where a backslash escape starting at `start` ends: `\n`, `\"`, or
    /// `\U00E9` with its (up to four) hex digits.
    private static func escapeEnd(_ s: [UInt8], from start: Int) -> Int? {
        guard start + 1 < s.count else { return nil }
        var end = start + 2
        // The escaped character may be non-ASCII: keep its whole UTF-8 sequence.
        while end < s.count, s[end] & 0xC0 == 0x80 { end += 1 }
        if s[start + 1] == UInt8(ascii: "U") || s[start + 1] == UInt8(ascii: "u") {
            while end < s.count, end < start + 6, (s[end] >= 0x30 && s[end] <= 0x39) || ((s[end] | 0x20) >= 0x61 && (s[end] | 0x20) <= 0x66) { end += 1 }
        }
        return end
    }

    /// Whether a text has anything besides placeholders and white space.
    package static func hasText(_ text: String) -> Bool {
        segments(text).contains { !$0.isProtected && $0.text.unicodeScalars.contains { !$0.properties.isWhitespace } }
    }

    // MARK: Accented

    /// One precomposed look-alike per ASCII letter (Android's choices where it
    /// has one), so a letter stays one grapheme of one column.
    package static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let lower = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž"
        let upper = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (plain, accented) in zip("abcdefghijklmnopqrstuvwxyz".unicodeScalars, lower.unicodeScalars) { map[plain] = accented }
        for (plain, accented) in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars, upper.unicodeScalars) { map[plain] = accented }
        return map
    }()

    package static func accent(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(accents[scalar] ?? scalar) }
        return String(out)
    }

    // MARK: Expanded

    /// How much longer translations run than English, by the English text's
    /// length in characters (IBM's guideline for translatable text): the
    /// lower bound of each range, the growth a translation will very likely
    /// reach. `upTo` nil is "longer than that".
    public static let expansion: [(upTo: Int?, percent: Int)] = [
        (10, 200),   // up to 10 characters: 200–300%
        (20, 80),    // 11–20: 80–100%
        (30, 60),    // 21–30: 60–80%
        (50, 40),    // 31–50: 40–60%
        (70, 31),    // 51–70: 31–40%
        (nil, 30),   // over 70: 30%
    ]

    /// The characters added to a text of `length` characters (rounded up).
    public static func addedLength(for length: Int) -> Int {
        guard length > 0 else { return 0 }
        let percent = expansion.first { $0.upTo.map { length <= $0 } ?? true }?.percent ?? 30
        return (length * percent + 99) / 100
    }

    /// Words added to lengthen text, as Android's pseudo-locale does: they
    /// break between lines like real words, where a run of `~` would not.
    package static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                              "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                              "eighteen", "nineteen", "twenty"]

    /// The text with `addedLength` characters of filler words, put before
    /// any white space it ends with (a prefix such as `Checking in at ` keeps
    /// its trailing space). Length counts characters (grapheme clusters).
    package static func expand(_ text: String) -> String {
        let added = addedLength(for: text.count)
        var core = Substring(text)
        var trailing = Substring("")
        while let last = core.last, last.isWhitespace {
            core = core.dropLast()
            trailing = text[core.endIndex...]
        }
        return String(core) + filler(count: added) + String(trailing)
    }

    /// Exactly `count` characters: ` one two three…`, the last word cut to fit.
    package static func filler(count: Int) -> String {
        var out = ""
        var index = 0
        while out.count < count {
            let word = fillerWords[index % fillerWords.count]
            index += 1
            let remaining = count - out.count
            if remaining >= word.count + 1 {
                out += " " + word
            } else if remaining >= 2 {
                out += " " + word.prefix(remaining - 1)
            } else {
                out += "s"   // one character short of a word: the last one grows a plural
            }
        }
        return out
    }

    // MARK: Right to left

    package static let rightToLeftMark = "\u{200F}"
    package static let rightToLeftOverride = "\u{202E}"
    package static let popDirectionalFormatting = "\u{202C}"

    /// U+200F RIGHT-TO-LEFT MARK first (the paragraph is RTL even when it
    /// starts with a placeholder), then each run of text, line by line,
    /// between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C POP DIRECTIONAL
    /// FORMATTING, so Latin letters run right to left. Placeholders stay
    /// outside the overrides: the values the app puts in are not reversed.
    /// Line breaks stay outside too (a paragraph break ends an override).
    package static func rightToLeft(_ segments: [Segment]) -> String {
        var out = rightToLeftMark
        for segment in segments {
            if segment.isProtected {
                out += segment.text
                continue
            }
            var line = ""
            for character in segment.text {
                if character.isNewline {
                    if !line.isEmpty { out += rightToLeftOverride + line + popDirectionalFormatting }
                    line = ""
                    out.append(character)
                } else {
                    line.append(character)
                }
            }
            if !line.isEmpty { out += rightToLeftOverride + line + popDirectionalFormatting }
        }
        return out
    }
}
