import RenderSupport

/// Reads `%%{init: …}%%` (and `%%{initialize: …}%%`) directives and blanks every `%%{…}%%`.
///
/// The directive body is JSON-like; only `theme` and `inheritDir` keys are honoured. Everything else, notably
/// `securityLevel`, `htmlLabels` and size limits, is ignored by design.
enum DirectiveParser {
  static func strip(
    _ lines: inout [[Unicode.Scalar]], into settings: inout DiagramSettings
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
      let body = text.trimmingCharacters().dropFirst(3)
      let name = body.prefix(while: { $0.isLetter })
      if name == "init" || name == "initialize" {
        if let theme = wordValue(of: "theme", in: String(body)).flatMap(DiagramSettings.themeName) {
          settings.theme = theme
        }
        if let width = numberValue(of: "wrappingWidth", in: String(body))
          .flatMap(DiagramSettings.width)
        {
          settings.wrappingWidth = width
        }
        if let inherit = wordValue(of: "inheritDir", in: String(body)) {
          settings.subgraphsInheritDirection = inherit.lowercased() == "true"
        }
      }
      for blank in index...last { lines[blank] = [] }
      index = last + 1
    }
  }

  /// The number value of the first `name` key in a directive body (`"wrappingWidth": 300`).
  static func numberValue(of name: String, in body: String) -> String? {
    guard let range = body.range(of: name) else { return nil }
    let rest = body[range.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
    guard rest.first == ":" else { return nil }
    let value = rest.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
    let number = value.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    return number.isEmpty ? nil : String(number.prefix(12))
  }

  /// The word value of the first `name` key (quoted or not) in a directive body.
  static func wordValue(of name: String, in body: String) -> String? {
    let scalars = Array(body.unicodeScalars)
    let key = Array(name.unicodeScalars)
    var index = 0
    while index + key.count <= scalars.count {
      if Array(scalars[index..<(index + key.count)]) == key {
        var cursor = index + key.count
        if cursor < scalars.count, scalars[cursor] == "\"" || scalars[cursor] == "'" {
          cursor += 1
        }
        while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
        if cursor < scalars.count, scalars[cursor] == ":" {
          cursor += 1
          while cursor < scalars.count,
            scalars[cursor] == " " || scalars[cursor] == "\"" || scalars[cursor] == "'"
          {
            cursor += 1
          }
          var word = ""
          while cursor < scalars.count, scalars[cursor].properties.isAlphabetic {
            word.unicodeScalars.append(scalars[cursor])
            cursor += 1
          }
          return word
        }
      }
      index += 1
    }
    return nil
  }
}
