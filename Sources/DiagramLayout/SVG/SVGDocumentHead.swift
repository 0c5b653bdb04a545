/// The opening that the SVG documents of the layered diagrams share (flowcharts; state, class
/// and ER diagrams): the `<svg>` root, sized to the drawing widened for its title; the image's
/// accessible name and description; the theme's stylesheet; the background; and the drawn
/// title, under which the drawing is shifted down and centred when the title is wider.
struct SVGDocumentHead {
  /// The root's class: `flowchart`, or `diagram KIND`.
  let className: String
  let drawingSize: Size
  /// Frontmatter `title`, drawn above the drawing.
  let title: String?
  /// `accTitle` (else the drawn title stands in) and `accDescr`.
  let accessibleTitle: String?
  let accessibleDescription: String?
  /// Stylesheet rules for the diagram type's own classes.
  var extraRules: [String] = []
  let context: DiagramContext

  /// The band above the drawing that the title is drawn in (as Mermaid does).
  var titleBand: Double { title == nil ? 0 : context.measurer.lineHeight + 16 }

  /// The document's size: the drawing's, widened for the title and the band above it.
  var size: Size {
    var width = drawingSize.width
    if let title {
      width = max(width, context.measurer.width(title, bold: true).rounded(.up) + 24)
    }
    return Size(width: width, height: drawingSize.height + titleBand)
  }

  /// Writes everything before the drawing; with a title, leaves open the group that moves the
  /// drawing below it (closed by `SVGWriter.finish`).
  func write(into svg: inout SVGWriter) {
    let size = self.size
    let width = SVGNumber.format(size.width)
    let height = SVGNumber.format(size.height)
    let prefix = context.idPrefix
    var root: [(StaticString, String)] = [
      ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("id", prefix),
      ("class", className), ("width", width), ("height", height),
      ("viewBox", "0 0 \(width) \(height)"), ("role", "img"),
      ("font-family", context.measurer.familyList),
      ("font-size", SVGNumber.format(context.measurer.fontSize)),
    ]
    // The drawn title stands in for a missing `accTitle`.
    let accessible = SVGAccessibleName(
      name: accessibleTitle ?? title, description: accessibleDescription, prefix: prefix)
    if let labelledBy = accessible.rootAttribute { root.append(labelledBy) }
    svg.open("svg", root)
    accessible.write(into: &svg)
    svg.style(context.theme.css(rootID: prefix, extraRules: extraRules))
    svg.newline()
    svg.element(
      "rect",
      [
        ("class", "background"), ("x", "0"), ("y", "0"), ("width", width), ("height", height),
        ("fill", context.theme.palette.background),
      ])
    svg.newline()
    guard let title else { return }
    svg.element(
      "text",
      [
        ("class", "diagram-title"), ("x", SVGNumber.format(size.width / 2)),
        ("y", SVGNumber.format(8 + context.measurer.lineHeight * 0.75)),
        ("text-anchor", "middle"), ("font-weight", "bold"), ("fill", context.theme.palette.text),
      ], text: title)
    svg.newline()
    let dx = ((size.width - drawingSize.width) / 2).rounded()
    svg.open(
      "g", [("transform", "translate(\(SVGNumber.format(dx)),\(SVGNumber.format(titleBand)))")])
  }
}
