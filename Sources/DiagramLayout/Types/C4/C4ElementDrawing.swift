/// One C4 element: its outline (box, database or queue), then its texts top to bottom.
enum C4ElementDrawing {
  static func draw(
    _ element: C4Diagram.Element, rect: Rect, lines: C4Layout.Lines, into doc: inout ChartDocument
  ) {
    let colours = C4Renderer.colours(element)
    let fill = element.fill ?? colours.fill
    let stroke = element.stroke ?? colours.stroke
    let textColour = element.textColor ?? colours.text
    doc.openItem("c4-element", id: element.alias)
    // Every shape is its rectangle: a cylinder's silhouette is a rectangle with elliptical
    // corners (half the width across, the cap's depth down; a queue lies on its side), its
    // cap's near rim drawn over it.
    let (rx, ry): (Double, Double)
    switch element.shape {
    case .box: (rx, ry) = (2.5, 2.5)
    case .database: (rx, ry) = (rect.width / 2, 6)
    case .queue: (rx, ry) = (8, rect.height / 2)
    }
    doc.writer.element(
      "rect",
      [
        ("class", "c4-box"), ("x", doc.f(rect.x)), ("y", doc.f(rect.y)),
        ("width", doc.f(rect.width)), ("height", doc.f(rect.height)), ("rx", doc.f(rx)),
        ("ry", doc.f(ry)), ("fill", fill), ("stroke", stroke),
      ])
    var rim = PathBuilder()
    switch element.shape {
    case .box: break
    case .database:
      rim.move(to: Point(rect.minX, rect.minY + ry))
      rim.arc(to: Point(rect.maxX, rect.minY + ry), rx: rx, ry: ry, sweep: false)
    case .queue:
      rim.move(to: Point(rect.maxX - rx, rect.minY))
      rim.arc(to: Point(rect.maxX - rx, rect.maxY), rx: rx, ry: ry, sweep: false)
    }
    if element.shape != .box {
      doc.path(rim.data, stroke: stroke, className: "c4-rim")
    }
    let lineHeight = doc.measurer.lineHeight
    let small = doc.measurer.fontSize * 0.75
    let x = rect.center.x
    var y = rect.minY + 10 + (element.shape == .database ? 12 : 0)
    doc.text(
      "«\(element.stereotype)»", at: Point(x, y + small * 0.65), colour: textColour, size: small)
    y += (small * 1.3).rounded() + 4
    if element.kind == .person {
      // Head and shoulders.
      let head = ChartDocument.circle(center: Point(x, y + 10), radius: 9)
      doc.path(head, stroke: nil, fill: textColour, className: "c4-person")
      var body = PathBuilder()
      body.move(to: Point(x - 17, y + 38))
      body.arc(to: Point(x + 17, y + 38), rx: 17, ry: 16)
      body.close()
      doc.path(body.data, stroke: nil, fill: textColour, className: "c4-person")
      y += C4Layout.personIcon
    }
    for line in lines.label {
      doc.text(line, at: Point(x, y + lineHeight / 2), colour: textColour, bold: true)
      y += lineHeight
    }
    if let technology = lines.technology {
      doc.text(technology, at: Point(x, y + lineHeight / 2), colour: textColour)
      y += lineHeight
    }
    if !lines.description.isEmpty { y += 6 }
    for line in lines.description {
      doc.text(line, at: Point(x, y + lineHeight / 2), colour: textColour)
      y += lineHeight
    }
    doc.close()
    doc.writer.newline()
  }
}
