import RenderSupport

/// Lists: a marker on each item's first line and a hanging indent of the marker's width on
/// the rest. Ordered numbers are right-aligned to the widest; task items show a checkbox
/// (instead of the bullet, or after the number). Loose lists separate items by a blank line.
enum ListLayout {
  static let bullets = ["•", "◦", "▪"]

  static func append(
    kind: ListKind, tight: Bool, items: [ListItem], width: Int, layout: inout TerminalLayout,
    to out: inout [TerminalLine]
  ) {
    let theme = layout.theme
    let labels: [String]
    switch kind {
    case .bullet:
      labels = Array(repeating: bullets[layout.listDepth % bullets.count], count: items.count)
    case .ordered(let start, let delimiter):
      let numbers = items.indices.map { start + $0 }
      let texts = numbers.map { "\($0)\(delimiter)" }
      let widest = texts.map(\.count).max() ?? 0
      labels = texts.map { String.repeated(" ", widest - $0.count) + $0 }
    }
    layout.listDepth += 1
    defer { layout.listDepth -= 1 }
    // Bullet markers and indents are the same for every item: build them once per list.
    var bulletMarkers: [Bool?: [StyledSpan]] = [:]
    var indents: [Int: [StyledSpan]] = [:]
    for (index, item) in items.enumerated() {
      if !tight, index > 0 { out.append(TerminalLine()) }
      let marker: [StyledSpan]
      if case .bullet = kind, let known = bulletMarkers[item.task] {
        marker = known
      } else {
        var made: [StyledSpan] = []
        let box = item.task.map { done in
          StyledSpan(done ? "☒ " : "☐ ", style: done ? theme.taskDone : theme.taskOpen)
        }
        if case .bullet = kind, let box {
          made.append(box)
        } else {
          made.append(StyledSpan(labels[index] + " ", style: theme.listMarker))
          if let box { made.append(box) }
        }
        if case .bullet = kind { bulletMarkers[item.task] = made }
        marker = made
      }
      let markerWidth = marker.width
      let contentWidth = width - markerWidth
      if contentWidth < TerminalLayout.minimumContentWidth {
        // Too deep to indent: the marker gets a line of its own.
        out.append(TerminalLine(marker).trimmingTrailingSpaces())
        layout.append(item.blocks, width: width, tight: tight, to: &out)
        continue
      }
      let start = out.count
      layout.append(item.blocks, width: contentWidth, tight: tight, to: &out)
      if out.count == start { out.append(TerminalLine()) }
      let indent =
        indents[markerWidth] ?? [StyledSpan(String.repeated(" ", markerWidth))]
      indents[markerWidth] = indent
      TerminalLayout.prefix(&out, from: start, first: marker, rest: indent)
    }
  }
}
