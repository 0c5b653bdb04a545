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
    let text = take {
      $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-"
    }
    guard !text.isEmpty else {
      throw DiagramError(
        .syntax,
        "expected a set name (a word or a quoted string), found "
          + DiagramError.quoted(rest), at: start)
    }
    return (text, start)
  }

  /// The scalars from the cursor on while `accepts` holds; the cursor moves past them.
  mutating func take(while accepts: (Unicode.Scalar) -> Bool) -> String {
    let start = index
    while index < scalars.count, accepts(scalars[index]) { index += 1 }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<index])
    return String(view)
  }

  /// The text between double quotes; the cursor is on the opening quote.
  mutating func quoted() throws(DiagramError) -> String {
    let start = position
    index += 1
    let text = take { $0 != "\"" }
    guard index < scalars.count else {
      throw DiagramError(.syntax, "a quoted string is not closed", at: start)
    }
    index += 1
    return text
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
    let text = take { $0 != " " && $0 != "\t" && $0 != "," }
    guard let value = Double(text), value.isFinite, value > 0, value < 1e9 else {
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
      let name = take { $0.properties.isAlphabetic || $0 == "-" || $0 == "_" }
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
        throw DiagramError(.syntax, "the style \(name) has no value", at: valueStart)
      }
      fields.append((name.lowercased(), text, start))
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
      let key = take { $0.properties.isAlphabetic || $0 == "_" }
      skipBlanks()
      guard !key.isEmpty, index < scalars.count, scalars[index] == ":" else {
        throw DiagramError(
          .syntax,
          "expected [\"label\"], ': size' or fields (size: …, label: …, color: …, "
            + "background: …), found " + DiagramError.quoted(rest), at: keyStart)
      }
      let name = key.lowercased()
      guard allowed.contains(name) else {
        throw DiagramError(
          .syntax,
          "unknown field \(DiagramError.quoted(key)); expected "
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
        value = take { $0 != "," }.trimmingCharacters()
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
