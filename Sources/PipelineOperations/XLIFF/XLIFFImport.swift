import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// What an import did (or, in a dry run, would do).
public struct XLIFFImportReport: Sendable {
    public typealias FileChange = TableChange

    /// A `<file>` (or a plural entry or trans-unit of one) that was not imported, and why.
    public struct Skipped: Sendable, Equatable {
        public var location: SourceLocation?
        public var reason: String
        /// The translations (non-empty targets) it holds: a translator's work
        /// that is not imported. Skipping any is an error unless asked for.
        public var translations: Int = 0
    }

    /// Tables whose text changes, in the order the XLIFF names them.
    public var files: [FileChange] = []
    /// `obsolete-translation` warnings: entries the XLIFF's source no longer has.
    public var diagnostics: [Diagnostic] = []
    public var skipped: [Skipped] = []
    /// Translations read from the XLIFF (changed or not).
    public var translations = 0
    public var lockChanged = false
    /// What the three-way step decided (`XLIFFThreeWay`). With conflicts and
    /// no preference, the import planned and wrote nothing.
    public var threeWay = XLIFFThreeWayOutcome()
    /// Conflicts stopped the import: nothing was written.
    public var stoppedByConflicts: Bool { !threeWay.conflicts.isEmpty && !conflictsResolved }
    /// A `--prefer` settled the conflicts.
    public var conflictsResolved = false
}

