import Foundation
import PipelineCore

/// Reads one localization folder, in parallel: every
/// `<locale>.lproj/*.strings` and `*.stringsdict`, and every String Catalog
/// (`*.xcstrings`) directly in the folder or in `mul.lproj` (an Interface
/// Builder file's), whose locales are merged in.
public enum LocalizationRootReader {
    /// `jobs` bounds the files parsed at once (nil: one per core); `progress`
    /// hears of every file parsed, as `parsing tables`.
    public static func read(folder: String, baseLocale: String, jobs: Int? = nil, progress: ProgressHandler? = nil) throws(InputError) -> LocalizationRoot {
        var warnings: [InputWarning] = []
        var leftOut: [String] = []
        return try read(folder: folder, baseLocale: baseLocale, jobs: jobs, progress: progress, policy: PathPolicy(root: folder),
                        warnings: &warnings, leftOut: &leftOut)
    }

    /// Reads as above; `.lproj` folders, tables and catalogs that are
    /// symbolic links are read only where `policy` allows, the others noted in
    /// `warnings`. Files `ships` refuses (no target of the Xcode project copies
    /// them) are not read, and are added to `leftOut`.
    public static func read(folder: String, baseLocale: String, jobs: Int? = nil, progress: ProgressHandler? = nil,
                            policy: PathPolicy, warnings: inout [InputWarning],
                            ships: ((String) -> Bool)? = nil, leftOut: inout [String]) throws(InputError) -> LocalizationRoot {
        func shipped(_ path: String) -> Bool {
            guard let ships, !ships(path) else { return true }
            leftOut.append(path)
            return false
        }
        let fm = FileManager.default
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw InputError("cannot list folder: \(error.localizedDescription)", file: folder)
        }
        var stringsPaths: [(locale: String, path: String)] = []
        var pluralPaths: [(locale: String, path: String)] = []
        // String Catalogs of Interface Builder files, in `mul.lproj`.
        var lprojCatalogs: [String] = []
        for lproj in names where lproj.hasSuffix(".lproj") {
            let locale = String(lproj.dropLast(".lproj".count))
            guard !documentationLocales.contains(locale) else { continue }
            let dir = (folder as NSString).appendingPathComponent(lproj)
            guard policy.admits(dir, warnings: &warnings) else { continue }
            let files = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted()
            for name in files where name.hasSuffix(".strings") {
                let path = (dir as NSString).appendingPathComponent(name)
                if policy.admits(path, warnings: &warnings), shipped(path) { stringsPaths.append((locale, path)) }
            }
            for name in files where name.hasSuffix(".stringsdict") {
                let path = (dir as NSString).appendingPathComponent(name)
                if policy.admits(path, warnings: &warnings), shipped(path) { pluralPaths.append((locale, path)) }
            }
            // Xcode keeps a storyboard's or xib's String Catalog in mul.lproj ("multiple
            // languages") and compiles it into each locale's table of its name; a catalog
            // in any other .lproj fails the build (swift-build's XCStringsCompiler.swift).
            for name in files where name.hasSuffix(".xcstrings") {
                let path = (dir as NSString).appendingPathComponent(name)
                if locale == TableName.multilingual {
                    lprojCatalogs.append(path)
                } else {
                    warnings.append(InputWarning("a String Catalog inside \(lproj) is not read: Xcode fails the build (\"should not be inside an lproj directory\"); only mul.lproj, beside Base.lproj's storyboards and xibs, may hold one",
                                                 file: path))
                }
            }
        }
        let catalogPaths = (names.filter { $0.hasSuffix(".xcstrings") }.map { (folder as NSString).appendingPathComponent($0) } + lprojCatalogs)
            .filter { policy.admits($0, warnings: &warnings) }
            .filter { path in
                var isDirectory: ObjCBool = false
                return fm.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
            .filter { shipped($0) }

        let counter = ProgressCounter(stage: "parsing tables", total: stringsPaths.count + pluralPaths.count + catalogPaths.count, handler: progress)
        let scope = ReadScope.app(policy)
        let files = try readStrings(stringsPaths, baseLocale: baseLocale, jobs: jobs, counter: counter, scope: scope)
        let pluralFiles = try readAll(pluralPaths.map(\.path), jobs: jobs, counter: counter, scope: scope) { data, path throws(InputError) in try StringsDictReader.read(data, path: path) }
        let catalogs = try readAll(catalogPaths, jobs: jobs, counter: counter, scope: scope) { data, path throws(InputError) in try StringCatalogReader.read(data, path: path) }

        // Table names: the usual two plus whatever the development locale has.
        var canonical: [String: String] = [:]   // lowercased -> name
        for name in [TableName.infoPlist, TableName.localizable] { canonical[name.lowercased()] = name }
        for entry in stringsPaths + pluralPaths where entry.locale == baseLocale || entry.locale == TableName.base {
            let name = TableName.of(entry.path)
            canonical[name.lowercased()] = canonical[name.lowercased()] ?? name
        }
        /// The table a file belongs to, noting a file named in another letter case.
        func table(of entry: (locale: String, path: String), in tables: inout LocaleTables) -> String {
            let written = TableName.of(entry.path)
            let name = canonical[written.lowercased()] ?? written
            if name != written {
                let suffix = "." + (entry.path as NSString).pathExtension
                tables.misnamed.append(MisnamedFile(path: entry.path, expectedName: name + suffix))
            }
            return name
        }
        // Base.lproj belongs to the development language; its own lproj wins.
        func locale(of entry: (locale: String, path: String)) -> String {
            entry.locale == TableName.base ? baseLocale : entry.locale
        }

        var locales: [String: LocaleTables] = [:]
        // A misnamed file is never loaded on a device: noted, not placed. Of
        // the development lproj and Base.lproj, iOS reads the first folder
        // holding the table, the locale's own; Base's copy is kept aside.
        func place<File: TableFile>(_ files: [File], from paths: [(locale: String, path: String)],
                                    in keyPath: WritableKeyPath<LocaleTables, [String: File]>,
                                    shadowed: WritableKeyPath<LocaleTables, [String: File]>) {
            for (index, entry) in paths.enumerated() {
                var tables = locales[locale(of: entry)] ?? LocaleTables(locale: locale(of: entry))
                let name = table(of: entry, in: &tables)
                defer { locales[locale(of: entry)] = tables }
                guard tables.misnamed.last?.path != entry.path else { continue }
                let isBase = entry.locale == TableName.base
                if let existing = tables[keyPath: keyPath][name], existing.fromBase != isBase {
                    // One file from Base.lproj, one from the locale's own folder.
                    tables[keyPath: shadowed][name] = isBase ? files[index] : existing
                    if !isBase { tables[keyPath: keyPath][name] = files[index] }
                } else if var existing = tables[keyPath: keyPath][name] {
                    existing.merge(files[index].entries, overriding: true)
                    tables[keyPath: keyPath][name] = existing
                } else {
                    tables[keyPath: keyPath][name] = files[index]
                }
            }
        }
        place(files, from: stringsPaths, in: \.tables, shadowed: \.shadowedBase)
        place(pluralFiles, from: pluralPaths, in: \.plurals, shadowed: \.shadowedBasePlurals)
        for catalog in catalogs {
            CatalogTables.merge(catalog, into: &locales)
        }
        return LocalizationRoot(folder: folder, locales: locales, files: files, catalogs: catalogs)
    }

