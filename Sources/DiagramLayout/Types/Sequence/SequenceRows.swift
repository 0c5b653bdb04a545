/// Phase 2: the vertical walk. Each message, note, block label and section gets its own row,
/// so nothing overlaps vertically; horizontally everything hangs off the column centres.
///
/// Pre: `centers` from `SequenceColumns.place`. Post: a complete `SequenceLayout`. Blocks are
/// a stack (no recursion): a frame's width is known when it closes, from what it holds, and is
/// then added to its parent's extent. Activation bars start and end at the y of the message
/// that opened or closed them (Mermaid's rule), nested bars shifted right by half a bar.
struct SequenceRows {
  let diagram: SequenceDiagram
  let centers: [Double]
  let headSizes: [(width: Double, height: Double)]
  let measurer: TextMeasurer
  let options: SequenceLayoutOptions
  let lineHeight: Double

  var cursor = 0.0
  var lastY: Double?
  var openBars: [[Double]]
  var openFrames: [OpenFrame] = []
  /// The bottom of each created participant's name box once it is placed: its activation
  /// bars start below it, so no bar covers the name (Mermaid's).
  var headBottoms: [Int: Double] = [:]

  struct OpenFrame {
    var frame: SequenceLayout.Frame
    var labelWidth: Double
    var minX = Double.infinity
    var maxX = -Double.infinity
    var sectionLabels: [(y: Double, lines: [String], width: Double)] = []
  }

  init(
    diagram: SequenceDiagram, centers: [Double], headSizes: [(width: Double, height: Double)],
    measurer: TextMeasurer, options: SequenceLayoutOptions
  ) {
    self.diagram = diagram
    self.centers = centers
    self.headSizes = headSizes
    self.measurer = measurer
    self.options = options
    self.lineHeight = measurer.lineHeight
    openBars = Array(repeating: [], count: diagram.participants.count)
  }

  mutating func run(into layout: inout SequenceLayout) {
    var top = 0.0
    if !diagram.title.isEmpty {
      let width = SequenceColumns.width(diagram.title, measurer, bold: true)
      let middle = ((centers.first ?? 0) + (centers.last ?? 0)) / 2
      let height = Double(diagram.title.count) * lineHeight
      layout.title = text(
        diagram.title, Rect(x: middle - width / 2, y: 0, width: width, height: height))
      top = height + 12
    }
    let groupLabelLines = diagram.boxes.map(\.label.count).max() ?? 0
    if !diagram.boxes.isEmpty {
      top +=
        options.groupPadding + Double(groupLabelLines) * lineHeight
        + (groupLabelLines > 0 ? 6 : 0)
    }
    let headTop = top
    let tallest =
      diagram.participants.indices.filter { diagram.participants[$0].createdAt == nil }
      .map { headSizes[$0].height }.max() ?? 0
    layout.participants = diagram.participants.indices.map { index in
      let p = diagram.participants[index]
      let size = headSizes[index]
      let head = Rect(
        x: centers[index] - size.width / 2, y: headTop + tallest - size.height, width: size.width,
        height: size.height)
      return SequenceLayout.Participant(
        index: index, id: p.id, kind: p.kind, centerX: centers[index], head: head, foot: nil,
        label: label(p, in: head), footLabel: nil, lifelineTop: head.maxY, lifelineBottom: 0,
        destroyedAt: nil)
    }
    cursor = headTop + tallest + options.rowGap + 4

    for (index, event) in diagram.events.enumerated() {
      switch event {
      case .message(let message): place(message, event: index, into: &layout)
      case .note(let note): place(note, event: index, into: &layout)
      case .activate(let p): openBar(p, at: lastY ?? cursor)
      case .deactivate(let p): closeBar(p, at: lastY ?? cursor, into: &layout)
      case .blockStart(let kind, let label, let color):
        openBlock(kind, label: label, color: color, event: index, depth: layout.frames.count)
      case .blockSection(let label): section(label)
      case .blockEnd: closeBlock(into: &layout)
      }
    }
    while !openFrames.isEmpty { closeBlock(into: &layout) }
    for p in openBars.indices {
      while !openBars[p].isEmpty { closeBar(p, at: cursor, into: &layout) }
    }
    // Frames close inner-first; paint order wants outer-first.
    layout.frames.sort { $0.event < $1.event }
    finish(into: &layout, headTop: headTop)
  }

