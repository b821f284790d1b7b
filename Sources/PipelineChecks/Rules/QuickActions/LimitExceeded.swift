import PipelineCore
import PipelineFormats
import PipelineProject

/// A string `limits:` in `l10n.yml` gives a room (a widget's title, a
/// button, an App Shortcut's short title) is held to it in every locale, as
/// a quick action's title is held to the Home Screen's: measured with the
/// same engine and font, the same lines and truncation.
public struct LimitExceeded: Check {
    public static let code = "limit-exceeded"
    public static let summary = "A string needs more room than limits: in l10n.yml gives it, in a locale (its lines of its width)."
    public static let severity = Severity.error
    /// "cta" of Localizable: one line of 100 pt, or 10 columns.
    static let exampleLayout: LayoutRules = {
        var rules = LayoutRules()
        rules.limits = [StringLimit(key: "cta", points: 100, columns: 10)]
        return rules
    }()
    public static let examples: [CheckExample] = [
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "\"cta\" = \"Start\";"],
            "de": [TableName.localizable: "↓\"cta\" = \"Jetzt mit dem Training beginnen\";"],
        ], layout: exampleLayout)),
        // The development text is held to it too.
        .triggers(ExampleProject(tables: [
            "en": [TableName.localizable: "↓\"cta\" = \"Start your first workout now\";"],
        ], layout: exampleLayout)),
        .passes(ExampleProject(tables: [
            "en": [TableName.localizable: "\"cta\" = \"Start\";\n\"other\" = \"Any length at all is fine for a string without a limit\";"],
            "de": [TableName.localizable: "\"cta\" = \"Los\";"],
        ], layout: exampleLayout)),
    ]

    public init() {}

    public func findings(in context: CheckContext) -> [Diagnostic] {
        let project = context.project
        let measurer = project.measurer
        return project.layout.limits.flatMap { limit -> [Diagnostic] in
            guard let box = limit.box(project.layout, measurer: measurer) else { return [] }
            return project.roots.flatMap { root in
                root.locales.keys.sorted().compactMap { locale -> Diagnostic? in
                    guard let entry = root.locales[locale]?.tables[limit.table]?.lookup[limit.key] else { return nil }
                    let fit = measurer.fit(entry.value, locale: locale, box: box)
                    guard !fit.fits else { return nil }
                    let needs = fit.lines.count == 1 ? "1 line" : "\(fit.lines.count) lines"
                    return finding("\(locale): \"\(limit.key.escapedForMessage)\" needs \(needs) of \(measurer.widthDescription(box)), "
                                   + "\(box.lines) allowed by limits: in l10n.yml: \"\(fit.display.escapedForMessage)\"",
                                   locale: locale, key: limit.key, table: limit.table, at: entry.location, measurement: Measurement(fit))
                }
            }
        }
    }
}
