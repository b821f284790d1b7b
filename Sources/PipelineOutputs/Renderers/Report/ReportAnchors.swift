import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// Ids for the report's sections and rows, so a finding, a menu item or the
/// table of contents can link to them: `locale-de` for a locale,
/// `<locale>-<table>-<key-slug>` for a string (`de-InfoPlist-book-a-table-nearby`).
/// Every id is unique in the report: a second one that slugs the same way gets
/// `-2`, `-3`, … in the order the report is built, which is deterministic.
package struct ReportAnchors {
    private var used: Set<String> = []

    /// Room for `count` more ids, so claiming a locale's worth does not rehash the set as it grows.
    package mutating func reserve(_ count: Int) { used.reserveCapacity(used.count + count) }

    package mutating func locale(_ locale: String) -> String {
        claim("locale-" + ReportAnchors.plain(locale))
    }

    package mutating func string(locale: String, table: String, key: String) -> String {
        claim(ReportAnchors.candidate(locale: locale, table: table, key: key))
    }

    /// A string's id before it is made unique; rows are built in parallel
    /// with these, then claimed in report order.
    package static func candidate(locale: String, table: String, key: String) -> String {
        "\(plain(locale))-\(plain(table))-\(slug(key))"
    }

    /// The shown locales (by position) in groups whose row ids may meet: a
    /// row id starts with its locale's `plain` name and `-`, so ids of two
    /// locales can be equal only when one of these prefixes starts the other
    /// (`pt-` and `pt-BR-`). Families are joined through such pairs, kept in
    /// report order, and can claim their ids apart (section ids, claimed
    /// first, go into every family's set).
    package static func families(of locales: [String]) -> [[Int]] {
        let prefixes = locales.map { plain($0) + "-" }
        var family = Array(locales.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while family[index] != index { index = family[index] }
            return index
        }
        for first in prefixes.indices {
            for second in prefixes.indices where second > first
                && (prefixes[first].hasPrefix(prefixes[second]) || prefixes[second].hasPrefix(prefixes[first])) {
                let (a, b) = (root(first), root(second))
                family[max(a, b)] = min(a, b)
            }
        }
        var groups: [Int: [Int]] = [:]
        for index in locales.indices { groups[root(index), default: []].append(index) }
        return groups.keys.sorted().compactMap { groups[$0] }
    }

    /// `candidate`, or the first of `candidate-2`, `candidate-3`, … not yet taken.
    package mutating func claim(_ candidate: String) -> String {
        // One hash in the usual case: the candidate is free.
        if used.insert(candidate).inserted { return candidate }
        var counter = 2
        while true {
            let anchor = "\(candidate)-\(counter)"
            if used.insert(anchor).inserted { return anchor }
            counter += 1
        }
    }

    /// A locale or table name kept as written where it is a safe id
    /// (letters, digits, `-`, `_`); anything else becomes `-`.
    package static func plain(_ name: String) -> String {
        if name.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 == 0x2D || $0 == 0x5F }) {
            return name.isEmpty ? "x" : name
        }
        let kept = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        })
        return kept.isEmpty ? "x" : kept
    }

    /// A key as a readable id: lower-case letters and digits of any script,
    /// runs of anything else as one `-`, at most 60 characters. Keys are often
    /// English text (`Book a Table Nearby` → `book-a-table-nearby`).
    package static func slug(_ key: String) -> String {
        // Most keys are ASCII: slugged byte by byte, the same as below
        // (ASCII letters and digits are exactly the ASCII `isLetter`/`isNumber`).
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(min(key.utf8.count, 60))
            var pendingDash = false
            for byte in key.utf8 {
                let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                    if pendingDash && !bytes.isEmpty { bytes.append(0x2D) }
                    pendingDash = false
                    bytes.append(lower)
                    if bytes.count >= 60 { break }
                } else {
                    pendingDash = true
                }
            }
            return bytes.isEmpty ? "key" : String(decoding: bytes, as: UTF8.self)
        }
        return slugByCharacters(key)
    }

    /// `slug` for any key, character by character.
    package static func slugByCharacters(_ key: String) -> String {
        var out = ""
        var pendingDash = false
        for character in key.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out.append(character)
                if out.count >= 60 { break }
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "key" : out
    }
}
