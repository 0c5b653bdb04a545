/// Block frames, text blocks and the closing step of `SequenceRows`.
extension SequenceRows {
  /// Grows every open frame to hold `rect`.
  mutating func include(_ rect: Rect) {
    for index in openFrames.indices {
      openFrames[index].minX = min(openFrames[index].minX, rect.minX)
      openFrames[index].maxX = max(openFrames[index].maxX, rect.maxX)
    }
  }

  mutating func openBlock(
    _ kind: SequenceBlockKind, label: [String], color: String?, event: Int, depth: Int
  ) {
    let top = cursor
    var tab: SequenceLayout.TextBlock?
    var labelBlock: SequenceLayout.TextBlock?
    var labelWidth = 0.0
    if kind == .rect {
      cursor += 6
    } else {
      let tabWidth = measurer.width(kind.rawValue, bold: true) + 16
      tab = text([kind.rawValue], Rect(x: 0, y: top, width: tabWidth, height: lineHeight + 6))
      labelWidth = tabWidth
      let conditions = label.filter { !$0.isEmpty }.isEmpty ? [] : label.map { "[\($0)]" }
      if !conditions.isEmpty {
        let width = SequenceColumns.width(conditions, measurer)
        labelBlock = text(
          conditions,
          Rect(x: 0, y: top + 3, width: width, height: Double(conditions.count) * lineHeight),
          centered: false)
        labelWidth += width + 12
      }
      let headerHeight = max(lineHeight + 6, Double(conditions.count) * lineHeight + 6)
      cursor += headerHeight + options.rowGap
    }
    let frame = SequenceLayout.Frame(
      event: event, kind: kind, frame: Rect(x: 0, y: top, width: 0, height: 0), tab: tab,
      label: labelBlock, sections: [], color: color, depth: depth)
    openFrames.append(OpenFrame(frame: frame, labelWidth: labelWidth))
  }

  mutating func section(_ label: [String]) {
    guard !openFrames.isEmpty else { return }
    let y = cursor
    let conditions = label.filter { !$0.isEmpty }.isEmpty ? [] : label.map { "[\($0)]" }
    let width = SequenceColumns.width(conditions, measurer)
    openFrames[openFrames.count - 1].sectionLabels.append((y, conditions, width))
    cursor +=
      (conditions.isEmpty ? 0 : Double(conditions.count) * lineHeight + 4)
      + options.rowGap
  }

  mutating func closeBlock(into layout: inout SequenceLayout) {
    guard var open = openFrames.popLast() else { return }
    let pad = options.framePadding
    if open.minX > open.maxX {
      open.minX = centers.first ?? 0
      open.maxX = open.minX
    }
    var left = open.minX - pad
    var right = open.maxX + pad
    let needed = max(open.labelWidth, open.sectionLabels.map { $0.width + 2 * pad }.max() ?? 0)
    if right - left < needed {
      let grow = (needed - (right - left)) / 2
      left -= grow
      right += grow
    }
    var frame = open.frame
    let bottom = cursor - options.rowGap + pad
    frame.frame = Rect(
      x: left, y: frame.frame.y, width: right - left, height: bottom - frame.frame.y)
    if var tab = frame.tab {
      tab.frame.x = left
      frame.tab = tab
      if var label = frame.label {
        label.frame.x = left + tab.frame.width + 8
        frame.label = label
      }
    }
    frame.sections = open.sectionLabels.map { section in
      let labelBlock =
        section.lines.isEmpty
        ? nil
        : text(
          section.lines,
          Rect(
            x: (left + right) / 2 - section.width / 2, y: section.y + 3, width: section.width,
            height: Double(section.lines.count) * lineHeight))
      return SequenceLayout.Frame.Section(y: section.y, label: labelBlock)
    }
    layout.frames.append(frame)
    cursor = bottom + options.rowGap
    include(frame.frame)
  }

  // MARK: Text and participants

  func text(_ lines: [String], _ frame: Rect, centered: Bool = true) -> SequenceLayout.TextBlock {
    SequenceLayout.TextBlock(lines: lines, frame: frame, centered: centered)
  }

