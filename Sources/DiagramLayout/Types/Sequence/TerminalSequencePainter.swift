/// Paints a `TerminalSequenceLayout`: lifelines and activation bars, frames, messages, notes,
/// then participant boxes and all text over them.
///
/// Like the flowchart painter it keeps what it drew where, for the grid checks.
struct TerminalSequencePainter {
  let layout: TerminalSequenceLayout
  var canvas: TerminalCanvas
  var texts: [(at: GridPoint, text: String)] = []
  /// Each message's arrowhead cell and the column of the lifeline (or box side) it points at.
  var heads: [(at: GridPoint, target: Int)] = []
  /// Rows of each message line, for checks against boxes.
  var messageCells: [[GridPoint]] = []

  init(layout: TerminalSequenceLayout, glyphs: LineGlyphs) {
    self.layout = layout
    canvas = TerminalCanvas(width: layout.width, height: layout.height, glyphs: glyphs)
  }

  mutating func paint() {
    for (p, line) in layout.lifelines.enumerated() where line.bottom >= line.top {
      canvas.line(
        from: GridPoint(x: layout.x[p], y: line.top), to: GridPoint(x: layout.x[p], y: line.bottom),
        stroke: .light, role: .edge)
    }
    for bar in layout.activations {
      canvas.line(
        from: GridPoint(x: layout.x[bar.participant], y: bar.top),
        to: GridPoint(x: layout.x[bar.participant], y: bar.bottom),
        stroke: bar.depth > 1 ? .double : .heavy, role: .activation)
    }
    for block in layout.blocks { paintBlock(block) }
    for message in layout.messages { paintMessage(message) }
    for loop in layout.selfMessages { paintSelfMessage(loop) }
    for note in layout.notes { paintNote(note) }
    for p in layout.x.indices {
      if let head = layout.heads[p] { paintParticipant(p, head, junction: .down) }
      if let foot = layout.feet[p] { paintParticipant(p, foot, junction: .up) }
    }
    for point in layout.destroyed { canvas.put(canvas.glyphs.cross, at: point, role: .arrow) }
    for row in layout.frameRows where !row.label.isEmpty {
      let block = layout.blocks[row.block]
      let at = GridPoint(x: block.left + 2, y: row.row)
      canvas.write("\(row.label) ", at: at, role: .frameTitle)
      texts.append((at, row.label))
    }
  }

  mutating func paintBlock(_ block: TerminalSequenceLayout.Block) {
    let stroke: TerminalCanvas.Stroke = block.kind == .rect ? .dotted : .light
    let corners = [
      GridPoint(x: block.left, y: block.top), GridPoint(x: block.right, y: block.top),
      GridPoint(x: block.right, y: block.bottom), GridPoint(x: block.left, y: block.bottom),
    ]
    for index in 0..<4 {
      canvas.line(from: corners[index], to: corners[(index + 1) % 4], stroke: stroke, role: .frame)
    }
    for row in layout.frameRows where row.kind == .separator {
      guard layout.blocks[row.block].top == block.top, layout.blocks[row.block].left == block.left
      else { continue }
      canvas.line(
        from: GridPoint(x: block.left, y: row.row), to: GridPoint(x: block.right, y: row.row),
        stroke: .dotted, role: .frame)
    }
  }

  mutating func paintMessage(_ item: TerminalSequenceLayout.Message) {
    let message = item.message
    let from = layout.x[message.from]
    var to = layout.x[message.to]
    if let box = item.endsAtBox { to = to > from ? box.minX : box.maxX - 1 }
    let rightwards = to > from
    let step = rightwards ? 1 : -1
    let stroke: TerminalCanvas.Stroke = message.arrow.line == .dotted ? .dotted : .light
    let reversed = message.arrow.reversed
    let hasHead = message.arrow.head != .none && !reversed
    let end = hasHead || item.endsAtBox != nil ? to - step : to
    let start = message.arrow.bidirectional || reversed ? from + step : from
    canvas.line(
      from: GridPoint(x: start, y: item.arrowRow), to: GridPoint(x: end, y: item.arrowRow),
      stroke: stroke, role: .edge)
    messageCells.append(
      stride(from: start, through: end, by: step).map { GridPoint(x: $0, y: item.arrowRow) })
    let heading: LineGlyphs.Heading = rightwards ? .right : .left
    if hasHead {
      let at = GridPoint(x: to - step, y: item.arrowRow)
      paintHead(message.arrow.head, heading: heading, at: at)
      heads.append((at, to))
    }
    if message.arrow.bidirectional || reversed {
      paintHead(
        message.arrow.head, heading: rightwards ? .left : .right,
        at: GridPoint(x: from + step, y: item.arrowRow))
    }
    if message.centralFrom {
      canvas.put(
        canvas.glyphs.circle, at: GridPoint(x: from + step, y: item.arrowRow), role: .arrow)
    }
    let lo = min(from, to) + 1
    let room = abs(to - from) - 1
    for (index, line) in item.lines.enumerated() {
      let width = TerminalSequenceLayout.width([line])
      let at = GridPoint(x: lo + max(0, (room - width) / 2), y: item.labelRow + index)
      canvas.write(line, at: at, role: .edgeLabel)
      texts.append((at, line))
    }
  }

