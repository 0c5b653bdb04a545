import RenderSupport

/// A cursor over one Venn statement's scalars after its keyword.
struct VennReader {
  let line: ChartLine
  let scalars: [Unicode.Scalar]
  var index: Int

  init(line: ChartLine, offset: Int) {
    self.line = line
    scalars = Array(line.content.unicodeScalars)
    index = offset
  }

  var position: SourcePosition {
    SourcePosition(line: line.number, column: line.indent + 1 + index)
  }

  mutating func skipBlanks() {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  /// One id: a bare word of letters, digits, `_` and `-`, or a quoted string.
  mutating func identifier() throws(DiagramError) -> (text: String, position: SourcePosition) {
    skipBlanks()
    let start = position
    if index < scalars.count, scalars[index] == "\"" {
      return (try quoted(), start)
    }
    var text = String.UnicodeScalarView()
    while index < scalars.count,
      scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
        || scalars[index] == "_" || scalars[index] == "-"
    {
      text.append(scalars[index])
      index += 1
    }
    guard !text.isEmpty else {
      throw DiagramError(
        .syntax,
        "expected a set name (a word or a quoted string), found "
          + DiagramError.quoted(rest), at: start)
    }
    return (String(text), start)
  }

  /// The text between double quotes; the cursor is on the opening quote.
  mutating func quoted() throws(DiagramError) -> String {
    let start = position
    index += 1
    var text = String.UnicodeScalarView()
    while index < scalars.count, scalars[index] != "\"" {
      text.append(scalars[index])
      index += 1
    }
    guard index < scalars.count else {
      throw DiagramError(.syntax, "a quoted string is not closed", at: start)
    }
    index += 1
    return String(text)
  }

  /// Ids separated by commas.
  mutating func identifiers() throws(DiagramError) -> [(text: String, position: SourcePosition)] {
    var ids = [try identifier()]
    while true {
      let save = index
      skipBlanks()
      guard index < scalars.count, scalars[index] == "," else {
        index = save
        return ids
      }
      index += 1
      ids.append(try identifier())
    }
  }

  /// Whether only blanks are left.
  var atEnd: Bool {
    var probe = index
    while probe < scalars.count, scalars[probe] == " " || scalars[probe] == "\t" { probe += 1 }
    return probe == scalars.count
  }

  /// Whether an id comes next that is not a draft-syntax field name (`label:`).
  var atIdentifier: Bool {
    var probe = self
    guard probe.index < scalars.count, (try? probe.identifier()) != nil else { return false }
    probe.skipBlanks()
    return probe.index == scalars.count || scalars[probe.index] != ":"
  }

  /// Mermaid's label in brackets, `["…"]` or `[…]`, when one comes next.
  mutating func bracketLabel() throws(DiagramError) -> String? {
    skipBlanks()
    guard index < scalars.count, scalars[index] == "[" else { return nil }
    let start = position
    index += 1
    let quotedLabel = index < scalars.count && scalars[index] == "\""
    if quotedLabel { index += 1 }
    var text = String.UnicodeScalarView()
    while index < scalars.count, scalars[index] != (quotedLabel ? "\"" : "]") {
      if !quotedLabel, scalars[index] == "\"" { break }
      text.append(scalars[index])
      index += 1
    }
    if quotedLabel, index < scalars.count { index += 1 }
    guard index < scalars.count, scalars[index] == "]", quotedLabel || !text.isEmpty else {
      throw DiagramError(
        .syntax, "a label is written [\"text\"] or [text] and closed by ']'", at: start)
    }
    index += 1
    return String(text)
  }

  /// Mermaid's size after a colon (`: 20`), when one comes next.
  mutating func size() throws(DiagramError) -> (value: Double, position: SourcePosition)? {
    skipBlanks()
    guard index < scalars.count, scalars[index] == ":" else { return nil }
    index += 1
    skipBlanks()
    let start = position
    var text = String.UnicodeScalarView()
    while index < scalars.count, scalars[index] != " ", scalars[index] != "\t",
      scalars[index] != ","
    {
      text.append(scalars[index])
      index += 1
    }
    guard let value = Double(String(text)), value.isFinite, value > 0, value < 1e9 else {
      throw DiagramError(
        .syntax, "a size is a positive number, found \(DiagramError.quoted(String(text)))",
        at: start)
    }
    return (value, start)
  }

  /// A `style` statement's `property:value` pairs separated by commas. A value is a quoted
  /// string or the text up to the next comma outside parentheses (`rgb(1, 2, 3)` is one value).
  mutating func styleFields() throws(DiagramError) -> [(
    name: String, value: String, position: SourcePosition
  )] {
    var fields: [(String, String, SourcePosition)] = []
    repeat {
      skipBlanks()
      let start = position
      let startIndex = index
      var name = String.UnicodeScalarView()
      while index < scalars.count,
        scalars[index].properties.isAlphabetic || scalars[index] == "-" || scalars[index] == "_"
      {
        name.append(scalars[index])
        index += 1
      }
      skipBlanks()
      guard !name.isEmpty, index < scalars.count, scalars[index] == ":" else {
        throw DiagramError(
          .syntax,
          "expected a style (fill:…, color:…, stroke:…), found "
            + DiagramError.quoted(String(String.UnicodeScalarView(scalars[startIndex...]))),
          at: start)
      }
      index += 1
      skipBlanks()
      let valueStart = position
      var value = String.UnicodeScalarView()
      if index < scalars.count, scalars[index] == "\"" {
        value = try quoted().unicodeScalars
      } else {
        var depth = 0
        while index < scalars.count, depth > 0 || scalars[index] != "," {
          if scalars[index] == "(" { depth += 1 }
          if scalars[index] == ")" { depth = max(0, depth - 1) }
          value.append(scalars[index])
          index += 1
        }
      }
      let text = String(value).trimmingCharacters()
      guard !text.isEmpty else {
        throw DiagramError(.syntax, "the style \(String(name)) has no value", at: valueStart)
      }
      fields.append((String(name).lowercased(), text, start))
      skipBlanks()
      guard index < scalars.count else { break }
      guard scalars[index] == "," else {
        throw DiagramError(
          .syntax, "expected ',' between styles, found " + DiagramError.quoted(rest),
          at: position)
      }
      index += 1
    } while true
    return fields
  }

  /// The text left on the line.
  var rest: String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[index...])
    return String(view)
  }

  /// `key: value` fields separated by commas, up to the line's end; a value is a quoted
  /// string or the text up to the next comma.
  mutating func fields(allowed: Set<String>) throws(DiagramError) -> [String: (
    text: String, position: SourcePosition
  )] {
    var fields: [String: (String, SourcePosition)] = [:]
    skipBlanks()
    while index < scalars.count {
      let keyStart = position
      var key = String.UnicodeScalarView()
      while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_" {
        key.append(scalars[index])
        index += 1
      }
      skipBlanks()
      guard !key.isEmpty, index < scalars.count, scalars[index] == ":" else {
        throw DiagramError(
          .syntax,
          "expected [\"label\"], ': size' or fields (size: …, label: …, color: …, "
            + "background: …), found " + DiagramError.quoted(rest), at: keyStart)
      }
      let name = String(key).lowercased()
      guard allowed.contains(name) else {
        throw DiagramError(
          .syntax,
          "unknown field \(DiagramError.quoted(String(key))); expected "
            + allowed.sorted().joined(separator: ", "), at: keyStart)
      }
      index += 1
      skipBlanks()
      let valueStart = position
      var value: String
      if index < scalars.count, scalars[index] == "\"" {
        value = try quoted()
        skipBlanks()
      } else {
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "," {
          text.append(scalars[index])
          index += 1
        }
        value = String(text).trimmingCharacters()
      }
      guard !value.isEmpty else {
        throw DiagramError(.syntax, "the field \(name) has no value", at: valueStart)
      }
      if name == "color" || name == "background" {
        guard let color = StyleParser.color(value) else {
          throw DiagramError(
            .syntax,
            "expected a colour (#rgb, #rrggbb, rgb(…) or a name), found "
              + DiagramError.quoted(value), at: valueStart)
        }
        value = color
      }
      fields[name] = (value, valueStart)
      if index < scalars.count {
        guard scalars[index] == "," else {
          throw DiagramError(
            .syntax, "expected ',' between fields, found " + DiagramError.quoted(rest),
            at: position)
        }
        index += 1
        skipBlanks()
      }
    }
    return fields
  }
}
