import PipelineCore

/// The translations an XLIFF gives one `.stringsdict` entry: its trans-units
/// (`/key:dict/...:dict/:string`, see `XLIFFPlurals`) grouped back by key.
///
/// Unlike a `PluralEntry`, everything is optional: a translator may leave the
/// format or any form untranslated, and an untranslated string must not
/// overwrite the one the locale's file already has.
public struct PluralTranslation: Sendable, Equatable {
    public struct Variable: Sendable, Equatable {
        public var name: String
        /// The translated forms only.
        public var forms: [PluralCategory: String]
        /// The trans-unit of each form, for errors about it.
        public var locations: [PluralCategory: SourceLocation]

        public init(name: String, forms: [PluralCategory: String] = [:], locations: [PluralCategory: SourceLocation] = [:]) {
            self.name = name
            self.forms = forms
            self.locations = locations
        }
    }

    public var key: String
    /// The translated `NSStringLocalizedFormatKey`; nil when untranslated.
    public var format: String?
    /// The format's `<source>`: what a new entry gets when no development entry says otherwise.
    public var sourceFormat: String?
    public var formatLocation: SourceLocation?
    /// Variables in the order the XLIFF lists them, each with its translated forms.
    public var variables: [Variable]
    /// The first trans-unit of the entry.
    public var location: SourceLocation?
    /// The trans-units that carry a translation, in XLIFF order (for the lock and counts).
    public var units: [XLIFFUnit]

    public init(key: String, format: String? = nil, sourceFormat: String? = nil, formatLocation: SourceLocation? = nil,
                variables: [Variable] = [], location: SourceLocation? = nil, units: [XLIFFUnit] = []) {
        self.key = key
        self.format = format
        self.sourceFormat = sourceFormat
        self.formatLocation = formatLocation
        self.variables = variables
        self.location = location
        self.units = units
    }

    /// Whether the XLIFF translates anything of this entry.
    public var isEmpty: Bool { format == nil && variables.allSatisfy { $0.forms.isEmpty } }
}

extension XLIFFPlurals {
    /// The trans-units of one `.stringsdict` `<file>`, grouped by entry.
    public struct Grouped: Sendable, Equatable {
        /// Entries with at least one translated string, in the order the XLIFF first names them.
        public var translations: [PluralTranslation]
        /// Every key the units name, translated or not.
        public var keys: Set<String>
        /// Units whose id is not a plural string id Xcode writes.
        public var unrecognized: [XLIFFUnit]
    }

    /// Groups a `.stringsdict` `<file>`'s units into one `PluralTranslation`
    /// per key. A target that is empty while its source is not is an
    /// untranslated placeholder (as for `.strings`) and is left out; a unit
    /// listed twice counts once, its last target winning.
    public static func group(_ units: [XLIFFUnit]) -> Grouped {
        var order: [String] = []
        var byKey: [String: PluralTranslation] = [:]
        var keys = Set<String>()
        var unrecognized: [XLIFFUnit] = []
        for unit in units {
            guard let parsed = parse(id: unit.id) else {
                unrecognized.append(unit)
                continue
            }
            let (key, variable, category) = (parsed.key, parsed.variable, parsed.category)
            keys.insert(key)
            var entry = byKey[key] ?? PluralTranslation(key: key, location: unit.location)
            if byKey[key] == nil { order.append(key) }
            if let variable, entry.variables.contains(where: { $0.name == variable }) == false {
                entry.variables.append(.init(name: variable))
            }
            if variable == nil { entry.sourceFormat = unit.source }
            if let target = unit.target, !(target.isEmpty && !unit.source.isEmpty) {
                entry.units.removeAll { $0.id == unit.id }
                entry.units.append(unit)
                if let variable, let category, let index = entry.variables.firstIndex(where: { $0.name == variable }) {
                    entry.variables[index].forms[category] = target
                    if let location = unit.location { entry.variables[index].locations[category] = location }
                } else {
                    entry.format = target
                    entry.formatLocation = unit.location
                }
            }
            byKey[key] = entry
        }
        let translations = order.compactMap { byKey[$0] }.filter { !$0.isEmpty }
        return Grouped(translations: translations, keys: keys, unrecognized: unrecognized)
    }
}
