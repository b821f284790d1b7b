import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// What `l10n-tool report` shows, computed once by `TranslatorReport.build`
/// and drawn by one renderer per format (HTML, Markdown, CSV, JSON). Every
/// renderer reads only this value, so the formats cannot disagree.
///
/// Encoded as JSON it is the `--format json` output: keys sorted, absent
/// values left out.
public struct TranslatorReport: Sendable, Equatable, Codable {
    public struct ToolStamp: Sendable, Equatable, Codable {
        public var name = ToolInfo.name
        public var version = ToolInfo.version
    }

    public var tool = ToolStamp()
    public var baseLocale: String
    /// The budgets the quick actions were measured against.
    public var layout: LayoutRules
    /// With the font engine: the font that measured them (the menus are drawn in it).
    public var font: FontFile?
    /// With the font engine: every font file that measured, the primary and
    /// the fallbacks that drew text, with versions and digests.
    public var fonts: [MeasuringFont]? = nil
    /// The development locale first, then the others alphabetically.
    public var locales: [LocaleReport]
    /// Findings that concern the app as a whole (an item's fields, the item count).
    public var general: [ReportFinding]
}

/// One locale's page of the report.
public struct LocaleReport: Sendable, Equatable, Codable {
    public var locale: String
    /// The BCP 47 tag for `lang` attributes (`pt-BR` for a `pt_BR.lproj`).
    public var languageTag: String
    /// The locale's name in English ("German"), when ICU knows it.
    public var name: String?
    public var isBase: Bool
    public var direction: WritingDirection
    /// The id of the locale's section (`locale-de`).
    public var anchor: String
    public var completion: Completion
    /// Strings that need work, per group (`ReportAttention`).
    public var attention: AttentionCounts
    /// The quick-action menu of each app, as this locale's Home Screen shows it.
    public var menus: [ReportMenu]
    public var strings: [ReportString]
    /// Every finding of this locale, in `check`'s order; `row` links to its string.
    public var findings: [ReportFinding]
    /// The app's App Shortcuts as this locale's Siri hears them; absent when the app has none.
    public var appShortcuts: [ReportAppShortcut]? = nil
}

/// How far a locale's translation is.
public struct Completion: Sendable, Equatable, Codable {
    /// Strings the locale should have: development keys and quick action texts.
    public var total: Int
    public var translated: Int
    public var missing: Int
    /// Quick action titles and subtitles the Home Screen cuts off.
    public var tooLong: Int
    /// `translated` of `total` in whole percent, rounded down, so a locale
    /// shows 100 only when nothing is missing (an empty locale is complete).
    public var percent: Int

    public init(total: Int, translated: Int, tooLong: Int) {
        self.total = total
        self.translated = translated
        self.missing = total - translated
        self.tooLong = tooLong
        self.percent = total == 0 ? 100 : translated * 100 / total
    }
}

/// One key of one table, as a locale has it.
public struct ReportString: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case quickActionTitle = "quick-action-title"
        case quickActionSubtitle = "quick-action-subtitle"
        case string
        case plural
    }

    public enum Status: String, Sendable, Codable {
        case translated
        case missing
        /// A key the development table no longer has.
        case obsolete
        /// A development key nothing uses (`unused-key`, `orphaned-infoplist-key`):
        /// listed, not counted, never missing.
        case unused
    }

    /// The row's id: `<locale>-<table>-<key-slug>`, unique in the report.
    public var anchor: String
    public var key: String
    public var table: String
    public var kind: Kind
    public var status: Status
    /// The development text (for a quick action without a development entry:
    /// the Info.plist value or the code's default value).
    public var base: String?
    /// The locale's text (in the development locale: the development text).
    /// A plural is shown as its forms, `one: …; other: …`.
    public var translation: String?
    /// The developer's comment for translators (else the translation's own).
    public var comment: String?
    /// Width of the translation in columns.
    public var width: Int?
    /// For quick action titles and subtitles: the box and how the text fills it.
    public var layout: ReportLayout?
    /// Where the translation is written (else where the development text is).
    public var file: String?
    public var line: Int?
    public var findings: [ReportFinding]
    /// What the string needs from its translator (nil: nothing).
    public var attention: ReportAttention? = nil
}

