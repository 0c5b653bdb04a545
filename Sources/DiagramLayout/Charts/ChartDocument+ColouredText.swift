extension ChartDocument {
  /// Text in its own colour, written as an inline style as well as the attribute: the
  /// stylesheet's `text` rule (the theme's text colour, switched by `prefers-color-scheme`)
  /// would otherwise win over the attribute. Text on a coloured shape (a C4 element, a styled
  /// block) keeps the colour chosen for that shape in every theme.
  mutating func text(
    _ text: String, at point: Point, colour: String, anchor: String = "middle",
    bold: Bool = false, size: Double? = nil
  ) {
    let baseline = (size ?? measurer.fontSize) * 0.36
    var attributes: [(StaticString, String)] = [
      ("x", f(point.x)), ("y", f(point.y + baseline)), ("text-anchor", anchor),
      ("fill", colour), ("style", "fill:\(colour)"),
    ]
    if bold { attributes.append(("font-weight", "bold")) }
    if let size { attributes.append(("font-size", f(size))) }
    writer.element("text", attributes, text: DiagramLimits.cutLabelLine(text))
  }

  /// Several lines centred on `center`, in `colour` when given (else as `lines` writes them).
  mutating func lines(
    _ lines: [String], center: Point, colour: String?, bold: Bool = false
  ) {
    guard let colour else {
      self.lines(lines, center: center, bold: bold)
      return
    }
    let height = measurer.lineHeight
    let top = center.y - height * Double(lines.count - 1) / 2
    for (index, line) in lines.enumerated() {
      text(line, at: Point(center.x, top + height * Double(index)), colour: colour, bold: bold)
    }
  }
}
