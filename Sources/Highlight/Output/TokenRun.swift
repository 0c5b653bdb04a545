import RenderSupport

/// One entry of the JSON contract's `runs`: UTF-16 offsets into the unchanged source.
public struct TokenRun: Hashable, Sendable {
  public var location: Int
  public var length: Int
  public var color: RGBColor
  public var fontStyle: FontStyle

  public init(location: Int, length: Int, color: RGBColor, fontStyle: FontStyle) {
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
public enum TokenRunBuilder {
  /// Merged runs of one line in UTF-8 offsets relative to the line.
  static func lineRuns(_ line: HighlightedLine, plain: TokenStyle) -> [(Int, Int, TokenStyle)] {
    var runs: [(Int, Int, TokenStyle)] = []
    for span in line.spans where span.end > span.start {
      let style = span.style
      if style.foreground == plain.foreground && style.fontStyle.isEmpty { continue }
      if let last = runs.last, last.1 == span.start, last.2.foreground == style.foreground,
        last.2.fontStyle == style.fontStyle
      {
        runs[runs.count - 1].1 = span.end
      } else {
        runs.append((span.start, span.end, style))
      }
    }
    return runs
  }

  /// How many runs `source` gives (for the run budget), without converting offsets.
  public static func count(_ source: HighlightedSource) -> Int {
    let plain = source.theme.defaultStyle
    return source.lines.reduce(0) { $0 + lineRunCount($1, plain: plain) }
  }

  /// How many runs `lineRuns` gives for `line`, without making them.
  static func lineRunCount(_ line: HighlightedLine, plain: TokenStyle) -> Int {
    var count = 0
    var last: (end: Int, style: TokenStyle)?
    for span in line.spans where span.end > span.start {
      let style = span.style
      if style.foreground == plain.foreground && style.fontStyle.isEmpty { continue }
      if let previous = last, previous.end == span.start,
        previous.style.foreground == style.foreground, previous.style.fontStyle == style.fontStyle
      {
        last = (span.end, previous.style)
      } else {
        count += 1
        last = (span.end, style)
      }
    }
    return count
  }

  /// The runs of `source` in UTF-16 offsets of `source.source`.
  public static func runs(_ source: HighlightedSource) -> [TokenRun] {
    let plain = source.theme.defaultStyle
    var cursor = UTF16OffsetCursor(source.source)
    var result: [TokenRun] = []
    for line in source.lines {
      for (start, end, style) in lineRuns(line, plain: plain) {
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
