/// Draws a Wardley map's marks: notes (text at their coordinates), accelerators and
/// deaccelerators (a broad arrow pointing right or left with its name under it), numbered
/// annotations (a number in a circle at each point) and their list (`annotations [v, e]`).
enum WardleyMarks {
  static func draw(_ layout: WardleyLayout, into doc: inout ChartDocument) {
    let map = layout.map
    let palette = doc.palette
    for (index, mark) in map.marks.enumerated() {
      let point = layout.point(mark.visibility, mark.evolution)
      switch mark.kind {
      case .note:
        doc.openItem("note", id: "\(index)")
        doc.text(mark.text, at: point, anchor: "start", bold: true)
      case .accelerator, .deaccelerator:
        let right = mark.kind == .accelerator
        doc.openItem(right ? "accelerator" : "deaccelerator", id: mark.text)
        let (w, h) = (60.0, 10.0)
        let tip = right ? point.x + w / 2 : point.x - w / 2
        let tail = right ? point.x - w / 2 : point.x + w / 2
        let neck = right ? tip - 15 : tip + 15
        doc.path(
          PathBuilder.polygon([
            Point(tail, point.y - h / 2), Point(neck, point.y - h / 2), Point(neck, point.y - h),
            Point(tip, point.y), Point(neck, point.y + h), Point(neck, point.y + h / 2),
            Point(tail, point.y + h / 2),
          ]), stroke: palette.nodeStroke, fill: palette.nodeFill, className: "chart-box")
        doc.text(mark.text, at: Point(point.x, point.y + h + doc.measurer.lineHeight / 2 + 2))
      }
      doc.close()
      doc.writer.newline()
    }
    for annotation in map.annotations {
      let point = layout.point(annotation.visibility, annotation.evolution)
      doc.openItem("annotation", id: "\(annotation.number)")
      doc.path(
        ChartDocument.circle(center: point, radius: 9), stroke: palette.nodeStroke,
        fill: palette.nodeFill, className: "chart-box")
      doc.text("\(annotation.number)", at: point, size: doc.measurer.fontSize * 0.8)
      doc.close()
      doc.writer.newline()
    }
    if let list = map.annotationList, !map.annotations.isEmpty {
      let origin = layout.point(list.visibility, list.evolution)
      let lines = ["Annotations"] + map.annotations.map { "\($0.number). \($0.text)" }
      let width = lines.map { doc.measurer.width($0) }.max() ?? 0
      let lineHeight = doc.measurer.lineHeight
      doc.openItem("annotations", id: "annotations")
      doc.rect(
        Rect(
          x: origin.x, y: origin.y, width: width + 16, height: Double(lines.count) * lineHeight + 8),
        fill: palette.nodeFill, stroke: palette.nodeStroke, className: "chart-box")
      for (index, line) in lines.enumerated() {
        doc.text(
          line, at: Point(origin.x + 8, origin.y + 4 + lineHeight * (Double(index) + 0.5)),
          anchor: "start", bold: index == 0)
      }
      doc.close()
      doc.writer.newline()
    }
  }
}