  mutating func paintHead(_ head: SequenceArrow.Head, heading: LineGlyphs.Heading, at: GridPoint) {
    switch head {
    // A cell cannot hold half a head: the half heads draw whole.
    case .filled, .halfTop, .halfBottom:
      canvas.put(canvas.glyphs.arrow(heading), at: at, role: .arrow)
    case .open, .stickTop, .stickBottom:
      canvas.put(canvas.glyphs.openArrow(heading), at: at, role: .arrow)
    case .cross: canvas.put(canvas.glyphs.cross, at: at, role: .arrow)
    case .none: break
    }
  }

  /// `├──┐ text` then `◀──┘` beside the lifeline.
  mutating func paintSelfMessage(_ loop: TerminalSequenceLayout.SelfMessage) {
    let x = layout.x[loop.participant]
    let stroke: TerminalCanvas.Stroke = loop.message.arrow.line == .dotted ? .dotted : .light
    let points = [
      GridPoint(x: x, y: loop.row), GridPoint(x: x + 3, y: loop.row),
      GridPoint(x: x + 3, y: loop.row + 1), GridPoint(x: x + 1, y: loop.row + 1),
    ]
    for index in 0..<3 {
      canvas.line(from: points[index], to: points[index + 1], stroke: stroke, role: .edge)
    }
    messageCells.append(points)
    if loop.message.arrow.head != .none {
      let at = GridPoint(x: x + 1, y: loop.row + 1)
      paintHead(loop.message.arrow.head, heading: .left, at: at)
      heads.append((at, x))
    } else {
      canvas.addLines(.left, at: GridPoint(x: x + 1, y: loop.row + 1), stroke: stroke, role: .edge)
    }
    for (index, line) in loop.lines.enumerated() {
      let at = GridPoint(x: x + 5, y: loop.row + index)
      canvas.write(line, at: at, role: .edgeLabel)
      texts.append((at, line))
    }
  }

  mutating func paintNote(_ note: TerminalSequenceLayout.Note) {
    paintBox(note.rect, frame: canvas.glyphs.frame(for: .rect), role: .note)
    for (index, line) in note.lines.enumerated() {
      let width = TerminalSequenceLayout.width([line])
      let at = GridPoint(
        x: note.rect.minX + 2 + (note.rect.width - 4 - width) / 2, y: note.rect.minY + 1 + index)
      canvas.write(line, at: at, role: .nodeText)
      texts.append((at, line))
    }
  }

  mutating func paintParticipant(_ p: Int, _ rect: GridRect, junction: LineGlyphs.Heading) {
    let shape: NodeShape
    switch layout.kinds[p] {
    case .actor: shape = .rounded
    case .database: shape = .cylinder
    case .collections, .queue: shape = .subroutine
    default: shape = .rect
    }
    paintBox(rect, frame: canvas.glyphs.frame(for: shape), role: .nodeBorder)
    let lines = layout.labels[p]
    for (index, line) in lines.enumerated() {
      let width = TerminalSequenceLayout.width([line])
      let at = GridPoint(x: rect.minX + 2 + (rect.width - 4 - width) / 2, y: rect.minY + 1 + index)
      canvas.write(line, at: at, role: .nodeText)
      texts.append((at, line))
    }
    let border = GridPoint(x: layout.x[p], y: junction == .down ? rect.maxY - 1 : rect.minY)
    if let glyph = canvas.contains(border) ? canvas[border].glyph : nil,
      let joined = canvas.glyphs.borderJunction(glyph, outward: junction)
    {
      canvas.put(joined, at: border, role: .nodeBorder)
    }
  }

  mutating func paintBox(_ rect: GridRect, frame: LineGlyphs.Frame?, role: TerminalDiagram.Role) {
    canvas.clear(rect, role: role)
    guard let frame else { return }
    let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
    canvas.put(frame.topLeft, at: GridPoint(x: left, y: top), role: role)
    canvas.put(frame.topRight, at: GridPoint(x: right, y: top), role: role)
    canvas.put(frame.bottomLeft, at: GridPoint(x: left, y: bottom), role: role)
    canvas.put(frame.bottomRight, at: GridPoint(x: right, y: bottom), role: role)
    for x in (left + 1)..<max(right, left + 1) {
      canvas.put(frame.top, at: GridPoint(x: x, y: top), role: role)
      canvas.put(frame.bottom, at: GridPoint(x: x, y: bottom), role: role)
    }
    for y in (top + 1)..<max(bottom, top + 1) {
      canvas.put(frame.left, at: GridPoint(x: left, y: y), role: role)
      canvas.put(frame.right, at: GridPoint(x: right, y: y), role: role)
    }
  }

  /// The painted diagram, with its title (if any) on a line above.
  func diagram() -> TerminalDiagram {
    var result = canvas.diagram()
    if let title = layout.title {
      result.rows.insert([], at: 0)
      result.rows.insert([TerminalDiagram.Span(text: title, role: .frameTitle)], at: 0)
    }
    return result
  }
}
