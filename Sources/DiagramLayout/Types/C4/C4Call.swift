import RenderSupport

/// One C4 macro call on a line: `Name(arg, "arg", $key="value") {` — its name, positional
/// arguments (quotes removed), named `$key` arguments, and whether a `{` opens a boundary.
struct C4Call {
  var name: String
  var arguments: [String]
  var named: [String: String]
  var opens: Bool

  /// Reads `line`'s content as a call; errors name the line and column.
  init(_ line: ChartLine) throws(DiagramError) {
    let text = line.content
    guard let open = text.firstIndex(of: "(") else {
      throw DiagramError(
        .syntax,
        "expected a C4 element, boundary or relationship, found "
          + DiagramError.quoted(text), at: line.start)
    }
    name = String(text[..<open]).trimmingCharacters()
    arguments = []
    named = [:]
    opens = false
    var index = text.index(after: open)
    var current = ""
    var quoted = false
    var closed = false
    var argumentStart = index
    while index < text.endIndex {
      let character = text[index]
      if quoted {
        if character == "\"" { quoted = false } else { current.append(character) }
      } else if character == "\"" {
        quoted = true
      } else if character == "," || character == ")" {
        add(current, at: line.position(argumentStart))
        current = ""
        argumentStart = text.index(after: index)
        if character == ")" {
          closed = true
          index = text.index(after: index)
          break
        }
      } else {
        current.append(character)
      }
      index = text.index(after: index)
    }
    guard closed else {
      throw DiagramError(
        .syntax, quoted ? "this string is not closed by '\"'" : "expected ')' to close the call",
        at: line.position(open))
    }
    let rest = String(text[index...]).trimmingCharacters()
    opens = rest == "{"
    guard rest.isEmpty || opens else {
      throw DiagramError(
        .syntax, "expected '{' or the end of the line, found \(DiagramError.quoted(rest))",
        at: line.position(index))
    }
  }

  /// One argument: `$key=value` is named, anything else positional.
  mutating func add(_ raw: String, at position: SourcePosition) {
    let value = raw.trimmingCharacters()
    if value.hasPrefix("$"), let equals = value.firstIndex(of: "=") {
      let key = String(value[value.index(after: value.startIndex)..<equals])
      named[key] = String(value[value.index(after: equals)...]).trimmingCharacters()
      return
    }
    arguments.append(value)
  }

  /// The positional argument at `index`, nil when missing or empty.
  func argument(_ index: Int) -> String? {
    guard index < arguments.count, !arguments[index].isEmpty else { return nil }
    return arguments[index]
  }
}