  /// The label of a participant drawn in `head`: centred in a box, or under an icon.
  func label(_ participant: SequenceParticipant, in head: Rect) -> SequenceLayout.TextBlock {
    let height = Double(participant.label.count) * lineHeight
    let width = SequenceColumns.width(participant.label, measurer)
    let top: Double
    if SequenceColumns.isIcon(participant.kind) {
      top = head.maxY - height
    } else if participant.kind == .database {
      top = head.y + 12 + (head.height - 12 - height) / 2
    } else {
      top = head.y + (head.height - height) / 2
    }
    return text(
      participant.label,
      Rect(x: head.center.x - width / 2, y: top, width: width, height: height))
  }

  /// Feet, lifelines, box groups and the bounds.
  mutating func finish(into layout: inout SequenceLayout, headTop: Double) {
    let footTop = cursor + 4
    for index in layout.participants.indices where layout.participants[index].destroyedAt == nil {
      guard options.mirrorActors else {
        layout.participants[index].lifelineBottom = footTop
        continue
      }
      let size = headSizes[index]
      let foot = Rect(
        x: centers[index] - size.width / 2, y: footTop, width: size.width, height: size.height)
      layout.participants[index].foot = foot
      layout.participants[index].footLabel = label(diagram.participants[index], in: foot)
      layout.participants[index].lifelineBottom = foot.y
    }
    let pad = options.groupPadding
    for (index, box) in diagram.boxes.enumerated() {
      let members = layout.participants.filter { diagram.participants[$0.index].box == index }
      guard var area = members.first.map({ $0.head }) else { continue }
      for member in members {
        area = area.union(member.head)
        if let foot = member.foot { area = area.union(member.foot ?? foot) }
      }
      let labelHeight = Double(box.label.count) * lineHeight + (box.label.isEmpty ? 0 : 6)
      let labelWidth = SequenceColumns.width(box.label, measurer, bold: true)
      var frame = Rect(
        x: area.x - pad, y: headTop - pad - labelHeight, width: area.width + 2 * pad,
        height: area.maxY + pad - (headTop - pad - labelHeight))
      if frame.width < labelWidth + 2 * pad {
        frame = Rect(
          center: Point(frame.center.x, frame.center.y), width: labelWidth + 2 * pad,
          height: frame.height)
      }
      let labelBlock =
        box.label.isEmpty
        ? nil
        : text(
          box.label,
          Rect(
            x: frame.center.x - labelWidth / 2, y: frame.y + 4, width: labelWidth,
            height: labelHeight - 6))
      layout.groups.append(
        SequenceLayout.Group(index: index, frame: frame, label: labelBlock, color: box.color))
    }
    var bounds =
      layout.title?.frame ?? layout.participants.first?.head
      ?? Rect(x: 0, y: 0, width: 1, height: 1)
    for participant in layout.participants {
      bounds = bounds.union(participant.head)
      if let foot = participant.foot { bounds = bounds.union(foot) }
      bounds = bounds.union(
        Rect(x: participant.centerX, y: participant.lifelineBottom, width: 0, height: 1))
    }
    for message in layout.messages {
      bounds = bounds.union(message.text.frame).union(
        Rect(
          x: min(message.start.x, message.end.x), y: message.start.y,
          width: abs(message.end.x - message.start.x), height: 1))
      if let loop = message.selfLoop { bounds = bounds.union(loop) }
      if let badge = message.badge {
        bounds = bounds.union(
          Rect(center: badge.center, width: 2 * badge.radius, height: 2 * badge.radius))
      }
    }
    for note in layout.notes { bounds = bounds.union(note.frame) }
    for frame in layout.frames { bounds = bounds.union(frame.frame) }
    for group in layout.groups { bounds = bounds.union(group.frame) }
    for activation in layout.activations { bounds = bounds.union(activation.frame) }
    let margin = options.margin
    layout.bounds = Rect(
      x: (bounds.x - margin).rounded(.down), y: (bounds.y - margin).rounded(.down),
      width: (bounds.width + 2 * margin).rounded(.up),
      height: (bounds.height + 2 * margin).rounded(.up))
  }
}
