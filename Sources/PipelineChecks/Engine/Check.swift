import PipelineCore
import PipelineFormats
import PipelineProject

/// A rule that looks at a project and reports findings under one stable code.
///
/// Each check documents itself: a one-line summary, a severity, and examples
/// that must and must not trigger it. The test suite runs every example, so
/// the documentation cannot drift from the behaviour.
public protocol Check: Sendable {
    static var code: String { get }
    static var summary: String { get }
    static var severity: Severity { get }
    static var examples: [CheckExample] { get }
    static var isOptIn: Bool { get }
    init()
    func findings(in context: CheckContext) -> [Diagnostic]
}

extension Check {
    /// Whether the check runs only when asked for (`RuleSettings.runs(_:optIn:)`):
    /// for a check whose findings on real apps are too often a translator's
    /// choice that no rule can tell from a slip (docs/checks.md says which and why).
    public static var isOptIn: Bool { false }

    /// A finding of this check, with its code and severity filled in
    /// (`severity`: a harmless case of a check that is otherwise louder).
    public func finding(_ message: String, locale: String? = nil, key: String? = nil, table: String? = nil,
                        at location: SourceLocation? = nil, measurement: Measurement? = nil, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(code: Self.code, severity: severity ?? Self.severity, message: message, locale: locale, key: key,
                   table: table, location: location, measurement: measurement)
    }
}

/// Every check, in the order their findings are listed.
public enum Checks {
    public static let all: [any Check.Type] = [
        MissingShortcutField.self,
        DuplicateShortcutType.self,
        UnknownIconType.self,
        TooManyShortcuts.self,
        TooManyAppShortcuts.self,
        FileNameCase.self,
        LocaleFolderCase.self,
        TableNotInTarget.self,
        ProjectLocaleMismatch.self,
        ProjectFileMissing.self,
        SettingsLocaleMissing.self,
        InfoPlistKeyInOtherTarget.self,
        DuplicateKey.self,
        MissingTranslation.self,
        KeyInNoTable.self,
        EmptyTranslation.self,
        PlaceholderMismatch.self,
        MissingApplicationName.self,
        RepeatedApplicationName.self,
        PhraseParameterMismatch.self,
        PluralCategoryMissing.self,
        PluralCategoryUnused.self,
        ImpliedQuantity.self,
        ObsoleteTranslation.self,
        OrphanedInfoPlistKey.self,
        ShadowedBaseKey.self,
        NeedsReview.self,
        TranslationMarkedNew.self,
        StaleTranslation.self,
        Untranslated.self,
        TitleTruncated.self,
        SubtitleTruncated.self,
        LimitExceeded.self,
        NonLiteralKeyCheck.self,
        UnlocalizedShortcutTitle.self,
        UnusedKey.self,
        DuplicatePhrase.self,
        SourceSyntaxWarning.self,
        UnnormalizedKey.self,
        InvisibleCharacter.self,
        WhitespaceMismatch.self,
        PunctuationMismatch.self,
        NumberMismatch.self,
        EmojiInTitle.self,
    ]

    /// The checks that measure quick actions against the layout rules.
    public static let layout: [any Check.Type] = [TitleTruncated.self, SubtitleTruncated.self]

    /// What each check says of itself, in list order.
    public static var info: [CheckInfo] {
        all.map { CheckInfo(code: $0.code, severity: $0.severity, summary: $0.summary, optIn: $0.isOptIn) }
    }

    /// Every code, in list order.
    public static var codes: [String] { all.map { $0.code } }

    /// Runs the checks the project's rules let run (of `checks`; on up to
    /// `jobs` threads; nil: one per core) and returns the findings, with the
    /// rules' severities, sorted by file, line, and code.
    public static func run(on project: Project, checks: [any Check.Type] = all, jobs: Int? = nil) -> [Diagnostic] {
        run(on: ProjectResolution(project: project), checks: checks, jobs: jobs)
    }

    /// The same on a project already resolved.
    public static func run(on resolution: ProjectResolution, checks: [any Check.Type] = all, jobs: Int? = nil) -> [Diagnostic] {
        run(in: CheckContext(resolution: resolution, aligning: true, jobs: jobs), checks: checks, jobs: jobs)
    }

    /// The checks that share one walk over the translations (see `TranslationCheck`).
    public static var sharingTheTranslationWalk: [any Check.Type] { all.filter { $0 is any TranslationCheck.Type } }

    /// The same in a context already made (its tables aligned).
    public static func run(in context: CheckContext, checks: [any Check.Type] = all, jobs: Int? = nil) -> [Diagnostic] {
        let project = context.resolution.project
        let chosen = checks.filter { project.rules.runs($0.code, optIn: $0.isOptIn) }
        // The checks that read translations beside their sources share one
        // walk, which goes first: it is the longest job.
        let walked = chosen.compactMap { $0 as? any TranslationCheck.Type }
        let alone = chosen.filter { !($0 is any TranslationCheck.Type) }
        let work = (walked.isEmpty ? [] : [CheckJob.walk(walked)]) + alone.map { CheckJob.one($0) }
        let findings = ConcurrentMap.map(work, jobs: jobs) { job in
            switch job {
            case .one(let check): check.init().findings(in: context)
            case .walk(let checks): TranslationWalk.findings(of: checks, in: context)
            }
        }
        return project.rules.apply(to: findings.flatMap { $0 }).sorted(by: Diagnostic.reportOrder)
    }
}

/// What one thread of a run does: a check, or the walk the translation checks share.
private enum CheckJob: @unchecked Sendable {
    // Check types are Sendable; metatypes of `any Check` cannot say so.
    case one(any Check.Type)
    case walk([any TranslationCheck.Type])
}

extension Diagnostic {
    /// File, then line and column, then locale and code: a stable order for output.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let left = (a.file ?? "", a.line ?? 0, a.column ?? 0, a.locale ?? "", a.code, a.key ?? "")
        let right = (b.file ?? "", b.line ?? 0, b.column ?? 0, b.locale ?? "", b.code, b.key ?? "")
        return left < right
    }
}
