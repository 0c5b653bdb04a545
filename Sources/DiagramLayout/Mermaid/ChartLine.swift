import RenderSupport

/// One non-blank body line of a line-oriented diagram (pie, Gantt, timeline, XY chart,
/// mindmap, Git graph), with what its parser needs to report positions.
struct ChartLine: Sendable {
  /// The 1-based line number in the original text.
  let number: Int
  /// The number of blanks (spaces, tabs) before the content.
  let indent: Int
  /// The line without leading and trailing blanks, and without a `%%` comment.
  let content: String

  /// The position of `index` in `content` (column counted in scalars, as the cursor does).
  func position(_ index: String.Index) -> SourcePosition {
    let offset = content.unicodeScalars[..<index].count
    return SourcePosition(line: number, column: indent + 1 + offset)
  }

  /// The position of the content's first character.
  var start: SourcePosition { SourcePosition(line: number, column: indent + 1) }

  /// The first word (up to a blank or `:`) and the trimmed text after it.
  var keyword: (word: String, rest: String) {
    let word = content.prefix { $0 != " " && $0 != "\t" && $0 != ":" }
    return (String(word), String(content[word.endIndex...]).trimmingCharacters())
  }

  /// Where the text after `keyword` starts.
  var restStart: SourcePosition {
    let word = content.prefix { $0 != " " && $0 != "\t" && $0 != ":" }
    let rest = content[word.endIndex...].prefix { $0 == " " || $0 == "\t" }
    return position(rest.endIndex)
  }

  /// The non-blank lines of `source`'s body.
  static func lines(_ source: MermaidSource) -> [ChartLine] {
    source.bodyLines.compactMap { number, text in
      var text = text
      if let comment = text.firstRange(of: "%%") { text = String(text[..<comment.lowerBound]) }
      let indent = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
      let content = text.trimmingCharacters()
      return content.isEmpty ? nil : ChartLine(number: number, indent: indent, content: content)
    }
  }
}
