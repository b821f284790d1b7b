/// The bar chart at the top of the HTML report: one bar per locale, the
/// translated share in green and the missing share in red, with the
/// percentage and the count of strings too long. Inline SVG, each bar a link
/// to its locale's section.
enum CompletionChart {
    static let labelWidth = 190
    static let barWidth = 420
    static let rowHeight = 24
    static let valueWidth = 170

    static func svg(_ report: TranslatorReport) -> String {
        let width = labelWidth + barWidth + valueWidth
        let height = report.locales.count * rowHeight + 8
        var out = #"<svg class="chart" viewBox="0 0 \#(width) \#(height)" width="\#(width)" height="\#(height)" role="img" aria-labelledby="chart-title">"#
        out += #"<title id="chart-title">Translated strings per locale</title>"#
        for (index, page) in report.locales.enumerated() {
            let y = 4 + index * rowHeight
            let completion = page.completion
            let total = max(completion.total, 1)
            // Whole pixels, so the picture is the same on every machine.
            let done = completion.total == 0 ? barWidth : completion.translated * barWidth / total
            let label = page.name.map { "\(page.locale) · \($0)" } ?? page.locale
            var value = "\(completion.percent)%"
            if completion.missing > 0 { value += " · \(completion.missing) missing" }
            if completion.tooLong > 0 { value += " · \(completion.tooLong) too long" }

            out += ##"<a href="#\##(HTMLText.escape(page.anchor))"><g class="bar">"##
            out += #"<title>\#(HTMLText.escape("\(label): \(completion.translated) of \(completion.total) translated, \(completion.missing) missing, \(completion.tooLong) too long"))</title>"#
            out += #"<text x="\#(labelWidth - 8)" y="\#(y + 16)" text-anchor="end" class="label">\#(HTMLText.escape(label))</text>"#
            out += #"<rect x="\#(labelWidth)" y="\#(y + 3)" width="\#(barWidth)" height="\#(rowHeight - 8)" rx="3" class="missing"/>"#
            if done > 0 {
                out += #"<rect x="\#(labelWidth)" y="\#(y + 3)" width="\#(done)" height="\#(rowHeight - 8)" rx="3" class="done"/>"#
            }
            out += #"<text x="\#(labelWidth + barWidth + 8)" y="\#(y + 16)" class="\#(completion.tooLong > 0 ? "value warn" : "value")">\#(HTMLText.escape(value))</text>"#
            out += "</g></a>"
        }
        return out + "</svg>"
    }
}
