import RenderSupport

/// Conflict regions as panels: ours, base (when the markers have one) and theirs, one after
/// the other, each under a rule naming it with the label its marker carries, lines numbered
/// and syntax-coloured, a bar in the panel's colour down the left (delta's merge-conflict
/// view draws ours and theirs as separate blocks the same way).
extension ANSIDiffRenderer {
  package func render(conflict analyzed: AnalyzedConflict) {
    let text = analyzed.text
    let last = text.inputLine + text.lines.count
    conflictPanels(
      text.conflict, numberWidth: String(last).count,
      lineAt: { (text.lines[$0], analyzed.runs[$0], text.inputLine + $0) })
    out.flushIfFull()
  }

  /// Draws `conflict`; `lineAt(i)` gives the text, runs and number of line `i`.
  func conflictPanels(
    _ conflict: MergeConflict, numberWidth: Int,
    lineAt: (Int) -> (text: String, runs: [SyntaxRun], number: Int?)
  ) {
    for (position, (name, side)) in conflict.sides.enumerated() {
      let color = panelColor(name)
      var title = name
      if let label = side.label { title += " · " + label }
      rule(position == 0 ? "╭─ " : "├─ ", title: title, color: color)
      if side.lines.isEmpty {
        bar(color)
        self.line("(no lines)", style: TextStyle(foreground: theme.meta, italic: true))
      }
      for index in side.lines {
        let (text, runs, number) = lineAt(index)
        let contentWidth = max(10, width - numberWidth - 3)
        let base = TextStyle(foreground: runs.isEmpty ? nil : theme.foreground)
        let rows = painter.paint(
          text, runs: basicColors ? PaletteAdaptation.basicRuns(runs) : runs, emphasis: [],
          base: base, emphasisBackground: nil, width: contentWidth)
        for (rowIndex, row) in rows.enumerated() {
          bar(color)
          if colored { out.write(sgr.sequence(for: TextStyle(foreground: theme.lineNumber))) }
          out.write(number: rowIndex == 0 ? number : nil, width: numberWidth)
          out.write(" ")
          if colored { out.write(sgr.reset) }
          out.write(row.bytes)
          out.write(sgr.reset)
          out.write(byte: 0x0A)
        }
      }
    }
    rule("╰", title: nil, color: panelColor("base"))
  }

  /// The colour of a panel's bar and rule: ours as added, theirs as the commit colour, the
  /// base as meta text.
  private func panelColor(_ name: String) -> RGBColor {
    switch name {
    case "ours": return basicColors ? ANSIPalette.basic[2] : theme.addedMarker
    case "theirs": return basicColors ? ANSIPalette.basic[4] : theme.hunkHeader
    default: return theme.meta
    }
  }

  /// `│ ` in `color`, before a panel's line.
  private func bar(_ color: RGBColor) {
    if colored { out.write(sgr.sequence(for: TextStyle(foreground: color))) }
    out.write("│ ")
    if colored { out.write(sgr.reset) }
  }

  /// A rule across the width: `corner`, the title in bold, then `─` to the edge.
  private func rule(_ corner: String, title: String?, color: RGBColor) {
    let style = TextStyle(foreground: color, bold: true)
    let painted = painter.paint(
      corner + (title.map { $0 + " " } ?? ""), runs: [], emphasis: [], base: style,
      emphasisBackground: nil, width: width)
    for (index, row) in painted.enumerated() {
      out.write(row.bytes)
      if index == painted.count - 1 && row.cells < width {
        if colored { out.write(sgr.sequence(for: TextStyle(foreground: color))) }
        out.write(String(repeating: "─", count: width - row.cells))
      }
      out.write(sgr.reset)
      out.write(byte: 0x0A)
    }
  }
}
