import PipelineCore
import PipelineFormats
import PipelineProject

/// What every check is given: the resolved project (`ProjectResolution`,
/// shared with the report, `export`, `update` and JUnit) and how each
/// translated table lines up with its development table, which only checks use.
@dynamicMemberLookup
public struct CheckContext: Sendable {
    public let resolution: ProjectResolution
    private let alignments: TableAlignments

    /// With `aligning`, every translated table is aligned with its
    /// development table up front (on up to `jobs` threads), for the checks
    /// to share; otherwise each alignment is made when asked for.
    public init(resolution: ProjectResolution, aligning: Bool = false, jobs: Int? = nil) {
        self.resolution = resolution
        self.alignments = aligning ? TableAlignments(project: resolution.project, jobs: jobs) : TableAlignments()
    }

    public init(project: Project) {
        self.init(resolution: ProjectResolution(project: project))
    }

    /// The resolution's properties (`project`, `lookup`, `shortcutTexts`, ...) read as the context's own.
    public subscript<Value>(dynamicMember path: KeyPath<ProjectResolution, Value>) -> Value {
        resolution[keyPath: path]
    }

    /// How `locale`'s `table` of root `rootIndex` lines up with the
    /// development table; nil when either table is missing.
    public func alignment(root rootIndex: Int, locale: String, table: String) -> TableAlignment? {
        if let known = alignments[TableAlignments.Key(root: rootIndex, locale: locale, table: table)] { return known }
        let root = resolution.project.roots[rootIndex]
        guard !isBase(locale), let base = root.locales[resolution.baseLocale]?.tables[table],
              let translation = root.locales[locale]?.tables[table] else { return nil }
        return TableAlignment(base: base, translation: translation)
    }

    // The resolution's questions, asked of the context as checks always have.
    public func isBase(_ locale: String) -> Bool { resolution.isBase(locale) }
    public func baseTables(_ root: LocalizationRoot) -> LocaleTables? { resolution.baseTables(root) }
    public func translatedLocales(_ root: LocalizationRoot) -> [LocaleTables] { resolution.translatedLocales(root) }
    public func fallbackLocales(_ locale: String) -> [String] { resolution.fallbackLocales(locale) }
    public func roots(ofSpec index: Int) -> [LocalizationRoot] { resolution.roots(ofSpec: index) }
    public func locales(ofSpec index: Int) -> [String] { resolution.locales(ofSpec: index) }
    public func relativePath(_ path: String) -> String { resolution.relativePath(path) }

    public func resolve(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> StringsEntry? {
        resolution.resolve(key, table: table, locale: locale, in: roots)
    }

    public func resolvePlural(_ key: String, table: String, locale: String, in roots: [LocalizationRoot]) -> PluralEntry? {
        resolution.resolvePlural(key, table: table, locale: locale, in: roots)
    }

    public func translationLookups(table: String, locale: String, in roots: [LocalizationRoot]) -> TranslationLookups {
        resolution.lookup.translationLookups(table: table, locale: locale, in: roots)
    }

    public func fileName(table: String, locale: String, root: LocalizationRoot, basePath: String? = nil, pluralExtension: Bool = false) -> String {
        resolution.fileName(table: table, locale: locale, root: root, basePath: basePath, pluralExtension: pluralExtension)
    }
}
