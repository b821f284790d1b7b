import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

/// A plural form of category `one` (or `two`, `zero`) that writes the
/// number ("1 непрочитанное уведомление") instead of the format's argument,
/// in a language whose CLDR rule gives that category to other numbers too:
/// Russian `one` also serves 21, 31 and 101, so those users read "1 …" for
/// 21 items. Android Lint calls this ImpliedQuantity; the numbers come from
/// ICU's plural rules for the locale (whole numbers below 1100), not from a
/// list of languages. A form that writes a word ("одно уведомление") is
/// the translator's choice and not judged.
public struct ImpliedQuantity: Check {
    public static let code = "implied-quantity"
    public static let summary = "A plural one/two/zero form writes the digit instead of the count, in a language where that form also serves other numbers (ru one: 21, 31, 101)."
    public static let severity = Severity.warning
    static let english: [PluralCategory: String] = [.one: "1 unread notification", .other: "%d unread notifications"]
    public static let examples: [CheckExample] = [
        .triggers(.plural(base: english, translation: [.one: "↓1 непрочитанное уведомление", .few: "%d непрочитанных уведомления",
                                                      .many: "%d непрочитанных уведомлений", .other: "%d непрочитанного уведомления"], locale: "ru")),
        .triggers(.plural(base: english, translation: [.one: "↓1 непрачытанае апавяшчэнне", .few: "%d непрачытаныя апавяшчэнні",
                                                      .many: "%d непрачытаных апавяшчэнняў", .other: "%d непрачытанага апавяшчэння"], locale: "be")),
        // Latvian gives `zero` to 10-20 and 30, 40, …: a zero form that writes 0 is read for them too.
        .triggers(.plural(base: english, translation: [.zero: "↓0 nelasītu paziņojumu", .one: "%d nelasīts paziņojums",
                                                      .other: "%d nelasīti paziņojumi"], locale: "lv")),
        .triggers(.plural(base: english, translation: [.one: "↓1 neprebrano obvestilo", .two: "↓2 neprebrani obvestili",
                                                      .few: "%d neprebrana obvestila", .other: "%d neprebranih obvestil"], locale: "sl")),
        .triggers(.plural(base: english, translation: [.one: "↓1 ólesin tilkynning", .other: "%d ólesnar tilkynningar"], locale: "is")),
        .triggers(.plural(base: english, translation: [.one: "↓1 bhrath gun leughadh", .two: "%d bhrath gun leughadh",
                                                      .few: "%d brathan gun leughadh", .other: "%d brath gun leughadh"], locale: "gd")),
        // English `one` is 1 alone: writing it is fine.
        .passes(ExampleProject(stringsdicts: ["en": [TableName.localizable: ExampleProject.stringsdict(forms: english)]])),
        // The count written as the argument, or a word instead of a digit.
        .passes(.plural(base: english, translation: [.one: "%d непрочитанное уведомление", .few: "%d непрочитанных уведомления",
                                                    .many: "%d непрочитанных уведомлений", .other: "%d непрочитанного уведомления"], locale: "ru")),
        .passes(.plural(base: english, translation: [.one: "Одно непрочитанное уведомление", .few: "%d непрочитанных уведомления",
                                                    .many: "%d непрочитанных уведомлений", .other: "%d непрочитанного уведомления"], locale: "ru")),
        // German `one` is 1 alone too; a digit inside a larger number is not the count.
        .passes(.plural(base: english, translation: [.one: "1 ungelesene Nachricht", .other: "%d ungelesene Nachrichten"], locale: "de")),
        .passes(.plural(base: english, translation: [.one: "%d уведомление за 21 день", .few: "%d уведомления", .many: "%d уведомлений",
                                                    .other: "%d уведомления"], locale: "ru")),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        PluralCategories.variables(in: context).flatMap { item -> [Diagnostic] in
            let language = AppFolder.normalizedBase(item.locale)
            return [PluralCategory.zero, .one, .two].compactMap { category -> Diagnostic? in
                guard let form = item.variable.forms[category], let digit = Self.nominal[category],
                      Self.writesDigit(digit, in: form) else { return nil }
                let others = Self.numbers(category, language: language).filter { $0 != digit }
                guard !others.isEmpty else { return nil }
                return finding("\(item.locale): the \(category.rawValue) form of plural variable \"\(item.variable.name)\" of \"\(item.entry.key)\" writes \(digit) instead of the count, but \(item.locale) \(category.rawValue) is also used for \(Self.examples(others)): those users read \"\(digit) …\"; write the count's placeholder (as the other forms do) or a word",
                               locale: item.locale, key: item.entry.key, table: item.table, at: item.variable.location(of: category))
            }
        }
    }

    /// The number each category stands for in the languages where it is one number.
    static let nominal: [PluralCategory: Int] = [.zero: 0, .one: 1, .two: 2]

    /// Whether `form` writes `digit` as a number of its own and no numeric
    /// placeholder (the count): digits of a larger number ("21") do not count.
    static func writesDigit(_ digit: Int, in form: String) -> Bool {
        let tokens = FormatPlaceholders.tokens(form, pluralVariables: true)
        if tokens.contains(where: { token in token.placeholder.map { !"@sc".contains($0.kind) } ?? false }) { return false }
        let characters = Array(form)
        for (index, character) in characters.enumerated() where character.wholeNumberValue == digit && character.isNumber {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            // Not part of a longer number (a digit, or a decimal or grouping separator between digits).
            if before.isNumber || after.isNumber { continue }
            if (before == "." || before == ",") && index > 1 && characters[index - 2].isNumber { continue }
            if (after == "." || after == ",") && index + 2 < characters.count && characters[index + 2].isNumber { continue }
            return true
        }
        return false
    }

    /// The whole numbers below 1100 that `language`'s cardinal rules give
    /// `category`, from ICU; cached per language and category.
    static func numbers(_ category: PluralCategory, language: String) -> [Int] {
        let key = language + "/" + category.rawValue
        if let known = cache.withLock({ $0[key] }) { return known }
        let found = (0..<1100).filter { PluralRules.select(Double($0), locale: language) == category }
        cache.withLock { $0[key] = found }
        return found
    }

    private static let cache = LockedDictionary()

    /// "21, 31, 101": the first two, and the first past 100 when there is one.
    static func examples(_ numbers: [Int]) -> String {
        var shown = Array(numbers.prefix(2))
        if let large = numbers.first(where: { $0 > 100 && !shown.contains($0) }) {
            shown.append(large)
        } else if numbers.count > 2 {
            shown.append(numbers[2])
        }
        return shown.map(String.init).joined(separator: ", ")
    }

    private final class LockedDictionary: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: [Int]] = [:]

        func withLock<T>(_ body: (inout [String: [Int]]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&values)
        }
    }
}
