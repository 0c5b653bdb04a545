/// The frame every chart-like diagram shares: the `<svg>` root at natural size with the theme's
/// stylesheet and the colour scale, a background, and helpers for common marks.
///
/// All text goes through `SVGWriter`'s escaping; element names are the audited few (`g`,
/// `rect`, `path`, `text`, `tspan`, `title`, `style`).
struct ChartDocument {
  var writer = SVGWriter()
  let theme: DiagramTheme
  let measurer: TextMeasurer

  var palette: DiagramTheme.Palette { theme.palette }

  /// Opens the root for a drawing of `bounds` with class `diagram TYPE`; `extraSheet` adds a
  /// type's own custom properties (light, and dark for `auto`) and rules.
  init(
    context: DiagramContext, type: String, bounds: Rect, title: String?,
    extraRules: [String] = [], extraSheet: DiagramStyleSheet? = nil
  ) {
    theme = context.theme
    measurer = context.measurer
    let prefix = context.idPrefix
    var root: [(StaticString, String)] = [
      ("xmlns", "http://www.w3.org/2000/svg"), ("id", prefix), ("class", "diagram \(type)"),
      ("width", Self.f(bounds.width)), ("height", Self.f(bounds.height)),
      (
        "viewBox",
        "\(Self.f(bounds.x)) \(Self.f(bounds.y)) \(Self.f(bounds.width)) \(Self.f(bounds.height))"
      ),
      ("role", "img"), ("font-family", context.measurer.familyList),
      ("font-size", Self.f(context.measurer.fontSize)),
    ]
    // `accTitle`, else the chart's title, names the image, as in the other diagram types.
    let accessible = SVGAccessibleName(
      name: context.accessible.title ?? title, description: context.accessible.description,
      prefix: prefix)
    if let labelledBy = accessible.rootAttribute { root.append(labelledBy) }
    writer.open("svg", root)
    writer.newline()
    accessible.write(into: &writer)
    let rules =
      [
        ".chart-line{stroke:var(--ir-line)}", ".chart-grid{stroke:var(--ir-cluster-stroke)}",
        ".chart-box{fill:var(--ir-node-fill);stroke:var(--ir-node-stroke)}",
        ".chart-muted{fill:var(--ir-label-background)}",
        ".chart-accent{fill:var(--ir-accent)}", ".chart-accent-text{fill:var(--ir-accent-text)}",
      ] + extraRules
    var sheet = context.theme.css(rootID: context.idPrefix, extraRules: rules)
    sheet.append(ChartPalette.css(rootID: context.idPrefix, theme: context.theme))
    if let extraSheet { sheet.append(extraSheet) }
    writer.style(sheet)
    writer.newline()
    writer.element(
      "rect",
      [
        ("class", "background"), ("x", Self.f(bounds.x)), ("y", Self.f(bounds.y)),
        ("width", Self.f(bounds.width)), ("height", Self.f(bounds.height)),
        ("fill", context.theme.palette.background),
      ])
    writer.newline()
  }

  /// Text at `point`; `anchor` is `start`, `middle` or `end`; the point is the line's middle.
  mutating func text(
    _ text: String, at point: Point, anchor: String = "middle", bold: Bool = false,
    className: String? = nil, fill: String? = nil, size: Double? = nil
  ) {
    // The baseline sits 0.36 em below the middle, so the ink is centred on `point` (as the
    // flowchart labels do; librsvg and browsers disagree on `dominant-baseline`).
    let baseline = (size ?? measurer.fontSize) * 0.36
    var attributes: [(StaticString, String)] = [
      ("x", f(point.x)), ("y", f(point.y + baseline)), ("text-anchor", anchor),
      ("fill", fill ?? palette.text),
    ]
    if let className { attributes.append(("class", className)) }
    if bold { attributes.append(("font-weight", "bold")) }
    if let size { attributes.append(("font-size", f(size))) }
    // SVG deletes a line break inside text (`xml:space` default): a text quoted over lines
    // (a Git tag, a commit message) keeps a blank between its lines instead.
    let flat =
      text.utf8.contains(UInt8(ascii: "\n"))
      ? text.split(separator: "\n").map { String($0).trimmingCharacters() }.joined(separator: " ")
      : text
    writer.element("text", attributes, text: DiagramLimits.cutLabelLine(flat))
  }

  /// Several lines centred on `center` vertically, one `tspan` each.
  mutating func lines(
    _ lines: [String], center: Point, anchor: String = "middle", className: String? = nil,
    bold: Bool = false
  ) {
    let height = measurer.lineHeight
    let top = center.y - height * Double(lines.count - 1) / 2
    for (index, line) in lines.enumerated() {
      text(
        line, at: Point(center.x, top + height * Double(index)), anchor: anchor,
        bold: bold, className: className)
    }
  }

  /// A rectangle with optional rounded corners.
  mutating func rect(
    _ rect: Rect, fill: String, stroke: String? = nil, className: String, radius: Double = 0,
    strokeWidth: Double = 1, fillOpacity: Double? = nil
  ) {
    var attributes: [(StaticString, String)] = [
      ("class", className), ("x", f(rect.x)), ("y", f(rect.y)), ("width", f(rect.width)),
      ("height", f(rect.height)), ("fill", fill),
    ]
    if let fillOpacity { attributes.append(("fill-opacity", f(fillOpacity))) }
    if radius > 0 { attributes += [("rx", f(radius)), ("ry", f(radius))] }
    if let stroke { attributes += [("stroke", stroke), ("stroke-width", f(strokeWidth))] }
    writer.element("rect", attributes)
  }

  /// A path with a stroke and no fill unless given.
  mutating func path(
    _ data: String, stroke: String?, fill: String = "none", className: String,
    width: Double = 1, dash: String? = nil, fillOpacity: Double? = nil
  ) {
    var attributes: [(StaticString, String)] = [("class", className), ("d", data), ("fill", fill)]
    if let fillOpacity { attributes.append(("fill-opacity", f(fillOpacity))) }
    if let stroke { attributes += [("stroke", stroke), ("stroke-width", f(width))] }
    if let dash { attributes.append(("stroke-dasharray", dash)) }
    writer.element("path", attributes)
  }

  /// A circle as a path of two arcs (the audited vocabulary has no `<circle>`).
  static func circle(center: Point, radius: Double) -> String {
    var path = PathBuilder()
    path.move(to: Point(center.x - radius, center.y))
    path.arc(to: Point(center.x + radius, center.y), rx: radius, ry: radius)
    path.arc(to: Point(center.x - radius, center.y), rx: radius, ry: radius)
    path.close()
    return path.data
  }

  /// Opens `<g class data-id>` for one item.
  mutating func openItem(_ className: String, id: String) {
    writer.open("g", [("class", className), ("data-id", id)])
  }

  mutating func close() { writer.close() }

  mutating func finish() -> String { writer.finish() }

  func f(_ value: Double) -> String { SVGNumber.format(value) }

  static func f(_ value: Double) -> String { SVGNumber.format(value) }
}
