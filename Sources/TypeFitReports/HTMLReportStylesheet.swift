/// The HTML report's CSS, inlined in the page. Colours keep at least 4.5:1 contrast for text;
/// the overlay classes of the pictures can be hidden with the page's switches.
enum HTMLReportStylesheet {
  static let css = """
    :root{color-scheme:light;--ink:#1d1d1f;--muted:#4a4a4f;--line:#d2d2d7;--bad:#b0000f;--link:#0050a8}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--ink);background:#fff}
    header,main{max-width:1400px;margin:0 auto;padding:0 24px}
    header{padding-top:16px;border-bottom:1px solid var(--line)}
    h1{font-size:24px;margin:8px 0}h2{font-size:20px;margin:24px 0 8px}h3{font-size:16px;margin:0}
    a{color:var(--link)}
    .meta{color:var(--muted);margin:0 0 12px}
    .counts{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .counts table{min-width:180px}
    table{border-collapse:collapse}
    th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
    th{background:#f5f5f7}
    td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
    .filters{display:flex;flex-wrap:wrap;gap:12px;align-items:end;margin:8px 0}
    .filters label{display:flex;flex-direction:column;font-size:13px;color:var(--muted)}
    .filters label.check{flex-direction:row;gap:6px;align-items:center}
    select,input,button{font:inherit;color:var(--ink)}
    th button{all:unset;cursor:pointer;font-weight:bold}
    th button:focus-visible,summary:focus-visible,.pager button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
    [hidden]{display:none!important}
    .pager{display:flex;gap:12px;align-items:center;margin:8px 0}
    .pager button{padding:2px 10px;border:1px solid var(--muted);border-radius:6px;background:#fff}
    .pager button:disabled{color:var(--muted);border-color:var(--line)}
    .notice{border:1px solid var(--line);border-radius:8px;padding:8px 12px;background:#fff8e5}
    th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
    .sev-error{color:var(--bad);font-weight:bold}.sev-warning{color:#8a4b00}.sev-note{color:var(--muted)}
    article.row{border:1px solid var(--line);border-radius:8px;padding:12px 16px;margin:12px 0}
    article.row .where{color:var(--muted);font-size:13px;margin:2px 0 8px}
    article.row ul{margin:4px 0 8px;padding-left:20px}
    .numbers{font-size:13px;margin:8px 0;display:block;overflow-x:auto}
    .numbers th[scope=row]{font-weight:normal;white-space:nowrap}
    .numbers .over{color:var(--bad);font-weight:bold}
    .strip{overflow-x:auto;padding:4px 0}
    .strip svg{display:block;height:auto}
    .hide-touch-target .touch-target,.hide-text-frame .text-frame,.hide-truncation .truncation,
    .hide-margin .margin{display:none}
    #findings-table{width:100%}
    #findings-table td:first-child{min-width:14em;overflow-wrap:anywhere}
    article.row h3,article.row .where{overflow-wrap:anywhere}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
    """
}
