import RenderSupport

/// GFM tables drawn with box-drawing characters.
///
/// Columns get their natural width when the table fits. Otherwise the room is shared fairly
/// (max-min, "water filling"): every column is offered the same width, a column that needs less
/// keeps only what it needs and hands the rest on, and no column goes below its longest word
/// (capped at `longWord` cells, past which a word such as a URL is split); cells are
/// word-wrapped inside. When even those floors do not fit, each row is shown as a record of
/// `Header: value` lines. Alignment pads each cell line left, right or both.
struct TableLayout {
  let theme: TerminalTheme

  /// A cell's wrapped lines and widths.
  struct Cell {
    var lines: [TerminalLine]
    var natural: Int
    var longestWord: Int
  }

  /// The table's lines; without `drawsHeader` the header row only names the columns of the
  /// record form and is not drawn (a key/value table).
  func lines(
    header: [[Inline]], alignments: [TableAlignment], rows: [[[Inline]]], width: Int,
    layout: inout TerminalLayout, drawsHeader: Bool = true
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
    for (rowIndex, row) in ((drawsHeader ? [header] : []) + body).enumerated() {
      for (column, inlines) in row.enumerated() {
        let cell = measure(inlines, drawsHeader && rowIndex == 0 ? headerStyle : .plain)
        natural[column] = max(natural[column], cell.natural)
        longest[column] = max(longest[column], cell.longestWord)
      }
    }
    guard
      let widths = Self.columnWidths(natural: natural, longestWord: longest, available: available)
    else {
      return records(header: header, rows: body, width: width, layout: &layout)
    }
    var out: [TerminalLine] = [border("┌", "─", "┬", "┐", widths)]
    if drawsHeader {
      out.append(
        contentsOf: row(
          header, style: headerStyle, widths: widths, alignments: alignments, layout: &layout))
      out.append(border("╞", "═", "╪", "╡", widths))
    }
    for cells in body {
      out.append(
        contentsOf: row(
          cells, style: .plain, widths: widths, alignments: alignments, layout: &layout))
    }
    out.append(border("└", "─", "┴", "┘", widths))
    return out
  }

  /// A word longer than this does not hold its column open: it is split instead.
  static let longWord = 24

  /// Column widths summing to at most `available`, or `nil` when the columns' floors (their
  /// longest words, capped at `longWord`) do not fit.
  static func columnWidths(natural: [Int], longestWord: [Int], available: Int) -> [Int]? {
    let natural = natural.map { max($0, 1) }
    if natural.reduce(0, +) <= available { return natural }
    let floors = zip(natural, longestWord).map { max(min($0, $1, longWord), 1) }
    guard floors.reduce(0, +) <= available else { return nil }
    // The highest common level whose clamped widths fit; each step of the search is linear.
    func total(_ level: Int) -> Int {
      zip(floors, natural).reduce(0) { $0 + min(max(level, $1.0), $1.1) }
    }
    var low = 0
    var high = natural.max() ?? 0
    while low < high {
      let middle = (low + high + 1) / 2
      if total(middle) <= available { low = middle } else { high = middle - 1 }
    }
    var widths = zip(floors, natural).map { min(max(low, $0), $1) }
    // What the level leaves goes one cell each to the columns still short, left to right.
    var spare = available - widths.reduce(0, +)
    for column in widths.indices where spare > 0 && widths[column] < natural[column] {
      widths[column] += 1
      spare -= 1
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
