import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The quick-action menu as the Home Screen shows it: a rounded card over a
/// wallpaper, one row per item with its text and icon, the app icon below.
///
/// Every line is its own element with `white-space: pre`, and the card grows
/// to its widest line, so the browser never wraps or cuts a line itself: the
/// lines and the `…` are the tool's own (`Fit.shownLines`), as `check` has them.
/// In a right-to-left locale the figure has `dir="rtl"`, so the flex rows put
/// the icon on the left and the text on the right, as iOS mirrors the menu.
package enum MenuDrawing {
    /// `label` (HTML) starts the caption: the gallery names the locale there.
    /// `rowPage` is the file the locale's rows are in (`de.html`), or "" for this one.
    package static func html(_ menu: ReportMenu, page: LocaleReport, label: String? = nil, rowPage: String = "") -> String {
        let langDir = HTMLText.attribute("lang", page.languageTag) + HTMLText.attribute("dir", page.direction.rawValue)
        var out = #"<figure class="menu"\#(langDir)><div class="wallpaper"><div class="card" role="list">"#
        for item in menu.items {
            let cut = !item.title.layout.fits || item.subtitle.map { !$0.layout.fits } == true
            let missing = item.title.missing || item.subtitle?.missing == true
            var classes = ["item"]
            if cut { classes.append("cut") }
            if missing { classes.append("missing") }
            let target = item.title.row ?? item.subtitle?.row
            let tag = target == nil ? "div" : "a"
            let href = target.map { HTMLText.attribute("href", rowPage + "#" + $0) } ?? ""
            out += #"<\#(tag) class="\#(classes.joined(separator: " "))" role="listitem"\#(href)\#(HTMLText.attribute("title", tooltip(item)))>"#
            out += #"<span class="texts">"#
            out += lines(item.title, class: "title")
            if let subtitle = item.subtitle { out += lines(subtitle, class: "subtitle") }
            out += "</span>"
            out += ShortcutIconGlyphs.svg(item.icon) ?? #"<span class="icon none"></span>"#
            out += "</\(tag)>"
        }
        out += "</div>"
        out += #"<div class="app-icon" aria-hidden="true"></div></div>"#
        var caption: [String] = label.map { [$0] } ?? []
        if let app = menu.app { caption.append(#"<code dir="ltr">\#(HTMLText.escape(app))</code>"#) }
        if menu.ignoredItems > 0 {
            caption.append("\(menu.ignoredItems) item\(menu.ignoredItems == 1 ? "" : "s") without a Type or Title, which iOS ignores")
        }
        if menu.hiddenItems > 0 {
            caption.append("\(menu.hiddenItems) more item\(menu.hiddenItems == 1 ? "" : "s") declared, never shown (at most \(menu.items.count))")
        }
        if !caption.isEmpty { out += #"<figcaption lang="en" dir="ltr">\#(caption.joined(separator: " · "))</figcaption>"# }
        return out + "</figure>"
    }

    /// One element per shown line.
    private static func lines(_ text: MenuText, class name: String) -> String {
        if text.setAtRunTime == true {
            return #"<span class="\#(name) runtime" lang="en" dir="ltr"><span class="line">\#(name) set at run time</span></span>"#
        }
        let shown = text.layout.shownLines.isEmpty ? [""] : text.layout.shownLines
        return #"<span class="\#(name)">"# + shown.map { #"<span class="line">\#(HTMLText.escape($0))</span>"# }.joined() + "</span>"
    }

    /// What the picture cannot say: the item's type, and why it is marked.
    private static func tooltip(_ item: ReportMenuItem) -> String {
        var parts = [item.type]
        for (name, text) in [("title", Optional(item.title)), ("subtitle", item.subtitle)] {
            guard let text else { continue }
            if text.setAtRunTime == true { parts.append("\(name) set at run time: the code computes it from values the tool cannot follow") }
            if text.missing { parts.append("\(name) not translated: iOS shows \"\(text.text)\"") }
            if !text.layout.fits {
                parts.append("\(name) needs \(text.layout.lines.count) line\(text.layout.lines.count == 1 ? "" : "s") of \(text.layout.points == nil ? "\(text.layout.lineWidthText) columns" : text.layout.lineWidthText), \(text.layout.maxLines) allowed")
            }
        }
        return parts.joined(separator: "\n")
    }
}
