import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The completion chart at the top of the HTML report: one bar per locale, the
/// translated share in green over the missing share in red, with the
/// percentage and the counts. HTML and CSS rather than SVG, so a long locale
/// name ("zh_CN · Chinese (China mainland)") wraps in its column instead of
/// being cut at the chart's edge. Each row links to its locale.
package enum CompletionChart {
    /// `link(page)` is the href of a locale's section or page.
    package static func html(_ report: TranslatorReport, link: (LocaleReport) -> String) -> String {
        var out = #"<ol class="chart" aria-label="Translated strings per locale">"#
        for page in report.locales {
            let completion = page.completion
            let label = page.name.map { "\(page.locale) · \($0)" } ?? page.locale
            var value = "\(completion.percent)%"
            if completion.missing > 0 { value += " · \(Count.text(completion.missing)) missing" }
            if completion.tooLong > 0 { value += " · \(Count.text(completion.tooLong)) too long" }
            let summary = "\(label): \(completion.translated) of \(completion.total) translated, \(completion.missing) missing, \(completion.tooLong) too long"
            out += #"<li><a\#(HTMLText.attribute("href", link(page)))\#(HTMLText.attribute("title", summary))>"#
            out += #"<span class="label">\#(HTMLText.escape(label))</span>"#
            // The share in whole percent (rounded down, as the figure beside it).
            out += #"<span class="bar"><span style="width: \#(completion.percent)%"></span></span>"#
            out += #"<span class="\#(completion.tooLong > 0 ? "value warn" : "value")">\#(HTMLText.escape(value))</span>"#
            out += "</a></li>"
        }
        return out + "</ol>"
    }
}
