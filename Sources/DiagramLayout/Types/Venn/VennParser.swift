import RenderSupport

/// Parses a Mermaid Venn diagram (Mermaid's `venn-beta` syntax): `title …`, `set ID`,
/// `union ID,ID[,…]` and `text ID` lines, each followed by optional `key: value` fields
/// separated by commas (`size`, `label`, `color`, `background`; `text` takes `label` and
/// `color`). An id is a bare word (`A`, `Set_1`) or a quoted string; a `union` names sets
/// defined by earlier `set` lines; a `text` belongs to the latest `set` or `union`.
enum VennParser {
  /// The fields each statement takes.
  static let areaFields: Set<String> = ["size", "label", "color", "background"]
  static let textFields: Set<String> = ["label", "color"]

  static func parse(_ source: MermaidSource) throws(DiagramError) -> VennDiagram {
    var diagram = VennDiagram()
    diagram.title = source.title
    var known: Set<String> = []
    var written: Set<[String]> = []
    var items = 0
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word.lowercased() == "title" {
        diagram.title = unquoted(rest)
        continue
      }
      var reader = Reader(line: line, offset: word.unicodeScalars.count)
      items += 1
      try DiagramLimits.checkEdgeCount(items, noun: "sets, unions and texts", at: line.start)
      switch word.lowercased() {
      case "set", "union":
        let ids = try reader.identifiers()
        let sets = Array(Set(ids.map(\.text))).sorted()
        if word.lowercased() == "set", ids.count != 1 {
          throw DiagramError(
            .syntax, "a set has one name; use 'union' for an overlap", at: ids[1].position)
        }
        if word.lowercased() == "union" {
          guard sets.count >= 2 else {
            throw DiagramError(.syntax, "a union names two sets or more", at: line.start)
          }
          for id in ids where !known.contains(id.text) {
            throw DiagramError(
              .syntax, "unknown set \(DiagramError.quoted(id.text)): define it with 'set' first",
              at: id.position)
          }
        }
        guard written.insert(sets).inserted else {
          throw DiagramError(
            .syntax, "\(DiagramError.quoted(sets.joined(separator: ","))) is defined twice",
            at: line.start)
        }
        if sets.count == 1 { known.insert(sets[0]) }
        let fields = try reader.fields(allowed: areaFields)
        var area = VennDiagram.Area(
          sets: sets, size: 10 / Double(sets.count * sets.count), position: line.start)
        if let size = fields["size"] {
          guard let value = Double(size.text), value.isFinite, value > 0, value < 1e9 else {
            throw DiagramError(
              .syntax, "a size is a positive number, found \(DiagramError.quoted(size.text))",
              at: size.position)
          }
          area.size = value
        }
        area.label = fields["label"]?.text
        area.color = fields["color"]?.text
        area.background = fields["background"]?.text
        diagram.areas.append(area)
      case "text":
        guard !diagram.areas.isEmpty else {
          throw DiagramError(
            .syntax, "a text belongs to a set or union written before it", at: line.start)
        }
        let id = try reader.identifier()
        let fields = try reader.fields(allowed: textFields)
        diagram.areas[diagram.areas.count - 1].texts.append(
          VennDiagram.Text(
            id: id.text, label: fields["label"]?.text, color: fields["color"]?.text,
            position: id.position))
      default:
        throw DiagramError(
          .syntax,
          "expected 'set', 'union', 'text' or 'title', found \(DiagramError.quoted(word))",
          at: line.start)
      }
    }
    return diagram
  }

  /// `text` without one pair of enclosing double quotes.
  static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingCharacters()
    if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }

  /// A cursor over one statement's scalars after its keyword.
  struct Reader {
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
        while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "_"
        {
          key.append(scalars[index])
          index += 1
        }
        skipBlanks()
        guard !key.isEmpty, index < scalars.count, scalars[index] == ":" else {
          throw DiagramError(
            .syntax,
            "expected a field (size: …, label: …, color: …, background: …), found "
              + DiagramError.quoted(rest), at: keyStart)
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
}
