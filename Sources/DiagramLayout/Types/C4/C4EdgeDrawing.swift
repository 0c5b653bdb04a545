/// One C4 relationship: a straight line between the two elements' boxes (from the centre of
/// one toward the other's, clipped at both borders), a head at the target (and at the source
/// for `BiRel`), its label and `[technology]` at the middle, moved by `UpdateRelStyle`'s
/// offsets.
enum C4EdgeDrawing {
  static let headLength = 10.0

  static func clip(_ rect: Rect, from inside: Point, toward outside: Point) -> Point {
    Polygon([
      Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY),
      Point(rect.minX, rect.maxY),
    ]).exitPoint(from: inside, toward: outside)
  }

  static func draw(
    _ relationship: C4Diagram.Relationship, number: Int, layout: C4Layout,
    into doc: inout ChartDocument
  ) {
    let elements = layout.diagram.elements
    let fromRect = layout.elementRects[relationship.from]
    let toRect = layout.elementRects[relationship.to]
    let start = clip(fromRect, from: fromRect.center, toward: toRect.center)
    let end = clip(toRect, from: toRect.center, toward: fromRect.center)
    let colour = relationship.lineColor ?? doc.palette.line
    doc.openItem(
      "edge",
      id: "\(elements[relationship.from].alias)-\(elements[relationship.to].alias)-\(number)")
    var path = PathBuilder()
    path.move(to: start)
    path.line(to: end)
    // A colour from `UpdateRelStyle` goes on a class the theme's stylesheet leaves alone.
    let coloured = relationship.lineColor != nil
    doc.path(path.data, stroke: colour, className: coloured ? "c4-rel" : "edge-path")
    head(at: end, from: start, colour: colour, themed: !coloured, into: &doc)
    if relationship.both {
      head(at: start, from: end, colour: colour, themed: !coloured, into: &doc)
    }
    var texts = relationship.label.split(separator: "\n").map(String.init)
    if let index = relationship.index, !texts.isEmpty { texts[0] = "\(index): \(texts[0])" }
    if let technology = relationship.technology { texts.append("[\(technology)]") }
    if !texts.isEmpty {
      let lineHeight = doc.measurer.lineHeight
      let middle = (start + end) * 0.5 + relationship.offset
      let width = (texts.map { doc.measurer.width($0) }.max() ?? 0) + 8
      let height = lineHeight * Double(texts.count) + 2
      doc.rect(
        Rect(center: middle, width: width, height: height), fill: doc.palette.labelBackground,
        className: "edge-label-box")
      let top = middle.y - lineHeight * Double(texts.count - 1) / 2
      for (row, text) in texts.enumerated() {
        let point = Point(middle.x, top + lineHeight * Double(row))
        if let colour = relationship.textColor {
          doc.text(text, at: point, colour: colour)
        } else {
          doc.text(text, at: point)
        }
      }
    }
    doc.close()
    doc.writer.newline()
  }

  static func head(
    at tip: Point, from start: Point, colour: String, themed: Bool, into doc: inout ChartDocument
  ) {
    let direction = tip - start
    let length = direction.length
    guard length > 0 else { return }
    let unit = direction * (1 / length)
    let back = tip - unit * headLength
    let side = Point(-unit.y, unit.x) * (headLength * 0.45)
    doc.path(
      PathBuilder.polygon([tip, back + side, back - side]), stroke: colour, fill: colour,
      className: themed ? "edge-head" : "c4-rel-head")
  }
}
