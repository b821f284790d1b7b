import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// What `l10n-tool update` may do beyond adding missing development keys.
public struct UpdateOptions: Sendable, Equatable {
    /// Give locales the development value of keys they lack, marked UNTRANSLATED.
    public var fillUntranslated = false
    /// Remove keys nothing uses any more (never Info.plist keys).
    public var prune = false
    /// Record the current development values in l10n.lock: every translation is current.
    public var accept = false
    /// Mark a String Catalog's keys nothing uses as stale, as Xcode's build
    /// does. Asked for, not the default: what the code scanner cannot see
    /// (keys built at run time, passed through helpers) would be marked too.
    public var markStale = false

    public init(fillUntranslated: Bool = false, prune: Bool = false, accept: Bool = false, markStale: Bool = false) {
        self.fillUntranslated = fillUntranslated
        self.prune = prune
        self.accept = accept
        self.markStale = markStale
    }
}

/// What an update did (or, in a dry run, would do).
public struct UpdateReport: Sendable {
    public typealias FileChange = TableChange

    /// Tables whose text changes, by path.
    public var files: [FileChange] = []
    /// Keys nothing declares any more (removed with `prune`), as `obsolete-translation`.
    public var unused: [Diagnostic] = []
    public var lockChanged = false
}

/// Brings every locale's tables in line with the keys the app declares
/// (`RequiredKeys`): the development table gets missing keys with their
/// default values and comments; other locales are left to show them as
/// missing unless `fillUntranslated`; unused keys are reported, and removed
/// only with `prune`. Tables are edited in place (`StringsTableEditor`), so
/// comments, order and encodings stay, and untouched files stay byte-identical.
public enum TableUpdate {
    public static func run(_ project: Project, options: UpdateOptions = UpdateOptions(), write: Bool = true) throws(InputError) -> UpdateReport {
        var session = Session(project: project)
        let required = RequiredKeys.of(project)
        let authoritative = RequiredKeys.authoritativeTables(project, required: required)
        let plistKeys = DeadKeys.infoPlistKeys(of: project)
        var report = UpdateReport()
        // Only `fillUntranslated` asks what each locale already resolves to.
        let resolution = options.fillUntranslated ? ProjectResolution(project: project) : nil

        for (rootIndex, root) in project.roots.enumerated() {
            let base = root.locales[project.baseLocale]
            var names = Set(base?.tables.keys.map { $0 } ?? [])
            // A table no locale of a folder of String Catalogs has is not made as `.strings` (a note says so).
            for (table, keys) in required where keys.contains(where: { $0.roots.contains(rootIndex) }) && !RequiredKeys.makesNoTable(table, root: root) {
                names.insert(table)
            }

            for name in names.sorted() {
                let declared = (required[name] ?? []).filter { $0.roots.contains(rootIndex) }
                let baseFile = base?.tables[name]
                let basePath = session.basePath(root: root, table: name, file: baseFile)
                var baseValues: [(key: String, value: String)] = baseFile.map { $0.lookup.winners.map { ($0.key, $0.value) } } ?? []

                // 1. The development table gets what the app declares.
                for key in declared where baseFile?.lookup.contains(key.key) != true {
                    try session.setValue(key.defaultValue, forKey: key.key, comment: key.comment, in: basePath, locale: project.baseLocale,
                                         encoding: baseFile?.encoding ?? .utf8)
                    baseValues.append((key.key, key.defaultValue))
                }

                // 2. Keys nothing declares, in tables whose every key is declared.
                if authoritative.contains(name) {
                    let used = Set(declared.map(\.key))
                    let isInfoPlist = name == TableName.infoPlist
                    var pruned = Set<String>()
                    for locale in root.locales.keys.sorted() {
                        for entry in (root.locales[locale]?.tables[name]).map(\.lookup.winners) ?? [] {
                            guard !used.contains(entry.key),
                                  !(isInfoPlist && DeadKeys.belongsToInfoPlist(entry.key, root: rootIndex, keys: plistKeys)) else { continue }
                            let catalog = Session.isCatalog(entry.location.file) && options.markStale
                            report.unused.append(unusedFinding(entry, locale: locale, table: name, project: project, pruned: options.prune, catalog: catalog))
                            if catalog && !options.prune {
                                // As Xcode does: the key stays, marked stale, with its translations.
                                try session.markStale(entry.key, in: entry.location.file)
                            } else if options.prune {
                                try session.removeEntries(forKey: entry.key, in: entry.location.file)
                                session.lock.remove(locale: locale, table: session.lock.tableID(rootFolder: root.folder, table: name), key: entry.key)
                                if locale == project.baseLocale { pruned.insert(entry.key) }
                            }
                        }
                    }
                    baseValues.removeAll { pruned.contains($0.key) }
                }

                // 3. Other locales: copies of the development value, when asked for.
                if let context = resolution {
                    let tableID = session.lock.tableID(rootFolder: root.folder, table: name)
                    for tables in context.translatedLocales(root) {
                        let path = tables.tables[name]?.path ?? TablePaths.path(root: root.folder, locale: tables.locale, table: name)
                        for (key, value) in baseValues where context.resolve(key, table: name, locale: tables.locale, in: [root]) == nil {
                            // A regional table (read alone by iOS) takes its language's text where that has one.
                            let language = context.fallbackLocales(tables.locale).dropFirst().lazy
                                .compactMap { locale in root.locales[locale]?.tables[name]?.lookup[key].map { (locale, $0.value) } }.first
                            let (from, text) = language ?? (project.baseLocale, value)
                            try session.setValue(text, forKey: key, comment: "UNTRANSLATED: copied from \(from) by l10n-tool update",
                                                 in: path, locale: tables.locale, encoding: baseFile?.encoding ?? .utf8)
                            session.lock.record(value, locale: tables.locale, table: tableID, key: key)
                        }
                    }
                }

                // 4. Every translation is current as of today's development values.
                if options.accept {
                    let tableID = session.lock.tableID(rootFolder: root.folder, table: name)
                    let current = Dictionary(baseValues, uniquingKeysWith: { _, last in last })
                    for (locale, tables) in root.locales where locale != project.baseLocale {
                        for entry in tables.tables[name].map(\.lookup.winners) ?? [] {
                            if let value = current[entry.key] { session.lock.record(value, locale: locale, table: tableID, key: entry.key) }
                        }
                    }
                }
            }
            if options.accept { acceptPlurals(root, baseLocale: project.baseLocale, lock: &session.lock) }
        }

        report.files = session.changes()
        report.lockChanged = session.lockChanged
        guard write else { return report }
        try session.write()
        return report
    }

