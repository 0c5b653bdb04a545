/// Draws Wardley maps as OnlineWardleyMaps and Mermaid draw them: the value chain's axis up
/// the left, the evolution axis along the bottom with its stages between dashed lines, each
/// component a `<g class="component" data-id="NAME">` (a circle at its coordinates, its label
/// up and to the right, its sourcing shape and inertia bar), each anchor a
/// `<g class="anchor">` (its name in bold at its coordinates), links under them (flows
/// thicker, with heads), `evolve` as a dashed red arrow to a ghost of the component, pipelines
/// as boxes round their components, notes, accelerators and numbered annotations.
package enum WardleyRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let map = try WardleyParser.parse(source)
    try context.checkpoint()
    let layout = WardleyLayout(map, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The colour of `evolve` arrows (red, as Mermaid's and OnlineWardleyMaps' are).
  static let evolveColour = "#D03030"
  /// A component's circle radius.
  static let radius = 6.0

  /// The SVG document of a finished layout.
  package static func svg(_ layout: WardleyLayout, context: DiagramContext) -> String {
    let map = layout.map
    var doc = ChartDocument(
      context: context, type: "wardley", bounds: layout.bounds, title: map.title,
      extraRules: [
        ".wardley-evolve{stroke:\(evolveColour)}", ".wardley-mark{fill:var(--ir-line)}",
        ".wardley-component{fill:var(--ir-background);stroke:var(--ir-text)}",
      ])
    axes(layout, into: &doc)
    var byName: [String: WardleyMap.Component] = [:]
    for component in map.components { byName[component.name] = component }
    for (parent, members) in pipelines(map) { pipeline(parent, members, layout, into: &doc) }
    for link in map.links {
      guard let from = byName[link.from], let to = byName[link.to] else { continue }
      self.link(
        link, from: layout.point(from.visibility, from.evolution),
        to: layout.point(to.visibility, to.evolution), into: &doc)
    }
    for (name, target) in map.evolves {
      guard let component = byName[name] else { continue }
      evolve(component, to: target, layout, into: &doc)
    }
    for component in map.components { draw(component, layout, into: &doc) }
    WardleyMarks.draw(layout, into: &doc)
    if let title = map.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// The axes, the stage separators and every label on them.
  static func axes(_ layout: WardleyLayout, into doc: inout ChartDocument) {
    let plot = layout.plot
    let palette = doc.palette
    doc.openItem("axes", id: "axes")
    var path = PathBuilder()
    path.move(to: Point(plot.x, plot.y))
    path.line(to: Point(plot.x, plot.maxY))
    path.line(to: Point(plot.maxX, plot.maxY))
    doc.path(path.data, stroke: palette.line, className: "chart-line wardley-axis", width: 1.5)
    doc.path(
      PathBuilder.polygon([
        Point(plot.maxX + 8, plot.maxY), Point(plot.maxX, plot.maxY - 4),
        Point(plot.maxX, plot.maxY + 4),
      ]), stroke: nil, fill: palette.line, className: "wardley-mark")
    doc.path(
      PathBuilder.polygon([
        Point(plot.x, plot.y - 8), Point(plot.x - 4, plot.y), Point(plot.x + 4, plot.y),
      ]), stroke: nil, fill: palette.line, className: "wardley-mark")
    var start = plot.x
    let small = doc.measurer.fontSize * 0.85
    for (index, end) in layout.stageEnds.enumerated() {
      if index < layout.stageEnds.count - 1 {
        var separator = PathBuilder()
        separator.move(to: Point(end, plot.y))
        separator.line(to: Point(end, plot.maxY))
        doc.path(
          separator.data, stroke: palette.clusterStroke, className: "chart-grid", dash: "4 4")
      }
      let stage = layout.map.stages[index]
      let center = (start + end) / 2
      doc.text(stage.name, at: Point(center, plot.maxY + 14), size: small)
      if let second = stage.secondName {
        doc.text(second, at: Point(center, plot.maxY + 30), size: small)
      }
      start = end
    }
    doc.text("Visible", at: Point(plot.x + 6, plot.y + 8), anchor: "start", size: small)
    doc.text("Invisible", at: Point(plot.x + 6, plot.maxY - 10), anchor: "start", size: small)
    doc.text(
      "Value Chain", at: Point(plot.x + 6, plot.y + plot.height / 2), anchor: "start", bold: true,
      size: small)
    doc.text(
      "Evolution", at: Point(plot.maxX, plot.maxY + 44), anchor: "end", bold: true, size: small)
    doc.close()
    doc.writer.newline()
  }

  /// The pipelines: each parent's name and the components written inside it.
  static func pipelines(_ map: WardleyMap) -> [(String, [WardleyMap.Component])] {
    var order: [String] = []
    var members: [String: [WardleyMap.Component]] = [:]
    for component in map.components {
      guard let parent = component.pipeline else { continue }
      if members[parent] == nil { order.append(parent) }
      members[parent, default: []].append(component)
    }
    return order.map { ($0, members[$0] ?? []) }
  }

  static func pipeline(
    _ parent: String, _ members: [WardleyMap.Component], _ layout: WardleyLayout,
    into doc: inout ChartDocument
  ) {
    let xs = members.map { layout.point($0.visibility, $0.evolution).x }
    guard let low = xs.min(), let high = xs.max(), let first = members.first else { return }
    let y = layout.point(first.visibility, first.evolution).y
    doc.openItem("pipeline", id: parent)
    doc.rect(
      Rect(x: low - 15, y: y - 12, width: high - low + 30, height: 24),
      fill: doc.palette.clusterFill,
      stroke: doc.palette.clusterStroke, className: "cluster-box", radius: 2)
    doc.close()
    doc.writer.newline()
  }

  static func link(_ link: WardleyMap.Link, from: Point, to: Point, into doc: inout ChartDocument) {
    let delta = to - from
    let length = delta.length
    guard length > 2 * radius else { return }
    let unit = delta * (1 / length)
    let start = from + unit * radius
    let end = to - unit * radius
    doc.openItem("link", id: "\(link.from)->\(link.to)")
    var path = PathBuilder()
    path.move(to: start)
    path.line(to: end)
    doc.path(
      path.data, stroke: doc.palette.line, className: "chart-line wardley-link",
      width: link.isFlow ? 2.5 : 1)
    if link.arrowAtTarget { head(at: end, direction: unit, into: &doc) }
    if link.arrowAtSource { head(at: start, direction: unit * -1, into: &doc) }
    if let label = link.label {
      let middle = (start + end) * 0.5
      doc.text(
        label, at: Point(middle.x + 4, middle.y - 8), anchor: "start",
        size: doc.measurer.fontSize * 0.85)
    }
    doc.close()
    doc.writer.newline()
  }

  /// An arrowhead with its tip at `tip`, pointing along `direction` (a unit vector).
  static func head(
    at tip: Point, direction: Point, into doc: inout ChartDocument, fill: String? = nil,
    className: String = "wardley-mark"
  ) {
    let back = tip - direction * 9
    let across = Point(-direction.y, direction.x) * 4
    doc.path(
      PathBuilder.polygon([tip, back + across, back - across]), stroke: nil,
      fill: fill ?? doc.palette.line, className: className)
  }

  static func evolve(
    _ component: WardleyMap.Component, to target: Double, _ layout: WardleyLayout,
    into doc: inout ChartDocument
  ) {
    let from = layout.point(component.visibility, component.evolution)
    let to = layout.point(component.visibility, target)
    let direction = to.x >= from.x ? 1.0 : -1.0
    doc.openItem("evolve", id: component.name)
    if abs(to.x - from.x) > 2 * radius + 9 {
      var path = PathBuilder()
      path.move(to: Point(from.x + direction * radius, from.y))
      path.line(to: Point(to.x - direction * (radius + 9), to.y))
      doc.path(
        path.data, stroke: evolveColour, className: "wardley-evolve", width: 1.5, dash: "5 3")
      head(
        at: Point(to.x - direction * radius, to.y), direction: Point(direction, 0), into: &doc,
        fill: evolveColour, className: "wardley-evolve-head")
    }
    doc.path(
      ChartDocument.circle(center: to, radius: radius), stroke: evolveColour,
      fill: doc.palette.background, className: "wardley-evolve", width: 1.5, dash: "3 2")
    doc.text(component.name, at: Point(to.x + 10, to.y - 10), anchor: "start", fill: evolveColour)
    doc.close()
    doc.writer.newline()
  }

  /// A component (its shapes, circle and label) or an anchor (its bold name).
  static func draw(
    _ component: WardleyMap.Component, _ layout: WardleyLayout, into doc: inout ChartDocument
  ) {
    let point = layout.point(component.visibility, component.evolution)
    let label = WardleyLayout.labelPoint(component, at: point, fontSize: doc.measurer.fontSize)
    if component.isAnchor {
      doc.openItem("anchor", id: component.name)
      doc.text(component.name, at: label, bold: true)
      doc.close()
      doc.writer.newline()
      return
    }
    doc.openItem("component", id: component.name)
    let palette = doc.palette
    if let strategy = component.strategy {
      let r = 14.0
      let shape: String
      switch strategy {
      case .build:
        shape = PathBuilder.polygon([
          Point(point.x, point.y - r), Point(point.x + r, point.y + r * 0.75),
          Point(point.x - r, point.y + r * 0.75),
        ])
      case .buy:
        shape = PathBuilder.polygon([
          Point(point.x, point.y - r), Point(point.x + r, point.y), Point(point.x, point.y + r),
          Point(point.x - r, point.y),
        ])
      case .outsource:
        shape = PathBuilder.polygon([
          Point(point.x - r * 0.8, point.y - r * 0.8), Point(point.x + r * 0.8, point.y - r * 0.8),
          Point(point.x + r * 0.8, point.y + r * 0.8), Point(point.x - r * 0.8, point.y + r * 0.8),
        ])
      case .market:
        shape = ChartDocument.circle(center: point, radius: r)
      }
      doc.path(
        shape, stroke: palette.clusterStroke, fill: palette.clusterFill,
        className: "cluster-box wardley-\(strategy.rawValue)")
    }
    if component.inertia {
      doc.rect(
        Rect(x: point.x + radius + 6, y: point.y - 10, width: 5, height: 20), fill: palette.line,
        className: "wardley-mark wardley-inertia")
    }
    doc.path(
      ChartDocument.circle(center: point, radius: radius), stroke: palette.text,
      fill: palette.background, className: "wardley-component", width: 1.5)
    doc.text(component.name, at: label, anchor: "start")
    doc.close()
    doc.writer.newline()
  }
}
