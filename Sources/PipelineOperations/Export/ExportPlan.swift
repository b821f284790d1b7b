import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// What `export` writes and how.
public struct ExportOptions: Sendable {
    /// Locales to export; nil exports every locale of the project, the development one included.
    public var locales: [String]?
    public var plistFormat: PlistFormat
    /// `.utf8`, or `.utf16LEBOM` for UTF-16 little-endian with a byte order mark.
    public var encoding: TextEncoding
    /// Expands `$(PRODUCT_BUNDLE_IDENTIFIER)` and `<bundle-id>` in item types
    /// (nil: the types as the project was loaded with).
    public var bundleID: String?
    /// Locales rendered at once (nil: one per core).
    public var jobs: Int?
    /// Hears of each locale rendered, as `exporting locales`.
    public var progress: ProgressHandler?

    public init(locales: [String]? = nil, plistFormat: PlistFormat = .xml, encoding: TextEncoding = .utf8,
                bundleID: String? = nil, jobs: Int? = nil, progress: ProgressHandler? = nil) {
        self.locales = locales
        self.plistFormat = plistFormat
        self.encoding = encoding
        self.bundleID = bundleID
        self.jobs = jobs
        self.progress = progress
    }
}

/// Something the export did that a release engineer should know: a text that
/// fell back to another locale, an item it left out.
public struct ExportWarning: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var locale: String?
    public var key: String?
    public var location: SourceLocation?

    public init(_ message: String, locale: String? = nil, key: String? = nil, location: SourceLocation? = nil) {
        self.message = message
        self.locale = locale
        self.key = key
        self.location = location
    }

    /// `path:line:column: warning: message`, as compilers print it.
    public var description: String {
        (location.map { "\($0.description): " } ?? "") + "warning: \(TerminalText.escape(message))"
    }
}

/// A file the export will write, below the output folder.
public struct ExportedFile: Sendable, Equatable {
    /// Path components below the output folder: `["de.lproj", "InfoPlist.strings"]`.
    public var components: [String]
    public var data: Data

    public var relativePath: String { components.joined(separator: "/") }

    public init(components: [String], data: Data) {
        self.components = components
        self.data = data
    }
}

/// Everything an export writes, computed before anything is written.
public struct ExportPlan: Sendable {
    public var files: [ExportedFile]
    public var warnings: [ExportWarning]
    /// The locales exported, in output order.
    public var locales: [String]
    /// Quick actions considered (static and from code), before any is left out.
    public var items: Int
    /// Of `items`, those left out of every `ShortcutItems.plist` (no Type or
    /// title, or one set at run time; the warnings say which).
    public var leftOut: Int = 0
    /// Titles and subtitles of exported quick actions made in code from plain
    /// strings: shipped in the development language to every locale.
    public var plainTexts: Int = 0
    /// A repository with several apps: the folder each app went into.
    public var apps: [String] = []
}

/// One warning per text a locale takes from another locale, however many
/// files use it.
package struct FallbackWarnings {
    package let locale: String
    package let baseLocale: String
    package private(set) var list: [ExportWarning] = []
    private var seen = Set<String>()

    package init(locale: String, baseLocale: String) {
        self.locale = locale
        self.baseLocale = baseLocale
    }

    /// A warning of its own (not a fallback's).
    package mutating func add(_ warning: ExportWarning) {
        list.append(warning)
    }

    package mutating func note(_ text: ExportText, key: String, table: String, declared: SourceLocation?, in lookup: ExportLookup) {
        let from: String
        switch text.source {
        case .own: return
        case .language(let language): from = "\(language)'s translation"
        case .development: from = "the development value (\(baseLocale))"
        }
        // A variant of the development language without a file of the table shows the development one, as iOS does.
        if lookup.context.lookup.isDevelopmentVariant(locale), !lookup.roots.contains(where: { $0.locales[locale]?.tables[table] != nil }) { return }
        guard seen.insert("\(table)\u{0}\(key)").inserted else { return }
        // Named by its path from the app's folder, as check names it: the folder that holds the table (the
        // locale's own file, else the development one's), never another folder that merely has the locale.
        let holds = { (root: LocalizationRoot, candidate: String) in root.locales[candidate]?.tables[table] != nil || root.catalogs.contains { $0.tableName == table } }
        let root = lookup.roots.first { holds($0, locale) } ?? lookup.roots.first { holds($0, baseLocale) }
            ?? lookup.roots.first { root in root.locales.keys.contains { holds(root, $0) } } ?? lookup.roots.first { $0.locales[locale] != nil } ?? lookup.roots.first
        // A table kept in a String Catalog is named as the catalog, as check names it.
        let catalog = root?.catalogs.first { $0.tableName == table }
        let file = root.map { root in
            lookup.context.fileName(table: table, locale: locale, root: root, basePath: catalog?.path)
        } ?? "\(locale).lproj/\(table).strings"
        // A .strings file the locale lacks is said to be absent, not named as if it were there.
        let exists = catalog != nil || root?.locales[locale]?.tables[table] != nil
        let place = exists ? "in \(file)" : "(there is no \(file))"
        list.append(ExportWarning("\(locale): \"\(key.escapedForMessage)\" has no translation \(place); exported \(from): \"\(text.value.escapedForMessage)\"",
                                  locale: locale, key: key, location: text.entry?.location ?? declared))
    }
}