    private static func unusedFinding(_ entry: StringsEntry, locale: String, table: String, project: Project, pruned: Bool, catalog: Bool) -> Diagnostic {
        let source = table == TableName.infoPlist ? "the Info.plist" : "the code"
        let action = pruned ? "removed" : catalog ? "marked stale in the catalog; `update --prune` removes it" : "kept; `update --prune` removes it"
        return Diagnostic(code: SharedFinding.obsoleteTranslation, severity: SharedFinding.obsoleteTranslationSeverity,
                          message: "\(locale): \"\(entry.key)\" is no longer used by \(source); \(action)",
                          locale: locale, key: entry.key, table: table, location: entry.location)
    }

    /// The editors and lock of one run: nothing is written until every table is planned.
    private struct Session {
        let project: Project
        /// What loading parsed, reused by the editors.
        let loaded: LoadedTables
        var lock: TranslationLock
        private var editors: [String: StringsTableEditor] = [:]
        /// String Catalogs: one file holds every locale.
        private var catalogs: [String: StringCatalogEditor] = [:]

        static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }

        init(project: Project) {
            self.project = project
            self.loaded = LoadedTables(project)
            self.lock = project.lock
        }

        /// The development table to add keys to: `<base>.lproj`'s when it
        /// exists (a Base.lproj table can sit beside it), else the one read, else a new one.
        func basePath(root: LocalizationRoot, table: String, file: StringsFile?) -> String {
            let own = TablePaths.path(root: root.folder, locale: project.baseLocale, table: table)
            if FileManager.default.fileExists(atPath: own) { return own }
            return file?.path ?? own
        }

