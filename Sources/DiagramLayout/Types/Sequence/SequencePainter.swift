/// Writes the shapes of a `SequenceLayout` in paint order: groups, highlight rects,
/// participants with lifelines, frames, activation bars, notes, messages, title.
struct SequencePainter {
  let layout: SequenceLayout
  let palette: DiagramTheme.Palette
  let fontSize: Double
  /// Whether the palette is the dark one (user colours are toned down on it).
  var dark: Bool { palette == DiagramTheme.darkPalette }
  var writer = SVGWriter()

  init(layout: SequenceLayout, palette: DiagramTheme.Palette, fontSize: Double) {
    self.layout = layout
    self.palette = palette
    self.fontSize = fontSize
  }

  private func f(_ value: Double) -> String { SVGNumber.format(value) }

  mutating func paint() {
    for group in layout.groups { paintGroup(group) }
    for frame in layout.frames where frame.kind == .rect { paintFrame(frame) }
    for participant in layout.participants { paintParticipant(participant) }
    for activation in layout.activations {
      writer.element(
        "rect",
        [
          ("class", "activation"),
          ("data-participant", layout.participants[activation.participant].id),
          ("data-depth", String(activation.depth)),
        ] + rect(activation.frame) + [
          ("fill", palette.activationFill), ("stroke", palette.nodeStroke),
        ])
      writer.newline()
    }
    // Frames after bars, so keyword tabs and conditions stay readable over them.
    for frame in layout.frames where frame.kind != .rect { paintFrame(frame) }
    for note in layout.notes {
      writer.open("g", [("class", "note")])
      writer.element(
        "rect",
        [("class", "note-box")] + rect(note.frame) + [
          ("fill", palette.noteFill), ("stroke", palette.noteStroke),
        ])
      text(note.text)
      writer.close()
      writer.newline()
    }
    for message in layout.messages { paintMessage(message) }
    if let title = layout.title { text(title, cssClass: "title", bold: true) }
  }

  // MARK: Pieces

  func rect(_ r: Rect) -> [(StaticString, String)] {
    [("x", f(r.x)), ("y", f(r.y)), ("width", f(r.width)), ("height", f(r.height))]
  }

  /// One `<text>` per line; baselines put each line's ink in the middle of its row.
  mutating func text(
    _ block: SequenceLayout.TextBlock, cssClass: String = "label", bold: Bool = false,
    size: Double? = nil, fill: String? = nil
  ) {
    let size = size ?? fontSize
    let lineHeight = size == fontSize ? layout.lineHeight : (size * 1.25).rounded()
    // DejaVu Sans: ascent 0.928 em, descent 0.236 em.
    let baseline = (lineHeight - 1.164 * size) / 2 + 0.928 * size
    for (index, line) in block.lines.enumerated() where !line.isEmpty {
      var attributes: [(StaticString, String)] = [
        ("class", cssClass),
        ("x", f(block.centered ? block.frame.center.x : block.frame.x)),
        ("y", f(block.frame.y + Double(index) * lineHeight + baseline)),
        ("fill", fill ?? palette.text),
      ]
      if block.centered { attributes.append(("text-anchor", "middle")) }
      if bold { attributes.append(("font-weight", "bold")) }
      if size != fontSize { attributes.append(("font-size", f(size))) }
      writer.element("text", attributes, text: line)
    }
  }

  mutating func paintGroup(_ group: SequenceLayout.Group) {
    writer.open("g", [("class", "group"), ("data-index", String(group.index))])
    writer.element(
      "rect",
      [("class", group.color == nil ? "group-box themed" : "group-box")] + rect(group.frame) + [
        ("rx", "4"), ("fill", group.color ?? palette.clusterFill),
        // A user colour is a tint, so labels and lines stay readable in every theme.
        ("fill-opacity", group.color == nil ? "1" : "0.3"), ("stroke", palette.clusterStroke),
      ])
    if let label = group.label { text(label, bold: true) }
    writer.close()
    writer.newline()
  }

