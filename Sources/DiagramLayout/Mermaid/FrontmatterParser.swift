import RenderSupport

/// Reads the YAML frontmatter (`---` … `---`) that may open a Mermaid diagram.
///
/// Only the keys this library uses are read: top-level `title`, and `theme` and (flowchart)
/// `inheritDir` under `config`.
/// It is a line reader for that flat subset, not a YAML parser: anything else is skipped.
enum FrontmatterParser {
  struct Result {
    var title: String?
    var settings = DiagramSettings()
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
    var inConfig = false
    for index in (first + 1)..<close {
      let line = lines[index].string
      let indent = line.prefix(while: { $0 == " " }).count
      let text = line.trimmingCharacters()
      guard !text.isEmpty, !text.hasPrefix("#") else { continue }
      guard let colon = text.firstIndex(of: ":") else { continue }
      let key = String(text[..<colon]).trimmingCharacters()
      let value = unquote(String(text[text.index(after: colon)...]).trimmingCharacters())
      if indent == 0 {
        inConfig = key == "config"
        if key == "title", !value.isEmpty { result.title = value }
      } else if inConfig, key == "theme", let theme = DiagramSettings.themeName(value) {
        result.settings.theme = theme
      } else if inConfig, key == "wrappingWidth", let width = DiagramSettings.width(value) {
        result.settings.wrappingWidth = width
      } else if inConfig, key == "inheritDir" {
        result.settings.subgraphsInheritDirection = value.lowercased() == "true"
      }
    }
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
