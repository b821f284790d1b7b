import PipelineCore
import PipelineFormats
import PipelineProject

/// A tiny project that a check must (or must not) report on: the executable
/// documentation of a check. The test suite builds and checks every example.
///
/// A triggering example marks where each finding it expects is, with `↓`
/// before the place in its text (as SwiftLint's examples do); the tests
/// remove the marks, run the check, and compare places. A quick action field
/// whose value starts with `↓` marks that quick action in Info.plist; a text
/// that starts with `↓↓` marks the file as a whole (a finding without a line).
/// The generated texts keep the marks: in `stringsdict(...)` a marked key,
/// variable or form marks its `<key>`; in `CatalogExamples` a marked key marks
/// its JSON member.
public struct CheckExample: Sendable {
    public var triggers: Bool
    public var project: ExampleProject

    /// An example that must produce at least one finding of the check.
    public static func triggers(_ project: ExampleProject) -> CheckExample {
        CheckExample(triggers: true, project: project)
    }

    /// An example that must produce no finding of the check.
    public static func passes(_ project: ExampleProject) -> CheckExample {
        CheckExample(triggers: false, project: project)
    }

    /// A Localizable.strings entry `"key"` in the base locale and in
    /// `locale`, with the finding expected at the translation's entry.
    public static func triggers(base: String, translation: String, locale: String) -> CheckExample {
        .triggers(.translation(base: base, translation: translation, locale: locale, marked: true))
    }

    public static func passes(base: String, translation: String, locale: String) -> CheckExample {
        .passes(.translation(base: base, translation: translation, locale: locale))
    }
}

/// A quick action written as in Info.plist.
public struct ExampleItem: Sendable {
    public var type: String?
    public var title: String?
    public var subtitle: String?
    public var iconType: String?

    public init(type: String? = nil, title: String? = nil, subtitle: String? = nil, iconType: String? = nil) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.iconType = iconType
    }
}

/// A target of an example's Xcode project: the tables it copies and its Info.plist's keys.
public struct ExampleTarget: Sendable {
    public var name: String
    /// Paths below the example's folder (`de.lproj/InfoPlist.strings`); "" is the whole folder.
    public var copies: [String]
    public var infoPlistKeys: Set<String>
    /// Files below the example's folder the target names that are not on disk (`↓↓` marks the finding).
    public var missing: [String]

    public init(_ name: String, copies: [String] = [""], infoPlistKeys: Set<String> = [], missing: [String] = []) {
        self.name = name
        self.copies = copies
        self.infoPlistKeys = infoPlistKeys
        self.missing = missing
    }
}

/// An app in miniature: quick actions, and `.strings`, `.stringsdict` and
/// `.xcstrings` sources per locale and table.
public struct ExampleProject: Sendable {
    public var base: String
    public var items: [ExampleItem]
    /// Locale to table name to the `.strings` file's text.
    public var tables: [String: [String: String]]
    /// Table files written under another letter case: locale to file name to text.
    public var misnamedTables: [String: [String: String]]
    /// Locale to table name to the `.stringsdict` file's text (an XML plist).
    public var stringsdicts: [String: [String: String]]
    /// Table name to a String Catalog's text (`Example/<name>.xcstrings`).
    public var catalogs: [String: String]
    public var layout: LayoutRules
    /// `l10n.lock` records: locale to table to key to the development value
    /// the translation was made from (hashed when the project is made).
    public var lock: [String: [String: [String: String]]] = [:]
    /// Source files of the app: file name (`.swift`, `.m`) to its text.
    public var code: [String: String]
    /// Locale to table file names that no target of the Xcode project copies
    /// (`Project.unshippedTables`); `↓↓` before a name marks that file.
    public var unshippedTables: [String: [String]] = [:]
    /// The Xcode project's targets (`Project.xcodeProjects`), when the example has one.
    public var targets: [ExampleTarget] = []
    /// Its `knownRegions`; `↓↓` before a region marks the project file.
    public var knownRegions: [String] = []

