import RenderSupport

/// Wraps an HTML fragment in a complete page with a stylesheet for light and dark schemes.
package enum HTMLPage {
  /// The colour schemes a page can take.
  package enum ColorScheme: String, Sendable {
    case light, dark
    /// Light, or dark when the reader prefers a dark colour scheme.
    case auto
  }

  /// A standalone document around `body`; `title` is escaped here. With `restrictive` (safe
  /// mode) a Content-Security-Policy forbids scripts, frames, plugins and outside styles, as a
  /// second line of defence behind the sanitizer.
  package static func wrap(
    body: String, title: String, restrictive: Bool = true, scheme: ColorScheme = .auto
  ) -> String {
    header(title: title, restrictive: restrictive, scheme: scheme) + body + footer
  }

  /// Everything before the body: doctype, head with title and stylesheet, opening tags.
  package static func header(
    title: String, restrictive: Bool = true, scheme: ColorScheme = .auto
  ) -> String {
    let schemes = scheme == .auto ? "light dark" : scheme.rawValue
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="\(schemes)">

      """
    if restrictive {
      page += """
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src * data:; style-src 'unsafe-inline'">

        """
    }
    page += "<title>\(HTMLEscaping.text(title))</title>\n<style>\n\(stylesheet(scheme))</style>\n"
    page += "</head>\n<body>\n<main class=\"markdown-body\">\n"
    return page
  }

  /// Everything after the body.
  package static let footer = "</main>\n</body>\n</html>\n"

  /// The page's CSS: system fonts, readable measure, colours for both schemes.
  package static let stylesheet = stylesheet(.auto)

  /// The page's CSS with the colours of `scheme`.
  package static func stylesheet(_ scheme: ColorScheme) -> String {
    switch scheme {
    case .light: return ":root {\n\(lightColors)}\n" + rules
    case .dark: return ":root {\n\(darkColors)}\n" + rules
    case .auto:
      return ":root {\n\(lightColors)}\n@media (prefers-color-scheme: dark) {\n  :root {\n"
        + darkColors.split(separator: "\n").map { "  \($0)\n" }.joined() + "  }\n}\n" + rules
    }
  }

  static let lightColors = """
      --fg: #1f2328; --bg: #ffffff; --muted: #59636e; --border: #d1d9e0;
      --code-bg: #f6f8fa; --link: #0969da; --mark: #fff8c5; --quote: #59636e;
      --note: #0969da; --tip: #1a7f37; --important: #8250df; --warning: #9a6700;
      --caution: #d1242f;

    """

  static let darkColors = """
      --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --border: #3d444d;
      --code-bg: #151b23; --link: #4493f8; --mark: #bb800926; --quote: #9198a1;
      --note: #4493f8; --tip: #3fb950; --important: #ab7df8; --warning: #d29922;
      --caution: #f85149;

    """

  /// Everything but the colours.
  static let rules = """
    html { background: var(--bg); color: var(--fg); }
    body { margin: 0; font: 16px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial,
      sans-serif; }
    .markdown-body { box-sizing: border-box; max-width: 980px; margin: 0 auto; padding: 32px; }
    a { color: var(--link); text-decoration: none; }
    a:hover { text-decoration: underline; }
    h1, h2, h3, h4, h5, h6 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
    h1, h2 { padding-bottom: .3em; border-bottom: 1px solid var(--border); }
    h1 { font-size: 2em; } h2 { font-size: 1.5em; } h3 { font-size: 1.25em; }
    h4 { font-size: 1em; } h5 { font-size: .875em; } h6 { font-size: .85em; color: var(--muted); }
    p, blockquote, ul, ol, dl, table, pre, details { margin: 0 0 16px; }
    blockquote { padding: 0 1em; color: var(--quote); border-left: .25em solid var(--border); }
    ul, ol { padding-left: 2em; }
    li + li { margin-top: .25em; }
    li > input[type=checkbox] { margin: 0 .35em .25em -1.4em; vertical-align: middle; }
    code, kbd, pre, samp { font-family: ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo,
      Consolas, monospace; font-size: 85%; }
    code { padding: .2em .4em; border-radius: 6px; background: var(--code-bg); }
    pre { padding: 16px; overflow: auto; line-height: 1.45; border-radius: 6px;
      background: var(--code-bg); }
    pre code { padding: 0; background: transparent; font-size: 100%; }
    kbd { padding: 3px 5px; border: 1px solid var(--border); border-radius: 6px;
      box-shadow: inset 0 -1px 0 var(--border); }
    mark { background: var(--mark); color: inherit; }
    hr { height: .25em; margin: 24px 0; border: 0; background: var(--border); }
    table { border-collapse: collapse; display: block; width: max-content; max-width: 100%;
      overflow: auto; }
    th, td { padding: 6px 13px; border: 1px solid var(--border); }
    th { font-weight: 600; }
    tr:nth-child(2n) { background: var(--code-bg); }
    img { max-width: 100%; }
    .footnotes { font-size: 85%; color: var(--muted); border-top: 1px solid var(--border); }
    .footnotes ol { padding-top: 16px; }
    sup.footnote-ref a, .footnote-backref { font-family: inherit; }
    .markdown-alert { margin: 0 0 16px; padding: .5em 1em; border-left: .25em solid var(--border); }
    .markdown-alert > :first-child { margin-top: 0; }
    .markdown-alert > :last-child { margin-bottom: 0; }
    .markdown-alert-title { font-weight: 500; line-height: 1; }
    .markdown-alert-note { border-left-color: var(--note); }
    .markdown-alert-note .markdown-alert-title { color: var(--note); }
    .markdown-alert-tip { border-left-color: var(--tip); }
    .markdown-alert-tip .markdown-alert-title { color: var(--tip); }
    .markdown-alert-important { border-left-color: var(--important); }
    .markdown-alert-important .markdown-alert-title { color: var(--important); }
    .markdown-alert-warning { border-left-color: var(--warning); }
    .markdown-alert-warning .markdown-alert-title { color: var(--warning); }
    .markdown-alert-caution { border-left-color: var(--caution); }
    .markdown-alert-caution .markdown-alert-title { color: var(--caution); }
    td > div > table { margin: 0; }
    figure.diagram { margin: 0 0 16px; overflow: auto; }
    figure.diagram > svg { display: block; }
    figure.diagram-error figcaption { color: var(--muted); font-size: 85%; }

    """
}