  // MARK: Events

  mutating func place(_ message: SequenceMessage, event: Int, into layout: inout SequenceLayout) {
    let textWidth = SequenceColumns.width(message.text, measurer)
    let textHeight = message.text == [""] ? 0 : Double(message.text.count) * lineHeight
    let radius = message.number.map { SequenceColumns.badgeRadius($0, measurer) }
    var placed: SequenceLayout.Message
    if message.from == message.to {
      let x = barEdge(message.from, right: true)
      let loopTop = cursor + textHeight + 4
      // The loop is at least as tall as its text, so several lines never hang past it.
      let loop = Rect(
        x: x, y: loopTop, width: options.selfLoopWidth,
        height: max(options.selfLoopHeight, textHeight))
      let textX = x + 4 + (radius.map { 2 * $0 + 2 } ?? 0)
      placed = SequenceLayout.Message(
        event: event, from: message.from, to: message.to, arrow: message.arrow,
        start: Point(x, loopTop), end: Point(x, loop.maxY), selfLoop: loop,
        text: text(
          message.text, Rect(x: textX, y: cursor, width: textWidth, height: textHeight),
          centered: false),
        number: message.number, centralFrom: message.centralFrom,
        centralTo: message.centralTo, badge: radius.map { (Point(x, loopTop), $0) })
      cursor = loop.maxY + options.rowGap
      lastY = loop.maxY
    } else {
      var arrowY = cursor + textHeight + 6
      let created = [message.from, message.to].first { diagram.participants[$0].createdAt == event }
      if let created { arrowY = max(arrowY, cursor + headSizes[created].height / 2) }
      if message.activatesReceiver {
        // A participant created by this message is activated below its name box.
        let below = created == message.to ? arrowY + headSizes[message.to].height / 2 : arrowY
        openBar(message.to, at: below)
      }
      let right = centers[message.to] > centers[message.from]
      var startX = barEdge(message.from, right: right)
      var endX = barEdge(message.to, right: !right)
      if let created {
        let half = headSizes[created].width / 2
        let reach = SequenceColumns.isIcon(diagram.participants[created].kind) ? 16 : half
        if created == message.to {
          endX = centers[created] + (right ? -reach : reach)
        } else {
          startX = centers[created] + (right ? reach : -reach)
        }
        let head = Rect(
          x: centers[created] - half, y: arrowY - headSizes[created].height / 2,
          width: 2 * half, height: headSizes[created].height)
        layout.participants[created].head = head
        layout.participants[created].label = label(diagram.participants[created], in: head)
        layout.participants[created].lifelineTop = head.maxY
        headBottoms[created] = head.maxY
        include(head)
      }
      // A two-headed arrow keeps its start head visible, and a sender destroyed by this
      // message its ✕ (9 px each way): the badge sits just inside them.
      let senderDestroyed =
        diagram.participants[message.from].destroyedAt == event
        && diagram.participants[message.from].createdAt != event
      let badgeShift =
        message.arrow.bidirectional || senderDestroyed ? (radius ?? 0) + 11 : 0
      let badgeSpace = radius.map { $0 + 2 + badgeShift } ?? 0
      let from = startX + (right ? badgeSpace : -badgeSpace)
      let textX: Double
      switch options.messageAlign {
      case .center: textX = (from + endX) / 2 - textWidth / 2
      case .left: textX = min(from, endX) + 4
      case .right: textX = max(from, endX) - 4 - textWidth
      }
      placed = SequenceLayout.Message(
        event: event, from: message.from, to: message.to, arrow: message.arrow,
        start: Point(startX, arrowY), end: Point(endX, arrowY), selfLoop: nil,
        text: text(
          message.text,
          Rect(x: textX, y: arrowY - 4 - textHeight, width: textWidth, height: textHeight),
          centered: options.messageAlign == .center),
        number: message.number, centralFrom: message.centralFrom,
        centralTo: message.centralTo,
        badge: radius.map { (Point(startX + (right ? badgeShift : -badgeShift), arrowY), $0) })
      cursor = arrowY + options.rowGap + (created.map { headSizes[$0].height / 2 } ?? 0)
      lastY = arrowY
    }
    if message.deactivatesSender { closeBar(message.from, at: placed.end.y, into: &layout) }
    for p in [message.from, message.to]
    where diagram.participants[p].createdAt != event
      && diagram.participants[p].destroyedAt == event
    {
      let y = placed.end.y
      layout.participants[p].destroyedAt = Point(centers[p], y)
      layout.participants[p].lifelineBottom = y
      while !openBars[p].isEmpty { closeBar(p, at: y, into: &layout) }
    }
    var extent = Rect(
      x: min(placed.start.x, placed.end.x), y: placed.start.y,
      width: abs(placed.end.x - placed.start.x), height: 0
    ).union(placed.text.frame)
    if let loop = placed.selfLoop { extent = extent.union(loop) }
    if let badge = placed.badge {
      extent = extent.union(
        Rect(center: badge.center, width: 2 * badge.radius, height: 2 * badge.radius))
    }
    include(extent)
    layout.messages.append(placed)
  }