/// Merges the translations of an XLIFF file into the project's tables with
/// `StringsTableEditor` (`.strings`) and `StringsDictEditor` (`.stringsdict`,
/// see `XLIFFImport+Plurals`): existing values are replaced in place, new keys
/// are appended (a `.strings` key with the developer's note as comment), and
/// nothing is ever removed.
/// Entries the XLIFF and the development table no longer have are reported as
/// `obsolete-translation`. A table whose translations all stay the same is not
/// written, so it stays byte-identical.
///
/// Each `<file>`'s `original` (the development table, relative to the project
/// folder) names the table; its `<source-language>.lproj` or `Base.lproj`
/// becomes `<target-language>.lproj`, created when missing. An `original` that
/// is absolute or leads out of the project folder is refused. The lock records,
/// for each imported translation, the `<source>` it was made from.
public enum XLIFFImport {
    /// - Parameter skipUnknown: import what can be placed and skip, with a
    ///   warning, the translations that cannot (a storyboard, a String
    ///   Catalog, a table of no known locale folder). Without it, any such
    ///   translation stops the import before anything is written: a
    ///   translator's work is never dropped with a passing exit code.
    /// - Parameter prefer: which side wins where the file and the tables both
    ///   changed a translation since the export (`XLIFFThreeWay`); without
    ///   it such a conflict stops the import (`stoppedByConflicts`) and
    ///   nothing is written.
    public static func run(_ document: XLIFFDocument, project: Project, write: Bool = true,
                           skipUnknown: Bool = false, prefer: XLIFFImportPreference? = nil) throws(InputError) -> XLIFFImportReport {
        var report = XLIFFImportReport()
        let (document, threeWay) = try XLIFFThreeWay.apply(document, project: project, prefer: prefer)
        report.threeWay = threeWay
        report.conflictsResolved = prefer != nil
        if report.stoppedByConflicts { return report }
        var editors: [String: StringsTableEditor] = [:]
        var pluralEditors: [String: StringsDictEditor] = [:]
        var order: [String] = []
        var targets: [String: TableTarget] = [:]
        var listed: [String: Set<String>] = [:]
        var catalogs: [String: CatalogEdit] = [:]
        var catalogOrder: [String] = []
        var lock = project.lock
        let loaded = LoadedTables(project)

        // Plan everything first: a bad <file> late in the XLIFF must not leave earlier tables written.
        for file in document.files {
            let target: TableTarget
            switch try resolve(file, project: project) {
            case .skip(let reason):
                report.skipped.append(.init(location: file.location, reason: reason, translations: translatedUnits(file.units)))
                continue
            case .catalog(let path, let locale):
                if catalogs[path] == nil { catalogOrder.append(path) }
                try mergeCatalog(file, path: path, locale: locale, project: project, loaded: loaded, into: &catalogs, report: &report)
                continue
            case .table(let resolved):
                target = resolved
            }
            if targets[target.path] == nil {
                switch target.kind {
                case .strings: editors[target.path] = try StringsTableEditor.open(path: target.path, newFileEncoding: target.newFileEncoding,
                                                                                  loaded: loaded.stringsFile(at: target.path), scope: .app(project.paths))
                case .plurals: pluralEditors[target.path] = try StringsDictEditor.open(path: target.path, scope: .app(project.paths))
                }
                order.append(target.path)
                targets[target.path] = target
            }
            let tableID = lock.tableID(rootFolder: target.rootFolder, table: target.table)
            if target.kind == .plurals, var editor = pluralEditors[target.path] {
                listed[target.path, default: []].formUnion(try mergePlurals(file, into: &editor, target: target, tableID: tableID,
                                                                             project: project, lock: &lock, report: &report))
                pluralEditors[target.path] = editor
                continue
            }
            for unit in file.units {
                listed[target.path, default: []].insert(unit.id)
                // An empty target for a non-empty source is an untranslated placeholder, not a translation.
                guard let translation = unit.target, !(translation.isEmpty && !unit.source.isEmpty) else { continue }
                editors[target.path]?.setValue(translation, forKey: unit.id, comment: unit.note)
                if target.locale != project.baseLocale {
                    lock.record(unit.source, locale: target.locale, table: tableID, key: unit.id)
                }
                report.translations += 1
            }
        }

        if !skipUnknown, let first = report.skipped.first(where: { $0.translations > 0 }) {
            let lost = report.skipped.reduce(0) { $0 + $1.translations }
            let places = report.skipped.filter { $0.translations > 0 }.count
            throw InputError("\(lost) translation\(lost == 1 ? "" : "s") cannot be imported: \(first.reason)"
                                + (places > 1 ? " (and \(places - 1) more <file>s or entries)" : "")
                                + "; nothing was written. Pass --skip-unknown to import the rest and skip these.",
                             at: first.location)
        }

        var renderedPlurals: [String: Data] = [:]
        for path in order {
            guard let target = targets[path] else { continue }
            if let editor = editors[path] {
                report.diagnostics += obsolete(in: editor, target: target, listed: listed[path] ?? [], project: project)
                if editor.hasChanges {
                    report.files.append(.init(path: path, locale: target.locale, created: !editor.exists, edits: editor.edits))
                }
            } else if let editor = pluralEditors[path] {
                report.diagnostics += obsoletePlurals(in: editor, target: target, listed: listed[path] ?? [], project: project)
                if editor.hasChanges {
                    // Rendered and read back now, so a table that would come out wrong stops the import before any write.
                    renderedPlurals[path] = try editor.encodedData()
                    report.files.append(.init(path: path, locale: target.locale, created: !editor.exists, edits: editor.edits))
                }
            }
        }
        for path in catalogOrder {
            guard let edit = catalogs[path], edit.editor.hasChanges else { continue }
            report.files.append(.init(path: path, locale: edit.locales.joined(separator: ","), created: false, edits: edit.editor.edits))
        }
        let lockWrite = LockFile.replacement(for: lock)
        report.lockChanged = lockWrite != nil
        guard write else { return report }
        // Every table, then l10n.lock, in one transaction: all or nothing, and the lock always matches the tables.
        var transaction = project.transaction()
        for path in order {
            if let editor = editors[path], editor.hasChanges {
                transaction.replace(path, with: try editor.encodedData(), expecting: editor.expectation)
            } else if let data = renderedPlurals[path], let editor = pluralEditors[path] {
                transaction.replace(path, with: data, expecting: editor.expectation)
            }
        }
        for path in catalogOrder {
            guard let editor = catalogs[path]?.editor, editor.hasChanges else { continue }
            transaction.replace(path, with: try editor.encodedData(), expecting: editor.expectation)
        }
        if let lockWrite { transaction.add(lockWrite) }
        try transaction.commit()
        return report
    }

