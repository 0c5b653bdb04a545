import RenderSupport

/// The two hunk layouts: unified (one column, both numbers) and split (old left, new right).
extension ANSIDiffRenderer {
  /// The painted rows of line `index` of `hunk` in `width` cells.
  private func paintLine(
    _ hunk: DiffHunk, _ index: Int, analysis: HunkAnalysis, runs: [[SyntaxRun]], width: Int
  ) -> (rows: PaintedRows, styles: (base: TextStyle, marker: TextStyle)) {
    let line = hunk.lines[index]
    var lineRuns = runs.isEmpty || (basicColors && line.kind != .context) ? [] : runs[index]
    if basicColors { lineRuns = PaletteAdaptation.basicRuns(lineRuns) }
    var emphasis = analysis.emphasis[index]
    var text = line.text
    if let changes = line.wordChanges {
      // A word diff's markers become the colours of its removed and added words; without
      // colour, git's own markers show them.
      lineRuns = colored ? wordRuns(changes) : []
      if !colored { text = WordChange.marked(line.text, changes) }
      emphasis = []
    }
    let style = styles(for: line.kind, syntax: !runs.isEmpty)
    let partner = analysis.partner[index].map { hunk.lines[$0] }
    let rows = painter.paint(
      text, runs: lineRuns, emphasis: emphasis, base: style.base,
      emphasisBackground: style.emphasis, emphasisExtra: style.extra, width: width,
      trailer: trailer(line, partner: partner),
      trailerStyle: TextStyle(background: style.emphasis, dim: true))
    return (rows, (style.base, style.marker))
  }

  /// Removed words struck through in the removed colour, added words bold in the added one.
  private func wordRuns(_ changes: [WordChange]) -> [SyntaxRun] {
    changes.map { change in
      let removed = change.kind == .removed
      let color =
        basicColors
        ? ANSIPalette.basic[removed ? 1 : 2] : removed ? theme.removedMarker : theme.addedMarker
      return SyntaxRun(
        start: change.range.lowerBound, length: change.range.count,
        style: TextStyle(
          foreground: color, bold: !removed, underline: !removed && basicColors,
          strikethrough: removed))
    }
  }

  /// Pads a row with its background to `width` cells when colour is on.
  private func finishRow(_ row: PaintedRow, width: Int, base: TextStyle, alwaysPad: Bool = false) {
    out.write(row.bytes)
    let tinted = colored && base.background != nil
    if (tinted || alwaysPad) && row.cells < width {
      if tinted { out.write(sgr.sequence(for: TextStyle(background: base.background))) }
      out.write(spaces: width - row.cells)
    }
    out.write(sgr.reset)
  }

  /// The start of a wrapped line's later rows: `gutter` in the line-number colour, then
  /// `spaces` blanks on the line's `background`.
  private func continuationStart(_ gutter: String, background: RGBColor?, spaces: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    if colored { bytes += lineNumberSequence }
    bytes += Array(gutter.utf8)
    if colored { bytes += sgr.sequence(for: TextStyle(background: background)) }
    bytes += repeatElement(0x20, count: spaces)
    return bytes
  }

  private func gutter(_ text: String) {
    if colored { out.write(lineNumberSequence) }
    out.write(text)
  }

  /// The unified gutter: both line numbers, then the rule.
  private func gutter(_ old: Int?, _ new: Int?, numberWidth: Int) {
    if colored { out.write(lineNumberSequence) }
    out.write(number: old, width: numberWidth)
    out.write(byte: 0x20)
    out.write(number: new, width: numberWidth)
    out.write(" │")
  }

  private var lineNumberSequence: [UInt8] {
    sgr.sequence(for: TextStyle(foreground: theme.lineNumber))
  }

  private func noNewlineRow(indent: Int) {
    gutter(String(repeating: " ", count: indent))
    if colored { out.write(sgr.sequence(for: TextStyle(foreground: theme.meta, dim: true))) }
    out.write("\\ No newline at end of file")
    out.write(sgr.reset)
    out.write(byte: 0x0A)
  }

