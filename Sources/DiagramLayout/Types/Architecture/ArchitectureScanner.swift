import RenderSupport

/// Reads one architecture statement left to right, with positions for errors.
struct ArchitectureScanner {
  let line: ChartLine
  var index: String.Index

  init(_ line: ChartLine) {
    self.line = line
    index = line.content.startIndex
  }

  var text: String { line.content }
  var here: SourcePosition { line.position(index) }
  var rest: Substring { text[index...] }

  func error(_ message: String) -> DiagramError {
    DiagramError(.syntax, "\(message), found \(DiagramError.quoted(rest))", at: here)
  }

  mutating func skipBlanks() {
    while index < text.endIndex, text[index] == " " || text[index] == "\t" {
      index = text.index(after: index)
    }
  }

  /// Skips the statement's keyword.
  mutating func skipWord() {
    while index < text.endIndex, text[index] != " ", text[index] != "\t" {
      index = text.index(after: index)
    }
  }

  mutating func consume(_ literal: String) -> Bool {
    guard rest.hasPrefix(literal) else { return false }
    index = text.index(index, offsetBy: literal.count)
    return true
  }

  mutating func expect(_ literal: String) throws(DiagramError) {
    guard consume(literal) else { throw error("expected '\(literal)'") }
  }

  /// The keyword `word` as a whole word, after blanks.
  mutating func word(_ word: String) -> Bool {
    let save = index
    skipBlanks()
    if consume(word), index == text.endIndex || text[index] == " " || text[index] == "\t" {
      return true
    }
    index = save
    return false
  }

  /// An id: letters, digits, `_` and `-` (Mermaid's `ARCH_ID`).
  mutating func identifier(what: String) throws(DiagramError) -> String {
    skipBlanks()
    let start = index
    while index < text.endIndex,
      text[index].isLetter || text[index].isNumber || text[index] == "_" || text[index] == "-"
    {
      // A `-` that starts a link (`--`, `-[`) ends the id.
      if text[index] == "-", rest.hasPrefix("--") || rest.hasPrefix("-[") { break }
      index = text.index(after: index)
    }
    guard start < index else { throw error("expected \(what)") }
    return String(text[start..<index])
  }

  /// `(…)` or `[…]` right here, its text; nil when the opening is not next.
  mutating func enclosed(_ open: Character, _ close: Character) throws(DiagramError) -> String? {
    guard index < text.endIndex, text[index] == open else { return nil }
    let at = here
    guard let end = text[index...].firstIndex(of: close) else {
      throw DiagramError(.syntax, "expected '\(close)' to close '\(open)'", at: at)
    }
    let inner = String(text[text.index(after: index)..<end])
    index = text.index(after: end)
    return ChartText.lines(inner).joined(separator: " ")
  }

  /// `"…"` right here, its text.
  mutating func quoted() throws(DiagramError) -> String? {
    guard index < text.endIndex, text[index] == "\"" else { return nil }
    let at = here
    let after = text.index(after: index)
    guard let end = text[after...].firstIndex(of: "\"") else {
      throw DiagramError(.syntax, "this string is not closed by '\"'", at: at)
    }
    index = text.index(after: end)
    return String(text[after..<end])
  }

  /// `L`, `R`, `T` or `B`.
  mutating func side() throws(DiagramError) -> ArchitectureDiagram.Side {
    guard index < text.endIndex, let side = ArchitectureDiagram.Side(rawValue: String(text[index]))
    else { throw error("expected a side: L, R, T or B") }
    index = text.index(after: index)
    return side
  }

  /// Nothing but blanks is left.
  mutating func end() throws(DiagramError) {
    skipBlanks()
    guard index == text.endIndex else { throw error("expected the end of the statement") }
  }
}
