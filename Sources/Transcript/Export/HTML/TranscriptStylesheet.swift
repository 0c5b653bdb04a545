/// The CSS of transcript exports: system fonts, light and dark palettes through
/// `prefers-color-scheme`, and a print layout (light, rails opened, link targets shown).
enum TranscriptStylesheet {
  static let css = """
    :root {
      color-scheme: light dark;
      --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --border: #d1d9e0; --panel: #f6f8fa;
      --link: #0969da; --user: #0969da; --assistant: #8250df; --system: #9a6700;
      --tool: #1a7f37; --error: #cf222e; --error-bg: #ffebe9; --chosen: #1a7f37;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --border: #3d444d; --panel: #151b23;
        --link: #4493f8; --user: #4493f8; --assistant: #ab7df8; --system: #d29922;
        --tool: #3fb950; --error: #f85149; --error-bg: #25171c; --chosen: #3fb950;
      }
    }
    * { box-sizing: border-box; }
    html { background: var(--bg); color: var(--fg); }
    body { margin: 0 auto; max-width: 920px; padding: 24px 20px 48px;
      font: 16px/1.55 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
      overflow-wrap: break-word; }
    a { color: var(--link); }
    .transcript-header { border-bottom: 1px solid var(--border); margin-bottom: 24px; }
    .transcript-header h1 { font-size: 1.8em; line-height: 1.25; margin: 0 0 12px; }
    .facts { display: flex; flex-wrap: wrap; gap: 4px 28px; margin: 0 0 16px; color: var(--muted); }
    .facts div { display: flex; gap: 6px; }
    .facts dt { font-weight: 600; }
    .facts dt::after { content: ":"; }
    .facts dd { margin: 0; color: var(--fg); }
    .message { margin: 0 0 20px; padding: 4px 0 4px 16px; border-left: 3px solid var(--border); }
    .role-user { border-left-color: var(--user); }
    .role-assistant { border-left-color: var(--assistant); }
    .role-system { border-left-color: var(--system); }
    .role-tool { border-left-color: var(--tool); }
    .message-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px;
      margin-bottom: 6px; color: var(--muted); font-size: .875em; }
    .message-header h2 { margin: 0; font-size: 1.15em; color: var(--fg); }
    .role-user h2 a { color: var(--user); } .role-assistant h2 a { color: var(--assistant); }
    .role-system h2 a { color: var(--system); } .role-tool h2 a { color: var(--tool); }
    .message-header .anchor { text-decoration: none; }
    .message-header .anchor:hover { text-decoration: underline; }
    .role, .model { padding: 0 6px; border: 1px solid var(--border); border-radius: 10px; }
    .markdown > :first-child { margin-top: 0; }
    .markdown > :last-child { margin-bottom: 8px; }
    .markdown h1, .markdown h2, .markdown h3 { font-size: 1.1em; }
    p, ul, ol, pre, table, blockquote, figure { margin: 0 0 12px; }
    blockquote { margin-left: 0; padding: 0 1em; color: var(--muted);
      border-left: .25em solid var(--border); }
    code, pre { font-family: ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas,
      monospace; font-size: 85%; }
    code { padding: .15em .35em; border-radius: 5px; background: var(--panel); }
    pre { padding: 12px 14px; overflow: auto; line-height: 1.45; border-radius: 6px;
      background: var(--panel); border: 1px solid var(--border); white-space: pre-wrap; }
    pre code { padding: 0; background: transparent; font-size: 100%; }
    table { border-collapse: collapse; display: block; max-width: 100%; overflow: auto; }
    th, td { padding: 5px 12px; border: 1px solid var(--border); }
    img { max-width: 100%; height: auto; }
    svg { max-width: 100%; height: auto; }
    figure { margin-left: 0; margin-right: 0; }
    figcaption, .details, .call-id { color: var(--muted); font-size: .875em; }
    .attachment, .image-placeholder { display: inline-block; padding: 4px 10px;
      border: 1px solid var(--border); border-radius: 6px; background: var(--panel); }
    .kind { font-size: .75em; font-weight: 600; text-transform: uppercase; letter-spacing: .05em;
      color: var(--muted); }
    .question { padding: 8px 14px; border: 1px solid var(--border); border-radius: 6px; }
    .question-text { font-weight: 600; margin-bottom: 6px; }
    .options { margin-bottom: 6px; }
    .chosen { color: var(--chosen); }
    .unanswered { color: var(--muted); font-style: italic; }
    .rail { margin: 0 0 12px; border: 1px solid var(--border); border-radius: 6px;
      background: var(--panel); }
    .rail > summary { cursor: pointer; padding: 6px 12px; color: var(--muted); font-size: .9em; }
    .rail[open] > summary { border-bottom: 1px solid var(--border); }
    /* The names of failed calls: the rail is --panel already, so code there would not show as
       code on the usual --panel pill. */
    .rail > summary code, .subagent > summary code { background: var(--bg); color: var(--error); }
    .item { padding: 8px 12px; }
    .item + .item { border-top: 1px dashed var(--border); }
    .item h3 { margin: 0 0 6px; font-size: .9em; font-weight: 600; }
    .item h4 { margin: 8px 0 4px; font-size: .8em; color: var(--muted); text-transform: uppercase;
      letter-spacing: .04em; }
    .item pre { background: var(--bg); }
    .tool-label { color: var(--tool); }
    .tool-name { font-size: 95%; }
    .reasoning .markdown { color: var(--muted); font-style: italic; }
    .failed .tool-label, .result.error h4 { color: var(--error); }
    .result.error pre { background: var(--error-bg); border-color: var(--error); }
    .empty { color: var(--muted); font-style: italic; }
    p.notice, .notice > summary { display: flex; align-items: center; gap: 10px;
      margin: 0 0 12px; color: var(--muted); font-size: .85em; }
    p.notice::before, p.notice::after, .notice > summary::before, .notice > summary::after {
      content: ""; flex: 1; border-top: 1px dashed var(--border); }
    .notice > summary { cursor: pointer; list-style: none; }
    .notice > summary::-webkit-details-marker { display: none; }
    .notice > summary > span::after { content: " ▸"; }
    .notice[open] > summary > span::after { content: " ▾"; }
    .notice-summary { margin: 0 0 12px; padding: 8px 12px; border: 1px dashed var(--border);
      border-radius: 6px; color: var(--muted); font-size: .9em; }
    .transcript-footer { margin-top: 32px; color: var(--muted); font-size: .8em; }
    @media print {
      :root { --fg: #000; --bg: #fff; --muted: #444; --border: #bbb; --panel: #fff;
        --link: #000; }
      body { max-width: none; padding: 0; font-size: 11pt; }
      .message, .item, pre, figure { break-inside: avoid; }
      .message-header { break-after: avoid; }
      details::details-content { display: contents; content-visibility: visible; }
      .rail > summary { list-style: none; }
      pre { white-space: pre-wrap; }
      .markdown a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 85%; }
    }

    """
}
