import Foundation

/// Reads every `<locale>.lproj/*.strings` below one folder, in parallel.
public enum LocalizationRootReader {
    /// Reads the tables below `folder` on up to `jobs` threads (nil: one per core).
    public static func read(folder: String, baseLocale: String, jobs: Int? = nil) throws(InputError) -> LocalizationRoot {
        let fm = FileManager.default
        let lprojs: [String]
        do {
            lprojs = try fm.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".lproj") }.sorted()
        } catch {
            throw InputError("cannot list folder: \(error.localizedDescription)", file: folder)
        }
        var paths: [(locale: String, path: String)] = []
        for lproj in lprojs {
            let locale = String(lproj.dropLast(".lproj".count))
            let dir = (folder as NSString).appendingPathComponent(lproj)
            let names = ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".strings") }.sorted()
            for name in names { paths.append((locale, (dir as NSString).appendingPathComponent(name))) }
        }

        let files = try parseAll(paths.map(\.path), jobs: jobs)

        // Table names: the usual two plus whatever the development locale has.
        var canonical: [String: String] = [:]   // lowercased -> name
        for name in [TableName.infoPlist, TableName.localizable] { canonical[name.lowercased()] = name }
        for (index, entry) in paths.enumerated() where entry.locale == baseLocale || entry.locale == TableName.base {
            let name = tableName(files[index].path)
            canonical[name.lowercased()] = canonical[name.lowercased()] ?? name
        }

        var locales: [String: LocaleTables] = [:]
        for (index, entry) in paths.enumerated() {
            // Base.lproj belongs to the development language; its own lproj wins.
            let locale = entry.locale == TableName.base ? baseLocale : entry.locale
            var tables = locales[locale] ?? LocaleTables(locale: locale)
            let written = tableName(entry.path)
            let name = canonical[written.lowercased()] ?? written
            if name != written {
                tables.misnamed.append(MisnamedFile(path: entry.path, expectedName: name + ".strings"))
            }
            if var existing = tables.tables[name] {
                existing.merge(files[index].entries, overriding: entry.locale != TableName.base)
                tables.tables[name] = existing
            } else {
                tables.tables[name] = files[index]
            }
            locales[locale] = tables
        }
        return LocalizationRoot(folder: folder, locales: locales, files: files)
    }

    static func tableName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Parses files concurrently; the first error (in path order) is thrown.
    static func parseAll(_ paths: [String], jobs: Int? = nil) throws(InputError) -> [StringsFile] {
        let results = ConcurrentMap.map(paths, jobs: jobs) { path -> Result<StringsFile, InputError> in
            do {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                return Result { () throws(InputError) in try StringsParser.parse(data, path: path) }
            } catch {
                return .failure(InputError("cannot read file: \(error.localizedDescription)", file: path))
            }
        }
        var files: [StringsFile] = []
        files.reserveCapacity(results.count)
        for result in results { files.append(try result.get()) }
        return files
    }
}