        /// Sets a value in the table at `path`, opening it (or starting it in `encoding`) on first use.
        /// In a catalog, a development key is added as Xcode adds one it extracts;
        /// another locale's copy is a string unit in the state `new`.
        mutating func setValue(_ value: String, forKey key: String, comment: String?, in path: String, locale: String,
                               encoding: TextEncoding) throws(InputError) {
            if Self.isCatalog(path) {
                var editor = try openCatalog(path)
                if locale == project.baseLocale {
                    editor.addExtractedKey(key, value: value, comment: comment)
                } else {
                    editor.setTranslation(value, state: CatalogState.new, key: key, locale: locale)
                }
                catalogs[path] = editor
                return
            }
            var editor = try open(path, encoding: encoding)
            editor.setValue(value, forKey: key, comment: comment)
            editors[path] = editor
        }

        mutating func markStale(_ key: String, in path: String) throws(InputError) {
            var editor = try openCatalog(path)
            editor.markStale(key)
            catalogs[path] = editor
        }

        mutating func removeEntries(forKey key: String, in path: String) throws(InputError) {
            if Self.isCatalog(path) {
                var editor = try openCatalog(path)
                editor.removeKey(key)
                catalogs[path] = editor
                return
            }
            var editor = try open(path, encoding: .utf8)
            editor.removeEntries(forKey: key)
            editors[path] = editor
        }

        private mutating func openCatalog(_ path: String) throws(InputError) -> StringCatalogEditor {
            if let editor = catalogs.removeValue(forKey: path) { return editor }
            try project.paths.checkWritable(path)
            return try StringCatalogEditor.open(path: path, loaded: loaded.catalog(at: path), scope: .app(project.paths))
        }

        private mutating func open(_ path: String, encoding: TextEncoding) throws(InputError) -> StringsTableEditor {
            if let editor = editors.removeValue(forKey: path) { return editor }
            return try StringsTableEditor.open(path: path, newFileEncoding: encoding, loaded: loaded.stringsFile(at: path), scope: .app(project.paths))
        }

        func changes() -> [UpdateReport.FileChange] {
            let tables = editors.keys.sorted().compactMap { path -> UpdateReport.FileChange? in
                guard let editor = editors[path], editor.hasChanges else { return nil }
                let locale = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                return UpdateReport.FileChange(path: path, locale: String(locale.dropLast(".lproj".count)), created: !editor.exists, edits: editor.edits)
            }
            let catalogChanges = catalogs.keys.sorted().compactMap { path -> UpdateReport.FileChange? in
                guard let editor = catalogs[path], editor.hasChanges else { return nil }
                return UpdateReport.FileChange(path: path, locale: project.baseLocale, created: false, edits: editor.edits)
            }
            return (tables + catalogChanges).sorted { $0.path < $1.path }
        }

        var lockChanged: Bool { LockFile.replacement(for: lock) != nil }

        /// Every table, then l10n.lock, in one transaction: all or nothing, and the lock always matches the tables.
        func write() throws(InputError) {
            var transaction = project.transaction()
            for path in editors.keys.sorted() {
                if let editor = editors[path], editor.hasChanges {
                    transaction.replace(path, with: try editor.encodedData(), expecting: editor.expectation)
                }
            }
            for path in catalogs.keys.sorted() {
                if let editor = catalogs[path], editor.hasChanges {
                    transaction.replace(path, with: try editor.encodedData(), expecting: editor.expectation)
                }
            }
            if let lockWrite = LockFile.replacement(for: lock) { transaction.add(lockWrite) }
            try transaction.commit()
        }
    }
}
