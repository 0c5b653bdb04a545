extension TerminalSequenceLayout {
  /// A participant's box centred on its lifeline, from `row`.
  func box(_ p: Int, row: Int) -> GridRect {
    let width = boxWidth(p)
    return GridRect(x: x[p] - width / 2, y: row, width: width, height: headHeight)
  }

  /// One run of rows per event, top to bottom.
  mutating func placeRows(_ diagram: SequenceDiagram) {
    let count = labels.count
    heads = Array(repeating: nil, count: count)
    feet = Array(repeating: nil, count: count)
    lifelines = Array(repeating: (0, 0), count: count)
    var top = Array(repeating: headHeight, count: count)
    var bottom = Array(repeating: Int?.none, count: count)
    for p in 0..<count where diagram.participants[p].createdAt == nil {
      heads[p] = box(p, row: 0)
    }
    var row = headHeight + 1
    var open = Array(repeating: [Int](), count: count)
    var blockStack: [Int] = []
    func activate(_ p: Int, at start: Int) {
      guard p >= 0, p < count else { return }
      open[p].append(start)
    }
    func deactivate(_ p: Int, at end: Int) {
      guard p >= 0, p < count, let start = open[p].popLast() else { return }
      activations.append(
        Activation(participant: p, top: start, bottom: max(end, start), depth: open[p].count + 1))
    }
    for (index, event) in diagram.events.enumerated() {
      switch event {
      case .message(let message):
        let lines = Self.text(of: message)
        if message.from == message.to {
          selfMessages.append(
            SelfMessage(message: message, lines: lines, participant: message.from, row: row))
          row += max(2, lines.count)
        } else {
          let labelRow = row
          row += lines.count
          var endsAtBox: GridRect?
          var arrowRow = row
          if diagram.participants[message.to].createdAt == index, heads[message.to] == nil {
            let head = box(message.to, row: row)
            heads[message.to] = head
            endsAtBox = head
            arrowRow = row + headHeight / 2
            top[message.to] = row + headHeight
            row += headHeight
          } else {
            row += 1
          }
          messages.append(
            Message(
              message: message, lines: lines, labelRow: labelRow, arrowRow: arrowRow,
              endsAtBox: endsAtBox))
          if message.activatesReceiver { activate(message.to, at: arrowRow) }
          if message.deactivatesSender { deactivate(message.from, at: arrowRow) }
        }
        for p in 0..<count where diagram.participants[p].destroyedAt == index && bottom[p] == nil {
          bottom[p] = row
          destroyed.append(GridPoint(x: x[p], y: row))
          row += 1
        }
      case .note(let note):
        let lines = Self.clean(note.text)
        let width = Self.width(lines) + 4
        let rect: GridRect
        switch note.placement {
        case .leftOf(let p):
          rect = GridRect(x: x[p] - 2 - width, y: row, width: width, height: lines.count + 2)
        case .rightOf(let p):
          rect = GridRect(x: x[p] + 3, y: row, width: width, height: lines.count + 2)
        case .over(let a, let b):
          let (lo, hi) = (x[min(a, b)], x[max(a, b)])
          let span = max(width, hi - lo + 5)
          rect = GridRect(
            x: (lo + hi) / 2 - span / 2, y: row, width: span, height: lines.count + 2)
        }
        notes.append(Note(rect: rect, lines: lines))
        row += lines.count + 2
      case .activate(let p): activate(p, at: max(row - 1, headHeight))
      case .deactivate(let p): deactivate(p, at: row - 1)
      case .blockStart(let kind, let label, _):
        blockStack.append(blocks.count)
        blocks.append(Block(kind: kind, left: 0, right: 0, top: row, bottom: row))
        frameRows.append(
          FrameRow(
            kind: .top, row: row, label: frameLabel(kind.rawValue, label), block: blocks.count - 1))
        row += 1
      case .blockSection(let label):
        guard let block = blockStack.last else { continue }
        let word = blocks[block].kind.sectionKeyword ?? "else"
        frameRows.append(
          FrameRow(kind: .separator, row: row, label: frameLabel(word, label), block: block))
        row += 1
      case .blockEnd:
        guard let block = blockStack.popLast() else { continue }
        blocks[block].bottom = row
        frameRows.append(FrameRow(kind: .bottom, row: row, label: "", block: block))
        row += 1
      }
    }
    while let block = blockStack.popLast() {
      blocks[block].bottom = row
      frameRows.append(FrameRow(kind: .bottom, row: row, label: "", block: block))
      row += 1
    }
    let footRow = row + 1
    for p in 0..<count {
      while !open[p].isEmpty { deactivate(p, at: footRow - 1) }
      if bottom[p] == nil { feet[p] = box(p, row: footRow) }
      lifelines[p] = (top[p], (bottom[p] ?? footRow) - 1)
    }
    height = count > 0 ? footRow + headHeight : 0
  }

  func frameLabel(_ word: String, _ label: [String]) -> String {
    let text = Self.clean(label).joined(separator: " ")
    return text.isEmpty ? "[\(word)]" : "[\(word)] \(text)"
  }

  /// Each frame around what it holds (and around the frames it holds, two cells further
  /// out), wide enough for its label; then everything moved right of column 0.
  mutating func fitFrames(_ diagram: SequenceDiagram) {
    var minimum = 0
    var maximum = 0
    func cover(_ lo: Int, _ hi: Int) {
      minimum = min(minimum, lo)
      maximum = max(maximum, hi)
    }
    for p in x.indices {
      for rect in [heads[p], feet[p]].compactMap({ $0 }) { cover(rect.minX, rect.maxX - 1) }
    }
    // Horizontal extent of everything between each block's top and bottom rows.
    var extents: [(row: Int, lo: Int, hi: Int)] = []
    for message in messages {
      let (a, b) = (x[message.message.from], x[message.message.to])
      extents.append((message.arrowRow, min(a, b), max(a, b)))
    }
    for loop in selfMessages {
      let p = x[loop.participant]
      extents.append((loop.row, p, p + 5 + Self.width(loop.lines)))
    }
    for note in notes { extents.append((note.rect.minY, note.rect.minX, note.rect.maxX - 1)) }
    for extent in extents { cover(extent.lo, extent.hi) }
    // Inner blocks first (they end first), so outer ones can go around them.
    let order = blocks.indices.sorted {
      (blocks[$0].bottom - blocks[$0].top, $0) < (blocks[$1].bottom - blocks[$1].top, $1)
    }
    for block in order {
      var lo = Int.max
      var hi = Int.min
      let (top, bottom) = (blocks[block].top, blocks[block].bottom)
      for extent in extents where extent.row > top && extent.row < bottom {
        lo = min(lo, extent.lo)
        hi = max(hi, extent.hi)
      }
      for other in blocks.indices where other != block {
        let inner = blocks[other]
        if inner.top > top && inner.bottom < bottom && inner.right > inner.left {
          lo = min(lo, inner.left)
          hi = max(hi, inner.right)
        }
      }
      if lo > hi { (lo, hi) = (x.first ?? 0, x.first ?? 0) }
      let widest =
        frameRows.filter { $0.block == block }.map {
          Self.width([$0.label])
        }.max() ?? 0
      blocks[block].left = lo - 2
      blocks[block].right = max(hi + 2, lo - 2 + widest + 5)
      cover(blocks[block].left, blocks[block].right)
    }
    let shift = -minimum
    width = maximum + shift + 2
    guard shift != 0 else { return }
    for p in x.indices { x[p] += shift }
    heads = heads.map {
      $0.map { GridRect(x: $0.x + shift, y: $0.y, width: $0.width, height: $0.height) }
    }
    feet = feet.map {
      $0.map { GridRect(x: $0.x + shift, y: $0.y, width: $0.width, height: $0.height) }
    }
    for index in messages.indices {
      if let rect = messages[index].endsAtBox {
        messages[index].endsAtBox = GridRect(
          x: rect.x + shift, y: rect.y, width: rect.width, height: rect.height)
      }
    }
    for index in notes.indices { notes[index].rect.x += shift }
    for index in blocks.indices {
      blocks[index].left += shift
      blocks[index].right += shift
    }
    destroyed = destroyed.map { GridPoint(x: $0.x + shift, y: $0.y) }
  }
}
