import RenderSupport

/// Reads the words of one event-model statement left to right, with their positions.
struct EventModelingScanner {
  let line: ChartLine
  private var index: String.Index

  init(_ line: ChartLine) {
    self.line = line
    index = line.content.startIndex
  }

  /// Where the next word starts.
  var position: SourcePosition { line.position(index) }

  /// Whether only blanks are left.
  var atEnd: Bool {
    line.content[index...].allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The text left, trimmed.
  var rest: String { String(line.content[index...]).trimmingCharacters() }

  private mutating func skipBlanks() {
    while index < line.content.endIndex, line.content[index] == " " || line.content[index] == "\t" {
      index = line.content.index(after: index)
    }
  }

  /// The next blank-separated word ("" at the end).
  mutating func word() -> (text: String, position: SourcePosition) {
    skipBlanks()
    let start = index
    while index < line.content.endIndex, line.content[index] != " ", line.content[index] != "\t" {
      index = line.content.index(after: index)
    }
    return (String(line.content[start..<index]), line.position(start))
  }

  /// Takes `text` after blanks if it comes next.
  mutating func take(_ text: String) -> Bool {
    skipBlanks()
    guard line.content[index...].hasPrefix(text) else { return false }
    index = line.content.index(index, offsetBy: text.count)
    return true
  }

  /// A frame number: one to three digits (Mermaid's `EM_FID`).
  mutating func frameNumber() throws(DiagramError) -> EventModelingReader.Reference {
    skipBlanks()
    let start = index
    while index < line.content.endIndex, line.content[index].isASCII,
      line.content[index].isNumber
    {
      index = line.content.index(after: index)
    }
    let digits = line.content[start..<index]
    guard (1...3).contains(digits.count) else {
      index = start
      let found = word().text
      index = start
      throw DiagramError(
        .syntax,
        "expected a frame number (1 to 3 digits), found "
          + (found.isEmpty ? "the end of the line" : DiagramError.quoted(found)),
        at: line.position(start))
    }
    return .init(name: String(digits), position: line.position(start))
  }

  /// An identifier: names of letters, digits and `_` (not starting with a digit) joined by
  /// `.` (Mermaid's `QualifiedName`; letters beyond ASCII are read as letters too).
  mutating func identifier() throws(DiagramError) -> (text: String, position: SourcePosition) {
    skipBlanks()
    let start = index
    var partStart = true
    while index < line.content.endIndex {
      let character = line.content[index]
      if character == "_" || character.isLetter || (!partStart && character.isNumber) {
        partStart = false
      } else if character == ".", !partStart {
        let after = line.content.index(after: index)
        guard after < line.content.endIndex,
          line.content[after] == "_" || line.content[after].isLetter
        else { break }
        partStart = true
      } else {
        break
      }
      index = line.content.index(after: index)
    }
    guard start < index else {
      let found = word().text
      index = start
      throw DiagramError(
        .syntax,
        "expected a name, found "
          + (found.isEmpty ? "the end of the line" : DiagramError.quoted(found)),
        at: line.position(start))
    }
    return (String(line.content[start..<index]), line.position(start))
  }

  /// An optional `` `type` `` before data.
  mutating func dataType() throws(DiagramError) -> String? {
    let start = position
    guard take("`") else { return nil }
    let rest = line.content[index...]
    guard let close = rest.firstIndex(of: "`") else {
      throw DiagramError(.syntax, "the data type's ` is not closed", at: start)
    }
    let type = String(rest[..<close])
    guard EventModelingReader.dataTypes.contains(type) else {
      throw DiagramError(
        .syntax,
        "unknown data type \(DiagramError.quoted(type)) (expected json, jsobj, figma, salt, "
          + "uri, md, html or text)", at: start)
    }
    index = line.content.index(after: close)
    return type
  }

  /// Inline data: `{…}`, `"…"` or `'…'` up to the last closing mark on the line (Mermaid's
  /// `EM_DATA_INLINE` is greedy), kept as written.
  mutating func inlineData() throws(DiagramError) -> EventModelingDiagram.Data {
    let type = try dataType()
    skipBlanks()
    let start = index
    guard let open = line.content[index...].first, "{\"'".contains(open) else {
      let found = word().text
      throw DiagramError(
        .syntax, "unexpected " + DiagramError.quoted(found) + " after the frame",
        at: line.position(start))
    }
    let close: Character = open == "{" ? "}" : open
    let after = line.content.index(after: index)
    guard let end = line.content[after...].lastIndex(of: close) else {
      throw DiagramError(.syntax, "the data's \(open) is not closed", at: line.position(start))
    }
    index = line.content.index(after: end)
    let text = open == "{" ? line.content[start..<index] : line.content[after..<end]
    return .init(type: type, lines: [String(text).trimmingCharacters()])
  }

  /// Throws unless only blanks are left.
  func expectEnd() throws(DiagramError) {
    guard atEnd else {
      var copy = self
      let found = copy.word()
      throw DiagramError(
        .syntax, "unexpected " + DiagramError.quoted(found.text), at: found.position)
    }
  }
}