  mutating func place(_ note: SequenceNote, event: Int, into layout: inout SequenceLayout) {
    let pad = options.boxPadding
    let width = SequenceColumns.width(note.text, measurer) + 2 * pad
    let height = Double(note.text.count) * lineHeight + 12
    var frame: Rect
    switch note.placement {
    case .rightOf(let p):
      frame = Rect(x: barEdge(p, right: true) + 6, y: cursor, width: width, height: height)
    case .leftOf(let p):
      frame = Rect(x: barEdge(p, right: false) - 6 - width, y: cursor, width: width, height: height)
    case .over(let a, let b):
      var left = centers[a] - SequenceColumns.noteOverhang
      var right = centers[b] + SequenceColumns.noteOverhang
      if a == b {
        left = min(left, centers[a] - width / 2)
        right = max(right, centers[a] + width / 2)
      } else if right - left < width {
        let grow = (width - (right - left)) / 2
        left -= grow
        right += grow
      }
      frame = Rect(x: left, y: cursor, width: right - left, height: height)
    }
    let textFrame = Rect(
      x: frame.x + pad, y: frame.y + 6, width: frame.width - 2 * pad, height: height - 12)
    layout.notes.append(
      SequenceLayout.Note(event: event, frame: frame, text: text(note.text, textFrame)))
    include(frame)
    cursor = frame.maxY + options.rowGap
    lastY = frame.maxY
  }

  // MARK: Activations

  /// The x where a message leaves or reaches participant `p`: its lifeline, or the side of
  /// its innermost activation bar.
  func barEdge(_ p: Int, right: Bool) -> Double {
    let depth = openBars[p].count
    guard depth > 0 else { return centers[p] }
    let half = options.activationWidth / 2
    let left = centers[p] - half + Double(depth - 1) * half
    return right ? left + options.activationWidth : left
  }

  mutating func openBar(_ p: Int, at y: Double) {
    openBars[p].append(max(y, headBottoms[p] ?? y))
  }

  mutating func closeBar(_ p: Int, at y: Double, into layout: inout SequenceLayout) {
    guard let start = openBars[p].popLast() else { return }
    let depth = openBars[p].count
    let half = options.activationWidth / 2
    let end = max(y, start + options.rowGap)
    layout.activations.append(
      SequenceLayout.Activation(
        participant: p, depth: depth,
        frame: Rect(
          x: centers[p] - half + Double(depth) * half, y: start, width: options.activationWidth,
          height: end - start)))
  }
}
