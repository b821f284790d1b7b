/// Where a translated entry is: its locale (and that locale's language,
/// worked out once per table rather than once per entry) and table.
struct TranslationSlot {
    var locale: String
    var language: String
    var table: String
    /// Chinese, Japanese, Thai, Lao, Khmer and Burmese put no spaces between words or sentences.
    var writesWithoutSpaces: Bool

    init(locale: String, language: String, table: String) {
        self.locale = locale
        self.language = language
        self.table = table
        writesWithoutSpaces = ["zh", "ja", "th", "lo", "km", "my"].contains(language)
    }
}

/// A translated entry and the development entry it translates, lent to a
/// check for the length of one call: the walk visits every string of the
/// app, and copying two entries for each (their keys, values, comments and
/// paths) cost more than most checks spend on them. Read what is needed;
/// take `entry` (a copy) only for a finding or to keep it.
struct TranslationPair {
    fileprivate let entryPointer: UnsafePointer<StringsEntry>
    fileprivate let sourcePointer: UnsafePointer<StringsEntry>

    var value: String { entryPointer.pointee.value }
    var sourceValue: String { sourcePointer.pointee.value }
    var key: String { entryPointer.pointee.key }
    var location: SourceLocation { entryPointer.pointee.location }
    var entry: StringsEntry { entryPointer.pointee }
}

extension CheckContext {
    /// `body`'s findings for every translated entry whose key the development
    /// table of the same name has, with that development entry: root by root,
    /// locales and tables sorted, entries in file order. The checks that
    /// compare a translation's text with its source's share this walk (and
    /// the alignments it reads).
    func findingsForEachTranslation(_ body: (_ slot: TranslationSlot, _ pair: TranslationPair) -> Diagnostic?) -> [Diagnostic] {
        findingsForEachTranslation(source: { _ in () }) { slot, pair, _ in body(slot, pair) }
    }

    /// The same, with what `source` makes of each development entry: made
    /// once per entry and handed to every locale's translation of it, as
    /// the source is the same for forty locales.
    func findingsForEachTranslation<Info>(source: (StringsEntry) -> Info,
                                          _ body: (_ slot: TranslationSlot, _ pair: TranslationPair, _ info: Info) -> Diagnostic?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (rootIndex, root) in resolution.project.roots.enumerated() {
            guard let base = baseTables(root) else { continue }
            var infos: [String: [Info?]] = [:]
            for tables in translatedLocales(root) {
                let language = Untranslated.language(tables.locale)
                for name in tables.tables.keys.sorted() {
                    guard let baseFile = base.tables[name], let file = tables.tables[name],
                          let alignment = alignment(root: rootIndex, locale: tables.locale, table: name) else { continue }
                    let slot = TranslationSlot(locale: tables.locale, language: language, table: name)
                    var known = infos.removeValue(forKey: name) ?? [Info?](repeating: nil, count: baseFile.entries.count)
                    file.entries.withUnsafeBufferPointer { entries in
                        baseFile.entries.withUnsafeBufferPointer { sources in
                            guard let entriesStart = entries.baseAddress, let sourcesStart = sources.baseAddress else { return }
                            for index in entries.indices {
                                guard let position = alignment.basePosition(ofEntry: index) else { continue }
                                let info: Info
                                if let made = known[position] { info = made } else {
                                    info = source(sources[position])
                                    known[position] = info
                                }
                                let pair = TranslationPair(entryPointer: entriesStart + index, sourcePointer: sourcesStart + position)
                                if let finding = body(slot, pair, info) { findings.append(finding) }
                            }
                        }
                    }
                    infos[name] = known
                }
            }
        }
        return findings
    }
}

/// Byte-level questions the text checks ask of every string: answered
/// without walking grapheme clusters, which most strings never need.
enum TextScan {
    /// The text's UTF-8 bytes as one buffer: loops over it compile to plain
    /// (often vectorized) loops, where the string's UTF-8 view checks each step.
    static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }

    static func isASCII(_ text: String) -> Bool {
        withBytes(text) { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    /// The same code points (a translation equal to its source).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8)
    }

    /// Whether `needle` (ASCII) occurs in the text, by its bytes: Foundation's
    /// `contains` would bridge the text to an NSString first.
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first else { return true }
        let bytes = text.utf8
        var index = bytes.startIndex
        while let found = bytes[index...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            index = bytes.index(after: found)
        }
        return false
    }

    /// Unicode's White_Space, spelled out: a property lookup per string end
    /// showed in the profile.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether the text starts and ends with white space.
    static func edges(_ text: String) -> (start: Bool, end: Bool) {
        let (first, last) = withBytes(text) { ($0.first ?? 0x41, $0.last ?? 0x41) }
        // An ASCII byte at an end answers for itself; others are decoded.
        let start = first < 0x80 ? isSpace(Unicode.Scalar(first)) : text.unicodeScalars.first.map(isSpace) ?? false
        let end = last < 0x80 ? isSpace(Unicode.Scalar(last)) : text.unicodeScalars.last.map(isSpace) ?? false
        return (start, end)
    }
}
