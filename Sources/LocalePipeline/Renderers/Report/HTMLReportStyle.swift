/// The HTML report's style sheet, inline so the file stands alone: system
/// fonts only (no web fonts), no images, no `url(...)`.
enum HTMLReportStyle {
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
    .chart { display: block; max-width: 100%; height: auto; }
    .chart .label { font-size: 13px; fill: var(--ink); }
    .chart .value { font-size: 12px; fill: var(--grey); }
    .chart .value.warn { fill: #c93400; }
    .chart .done { fill: var(--ok); }
    .chart .missing { fill: var(--bad); }
    .chart a:hover .label { text-decoration: underline; }
    nav.toc ol { columns: 3 220px; margin: 12px 0 0; padding-left: 20px; }
    nav.toc a { color: inherit; }
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

    table.strings { border-collapse: collapse; width: 100%; margin-top: 10px; font-size: 13px; }
    table.strings th { text-align: left; font-weight: 600; color: var(--grey); font-size: 12px; border-bottom: 1px solid var(--line); padding: 6px 8px; }
    table.strings td { border-bottom: 1px solid #ececf0; padding: 6px 8px; vertical-align: top; white-space: pre-wrap; overflow-wrap: break-word; }
    table.strings td.table { white-space: nowrap; }
    table.strings td.key code { overflow-wrap: anywhere; }
    table.strings td[dir="rtl"] { text-align: right; }
    tr.missing td.tr { color: var(--bad); font-style: italic; }
    tr.obsolete, tr.unused { color: var(--grey); }
    tr:target { background: #fff4c2; }
    table.strings td.num { white-space: nowrap; text-align: right; font-variant-numeric: tabular-nums; }
    table.strings td.num.over { color: var(--bad); font-weight: 600; }
    ol.lines { margin: 0; padding: 0; padding-inline-start: 18px; }
    ol.lines li { white-space: pre; }
    ol.lines li.over { color: var(--bad); }
    ol.lines li.over::marker { content: "✗ "; }
    .comment { color: var(--grey); }
    .status { font-size: 11px; text-transform: uppercase; color: var(--grey); }
    .status.missing { color: var(--bad); }
    """
}
