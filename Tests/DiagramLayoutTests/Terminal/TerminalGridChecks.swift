import RenderSupport

@testable import DiagramLayout

/// The promises a terminal drawing keeps, checked on its character grid: no two texts
/// overlap and each reads intact, no line crosses a box, a label or a title, every arrowhead
/// touches the box (or lifeline) it points at, every node's label is there.
enum TerminalGridChecks {
  static let arrowGlyphs: Set<Character> = ["▲", "▼", "◀", "▶", "^", "v", "<", ">"]

  static func textProblems(_ canvas: TerminalCanvas, _ texts: [(at: GridPoint, text: String)])
    -> [String]
  {
    var problems: [String] = []
    var byRow: [Int: [(lo: Int, hi: Int, text: String)]] = [:]
    for (at, raw) in texts {
      let text = String(raw.filter { DisplayWidth.of($0) > 0 })
      let width = DisplayWidth.of(text)
      guard width > 0 else { continue }
      let shown = canvas.text(row: at.y, from: at.x, count: width)
      if shown != text { problems.append("text '\(text)' reads '\(shown)' at \(at)") }
      byRow[at.y, default: []].append((at.x, at.x + width, text))
    }
    for (row, spans) in byRow {
      let sorted = spans.sorted { $0.lo < $1.lo }
      for (a, b) in zip(sorted, sorted.dropFirst()) where b.lo < a.hi {
        problems.append("texts '\(a.text)' and '\(b.text)' overlap on row \(row)")
      }
    }
    return problems
  }

  static func flowchartProblems(_ chart: Flowchart, _ painter: TerminalFlowchartPainter)
    -> [String]
  {
    let layout = painter.layout
    let canvas = painter.canvas
    var problems = textProblems(canvas, painter.texts)
    // Which box, label or title owns each cell.
    var owner = [Int: String]()
    func key(_ p: GridPoint) -> Int { p.y * (canvas.width + 1) + p.x }
    for (index, box) in layout.boxes.enumerated() {
      for y in box.rect.minY..<box.rect.maxY {
        for x in box.rect.minX..<box.rect.maxX {
          let k = key(GridPoint(x: x, y: y))
          if let other = owner[k] { problems.append("box \(index) overlaps \(other)") }
          owner[k] = "box \(index)"
        }
      }
    }
    for (index, route) in layout.routes.enumerated() {
      guard let at = route.labelAt else {
        if !route.label.isEmpty { problems.append("edge \(route.edge) lost its label") }
        continue
      }
      let width = TerminalFlowchartLayout.textWidth(route.label)
      for (row, _) in route.label.enumerated() {
        for x in at.x..<(at.x + width) {
          let k = key(GridPoint(x: x, y: at.y + row))
          if let other = owner[k] { problems.append("label of edge \(index) overlaps \(other)") }
          owner[k] = "label \(index)"
        }
      }
    }
    for frame in layout.frames where !frame.title.isEmpty {
      for x in frame.titleAt.x..<(frame.titleAt.x + DisplayWidth.of(frame.title)) {
        let k = key(GridPoint(x: x, y: frame.titleAt.y))
        if let other = owner[k] { problems.append("title of \(frame.subgraph) overlaps \(other)") }
        owner[k] = "title \(frame.subgraph)"
      }
    }
    for (index, route) in layout.routes.enumerated() {
      let edge = chart.edges[route.edge]
      guard edge.stroke != .invisible else { continue }
      for cell in painter.edgeCells[index] {
        if let other = owner[key(cell)], other != "label \(index)" {
          problems.append("edge \(edge.from)->\(edge.to) crosses \(other) at \(cell)")
          break
        }
      }
      let ends: [(EdgeHead, GridPoint?, Int)] = [
        (edge.endHead, route.points.last, route.to),
        (edge.startHead, route.points.first, route.from),
      ]
      for (head, point, box) in ends where head == .arrow {
        guard let point else { continue }
        let rect = layout.boxes[box].rect
        if !rect.touches(point) {
          problems.append("arrowhead of \(edge.from)->\(edge.to) at \(point) misses its box")
        } else if !arrowGlyphs.contains(canvas.character(of: canvas[point])) {
          problems.append("no arrowhead at \(point) for \(edge.from)->\(edge.to)")
        }
      }
    }
    for box in layout.boxes where box.node != nil {
      for line in box.lines where !line.allSatisfy({ $0 == " " }) {
        let found = painter.texts.contains { $0.text == line && box.rect.contains($0.at) }
        if !found { problems.append("label '\(line)' of a node is missing") }
      }
    }
    for frame in layout.frames {
      for box in layout.boxes {
        guard let node = box.node else { continue }
        var parent = chart.nodes[node].parent
        var inside = false
        while let p = parent {
          if p == frame.subgraph { inside = true }
          parent = chart.subgraphs[p].parent
        }
        let contained =
          frame.rect.minX < box.rect.minX && frame.rect.maxX > box.rect.maxX
          && frame.rect.minY < box.rect.minY && frame.rect.maxY > box.rect.maxY
        if inside && !contained {
          problems.append("node \(chart.nodes[node].id) outside its frame")
        }
        if !inside && frame.rect.intersects(box.rect) {
          problems.append("node \(chart.nodes[node].id) inside a frame not its own")
        }
      }
    }
    return problems
  }

  static func sequenceProblems(_ diagram: SequenceDiagram, _ painter: TerminalSequencePainter)
    -> [String]
  {
    let layout = painter.layout
    let canvas = painter.canvas
    var problems = textProblems(canvas, painter.texts)
    let rects = layout.heads.compactMap { $0 } + layout.feet.compactMap { $0 }
    let boxes = rects + layout.notes.map(\.rect)
    for (i, a) in boxes.enumerated() {
      for b in boxes[(i + 1)...] where a.intersects(b) {
        problems.append("boxes \(a) and \(b) overlap")
      }
    }
    for cells in painter.messageCells {
      for cell in cells where boxes.contains(where: { $0.contains(cell) }) {
        problems.append("a message line crosses a box at \(cell)")
        break
      }
    }
    for head in painter.heads {
      if abs(head.at.x - head.target) != 1 {
        problems.append("arrowhead at \(head.at) does not touch column \(head.target)")
      }
      let glyph = canvas.character(of: canvas[head.at])
      if glyph == " " || canvas[head.at].glyph == nil {
        problems.append("no arrowhead at \(head.at)")
      }
    }
    for (p, participant) in diagram.participants.enumerated() {
      for rect in [layout.heads[p], layout.feet[p]].compactMap({ $0 }) {
        for line in layout.labels[p] where !line.isEmpty {
          if !painter.texts.contains(where: { $0.text == line && rect.contains($0.at) }) {
            problems.append("label of \(participant.id) missing")
          }
        }
      }
    }
    return problems
  }
}
