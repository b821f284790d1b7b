import PipelineCore
import PipelineFormats
import PipelineProject

/// A number or a link in the source is a fact the translation must keep:
/// `Up to 5 devices`, `Requires iOS 17`, `https://example.com/help`. Digits
/// of the locale's own script (`٥` in Arabic) and its separators (`1.000`,
/// `1 000`, `1,5`) are the same number; placeholders (`%d`, `%1$@`,
/// `${count}`) are not numbers. A number of one digit may be spelled out
/// (`2 Minutes`, `zwei Minuten`), as style guides ask, and one joined to
/// letters in the source is part of a word (`3rd-party`, `mp3`): neither is
/// looked for. A link may change its path (a localized page) but not its host.
public struct NumberMismatch: TranslationCheck {
    public static let code = "number-mismatch"
    public static let summary = "A number or URL of the source is missing or changed in the translation (the locale's own digits accepted)."
    public static let severity = Severity.warning
    public static let examples: [CheckExample] = [
        .triggers(base: "Up to 10 devices", translation: "Bis zu 5 Geräte", locale: "de"),
        .triggers(base: "Requires iOS 17 or later", translation: "Requiert iOS 16 ou une version ultérieure", locale: "fr"),
        .triggers(base: "Copyright 2024", translation: "Copyright", locale: "de"),
        // A copyright range's last year ages with every release; its first stays.
        .passes(base: "Copyright © 2012-2024 Bryce Cogswell.", translation: "Urheberrecht © 2012-2020 Bryce Cogswell.", locale: "de"),
        .triggers(base: "Copyright © 2012-2024 Bryce Cogswell.", translation: "Urheberrecht © 2014-2024 Bryce Cogswell.", locale: "de"),
        .triggers(base: "See https://duckduckgo.com/windows", translation: "Siehe die Hilfe", locale: "de"),
        // Three of four translations keep the app's own site: the fourth is a mistake.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"visit\" = \"Visit https://duckduckgo.com/windows\";"],
            "de": [TableName.localizable: "\"visit\" = \"Besuche https://duckduckgo.com/windows\";"],
            "fr": [TableName.localizable: "\"visit\" = \"Visitez https://duckduckgo.com/windows\";"],
            "es": [TableName.localizable: "\"visit\" = \"Visita https://duckduckgo.com/windows\";"],
            "it": [TableName.localizable: "↓\"visit\" = \"Visita https://duckgo.com/windows\";"],
        ])),
        // A sample host most translations localize.
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"url\" = \"https://homeassistant.myhouse.com\";"],
            "de": [TableName.localizable: "\"url\" = \"https://homeassistant.meinhaus.de\";"],
            "da": [TableName.localizable: "\"url\" = \"https://homeassistant.mithjem.dk\";"],
            "fr": [TableName.localizable: "\"url\" = \"https://homeassistant.myhouse.com\";"],
        ])),
        .passes(base: "30 minutes", translation: "半小時", locale: "zh-Hant"),
        .passes(base: "Skip 100 items", translation: "דלג על מאה פריטים", locale: "he"),
        .passes(base: "Try http:// or https://?", translation: "Versuchen Sie http:// oder https://?", locale: "de"),
        .passes(base: "URL (e.g. https://matrix.org)", translation: "網址（例如 https://matrix.org）", locale: "zh-Hant"),
        .passes(base: "Up to 10 devices", translation: "حتى ١٠ أجهزة", locale: "ar"),
        .passes(base: "2 Minutes", translation: "zwei Minuten", locale: "de"),
        .passes(base: "A 60-second countdown", translation: "60sekundový odpočet", locale: "cs"),
        .passes(base: "1,000 photos", translation: "1.000 Fotos", locale: "de"),
        .passes(base: "%1$d of %2$d", translation: "%2$d 中 %1$d", locale: "zh-Hans"),
        .passes(base: "100% of 25 files (%lld MB)", translation: "100 % von 25 Dateien (%lld MB)", locale: "de"),
        .triggers(base: "100% of 25 files", translation: "100 % von 24 Dateien", locale: "de"),
        .passes(base: "See https://example.org/help", translation: "Voir https://example.org/fr/aide", locale: "fr"),
        .passes(base: "Block 3rd-party trackers", translation: "Tracker von Drittanbietern blockieren", locale: "de"),
        .passes(base: "www.example.com", translation: "www.ejemplo.com", locale: "es"),
        // A number the source repeats, said once.
        .passes(base: "You have 30 days to undo this. After 30 days, your data is deleted.",
                translation: "Kamu punya waktu 30 hari untuk membatalkan. Setelahnya, datamu dihapus.", locale: "id"),
        .triggers(base: "You have 30 days to undo this. After 30 days, your data is deleted.",
                  translation: "Kamu punya waktu 14 hari untuk membatalkan. Setelahnya, datamu dihapus.", locale: "id"),
        // An example value localized: Moscow's coordinates for San Francisco's.
        // A sample date or time is written in the locale's own format.
        .passes(base: "12/22/20, 7:55 PM", translation: "22.12.20, 19:55", locale: "ru"),
        .passes(base: "Jun 17, 2014 5:54 PM UTC", translation: "17-06-2014 17:54 UTC", locale: "es"),
        // A space groups thousands before three digits only: "2014 17" is two numbers.
        .passes(base: "Since 2014, 17 new maps", translation: "Depuis 2014 17 nouvelles cartes", locale: "fr"),
        .passes(base: "10,000 points", translation: "10 000 points", locale: "fr"),
        .triggers(base: "Last edited 12/22/20 by 15 people", translation: "Zuletzt bearbeitet am 22.12.20 von 5 Personen", locale: "de"),
        .passes(base: "Latitude in degrees (e.g., 37.7749)", translation: "Широта в градусах (например, 55.7558)", locale: "ru"),
        .passes(base: "Longitude in degrees (e.g., -122.4194)", translation: "Географска дужина у степенима (нпр. 20.2654)", locale: "sr"),
        .triggers(base: "Between 0 and 90 degrees (e.g., 37.7749)", translation: "Между 0 и 80 градусами (например, 55.7558)", locale: "ru"),
    ]

    public init() {}

    /// What a development text holds that a translation must keep (nil: nothing).
    package struct Facts {
        package var numbers: [Number]
        package var links: [Link]

        /// Each number once: a number the source repeats ("30 days … after 30
        /// days") is one fact, which a translation may state once (issue 48).
        package var distinctNumbers: [Number] {
            numbers.enumerated().filter { index, number in !numbers[..<index].contains(number) }.map(\.element)
        }
    }

    /// A translation with a problem, or with a link to a host of its own
    /// (a mistake only if most translations keep the source's: decided at the end).
    package struct Candidate {
        package var slot: TranslationSlot
        package var entry: StringsEntry
        package var problems: [String]
        package var changedHosts: [Link]
    }

    private var candidates: [Candidate] = []
    /// Per table, key and source host: translations that keep the host, and all.
    private var keeping: [String: (kept: Int, all: Int)] = [:]

    private static func id(_ table: String, _ key: String, _ host: String) -> String { "\(table)\u{0}\(key)\u{0}\(host)" }

    public func findings(in context: CheckContext) -> [Diagnostic] { findingsOfItsOwnWalk(in: context) }
    package static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }

    package func source(of entry: StringsEntry) -> Facts? { Self.facts(entry) }

    @inline(__always) package mutating func visit(_ pair: TranslationPair, in slot: TranslationSlot, source facts: Facts?) -> Diagnostic? {
        guard let facts else { return nil }
        let value = pair.value
        guard !TextScan.sameBytes(value, pair.sourceValue), !EmptyTranslation.isBlank(value) else { return nil }
        var problems: [String] = []
        let ours = Self.numbers(in: value, wordsToo: true)
        // A translation without any digit spelled its numbers out (`半小時` for 30
        // minutes, `מאה` for 100 in Hebrew); a number of four digits or more
        // (a year, a size, a limit) is kept all the same.
        let theirs = ours.isEmpty ? facts.distinctNumbers.filter { $0.digits > 3 } : facts.distinctNumbers
        var remaining = ours
        let missing = theirs.filter { number in
            guard let index = remaining.firstIndex(of: number) else { return true }
            remaining.remove(at: index)
            return false
        }
        if !missing.isEmpty {
            problems.append("lacks the number\(missing.count == 1 ? "" : "s") \(missing.map(\.description).joined(separator: ", ")) of its source")
        }
        let sourceLinks = facts.links
        let links = sourceLinks.isEmpty ? [] : Self.urls(in: value)
        if links.count < sourceLinks.count {
            let hosts = Set(links.map(\.host))
            let lost = sourceLinks.filter { !hosts.contains($0.host) }.map(\.text)
            problems.append("lacks the link\(lost.count == 1 ? "" : "s") \((lost.isEmpty ? sourceLinks.map(\.text) : lost).joined(separator: ", ")) of its source")
        }
        var changed: [Link] = []
        if !sourceLinks.isEmpty && links.count >= sourceLinks.count {
            let hosts = Set(links.map(\.host))
            for link in sourceLinks {
                let linkID = Self.id(slot.table, pair.key, link.host)
                keeping[linkID, default: (0, 0)].all += 1
                if hosts.contains(link.host) { keeping[linkID]?.kept += 1 } else { changed.append(link) }
            }
        }
        if !problems.isEmpty || !changed.isEmpty { candidates.append(Candidate(slot: slot, entry: pair.entry, problems: problems, changedHosts: changed)) }
        return nil
    }

    package func finish(in context: CheckContext) -> [Diagnostic] {
        candidates.compactMap { candidate in
            var problems = candidate.problems
            let (slot, entry) = (candidate.slot, candidate.entry)
            // A sample host (`myhouse.com`) is localized by most languages; the
            // app's own site is kept by most, and one that differs is a mistake.
            for link in candidate.changedHosts {
                guard let count = keeping[Self.id(slot.table, entry.key, link.host)], count.all >= 3, count.kept * 4 >= count.all * 3 else { continue }
                problems.append("changes the host of the link \(link.text), which \(count.kept) of \(count.all) translations keep")
            }
            guard !problems.isEmpty else { return nil }
            return finding("\(slot.locale): translation of \"\(entry.key.escapedForMessage)\" \(problems.joined(separator: ", and ")): \"\(entry.value.escapedForMessage)\"",
                           locale: slot.locale, key: entry.key, table: slot.table, at: entry.location)
        }
    }

    /// The numbers of two digits or more (not joined to letters) and the
    /// links of a development text; nil when it has neither.
    package static func facts(_ source: StringsEntry) -> Facts? {
        guard mayHoldFacts(source.value) else { return nil }
        var found = numbers(in: withoutDatesAndTimes(source.value), wordsToo: false).filter { $0.digits > 1 }
        for example in exampleNumbers(in: source.value) + copyrightEndYears(in: source.value) {
            if let index = found.firstIndex(of: example) { found.remove(at: index) }
        }
        let facts = Facts(numbers: found, links: urls(in: source.value))
        return facts.numbers.isEmpty && facts.links.isEmpty ? nil : facts
    }

    /// The text with each sample date and clock time blanked out ("12/22/20,
    /// 7:55 PM", "Jun 17, 2014 5:54 PM"): a translation writes them in its
    /// locale's format (CLDR: the order of day and month, 24 hours, the
    /// year's digits), so their numbers are no facts to keep (Go Map!!'s
    /// storyboard samples: 8 false findings).
    package static func withoutDatesAndTimes(_ text: String) -> String {
        guard text.contains(":") || text.contains("/") || text.contains(".") || text.contains("-") else { return text }
        var result = text
        for regex in dateAndTimePatterns {
            result = result.replacing(regex) { _ in " " }
        }
        return result
    }

    nonisolated(unsafe) private static let dateAndTimePatterns: [Regex<AnyRegexOutput>] = {
        let months = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?"
        return [
            "\\b\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{1,4}\\b",                     // 12/22/20, 22.12.2020
            "\\b\\d{1,2}:\\d{2}(?::\\d{2})?\\b",                             // 7:55, 19:55:02
            "(?i)\\b\(months) \\d{1,2}(?:, \\d{4})?\\b",                     // Jun 17, 2014
            "(?i)\\b\\d{1,2} \(months) \\d{4}\\b",                           // 17 June 2014
        ].compactMap { try? Regex($0) }
    }()

    /// The last years of a copyright notice's ranges ("© 2012-2024"): such a
    /// year ages with every release, apps often write it at run time (Go
    /// Map!!'s credits, 13 locales a year or more behind), and the notice's
    /// fact is its first year, the year of first publication, which stays a
    /// fact to keep.
    package static func copyrightEndYears(in text: String) -> [Number] {
        // Every source value comes here: a range needs a dash, and the text is lowercased once, only then.
        guard TextScan.contains(text, "-") || TextScan.contains(text, "–") || TextScan.contains(text, "—") else { return [] }
        if !TextScan.contains(text, "©") {
            let lower = text.lowercased()
            guard TextScan.contains(lower, "copyright") || TextScan.contains(lower, "(c)") else { return [] }
        }
        return text.matches(of: copyrightRange).compactMap { match in
            UInt64(match.output.1).map { Number(value: $0, digits: 4, written: String(match.output.1)) }
        }
    }

    nonisolated(unsafe) private static let copyrightRange = /(?i)(?:©|\(c\)|copyright)[^\n]{0,40}?\b(?:1[89]|20)\d\d\s*[-–—]\s*((?:1[89]|20)\d\d)\b/

    /// The numbers a source gives as examples ("Latitude (e.g., 37.7749)"),
    /// which translators replace with their own country's (Moscow's
    /// coordinates in Russian): from an example marker to the end of its
    /// parenthesis, clause or sentence. The markers are English's (the
    /// development texts this reads are English; a list, as no grammar marks an
    /// example): `e.g.`, `eg.`, `for example`, `for instance`, `such as`.
    package static func exampleNumbers(in text: String) -> [Number] {
        let lowered = text.lowercased()
        guard TextScan.contains(lowered, "e.g") || TextScan.contains(lowered, "eg.") || TextScan.contains(lowered, "for example")
                || TextScan.contains(lowered, "for instance") || TextScan.contains(lowered, "such as") else { return [] }
        var found: [Number] = []
        for marker in ["e.g.", "e.g,", "e.g ", "eg.", "for example", "for instance", "such as"] {
            var searchFrom = lowered.startIndex
            while let range = lowered.range(of: marker, range: searchFrom..<lowered.endIndex) {
                let rest = lowered[range.upperBound...]
                let end = rest.firstIndex { ")];\n".contains($0) } ?? rest.endIndex
                found += numbers(in: String(rest[..<end]), wordsToo: false)
                searchFrom = range.upperBound
            }
        }
        return found
    }

    /// A digit or a link: most sources have neither, and are done with in
    /// one pass over their bytes. (A development text in another script's
    /// digits is decoded.)
    package static func mayHoldFacts(_ text: String) -> Bool {
        let (facts, nonASCII) = TextScan.withBytes(text) { bytes -> (Bool, Bool) in
            var previous: UInt8 = 0, nonASCII = false
            for byte in bytes {
                if byte >= 0x30 && byte <= 0x39 { return (true, true) }
                if byte == 0x2F && previous == 0x3A { return (true, true) }        // "://"
                if byte == 0x2E && previous == 0x77 { return (true, true) }        // "w." of "www."
                if byte >= 0x80 { nonASCII = true }
                previous = byte
            }
            return (false, nonASCII)
        }
        return facts || nonASCII && text.unicodeScalars.contains { $0.value >= 0x660 && $0.properties.numericType == .decimal }
    }

    /// A number as its digits: value and how many were written (`007` is not `7`).
    package struct Number: Equatable, CustomStringConvertible {
        package var value: UInt64 = 0
        package var digits = 0
        /// As the text writes it, separators and all (`14.4`, `1,000`):
        /// what a finding names. Not compared: `1.000` is `1,000`.
        package var written = ""

        package init(value: UInt64 = 0, digits: Int = 0, written: String = "") {
            self.value = value
            self.digits = digits
            self.written = written
        }

        package var description: String {
            if !written.isEmpty { return written }
            let text = String(value)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }

        package static func == (a: Number, b: Number) -> Bool { a.value == b.value && a.digits == b.digits }
    }

    /// The numbers of a text, separators left out, in any script's digits.
    /// Format placeholders (`%1$d`), template parameters (`${count}`,
    /// `{{n}}`) and links are not numbers; nor are digits joined to letters
    /// in the source (`3rd`, `mp3`): words, which a translation may spell its
    /// own way. With `wordsToo`, digits joined to letters count too
    /// (`60sekundový` keeps the source's 60).
    package static func numbers(in text: String, wordsToo: Bool) -> [Number] {
        let links = urls(in: text).map(\.text)
        var numbers: [Number] = []
        var current = Number()
        var pendingSeparator = false
        var inWord = false      // the number touches a letter
        var previousIsLetter = false
        var skipping: Unicode.Scalar?   // the end of a placeholder being skipped
        let scalars = text.unicodeScalars
        // The current number's first and last digits, for what it writes.
        var first = scalars.startIndex, last = scalars.startIndex
        func end() {
            if current.digits > 0 && (wordsToo || !inWord) {
                current.written = String(String.UnicodeScalarView(scalars[first...last]))
                numbers.append(current)
            }
            current = Number()
            pendingSeparator = false
            inWord = false
        }
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            defer { index = scalars.index(after: index) }
            if let end = skipping {
                // A printf placeholder ends at its conversion letter (a literal
                // `100% ` at the space); a parameter at its brace.
                if end == "}" {
                    if scalar == "}" { skipping = nil }
                    continue
                }
                if !TextScan.isSpace(scalar) {
                    if (scalar.properties.isAlphabetic && !"hlqLzjt".unicodeScalars.contains(scalar)) || scalar == "@" || scalar == "%" {
                        skipping = nil
                    }
                    continue
                }
                skipping = nil
            }
            if scalar == "%" || (scalar == "$" || scalar == "{") && scalars[scalars.index(after: index)...].first == "{" {
                end()
                skipping = scalar == "%" ? "@" : "}"
                previousIsLetter = false
                continue
            }
            if (scalar == "h" || scalar == "w" || scalar == "H" || scalar == "W"), !links.isEmpty,
               let link = links.first(where: { text.unicodeScalars[index...].starts(with: $0.unicodeScalars) }) {
                end()
                index = scalars.index(index, offsetBy: link.unicodeScalars.count - 1)
                previousIsLetter = false
                continue
            }
            let digit: UInt64?, isLetter: Bool
            if scalar.isASCII {
                let value = scalar.value
                digit = value >= 0x30 && value <= 0x39 ? UInt64(value - 0x30) : nil
                isLetter = (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A
            } else {
                let properties = scalar.properties
                digit = properties.numericType == .decimal ? properties.numericValue.map { UInt64($0) } : nil
                isLetter = digit == nil && properties.isAlphabetic
            }
            if let digit {
                if current.digits == 0 {
                    inWord = previousIsLetter
                    first = index
                }
                last = index
                current.value = current.value &* 10 &+ digit
                current.digits += 1
                pendingSeparator = false
            } else if current.digits > 0, !pendingSeparator,
                      [".", ",", "'", " ", "\u{00A0}", "\u{202F}", "\u{066B}", "\u{066C}"].contains(scalar),
                      !TextScan.isSpace(scalar) || Self.groupOfThreeFollows(scalars, after: index) {
                // A space groups thousands only before three digits ("1 000"); "2014 17:54" is two numbers.
                pendingSeparator = true
            } else {
                if isLetter && current.digits > 0 && !pendingSeparator { inWord = true }
                end()
            }
            previousIsLetter = isLetter
        }
        end()
        return numbers
    }

    /// Whether exactly three digits follow `index` (then a non-digit or the end).
    private static func groupOfThreeFollows(_ scalars: String.UnicodeScalarView, after index: String.UnicodeScalarView.Index) -> Bool {
        var count = 0
        var next = scalars.index(after: index)
        while next < scalars.endIndex, scalars[next].properties.numericType == .decimal {
            count += 1
            if count > 3 { return false }
            next = scalars.index(after: next)
        }
        return count == 3
    }

    package struct Link {
        package var text: String
        package var host: String
    }

    package static func urls(in text: String) -> [Link] {
        guard TextScan.contains(text, "://") || TextScan.contains(text, "www.") else { return [] }
        return text.matches(of: /(?i)(?:https?:\/\/|www\.)[!#-&*-;=?-Z\\^-z|~]+/).compactMap { match -> Link? in
            // Punctuation after a link ends the sentence, not the link.
            var written = Substring(match.0)
            while let last = written.last, ".,;:!?".contains(last) { written = written.dropLast() }
            let url = String(written)
            var host = Substring(url.lowercased())
            if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
            if host.hasPrefix("www.") { host = host.dropFirst(4) }
            let name = String(host.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" })
            return name.contains(".") ? Link(text: url, host: name) : nil
        }
    }
}