    /// Trans-units with a translation in them.
    package static func translatedUnits(_ units: [XLIFFUnit]) -> Int {
        // Counted, not filtered: a filtered copy of 1.3 M units was the import's peak.
        var count = 0
        for unit in units where unit.target.map({ !$0.isEmpty }) ?? false { count += 1 }
        return count
    }

    // MARK: Where a <file> goes

    package enum TableKind {
        case strings, plurals
    }

    package struct TableTarget {
        package var kind: TableKind
        package var path: String
        package var locale: String
        package var table: String
        /// The folder holding the `<locale>.lproj` folders.
        package var rootFolder: String
        package var newFileEncoding: TextEncoding
    }

    package enum Resolution {
        case table(TableTarget)
        /// A String Catalog holds every locale: the file itself is edited.
        case catalog(path: String, locale: String)
        case skip(String)
    }

    package static func resolve(_ file: XLIFFFile, project: Project) throws(InputError) -> Resolution {
        guard let locale = file.targetLanguage else {
            throw InputError("<file original=\"\(file.original)\"> has no target-language: which locale do its translations belong to?", at: file.location)
        }
        guard isLocaleName(locale) else {
            throw InputError("target-language \"\(locale)\" is not a locale name (letters, digits, '-' and '_')", at: file.location)
        }
        var parts = try containedComponents(file.original, location: file.location)
        let name = parts[parts.count - 1]

        if let lproj = parts.lastIndex(where: { isSourceFolder($0, file: file, project: project, locale: locale) }) {
            let kind: TableKind
            let table: String
            if name.hasSuffix(".strings") {
                (kind, table) = (.strings, String(name.dropLast(".strings".count)))
            } else if name.hasSuffix(".stringsdict") {
                (kind, table) = (.plurals, String(name.dropLast(".stringsdict".count)))
            } else {
                return .skip("only .strings and .stringsdict tables are imported, not \(file.original)")
            }
            guard lproj == parts.count - 2 else {
                return .skip("only tables directly in a .lproj folder are imported, not \(file.original)")
            }
            parts[lproj] = "\(locale).lproj"
            let rootFolder = standardized(([project.root] + parts[..<lproj]).joined(separator: "/"))
            // Exports before 5cf65ff named quick action titles in folders no Info.plist reads (a resource bundle's):
            // a new InfoPlist.strings there would localize nothing.
            if kind == .strings, table == TableName.infoPlist, !readsInfoPlistTable(rootFolder, project: project) {
                let folder = file.original.split(separator: "/").dropLast(2).joined(separator: "/")
                return .skip("no Info.plist reads an InfoPlist.strings in \(folder.isEmpty ? "the project folder" : folder) "
                             + "(the folder has none in any locale and no quick action titles; an export of an older version named one there)")
            }
            return .table(try target(kind, path: standardized(([project.root] + parts).joined(separator: "/")), locale: locale, table: table,
                                     rootFolder: rootFolder, project: project))
        }
        // Xcode names InfoPlist.strings by its Info.plist: `MyApp/Info.plist`.
        if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            let plist = standardized(([project.root] + parts).joined(separator: "/"))
            guard let specIndex = project.specs.firstIndex(where: { standardized($0.path) == plist }),
                  let rootIndex = project.specRoots[specIndex].first else {
                return .skip("no localization folder belongs to \(file.original) in this project")
            }
            let rootFolder = standardized(project.roots[rootIndex].folder)
            return .table(try target(.strings, path: TablePaths.path(root: rootFolder, locale: locale, table: TableName.infoPlist), locale: locale,
                                     table: TableName.infoPlist, rootFolder: rootFolder, project: project))
        }
        if name.hasSuffix(".xcstrings") {
            let path = standardized(([project.root] + parts).joined(separator: "/"))
            try project.paths.checkWritable(path)
            return .catalog(path: path, locale: locale)
        }
        return .skip("cannot tell which locale folder \(file.original) belongs to (no \(file.sourceLanguage).lproj in its path)")
    }

    /// Whether the localization folder at `rootFolder` has an InfoPlist table
    /// in some locale, localizes an Info.plist (quick actions or not: privacy
    /// strings are the usual first InfoPlist.strings), or is where today's
    /// export puts quick action titles.
    private static func readsInfoPlistTable(_ rootFolder: String, project: Project) -> Bool {
        guard let index = project.roots.firstIndex(where: { standardized($0.folder) == rootFolder }) else { return false }
        return project.roots[index].locales.values.contains { $0.tables[TableName.infoPlist] != nil }
            || DeadKeys.infoPlistKeys(of: project)[index] != nil
            || RequiredKeys.of(project)[TableName.infoPlist]?.contains { $0.roots.contains(index) } == true
    }

    private static func target(_ kind: TableKind, path: String, locale: String, table: String, rootFolder: String,
                               project: Project) throws(InputError) -> TableTarget {
        // Checked now, so a dry run says so too; and again right before writing.
        try project.paths.checkWritable(path)
        // A new table is written like the development locale's (UTF-16 stays UTF-16 across the project).
        let baseFile = project.roots.first { standardized($0.folder) == rootFolder }?.locales[project.baseLocale]?.tables[table]
        return TableTarget(kind: kind, path: path, locale: locale, table: table, rootFolder: rootFolder, newFileEncoding: baseFile?.encoding ?? .utf8)
    }

    private static func isSourceFolder(_ component: String, file: XLIFFFile, project: Project, locale: String) -> Bool {
        [file.sourceLanguage, project.baseLocale, TableName.base, locale].contains { !$0.isEmpty && component == "\($0).lproj" }
    }

    package static func isLocaleName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { c in
            (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || (0x61...0x7A).contains(c) || c == 0x2D || c == 0x5F
        } && name.utf8.first != 0x2D
    }

    /// The components of a relative path that stays inside the project:
    /// absolute paths and `..` that climbs out are refused.
    package static func containedComponents(_ original: String, location: SourceLocation?) throws(InputError) -> [String] {
        if original.hasPrefix("/") || original.hasPrefix("~") {
            throw InputError("original=\"\(original)\" is an absolute path; XLIFF files name tables relative to the project folder", at: location)
        }
        var parts: [String] = []
        for part in original.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw InputError("original=\"\(original)\" leads out of the project folder; refusing to write there", at: location)
                }
                parts.removeLast()
            default:
                parts.append(String(part))
            }
        }
        guard !parts.isEmpty else { throw InputError("original=\"\(original)\" names no file", at: location) }
        return parts
    }

    package static func standardized(_ path: String) -> String {
        PathPolicy.standardized(path)
    }

    // MARK: Obsolete entries

    /// Entries of the locale's table that neither the XLIFF nor the
    /// development table has (Info.plist keys excepted): kept, but reported.
    private static func obsolete(in editor: StringsTableEditor, target: TableTarget, listed: Set<String>, project: Project) -> [Diagnostic] {
        let rootIndex = project.roots.firstIndex { standardized($0.folder) == target.rootFolder }
        let baseKeys = rootIndex.flatMap { project.roots[$0].locales[project.baseLocale]?.tables[target.table]?.lookup }
        let plistKeys = target.table == TableName.infoPlist ? DeadKeys.infoPlistKeys(of: project) : [:]
        // By position, one entry at a time: `winners` would copy every entry of
        // a table at once (160 MB for 1.3 M keys, at the import's peak).
        let file = editor.file
        return file.lookup.winnerPositions.compactMap { position in
            let entry = file.entries[position]
            guard !listed.contains(entry.key), baseKeys?.contains(entry.key) != true else { return nil }
            if target.table == TableName.infoPlist && DeadKeys.belongsToInfoPlist(entry.key, root: rootIndex, keys: plistKeys) { return nil }
            return obsoleteDiagnostic(key: entry.key, target: target, at: entry.location)
        }
    }

    /// An entry the import keeps although nothing names it any more.
    package static func obsoleteDiagnostic(key: String, target: TableTarget, at location: SourceLocation) -> Diagnostic {
        Diagnostic(code: SharedFinding.obsoleteTranslation, severity: SharedFinding.obsoleteTranslationSeverity,
                   message: "\(target.locale): \"\(key)\" is in neither the XLIFF's source nor the development table; kept, as an import never removes a translation",
                   locale: target.locale, key: key, table: target.table, location: location)
    }
}
