/// The texts a plural entry shows in one locale: one per category the
/// locale's rules select for whole numbers, as `String.localizedStringWithFormat`
/// would print it for a number of that category (1, 22, 100 …): each
/// `%#@variable@` replaced by the variable's form (else its `other`), and
/// the form's number placeholders by that number. What a quick action whose
/// title or subtitle is a plural shows, so each can be measured.
public enum PluralForms {
    public struct Form: Sendable, Equatable {
        public var category: PluralCategory
        /// A number the category selects, shown in the text.
        public var number: Int
        public var text: String
        /// Where the form is written (else the entry).
        public var location: SourceLocation
    }

    /// Numbers tried for each category; the largest that selects it is shown
    /// (a count up to 100 is common in a badge-like subtitle, and more digits
    /// are wider).
    package static let samples = [0, 1, 2, 3, 5, 11, 12, 21, 22, 100]

    public static func forms(of entry: PluralEntry, locale: String) -> [Form] {
        PluralRules.categoriesForCounts(locale: locale, fractional: false).compactMap { category -> Form? in
            guard let number = samples.last(where: { PluralRules.select(Double($0), locale: locale) == category })
                    ?? (category == .other ? 100 : nil) else { return nil }
            var text = ""
            var location: SourceLocation?
            var rest = Substring(entry.format)
            // `%#@name@` and `%1$#@name@`, as FormatPlaceholders reads them.
            for token in FormatPlaceholders.tokens(entry.format, pluralVariables: true) {
                let start = entry.format.utf8.index(entry.format.utf8.startIndex, offsetBy: token.range.lowerBound)
                let end = entry.format.utf8.index(entry.format.utf8.startIndex, offsetBy: token.range.upperBound)
                let written = String(entry.format[start..<end])
                guard token.placeholder == nil, let name = variableName(written),
                      let variable = entry.variables.first(where: { $0.name == name }) else { continue }
                text += entry.format[rest.startIndex..<start]
                text += numbered(variable.forms[category] ?? variable.forms[.other] ?? "", number)
                location = location ?? variable.formLocations[category] ?? variable.formLocations[.other]
                rest = entry.format[end...]
            }
            text += rest
            return Form(category: category, number: number, text: numbered(text, number), location: location ?? entry.location)
        }
    }

    /// `name` of `%#@name@` or `%1$#@name@`.
    package static func variableName(_ written: String) -> String? {
        guard let hash = written.range(of: "#@"), written.hasSuffix("@"), written.count > 3 else { return nil }
        let name = written[hash.upperBound..<written.index(before: written.endIndex)]
        return name.isEmpty ? nil : String(name)
    }

    /// The text with its integer placeholders (`%d`, `%ld`, `%lld`, `%1$u` …) shown as `number`.
    package static func numbered(_ text: String, _ number: Int) -> String {
        var out = ""
        var rest = Substring(text)
        for token in FormatPlaceholders.tokens(text) {
            guard let placeholder = token.placeholder, "diuxXo".contains(placeholder.kind) else { continue }
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: token.range.lowerBound)
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: token.range.upperBound)
            guard start >= rest.startIndex else { continue }
            out += text[rest.startIndex..<start] + String(number)
            rest = text[end...]
        }
        return out + rest
    }
}
