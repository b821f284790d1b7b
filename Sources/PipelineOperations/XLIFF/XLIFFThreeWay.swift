import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Which side wins a conflict of a three-way import.
public enum XLIFFImportPreference: String, Sendable, CaseIterable {
    /// The XLIFF file's translation is written.
    case file
    /// The table keeps what it holds now.
    case table
}

/// A translation changed both in the XLIFF file and in the tables since the
/// file was exported, to different texts.
public struct XLIFFConflict: Sendable, Equatable {
    public var locale: String
    /// The `<file>`'s `original` and the unit's id (the key, or a plural string's path).
    public var original: String
    public var id: String
    /// What was exported (nil: no translation then), the file's target, the table's value now (nil: none).
    public var exported: String?
    public var file: String
    public var table: String?
    /// The `<trans-unit>`.
    public var location: SourceLocation?
}

/// What the three-way step decided, for the import's report.
public struct XLIFFThreeWayOutcome: Sendable, Equatable {
    /// Units the file left as exported while the table changed since: the table's newer text was kept.
    public var keptNewer: [XLIFFConflict] = []
    /// Units changed on both sides (resolved by `--prefer`, or stopping the import).
    public var conflicts: [XLIFFConflict] = []
    /// `<file>`s that do not record what was exported (from Xcode, another
    /// tool, or stripped of our attributes): imported as they are.
    public var withoutBase: [SourceLocation?] = []
}

/// A three-way import: each unit's base (what `xliff export` wrote as its
/// target, recorded in the file), the file's target (the translator's), and
/// the table's value now. Only what the translator changed is imported:
///
/// - the file's target is the base: the table stays, even when it changed
///   since the export (another import of the same export, an edit by hand);
///   when it did not, the unit is imported as before (no change, and the
///   lock records the source it was read against);
/// - the file changed it and the table did not (or to the same text): written;
/// - both changed it, differently: a conflict. Without a preference the
///   import stops and writes nothing; `.file` writes the file's, `.table`
///   keeps the table's.
///
/// The table's value now is taken as an export would write it now
/// (`XLIFFExport`), so plural forms, catalog variations and states are
/// compared in the terms the file holds them. For String Catalogs the state
/// is part of the text compared (a reviewer's approval is an edit); for
/// `.strings` and `.stringsdict`, which keep no state, it is not.
public enum XLIFFThreeWay {
    public static func apply(_ document: XLIFFDocument, project: Project,
                             prefer: XLIFFImportPreference?) throws(InputError) -> (document: XLIFFDocument, outcome: XLIFFThreeWayOutcome) {
        var outcome = XLIFFThreeWayOutcome()
        var document = document
        var views: [String: [String: [String: Known]]] = [:]
        for f in document.files.indices {
            let file = document.files[f]
            // The units' records count whatever the <file> says: a tool that
            // drops `l10n:exported` but keeps `l10n:base` must not have the
            // table's newer text overwritten by the file's older one.
            let flagLost = !file.recordsBase && file.units.contains { $0.base != nil }
            guard file.recordsBase || flagLost else {
                if XLIFFImport.translatedUnits(file.units) > 0 { outcome.withoutBase.append(file.location) }
                continue
            }
            guard let locale = file.targetLanguage else { continue }
            if views[locale] == nil { views[locale] = try view(project: project, locale: locale) }
            let current = views[locale]?[file.original] ?? [:]
            let catalog = file.original.hasSuffix(".xcstrings")
            // Resolved once per <file> (it looks at the disk), and only if a unit needs it.
            var fallbackTables: FallbackTables?
            var resolvedFallback = false
            for u in file.units.indices {
                let unit = file.units[u]
                // An empty target for a non-empty source is untranslated: it is not imported, so it cannot revert anything.
                guard let mine = unit.target, !(mine.isEmpty && !unit.source.isEmpty) else { continue }
                // A unit the tables do not know (a key since removed) is imported as before: placed, or refused as unplaceable.
                if current[unit.id] == nil && !resolvedFallback {
                    fallbackTables = FallbackTables(file, project: project, locale: locale)
                    resolvedFallback = true
                }
                guard let known = current[unit.id] ?? fallbackTables?.known(unit.id) else { continue }
                let now = known.value
                let base = unit.base.map { Current(text: $0.text, state: $0.state) }
                let theirs = Current(text: mine, state: unit.state)
                let record = XLIFFConflict(locale: locale, original: file.original, id: unit.id, exported: base?.text, file: mine,
                                           table: now?.text, location: unit.location ?? file.location)
                // Without the <file>'s flag, a unit with no record may have lost it: when the table
                // has another text now, which is newer cannot be told. Refused, unless a side is chosen.
                if flagLost, base == nil, let now, !same(now, theirs, catalog: catalog) {
                    guard let prefer else { throw inconsistentRecords(record) }
                    outcome.conflicts.append(record)
                    if prefer == .table { document.files[f].units[u].target = nil }
                    continue
                }
                if same(theirs, base, catalog: catalog) {
                    // Left as exported. When the table changed since, its newer value stands; when
                    // not, the unit goes on as before (it writes nothing, and the lock records its source).
                    if !same(now, base, catalog: catalog) {
                        document.files[f].units[u].target = nil
                        outcome.keptNewer.append(record)
                    }
                    continue
                }
                guard !same(now, base, catalog: catalog), !same(now, theirs, catalog: catalog) else { continue }
                outcome.conflicts.append(record)
                if prefer == .table { document.files[f].units[u].target = nil }
            }
        }
        return (document, outcome)
    }

