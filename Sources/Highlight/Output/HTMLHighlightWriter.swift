import RenderSupport

/// Writes `<pre><code>` with one `<span>` per styled run.
///
/// Two forms: inline `style` attributes for one theme (self-contained, e.g. for e-mail), or,
/// when the source was resolved for two themes, `class` names plus `stylesheet(for:)` with the
/// light theme by default and the dark one under `prefers-color-scheme: dark`.
package enum HTMLHighlightWriter {
  /// The class of the `<pre>` element; every generated class starts with it.
  package static let rootClass = "ir-hl"

  package static func write(_ source: HighlightedSource) -> String {
    let theme = source.theme
    var classes: [StylePair: Int] = [:]
    var html: String
    if let dark = source.alternateTheme {
      html = write(source, preAttributes: "") { span in
        let pair = StylePair(light: span.style, dark: span.alternateStyle ?? span.style)
        if pair.light == theme.defaultStyle && pair.dark == dark.defaultStyle { return nil }
        let index = classes[pair] ?? classes.count
        classes[pair] = index
        return "<span class=\"\(rootClass)-\(index)\">"
      }
      html =
        "<style>\n" + stylesheet(classes: classes, light: theme, dark: dark) + "</style>\n"
        + html
    } else {
      html = write(
        source,
        preAttributes:
          " style=\"color:\(theme.foreground.hex);background-color:\(theme.background.hex)\""
      ) { span in
        let css = declarations(span.style, theme: theme)
        return css.isEmpty ? nil : "<span style=\"\(css)\">"
      }
    }
    return html
  }

  /// The `<pre>` of a two-theme source without a stylesheet, each span's class chosen by
  /// `className(light, dark)` (`nil`: no span): for pages that share one stylesheet across
  /// their blocks (see `rules(forClass:light:dark:lightTheme:darkTheme:)`).
  package static func markup(
    _ source: HighlightedSource, className: (TokenStyle, TokenStyle) -> String?
  ) -> String {
    write(source, preAttributes: "") { span in
      className(span.style, span.alternateStyle ?? span.style).map { "<span class=\"\($0)\">" }
    }
  }

  /// The light and the dark rule of one class in a shared stylesheet; the first pair of rules
  /// on a page is `rootRules`.
  package static func rules(
    forClass name: String, light: TokenStyle, dark: TokenStyle, lightTheme: Theme,
    darkTheme: Theme
  ) -> (light: String, dark: String) {
    (
      ".\(name){\(fullDeclarations(light, theme: lightTheme))}\n",
      ".\(name){\(fullDeclarations(dark, theme: darkTheme))}\n"
    )
  }

  /// The light and the dark rule of the `<pre>` itself.
  package static func rootRules(lightTheme: Theme, darkTheme: Theme) -> (
    light: String, dark: String
  ) {
    (
      ".\(rootClass){color:\(lightTheme.foreground.hex);background-color:\(lightTheme.background.hex)}\n",
      ".\(rootClass){color:\(darkTheme.foreground.hex);background-color:\(darkTheme.background.hex)}\n"
    )
  }

  /// The `<pre><code>` with `opening(span)` before each styled span (`nil`: none); all code
  /// text is escaped.
  private static func write(
    _ source: HighlightedSource, preAttributes: String, opening: (StyledSpan) -> String?
  ) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(source.source.utf8.count * 3)
    out += Array("<pre class=\"\(rootClass)\"\(preAttributes)><code>".utf8)
    var text = source.source
    text.withUTF8 { bytes in
      for (number, line) in source.lines.enumerated() {
        if number > 0 { out.append(0x0A) }
        var position = 0
        for span in line.spans where span.end > span.start {
          if span.start > position {
            escape(bytes, line.start + position, line.start + span.start, to: &out)
          }
          let open = opening(span)
          if let open { out += open.utf8 }
          escape(bytes, line.start + span.start, line.start + span.end, to: &out)
          if open != nil { out += "</span>".utf8 }
          position = span.end
        }
        if line.start + position < line.end {
          escape(bytes, line.start + position, line.end, to: &out)
        }
      }
    }
    out += "</code></pre>\n".utf8
    return String(decoding: out, as: UTF8.self)
  }

  struct StylePair: Hashable {
    var light: TokenStyle
    var dark: TokenStyle
  }

  /// The CSS of one run: only what differs from the `<pre>`'s defaults.
  static func declarations(_ style: TokenStyle, theme: Theme) -> String {
    var parts: [String] = []
    if style.foreground != theme.foreground { parts.append("color:\(style.foreground.hex)") }
    if style.background != theme.background {
      parts.append("background-color:\(style.background.hex)")
    }
    if style.fontStyle.contains(.italic) { parts.append("font-style:italic") }
    if style.fontStyle.contains(.bold) { parts.append("font-weight:bold") }
    var decorations: [String] = []
    if style.fontStyle.contains(.underline) { decorations.append("underline") }
    if style.fontStyle.contains(.strikethrough) { decorations.append("line-through") }
    if !decorations.isEmpty {
      parts.append("text-decoration:" + decorations.joined(separator: " "))
    }
    return parts.joined(separator: ";")
  }

  /// Every property a class may set, so the dark rules fully replace the light ones.
  static func fullDeclarations(_ style: TokenStyle, theme: Theme) -> String {
    let background =
      style.background == theme.background ? "transparent" : style.background.hex
    var decorations: [String] = []
    if style.fontStyle.contains(.underline) { decorations.append("underline") }
    if style.fontStyle.contains(.strikethrough) { decorations.append("line-through") }
    return "color:\(style.foreground.hex);background-color:\(background)"
      + ";font-style:\(style.fontStyle.contains(.italic) ? "italic" : "normal")"
      + ";font-weight:\(style.fontStyle.contains(.bold) ? "bold" : "normal")"
      + ";text-decoration:\(decorations.isEmpty ? "none" : decorations.joined(separator: " "))"
  }

  /// Rules for the classes in first-use order: the light theme, then the dark one in a
  /// `prefers-color-scheme` media query.
  static func stylesheet(classes: [StylePair: Int], light: Theme, dark: Theme) -> String {
    let ordered = classes.sorted { $0.value < $1.value }
    var css =
      ".\(rootClass){color:\(light.foreground.hex);background-color:\(light.background.hex)}\n"
    for (pair, index) in ordered {
      css += ".\(rootClass)-\(index){\(fullDeclarations(pair.light, theme: light))}\n"
    }
    css += "@media (prefers-color-scheme: dark){\n"
    css += ".\(rootClass){color:\(dark.foreground.hex);background-color:\(dark.background.hex)}\n"
    for (pair, index) in ordered {
      css += ".\(rootClass)-\(index){\(fullDeclarations(pair.dark, theme: dark))}\n"
    }
    css += "}\n"
    return css
  }

  private static func escape(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to out: inout [UInt8]
  ) {
    HTMLEscaping.appendEscapedBytes(
      UnsafeBufferPointer(rebasing: bytes[start..<end]), attribute: false, to: &out)
  }
}
