import Foundation
import RenderSupport

/// Draws Venn diagrams: each set a `<g class="set" data-id="NAME">` with its circle (a
/// translucent fill of the colour scale, as venn.js draws them), its label and its text items;
/// each union a `<g class="union" data-id="A&B">` with its `background` (the members' common
/// region), its label and its text items. Labels sit at the layout's label points.
package enum VennRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    var warnings: [Diagnostic] = []
    let diagram = try VennParser.parse(source, warnings: &warnings)
    context.warnings.report(warnings)
    try context.checkpoint()
    let layout = VennLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: VennLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "venn", bounds: layout.bounds, title: diagram.title)
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
          width: area.strokeWidth ?? 2,
          fillOpacity: area.fillOpacity ?? (area.background == nil ? 0.25 : 0.5))
      } else if area.background != nil || area.stroke != nil {
        let region = commonRegion(members.map { layout.circles[$0] })
        if region.count >= 3 {
          doc.path(
            PathBuilder.polygon(region), stroke: area.stroke,
            fill: area.background ?? "none", className: "venn-background",
            width: area.strokeWidth ?? 2,
            fillOpacity: area.background == nil ? nil : area.fillOpacity ?? 0.85)
        }
      }
      let point = layout.labelPoints[areaIndex]
      let label = area.label ?? (members.count == 1 ? area.sets[0] : nil)
      var lineY = point.y
      if let label {
        if let colour = area.color {
          doc.text(label, at: point, colour: colour, bold: members.count == 1)
        } else {
          doc.text(label, at: point, bold: members.count == 1)
        }
        lineY += doc.measurer.lineHeight
      }
      for text in area.texts {
        let at = Point(point.x, lineY)
        if let colour = text.color ?? area.color {
          doc.text(text.shown, at: at, colour: colour)
        } else {
          doc.text(text.shown, at: at)
        }
        lineY += doc.measurer.lineHeight
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