    /// The development locale's tables first, then the others sharing their
    /// keys and comments (see `StringsParser.parse(_:path:sharing:)`); in path order.
    private static func readStrings(_ paths: [(locale: String, path: String)], baseLocale: String, jobs: Int?,
                                    counter: ProgressCounter, scope: ReadScope) throws(InputError) -> [StringsFile] {
        let isBase = paths.map { $0.locale == baseLocale || $0.locale == TableName.base }
        let basePaths = paths.indices.filter { isBase[$0] }
        let otherPaths = paths.indices.filter { !isBase[$0] }
        let baseFiles = try readAll(basePaths.map { paths[$0].path }, jobs: jobs, counter: counter, scope: scope) { data, path throws(InputError) in
            try StringsParser.parse(data, path: path)
        }
        var byTable: [String: StringsFile] = [:]
        for file in baseFiles { byTable[TableName.of(file.path).lowercased()] = byTable[TableName.of(file.path).lowercased()] ?? file }
        let shared = byTable
        let otherFiles = try readAll(otherPaths.map { paths[$0].path }, jobs: jobs, counter: counter, scope: scope) { data, path throws(InputError) in
            try StringsParser.parse(data, path: path, sharing: shared[TableName.of(path).lowercased()])
        }
        var files = [StringsFile?](repeating: nil, count: paths.count)
        for (index, file) in zip(basePaths, baseFiles) { files[index] = file }
        for (index, file) in zip(otherPaths, otherFiles) { files[index] = file }
        return files.compactMap { $0 }
    }

    /// translatewiki.net's documentation "languages": `qqq` holds notes for
    /// translators and `qqx` the message keys. No device ever selects them.
    package static let documentationLocales: Set<String> = ["qqq", "qqx"]

    /// Reads and parses files concurrently, at most `jobs` at once; the first
    /// error (in path order) is thrown.
    package static func readAll<T: Sendable>(_ paths: [String], jobs: Int? = nil, counter: ProgressCounter? = nil, scope: ReadScope,
                                     _ parse: @escaping @Sendable (Data, String) throws(InputError) -> T) throws(InputError) -> [T] {
        let results = ConcurrentMap.map(paths, jobs: jobs) { path -> Result<T, InputError> in
            defer { counter?.step() }
            return Result { () throws(InputError) in try parse(try InputFile.read(path, kind: "a table", scope: scope), path) }
        }
        var values: [T] = []
        values.reserveCapacity(results.count)
        for result in results { values.append(try result.get()) }
        return values
    }
}
