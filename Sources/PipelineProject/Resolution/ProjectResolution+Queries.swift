import PipelineCore
import PipelineFormats

/// The questions checks, the report, `export`, `update` and JUnit ask of a
/// resolved project: which locales and tables there are, what a key resolves
/// to in a locale, and how a message names a table's file.
extension ProjectResolution {
    public var baseLocale: String { project.baseLocale }

    public func isBase(_ locale: String) -> Bool { lookup.isBase(locale) }

    /// The development locale's tables in a root.
    public func baseTables(_ root: LocalizationRoot) -> LocaleTables? {
        root.locales[baseLocale]
    }

    /// Locales of a root other than the development one, sorted.
    public func translatedLocales(_ root: LocalizationRoot) -> [LocaleTables] {
        root.locales.keys.sorted().filter { !isBase($0) }.compactMap { root.locales[$0] }
    }

    public func fallbackLocales(_ locale: String) -> [String] { lookup.fallbackLocales(locale) }

    public func resolve(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> StringsEntry? {
        lookup.resolve(key, table: table, locale: locale, in: roots)
    }

    public func resolvePlural(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> PluralEntry? {
        lookup.resolvePlural(key, table: table, locale: locale, in: roots)
    }

    /// The roots that localize spec `index`.
    public func roots(ofSpec index: Int) -> [LocalizationRoot] {
        project.roots(ofSpec: index)
    }

    /// Locales that localize spec `index`, the development locale first.
    public func locales(ofSpec index: Int) -> [String] {
        [baseLocale] + lookup.translatedLocales(of: roots(ofSpec: index))
    }

    /// How a message names the file a locale's translation of a table
    /// belongs in, by its path from the project's folder:
    /// `Widget/de.lproj/Localizable.strings`, or for a String Catalog
    /// `Widget/Localizable.xcstrings (de)`.
    public func fileName(table: String, locale: String, root: LocalizationRoot, basePath: String? = nil, pluralExtension: Bool = false) -> String {
        let folder = relativePath(root.folder)
        let prefix = folder.isEmpty ? "" : folder + "/"
        // A catalog as it lies: beside the folder's tables, or in mul.lproj (an Interface Builder file's).
        if let basePath, basePath.hasSuffix(".xcstrings") { return "\(relativePath(basePath)) (\(locale))" }
        // The development table itself, where it is (`Base.lproj`, for an app without `en.lproj`).
        if let basePath, locale == project.baseLocale, !pluralExtension, basePath.hasSuffix(".strings") { return relativePath(basePath) }
        return "\(prefix)\(locale).lproj/\(table).\(pluralExtension ? "stringsdict" : "strings")"
    }

    /// A path relative to the project's folder (unchanged when outside it).
    public func relativePath(_ path: String) -> String {
        let root = project.root.hasSuffix("/") ? String(project.root.dropLast()) : project.root
        if path == root { return "" }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
