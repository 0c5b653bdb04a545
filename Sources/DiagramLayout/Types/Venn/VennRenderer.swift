import Foundation
import RenderSupport

/// Draws Venn diagrams: each set a `<g class="set" data-id="NAME">` with its circle (a
/// translucent fill of the colour scale, as venn.js draws them), its name in the circle's ink
/// and its text items; each union a `<g class="union" data-id="A&B">` with its `background`
/// (the members' common region), its name in the theme's text colour and its text items, as
/// Mermaid colours them. Labels sit where the layout placed them, with a leader when outside.
package enum VennRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    var warnings: [Diagnostic] = []
    let diagram = try VennParser.parse(source, warnings: &warnings)
    context.warnings.report(warnings)
    try context.checkpoint()
    let layout = VennLayout(diagram, measurer: context.measurer)
    context.warnings.report(layout.warnings)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: VennLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "venn", bounds: layout.bounds, title: diagram.title,
      extraSheet: VennInk.sheet(context))
    var setIndex: [String: Int] = [:]
    for (index, name) in layout.sets.enumerated() { setIndex[name] = index }
    // Sets first, then unions over them, so a union's background is not veiled by a circle.
    let order =
      diagram.areas.indices.filter { diagram.areas[$0].sets.count == 1 }
      + diagram.areas.indices.filter { diagram.areas[$0].sets.count > 1 }
    for areaIndex in order {
      let area = diagram.areas[areaIndex]
      let members = area.sets.compactMap { setIndex[$0] }
      doc.openItem(members.count == 1 ? "set" : "union", id: area.id)
      var ink = Ink.text
      if members.count == 1 {
        let index = members[0]
        let circle = layout.circles[index]
        let colour = ChartPalette.color(index, context.theme)
        let scale = ChartPalette.fillClass(index)
        doc.path(
          ChartDocument.circle(center: circle.center, radius: circle.radius),
          stroke: area.stroke ?? area.background ?? colour, fill: area.background ?? colour,
          className: area.background == nil
            ? "\(scale) s\(scale.dropFirst()) venn-circle" : "s\(scale.dropFirst()) venn-circle",
          width: area.strokeWidth ?? 2.5,
          fillOpacity: area.fillOpacity ?? (area.background == nil ? 0.25 : 0.5))
        let background = doc.palette.background
        if let background = area.background {
          ink = VennInk.ink(background, background: doc.palette.background).map(Ink.fixed) ?? .text
        } else if let literal = VennInk.ink(colour, background: background) {
          ink = .scale(index % ChartPalette.count, literal)
        }
      } else if area.background != nil || area.stroke != nil {
        // A union's name stays in the theme's text colour unless that does not read on the
        // union's own fill.
        if let background = area.background,
          let readable = ReadableText.color(on: background, themeText: doc.palette.text)
        {
          ink = .fixed(readable)
        }
        let region = commonRegion(members.map { layout.circles[$0] })
        if region.count >= 3 {
          doc.path(
            PathBuilder.polygon(region), stroke: area.stroke,
            fill: area.background ?? "none", className: "venn-background",
            width: area.strokeWidth ?? 2,
            fillOpacity: area.background == nil ? nil : area.fillOpacity ?? 0.85)
        }
      }
      if let colour = area.color { ink = .fixed(colour) }
      if let label = layout.labels[areaIndex] {
        draw(label, area: area, ink: ink, into: &doc)
      }
      doc.close()
      doc.writer.newline()
    }
    if let title = diagram.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// The colour of an area's name: the theme's text, a scale entry's ink (its class and the
  /// colour librsvg draws), or a colour of the source's.
  enum Ink {
    case text
    case scale(Int, String)
    case fixed(String)
  }

  /// A placed label: its name in `ink` and larger, its text items in their own colour or the
  /// area's, and its leader when it sits outside its region.
  static func draw(
    _ label: VennLabels.Label, area: VennDiagram.Area, ink: Ink, into doc: inout ChartDocument
  ) {
    let nameSize = doc.measurer.fontSize * VennLabels.nameScale
    if let leader = label.leader {
      var path = PathBuilder()
      path.move(to: leader.from)
      path.line(to: leader.to)
      switch ink {
      case .text: doc.path(path.data, stroke: doc.palette.line, className: "chart-line venn-leader")
      case .scale(let index, let colour):
        doc.path(path.data, stroke: colour, className: "venn-lead\(index) venn-leader")
      case .fixed(let colour): doc.path(path.data, stroke: colour, className: "venn-leader")
      }
    }
    var textIndex = 0
    for line in label.lines {
      if line.isName {
        switch ink {
        case .text: doc.text(line.text, at: line.center, className: "venn-name", size: nameSize)
        case .scale(let index, let colour):
          doc.text(
            line.text, at: line.center, className: "venn-name venn-ink\(index)", fill: colour,
            size: nameSize)
        case .fixed(let colour):
          doc.text(line.text, at: line.center, colour: colour, size: nameSize)
        }
        continue
      }
      let text = area.texts[textIndex]
      textIndex += 1
      if let colour = text.color ?? area.color {
        doc.text(line.text, at: line.center, colour: colour)
      } else {
        doc.text(line.text, at: line.center)
      }
    }
  }

  /// The region every circle covers, as a polygon: the points of each circle's edge that lie
  /// in all the others (the region is convex, so sorting them by angle orders them).
  static func commonRegion(_ circles: [VennLayout.Circle]) -> [Point] {
    var points: [Point] = []
    for circle in circles {
      for step in 0..<120 {
        let angle = 2 * Double.pi * Double(step) / 120
        let point = Point(
          circle.center.x + circle.radius * cos(angle),
          circle.center.y + circle.radius * sin(angle))
        if circles.allSatisfy({ point.distance(to: $0.center) <= $0.radius + 1e-6 }) {
          points.append(point)
        }
      }
    }
    guard !points.isEmpty else { return [] }
    let center = points.reduce(Point(0, 0), +) * (1 / Double(points.count))
    return points.sorted {
      atan2($0.y - center.y, $0.x - center.x) < atan2($1.y - center.y, $1.x - center.x)
    }
  }
}
