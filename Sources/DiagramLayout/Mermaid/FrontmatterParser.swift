import RenderSupport

/// Reads the YAML frontmatter (`---` … `---`) that may open a Mermaid diagram.
///
/// The top-level `title` is read here; everything else is kept by dotted key path
/// (`FrontmatterValues`) for `DiagramSettings`. It is a line reader for that flat subset of
/// YAML, not a YAML parser: anything else is skipped.
enum FrontmatterParser {
  struct Result {
    var title: String?
    /// The values of the block by dotted key path (`config.theme`).
    var values: [String: String] = [:]
    /// Where each of `values` was written.
    var positions: [String: SourcePosition] = [:]
  }

  /// Removes (blanks) a leading frontmatter block from `lines` and returns what it held.
  static func strip(_ lines: inout [[Unicode.Scalar]]) throws(DiagramError) -> Result? {
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      trimmed(lines[first]) == "---"
    else { return nil }
    guard let close = lines[(first + 1)...].firstIndex(where: { trimmed($0) == "---" }) else {
      throw DiagramError(
        .syntax, "the frontmatter opened here is not closed with '---'",
        at: SourcePosition(line: first + 1, column: 1))
    }
    var result = Result()
    for index in (first + 1)..<close {
      let line = lines[index].string
      guard !line.hasPrefix(" "), !line.hasPrefix("\t") else { continue }
      let text = line.trimmingCharacters()
      guard text.hasPrefix("title"), let colon = text.firstIndex(of: ":"),
        String(text[..<colon]).trimmingCharacters() == "title"
      else { continue }
      let value = unquote(String(text[text.index(after: colon)...]).trimmingCharacters())
      if !value.isEmpty { result.title = value }
    }
    result.values = FrontmatterValues.read(
      lines[(first + 1)..<close], positions: &result.positions)
    for index in first...close { lines[index] = [] }
    return result
  }

  static func isBlank(_ line: [Unicode.Scalar]) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  static func trimmed(_ line: [Unicode.Scalar]) -> String {
    line.string.trimmingCharacters()
  }

  static func unquote(_ value: String) -> String {
    if value.count >= 2, let first = value.first, first == "\"" || first == "'",
      value.last == first
    {
      return String(value.dropFirst().dropLast())
    }
    return value
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingCharacters() -> String {
    // Printable ASCII at both ends: nothing to trim (the common case, without grapheme work).
    if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first),
      (0x21..<0x7F).contains(last)
    {
      return self
    }
    var view = Substring(self)
    while let first = view.first, first.isWhitespace { view.removeFirst() }
    while let last = view.last, last.isWhitespace { view.removeLast() }
    return String(view)
  }
}
