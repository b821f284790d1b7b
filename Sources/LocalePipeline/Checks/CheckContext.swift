/// What every check needs to know about a project, computed once: the
/// project, what each locale shows (`ProjectResolution`), and how each
/// translated table lines up with its development table.
public struct CheckContext: Sendable {
    public let project: Project
    public let resolution: ProjectResolution
    private let alignments: TableAlignments

    /// With `aligning`, every translated table is aligned with its
    /// development table up front (on up to `jobs` threads), for the checks
    /// to share; otherwise each alignment is made when asked for.
    public init(project: Project, resolution: ProjectResolution? = nil, aligning: Bool = false, jobs: Int? = nil) {
        self.project = project
        self.resolution = resolution ?? ProjectResolution(project: project)
        self.alignments = aligning ? TableAlignments(project: project, jobs: jobs) : TableAlignments()
    }

    /// How `locale`'s `table` of root `rootIndex` lines up with the
    /// development table; nil when either table is missing.
    public func alignment(root rootIndex: Int, locale: String, table: String) -> TableAlignment? {
        if let known = alignments[TableAlignments.Key(root: rootIndex, locale: locale, table: table)] { return known }
        let root = project.roots[rootIndex]
        guard !isBase(locale), let base = root.locales[baseLocale]?.tables[table], let translation = root.locales[locale]?.tables[table] else { return nil }
        return TableAlignment(base: base, translation: translation)
    }

    public var baseLocale: String { project.baseLocale }
    public var lookup: TableLookup { resolution.lookup }

    /// The development locale's tables in a root.
    public func baseTables(_ root: LocalizationRoot) -> LocaleTables? {
        root.locales[baseLocale]
    }

    /// Locales of a root other than the development one, sorted.
    public func translatedLocales(_ root: LocalizationRoot) -> [LocaleTables] {
        root.locales.keys.sorted().filter { !isBase($0) }.compactMap { root.locales[$0] }
    }

    public func isBase(_ locale: String) -> Bool { lookup.isBase(locale) }

    public static func fallbackChain(_ locale: String) -> [String] { TableLookup.fallbackChain(locale) }

    public func fallbackLocales(_ locale: String) -> [String] { lookup.fallbackLocales(locale) }

    public func resolve(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> StringsEntry? {
        lookup.resolve(key, table: table, locale: locale, in: roots)
    }

    public func resolvePlural(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> PluralEntry? {
        lookup.resolvePlural(key, table: table, locale: locale, in: roots)
    }

    public func translationLookups(table: String, locale: String, in roots: [LocalizationRoot]) -> TranslationLookups {
        lookup.translationLookups(table: table, locale: locale, in: roots)
    }

    /// How a message names the file a locale's translation of a table
    /// belongs in, by its path from the project's folder:
    /// `Widget/de.lproj/Localizable.strings`, or for a String Catalog
    /// `Widget/Localizable.xcstrings (de)`.
    public func fileName(table: String, locale: String, root: LocalizationRoot, basePath: String? = nil, pluralExtension: Bool = false) -> String {
        let folder = relativePath(root.folder)
        let prefix = folder.isEmpty ? "" : folder + "/"
        if let basePath, basePath.hasSuffix(".xcstrings") { return "\(prefix)\(basePath.lastComponent) (\(locale))" }
        return "\(prefix)\(locale).lproj/\(table).\(pluralExtension ? "stringsdict" : "strings")"
    }

    /// A path relative to the project's folder (unchanged when outside it).
    public func relativePath(_ path: String) -> String {
        let root = project.root.hasSuffix("/") ? String(project.root.dropLast()) : project.root
        if path == root { return "" }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The roots that localize spec `index`.
    public func roots(ofSpec index: Int) -> [LocalizationRoot] {
        project.roots(ofSpec: index)
    }

    /// Locales that localize spec `index`, the development locale first.
    public func locales(ofSpec index: Int) -> [String] {
        [baseLocale] + lookup.translatedLocales(of: roots(ofSpec: index))
    }

    public var shortcutGroups: [ShortcutGroup] { resolution.shortcutGroups }

    public var shortcutTexts: [ShortcutText] { resolution.shortcutTexts }
}
