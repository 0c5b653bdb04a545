import RenderSupport

/// Raw HTML blocks GitHub would show as formatted content: paragraphs and headings (centred
/// where `align="center"` asks), `<details>` summaries as a line with the body indented under
/// them (a terminal cannot fold, so the body is shown), rules, simple tables.
extension TerminalLayout {
  /// Cells of indentation under `details` open `<details>` elements, leaving room for text.
  static func detailsIndent(_ details: Int, width: Int) -> Int {
    max(0, min(2 * details, width - minimumContentWidth))
  }

  mutating func appendHTML(
    _ pieces: [HTMLBlockReader.Piece], width: Int, details: inout Int,
    to out: inout [TerminalLine]
  ) {
    var previousParagraph = false
    for piece in pieces {
      let indent = Self.detailsIndent(details, width: width)
      let start = out.count
      switch piece {
      case .detailsOpen:
        details += 1
        previousParagraph = false
        continue
      case .detailsClose:
        details = max(0, details - 1)
        previousParagraph = false
        continue
      case .summary(let inlines):
        // The summary belongs to the element just opened: one level out from its body.
        let outer = Self.detailsIndent(max(details - 1, 0), width: width)
        let marker = [StyledSpan("▾ ", style: theme.listMarker)]
        let lines = wrap(inlines, style: theme.strong, width: max(width - outer - 2, 1))
        out.append(contentsOf: Self.prefix(lines, first: marker, rest: [StyledSpan("  ")]))
        Self.indent(&out, from: start, by: outer)
        previousParagraph = false
      case .paragraph(let inlines, let centered, let heading):
        if previousParagraph { out.append(TerminalLine()) }
        let lineStart = out.count
        let available = proseWidth(width) - indent
        let style = heading.map { theme.headings[min(max($0, 1), 6) - 1] } ?? .plain
        out.append(contentsOf: wrapShowingImages(inlines, style: style, width: max(available, 1)))
        if centered {
          for index in lineStart..<out.count {
            let pad = (available - out[index].width) / 2
            if pad > 0, !out[index].spans.isEmpty || out[index].image != nil {
              out[index].spans.insert(StyledSpan(String.repeated(" ", pad)), at: 0)
            }
          }
        }
        Self.indent(&out, from: lineStart, by: indent)
        previousParagraph = true
      case .table(let header, let rows):
        // Drawn as a GFM table is: image-only cells (logos, badges) as image references.
        if previousParagraph { out.append(TerminalLine()) }
        let columns = ([header ?? []] + rows).map(\.count).max() ?? 0
        let lines = TableLayout(theme: theme).lines(
          header: header ?? Array(repeating: [], count: columns),
          alignments: Array(repeating: .none, count: columns), rows: rows,
          width: max(width - indent, 1), layout: &self, drawsHeader: header != nil)
        out.append(contentsOf: lines)
        Self.indent(&out, from: start, by: indent)
        previousParagraph = true
      case .rule:
        out.append(
          TerminalLine([
            StyledSpan(String.repeated("─", max(proseWidth(width) - indent, 1)), style: theme.muted)
          ]))
        Self.indent(&out, from: start, by: indent)
        previousParagraph = false
      }
    }
  }

  /// Spaces before the non-empty lines of `out[start...]`.
  static func indent(_ out: inout [TerminalLine], from start: Int, by cells: Int) {
    guard cells > 0, start < out.count else { return }
    let pad = StyledSpan(String.repeated(" ", cells))
    for index in start..<out.count where !out[index].spans.isEmpty || out[index].image != nil {
      out[index].spans.insert(pad, at: 0)
    }
  }
}
