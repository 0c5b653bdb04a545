import RenderSupport

/// Reads `%%{init: …}%%` (and `%%{initialize: …}%%`, `%%{wrap}%%`) directives into config
/// values and blanks every `%%{…}%%`.
///
/// An init body is read by `ConfigObjectReader` into the same dotted paths as frontmatter
/// `config` (`%%{init: {"theme": "dark"}}%%` sets `config.theme`), so every diagram type
/// reads its options the same way whichever way they were written. What is read is only
/// looked up by the settings this library honours; limits and security settings in it are
/// never read.
enum DirectiveParser {
  static func strip(
    _ lines: inout [[Unicode.Scalar]], into values: inout [String: String],
    positions: inout [String: SourcePosition]
  ) throws(DiagramError) {
    var index = 0
    while index < lines.count {
      guard lines[index].trimmedPrefix("%%{") else {
        index += 1
        continue
      }
      var text = ""
      var last = index
      while true {
        text += lines[last].string + "\n"
        if lines[last].string.contains("}%%") { break }
        last += 1
        guard last < lines.count else {
          throw DiagramError(
            .syntax, "the directive opened here is not closed with '}%%'",
            at: SourcePosition(line: index + 1, column: 1))
        }
      }
      read(text, into: &values, positions: &positions, line: index + 1)
      for blank in index...last { lines[blank] = [] }
      index = last + 1
    }
  }

  /// Merges the values of one directive (`%%{ … }%%` and its lines) into `values`.
  static func read(_ text: String, into values: inout [String: String]) {
    var positions: [String: SourcePosition] = [:]
    read(text, into: &values, positions: &positions, line: 1)
  }

  /// Merges the values of one directive starting on `line` into `values`, and where each key
  /// is written into `positions`.
  static func read(
    _ text: String, into values: inout [String: String],
    positions: inout [String: SourcePosition], line: Int
  ) {
    // Not trimmed: offsets into `body` are offsets into `text`, so keys keep their columns.
    var body = Substring(text)
    guard let open = body.range(of: "%%{") else { return }
    body = body[open.upperBound...]
    if let close = body.range(of: "}%%", options: .backwards) {
      body = body[..<close.lowerBound]
    }
    body = body.drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
    let name = body.prefix(while: { $0.isLetter })
    switch name {
    case "init", "initialize":
      var rest = body.dropFirst(name.count)
      rest = rest.drop { $0 == "\"" || $0 == "'" || $0 == " " || $0 == "\t" }
      guard rest.first == ":" else { return }
      let object = rest.dropFirst()
      let read = ConfigObjectReader.readWithOffsets(String(object), prefix: "config")
      values.merge(read.values) { _, new in new }
      let start = text.unicodeScalars.distance(
        from: text.unicodeScalars.startIndex, to: object.startIndex)
      let scalars = Array(text.unicodeScalars)
      for (path, offset) in read.offsets {
        positions[path] = position(of: start + offset, in: scalars, firstLine: line)
      }
    case "wrap":
      // Mermaid's `%%{wrap}%%`: wrap sequence messages and notes.
      values["config.wrap"] = "true"
      positions["config.wrap"] = SourcePosition(line: line, column: 1)
    default:
      return
    }
  }

  /// The line and column of scalar `offset` in `scalars`, lines counted from `firstLine`.
  static func position(of offset: Int, in scalars: [Unicode.Scalar], firstLine: Int)
    -> SourcePosition
  {
    var line = firstLine
    var column = 1
    for scalar in scalars.prefix(offset) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }
}
