import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// What a writer changed (or, in a dry run, would change) in one table
/// file: the one changes type `update` and `xliff import` report, and the
/// one way their edits are listed.
public struct TableChange: Sendable, Equatable {
    public var path: String
    public var locale: String
    public var created: Bool
    public var edits: [StringsEdit]

    public init(path: String, locale: String, created: Bool, edits: [StringsEdit]) {
        self.path = path
        self.locale = locale
        self.created = created
        self.edits = edits
    }

    /// `3 updated, 1 added, 2 removed`: the edits counted by kind.
    public var counts: String {
        let counts = Dictionary(grouping: edits, by: \.kind).mapValues(\.count)
        return [(StringsEdit.Kind.replaced, "updated"), (.added, "added"), (.removed, "removed")]
            .compactMap { kind, word in counts[kind].map { "\($0) \(word)" } }.joined(separator: ", ")
    }

    /// One edit as a line: `  + "key" part = "value"`, `  ~ "key" = "value"`,
    /// `  ~ "key" marked stale`, `  - "key"`; `shown` makes input text safe
    /// for a terminal. A plural string also names its part (`files.few`), a
    /// catalog's its language.
    public static func line(_ edit: StringsEdit, shown: (String) -> String) -> String {
        let part = edit.part.map { " \(shown($0))" } ?? ""
        switch edit.kind {
        case .added: return "  + \"\(shown(edit.key))\"\(part) = \"\(shown(edit.newValue ?? ""))\""
        case .replaced where edit.part == StringCatalogEditor.stalePart: return "  ~ \"\(shown(edit.key))\" marked stale"
        case .replaced: return "  ~ \"\(shown(edit.key))\"\(part) = \"\(shown(edit.newValue ?? ""))\""
        case .removed: return "  - \"\(shown(edit.key))\""
        }
    }
}
