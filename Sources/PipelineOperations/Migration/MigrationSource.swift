import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

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
        /// The bytes read; empty once a migration has parsed them (`released`).
        public var data: Data
        /// The size and hash of the bytes read, which a removal expects on disk.
        public let size: Int
        public let hash: String

        public init(locale: String, path: String, data: Data) {
            self.locale = locale
            self.path = path
            self.data = data
            size = data.count
            hash = StringsParser.hash(data)
        }

        /// Removes the file in a write, if it still holds the bytes it was read with.
        public var removal: FileReplacement {
            FileReplacement.removal(path, expected: .sameAs(size: size, hash: hash))
        }
    }

    /// The same tables without their bytes: a migration holds them parsed,
    /// and a removal needs only their fingerprints.
    package var released: MigrationSource {
        var source = self
        for index in source.strings.indices { source.strings[index].data = Data() }
        for index in source.plurals.indices { source.plurals[index].data = Data() }
        return source
    }

    /// The folder holding the `.lproj` folders; the catalog goes here.
    public var folder: String
    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    public var strings: [File]
    public var plurals: [File]

    public init(folder: String, name: String, strings: [File], plurals: [File]) {
        self.folder = folder
        self.name = name
        self.strings = strings
        self.plurals = plurals
    }

    public var files: [File] { strings + plurals }
    /// Where the catalog is written, as Xcode places a migrated one: beside the `.lproj` folders.
    public var catalogPath: String { (folder as NSString).appendingPathComponent(name + ".xcstrings") }

    /// Every table of `folder` that has `.strings` or `.stringsdict` files,
    /// by name; `only` limits them to those names. Paths `policy` refuses
    /// (links out of the project) are left out, as every reader leaves them,
    /// and so are files no target ships (`unshipped`, the project's
    /// `unshippedTables`): a catalog would ship them. Those are added to `leftOut`.
    public static func tables(in folder: String, only: Set<String>? = nil, policy: PathPolicy,
                              unshipped: Set<String> = [], leftOut: inout [String]) throws(InputError) -> [MigrationSource] {
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
                let name = TableName.of(file)
                guard only?.contains(name) ?? true else { continue }
                let path = (dir as NSString).appendingPathComponent(file)
                guard policy.admits(path, warnings: &warnings) else { continue }
                guard !unshipped.contains(path) else {
                    leftOut.append(path)
                    continue
                }
                let data = try InputFile.read(path, kind: "a table", scope: .app(policy))
                var source = byName[name] ?? MigrationSource(folder: folder, name: name, strings: [], plurals: [])
                let entry = File(locale: locale, path: path, data: data)
                if isStrings { source.strings.append(entry) } else { source.plurals.append(entry) }
                byName[name] = source
            }
        }
        return byName.keys.sorted().compactMap { byName[$0] }
    }

    public static func tables(in folder: String, only: Set<String>? = nil, policy: PathPolicy) throws(InputError) -> [MigrationSource] {
        var leftOut: [String] = []
        return try tables(in: folder, only: only, policy: policy, leftOut: &leftOut)
    }

    /// Why a table stays as it is, or nil when it can become a catalog.
    /// `siblings` are the names of the folder's other tables.
    public func keptReason(siblings: [String]) -> String? {
        if folder.split(separator: "/").contains(where: { $0.hasSuffix(".bundle") }) {
            return "the tables of a \(folder.split(separator: "/").last { $0.hasSuffix(".bundle") } ?? "bundle") are read as they are "
                + "(the Settings app reads .strings only); a String Catalog is compiled only into the app's own bundle"
        }
        let fm = FileManager.default
        let definitions = [folder, (folder as NSString).appendingPathComponent(TableName.base + ".lproj")].map {
            ($0 as NSString).appendingPathComponent(name + ".intentdefinition")
        }
        if definitions.contains(where: fm.fileExists(atPath:)) {
            return "its strings belong to \(name).intentdefinition, whose tables Xcode keeps as .strings"
        }
        if name != TableName.infoPlist, name.lowercased() == TableName.infoPlist.lowercased() {
            return "a device never loads \(name).strings (the name is InfoPlist, letter case included); rename it, then migrate"
        }
        // InfoPlist itself is migrated: its misnamed twin (above) is the one kept.
        if name != TableName.infoPlist, let other = siblings.first(where: { $0 != name && $0.lowercased() == name.lowercased() }) {
            return "\(other) differs only in letter case, and their catalogs would be one file on macOS; merge the two, then migrate"
        }
        return nil
    }
}
