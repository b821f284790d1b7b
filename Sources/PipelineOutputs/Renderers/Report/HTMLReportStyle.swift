import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// The HTML report's style sheet, inline so the file stands alone: system
/// fonts only (no web fonts), no images, no `url(...)`.
package enum HTMLReportStyle {
    static let css = """
    :root { color-scheme: light; --ink: #1c1c1e; --grey: #6e6e73; --line: #d1d1d6; --paper: #fff; --ground: #f2f2f7;
      --ok: #34c759; --bad: #ff3b30; --warn: #ff9500; --note: #007aff; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--ground); color: var(--ink); font: 14px/1.45 -apple-system, system-ui, "Segoe UI", "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
    header.top { background: var(--paper); padding: 20px 32px 16px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 24px; margin: 0 0 4px; }
    h2 { font-size: 20px; margin: 0; }
    h3 { font-size: 15px; margin: 16px 0 6px; }
    .meta { color: var(--grey); margin: 0 0 12px; }
    code { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
    ol.chart { list-style: none; margin: 8px 0 12px; padding: 0; max-width: 900px; }
    ol.chart a { display: grid; grid-template-columns: minmax(9em, 16em) minmax(120px, 1fr) minmax(8em, 15em); gap: 10px;
      align-items: center; padding: 2px 0; color: inherit; text-decoration: none; }
    ol.chart a:hover .label { text-decoration: underline; }
    ol.chart .label { text-align: end; font-size: 13px; overflow-wrap: anywhere; }
    ol.chart .bar { display: block; height: 14px; border-radius: 3px; background: var(--bad); overflow: hidden; }
    ol.chart .bar span { display: block; height: 100%; background: var(--ok); }
    ol.chart .value { font-size: 12px; color: var(--grey); }
    ol.chart .value.warn { color: #c93400; }
    table.locales { border-collapse: collapse; margin: 6px 0 0; font-size: 13px; }
    table.locales th { text-align: start; color: var(--grey); font-weight: 600; font-size: 12px; padding: 4px 10px; border-bottom: 1px solid var(--line); }
    table.locales td { padding: 4px 10px; border-bottom: 1px solid #ececf0; }
    table.locales td.n { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
    table.locales td.bad { color: var(--bad); font-weight: 600; }
    table.locales .of { color: var(--grey); font-weight: 400; }
    table.locales td.done { color: var(--grey); }
    nav.crumbs { margin: 12px 32px 0; }
    .general { margin: 16px 32px 0; background: var(--paper); border-radius: 12px; padding: 12px 20px; }
    section.locale { background: var(--paper); border-radius: 12px; margin: 20px 32px; padding: 18px 24px 22px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
    .locale-head { display: flex; align-items: baseline; gap: 12px; flex-wrap: wrap; }
    .badge { font-size: 12px; border-radius: 10px; padding: 1px 8px; background: var(--ground); color: var(--grey); }
    .overview { display: flex; gap: 28px; align-items: flex-start; flex-wrap: wrap; margin-top: 12px; }
    .side { flex: 1 1 320px; min-width: 280px; }
    .completion { display: flex; gap: 18px; flex-wrap: wrap; margin: 0 0 8px; }
    .completion div { min-width: 70px; }
    .completion dt { color: var(--grey); font-size: 12px; }
    .completion dd { margin: 0; font-size: 18px; font-weight: 600; }
    .completion .bad dd { color: var(--bad); }
    .progress { height: 8px; border-radius: 4px; background: var(--bad); overflow: hidden; max-width: 420px; }
    .progress span { display: block; height: 100%; background: var(--ok); }
    ul.findings { list-style: none; padding: 0; margin: 0; }
    ul.findings li { padding: 4px 0 4px 10px; border-left: 3px solid var(--line); margin: 4px 0; }
    ul.findings li.error { border-left-color: var(--bad); }
    ul.findings li.warning { border-left-color: var(--warn); }
    ul.findings li.note { border-left-color: var(--note); }
    .sev { font-weight: 600; text-transform: uppercase; font-size: 11px; margin-right: 6px; }
    .error .sev { color: var(--bad); } .warning .sev { color: #c93400; } .note .sev { color: var(--note); }
    .where { color: var(--grey); font-size: 12px; }
    .app-shortcuts { margin: 16px 32px 0; } .app-shortcuts ul { margin: 4px 0; }
    .app-shortcuts li.bad q { color: var(--bad); } .phrase-problem { color: var(--bad); font-size: 12px; }
    .none-found { color: var(--grey); }

    .gallery { margin: 20px 32px 0; }
    .gallery .cards { display: flex; flex-wrap: wrap; gap: 18px 22px; margin-top: 10px; align-items: flex-start; }
    .gallery .wallpaper { padding: 14px; gap: 10px; }
    .gallery .app-icon { width: 44px; height: 44px; border-radius: 11px; }
    .gallery figcaption { font-size: 13px; color: var(--ink); }
    .gallery figcaption a { color: inherit; }
    .warn { color: var(--bad); font-weight: 600; }
    figure.menu { margin: 0; }
    .wallpaper { display: inline-flex; flex-direction: column; align-items: center; gap: 14px; padding: 22px;
      border-radius: 22px; background: linear-gradient(160deg, #4b6cb7 0%, #8e54e9 55%, #f78ca0 100%); }
    .card { min-width: 250px; width: max-content; border-radius: 14px; overflow: hidden; background: rgba(245,245,247,.93);
      box-shadow: 0 8px 24px rgba(0,0,0,.25); text-align: start; }
    .item { display: flex; align-items: center; gap: 14px; padding: 10px 16px; color: var(--ink); text-decoration: none;
      border-top: 1px solid rgba(60,60,67,.18); border-inline-start: 3px solid transparent; }
    .item:first-child { border-top: none; }
    a.item:hover { background: rgba(0,0,0,.05); }
    .item.cut { border-inline-start-color: var(--bad); }
    .item.missing .texts { color: var(--bad); font-style: italic; }
    .item .runtime { color: var(--grey); font-style: italic; }
    .texts { flex: 1 1 auto; display: flex; flex-direction: column; }
    .title .line { display: block; white-space: pre; font-size: 17px; line-height: 22px; }
    .subtitle .line { display: block; white-space: pre; font-size: 14px; line-height: 19px; color: var(--grey); }
    .icon { flex: none; width: 22px; height: 22px; color: var(--ink); }
    .app-icon { width: 60px; height: 60px; border-radius: 14px; background: linear-gradient(145deg, #ffcc00, #ff6b00);
      box-shadow: 0 4px 12px rgba(0,0,0,.25); }
    figcaption { color: var(--grey); font-size: 12px; margin-top: 6px; max-width: 420px; }

    .work-summary a { color: inherit; }
    .all-done { color: var(--grey); }
    form.filters { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: center; margin: 16px 0 4px; font-size: 13px; }
    form.filters input[type=search] { width: 22em; }
    form.filters output { color: var(--grey); }
    section.work > h3 { margin-top: 18px; }
    details.group { margin: 8px 0; border: 1px solid var(--line); border-radius: 8px; padding: 4px 10px; }
    details.group > summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
    details.group .count { color: var(--grey); font-weight: 400; }
    details.group .count::before { content: "("; } details.group .count::after { content: ")"; }
    table.strings { border-collapse: collapse; width: 100%; margin: 4px 0 8px; font-size: 13px; table-layout: fixed; }
    table.strings th { text-align: left; font-weight: 600; color: var(--grey); font-size: 12px; border-bottom: 1px solid var(--line); padding: 6px 8px; }
    table.strings th:nth-child(1) { width: 14%; } table.strings th:nth-child(2), table.strings th:nth-child(3) { width: 19%; }
    table.strings th:nth-child(4) { width: 11%; } table.strings th:nth-child(5) { width: 7%; } table.strings th:nth-child(6) { width: 12%; }
    table.strings td:nth-child(7) { overflow-wrap: anywhere; white-space: normal; }
    table.strings tbody tr { border-bottom: 1px solid #ececf0; }
    table.strings td { padding: 6px 8px; vertical-align: top; white-space: pre-wrap; overflow-wrap: break-word; }
    table.strings tr.tn th { text-align: start; color: var(--ink); background: var(--ground); font-size: 12px; }
    table.strings td:first-child { font-family: ui-monospace, "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; overflow-wrap: anywhere; }
    table.strings td:first-child .status { font-family: -apple-system, system-ui, sans-serif; }
    table.strings td[dir="rtl"] { text-align: right; }
    table.strings td.same::before { content: "same as the key"; color: var(--grey); font-style: italic; }
    table.strings td.miss { color: var(--bad); font-style: italic; }
    table.strings td:nth-child(4) { color: var(--grey); }
    table.strings .f { display: inline-block; }
    table.strings .f code { font-size: 11.5px; }
    table.strings .f.error code { color: var(--bad); } table.strings .f.warning code { color: #c93400; } table.strings .f.note code { color: var(--note); }
    tr:target { background: #fff4c2; }
    table.strings td:nth-child(5) { white-space: nowrap; text-align: right; font-variant-numeric: tabular-nums; }
    table.strings td.over { color: var(--bad); font-weight: 600; }
    ol.lines { margin: 0; padding: 0; padding-inline-start: 18px; }
    ol.lines li { white-space: pre-wrap; overflow-wrap: anywhere; }
    ol.lines li.over { color: var(--bad); }
    ol.lines li.over::marker { content: "✗ "; }
    .comment { color: var(--grey); }
    .status { font-size: 11px; text-transform: uppercase; color: var(--grey); }
    .status.missing { color: var(--bad); }
    """
}