  func unifiedHunk(_ hunk: DiffHunk, analysis: HunkAnalysis, runs: [[SyntaxRun]], numberWidth: Int)
  {
    let markerWidth = max(1, hunk.parents)
    let gutterWidth = numberWidth * 2 + 3
    let contentWidth = max(10, width - gutterWidth - markerWidth)
    let blankGutter = String(repeating: " ", count: gutterWidth - 1) + "│"
    var index = 0
    var conflicts = hunk.conflicts[...]
    while index < hunk.lines.count {
      if let conflict = conflicts.first, conflict.range.lowerBound == index {
        // The region's marker lines become the panels' rules.
        conflictPanels(
          conflict, numberWidth: numberWidth,
          lineAt: {
            (hunk.lines[$0].text, runs.isEmpty ? [] : runs[$0], hunk.lines[$0].newLine)
          })
        conflicts.removeFirst()
        index = conflict.range.upperBound
        continue
      }
      defer { index += 1 }
      let line = hunk.lines[index]
      let (rows, style) = paintLine(
        hunk, index, analysis: analysis, runs: runs, width: contentWidth)
      // A wrapped line's later rows all start the same way: built once, not once a row.
      var continuation: [UInt8] = []
      for (rowIndex, row) in rows.enumerated() {
        if rowIndex == 0 {
          gutter(line.oldLine, line.newLine, numberWidth: numberWidth)
          if colored { out.write(sgr.sequence(for: style.marker)) }
          out.write(line.combinedMarkers ?? Self.marker(line.kind))
        } else {
          if continuation.isEmpty {
            continuation = continuationStart(
              blankGutter, background: style.base.background, spaces: markerWidth)
          }
          out.write(continuation)
        }
        finishRow(row, width: contentWidth, base: style.base)
        out.write(byte: 0x0A)
        // A minified line is thousands of rows: handed on as they fill, they never grow
        // the buffer past its chunk.
        out.flushIfFull()
      }
      if line.noNewlineAtEnd { noNewlineRow(indent: gutterWidth) }
      out.flushIfFull()
    }
  }

  static func marker(_ kind: DiffLine.Kind) -> String {
    switch kind {
    case .context: return " "
    case .added: return "+"
    case .removed: return "-"
    }
  }

  func splitHunk(_ hunk: DiffHunk, analysis: HunkAnalysis, runs: [[SyntaxRun]], numberWidth: Int) {
    let leftWidth = (width - 1) / 2
    let rightWidth = width - 1 - leftWidth
    let sideGutter = numberWidth + 2
    for row in analysis.rows {
      let left = row.left.map {
        paintLine(hunk, $0, analysis: analysis, runs: runs, width: max(4, leftWidth - sideGutter))
      }
      let right = row.right.map {
        paintLine(hunk, $0, analysis: analysis, runs: runs, width: max(4, rightWidth - sideGutter))
      }
      let height = max(left?.rows.count ?? 0, right?.rows.count ?? 0)
      // The later rows of a wrapped line start the same way on each side: built once.
      let blank = String(repeating: " ", count: numberWidth + 1)
      let continuations =
        height > 1
        ? (
          continuationStart(blank, background: left?.styles.base.background, spaces: 1),
          continuationStart(blank, background: right?.styles.base.background, spaces: 1)
        ) : ([], [])
      for rowIndex in 0..<height {
        side(
          row.left.map { hunk.lines[$0] }, painted: left, rowIndex: rowIndex, width: leftWidth,
          numberWidth: numberWidth, useOld: true, continuation: continuations.0)
        gutter("│")
        side(
          row.right.map { hunk.lines[$0] }, painted: right, rowIndex: rowIndex, width: rightWidth,
          numberWidth: numberWidth, useOld: false, continuation: continuations.1)
        out.write(byte: 0x0A)
        out.flushIfFull()
      }
      let leftNoNewline = row.left.map { hunk.lines[$0].noNewlineAtEnd } ?? false
      let rightNoNewline = row.right.map { hunk.lines[$0].noNewlineAtEnd } ?? false
      if leftNoNewline || rightNoNewline {
        noNewlineRow(indent: leftNoNewline ? numberWidth + 1 : leftWidth + 1 + numberWidth + 1)
      }
      out.flushIfFull()
    }
  }

  /// One side of a split row: gutter and marker on the first row, then text padded to `width`.
  private func side(
    _ line: DiffLine?, painted: (rows: PaintedRows, styles: (base: TextStyle, marker: TextStyle))?,
    rowIndex: Int, width: Int, numberWidth: Int, useOld: Bool, continuation: [UInt8]
  ) {
    let contentWidth = max(4, width - numberWidth - 2)
    guard let line, let painted else {
      // An empty cell opposite a run of removed or added lines.
      if useOld { out.write(spaces: width) }
      return
    }
    if rowIndex == 0 {
      if colored { out.write(lineNumberSequence) }
      out.write(number: useOld ? line.oldLine : line.newLine, width: numberWidth)
      out.write(byte: 0x20)
      if colored { out.write(sgr.sequence(for: painted.styles.marker)) }
      out.write(Self.marker(line.kind))
    } else {
      out.write(continuation)
    }
    let row =
      rowIndex < painted.rows.count ? painted.rows[rowIndex] : PaintedRow(bytes: [], cells: 0)
    finishRow(row, width: contentWidth, base: painted.styles.base, alwaysPad: useOld)
  }
}
