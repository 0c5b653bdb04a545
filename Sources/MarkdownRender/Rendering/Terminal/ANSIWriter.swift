import RenderSupport

/// Writes laid-out lines with SGR escapes at a colour level and OSC 8 hyperlinks.
///
/// Every line is self-contained: attributes are reset and links closed before each newline,
/// so paging, `head` or a cut in the middle never leaves the terminal coloured.
package struct ANSIWriter {
  let level: ColorLevel
  let hyperlinks: Bool
  /// SGR sequences already made; a theme has a few dozen styles, so a linear search beats
  /// hashing.
  private var sequences: [(style: TextStyle, sequence: String)] = []

  package init(level: ColorLevel, hyperlinks: Bool) {
    self.level = level
    self.hyperlinks = hyperlinks && level != .none
  }

  package mutating func write(_ line: TerminalLine, into out: inout String) {
    var styled = false
    var currentStyle = TextStyle.plain
    var currentLink: String?
    for span in line.spans {
      let link = hyperlinks ? span.link : nil
      if link != currentLink {
        if currentLink != nil { out += ANSIText.hyperlinkEnd }
        if let link { out += ANSIText.hyperlinkStart(link) }
        currentLink = link
      }
      if span.style != currentStyle {
        if styled {
          out += SGR.reset
          styled = false
        }
        let sequence = sequence(for: span.style)
        if !sequence.isEmpty {
          out += sequence
          styled = true
        }
        currentStyle = span.style
      }
      out += span.text
    }
    if styled { out += SGR.reset }
    if currentLink != nil { out += ANSIText.hyperlinkEnd }
    if let image = line.image { out += image.escape }
    out += "\n"
  }

  private mutating func sequence(for style: TextStyle) -> String {
    for entry in sequences where entry.style == style { return entry.sequence }
    let made = SGR.sequence(for: style, level: level)
    sequences.append((style, made))
    return made
  }
}

/// Writes laid-out lines as plain text: the same layout, no escapes.
package struct PlainTextWriter {
  package init() {}

  package func write(_ line: TerminalLine, into out: inout String) {
    for span in line.spans { out += span.text }
    // Pictures exist only when asked for (`--images`), whatever the colour.
    if let image = line.image { out += image.escape }
    out += "\n"
  }
}
