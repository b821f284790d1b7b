import PipelineCore
import PipelineFormats
import PipelineProject

/// A check that reads each translated string beside its development string.
/// Such checks do not walk the app themselves: a run walks its translated
/// tables once for all of them (`TranslationWalk`) and lends each table to
/// each check, which goes through its pairs.
///
/// A conforming type declares, besides `findings(in:)` as
/// `findingsOfItsOwnWalk(in: context)`, its side of the walk as
/// `static func visitor() -> TranslationVisitor { TranslationVisitor(Self()) }`:
/// written in the type itself, the compiler specializes the walk's inner loop
/// for it. (Left to a protocol extension, the loop ran unspecialized, through
/// value witnesses and metadata lookups, slower than the walks it replaced.)
package protocol TranslationCheck: Check {
    /// What the check needs of a development entry: made once, for every
    /// locale that translates it, as the source is the same for forty locales.
    associatedtype Source
    func source(of entry: StringsEntry) -> Source
    /// The finding for one translation, if any; a check that decides only
    /// once it has seen them all gathers what it needs here instead.
    mutating func visit(_ pair: TranslationPair, in slot: TranslationSlot, source: Source) -> Diagnostic?
    /// Findings made after the walk, from what `visit` gathered or from
    /// outside the tables.
    func finish(in context: CheckContext) -> [Diagnostic]
    static func visitor() -> TranslationVisitor
}

extension TranslationCheck {
    package func finish(in context: CheckContext) -> [Diagnostic] { [] }

    /// The check on its own (an example, `l10n-bench checks`): a walk for it alone.
    package func findingsOfItsOwnWalk(in context: CheckContext) -> [Diagnostic] {
        TranslationWalk.findings(of: [Self.self], in: context)
    }
}

/// A translated table beside its development table, lent to the checks for
/// the length of one call.
package struct TranslationTable {
    package let slot: TranslationSlot
    package let entries: UnsafeBufferPointer<StringsEntry>
    package let sources: UnsafeBufferPointer<StringsEntry>
    package let alignment: TableAlignment
}

/// The one walk over every translated table whose development table has the
/// same name: root by root, locales and tables sorted; each check goes
/// through the table's entries in file order.
package enum TranslationWalk {
    package static func findings(of checks: [any TranslationCheck.Type], in context: CheckContext) -> [Diagnostic] {
        let visitors = checks.map { $0.visitor() }
        for (rootIndex, root) in context.resolution.project.roots.enumerated() {
            guard let base = context.baseTables(root) else { continue }
            for visitor in visitors { visitor.startRoot() }
            for tables in context.translatedLocales(root) {
                let language = Untranslated.language(tables.locale)
                for name in tables.tables.keys.sorted() {
                    guard let baseFile = base.tables[name], let file = tables.tables[name],
                          let alignment = context.alignment(root: rootIndex, locale: tables.locale, table: name) else { continue }
                    var slot = TranslationSlot(locale: tables.locale, language: language, table: name)
                    slot.unusedKeys = context.resolution.deadKeys.keys(root: rootIndex, table: name)
                    file.entries.withUnsafeBufferPointer { entries in
                        baseFile.entries.withUnsafeBufferPointer { sources in
                            let table = TranslationTable(slot: slot, entries: entries, sources: sources, alignment: alignment)
                            for visitor in visitors { visitor.walk(table) }
                        }
                    }
                }
            }
        }
        return visitors.flatMap { $0.finish(context) }
    }
}

/// One check's side of the walk, as closures over its state.
package struct TranslationVisitor {
    package let startRoot: () -> Void
    package let walk: (_ table: TranslationTable) -> Void
    package let finish: (_ context: CheckContext) -> [Diagnostic]

    package init<Checked: TranslationCheck>(_ check: Checked) {
        let state = VisitorState(check)
        startRoot = { state.kept = [:] }
        walk = { table in state.walk(table) }
        finish = { context in state.findings + state.check.finish(in: context) }
    }
}

private final class VisitorState<Checked: TranslationCheck> {
    var check: Checked
    var findings: [Diagnostic] = []
    /// What `source(of:)` made of each development entry, by table and
    /// position, kept for the table's next locale.
    var kept: [String: [Checked.Source?]] = [:]

    init(_ check: Checked) { self.check = check }

    func walk(_ table: TranslationTable) {
        let name = table.slot.table
        var made = kept.removeValue(forKey: name) ?? [Checked.Source?](repeating: nil, count: table.sources.count)
        guard let entriesStart = table.entries.baseAddress, let sourcesStart = table.sources.baseAddress else { return }
        for index in table.entries.indices {
            guard let position = table.alignment.basePosition(ofEntry: index) else { continue }
            let source: Checked.Source
            if let known = made[position] { source = known } else {
                source = check.source(of: table.sources[position])
                made[position] = source
            }
            let pair = TranslationPair(entryPointer: entriesStart + index, sourcePointer: sourcesStart + position)
            if let finding = check.visit(pair, in: table.slot, source: source) { findings.append(finding) }
        }
        kept[name] = made
    }
}
