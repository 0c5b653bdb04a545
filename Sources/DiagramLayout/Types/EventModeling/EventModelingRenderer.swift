import RenderSupport

/// Draws event models: each swimlane a `<g class="lane" data-id="lane-INDEX">`, each frame a
/// `<g class="frame KIND" data-id="NUMBER">` (a box in its kind's colour — Mermaid's yellow
/// events, blue commands, green read models, pink processors, white UIs — with its name in
/// bold and its data under it), each relation a `<g class="relation" data-id="FROM-TO">`
/// (a line with an arrowhead), and each note and specification a card
/// (`data-id="note-INDEX"`, `"gwt-INDEX"`) with a dotted line up to its frame
/// (`<g class="card-link">` of the same id).
package enum EventModelingRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    var warnings: [Diagnostic] = []
    let diagram = try EventModelingParser.parse(source, warnings: &warnings)
    context.warnings.report(warnings)
    try context.checkpoint()
    let layout = EventModelingLayout(diagram, measurer: context.measurer)
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// Each kind's fill and stroke in light and in dark.
  static let colours:
    [EventModelingDiagram.Kind: (light: (String, String), dark: (String, String))] = [
      .ui: (("#FFFFFF", "#B8B8B8"), ("#3A3A3A", "#8A8A8A")),
      .processor: (("#EDB3F6", "#B88CBF"), ("#6B3F73", "#B88CBF")),
      .command: (("#83C6FB", "#679AC3"), ("#245F8C", "#679AC3")),
      .readModel: (("#CEE741", "#A3B732"), ("#55651A", "#A3B732")),
      .event: (("#FAC710", "#C19A0F"), ("#7A5D00", "#C19A0F")),
    ]

  /// The kind's class (`em-event`).
  static func className(_ kind: EventModelingDiagram.Kind) -> String {
    "em-" + kind.rawValue.lowercased()
  }

  /// Custom properties for the kinds' colours and the rules that use them.
  static func sheet(_ context: DiagramContext) -> DiagramStyleSheet {
    var sheet = DiagramStyleSheet(rootID: context.idPrefix)
    func declarations(dark: Bool) -> [StyleDeclaration] {
      EventModelingDiagram.Kind.allCases.flatMap { kind -> [StyleDeclaration] in
        let pair = dark ? colours[kind]!.dark : colours[kind]!.light
        return [
          StyleDeclaration("--ir-\(className(kind))", .literal(pair.0)),
          StyleDeclaration("--ir-\(className(kind))-stroke", .literal(pair.1)),
        ]
      }
    }
    sheet.rootProperties = declarations(dark: context.theme.name == .dark)
    if context.theme.name == .auto { sheet.darkProperties = declarations(dark: true) }
    for kind in EventModelingDiagram.Kind.allCases {
      let name = className(kind)
      sheet.rules.append(
        StyleRule(
          .class(name),
          [
            StyleDeclaration("fill", .variable("--ir-\(name)")),
            StyleDeclaration("stroke", .variable("--ir-\(name)-stroke")),
          ]))
    }
    return sheet
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: EventModelingLayout, context: DiagramContext) -> String {
    let diagram = layout.diagram
    var doc = ChartDocument(
      context: context, type: "eventmodeling", bounds: layout.bounds, title: diagram.title,
      extraRules: [
        ".em-lane{fill:var(--ir-cluster-fill);stroke:var(--ir-cluster-stroke)}",
        ".em-card{fill:var(--ir-note-fill);stroke:var(--ir-note-stroke)}",
        ".em-arrow{fill:var(--ir-line)}",
      ], extraSheet: sheet(context))
    let palette = context.theme.palette
    let dark = context.theme.name == .dark
    let lineHeight = context.measurer.lineHeight
    for (index, lane) in layout.lanes.enumerated() {
      doc.openItem("lane", id: "lane-\(index)")
      doc.rect(
        lane.box, fill: palette.clusterFill, stroke: palette.clusterStroke, className: "em-lane",
        radius: 3)
      doc.text(
        lane.label,
        at: Point(
          EventModelingLayout.lanePadding,
          lane.box.y + EventModelingLayout.lanePadding + lineHeight / 2),
        anchor: "start", bold: true)
      doc.close()
      doc.writer.newline()
    }
    let cards = [("note", layout.noteCards), ("gwt", layout.specificationCards)]
    // The dotted lines first, under every card: where a card's frame is covered by the
    // cards above it, its line passes behind them rather than over their text.
    for (kind, list) in cards {
      for (index, card) in list.enumerated() {
        doc.openItem("card-link", id: "\(kind)-\(index)")
        var path = PathBuilder()
        path.move(to: card.connector.from)
        path.line(to: card.connector.to)
        doc.path(path.data, stroke: palette.line, className: "chart-line", dash: "2 3")
        doc.close()
        doc.writer.newline()
      }
    }
    for (kind, list) in cards {
      for (index, card) in list.enumerated() {
        doc.openItem(kind == "note" ? "note" : "specification", id: "\(kind)-\(index)")
        doc.rect(
          card.rect, fill: palette.noteFill, stroke: palette.noteStroke, className: "em-card",
          radius: 2)
        write(card.lines, into: &doc)
        doc.close()
        doc.writer.newline()
      }
    }
    for (index, frame) in diagram.frames.enumerated() {
      let box = layout.boxes[index]
      let pair = dark ? colours[frame.kind]!.dark : colours[frame.kind]!.light
      doc.openItem("frame", id: frame.number)
      doc.rect(box.rect, fill: pair.0, stroke: pair.1, className: className(frame.kind), radius: 3)
      write(box.lines, into: &doc)
      doc.close()
      doc.writer.newline()
    }
    for (index, relation) in diagram.relations.enumerated() {
      let arrow = layout.arrows[index]
      let id = diagram.frames[relation.source].number + "-" + diagram.frames[relation.target].number
      doc.openItem("relation", id: id)
      var path = PathBuilder()
      path.move(to: arrow.from)
      path.line(to: arrow.to)
      doc.path(path.data, stroke: palette.line, className: "chart-line")
      doc.path(head(arrow), stroke: nil, fill: palette.line, className: "em-arrow")
      doc.close()
      doc.writer.newline()
    }
    if let title = diagram.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
      doc.writer.newline()
    }
    return doc.finish()
  }

  /// Lines of text from their starts.
  static func write(_ lines: [EventModelingLayout.TextLine], into doc: inout ChartDocument) {
    for line in lines {
      doc.text(line.text, at: line.at, anchor: "start", bold: line.bold)
    }
  }

  /// An arrowhead whose tip is the arrow's end.
  static func head(_ arrow: EventModelingLayout.Arrow) -> String {
    let direction = arrow.to - arrow.from
    let length = max(direction.length, 0.001)
    let unit = direction * (1 / length)
    let normal = Point(-unit.y, unit.x)
    let base = arrow.to - unit * 9
    return PathBuilder.polygon([arrow.to, base + normal * 4, base - normal * 4])
  }
}