  mutating func paintFrame(_ frame: SequenceLayout.Frame) {
    writer.open("g", [("class", "block"), ("data-kind", frame.kind.rawValue)])
    if frame.kind == .rect {
      writer.element(
        "rect",
        [("class", "block-fill")] + rect(frame.frame) + [
          ("fill", frame.color ?? palette.labelBackground),
          ("fill-opacity", frame.color == nil ? "0.6" : (dark ? "0.35" : "1")),
        ])
      writer.close()
      writer.newline()
      return
    }
    writer.element(
      "rect",
      [("class", "frame-box")] + rect(frame.frame) + [
        ("fill", "none"), ("stroke", palette.line),
      ])
    if let tab = frame.tab {
      let r = tab.frame
      let notch = 6.0
      let d =
        "M\(f(r.x)) \(f(r.y))H\(f(r.maxX))V\(f(r.maxY - notch))L\(f(r.maxX - notch)) \(f(r.maxY))"
        + "H\(f(r.x))Z"
      writer.element(
        "path",
        [
          ("class", "frame-tab"), ("d", d), ("fill", palette.labelBackground),
          ("stroke", palette.line),
        ])
      var label = tab
      label.frame = Rect(x: r.x, y: r.y + 3, width: r.width - notch / 2, height: layout.lineHeight)
      text(label, cssClass: "frame-keyword", bold: true)
    }
    if let label = frame.label { labelWithBackground(label) }
    for section in frame.sections {
      writer.element(
        "line",
        [
          ("class", "frame-box"), ("x1", f(frame.frame.x)), ("y1", f(section.y)),
          ("x2", f(frame.frame.maxX)), ("y2", f(section.y)), ("stroke", palette.line),
          ("stroke-dasharray", "6 4"),
        ])
      if let label = section.label { labelWithBackground(label) }
    }
    writer.close()
    writer.newline()
  }

  /// A frame condition on a plate of the background colour, so lifelines do not cross it.
  mutating func labelWithBackground(_ label: SequenceLayout.TextBlock) {
    writer.element(
      "rect",
      [("class", "label-plate")] + rect(label.frame.insetBy(dx: -3, dy: 0)) + [
        ("fill", palette.background), ("fill-opacity", "0.85"),
      ])
    text(label, cssClass: "frame-label")
  }

  mutating func paintMessage(_ message: SequenceLayout.Message) {
    var attributes: [(StaticString, String)] = [
      ("class", "message"), ("data-from", layout.participants[message.from].id),
      ("data-to", layout.participants[message.to].id),
      ("data-arrow", message.arrow.token),
    ]
    if let number = message.number { attributes.append(("data-number", number.description)) }
    writer.open("g", attributes)
    var line: [(StaticString, String)] = [("class", "message-line")]
    let direction: Double
    if let loop = message.selfLoop {
      line.append(
        (
          "d",
          "M\(f(message.start.x)) \(f(loop.y))C\(f(loop.maxX)) \(f(loop.y)) \(f(loop.maxX)) "
            + "\(f(loop.maxY)) \(f(message.end.x)) \(f(loop.maxY))"
        ))
      direction = -1
    } else {
      line.append(("d", "M\(f(message.start.x)) \(f(message.start.y))H\(f(message.end.x))"))
      direction = message.end.x >= message.start.x ? 1 : -1
    }
    line += [("fill", "none"), ("stroke", palette.line), ("stroke-width", "1.5")]
    if message.arrow.line == .dotted { line.append(("stroke-dasharray", "5 4")) }
    writer.element("path", line)
    // A central connection circle sits on the lifeline; the head stops short of it. A
    // reversed half arrow's head sits at the sender, pointing back at it.
    let reversed = message.arrow.reversed && message.selfLoop == nil
    let tip =
      reversed
      ? (message.centralFrom ? message.start + Point(direction * 4, 0) : message.start)
      : (message.centralTo ? message.end - Point(direction * 4, 0) : message.end)
    // A ✕ head into (or, two-way, out of) a participant this message destroys would sit on
    // its destruction cross: the one cross says both.
    func crossedOut(_ participant: Int, at point: Point) -> Bool {
      guard message.arrow.head == .cross, message.selfLoop == nil,
        let cross = layout.participants[participant].destroyedAt
      else { return false }
      return abs(cross.y - point.y) < 0.5
    }
    if reversed {
      head(message.arrow.head, at: tip, direction: -direction)
    } else if !crossedOut(message.to, at: message.end) {
      head(message.arrow.head, at: tip, direction: direction)
    }
    if message.arrow.bidirectional, message.selfLoop == nil,
      !crossedOut(message.from, at: message.start)
    {
      head(message.arrow.head, at: message.start, direction: -direction)
    }
    for (central, point) in [
      (message.centralFrom, message.start), (message.centralTo, message.end),
    ]
    where central && message.selfLoop == nil {
      writer.element(
        "circle",
        [
          ("class", "central"), ("cx", f(point.x)), ("cy", f(point.y)), ("r", "4"),
          ("fill", palette.line), ("stroke", palette.line), ("stroke-width", "1.5"),
        ])
    }
    text(message.text, cssClass: "message-text")
    if let badge = message.badge, let number = message.number {
      writer.element(
        "circle",
        [
          ("class", "badge"), ("cx", f(badge.center.x)), ("cy", f(badge.center.y)),
          ("r", f(badge.radius)), ("fill", palette.accent),
        ])
      let size = fontSize * 0.8
      let block = SequenceLayout.TextBlock(
        lines: [number.description],
        frame: Rect(center: badge.center, width: 0, height: (size * 1.25).rounded()),
        centered: true)
      text(block, cssClass: "badge-text", bold: true, size: size, fill: palette.accentText)
    }
    writer.close()
    writer.newline()
  }

