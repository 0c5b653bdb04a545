import RenderSupport

/// Reads the YAML frontmatter (`---` … `---`) that may open a Mermaid diagram.
///
/// Mermaid finds the block after any blank lines and ends it only at a `---` line (a block
/// left open is an error, as Mermaid's is). Its lines are read by the front-matter reader notes
/// use too: the top-level `title` here, everything else by dotted key path
/// (`FrontmatterValues`) for `DiagramSettings`; what the subset does not read is skipped.
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
    let block = lines[(first + 1)..<close].map { line in
      var text = Substring(line.string)
      if text.hasSuffix("\r") { text.removeLast() }
      return text
    }
    let nodes = FrontMatterReader.read(block)
    var result = Result()
    for node in nodes where node.key == "title" {
      if case .scalar(let text) = node.value, !text.isEmpty { result.title = text }
    }
    result.values = FrontmatterValues.read(
      nodes, firstLine: first + 1, positions: &result.positions)
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