    /// A unit without a record in a `<file>` whose other units have one and
    /// that lost its `l10n:exported` flag: its record may have been dropped too.
    private static func inconsistentRecords(_ record: XLIFFConflict) -> InputError {
        let table = record.table.map { "\"\($0.escapedForMessage)\"" } ?? "none"
        return InputError("de \"\(record.id.escapedForMessage)\": this unit records no exported target while other units of its <file> do, and the <file> has lost l10n:exported=\"yes\": its records were changed, so the import cannot tell whether the table's translation (\(table)) is newer than this file's (\"\(record.file.escapedForMessage)\"); nothing was written. Export again, or choose a side with --prefer file or --prefer table"
                              .replacingOccurrences(of: "de \"", with: "\(record.locale) \""), at: record.location)
    }

    /// A text and, for catalogs, its state.
    package struct Current: Equatable {
        package var text: String
        package var state: String?
    }

    /// Equal for an import: the same text (and for catalogs, the same
    /// catalog state: `final` and `translated` are both `translated`).
    package static func same(_ a: Current?, _ b: Current?, catalog: Bool) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.text == b.text else { return false }
        return !catalog || CatalogXLIFF.catalogState(a.state) == CatalogXLIFF.catalogState(b.state)
    }

    /// A unit the tables know, and its translation now (nil: none).
    package struct Known: Equatable {
        package var value: Current?
    }

    /// original -> id -> the target an export for `locale` would write now.
    package static func view(project: Project, locale: String) throws(InputError) -> [String: [String: Known]] {
        var view: [String: [String: Known]] = [:]
        for file in try XLIFFExport.document(for: project, locale: locale, recordBases: false).files {
            var units: [String: Known] = [:]
            for unit in file.units { units[unit.id] = Known(value: unit.target.map { Current(text: $0, state: unit.state) }) }
            view[file.original, default: [:]].merge(units) { first, _ in first }
        }
        return view
    }

    /// For units the export would not write now (a key only code names, and
    /// an import does not read the code): the `.strings` tables of the
    /// `<file>`, the locale's and the development one.
    package struct FallbackTables {
        package let translated: StringsFile?
        package let development: StringsFile?

        package init?(_ file: XLIFFFile, project: Project, locale: String) {
            guard case .table(let target)? = try? XLIFFImport.resolve(file, project: project), target.kind == .strings,
                  let root = project.roots.first(where: { XLIFFImport.standardized($0.folder) == target.rootFolder }) else { return nil }
            translated = root.locales[locale]?.tables[target.table]
            development = root.locales[project.baseLocale]?.tables[target.table]
        }

        /// The locale's value, none when only the development table has the key, nil when neither does.
        package func known(_ key: String) -> Known? {
            if let entry = translated?.lookup[key] { return Known(value: Current(text: entry.value, state: nil)) }
            return development?.lookup[key] == nil ? nil : Known(value: nil)
        }
    }
}
