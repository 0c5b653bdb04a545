import RenderSupport

/// Writes `<pre><code>` with one `<span>` per styled run.
///
/// Two forms: inline `style` attributes for one theme (self-contained, e.g. for e-mail), or,
/// when the source was resolved for two themes, `class` names plus `stylesheet(for:)` with the
/// light theme by default and the dark one under `prefers-color-scheme: dark`.
public enum HTMLHighlightWriter {
  /// The class of the `<pre>` element; every generated class starts with it.
  public static let rootClass = "ir-hl"

  public static func write(_ source: HighlightedSource) -> String {
    let dual = source.alternateTheme != nil
    var out: [UInt8] = []
    out.reserveCapacity(source.source.utf8.count * 3)
    let theme = source.theme
    if dual {
      out += Array("<pre class=\"\(rootClass)\"><code>".utf8)
    } else {
      out += Array(
        "<pre class=\"\(rootClass)\" style=\"color:\(theme.foreground.hex);background-color:\(theme.background.hex)\"><code>"
          .utf8)
    }
    var classes: [StylePair: Int] = [:]
    var text = source.source
    text.withUTF8 { bytes in
      for (number, line) in source.lines.enumerated() {
        if number > 0 { out.append(0x0A) }
        var position = 0
        for span in line.spans where span.end > span.start {
          if span.start > position {
            escape(bytes, line.start + position, line.start + span.start, to: &out)
          }
          let opening: String?
          if dual {
            let pair = StylePair(light: span.style, dark: span.alternateStyle ?? span.style)
            if pair.light == theme.defaultStyle
              && pair.dark == source.alternateTheme?.defaultStyle
            {
              opening = nil
            } else {
              let index = classes[pair] ?? classes.count
              classes[pair] = index
              opening = "<span class=\"\(rootClass)-\(index)\">"
            }
          } else {
            let css = declarations(span.style, theme: theme)
            opening = css.isEmpty ? nil : "<span style=\"\(css)\">"
          }
          if let opening { out += Array(opening.utf8) }
          escape(bytes, line.start + span.start, line.start + span.end, to: &out)
          if opening != nil { out += Array("</span>".utf8) }
          position = span.end
        }
        if line.start + position < line.end {
          escape(bytes, line.start + position, line.end, to: &out)
        }
      }
    }
    out += Array("</code></pre>\n".utf8)
    var html = String(decoding: out, as: UTF8.self)
    if let dark = source.alternateTheme {
      html =
        "<style>\n" + stylesheet(classes: classes, light: theme, dark: dark) + "</style>\n"
        + html
    }
    return html
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
