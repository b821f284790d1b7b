import Foundation

/// The project's parsed tables by the path they were read from, built once
/// by a writer that opens many files (an import of hundreds of tables), so
/// that its editors reuse what loading parsed instead of reading each file
/// again, and find it without a walk over every table per file.
public struct LoadedTables: Sendable {
    private var strings: [String: StringsFile] = [:]
    private var catalogs: [String: StringCatalog] = [:]

    public init(_ project: Project) {
        for root in project.roots {
            for catalog in root.catalogs { catalogs[Self.key(catalog.path)] = catalog }
            // A table merged with another (`Base.lproj` into its language's)
            // no longer holds what its file does.
            for tables in root.locales.values {
                for file in tables.tables.values where file.sourceHash != nil { strings[Self.key(file.path)] = file }
            }
        }
    }

    /// The String Catalog read from `path`, if the project read one there.
    public func catalog(at path: String) -> StringCatalog? { catalogs[Self.key(path)] }

    /// The `.strings` table read from `path` as it was parsed, if the project
    /// holds it unmerged.
    public func stringsFile(at path: String) -> StringsFile? { strings[Self.key(path)] }

    /// One spelling per file: `./` and `..` resolved.
    private static func key(_ path: String) -> String { PathPolicy.standardized(path) }
}
