import Foundation
import PipelineCore

/// Reads a `.stringsdict`: plural rules for a table's keys.
///
/// Values come from Foundation's `PropertyListSerialization` (XML, binary or
/// old-style plists); for XML a second pass with `XMLParser` records where
/// each entry, variable and plural form is written, and the file order.
///
/// An entry is `key -> { NSStringLocalizedFormatKey: "%#@files@ in %#@folders@",
/// files: {NSStringFormatSpecTypeKey: NSStringPluralRuleType,
/// NSStringFormatValueTypeKey: d, one: ..., other: ...}, folders: {...} }`.
/// Only the variables the format names (or their forms name) are kept, in
/// the order they are named.
/// Entries and variables of other rule types (variable width, device
/// specific) are skipped without error: they have no plural forms to check.
public enum StringsDictReader {
    package static let formatKey = "NSStringLocalizedFormatKey"
    package static let specTypeKey = "NSStringFormatSpecTypeKey"
    package static let valueTypeKey = "NSStringFormatValueTypeKey"
    package static let pluralRule = "NSStringPluralRuleType"
    /// Entry-level rules that replace the format key entirely.
    package static let otherEntryRules: Set<String> = ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"]

    public static func read(path: String, scope: ReadScope) throws(InputError) -> PluralFile {
        let data = try InputFile.read(path, kind: "a .stringsdict table", scope: scope)
        return try read(data, path: path)
    }

    public static func read(text: String, path: String) throws(InputError) -> PluralFile {
        try read(Data(text.utf8), path: path)
    }

    public static func read(_ data: Data, path: String) throws(InputError) -> PluralFile {
        let isXML = looksLikeXML(data)
        let positions = isXML ? try StringsDictPositions.scan(data, path: path) : StringsDictPositions()
        let start = isXML ? SourceLocation(file: path, line: 1, column: 1) : SourceLocation(file: path)
        if let problem = BinaryPlistSets.problem(data) { throw InputError(problem, at: start) }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if data.starts(with: Array("bplist".utf8)) { throw InputError(PlistErrorText.damagedBinary(error, what: ".stringsdict"), at: start) }
            throw InputError("not a valid property list: \(PlistErrorText.describe(error))", at: start)
        }
        guard let top = root as? [String: Any] else {
            throw InputError("a .stringsdict must hold a dictionary at its top level", at: start)
        }
        // File order where known; binary and old-style plists keep none, so sort.
        let known = positions.order.filter { top[$0] != nil }
        let keys = known + top.keys.filter { positions.entries[$0] == nil }.sorted()
        var entries: [PluralEntry] = []
        for key in keys {
            let place = positions.entries[key]
            let location = place?.location ?? start
            guard let dict = top[key] as? [String: Any] else {
                throw InputError("entry \"\(key)\" must be a dictionary", at: location)
            }
            if let entry = try entry(key: key, dict: dict, place: place, location: location, path: path) {
                entries.append(entry)
            }
        }
        return PluralFile(path: path, entries: entries)
    }

    private static func entry(key: String, dict: [String: Any], place: StringsDictPositions.Entry?,
                              location: SourceLocation, path: String) throws(InputError) -> PluralEntry? {
        guard let rawFormat = dict[formatKey] else {
            if dict.keys.contains(where: otherEntryRules.contains) { return nil }
            throw InputError("entry \"\(key)\" lacks \(formatKey)", at: location)
        }
        guard let format = rawFormat as? String else {
            throw InputError("\(formatKey) of \"\(key)\" must be a string", at: place?.variables[formatKey]?.location ?? location)
        }
        var variables: [PluralVariable] = []
        // The format's variables, then those their forms name (`%2$#@accounts@`
        // inside a form): Foundation resolves those too, once a form is chosen.
        var names = PluralEntry.variableNames(in: format)
        var seen = Set(names)  // a set: a hostile entry may name thousands
        let named = names.count
        var next = 0
        while next < names.count {
            let name = names[next]
            next += 1
            if next > named, dict[name] == nil { continue }
            let variableLocation = place?.variables[name]?.location ?? location
            guard let value = dict[name] else {
                throw InputError("the format of \"\(key)\" uses %#@\(name)@, but the entry has no \"\(name)\" dictionary", at: location)
            }
            guard let variable = value as? [String: Any] else {
                throw InputError("variable \"\(name)\" of \"\(key)\" must be a dictionary", at: variableLocation)
            }
            guard let specType = variable[specTypeKey] as? String else {
                throw InputError("variable \"\(name)\" of \"\(key)\" lacks \(specTypeKey) (e.g. \(pluralRule))", at: variableLocation)
            }
            guard specType == pluralRule else { continue }
            var forms: [PluralCategory: String] = [:]
            var formLocations: [PluralCategory: SourceLocation] = [:]
            for category in PluralCategory.allCases {
                guard let form = variable[category.rawValue] else { continue }
                let formLocation = place?.variables[name]?.forms[category.rawValue]
                guard let text = form as? String else {
                    throw InputError("the \(category.rawValue) form of \"\(name)\" in \"\(key)\" must be a string", at: formLocation ?? variableLocation)
                }
                forms[category] = text
                formLocations[category] = formLocation
                for nested in PluralEntry.variableNames(in: text) where seen.insert(nested).inserted { names.append(nested) }
            }
            variables.append(PluralVariable(name: name, valueType: variable[valueTypeKey] as? String, forms: forms,
                                            location: variableLocation, formLocations: formLocations))
        }
        return PluralEntry(key: key, format: format, variables: variables, location: location)
    }

    /// An XML plist starts with `<` after any BOM and white space.
    package static func looksLikeXML(_ data: Data) -> Bool {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
    }
}

extension PluralEntry {
    /// One `%#@name@` of a format: the variable it names, its argument number
    /// when written (`%2$#@name@`, or `%2#@name@` as some apps ship it), and
    /// where it is, in Unicode scalars of the format.
    public struct VariableReference: Sendable, Equatable {
        public var name: String
        public var argument: Int?
        public var range: Range<Int>
    }

    /// Every variable reference of a format, in order: the one scanner of
    /// `%#@name@` (`%%` is a literal percent sign).
    public static func variableReferences(in format: String) -> [VariableReference] {
        var references: [VariableReference] = []
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "%" else { i += 1; continue }
            var j = i + 1
            if j < scalars.count, scalars[j] == "%" { i = j + 1; continue }
            while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
            let digits = i + 1..<j
            // Digits are an argument number, written `%1$#@x@`, or `%1#@x@`
            // as some apps ship it: its dictionary is the variable either way.
            if j > i + 1, j < scalars.count, scalars[j] == "$" { j += 1 }
            guard j + 1 < scalars.count, scalars[j] == "#", scalars[j + 1] == "@" else { i = j; continue }
            let start = j + 2
            // Unclosed: no later reference closes either.
            guard let end = scalars[start...].firstIndex(of: "@") else { break }
            let argument = digits.isEmpty ? nil : Int(String(String.UnicodeScalarView(scalars[digits])))
            references.append(VariableReference(name: String(String.UnicodeScalarView(scalars[start..<end])), argument: argument, range: i..<end + 1))
            i = end + 1
        }
        return references
    }

    /// The variables a format names, in order, each once: `files` and
    /// `folders` in `%#@files@ in %1$#@folders@`; `%1#@count@` names `count`.
    public static func variableNames(in format: String) -> [String] {
        var seen = Set<String>()
        return variableReferences(in: format).map(\.name).filter { seen.insert($0).inserted }
    }
}
