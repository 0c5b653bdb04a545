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
    _ lines: inout [[Unicode.Scalar]], into values: inout [String: String]
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
      read(text, into: &values)
      for blank in index...last { lines[blank] = [] }
      index = last + 1
    }
  }

  /// Merges the values of one directive (`%%{ … }%%` and its lines) into `values`.
  static func read(_ text: String, into values: inout [String: String]) {
    var body = Substring(text.trimmingCharacters())
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
      let read = ConfigObjectReader.read(String(rest.dropFirst()), prefix: "config")
      values.merge(read) { _, new in new }
    case "wrap":
      // Mermaid's `%%{wrap}%%`: wrap sequence messages and notes.
      values["config.wrap"] = "true"
    default:
      return
    }
  }
}
