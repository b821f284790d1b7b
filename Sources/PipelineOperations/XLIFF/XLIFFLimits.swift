import PipelineCore
import PipelineFormats

/// The room each Home Screen quick-action title and subtitle, each App
/// Shortcut short title and each string `limits:` names has, by table and
/// key, in the engine and numbers `check` measures with: what `xliff export`
/// hands the translator's tool (`XLIFFLimit`), so the limit is enforced as
/// they type rather than found after the fact.
package enum XLIFFLimits {
    package static func of(_ project: Project) -> [String: [String: XLIFFLimit]] {
        var limits: [String: [String: XLIFFLimit]] = [:]
        func add(_ table: String, _ key: String, subtitle: Bool, hasSubtitle: Bool) {
            let limit = Self.limit(project, subtitle: subtitle, hasSubtitle: hasSubtitle)
            // A key shown in two places gets the tighter room.
            if let known = limits[table]?[key], known.lines <= limit.lines { return }
            limits[table, default: [:]][key] = limit
        }
        for spec in project.specs {
            for item in spec.items {
                let hasSubtitle = item.subtitle?.isEmpty == false
                if let title = item.title, !title.isEmpty, !BuildSettings.hasReference(title) {
                    add(TableName.infoPlist, title, subtitle: false, hasSubtitle: hasSubtitle)
                }
                if let subtitle = item.subtitle, !subtitle.isEmpty, !BuildSettings.hasReference(subtitle) {
                    add(TableName.infoPlist, subtitle, subtitle: true, hasSubtitle: true)
                }
            }
        }
        for dynamic in project.dynamicItems {
            let hasSubtitle = dynamic.item.subtitleSource.map { $0 != .unknown } ?? false
            if case let .localized(table, key, _, _)? = dynamic.item.titleSource { add(table, key, subtitle: false, hasSubtitle: hasSubtitle) }
            if case let .localized(table, key, _, _)? = dynamic.item.subtitleSource { add(table, key, subtitle: true, hasSubtitle: true) }
        }
        // App Shortcuts' short titles (Spotlight, the Shortcuts app): Apple
        // documents no room for them, so a Home Screen title's stands in.
        for shortcut in project.code?.appShortcuts ?? [] {
            guard let key = shortcut.shortTitle, limits[TableName.localizable]?[key] == nil else { continue }
            limits[TableName.localizable, default: [:]][key] = shortTitle(project)
        }
        // What l10n.yml's limits: says wins: the team measured it.
        for limit in project.layout.limits {
            if let room = configured(limit, project) { limits[limit.table, default: [:]][limit.key] = room }
        }
        return limits
    }

    /// A short title's room: a Home Screen title's without subtitle, said to be a stand-in.
    static func shortTitle(_ project: Project) -> XLIFFLimit {
        var room = limit(project, subtitle: false, hasSubtitle: false)
        room.words = room.words.replacingOccurrences(of: "Home Screen quick action title", with: "App Shortcut short title")
            .replacingOccurrences(of: " (the item has no subtitle)", with: "")
            + " (Spotlight and the Shortcuts app show it; Apple documents no room for it: a Home Screen title's is used, set limits: in l10n.yml for another)"
        return room
    }

    /// A room of l10n.yml's `limits:`, in the unit of the engine that
    /// measures; nil when the limit gives no width in that unit.
    static func configured(_ limit: StringLimit, _ project: Project) -> XLIFFLimit? {
        guard let box = limit.box(project.layout, measurer: project.measurer) else { return nil }
        let count = box.lines == 1 ? "one line" : box.lines == 2 ? "two lines" : "\(box.lines) lines"
        if let family = project.measurer.fontFamily {
            return XLIFFLimit(maxWidth: Int(box.points.rounded()), sizeUnit: "pixel", lines: box.lines, font: "\(family);\(LayoutNumber.text(box.size))",
                              words: "Limit set in l10n.yml: \(count) of \(LayoutNumber.text(box.points)) pt in \(family) \(LayoutNumber.text(box.size)) pt")
        }
        return XLIFFLimit(maxWidth: box.width, sizeUnit: "char", lines: box.lines, font: nil,
                          words: "Limit set in l10n.yml: \(count) of \(box.width) columns")
    }

    /// One field's room: points and the font with the font engine, columns without.
    static func limit(_ project: Project, subtitle: Bool, hasSubtitle: Bool) -> XLIFFLimit {
        let rules = project.layout
        let lines = subtitle ? rules.subtitleLines : rules.titleLineLimit(hasSubtitle: hasSubtitle)
        let field = subtitle ? "subtitle" : "title"
        let count = lines == 1 ? "one line" : lines == 2 ? "two lines" : "\(lines) lines"
        let why = subtitle ? "" : hasSubtitle ? " (the item has a subtitle)" : " (the item has no subtitle)"
        if let family = project.measurer.fontFamily {
            let points = subtitle ? rules.subtitlePoints : rules.titlePoints
            let size = subtitle ? rules.subtitlePointSize : rules.titlePointSize
            return XLIFFLimit(maxWidth: Int(points.rounded()), sizeUnit: "pixel", lines: lines, font: "\(family);\(LayoutNumber.text(size))",
                              words: "Home Screen quick action \(field): \(count) of \(LayoutNumber.text(points)) pt in \(family) \(LayoutNumber.text(size)) pt\(why)")
        }
        let columns = subtitle ? rules.subtitleWidth : rules.titleWidth
        return XLIFFLimit(maxWidth: columns, sizeUnit: "char", lines: lines, font: nil,
                          words: "Home Screen quick action \(field): \(count) of \(columns) columns\(why)")
    }
}
