import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// What a string needs from its translator, if anything: the groups a locale's
/// page opens on, in the order a translator should take them. A string is in
/// the first group that applies, so it is listed once.
public enum ReportAttention: String, Sendable, Codable, CaseIterable {
    /// Not translated, or translated as an empty text.
    case missing
    /// A quick action text the Home Screen cuts off.
    case tooLong = "too-long"
    /// Placeholders or plural forms that do not match the development text's:
    /// the app shows wrong values or crashes.
    case placeholder
    /// The development text changed since this translation was made.
    case stale
    /// Marked for review (`needs-review`, a catalog's `needs_review`).
    case review
    /// Any other warning or error of `check` on the string (white space,
    /// numbers, invisible characters, …). Notes (`untranslated`,
    /// `punctuation-mismatch`) are shown on their rows but ask for nothing:
    /// on a real app they were most of this group, and a translator would
    /// dismiss them ("Tags" is "Tags" in German).
    case finding

    /// Finding codes that put a string in each group; the rest go to `finding`.
    package static let codes: [String: ReportAttention] = [
        "missing-translation": .missing, "empty-translation": .missing,
        "title-truncated": .tooLong, "subtitle-truncated": .tooLong,
        "placeholder-mismatch": .placeholder, "plural-category-missing": .placeholder,
        "stale-translation": .stale,
        "needs-review": .review,
    ]

    /// The group of a string, or nil when it needs nothing. Strings a
    /// translator does not own (obsolete ones, keys nothing uses) need nothing
    /// from them, whatever `check` says to the developers.
    package static func of(_ row: ReportString) -> ReportAttention? {
        of(status: row.status, fits: row.layout?.fits, findings: row.findings)
    }

    /// `of` a row from its parts, read in place (a row passed whole was copied).
    package static func of(status: ReportString.Status, fits: Bool?, findings: [ReportFinding]) -> ReportAttention? {
        switch status {
        case .obsolete, .unused: return nil
        case .missing: return .missing
        case .translated: break
        }
        var found: ReportAttention?
        if fits == false { found = .tooLong }
        for finding in findings {
            guard let kind = codes[finding.code] ?? (finding.severity == .note ? nil : .finding) else { continue }
            if found.map({ kind.rank < $0.rank }) ?? true { found = kind }
        }
        return found
    }

    package var rank: Int { Self.allCases.firstIndex(of: self) ?? Self.allCases.count }

    /// The group's heading on a locale's page.
    public var title: String {
        switch self {
        case .missing: return "Missing"
        case .tooLong: return "Too long"
        case .placeholder: return "Placeholder and plural errors"
        case .stale: return "Stale: the development text changed"
        case .review: return "Needs review"
        case .finding: return "Other warnings and errors"
        }
    }
}

/// How many strings of a locale are in each group.
public struct AttentionCounts: Sendable, Equatable, Codable {
    public var missing = 0
    public var tooLong = 0
    public var placeholder = 0
    public var stale = 0
    public var review = 0
    public var finding = 0

    public init() {}

    public init(_ rows: [ReportString]) {
        // By index: iterating copies each row, retaining all its strings.
        for index in rows.indices { if let kind = rows[index].attention { self[kind] += 1 } }
    }

    public subscript(kind: ReportAttention) -> Int {
        get {
            switch kind {
            case .missing: return missing
            case .tooLong: return tooLong
            case .placeholder: return placeholder
            case .stale: return stale
            case .review: return review
            case .finding: return finding
            }
        }
        set {
            switch kind {
            case .missing: missing = newValue
            case .tooLong: tooLong = newValue
            case .placeholder: placeholder = newValue
            case .stale: stale = newValue
            case .review: review = newValue
            case .finding: finding = newValue
            }
        }
    }

    /// Strings that need work, in all groups.
    public var total: Int { ReportAttention.allCases.reduce(0) { $0 + self[$1] } }
}
