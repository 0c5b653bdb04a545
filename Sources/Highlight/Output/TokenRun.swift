import RenderSupport

/// One entry of the JSON contract's `runs`: UTF-16 offsets into the unchanged source.
package struct TokenRun: Hashable, Sendable {
  package var location: Int
  package var length: Int
  package var color: RGBColor
  package var fontStyle: FontStyle

  package init(location: Int, length: Int, color: RGBColor, fontStyle: FontStyle) {
    self.location = location
    self.length = length
    self.color = color
    self.fontStyle = fontStyle
  }
}

/// Turns styled lines into the contract's runs.
///
/// Post-conditions: runs are sorted and non-overlapping, never contain a line break, never
/// carry the plain style (theme foreground, no font style: that is what uncovered text means),
/// and two touching runs on one line never have the same colour and font style.
package enum TokenRunBuilder {
  /// Calls `body` with each merged run of one line, in UTF-8 offsets relative to the line.
  @inline(__always)
  static func forEachLineRun(
    _ line: HighlightedLine, plain: TokenStyle, _ body: (Int, Int, TokenStyle) -> Void
  ) {
    var open: (start: Int, end: Int, style: TokenStyle)?
    for span in line.spans where span.end > span.start {
      let style = span.style
      if style.foreground == plain.foreground && style.fontStyle.isEmpty { continue }
      if let run = open, run.end == span.start, run.style.foreground == style.foreground,
        run.style.fontStyle == style.fontStyle
      {
        open!.end = span.end
      } else {
        if let run = open { body(run.start, run.end, run.style) }
        open = (span.start, span.end, style)
      }
    }
    if let run = open { body(run.start, run.end, run.style) }
  }

  /// How many runs `source` gives (for the run budget), without converting offsets.
  package static func count(_ source: HighlightedSource) -> Int {
    let plain = source.theme.defaultStyle
    return source.lines.reduce(0) { $0 + lineRunCount($1, plain: plain) }
  }

  /// How many runs one line's `spans` give (what the run budget counts), without making them.
  package static func lineRunCount(_ spans: [StyledSpan], plain: TokenStyle) -> Int {
    lineRunCount(HighlightedLine(start: 0, end: 0, terminatorLength: 0, spans: spans), plain: plain)
  }

  /// How many runs `forEachLineRun` gives for `line`, without making them.
  static func lineRunCount(_ line: HighlightedLine, plain: TokenStyle) -> Int {
    var count = 0
    forEachLineRun(line, plain: plain) { _, _, _ in count += 1 }
    return count
  }

  /// The runs of `source` in UTF-16 offsets of `source.source`.
  package static func runs(_ source: HighlightedSource) -> [TokenRun] {
    let plain = source.theme.defaultStyle
    var text = source.source
    return text.withUTF8 { bytes in
      var cursor = UTF16OffsetCursor(bytes)
      var result: [TokenRun] = []
      for line in source.lines {
        forEachLineRun(line, plain: plain) { start, end, style in
          let location = cursor.utf16(at: line.start + start)
          let endOffset = cursor.utf16(at: line.start + end)
          result.append(
            TokenRun(
              location: location, length: endOffset - location, color: style.foreground,
              fontStyle: style.fontStyle))
        }
      }
      return result
    }
  }
}
