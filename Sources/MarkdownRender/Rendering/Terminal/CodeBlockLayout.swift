import RenderSupport

/// Code blocks, laid out so that copying the lines from the terminal gives the code: no
/// gutter or bar on code lines. With colour, a rule with the language above and a rule below
/// frame the block outside the copied lines and the code starts at the block's left edge;
/// without colour (`--format text`) the code is only indented by four spaces, as Markdown's
/// own indented code. Tabs expand to stops of 4. A line wider than the block is cut between
/// graphemes and the cut is marked with `↩` at the end of the line, so code is never wrapped
/// without a marker.
package struct CodeBlockLayout {
  let theme: TerminalTheme
  static let continuationMarker = "↩"
  static let tabStop = 4
  static let plainIndent = "    "

  package init(theme: TerminalTheme) {
    self.theme = theme
  }

  /// The block's lines; `note`, if any, is word-wrapped in the muted style under it. `framed`
  /// chooses the rules (colour) over the indentation (plain text).
  package func lines(
    code: String, language: String, highlighted: [[StyledSpan]]?, note: String? = nil, width: Int,
    framed: Bool = true
  ) -> [TerminalLine] {
    var out: [TerminalLine] = []
    if framed {
      let label = TextSanitizer.printable(language)
      var top = "──"
      if !label.isEmpty, DisplayWidth.of(label) + 4 <= width { top += " " + label + " " }
      top += String.repeated("─", max(0, width - DisplayWidth.of(top)))
      out.append(TerminalLine([StyledSpan(top, style: theme.codeFrame)]))
      out.append(
        contentsOf: wrappedLines(
          code, style: theme.codeText, highlighted: highlighted, width: width))
      out.append(TerminalLine([StyledSpan(String.repeated("─", width), style: theme.codeFrame)]))
    } else {
      let indent = [StyledSpan(Self.plainIndent)]
      let body = wrappedLines(
        code, style: theme.codeText, highlighted: highlighted,
        width: max(width - Self.plainIndent.count, 2))
      for line in body { out.append(line.spans.isEmpty ? line : line.prefixed(by: indent)) }
    }
    if let note, !note.isEmpty {
      var wrapper = LineWrapper(width: width)
      wrapper.add(TextSanitizer.printable(note), style: theme.muted)
      out.append(contentsOf: wrapper.finish())
    }
    return out
  }

  /// `text` split at newlines (a final newline ends the last line rather than starting one),
  /// each line cut to `width` with continuation markers.
  package func wrappedLines(
    _ text: String, style: TextStyle, highlighted: [[StyledSpan]]?, width: Int
  )
    -> [TerminalLine]
  {
    // Split on the newline byte: splitting on Characters would segment every grapheme.
    var sourceLines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    while let newline = utf8[start...].firstIndex(of: 0x0A) {
      sourceLines.append(text[start..<newline])
      start = utf8.index(after: newline)
    }
    if start != utf8.endIndex { sourceLines.append(text[start...]) }
    var out: [TerminalLine] = []
    out.reserveCapacity(sourceLines.count)
    for (index, source) in sourceLines.enumerated() {
      let spans: [StyledSpan]
      if let highlighted, index < highlighted.count {
        spans = highlighted[index]
      } else {
        spans = [StyledSpan(String(source), style: style)]
      }
      cut(spans, width: max(width, 2), into: &out)
    }
    return out
  }

  /// One source line: tabs expanded, controls replaced, cut into lines of `width` cells.
  private func cut(_ spans: [StyledSpan], width: Int, into out: inout [TerminalLine]) {
    // Fast paths: printable ASCII that fits is taken as it is; with tabs, they are expanded
    // on bytes. Neither needs per-grapheme work.
    if spans.count == 1, let cells = DisplayWidth.asciiWidth(spans[0].text), cells <= width {
      out.append((cells == 0 ? TerminalLine() : TerminalLine(spans)).trimmingTrailingSpaces())
      return
    }
    if spans.count == 1, let expanded = Self.expandedASCII(spans[0].text) {
      let span = spans[0]
      if expanded.count <= width {
        let line =
          expanded.isEmpty
          ? TerminalLine()
          : TerminalLine([
            StyledSpan(
              String(decoding: expanded, as: UTF8.self), style: span.style, link: span.link)
          ])
        out.append(line.trimmingTrailingSpaces())
        return
      }
      var start = 0
      while expanded.count - start > width {
        var line = TerminalLine([
          StyledSpan(
            String(decoding: expanded[start..<(start + width - 1)], as: UTF8.self),
            style: span.style, link: span.link)
        ])
        line.append(Self.continuationMarker, style: theme.codeFrame, link: nil)
        out.append(line)
        start += width - 1
      }
      out.append(
        TerminalLine([
          StyledSpan(
            String(decoding: expanded[start...], as: UTF8.self), style: span.style, link: span.link)
        ]
        ).trimmingTrailingSpaces())
      return
    }
    var pieces: [(text: String, cells: Int, span: Int)] = []
    var column = 0
    for (spanIndex, span) in spans.enumerated() {
      for character in span.text {
        if character == "\t" {
          let cells = Self.tabStop - column % Self.tabStop
          for _ in 0..<cells { pieces.append((" ", 1, spanIndex)) }
          column += cells
        } else if character == "\r" || character == "\n" || character == "\r\n" {
          continue
        } else if let replacement = TextSanitizer.replacement(for: character) {
          pieces.append((replacement, 1, spanIndex))
          column += 1
        } else {
          let cells = DisplayWidth.of(character)
          pieces.append((String(character), cells, spanIndex))
          column += cells
        }
      }
    }
    var remaining = column
    var line = TerminalLine()
    var lineWidth = 0
    for piece in pieces {
      // The rest fits without a marker, or this piece fits with room left for one.
      let fitsToEnd = lineWidth + remaining <= width
      if !fitsToEnd, lineWidth + piece.cells > width - 1, lineWidth > 0 {
        line.append(Self.continuationMarker, style: theme.codeFrame, link: nil)
        out.append(line)
        line = TerminalLine()
        lineWidth = 0
      }
      let span = spans[piece.span]
      line.append(piece.text, style: span.style, link: span.link)
      lineWidth += piece.cells
      remaining -= piece.cells
    }
    out.append(line.trimmingTrailingSpaces())
  }

  /// The bytes of `text` with tabs expanded, or `nil` unless it is printable ASCII and tabs.
  static func expandedASCII(_ text: String) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte == 0x09 {
        let cells = tabStop - out.count % tabStop
        for _ in 0..<cells { out.append(0x20) }
      } else if byte >= 0x20 && byte < 0x7F {
        out.append(byte)
      } else {
        return nil
      }
    }
    return out
  }
}
