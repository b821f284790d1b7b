import Foundation
import PipelineCore

/// `.stringsdict` entries as Xcode puts them in XLIFF: one `<file>` whose
/// `original` is the development `.stringsdict`, and one trans-unit per
/// string of the plist, its id the plist path to that string:
///
/// ```
/// /<key>:dict/NSStringLocalizedFormatKey:dict/:string        the format, e.g. %#@files@
/// /<key>:dict/<variable>:dict/<category>:dict/:string        e.g. /files:dict/one:dict/:string
/// ```
///
/// (Xcode's own exports, and WWDC21 "Localize your SwiftUI app", show this
/// scheme; `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` are
/// not translatable and are left out, as Xcode does.)
///
/// Categories: those the development entry has, plus those the target
/// language's CLDR rules need (Russian needs `few` and `many` even when
/// English has only `one` and `other`); a category the development entry
/// lacks gets its `other` text as source.
public enum XLIFFPlurals {
    public static let formatKey = "NSStringLocalizedFormatKey"

    public static func formatID(_ key: String) -> String {
        "/\(key):dict/\(formatKey):dict/:string"
    }

    public static func formID(_ key: String, variable: String, category: PluralCategory) -> String {
        "/\(key):dict/\(variable):dict/\(category.rawValue):dict/:string"
    }

    /// The `<source>` of every trans-unit an export of `base` can write, by
    /// id: the format, and each variable's form of every category (its
    /// `other` form where the development entry lacks the category). `units`
    /// takes its sources from here, and `stale-translation` and `update
    /// --accept` compare the lock with it, so all three agree on what a
    /// translation was made from.
    public static func sources(of base: PluralEntry) -> [String: String] {
        var sources = [formatID(base.key): base.format]
        for variable in base.variables {
            for category in PluralCategory.allCases {
                guard let source = variable.forms[category] ?? variable.forms[.other] else { continue }
                sources[formID(base.key, variable: variable.name, category: category)] = source
            }
        }
        return sources
    }

    /// The trans-units of one entry; `target` is the same key in the target locale's file.
    public static func units(base: PluralEntry, target: PluralEntry?, targetLanguage: String) -> [XLIFFUnit] {
        let sources = self.sources(of: base)
        var units = [XLIFFUnit(id: formatID(base.key), source: base.format, target: target?.format,
                               note: base.comment, location: base.location)]
        let needed = Set(PluralRules.categories(for: targetLanguage))
        for variable in base.variables {
            let translated = target?.variables.first { $0.name == variable.name }
            let categories = Set(variable.forms.keys).union(needed).union(translated?.forms.keys.map { $0 } ?? [])
            for category in categories.sorted() {
                let id = formID(base.key, variable: variable.name, category: category)
                guard let source = sources[id] else { continue }
                units.append(XLIFFUnit(id: id, source: source,
                                       target: translated?.forms[category], note: base.comment, location: variable.location))
            }
        }
        return units
    }

    /// A `<file>` for a development `.stringsdict` and the target locale's, if any.
    public static func file(base: PluralFile, target: PluralFile?, original: String, sourceLanguage: String, targetLanguage: String) -> XLIFFFile {
        let units = base.entries.flatMap { entry in
            self.units(base: entry, target: target?.lookup[entry.key], targetLanguage: targetLanguage)
        }
        return XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, units: units)
    }

    /// The parts of a plural trans-unit id: key, then variable and category
    /// (nil for the format). Keys may hold `:` and `/`, so the fixed suffixes
    /// are matched from the end.
    public static func parse(id: String) -> (key: String, variable: String?, category: PluralCategory?)? {
        guard id.hasPrefix("/"), id.hasSuffix(":dict/:string") else { return nil }
        let body = id.dropFirst().dropLast(":dict/:string".count)  // key:dict/.../last
        let formatSuffix = ":dict/\(formatKey)"
        if body.hasSuffix(formatSuffix) { return (String(body.dropLast(formatSuffix.count)), nil, nil) }
        // key:dict/variable:dict/category
        guard let categoryCut = body.range(of: ":dict/", options: .backwards),
              let category = PluralCategory(rawValue: String(body[categoryCut.upperBound...])) else { return nil }
        let rest = body[..<categoryCut.lowerBound]
        guard let variableCut = rest.range(of: ":dict/", options: .backwards) else { return nil }
        return (String(rest[..<variableCut.lowerBound]), String(rest[variableCut.upperBound...]), category)
    }
}
