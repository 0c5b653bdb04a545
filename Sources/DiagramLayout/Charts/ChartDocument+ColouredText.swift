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
}