    public init(base: String = "en", items: [ExampleItem] = [], tables: [String: [String: String]] = [:],
                misnamedTables: [String: [String: String]] = [:], stringsdicts: [String: [String: String]] = [:],
                catalogs: [String: String] = [:], layout: LayoutRules = LayoutRules(), code: [String: String] = [:]) {
        self.base = base
        self.items = items
        self.tables = tables
        self.misnamedTables = misnamedTables
        self.stringsdicts = stringsdicts
        self.catalogs = catalogs
        self.layout = layout
        self.code = code
    }

    /// The same project with tables no target copies (see `unshippedTables`).
    public func unshipped(_ tables: [String: [String]]) -> ExampleProject {
        var copy = self
        copy.unshippedTables = tables
        return copy
    }

    /// The same project built by an Xcode project with these targets and regions.
    public func inProject(_ targets: [ExampleTarget], knownRegions: [String] = []) -> ExampleProject {
        var copy = self
        copy.targets = targets
        copy.knownRegions = knownRegions
        return copy
    }

    /// The same project with `l10n.lock` records (see `lock`).
    public func locked(_ lock: [String: [String: [String: String]]]) -> ExampleProject {
        var copy = self
        copy.lock = lock
        return copy
    }

    /// One plural key in Localizable.stringsdict, in the base locale and one translation.
    /// `variable` is the translation's (marked `↓count` where its category list is at fault).
    public static func plural(base: [PluralCategory: String], translation: [PluralCategory: String], locale: String,
                              valueType: String = "d", variable: String = "count") -> ExampleProject {
        ExampleProject(stringsdicts: [
            "en": [TableName.localizable: stringsdict(forms: base, valueType: valueType)],
            locale: [TableName.localizable: stringsdict(variable: variable, forms: translation, valueType: valueType)],
        ])
    }

    /// A `.stringsdict` text with one entry, `key`, whose format is `%#@count@`.
    public static func stringsdict(key: String = "key", format: String = "%#@count@", variable: String = "count",
                                   forms: [PluralCategory: String], valueType: String = "d") -> String {
        func xml(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        // A marked name or form marks its <key> (see CheckExample).
        func marked(_ text: String) -> (mark: String, text: String) {
            text.hasPrefix("↓") ? ("↓", String(text.dropFirst())) : ("", text)
        }
        let (keyMark, key) = marked(key), (variableMark, variable) = marked(variable)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<plist version="1.0">"#,
            "<dict>",
            "\t\(keyMark)<key>\(xml(key))</key>",
            "\t<dict>",
            "\t\t<key>NSStringLocalizedFormatKey</key>",
            "\t\t<string>\(xml(format))</string>",
            "\t\t\(variableMark)<key>\(xml(variable))</key>",
            "\t\t<dict>",
            "\t\t\t<key>NSStringFormatSpecTypeKey</key>",
            "\t\t\t<string>NSStringPluralRuleType</string>",
            "\t\t\t<key>NSStringFormatValueTypeKey</key>",
            "\t\t\t<string>\(xml(valueType))</string>",
        ]
        for category in PluralCategory.allCases {
            guard let (mark, form) = forms[category].map(marked) else { continue }
            lines += ["\t\t\t\(mark)<key>\(category.rawValue)</key>", "\t\t\t<string>\(xml(form))</string>"]
        }
        lines += ["\t\t</dict>", "\t</dict>", "</dict>", "</plist>", ""]
        return lines.joined(separator: "\n")
    }

    /// One key in Localizable.strings, in the base locale and one translation.
    /// With `marked`, a finding is expected at the translation's entry.
    public static func translation(base: String, translation: String, locale: String, marked: Bool = false) -> ExampleProject {
        ExampleProject(tables: [
            "en": [TableName.localizable: "\"key\" = \"\(escape(base))\";"],
            locale: [TableName.localizable: "\(marked ? "↓" : "")\"key\" = \"\(escape(translation))\";"],
        ])
    }

    package static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