  /// The head at `tip`, pointing along `direction` (+1 right, -1 left).
  mutating func head(_ kind: SequenceArrow.Head, at tip: Point, direction: Double) {
    let length = 10.0
    let half = 4.5
    let back = tip.x - direction * length
    switch kind {
    case .none:
      return
    case .filled:
      writer.element(
        "path",
        [
          ("class", "message-head"),
          (
            "d",
            "M\(f(tip.x)) \(f(tip.y))L\(f(back)) \(f(tip.y - half))L\(f(back)) \(f(tip.y + half))Z"
          ),
          ("fill", palette.line), ("stroke", palette.line),
        ])
    case .open:
      writer.element(
        "path",
        [
          ("class", "message-head"),
          (
            "d",
            "M\(f(back)) \(f(tip.y - half))L\(f(tip.x)) \(f(tip.y))L\(f(back)) \(f(tip.y + half))"
          ),
          ("fill", "none"), ("stroke", palette.line), ("stroke-width", "1.5"),
        ])
    case .halfTop, .halfBottom:
      // The upper or lower half of the filled head, its straight side on the line.
      let y = kind == .halfTop ? tip.y - half : tip.y + half
      writer.element(
        "path",
        [
          ("class", "message-head"),
          ("d", "M\(f(tip.x)) \(f(tip.y))L\(f(back)) \(f(y))L\(f(back)) \(f(tip.y))Z"),
          ("fill", palette.line), ("stroke", palette.line),
        ])
    case .stickTop, .stickBottom:
      let y = kind == .stickTop ? tip.y - half : tip.y + half
      writer.element(
        "path",
        [
          ("class", "message-head"), ("d", "M\(f(back)) \(f(y))L\(f(tip.x)) \(f(tip.y))"),
          ("fill", "none"), ("stroke", palette.line), ("stroke-width", "1.5"),
        ])
    case .cross:
      let c = tip.x - direction * 5
      let s = 5.0
      writer.element(
        "path",
        [
          ("class", "message-head"),
          (
            "d",
            "M\(f(c - s)) \(f(tip.y - s))L\(f(c + s)) \(f(tip.y + s))M\(f(c - s)) \(f(tip.y + s))L\(f(c + s)) \(f(tip.y - s))"
          ),
          ("fill", "none"), ("stroke", palette.line), ("stroke-width", "1.5"),
        ])
    }
  }
}
