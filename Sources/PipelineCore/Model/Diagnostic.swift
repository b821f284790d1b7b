/// How bad a finding is. Only errors fail a run (exit code 1).
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a layout check measured, so a report can show it.
/// Widths are columns, or points (to a hundredth) when `engine` is "font";
/// the font engine also names the fonts, the size and each line's width.
public struct Measurement: Sendable, Equatable, Codable {
    public var text: String
    public var width: Double
    public var lines: [String]
    public var allowedLines: Int
    public var lineWidth: Double
    public var display: String
    public var engine: String?
    public var fonts: [String]?
    public var size: Double?
    public var lineWidths: [Double]?

    public init(_ fit: Fit) {
        text = fit.text
        width = LayoutNumber.rounded(fit.width)
        lines = fit.lines
        allowedLines = fit.maxLines
        lineWidth = LayoutNumber.rounded(fit.lineWidth)
        display = fit.display
        if fit.engine == "font" {
            engine = fit.engine
            fonts = fit.fonts
            size = fit.size
            lineWidths = fit.lineWidths.map(LayoutNumber.rounded)
        }
    }
}

/// One finding of a check. `code` is stable: CI configs and baselines use it.
public struct Diagnostic: Sendable, Equatable, Codable {
    public var code: String
    public var severity: Severity
    public var message: String
    public var locale: String?
    /// The string's key, or the item's Type for item-level findings.
    public var key: String?
    public var table: String?
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var measurement: Measurement?

    public init(code: String, severity: Severity, message: String, locale: String? = nil, key: String? = nil,
                table: String? = nil, location: SourceLocation? = nil, measurement: Measurement? = nil) {
        self.code = code
        self.severity = severity
        self.message = message
        self.locale = locale
        self.key = key
        self.table = table
        self.file = location?.file
        self.line = location?.line
        self.column = location?.column
        self.measurement = measurement
    }

    public var location: SourceLocation? {
        file.map { SourceLocation(file: $0, line: line, column: column) }
    }
}

/// The findings that layers below the checks make or read themselves (an
/// import reports obsolete translations; coverage counts missing ones): their
/// codes and severities live here, and the checks take theirs from here, so
/// that no lower layer names a check.
public enum SharedFinding {
    public static let missingTranslation = "missing-translation"
    public static let obsoleteTranslation = "obsolete-translation"
    public static let obsoleteTranslationSeverity = Severity.warning
}
