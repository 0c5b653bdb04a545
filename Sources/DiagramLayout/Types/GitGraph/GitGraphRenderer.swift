import RenderSupport

/// Draws Git graphs: lanes coloured per branch, links, each commit a
/// `<g class="commit" data-id>` (dot by type, label, tags), and branch labels.
package enum GitGraphRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let graph = try GitGraphParser.parse(source)
    try context.checkpoint()
    let layout = GitGraphLayout(graph, measurer: context.measurer)
    try context.checkpoint()
    var warnings: [Diagnostic] = []
    let look = GitGraphLook.read(source.settings, warnings: &warnings)
    context.warnings.report(warnings)
    return svg(layout, context: context, look: look)
  }

  /// The SVG document of a finished layout, its labels in `look`'s colours.
  static func svg(
    _ layout: GitGraphLayout, context: DiagramContext, look: GitGraphLook = GitGraphLook()
  ) -> String {
    let graph = layout.graph
    var doc = ChartDocument(
      context: context, type: "gitgraph", bounds: layout.bounds, title: graph.title,
      extraRules: [".commit-label-plate{fill:var(--ir-label-background)}"] + look.rules)
    let palette = context.theme.palette
    let theme = context.theme
    let vertical = graph.orientation != .leftToRight
    let r = GitGraphLayout.radius
    for lane in layout.laneLines {
      var line = PathBuilder()
      line.move(to: lane.from)
      line.line(to: lane.to)
      let index = layout.lanes[lane.branch]
      doc.path(
        line.data, stroke: ChartPalette.color(index, theme),
        className: "s\(index % ChartPalette.count) lane",
        width: 1, dash: "3 4")
    }
    if let title = graph.title, let center = layout.titleCenter {
      doc.text(title, at: center, bold: true, className: "chart-title")
    }
    for link in layout.links {
      var path = PathBuilder()
      path.move(to: link.path[0])
      if link.path.count == 3 {
        path.curve(to: link.path[2], control1: link.path[1], control2: link.path[1])
      } else if link.path.count >= 4 {
        // A cherry-pick's link: out of the picked commit to the gap beside the new commit's
        // lane, along it, and in; each turn rounded as Mermaid rounds them.
        let p = link.path
        func toward(_ a: Point, _ b: Point, _ distance: Double) -> Point {
          let length = max(abs(b.x - a.x) + abs(b.y - a.y), 1e-9)
          let d = min(distance, length / 2)
          return Point(a.x + (b.x - a.x) * d / length, a.y + (b.y - a.y) * d / length)
        }
        let turn = GitGraphLayout.step * 0.3
        for at in 1..<(p.count - 1) {
          path.line(to: toward(p[at], p[at - 1], turn))
          path.curve(to: toward(p[at], p[at + 1], turn), control1: p[at], control2: p[at])
        }
        path.line(to: p[p.count - 1])
      } else {
        path.line(to: link.path[link.path.count - 1])
      }
      doc.path(
        path.data, stroke: ChartPalette.color(link.lane, theme),
        className: "s\(link.lane % ChartPalette.count) link", width: 3)
    }
    doc.writer.newline()
    for dot in layout.dots {
      let commit = graph.commits[dot.index]
      let color = ChartPalette.color(dot.lane, theme)
      let fillClass = ChartPalette.fillClass(dot.lane)
      let c = dot.center
      doc.openItem("commit", id: commit.id)
      switch commit.type {
      case .highlight:
        doc.rect(
          Rect(center: c, width: 2 * r, height: 2 * r), fill: color, stroke: palette.line,
          className: fillClass)
      default:
        doc.path(
          ChartDocument.circle(center: c, radius: r), stroke: palette.line, fill: color,
          className: fillClass)
      }
      switch commit.type {
      case .merge:
        doc.path(
          ChartDocument.circle(center: c, radius: r * 0.55), stroke: nil,
          fill: palette.background, className: "background")
      case .reverse:
        var cross = PathBuilder()
        cross.move(to: Point(c.x - r * 0.5, c.y - r * 0.5))
        cross.line(to: Point(c.x + r * 0.5, c.y + r * 0.5))
        cross.move(to: Point(c.x + r * 0.5, c.y - r * 0.5))
        cross.line(to: Point(c.x - r * 0.5, c.y + r * 0.5))
        doc.path(cross.data, stroke: palette.background, className: "reverse-mark", width: 2.5)
      case .cherryPick:
        for dx in [-r * 0.35, r * 0.35] {
          doc.path(
            ChartDocument.circle(center: Point(c.x + dx, c.y - r * 0.2), radius: r * 0.22),
            stroke: nil, fill: palette.background, className: "background")
        }
      case .normal, .highlight:
        break
      }
      let labelled = graph.showCommitLabel && commit.showsLabel
      if labelled { label(commit.id, at: c, layout: layout, look: look, into: &doc) }
      var tagOffset = 0.0
      for tag in commit.tags {
        let width = doc.measurer.width(DiagramLimits.cutLabelLine(tag)) + 16
        let height = doc.measurer.lineHeight + 4
        let box =
          vertical
          ? Rect(
            x: c.x + r + 12 + (labelled ? labelWidth(commit.id, doc) + 16 : 0)
              + tagOffset,
            y: c.y - height / 2, width: width, height: height)
          : Rect(
            x: c.x - width / 2, y: c.y - r - 10 - height - tagOffset, width: width, height: height)
        doc.rect(
          box, fill: look.tagLabelBackground ?? palette.noteFill,
          stroke: look.tagLabelBorder ?? palette.noteStroke, className: "note-box",
          radius: 3)
        if let color = look.tagLabelColor {
          doc.text(tag, at: box.center, colour: color)
        } else {
          doc.text(tag, at: box.center, className: "tag")
        }
        tagOffset += vertical ? width + 8 : height + 4
      }
      doc.close()
      doc.writer.newline()
    }
    if graph.showBranches {
      for lane in layout.laneLines {
        let index = layout.lanes[lane.branch]
        doc.openItem("branch", id: graph.branches[lane.branch].name)
        doc.rect(
          lane.label, fill: ChartPalette.color(index, theme), stroke: palette.line,
          className: ChartPalette.fillClass(index), radius: 4)
        let name = graph.branches[lane.branch].displayName
        if let color = look.branchLabelColor(index) {
          doc.text(name, at: lane.label.center, colour: color, bold: true)
        } else {
          doc.text(name, at: lane.label.center, bold: true)
        }
        doc.close()
      }
    }
    return doc.finish()
  }

  static func labelWidth(_ text: String, _ doc: ChartDocument) -> Double {
    doc.measurer.width(DiagramLimits.cutLabelLine(text))
  }

  /// A commit's id on a plate: under the dot (turned 45° with `rotateCommitLabel`), or to its
  /// right when the lanes run vertically.
  static func label(
    _ text: String, at c: Point, layout: GitGraphLayout, look: GitGraphLook,
    into doc: inout ChartDocument
  ) {
    let graph = layout.graph
    let r = GitGraphLayout.radius
    let width = labelWidth(text, doc) + 8
    let height = doc.measurer.lineHeight + 2
    let baseline = doc.measurer.fontSize * 0.36
    let palette = doc.palette
    let plate = look.commitLabelBackground ?? palette.labelBackground
    func write(_ text: String, at point: Point, into doc: inout ChartDocument) {
      if let color = look.commitLabelColor {
        doc.text(text, at: point, colour: color)
      } else {
        doc.text(text, at: point, className: "commit-label")
      }
    }
    if graph.orientation != .leftToRight {
      let box = Rect(x: c.x + r + 6, y: c.y - height / 2, width: width, height: height)
      doc.rect(box, fill: plate, className: "commit-label-plate", radius: 2)
      write(text, at: box.center, into: &doc)
      return
    }
    if graph.rotateCommitLabel {
      let origin = Point(c.x - 4, c.y + r + 8)
      let turn = "rotate(45 \(doc.f(origin.x)) \(doc.f(origin.y)))"
      doc.writer.element(
        "rect",
        [
          ("class", "commit-label-plate"), ("x", doc.f(origin.x - 4)),
          ("y", doc.f(origin.y - height / 2)), ("width", doc.f(width)), ("height", doc.f(height)),
          ("fill", plate), ("transform", turn),
        ])
      var attributes: [(StaticString, String)] = [
        ("class", "commit-label"), ("x", doc.f(origin.x)), ("y", doc.f(origin.y + baseline)),
        ("text-anchor", "start"), ("fill", look.commitLabelColor ?? palette.text),
        ("transform", turn),
      ]
      // A configured colour must win over the stylesheet's `text` rule in a browser too.
      if let color = look.commitLabelColor { attributes.append(("style", "fill:\(color)")) }
      doc.writer.element("text", attributes, text: DiagramLimits.cutLabelLine(text))
    } else {
      let box = Rect(x: c.x - width / 2, y: c.y + r + 6, width: width, height: height)
      doc.rect(box, fill: plate, className: "commit-label-plate", radius: 2)
      write(text, at: box.center, into: &doc)
    }
  }
}