/// A text laid out in its box, as `check` and `measure` lay it out.
public struct ReportLayout: Sendable, Equatable, Codable {
    /// Columns, or points with the font engine.
    public var lineWidth: Double
    public var maxLines: Int
    /// The full greedy layout, however many lines the text needs.
    public var lines: [String]
    public var lineWidths: [Double]
    public var fits: Bool
    /// The text as shown: itself, or cut with `…`.
    public var display: String
    /// The lines as shown (at most `maxLines`; the last one cut when it does not fit).
    public var shownLines: [String]
    /// With the font engine: the whole text's width and the lines' box in
    /// points (`lineWidth`, `lineWidths`), the size and the fonts that drew it.
    public var points: Double?
    public var size: Double?
    public var fonts: [String]?

    public init(_ fit: Fit) {
        lineWidth = LayoutNumber.rounded(fit.lineWidth)
        maxLines = fit.maxLines
        lines = fit.lines
        lineWidths = fit.lineWidths.map(LayoutNumber.rounded)
        fits = fit.fits
        display = fit.display
        shownLines = fit.shownLines
        if fit.engine == "font" {
            points = LayoutNumber.rounded(fit.width)
            size = fit.size
            fonts = fit.fonts
        }
    }
}

/// The quick-action menu of one app (one Info.plist, with the items its code makes).
public struct ReportMenu: Sendable, Equatable, Codable {
    /// The Info.plist, relative to the project; nil for items of no known app.
    public var app: String?
    /// The items shown: at most `max_items`, static first, then dynamic;
    /// items iOS ignores are left out before counting.
    public var items: [ReportMenuItem]
    /// Items declared beyond `max_items`, which the Home Screen never shows.
    public var hiddenItems: Int
    /// Info.plist items without a Type or a Title, which iOS ignores.
    public var ignoredItems: Int
}

public struct ReportMenuItem: Sendable, Equatable, Codable {
    /// The item's Type (or a stand-in naming it).
    public var type: String
    public var origin: ShortcutItem.Origin
    public var icon: ReportIcon
    public var title: MenuText
    public var subtitle: MenuText?
}

/// The glyph an item shows.
public struct ReportIcon: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// One of the 29 `UIApplicationShortcutIconType…` names (`name` without the prefix).
        case system
        /// An image of the app (`IconFile`) or an SF Symbol (`IconSymbolName`): drawn as a generic glyph.
        case file
        case symbol
        /// No icon, or an icon type iOS does not know (it then draws none).
        case none
    }

    public var kind: Kind
    public var name: String?
}

/// A title or subtitle in the menu.
public struct MenuText: Sendable, Equatable, Codable {
    /// The text before truncation.
    public var text: String
    /// The locale has no translation: what iOS shows instead is drawn.
    public var missing: Bool
    public var layout: ReportLayout
    /// The anchor of the string's row, when the text comes from a table.
    public var row: String?
    /// True when code sets the text at run time from values the tool cannot
    /// follow (absent otherwise): drawn as such, never as an empty text.
    public var setAtRunTime: Bool?

    public init(text: String, missing: Bool, layout: ReportLayout, row: String?, setAtRunTime: Bool? = nil) {
        self.text = text
        self.missing = missing
        self.layout = layout
        self.row = row
        self.setAtRunTime = setAtRunTime
    }
}

/// A finding of `check`, as the report lists it.
public struct ReportFinding: Sendable, Equatable, Codable {
    public var code: String
    public var severity: Severity
    public var message: String
    public var key: String?
    public var table: String?
    public var file: String?
    public var line: Int?
    public var column: Int?
    /// The anchor of the string row the finding is about, if the report has one.
    public var row: String?
}

extension ReportLayout {
    /// The box's line width as printed: "22" (columns), or "190 pt".
    package var lineWidthText: String { LayoutNumber.text(lineWidth) + (points != nil ? " pt" : "") }

    /// The text's width as printed against the box: the row's columns, or "183.7 pt".
    package func widthText(columns: Int) -> String { points.map { LayoutNumber.text($0) + " pt" } ?? String(columns) }

    /// "columns", or the font and size that measured the text ("Inter 17 pt").
    package var measuredWith: String {
        guard let size, let font = fonts?.first else { return "columns" }
        return "\(font) \(LayoutNumber.text(size)) pt"
    }
}
