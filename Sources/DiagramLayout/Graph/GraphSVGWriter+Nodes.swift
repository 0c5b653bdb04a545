extension GraphSVGWriter {
  mutating func writeNodes() {
    for placed in drawing.nodes {
      let node = diagram.nodes[placed.index]
      svg.open(
        "g",
        [
          ("class", "node \(node.role.rawValue)"), ("data-id", node.id),
          ("id", "\(prefix)-node-\(placed.index)"),
        ])
      switch node.body {
      case .shape(_, let label):
        writeShape(placed, node, label: label)
      case .table(let table):
        if let measured = layout.tables[placed.index] {
          writeTable(placed, node, table: table, measured: measured)
        }
      }
      svg.close()
      svg.newline()
    }
  }

  /// The source's shape properties as a `style` value (text properties go on the text).
  func shapeStyle(_ style: FlowStyle) -> String? {
    let parts = style.properties.filter {
      !["color", "font-weight", "font-style"].contains($0.name)
    }
    return parts.isEmpty ? nil : parts.map { "\($0.name):\($0.value)" }.joined(separator: ";")
  }

  /// The text colour: the source's, else one readable on the source's fill, else the theme's.
  func textColor(_ style: FlowStyle) -> String? {
    if let color = style["color"] { return color }
    return style["fill"].flatMap { ReadableText.color(on: $0, themeText: palette.text) }
  }

  mutating func writeShape(
    _ placed: FlowchartDrawing.Node, _ node: GraphDiagram.Node, label: FlowLabel
  ) {
    let outline = PathBuilder.polygon(placed.outline.points)
    switch node.role {
    case .start, .bar:
      svg.element(
        "path",
        [
          ("class", "pseudo"), ("d", outline), ("fill", palette.line), ("stroke", palette.line),
          ("stroke-width", "1"),
        ])
      return
    case .end:
      svg.element(
        "path",
        [
          ("class", "node-shape"), ("d", outline), ("fill", palette.background),
          ("stroke", palette.line), ("stroke-width", "1.5"), ("style", "fill:none"),
        ])
      let inner = ShapeGeometry.ellipse(14, 14).map { $0 + placed.center }
      svg.element(
        "path",
        [
          ("class", "pseudo"), ("d", PathBuilder.polygon(inner)), ("fill", palette.line),
          ("stroke", palette.line), ("stroke-width", "1"),
        ])
      return
    case .box, .choice, .note:
      let note = node.role == .note
      var attributes: [(StaticString, String)] = [
        ("class", note ? "note-box" : "node-shape"), ("d", outline),
        ("fill", note ? palette.noteFill : palette.nodeFill),
        ("stroke", note ? palette.noteStroke : palette.nodeStroke), ("stroke-width", "1.5"),
      ]
      if let style = shapeStyle(node.style) { attributes.append(("style", style)) }
      svg.element("path", attributes)
    }
    guard node.role != .choice, !label.isEmpty else { return }
    writeLines(
      label.lines.map {
        $0.map { NodeTable.Text(text: $0.text, bold: $0.bold, italic: $0.italic) }
      },
      center: placed.center + placed.geometry.labelOffset, className: "node-label",
      color: textColor(node.style), weight: node.style["font-weight"],
      fontStyle: node.style["font-style"])
  }

  mutating func writeTable(
    _ placed: FlowchartDrawing.Node, _ node: GraphDiagram.Node, table: NodeTable,
    measured: NodeTable.Measured
  ) {
    let left = placed.center.x - measured.width / 2
    let top = placed.center.y - measured.height / 2
    var attributes: [(StaticString, String)] = [
      ("class", "node-shape"), ("d", PathBuilder.polygon(placed.outline.points)),
      ("fill", palette.nodeFill), ("stroke", palette.nodeStroke), ("stroke-width", "1.5"),
    ]
    if let style = shapeStyle(node.style) { attributes.append(("style", style)) }
    svg.element("path", attributes)
    let color = textColor(node.style)
    let stroke = node.style["stroke"]
    for (index, section) in table.sections.enumerated() {
      let span = measured.sectionSpans[index]
      if index > 0 {
        var rule = PathBuilder()
        rule.move(to: Point(left, top + span.top))
        rule.line(to: Point(left + measured.width, top + span.top))
        var ruleAttributes: [(StaticString, String)] = [
          ("class", "table-rule"), ("d", rule.data), ("fill", "none"),
          ("stroke", palette.nodeStroke), ("stroke-width", "1"),
        ]
        if let stroke { ruleAttributes.append(("style", "stroke:\(stroke)")) }
        svg.element("path", ruleAttributes)
      }
      for (rowIndex, row) in section.rows.enumerated() {
        let y =
          top + span.top + NodeTable.sectionPadding + measured.rowHeight * (Double(rowIndex) + 0.5)
        if section.grid {
          for (column, cell) in row.enumerated() where column < measured.columns.count {
            writeText(
              cell, at: Point(left + measured.columns[column], y), anchor: "start",
              className: "table-cell", color: color)
          }
        } else if section.centered {
          writeLines(
            [row], center: Point(placed.center.x, y), className: "table-title", color: color,
            weight: node.style["font-weight"], fontStyle: node.style["font-style"])
        } else {
          writeLine(
            row, at: Point(left + NodeTable.padding, y), anchor: "start",
            className: "table-member", color: color)
        }
      }
    }
  }

  /// One cell's text with its left edge at `at.x`, centred on `at.y`.
  mutating func writeText(
    _ text: NodeTable.Text, at point: Point, anchor: String, className: String, color: String?
  ) {
    writeLine([text], at: point, anchor: anchor, className: className, color: color)
  }

  /// One line of runs at `point` (its vertical centre), anchored as given.
  mutating func writeLine(
    _ runs: [NodeTable.Text], at point: Point, anchor: String, className: String, color: String?
  ) {
    var attributes: [(StaticString, String)] = [
      ("class", className), ("x", SVGNumber.format(point.x)),
      ("y", SVGNumber.format(point.y + context.measurer.fontSize * 0.36)),
      ("text-anchor", anchor), ("fill", palette.text),
    ]
    if let color { attributes.append(("style", "fill:\(color)")) }
    svg.open("text", attributes)
    writeRuns(runs)
    svg.close()
  }

  mutating func writeRuns(_ runs: [NodeTable.Text]) {
    for run in runs {
      if run.bold || run.italic || run.underline {
        var runAttributes: [(StaticString, String)] = []
        if run.bold { runAttributes.append(("font-weight", "bold")) }
        if run.italic { runAttributes.append(("font-style", "italic")) }
        if run.underline { runAttributes.append(("text-decoration", "underline")) }
        svg.span(runAttributes, text: run.text)
      } else {
        svg.text(run.text)
      }
    }
  }

  /// Centred lines around `center`, one `<tspan>` a line.
  mutating func writeLines(
    _ lines: [[NodeTable.Text]], center: Point, className: String, color: String?,
    weight: String? = nil, fontStyle: String? = nil
  ) {
    let lineHeight = context.measurer.lineHeight
    let top = center.y - Double(lines.count) * lineHeight / 2
    var attributes: [(StaticString, String)] = [
      ("class", className), ("x", SVGNumber.format(center.x)), ("text-anchor", "middle"),
      ("fill", palette.text),
    ]
    var style: [String] = []
    if let color { style.append("fill:\(color)") }
    if let weight { style.append("font-weight:\(weight)") }
    if let fontStyle { style.append("font-style:\(fontStyle)") }
    if !style.isEmpty { attributes.append(("style", style.joined(separator: ";"))) }
    svg.open("text", attributes)
    let baseline = context.measurer.fontSize * 0.36
    for (index, line) in lines.enumerated() {
      let y = top + lineHeight * (Double(index) + 0.5) + baseline
      svg.open("tspan", [("x", SVGNumber.format(center.x)), ("y", SVGNumber.format(y))])
      writeRuns(line)
      svg.close()
    }
    svg.close()
  }
}
