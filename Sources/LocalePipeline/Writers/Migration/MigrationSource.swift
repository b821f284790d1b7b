import Foundation

/// One table of one localization folder as it lies on disk before a
/// migration: every `<locale>.lproj/<name>.strings` and `.stringsdict`,
/// read as they are (not merged as `check` merges `Base.lproj`), with the
/// bytes they were read from, which the write expects unchanged when it
/// removes them.
public struct MigrationSource: Sendable {
    public struct File: Sendable {
        /// The folder's locale (`de`, `Base`).
        public var locale: String
        public var path: String
        public var data: Data
    }

    /// The folder holding the `.lproj` folders; the catalog goes here.
    public var folder: String
    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    public var strings: [File]
    public var plurals: [File]

    public var files: [File] { strings + plurals }
    /// Where the catalog is written, as Xcode places a migrated one: beside the `.lproj` folders.
    public var catalogPath: String { (folder as NSString).appendingPathComponent(name + ".xcstrings") }

    /// Every table of `folder` that has `.strings` or `.stringsdict` files,
    /// by name; `only` limits them to those names. Paths `policy` refuses
    /// (links out of the project) are left out, as every reader leaves them.
    public static func tables(in folder: String, only: Set<String>? = nil, policy: PathPolicy) throws(InputError) -> [MigrationSource] {
        let fm = FileManager.default
        var warnings: [InputWarning] = []
        let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var byName: [String: MigrationSource] = [:]
        for lproj in names where lproj.hasSuffix(".lproj") {
            let locale = String(lproj.dropLast(".lproj".count))
            guard !LocalizationRootReader.documentationLocales.contains(locale) else { continue }
            let dir = (folder as NSString).appendingPathComponent(lproj)
            guard policy.admits(dir, warnings: &warnings) else { continue }
            for file in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                let isStrings = file.hasSuffix(".strings"), isPlural = file.hasSuffix(".stringsdict")
                guard isStrings || isPlural else { continue }
                let name = LocalizationRootReader.tableName(file)
                guard only?.contains(name) ?? true else { continue }
                let path = (dir as NSString).appendingPathComponent(file)
                guard policy.admits(path, warnings: &warnings) else { continue }
                let data = try InputFile.read(path, kind: "a table")
                var source = byName[name] ?? MigrationSource(folder: folder, name: name, strings: [], plurals: [])
                let entry = File(locale: locale, path: path, data: data)
                if isStrings { source.strings.append(entry) } else { source.plurals.append(entry) }
                byName[name] = source
            }
        }
        return byName.keys.sorted().compactMap { byName[$0] }
    }
}
