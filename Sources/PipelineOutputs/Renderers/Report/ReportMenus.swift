import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The quick-action menu of each app as one locale's Home Screen shows it:
/// the same texts `check` measures (`ProjectResolution.shortcutTexts`), in the
/// same boxes (`LayoutRules.box`), laid out by the same `Fit`.
package struct ReportMenus {
    package let context: ProjectResolution
    package let usages: [UsageKey: ShortcutUsage]
    package let relativePath: @Sendable (String) -> String
    /// Each shown text by item, field and locale.
    private let texts: [TextKey: ShortcutText]

    package struct TextKey: Hashable {
        package var item: String
        package var field: ShortcutText.Field
        package var locale: String
    }

    package init(context: ProjectResolution, usages: [UsageKey: ShortcutUsage], relativePath: @escaping @Sendable (String) -> String) {
        self.context = context
        self.usages = usages
        self.relativePath = relativePath
        var texts: [TextKey: ShortcutText] = [:]
        for text in context.shortcutTexts {
            let key = TextKey(item: ReportMenus.identity(text.item), field: text.field, locale: text.locale)
            // A plural shows the form most likely to be cut: the longest.
            if let shown = texts[key], shown.plural == nil || shown.text.count >= text.text.count { continue }
            texts[key] = text
        }
        self.texts = texts
    }

    /// Items are told apart by where they are declared.
    package static func identity(_ item: ShortcutItem) -> String {
        "\(item.origin.rawValue)|\(item.location.file)|\(item.location.line ?? -1)|\(item.location.column ?? -1)|\(item.index)"
    }

    /// `rowAnchor(table, key)` names the locale's row for a string, if any.
    package func menus(locale: String, reportLocales: [String], rowAnchor: (String, String) -> String?) -> [ReportMenu] {
        let groups = context.shortcutGroups
        return groups.enumerated().compactMap { index, group -> ReportMenu? in
            // Groups follow project.specs, then one group of items of no known app.
            let locales = group.spec == nil ? reportLocales : context.locales(ofSpec: index)
            guard locales.contains(locale), !group.items.isEmpty else { return nil }
            let maxItems = max(context.project.layout.maxItems, 0)
            // iOS skips an Info.plist item without a Type or a Title (missing-shortcut-field).
            let valid = group.items.filter { $0.origin == .code || !($0.type ?? "").isEmpty && !($0.title ?? "").isEmpty }
            let items = valid.prefix(maxItems).map { item in
                ReportMenuItem(type: item.displayKey, origin: item.origin, icon: ReportMenus.icon(of: item),
                               title: text(.title, of: item, locale: locale, rowAnchor: rowAnchor)
                                   ?? MenuText(text: "", missing: true, layout: ReportLayout(fit("", .title, item, locale)), row: nil),
                               subtitle: item.hasSubtitle ? text(.subtitle, of: item, locale: locale, rowAnchor: rowAnchor) : nil)
            }
            return ReportMenu(app: group.spec.map { relativePath($0.path) }, items: items,
                              hiddenItems: max(valid.count - maxItems, 0), ignoredItems: group.items.count - valid.count)
        }
    }

    /// The field as shown: the locale's text, else what iOS falls back to
    /// (the Info.plist value, the code's default value), marked missing.
    private func text(_ field: ShortcutText.Field, of item: ShortcutItem, locale: String,
                      rowAnchor: (String, String) -> String?) -> MenuText? {
        let identity = ReportMenus.identity(item)
        if let shown = texts[TextKey(item: identity, field: field, locale: locale)] {
            let row = shown.table.flatMap { table in shown.key.flatMap { rowAnchor(table, $0) } }
            return MenuText(text: shown.text, missing: false, layout: ReportLayout(fit(shown.text, field, item, locale)), row: row)
        }
        let source = field == .title ? item.titleSource : item.subtitleSource
        switch source {
        case let .literal(literal, _)?:
            // The same text in every locale: unlocalized-shortcut-title reports it, not this.
            return MenuText(text: literal, missing: false, layout: ReportLayout(fit(literal, field, item, locale)), row: nil)
        case let .localized(table, key, defaultValue, _)?:
            let fallback = defaultValue ?? key
            return MenuText(text: fallback, missing: true, layout: ReportLayout(fit(fallback, field, item, locale)), row: rowAnchor(table, key))
        case .unknown?:
            return MenuText(text: "", missing: false, layout: ReportLayout(fit("", field, item, locale)), row: nil, setAtRunTime: true)
        case nil:
            guard let key = field == .title ? item.title : item.subtitle, !key.isEmpty else { return nil }
            return MenuText(text: key, missing: true, layout: ReportLayout(fit(key, field, item, locale)), row: rowAnchor(TableName.infoPlist, key))
        }
    }

    private func fit(_ text: String, _ field: ShortcutText.Field, _ item: ShortcutItem, _ locale: String) -> Fit {
        let box = context.project.layout.box(for: field, of: item)
        return context.project.measurer.fit(text, locale: locale, box: box)
    }

    /// What iOS draws: an SF Symbol over an image over a system type; an icon
    /// type it does not know draws nothing.
    package static func icon(of item: ShortcutItem) -> ReportIcon {
        if let symbol = item.iconSymbolName, !symbol.isEmpty { return ReportIcon(kind: .symbol, name: symbol) }
        if let file = item.iconFile, !file.isEmpty { return ReportIcon(kind: .file, name: file) }
        let prefix = "UIApplicationShortcutIconType"
        if let type = item.iconType, ShortcutItem.systemIconTypes.contains(type) {
            return ReportIcon(kind: .system, name: String(type.dropFirst(prefix.count)))
        }
        return ReportIcon(kind: .none, name: item.iconType)
    }
}

extension ShortcutItem.Origin: Codable {}
