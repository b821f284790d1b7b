import PipelineCore
import PipelineFormats
import PipelineProject

/// Shared by the title and subtitle checks: lay out each shown text in its box.
package enum LayoutCheck {
    package static func findings<C: Check>(_ check: C, field: ShortcutText.Field, in context: CheckContext) -> [Diagnostic] {
        context.shortcutTexts.filter { $0.field == field }.compactMap { text in
            let box = context.project.layout.box(for: text)
            let measurer = context.project.measurer
            let fit = measurer.fit(text.text, locale: text.locale, box: box)
            guard !fit.fits else { return nil }
            let why = field == .title && box.lines == context.project.layout.titleLinesWithSubtitle && text.item.hasSubtitle
                ? " (the item has a subtitle)" : ""
            let needs = fit.lines.count == 1 ? "1 line" : "\(fit.lines.count) lines"
            let form = text.plural.map { " (plural form \($0.category.rawValue), as for \($0.number))" } ?? ""
            return check.finding("\(text.locale): \(field.rawValue)\(form) needs \(needs) of \(measurer.widthDescription(box)), \(box.lines) allowed\(why): \"\(fit.display.escapedForMessage)\"",
                                 locale: text.locale, key: text.item.displayKey, table: text.table,
                                 at: text.location, measurement: Measurement(fit))
        }
    }
}
