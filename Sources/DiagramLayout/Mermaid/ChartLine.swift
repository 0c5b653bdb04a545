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

  /// `lines` with a line whose `"` string is left open joined to the next lines up to the
  /// one that closes it, the line breaks kept (Mermaid's string states span lines: a branch
  /// name or a message over two lines); a quote no later line closes is left for the parser
  /// to report where it opens.
  static func joiningOpenStrings(_ lines: [ChartLine]) -> [ChartLine] {
    var result: [ChartLine] = []
    var index = 0
    while index < lines.count {
      var line = lines[index]
      index += 1
      guard line.content.unicodeScalars.count(where: { $0 == "\"" }) % 2 == 1 else {
        result.append(line)
        continue
      }
      var joined = line.content
      var next = index
      while next < lines.count {
        joined += "\n" + lines[next].content
        next += 1
        if lines[next - 1].content.unicodeScalars.count(where: { $0 == "\"" }) % 2 == 1 {
          line = ChartLine(number: line.number, indent: line.indent, content: joined)
          index = next
          break
        }
      }
      result.append(line)
    }
    return result
  }
}
