import RenderSupport

/// GFM tables drawn with box-drawing characters.
///
/// Columns get their natural width when the table fits; otherwise each column keeps at least
/// its longest word and the remaining room is shared in proportion to what each column lacks,
/// with cells word-wrapped inside; when even that does not fit, columns shrink further and
/// words are split. A table too wide for two cells a column becomes one record per row
/// (`header: value` lines). Alignment pads each cell line left, right or both.
struct TableLayout {
  let theme: TerminalTheme

  /// A cell's wrapped lines and widths.
  struct Cell {
    var lines: [TerminalLine]
    var natural: Int
    var longestWord: Int
  }

  func lines(
    header: [[Inline]], alignments: [TableAlignment], rows: [[[Inline]]], width: Int,
    layout: inout TerminalLayout
  ) -> [TerminalLine] {
    let columns = header.count
    guard columns > 0 else { return [] }
    let body = rows.map { row in (0..<columns).map { $0 < row.count ? row[$0] : [] } }
    let available = width - (3 * columns + 1)
    if available < 2 * columns {
      return records(header: header, rows: body, width: width, layout: &layout)
    }
    let headerStyle = theme.tableHeader
    func measure(_ inlines: [Inline], _ style: TextStyle) -> Cell {
      var wrapper = LineWrapper(width: 1 << 30)
      layout.flattener.add(inlines, style: style, to: &wrapper, references: &layout.references)
      let natural = wrapper.finish().map(\.width).max() ?? 0
      return Cell(lines: [], natural: natural, longestWord: wrapper.longestWord)
    }
    var natural = Array(repeating: 0, count: columns)
    var longest = Array(repeating: 0, count: columns)
    for (rowIndex, row) in ([header] + body).enumerated() {
      for (column, inlines) in row.enumerated() {
        let cell = measure(inlines, rowIndex == 0 ? headerStyle : .plain)
        natural[column] = max(natural[column], cell.natural)
        longest[column] = max(longest[column], cell.longestWord)
      }
    }
    let widths = Self.columnWidths(natural: natural, longestWord: longest, available: available)
    var out: [TerminalLine] = [border("┌", "─", "┬", "┐", widths)]
    out.append(
      contentsOf: row(
        header, style: headerStyle, widths: widths, alignments: alignments, layout: &layout))
    out.append(border("╞", "═", "╪", "╡", widths))
    for cells in body {
      out.append(
        contentsOf: row(
          cells, style: .plain, widths: widths, alignments: alignments, layout: &layout))
    }
    out.append(border("└", "─", "┴", "┘", widths))
    return out
  }

  /// Column widths summing to at most `available` (pre: `available` ≥ 2 per column).
  static func columnWidths(natural: [Int], longestWord: [Int], available: Int) -> [Int] {
    let natural = natural.map { max($0, 1) }
    if natural.reduce(0, +) <= available { return natural }
    let floor = natural.map { min($0, 2) }
    let minimum = zip(natural, longestWord).map { max(min($0, $1), min($0, 2)) }
    let minimumSum = minimum.reduce(0, +)
    var widths: [Int]
    if minimumSum <= available {
      // Share the room left after every longest word in proportion to each column's lack.
      let lack = zip(natural, minimum).map { $0 - $1 }
      let totalLack = lack.reduce(0, +)
      let room = available - minimumSum
      widths = zip(minimum, lack).map { $0 + (totalLack == 0 ? 0 : $1 * room / totalLack) }
    } else {
      // Even the longest words do not fit: scale them down, splitting words.
      let room = available - floor.reduce(0, +)
      let excess = zip(minimum, floor).map { $0 - $1 }
      let totalExcess = max(excess.reduce(0, +), 1)
      widths = zip(floor, excess).map { $0 + $1 * room / totalExcess }
    }
    // Hand out what rounding left, widest lack first.
    var spare = available - widths.reduce(0, +)
    var column = 0
    while spare > 0, widths.indices.contains(where: { widths[$0] < natural[$0] }) {
      if widths[column] < natural[column] {
        widths[column] += 1
        spare -= 1
      }
      column = (column + 1) % widths.count
    }
    return widths
  }

  private func border(
    _ left: String, _ fill: String, _ joint: String, _ right: String, _ widths: [Int]
  ) -> TerminalLine {
    var text = left
    for (index, width) in widths.enumerated() {
      text += String.repeated(fill, width + 2)
      text += index == widths.count - 1 ? right : joint
    }
    return TerminalLine([StyledSpan(text, style: theme.tableBorder)])
  }

  private func row(
    _ cells: [[Inline]], style: TextStyle, widths: [Int], alignments: [TableAlignment],
    layout: inout TerminalLayout
  ) -> [TerminalLine] {
    let wrapped = cells.enumerated().map { column, inlines in
      layout.wrap(inlines, style: style, width: widths[column])
    }
    let height = max(wrapped.map(\.count).max() ?? 1, 1)
    var out: [TerminalLine] = []
    for lineIndex in 0..<height {
      var line = TerminalLine()
      for (column, cellLines) in wrapped.enumerated() {
        line.append(column == 0 ? "│ " : " │ ", style: theme.tableBorder, link: nil)
        let content = lineIndex < cellLines.count ? cellLines[lineIndex] : TerminalLine()
        let pad = widths[column] - content.width
        let alignment = column < alignments.count ? alignments[column] : .none
        let leading: Int
        switch alignment {
        case .right: leading = pad
        case .center: leading = pad / 2
        case .left, .none: leading = 0
        }
        if leading > 0 {
          line.append(String.repeated(" ", leading), style: .plain, link: nil)
        }
        for span in content.spans { line.append(span) }
        if pad - leading > 0 {
          line.append(String.repeated(" ", pad - leading), style: .plain, link: nil)
        }
      }
      line.append(" │", style: theme.tableBorder, link: nil)
      out.append(line)
    }
    return out
  }

  /// The narrow-terminal form: each row as `header: value` lines under a rule.
  private func records(
    header: [[Inline]], rows: [[[Inline]]], width: Int, layout: inout TerminalLayout
  ) -> [TerminalLine] {
    var out: [TerminalLine] = []
    for cells in rows {
      out.append(
        TerminalLine([StyledSpan(String.repeated("─", width), style: theme.tableBorder)]))
      for (column, inlines) in cells.enumerated() {
        var wrapper = LineWrapper(width: width)
        layout.flattener.add(
          header[column], style: theme.tableHeader, to: &wrapper, references: &layout.references)
        wrapper.addGlued(":", style: theme.tableHeader)
        wrapper.addSpace(style: .plain)
        layout.flattener.add(inlines, style: .plain, to: &wrapper, references: &layout.references)
        out.append(contentsOf: wrapper.finish())
      }
    }
    out.append(
      TerminalLine([StyledSpan(String.repeated("─", width), style: theme.tableBorder)]))
    return out
  }
}
