/// Splits text into lines the way vscode-textmate's callers do: at `\r\n`, `\r` or `\n`; a
/// trailing line break gives one more, empty, line. Lines exclude their breaks.
package enum SourceLines {
  /// One line of a text.
  package struct Line: Sendable {
    /// The line without its break.
    package let text: Substring
    /// UTF-8 offset of the line's start in the whole text.
    package let utf8Offset: Int
    /// Length of the break after it: 0 (last line), 1 or 2 (`\r\n`).
    package let breakLength: Int
  }

  package static func split(_ text: String) -> [Line] {
    var lines: [Line] = []
    let utf8 = text.utf8
    var lineStart = utf8.startIndex
    var lineStartOffset = 0
    var index = utf8.startIndex
    var offset = 0
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x0A || byte == 0x0D {
        var breakLength = 1
        let next = utf8.index(after: index)
        if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { breakLength = 2 }
        lines.append(
          Line(text: text[lineStart..<index], utf8Offset: lineStartOffset, breakLength: breakLength)
        )
        index = utf8.index(index, offsetBy: breakLength)
        offset += breakLength
        lineStart = index
        lineStartOffset = offset
        continue
      }
      index = utf8.index(after: index)
      offset += 1
    }
    lines.append(
      Line(text: text[lineStart..<utf8.endIndex], utf8Offset: lineStartOffset, breakLength: 0))
    return lines
  }
}
